print(set(), set("hello") == set("ohle"), len(set("hello")), type({}).__name__, frozenset(), set(range(3)))

# expect: set() True 4 dict frozenset() {0, 1, 2}
