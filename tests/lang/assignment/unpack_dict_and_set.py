a, b = {"x": 1, "y": 2}
print(a, b)
(c,) = {42}
print(c)
k, v = next(iter({"key": "val"}.items()))
print(k, v)

# expect: x y
# expect: 42
# expect: key val
