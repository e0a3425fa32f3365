from itertools import compress, dropwhile, takewhile, filterfalse
print(list(compress('abcdef', [1, 0, 1, 0, 1, 1])))
print(list(dropwhile(lambda x: x < 3, [1, 4, 1, 5])))
print(list(takewhile(lambda x: x < 3, [1, 2, 5, 1])))
print(list(filterfalse(lambda x: x % 2, range(7))), list(filterfalse(None, [0, 1, '', 'a'])))

# expect: ['a', 'c', 'e', 'f']
# expect: [4, 1, 5]
# expect: [1, 2]
# expect: [0, 2, 4, 6] [0, '']
