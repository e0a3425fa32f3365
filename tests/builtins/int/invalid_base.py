try:
    int("9", 8)
except ValueError as e:
    print("ValueError:", e)
try:
    int("1", 99)
except ValueError as e:
    print("ValueError:", e)
try:
    int(5, 10)
except TypeError as e:
    print("TypeError:", e)

# expect: ValueError: invalid literal for int() with base 8: '9'
# expect: ValueError: int() base must be >= 2 and <= 36, or 0
# expect: TypeError: int() can't convert non-string with explicit base
