# NumPy 1.24's constants and old aliases: euler_gamma, PINF/NINF/PZERO/NZERO,
# Inf/Infinity/infty/NaN/NAN, little_endian, MAXDIMS, BUFSIZE, ALLOW_THREADS,
# product/cumproduct/alltrue/sometrue, asanyarray, asarray_chkfinite,
# the warning and error classes.
import numpy as np

print(np.euler_gamma, np.PINF, np.NINF, np.PZERO, np.NZERO)
print(np.Inf, np.Infinity, np.infty, np.NaN, np.NAN)
print(np.little_endian, np.MAXDIMS, np.BUFSIZE, np.ALLOW_THREADS)
a = np.arange(1, 7).reshape(2, 3)
print(np.product([1, 2, 3]), np.product(a, axis=1), np.cumproduct([1, 2, 3]))
print(np.alltrue([1, 0]), np.alltrue(a > 0, axis=0), np.sometrue([1, 0]), np.sometrue(a > 5, axis=1))
print(np.asanyarray([1, 2], dtype=np.float32), np.asanyarray(a) is a)
print(np.asarray_chkfinite([1, 2]), np.asarray_chkfinite(a) is a)
for bad in ([1, np.nan], [np.inf]):
    try:
        np.asarray_chkfinite(bad)
    except ValueError as e:
        print(e)
print(issubclass(np.VisibleDeprecationWarning, UserWarning), issubclass(np.RankWarning, UserWarning))
print(issubclass(np.TooHardError, RuntimeError), np.VisibleDeprecationWarning.__module__, np.RankWarning.__name__)
print(np.iterable([1]), np.iterable(2))
from numpy import r_, Inf
print(r_[1:3], Inf)

# expect: 0.5772156649015329 inf -inf 0.0 -0.0
# expect: inf inf inf nan nan
# expect: True 32 8192 1
# expect: 6 [  6 120] [1 2 6]
# expect: False [ True  True  True] True [False  True]
# expect: [1. 2.] True
# expect: [1 2] True
# expect: array must not contain infs or NaNs
# expect: array must not contain infs or NaNs
# expect: True True
# expect: True numpy RankWarning
# expect: True False
# expect: [1 2] inf
