from itertools import count, cycle, repeat, islice
print(list(islice(count(5), 3)), list(islice(count(1, 0.5), 3)))
print(count(3), repeat('a', 2))
print(list(islice(cycle('ab'), 5)), list(repeat(7, 3)))
c = count(10, 2)
print(next(c), next(c), c)
print(list(zip(range(3), repeat('x'))))

# expect: [5, 6, 7] [1, 1.5, 2.0]
# expect: count(3) repeat('a', 2)
# expect: ['a', 'b', 'a', 'b', 'a'] [7, 7, 7]
# expect: 10 12 count(14, 2)
# expect: [(0, 'x'), (1, 'x'), (2, 'x')]
