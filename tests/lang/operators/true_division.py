print(7 / 2, 8 / 2, -7 / 2)
print(type(8 / 2).__name__)
print(10 ** 20 / 10 ** 10)
print(1 / 7)

# expect: 3.5 4.0 -3.5
# expect: float
# expect: 10000000000.0
# expect: 0.14285714285714285
