# The NumPy side of the seed tutorials' @vectorize examples.
import numpy as np
nums = np.arange(10)
print(nums, nums + 10)
n = 10
x = np.arange(n).astype(np.int64)
y = np.ones_like(x)
print(np.add(x, y))
x = np.arange(n).astype(np.int32)
y = np.ones_like(x)
print(repr(np.add(x, y)))
n = 100000
x = np.arange(n).astype(np.float32)
y = 2 * x
print(x[:10], y[:10], (x + y)[:10], y.dtype)
out = np.empty(shape=(n,), dtype=np.float32)
print(out.shape, out.dtype)

# expect: [0 1 2 3 4 5 6 7 8 9] [10 11 12 13 14 15 16 17 18 19]
# expect: [ 1  2  3  4  5  6  7  8  9 10]
# expect: array([ 1,  2,  3,  4,  5,  6,  7,  8,  9, 10], dtype=int32)
# expect: [0. 1. 2. 3. 4. 5. 6. 7. 8. 9.] [ 0.  2.  4.  6.  8. 10. 12. 14. 16. 18.] [ 0.  3.  6.  9. 12. 15. 18. 21. 24. 27.] float32
# expect: (100000,) float32
