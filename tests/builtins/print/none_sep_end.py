print("a", "b", sep=None, end=None)
print("c")

# expect: a b
# expect: c
