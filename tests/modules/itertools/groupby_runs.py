from itertools import groupby
print([(k, list(g)) for k, g in groupby('aaabbcaa')])
print([k for k, g in groupby([1, 1, 2, 3, 3])])
words = ['apple', 'avocado', 'banana', 'blueberry', 'cherry']
for letter, group in groupby(words, key=lambda w: w[0]):
    print(letter, list(group))
g = groupby([1, 1, 2])
k1, g1 = next(g)
k2, g2 = next(g)
print(k1, list(g1), k2, list(g2))

# expect: [('a', ['a', 'a', 'a']), ('b', ['b', 'b']), ('c', ['c']), ('a', ['a', 'a'])]
# expect: [1, 2, 3]
# expect: a ['apple', 'avocado']
# expect: b ['banana', 'blueberry']
# expect: c ['cherry']
# expect: 1 [] 2 [2]
