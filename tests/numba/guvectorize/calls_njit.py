# The function may call @njit functions and use NumPy inside, allocate
# temporary arrays and loop over its core dimensions freely.
import numpy as np
from numba import guvectorize, njit


@njit
def clip01(v):
    return min(max(v, 0.0), 1.0)


@guvectorize(['void(float64[:], float64[:])'], '(n)->(n)')
def normalise(x, r):
    lo, hi = x.min(), x.max()
    for i in range(x.shape[0]):
        r[i] = clip01((x[i] - lo) / (hi - lo))


@guvectorize(['void(float64[:], int64, float64[:])'], '(n),()->(n)')
def moving_mean(x, w, r):
    tmp = np.zeros(x.shape[0] + 1)
    for i in range(x.shape[0]):
        tmp[i + 1] = tmp[i] + x[i]
    for i in range(x.shape[0]):
        lo = max(0, i - w + 1)
        r[i] = (tmp[i + 1] - tmp[lo]) / (i + 1 - lo)


@guvectorize(['void(float64[:,:], float64[:])'], '(m,n)->(n)')
def col_norms(A, r):
    for j in range(A.shape[1]):
        r[j] = np.sqrt(np.sum(A[:, j] ** 2))


print(normalise(np.array([[1.0, 3.0, 2.0, 5.0], [0.0, -2.0, 2.0, 1.0]])))
print(moving_mean(np.arange(8.0), 3))
print(moving_mean(np.arange(8.0).reshape(2, 4), np.array([1, 2])))
print(col_norms(np.arange(6.0).reshape(3, 2)).round(6))

# expect: [[0.   0.5  0.25 1.  ]
# expect:  [0.5  0.   1.   0.75]]
# expect: [0.  0.5 1.  2.  3.  4.  5.  6. ]
# expect: [[0.  1.  2.  3. ]
# expect:  [4.  4.5 5.5 6.5]]
# expect: [4.472136 5.91608 ]
