a = {1, 2, 3, 4}
b = {3, 4, 5}
print(a | b, a & b, a - b, b - a, a ^ b)
print(a <= b, {3} <= b, {3} < {3}, a >= {1}, a > a, a.isdisjoint({9}), {1, 2} == {2, 1})

# expect: {1, 2, 3, 4, 5} {3, 4} {1, 2} {5} {1, 2, 5}
# expect: False True False True False True True
