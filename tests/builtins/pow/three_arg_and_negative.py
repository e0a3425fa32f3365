print(pow(2, 10), pow(2, 10, 1000), pow(3, 200, 13), pow(2, -2), pow(-8, 1 / 3).real > 0, pow(7, -1, 13))
print(pow(2.0, 3), pow(10, 0), pow(0, 5))

# expect: 1024 24 9 0.25 True 2
# expect: 8.0 1 0
