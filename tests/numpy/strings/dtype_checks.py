# the ways code tests for a str array: kind, type, issubdtype
import numpy as np

a = np.array(['a', 'bc'])
print(a.dtype == str, a.dtype.kind == 'U', a.dtype.type is np.str_, a.dtype.kind in 'SU')
print(np.issubdtype(a.dtype, np.str_), np.issubdtype(a.dtype, np.number), np.issubdtype(a.dtype, np.bytes_))
print(np.issubdtype(np.array([b'x']).dtype, np.bytes_), np.issubdtype(np.float64, np.str_))
print(isinstance(a[0], str), {a[0]: 1})

# expect: False True True True
# expect: True False False
# expect: True False
# expect: True {'a': 1}
