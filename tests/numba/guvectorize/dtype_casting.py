# dtype= and casting= on a @guvectorize ufunc, as NumPy checks them for a
# generalized ufunc: dtype= picks the loop of that dtype (inputs cast under
# 'same_kind' unless casting= says otherwise), casting= also checks out=;
# where= is not a keyword of generalized ufuncs.
import numpy as np
from numba import guvectorize


@guvectorize(['void(float32[:], float32[:])', 'void(float64[:], float64[:])', 'void(int64[:], int64[:])'],
             '(n)->()')
def total(x, r):
    s = x[0] * 0
    for v in x:
        s += v
    r[0] = s


def show(call):
    try:
        r = call()
        print(repr(r), getattr(r, 'dtype', None))
    except Exception as e:
        print(type(e).__name__, str(e))


f = np.array([[1.5, 2.25], [3.0, 4.0]])
i = np.array([[1, 2], [3, 4]])
show(lambda: total(f))
show(lambda: total(f, dtype=np.float32))
show(lambda: total(i, dtype=np.float64))
show(lambda: total(f, dtype=np.int64))
show(lambda: total(f, dtype=np.int64, casting='unsafe'))
show(lambda: total(i, casting='no'))
show(lambda: total(np.ones((2, 2), np.int32), casting='no'))
show(lambda: total(np.ones((2, 2), np.int32), casting='safe'))
show(lambda: total(f, casting='no', dtype=np.float32))
show(lambda: total(f, out=np.zeros(2, np.int64)))
show(lambda: total(f, out=np.zeros(2, np.int64), casting='unsafe'))
show(lambda: total(f, out=np.zeros(2, np.float32), casting='safe'))
show(lambda: total(f, out=np.zeros(2, np.float32)))
show(lambda: total(f, where=True))
show(lambda: total(f, casting='bad'))

# expect: array([3.75, 7.  ]) float64
# expect: array([3.75, 7.  ], dtype=float32) float32
# expect: array([3., 7.]) float64
# expect: UFuncTypeError Cannot cast ufunc 'total' input from dtype('float64') to dtype('int64') with casting rule 'same_kind'
# expect: array([3, 7]) int64
# expect: array([3, 7]) int64
# expect: UFuncTypeError Cannot cast ufunc 'total' input from dtype('int32') to dtype('float64') with casting rule 'no'
# expect: array([2., 2.]) float64
# expect: UFuncTypeError Cannot cast ufunc 'total' input from dtype('float64') to dtype('float32') with casting rule 'no'
# expect: UFuncTypeError Cannot cast ufunc 'total' output from dtype('float64') to dtype('int64') with casting rule 'same_kind'
# expect: array([3, 7]) int64
# expect: UFuncTypeError Cannot cast ufunc 'total' output from dtype('float64') to dtype('float32') with casting rule 'safe'
# expect: array([3.75, 7.  ], dtype=float32) float32
# expect: TypeError total() got an unexpected keyword argument 'where'
# expect: ValueError casting must be one of 'no', 'equiv', 'safe', 'same_kind', or 'unsafe' (got 'bad')
