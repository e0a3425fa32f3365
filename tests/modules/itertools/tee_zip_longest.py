from itertools import tee, zip_longest, pairwise
a, b = tee(iter([1, 2, 3]))
print(next(a), list(a), list(b))
x, y, z = tee('ab', 3)
print(list(x), list(y), list(z))
print(list(zip_longest('ABCD', 'xy', fillvalue='-')))
print(list(zip_longest([1, 2], [3])), list(zip_longest()))
print(list(pairwise('abcd')), list(pairwise([1])))

# expect: 1 [2, 3] [1, 2, 3]
# expect: ['a', 'b'] ['a', 'b'] ['a', 'b']
# expect: [('A', 'x'), ('B', 'y'), ('C', '-'), ('D', '-')]
# expect: [(1, 3), (2, None)] []
# expect: [('a', 'b'), ('b', 'c'), ('c', 'd')] []
