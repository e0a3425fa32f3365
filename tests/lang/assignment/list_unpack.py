[a, b, c] = "xyz"
print(a, b, c)
[p, [q, r]] = [1, [2, 3]]
print(p, q, r)

# expect: x y z
# expect: 1 2 3
