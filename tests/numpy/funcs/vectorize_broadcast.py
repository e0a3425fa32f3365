# np.vectorize: broadcasts its arguments, calls pyfunc per element in C order,
# output dtype from the first result (int stays int), 0-d array for scalars.
import numpy as np
def myfunc(a, b):
    "Return a-b if a>b, otherwise return a+b"
    if a > b:
        return a - b
    return a + b
vf = np.vectorize(myfunc)
print(vf([1, 2, 3, 4], 2))
print(vf.__doc__)
r = vf(3, 1)
print(r, type(r).__name__, r.ndim, repr(r))
print(vf(np.arange(6).reshape(2, 3), [[10], [1]]))
print(vf([1.5, 2.5], 2), vf([1, 2], 2.5))

# expect: [3 4 1 2]
# expect: Return a-b if a>b, otherwise return a+b
# expect: 2 ndarray 0 array(2)
# expect: [[10 11 12]
# expect:  [ 2  3  4]]
# expect: [3.5 0.5] [3.5 4.5]
