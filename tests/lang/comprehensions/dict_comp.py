words = ["apple", "bob", "cat"]
print({w: len(w) for w in words})
print({v: k for k, v in {"a": 1, "b": 2}.items()})

# expect: {'apple': 5, 'bob': 3, 'cat': 3}
# expect: {1: 'a', 2: 'b'}
