# Negating a bool array is a TypeError, as in NumPy.
import numpy as np
try:
    -np.array([True, False])
except TypeError as e:
    print(e)
print(~np.array([True, False]), np.logical_not([True, False]))

# expect: The numpy boolean negative, the `-` operator, is not supported, use the `~` operator or the logical_not function instead.
# expect: [False  True] [False  True]
