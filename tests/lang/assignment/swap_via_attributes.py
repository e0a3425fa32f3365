class P:
    pass
p = P()
p.a, p.b = 1, 2
p.a, p.b = p.b, p.a
print(p.a, p.b)
lst = [1, 2, 3]
lst[0], lst[2] = lst[2], lst[0]
print(lst)

# expect: 2 1
# expect: [3, 2, 1]
