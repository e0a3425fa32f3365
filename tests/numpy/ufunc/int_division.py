# Integer floor division and modulo follow Python's signs.
import numpy as np
a = np.array([7, -7, 7, -7])
b = np.array([2, 2, -2, -2])
print(a // b, a % b, a / b)
print(np.floor_divide(a, 3), np.remainder(a, 3))
print(np.array([7.5, -7.5]) // 2, np.array([7.5, -7.5]) % 2)
try:
    np.arange(3) ** -1
except ValueError as e:
    print(e)

# expect: [ 3 -4 -4  3] [ 1  1 -1 -1] [ 3.5 -3.5 -3.5  3.5]
# expect: [ 2 -3  2 -3] [1 2 1 2]
# expect: [ 3. -4.] [1.5 0.5]
# expect: Integers to negative integer powers are not allowed.
