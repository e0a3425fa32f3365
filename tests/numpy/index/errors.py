# Index errors use NumPy's messages.
import numpy as np
a = np.arange(6).reshape(2, 3)
for key in [(2, 0), (0, -4), (0, 0, 0)]:
    try:
        a[key]
    except IndexError as e:
        print(e)
try:
    a[[0, 5]]
except IndexError as e:
    print(e)
try:
    a[0] = [1, 2]
except ValueError as e:
    print(e)
try:
    a.reshape(4, 2)
except ValueError as e:
    print(e)

# expect: index 2 is out of bounds for axis 0 with size 2
# expect: index -4 is out of bounds for axis 1 with size 3
# expect: too many indices for array: array is 2-dimensional, but 3 were indexed
# expect: index 5 is out of bounds for axis 0 with size 2
# expect: could not broadcast input array from shape (2,) into shape (3,)
# expect: cannot reshape array of size 6 into shape (4,2)
