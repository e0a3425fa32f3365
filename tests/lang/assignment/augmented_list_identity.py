a = [1]
b = a
a += [2]
print(a, b, a is b)
t = (1,)
u = t
t += (2,)
print(t, u, t is u)

# expect: [1, 2] [1, 2] True
# expect: (1, 2) (1,) False
