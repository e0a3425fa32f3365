print(round(123456, -3), round(5, 2), type(round(5, 2)).__name__, round(-25, -1))

# expect: 123000 5 int -20
