print(round(0.5), round(1.5), round(2.5), round(-0.5), round(-1.5), round(3.5))
print(type(round(2.5)).__name__, type(round(2.5, 0)).__name__)

# expect: 0 2 2 0 -2 4
# expect: int float
