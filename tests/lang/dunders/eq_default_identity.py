class C:
    pass
a, b = C(), C()
print(a == a, a == b, a != b, a in [b], a in [a])

# expect: True False True False True
