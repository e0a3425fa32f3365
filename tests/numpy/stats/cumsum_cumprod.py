# np.cumsum / np.cumprod and the methods: axis, dtype (small ints lift to
# int64), out= (cast into it), scalars, bools, empty arrays.
import numpy as np

a = np.array([[1, 2, 3], [4, 5, 6]], dtype=np.int8)
for r in (np.cumsum(a), np.cumsum(a, axis=0), np.cumsum(a, axis=1, dtype=np.float32), np.cumprod(a, axis=-1),
          a.cumsum(1), a.cumprod(axis=0, dtype=float), np.cumsum(5), np.cumsum([True, True]),
          np.cumsum(np.array([1.5, 2], dtype=np.float32)), np.cumsum([[]], axis=1), np.cumprod(np.array([1, 2], dtype=np.uint16))):
    print(r, r.dtype)
o = np.zeros(6)
print(np.cumsum(a, out=o) is o, o, np.cumsum(a, axis=0, out=np.zeros((2, 3))), a.cumprod(out=np.zeros(6, dtype=int)))
try:
    np.cumsum(a, axis=2)
except IndexError as e:
    print(e)

# expect: [ 1  3  6 10 15 21] int64
# expect: [[1 2 3]
# expect:  [5 7 9]] int64
# expect: [[ 1.  3.  6.]
# expect:  [ 4.  9. 15.]] float32
# expect: [[  1   2   6]
# expect:  [  4  20 120]] int64
# expect: [[ 1  3  6]
# expect:  [ 4  9 15]] int64
# expect: [[ 1.  2.  3.]
# expect:  [ 4. 10. 18.]] float64
# expect: [5] int64
# expect: [1 2] int64
# expect: [1.5 3.5] float32
# expect: [] float64
# expect: [1 2] uint64
# expect: True [ 1.  3.  6. 10. 15. 21.] [[1. 2. 3.]
# expect:  [5. 7. 9.]] [  1   2   6  24 120 720]
# expect: axis 2 is out of bounds for array of dimension 2
