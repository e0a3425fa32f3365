# a.setflags(write=, align=, uic=), a.dtype = ... (the same bytes seen as
# another dtype, in place), a.real / a.imag = ..., and NumPy's error for
# attributes that cannot be set.
import numpy as np

f = np.arange(3)
f.setflags(write=False)
print(f.flags.writeable)
try:
    f[0] = 1
except ValueError as e:
    print(e)
f.setflags(write=True)
f[0] = 5
print(f)
f.setflags()
f.setflags(align=True, uic=False)
print(f.flags.writeable)
try:
    f.setflags(uic=True)
except ValueError as e:
    print(e)
g = np.arange(4)
v = g[1:]
g.setflags(write=False)
try:
    v.setflags(write=True)
except ValueError as e:
    print(e)
for name in ('size', 'T', 'ndim', 'itemsize', 'nbytes', 'base', 'flags'):
    try:
        setattr(g, name, 3)
    except AttributeError as e:
        print(e)
h = np.arange(4, dtype=np.int32)
h.dtype = np.int16
print(h, h.shape, h.dtype)
h.dtype = 'f4'
print(h.dtype, h.shape)
h.dtype = None
print(h.dtype, h.shape)
for bad in (np.int64, 'nonsense'):
    try:
        np.arange(3, dtype=np.int32).dtype = bad
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
z = np.array([1 + 2j, 3 - 1j])
z.real = 0
z.imag = [5, 6]
print(z)
r = np.arange(3.0)
r.real = 7
print(r)
try:
    r.imag = 1
except TypeError as e:
    print(e)
m = np.array([[1, 2], [3, 4]])
m.T[0] = 0
print(m)

# expect: False
# expect: assignment destination is read-only
# expect: [5 1 2]
# expect: True
# expect: cannot set WRITEBACKIFCOPY flag to True
# expect: cannot set WRITEABLE flag to True of this array
# expect: attribute 'size' of 'numpy.ndarray' objects is not writable
# expect: attribute 'T' of 'numpy.ndarray' objects is not writable
# expect: attribute 'ndim' of 'numpy.ndarray' objects is not writable
# expect: attribute 'itemsize' of 'numpy.ndarray' objects is not writable
# expect: attribute 'nbytes' of 'numpy.ndarray' objects is not writable
# expect: attribute 'base' of 'numpy.ndarray' objects is not writable
# expect: attribute 'flags' of 'numpy.ndarray' objects is not writable
# expect: [0 0 1 0 2 0 3 0] (8,) int16
# expect: float32 (4,)
# expect: float64 (2,)
# expect: ValueError When changing to a larger dtype, its size must be a divisor of the total size in bytes of the last axis of the array.
# expect: TypeError invalid data-type for array
# expect: [0.+5.j 0.+6.j]
# expect: [7. 7. 7.]
# expect: array does not have imaginary part to set
# expect: [[0 2]
# expect:  [0 4]]
