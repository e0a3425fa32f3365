print(list(), list("abc"), list((1, 2)), list(range(3)), list({"a": 1, "b": 2}), list(x for x in [5]))
try:
    list(1)
except TypeError as e:
    print("TypeError:", e)

# expect: [] ['a', 'b', 'c'] [1, 2] [0, 1, 2] ['a', 'b'] [5]
# expect: TypeError: 'int' object is not iterable
