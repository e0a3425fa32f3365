# Cores that are C-contiguous and cores that are not (transposed, sliced,
# broadcast) give the same results, also for functions that flatten or
# copy their core.
import numpy as np
from numba import guvectorize


@guvectorize(['void(float64[:,:], float64[:])'], '(m,n)->(n)')
def flat_weights(A, r):
    flat = A.ravel()
    c = A.copy()
    for j in range(A.shape[1]):
        r[j] = flat[j] * 100 + c[A.shape[0] - 1, j] + A[:, j].sum()


A = np.arange(24.0).reshape(2, 3, 4)
print(flat_weights(A))
print(flat_weights(A.transpose(0, 2, 1)))
print(flat_weights(A[:, :, ::2]))
print(flat_weights(A[::-1, ::-1]))
print(flat_weights(np.ones((3, 1, 2))))

# expect: [[  20.  124.  228.  332.]
# expect:  [1268. 1372. 1476. 1580.]]
# expect: [[   9.  429.  849.]
# expect:  [1269. 1689. 2109.]]
# expect: [[  20.  228.]
# expect:  [1268. 1476.]]
# expect: [[2060. 2164. 2268. 2372.]
# expect:  [ 812.  916. 1020. 1124.]]
# expect: [[102. 102.]
# expect:  [102. 102.]
# expect:  [102. 102.]]
