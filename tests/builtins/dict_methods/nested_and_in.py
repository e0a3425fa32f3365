d = {"outer": {"inner": [1, 2]}}
d["outer"]["inner"].append(3)
print(d, "outer" in d, "inner" in d, 1 in d.values(), len(d["outer"]))

# expect: {'outer': {'inner': [1, 2, 3]}} True False False 1
