try:
    a, *b, c = "x"
except ValueError as e:
    print("ValueError:", e)

# expect: ValueError: not enough values to unpack (expected at least 2, got 1)
