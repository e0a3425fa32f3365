# Arithmetic operators, reflected forms and unary operators on arrays.
import numpy as np
a = np.arange(1, 5)
b = np.array([2.0, 4.0, 8.0, 16.0])
print(a + b, a - b, a * b, a / b)
print(a // 2, a % 3, a ** 2, 2 ** a, -a, abs(-a), +a)
print(10 - a, 10 / a, 3 * a, 1.5 + a)
print(b // 3, b % 3, -b % 3, b ** 0.5)
print(a & 3, a | 8, a ^ 1, ~a, a << 2, a >> 1)

# expect: [ 3.  6. 11. 20.] [ -1.  -2.  -5. -12.] [ 2.  8. 24. 64.] [0.5   0.5   0.375 0.25 ]
# expect: [0 1 1 2] [1 2 0 1] [ 1  4  9 16] [ 2  4  8 16] [-1 -2 -3 -4] [1 2 3 4] [1 2 3 4]
# expect: [9 8 7 6] [10.          5.          3.33333333  2.5       ] [ 3  6  9 12] [2.5 3.5 4.5 5.5]
# expect: [0. 1. 2. 5.] [2. 1. 2. 1.] [1. 2. 1. 2.] [1.41421356 2.         2.82842712 4.        ]
# expect: [1 2 3 0] [ 9 10 11 12] [0 3 2 5] [-2 -3 -4 -5] [ 4  8 12 16] [0 1 1 2]
