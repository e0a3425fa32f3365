sq = lambda x: x * x
add = lambda a, b=10: a + b
print(sq(7), add(1), add(1, 2), (lambda: "noargs")())
print(sorted(["bb", "a", "ccc"], key=lambda s: -len(s)))

# expect: 49 11 3 noargs
# expect: ['ccc', 'bb', 'a']
