# NumPy 1.24's deprecated aliases of scalar types warn when read.
import warnings
import numpy as np

warnings.simplefilter("always")
print(np.bool8, np.int0, np.uint0)
print(np.bool8(1), np.int0(3) + 1)

# expect: <class 'numpy.bool_'> <class 'numpy.int64'> <class 'numpy.uint64'>
# expect: True 4
# expect-stderr: tests/numpy/scalars/deprecated_aliases.py:6: DeprecationWarning: `np.bool8` is a deprecated alias for `np.bool_`.  (Deprecated NumPy 1.24)
# expect-stderr:   print(np.bool8, np.int0, np.uint0)
# expect-stderr: tests/numpy/scalars/deprecated_aliases.py:6: DeprecationWarning: `np.int0` is a deprecated alias for `np.intp`.  (Deprecated NumPy 1.24)
# expect-stderr:   print(np.bool8, np.int0, np.uint0)
# expect-stderr: tests/numpy/scalars/deprecated_aliases.py:6: DeprecationWarning: `np.uint0` is a deprecated alias for `np.uintp`.  (Deprecated NumPy 1.24)
# expect-stderr:   print(np.bool8, np.int0, np.uint0)
# expect-stderr: tests/numpy/scalars/deprecated_aliases.py:7: DeprecationWarning: `np.bool8` is a deprecated alias for `np.bool_`.  (Deprecated NumPy 1.24)
# expect-stderr:   print(np.bool8(1), np.int0(3) + 1)
# expect-stderr: tests/numpy/scalars/deprecated_aliases.py:7: DeprecationWarning: `np.int0` is a deprecated alias for `np.intp`.  (Deprecated NumPy 1.24)
# expect-stderr:   print(np.bool8(1), np.int0(3) + 1)
