a = [1, [2, [3, ["four", None]]], (5,), {"k": [6]}]
print(a, len(a), a[1][1][1][0])

# expect: [1, [2, [3, ['four', None]]], (5,), {'k': [6]}] 4 four
