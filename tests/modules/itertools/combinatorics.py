from itertools import product, permutations, combinations, combinations_with_replacement
print(list(product('ab', range(2))))
print(len(list(product(range(3), repeat=3))), list(product([0, 1], repeat=2)))
print(list(permutations('abc', 2)))
print(len(list(permutations(range(5)))), list(permutations([1, 2, 3]))[:3])
print(list(combinations('abcd', 2)), list(combinations(range(3), 4)))
print(list(combinations_with_replacement('abc', 2)))

# expect: [('a', 0), ('a', 1), ('b', 0), ('b', 1)]
# expect: 27 [(0, 0), (0, 1), (1, 0), (1, 1)]
# expect: [('a', 'b'), ('a', 'c'), ('b', 'a'), ('b', 'c'), ('c', 'a'), ('c', 'b')]
# expect: 120 [(1, 2, 3), (1, 3, 2), (2, 1, 3)]
# expect: [('a', 'b'), ('a', 'c'), ('a', 'd'), ('b', 'c'), ('b', 'd'), ('c', 'd')] []
# expect: [('a', 'a'), ('a', 'b'), ('a', 'c'), ('b', 'b'), ('b', 'c'), ('c', 'c')]
