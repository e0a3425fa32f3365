try:
    range(1, 5, 0)
except ValueError as e:
    print("ValueError:", e)

# expect: ValueError: range() arg 3 must not be zero
