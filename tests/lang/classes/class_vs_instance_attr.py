class C:
    shared = []
    count = 0
    def __init__(self):
        C.count += 1
a, b = C(), C()
a.shared.append(1)
a.count = 100
print(C.count, a.count, b.count, b.shared)
del a.count
print(a.count)

# expect: 2 100 2 [1]
# expect: 2
