d = {"a": 1, "b": 2, "c": 3}
print(d.popitem(), d.popitem(), d)
d.clear()
try:
    d.popitem()
except KeyError as e:
    print("KeyError:", e)

# expect: ('c', 3) ('b', 2) {'a': 1}
# expect: KeyError: 'popitem(): dictionary is empty'
