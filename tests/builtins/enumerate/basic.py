print(list(enumerate("abc")), list(enumerate(["x", "y"], start=10)))
for i, c in enumerate("hi", 1):
    print(i, c)

# expect: [(0, 'a'), (1, 'b'), (2, 'c')] [(10, 'x'), (11, 'y')]
# expect: 1 h
# expect: 2 i
