# The version, prange (range outside compiled code) and literal_unroll.
import numba
from numba import prange, literal_unroll

print(numba.__version__, numba.version_info)
print(numba.version_info.major, numba.version_info[:3], numba.version_info.short)
print(prange, prange(3), list(prange(1, 8, 3)), type(prange(2)).__name__)
t = (1, 'a', 2.5)
print(literal_unroll(t) is t, [x for x in literal_unroll(t)])

# expect: 0.56.4 version_info(major=0, minor=56, patch=4, short=(0, 56), full=(0, 56, 4), string='0.56.4', tuple=('0', '56', '4'), git_revision=None)
# expect: 0 (0, 56, 4) (0, 56)
# expect: <class 'numba.misc.special.prange'> range(0, 3) [1, 4, 7] range
# expect: True [1, 'a', 2.5]
