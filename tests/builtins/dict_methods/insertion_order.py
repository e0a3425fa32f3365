d = {}
d["z"] = 1
d["a"] = 2
d["m"] = 3
d["z"] = 4
print(d, list(d))
del d["a"]
d["a"] = 5
print(d)

# expect: {'z': 4, 'a': 2, 'm': 3} ['z', 'a', 'm']
# expect: {'z': 4, 'm': 3, 'a': 5}
