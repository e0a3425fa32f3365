vals = [3, 2, 1, 0, 5]
it = iter(lambda: vals.pop(0), 0)
print(list(it), vals)

# expect: [3, 2, 1] [5]
