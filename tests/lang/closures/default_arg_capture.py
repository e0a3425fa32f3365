fns = [lambda i=i: i * 10 for i in range(3)]
print([f() for f in fns])

# expect: [0, 10, 20]
