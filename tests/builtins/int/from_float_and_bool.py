print(int(3.9), int(-3.9), int(True), int(), int(1e20), int(-0.5))

# expect: 3 -3 1 0 100000000000000000000 0
