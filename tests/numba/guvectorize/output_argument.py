# The output may be passed: positionally (the call returns that array) or
# as out= (an array, or a one-item tuple); a result of another dtype is
# cast into it as NumPy casts ufunc outputs ('same_kind').
import numpy as np
from numba import guvectorize


@guvectorize(['void(int64[:], int64[:])'], '(n)->()')
def total(x, r):
    acc = 0
    for v in x:
        acc += v
    r[0] = acc


@guvectorize(['void(float64[:], float64[:])'], '(n)->(n)')
def double(x, r):
    for i in range(x.shape[0]):
        r[i] = 2 * x[i]


out = np.zeros(2, dtype=np.int64)
res = total(np.arange(6).reshape(2, 3), out)
print(res, out, res is out)
out = np.zeros(2, dtype=np.int64)
res = total(np.arange(6).reshape(2, 3), out=out)
print(res, res is out)
print(total(np.arange(6).reshape(2, 3), out=np.zeros(2)))
print(total(np.arange(6).reshape(2, 3), out=np.zeros(2, dtype=np.int32)))
print(total(np.arange(6).reshape(2, 3), out=(np.zeros(2, dtype=np.int64),)))
print(total(np.arange(3), np.zeros(2, dtype=np.int64)))
a = np.arange(4.0)
double(a, a)
print(a)
b = np.zeros((2, 4))
double(np.arange(4.0), b[1])
print(b)

# expect: [ 3 12] [ 3 12] True
# expect: [ 3 12] True
# expect: [ 3. 12.]
# expect: [ 3 12]
# expect: [ 3 12]
# expect: [3 3]
# expect: [0. 2. 4. 6.]
# expect: [[0. 0. 0. 0.]
# expect:  [0. 2. 4. 6.]]
