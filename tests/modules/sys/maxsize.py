import sys
print(sys.maxsize, sys.maxsize == 2 ** 63 - 1)

# expect: 9223372036854775807 True
