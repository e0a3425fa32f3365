groups = {}
for word in ["apple", "avocado", "banana", "blueberry", "cherry"]:
    groups.setdefault(word[0], []).append(word)
print({k: len(v) for k, v in groups.items()}, [w for ws in groups.values() for w in ws if len(w) > 6])

# expect: {'a': 2, 'b': 2, 'c': 1} ['avocado', 'blueberry']
