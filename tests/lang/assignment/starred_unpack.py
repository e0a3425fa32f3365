first, *rest = [1, 2, 3, 4]
print(first, rest)
*init, last = "abc"
print(init, last)
a, *mid, z = range(6)
print(a, mid, z)
a, *empty, z = (1, 2)
print(empty)

# expect: 1 [2, 3, 4]
# expect: ['a', 'b'] c
# expect: 0 [1, 2, 3, 4] 5
# expect: []
