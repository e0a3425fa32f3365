print([1, "a", None, True, 2.5], (1,), (), {"k": [1]}, {1}, set(), [[]])

# expect: [1, 'a', None, True, 2.5] (1,) () {'k': [1]} {1} set() [[]]
