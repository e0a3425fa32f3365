# np.common_type (integers count as float64, the highest precision wins,
# complex stays complex) and the aliases np.uintc / np.uintp.
import numpy as np

print(np.common_type(np.arange(3)), np.common_type(np.zeros(2, np.float32)), np.common_type(np.zeros(2, np.float32), np.arange(2)))
print(np.common_type(np.zeros(1, np.float32), np.zeros(1, np.complex128)), np.common_type(np.zeros(1, np.int8), np.zeros(1, np.uint64)))
print(np.uintc is np.uint32, np.uintp is np.uint64, np.dtype(np.uintc), np.dtype(np.uintp).char)
for bad in ([1, 2], np.array([True])):
    try:
        np.common_type(bad)
    except (TypeError, AttributeError) as e:
        print(type(e).__name__, e)

# expect: <class 'numpy.float64'> <class 'numpy.float32'> <class 'numpy.float64'>
# expect: <class 'numpy.complex128'> <class 'numpy.float64'>
# expect: True True uint32 L
# expect: AttributeError 'list' object has no attribute 'dtype'
# expect: TypeError can't get common type for non-numeric array
