print(round(2.675, 2), round(3.14159, 3), round(1.005, 2), round(0.125, 2), round(-1.25, 1))
print(round(1234.5678, -2), round(1250, -2), round(1350, -2), round(17, -1), round(15, -1))

# expect: 2.67 3.142 1.0 0.12 -1.2
# expect: 1200.0 1200 1400 20 20
