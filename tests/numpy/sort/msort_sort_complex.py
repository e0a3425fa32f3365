# np.msort (sort along axis 0) and np.sort_complex (a complex128 copy in
# complex order: real part, then imaginary part).
import warnings
import numpy as np

warnings.simplefilter('ignore', DeprecationWarning)
m = np.array([[3, 9, 1], [1, 2, 8], [2, 5, 0]])
print(np.msort(m).tolist(), np.msort([4.0, 1.0, 2.5]))
print(np.sort_complex([5, 3, 6, 2, 1]))
print(np.sort_complex([1 + 2j, 2 - 1j, 3 - 2j, 3 - 3j, 3 + 5j]))
print(np.sort_complex(np.array([[2.5, -1.0], [0.0, 7.0]])))
print(np.sort_complex(np.array([1, 0], dtype=np.int64)).dtype)

# expect: [[1, 2, 0], [2, 5, 1], [3, 9, 8]] [1.  2.5 4. ]
# expect: [1.+0.j 2.+0.j 3.+0.j 5.+0.j 6.+0.j]
# expect: [1.+2.j 2.-1.j 3.-3.j 3.-2.j 3.+5.j]
# expect: [[-1. +0.j  2.5+0.j]
# expect:  [ 0. +0.j  7. +0.j]]
# expect: complex128
