class C:
    a = 1
    b = a + 1
    items = [i * 2 for i in range(a, 4)]
print(C.a, C.b, C.items)

# expect: 1 2 [2, 4, 6]
