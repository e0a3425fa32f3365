x = 5
print(1 < x < 10, 1 < x > 10, 1 <= x <= 5 < 6)
calls = []
def f(v):
    calls.append(v)
    return v
print(f(1) < f(0) < f(2), calls)

# expect: True False True
# expect: False [1, 0]
