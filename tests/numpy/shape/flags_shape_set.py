# a.flags (attributes, keys, printing, writeable = False / True) and
# a.shape = ... in place.
import numpy as np

a = np.arange(6)
print(a.flags)
print(repr(a.flags))
print(a.flags["C_CONTIGUOUS"], a.flags["F"], a.flags.c_contiguous, a.flags.f_contiguous, a.flags["W"], a.flags.owndata)
b = a.reshape(2, 3)
print(b.flags.owndata, b.flags.c_contiguous, b.flags.f_contiguous, b.T.flags.f_contiguous, b.T.flags["C_CONTIGUOUS"])
print(b[:, ::2].flags.c_contiguous, b.flags.aligned, b.flags.behaved, b.flags.carray, b.T.flags.fnc, b.flags.forc)
print(np.zeros((2, 3))[:, [0, 2]].flags.c_contiguous, np.diag(b).flags.writeable, np.broadcast_to(a, (2, 6)).flags.writeable)
print(np.zeros((2, 3)).flags.owndata, a[::2].flags.c_contiguous, np.zeros(0).flags.f_contiguous)
v = a[::2]
v.flags.writeable = False
try:
    v[0] = 1
except ValueError as e:
    print(e)
try:
    v[[0, 1]] = 1
except ValueError as e:
    print(e)
v.flags.writeable = True
v[0] = 100
print(a, v.flags.writeable)
a.flags["W"] = False
try:
    a[a > 2] = 0
except ValueError as e:
    print(e)
try:
    a[1:].flags.writeable = True
except ValueError as e:
    print(e)
a.flags.writeable = True
a[a > 2] = 0
print(a)
for bad in (lambda: a.flags["Z"], lambda: setattr(a.flags, "c_contiguous", False)):
    try:
        bad()
    except (KeyError, AttributeError) as e:
        print(type(e).__name__, e)
c = np.arange(12)
c.shape = (3, 4)
print(c.shape, c[2].tolist(), c.flags.c_contiguous)
c.shape = -1, 2
print(c.shape, c.strides)
t = c.T
try:
    t.shape = (12,)
except AttributeError as e:
    print(e)
try:
    c.shape = (5,)
except ValueError as e:
    print(e)
t.shape = (2, 3, 2)
print(t.shape, t.strides, t[1, 2].tolist())
# expect:   C_CONTIGUOUS : True
# expect:   F_CONTIGUOUS : True
# expect:   OWNDATA : True
# expect:   WRITEABLE : True
# expect:   ALIGNED : True
# expect:   WRITEBACKIFCOPY : False
# expect:
# expect:   C_CONTIGUOUS : True
# expect:   F_CONTIGUOUS : True
# expect:   OWNDATA : True
# expect:   WRITEABLE : True
# expect:   ALIGNED : True
# expect:   WRITEBACKIFCOPY : False
# expect:
# expect: True True True True True True
# expect: False True False True False
# expect: False True True True True True
# expect: False False False
# expect: True False True
# expect: assignment destination is read-only
# expect: assignment destination is read-only
# expect: [100   1   2   3   4   5] True
# expect: assignment destination is read-only
# expect: cannot set WRITEABLE flag to True of this array
# expect: [0 1 2 0 0 0]
# expect: KeyError 'Unknown flag'
# expect: AttributeError attribute 'c_contiguous' of 'numpy.core.multiarray.flagsobj' objects is not writable
# expect: (3, 4) [8, 9, 10, 11] True
# expect: (6, 2) (16, 8)
# expect: Incompatible shape for in-place modification. Use `.reshape()` to make a copy with the desired shape.
# expect: cannot reshape array of size 12 into shape (5,)
# expect: (2, 3, 2) (8, 32, 16) [9, 11]
