"""is_c_contiguous / is_f_contiguous (and flags['C_CONTIGUOUS'] ...) for C
and Fortran arrays, transposes, strided slices, 1-d and length-1 axes."""
from numba import cuda
import numpy as np

m = cuda.to_device(np.arange(12.0).reshape(3, 4))
cases = [m, m.T, m[:, ::2], m[1], m[:, 1], m[1:2], cuda.to_device(np.arange(3.0)),
         cuda.device_array((2, 3), order='F'), cuda.to_device(np.zeros((1, 4)))]
for a in cases:
    print(a.shape, a.is_c_contiguous(), a.is_f_contiguous(),
          a.flags['C_CONTIGUOUS'], a.flags['F_CONTIGUOUS'])

# expect: (3, 4) True False True False
# expect: (4, 3) False True False True
# expect: (3, 2) False False False False
# expect: (4,) True True True True
# expect: (3,) False False False False
# expect: (1, 4) True True True True
# expect: (3,) True True True True
# expect: (2, 3) False True False True
# expect: (1, 4) True True True True
