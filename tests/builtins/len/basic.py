print(len([1, 2]), len("héllo"), len({}), len({1: 2}), len(range(5, 50, 5)), len(b"ab"), len((1,)), len(set("aab")))

# expect: 2 5 0 1 9 2 1 2
