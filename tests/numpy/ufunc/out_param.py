# out= writes into an existing array, casting with the same_kind rule.
import numpy as np
a = np.arange(4.0)
o = np.empty(4)
r = np.add(a, 1, out=o)
print(o, r is o)
np.multiply(a, a, out=a)
print(a)
i = np.zeros(4, dtype=np.int64)
try:
    np.add(np.arange(4), 0.5, out=i)
except TypeError as e:
    print(e)
f = np.zeros(3, dtype=np.float32)
np.sqrt(np.array([1.0, 4.0, 9.0]), out=f)
print(repr(f))
try:
    np.add(np.arange(3), 1, out=np.zeros(4))
except ValueError as e:
    print(e)

# expect: [1. 2. 3. 4.] True
# expect: [0. 1. 4. 9.]
# expect: Cannot cast ufunc 'add' output from dtype('float64') to dtype('int64') with casting rule 'same_kind'
# expect: array([1., 2., 3.], dtype=float32)
# expect: operands could not be broadcast together with shapes (3,) () (4,) 
