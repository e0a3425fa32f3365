print(hash(1), hash(-1), hash(0), hash(2 ** 61), hash(2 ** 61 - 1), hash(-2), hash(1.0) == hash(1), hash(0.5))
print(hash((1, 2)) == hash((1, 2)), hash((1, "a")) == hash((1, "a")), hash(frozenset([1, 2])) == hash(frozenset([2, 1])))

# expect: 1 -2 0 1 0 -2 True 1152921504606846976
# expect: True True True
