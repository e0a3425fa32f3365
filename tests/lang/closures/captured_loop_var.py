fns = []
for i in range(3):
    fns.append(lambda: i)
print([f() for f in fns])

# expect: [2, 2, 2]
