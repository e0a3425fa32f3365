for seq in [[1], [1, 2, 3, 4], "abcd", []]:
    try:
        x, y, z = seq
    except ValueError as e:
        print(e)
try:
    a, *b, c = [1]
except ValueError as e:
    print(e)

# expect: not enough values to unpack (expected 3, got 1)
# expect: too many values to unpack (expected 3)
# expect: too many values to unpack (expected 3)
# expect: not enough values to unpack (expected 3, got 0)
# expect: not enough values to unpack (expected at least 2, got 1)
