x = 1
del x
try:
    x
except NameError as e:
    print("gone:", e)
d = {"a": 1, "b": 2}
del d["a"]
print(d)

# expect: gone: name 'x' is not defined
# expect: {'b': 2}
