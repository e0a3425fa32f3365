d = {"a": 1, "b": 2, "c": 3}
k, v, i = d.keys(), d.values(), d.items()
print(k, v, i)
d["d"] = 4
print(len(k), list(v), ("d", 4) in i, "a" in k)

# expect: dict_keys(['a', 'b', 'c']) dict_values([1, 2, 3]) dict_items([('a', 1), ('b', 2), ('c', 3)])
# expect: 4 [1, 2, 3, 4] True True
