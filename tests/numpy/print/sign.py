# np.set_printoptions(sign=...): '-', '+' and ' ' for floats, complex and nan/inf.
import numpy as np
x = np.array([1.5, 0.0, 2.25])
y = np.array([1.5, -0.5, np.nan, np.inf])
z = np.array([1 + 2j, -1.5 - 0.5j])
for s in ['-', '+', ' ']:
    np.set_printoptions(sign=s)
    print(repr(x), y, z, np.array([1e-9, 1.0]))
    print(np.array(2.5), repr(np.array(-1.0)))

# expect: array([1.5 , 0.  , 2.25]) [ 1.5 -0.5  nan  inf] [ 1. +2.j  -1.5-0.5j] [1.e-09 1.e+00]
# expect: 2.5 array(-1.)
# expect: array([+1.5 , +0.  , +2.25]) [+1.5 -0.5 +nan +inf] [+1. +2.j  -1.5-0.5j] [+1.e-09 +1.e+00]
# expect: 2.5 array(-1.)
# expect: array([ 1.5 ,  0.  ,  2.25]) [ 1.5 -0.5  nan  inf] [ 1. +2.j  -1.5-0.5j] [ 1.e-09  1.e+00]
# expect: 2.5 array(-1.)
