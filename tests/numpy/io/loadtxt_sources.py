# np.loadtxt / np.genfromtxt read from generators and other iterables of lines; anything else is NumPy's ValueError.
import numpy as np
print(repr(np.loadtxt(line for line in ['1 2', '3 4'])))
print(repr(np.genfromtxt(iter(['1,2', '3,']), delimiter=',')))
print(repr(np.loadtxt(('5 6\n', '7 8\n'), dtype=np.int32)))
try:
    np.loadtxt(5)
except ValueError as e:
    print('ValueError:', e)

# expect: array([[1., 2.],
# expect:        [3., 4.]])
# expect: array([[ 1.,  2.],
# expect:        [ 3., nan]])
# expect: array([[5, 6],
# expect:        [7, 8]], dtype=int32)
# expect: ValueError: fname must be a string, filehandle, list of strings,
# expect: or generator. Got <class 'int'> instead.
