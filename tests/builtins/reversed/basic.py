print(list(reversed([1, 2, 3])), "".join(reversed("abc")), list(reversed(range(3))), tuple(reversed((1, 2))))
try:
    reversed({1, 2})
except TypeError as e:
    print("TypeError:", e)

# expect: [3, 2, 1] cba [2, 1, 0] (2, 1)
# expect: TypeError: 'set' object is not reversible
