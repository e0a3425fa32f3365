d = {"a": 1}
print(d.get("a"), d.get("b"), d.get("b", 0), d.setdefault("a", 9), d.setdefault("c", []), d)
print(d.pop("a"), d.pop("zz", "dflt"), d)
try:
    d.pop("zz")
except KeyError as e:
    print("KeyError:", e)

# expect: 1 None 0 1 [] {'a': 1, 'c': []}
# expect: 1 dflt {'c': []}
# expect: KeyError: 'zz'
