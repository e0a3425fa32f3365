fns = [lambda: x for x in "abc"]
print([f() for f in fns])

# expect: ['c', 'c', 'c']
