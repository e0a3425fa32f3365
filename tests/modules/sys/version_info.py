import sys
print(sys.version_info[:2], sys.version_info.major, sys.version_info >= (3, 8))

# expect: (3, 11) 3 True
