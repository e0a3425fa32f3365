big = 10 ** 5000
try:
    str(big)
except ValueError as e:
    print("ValueError:", str(e).split(";")[0])
print(len(str(10 ** 4299)))

# expect: ValueError: Exceeds the limit (4300 digits) for integer string conversion
# expect: 4300
