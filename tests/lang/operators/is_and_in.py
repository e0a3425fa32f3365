a = [1, 2]
b = a
c = [1, 2]
print(a is b, a is c, a == c, a is not c)
print(2 in a, 3 not in a, "ell" in "hello", None is None)

# expect: True False True True
# expect: True True True True
