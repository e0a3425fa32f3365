print(list(zip([1, 2, 3], "ab")), list(zip()), list(zip(range(2), "xy", [True, False])))
pairs = [(1, "a"), (2, "b")]
nums, chars = zip(*pairs)
print(nums, chars)

# expect: [(1, 'a'), (2, 'b')] [] [(0, 'x', True), (1, 'y', False)]
# expect: (1, 2) ('a', 'b')
