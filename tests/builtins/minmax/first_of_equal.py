print(max([(1, "a"), (1, "b")], key=lambda p: p[0]), min([3, 1, 1.0], key=int))

# expect: (1, 'a') 1
