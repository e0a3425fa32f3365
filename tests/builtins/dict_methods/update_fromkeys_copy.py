d = {"a": 1}
d.update({"b": 2}, c=3)
d.update([("a", 10)])
print(d)
f = dict.fromkeys("xyz", 0)
print(f, dict.fromkeys([1, 2]))
c = d.copy()
c["a"] = -1
print(d["a"], c["a"])

# expect: {'a': 10, 'b': 2, 'c': 3}
# expect: {'x': 0, 'y': 0, 'z': 0} {1: None, 2: None}
# expect: 10 -1
