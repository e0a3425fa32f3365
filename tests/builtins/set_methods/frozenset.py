f = frozenset([1, 2, 2, 3])
print(f, len(f), 2 in f, f | {4}, type(f & {1}).__name__, {f: "as key"}[frozenset({3, 1, 2})])
try:
    f.add(4)
except AttributeError as e:
    print("AttributeError:", e)

# expect: frozenset({1, 2, 3}) 3 True frozenset({1, 2, 3, 4}) frozenset as key
# expect: AttributeError: 'frozenset' object has no attribute 'add'
