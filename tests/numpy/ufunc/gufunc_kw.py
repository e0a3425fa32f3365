# np.matmul (a generalized ufunc in NumPy) with its ufunc keywords: out=
# (also positional), dtype= (every operand takes it), casting= for the
# inputs and for out=, NumPy's errors; where= is not one of them.
import numpy as np


def show(call):
    try:
        r = call()
        print(repr(r))
    except Exception as e:
        print(type(e).__name__, str(e))


f = np.array([[1.5, 2.0], [3.0, 4.0]])
i = np.array([[1, 2], [3, 4]])
show(lambda: np.matmul(f, f, dtype=np.float32))
show(lambda: np.matmul(f, f, dtype=np.int64))
show(lambda: np.matmul(f, f, dtype=np.int64, casting='unsafe'))
show(lambda: np.matmul(i, i, casting='no'))
show(lambda: np.matmul(i, f, casting='no'))
show(lambda: np.matmul(i, f, casting='safe'))
show(lambda: np.matmul(np.ones((2, 2), np.float32), f, casting='no', dtype=np.float32))
show(lambda: np.matmul([1, 2], [3, 4], dtype=float))
show(lambda: np.matmul(i, i, dtype=np.int8))
o = np.zeros((2, 2))
show(lambda: np.matmul(i, i, out=o) is o)
print(o)
show(lambda: np.matmul(i, f, np.zeros((2, 2))))
show(lambda: np.matmul(i, f, out=np.zeros((2, 2), int)))
show(lambda: np.matmul(i, f, out=np.zeros((2, 2), int), casting='unsafe'))
show(lambda: np.matmul(np.ones((2, 2), np.float32), np.ones((2, 2), np.float32), casting='no', out=np.zeros((2, 2))))
show(lambda: np.matmul(np.ones((2, 2), np.float32), np.ones((2, 2), np.float32), casting='safe', out=np.zeros((2, 2))))
show(lambda: np.matmul(f, f, out=np.zeros((3, 2))))
show(lambda: np.matmul(f, f, out=np.zeros((2, 3))))
show(lambda: np.matmul(f, f, out=[1]))
show(lambda: np.matmul(f, f, where=True))
show(lambda: np.matmul(f, f, casting='bad'))
show(lambda: np.matmul(f, f, order='C'))

# expect: array([[ 8.25, 11.  ],
# expect:        [16.5 , 22.  ]], dtype=float32)
# expect: UFuncTypeError Cannot cast ufunc 'matmul' input 0 from dtype('float64') to dtype('int64') with casting rule 'same_kind'
# expect: array([[ 7, 10],
# expect:        [15, 22]])
# expect: array([[ 7, 10],
# expect:        [15, 22]])
# expect: UFuncTypeError Cannot cast ufunc 'matmul' input 0 from dtype('int64') to dtype('float64') with casting rule 'no'
# expect: array([[ 7.5, 10. ],
# expect:        [16.5, 22. ]])
# expect: UFuncTypeError Cannot cast ufunc 'matmul' input 1 from dtype('float64') to dtype('float32') with casting rule 'no'
# expect: 11.0
# expect: array([[ 7, 10],
# expect:        [15, 22]], dtype=int8)
# expect: True
# expect: [[ 7. 10.]
# expect:  [15. 22.]]
# expect: array([[ 7.5, 10. ],
# expect:        [16.5, 22. ]])
# expect: UFuncTypeError Cannot cast ufunc 'matmul' output from dtype('float64') to dtype('int64') with casting rule 'same_kind'
# expect: array([[ 7, 10],
# expect:        [16, 22]])
# expect: UFuncTypeError Cannot cast ufunc 'matmul' output from dtype('float32') to dtype('float64') with casting rule 'no'
# expect: array([[2., 2.],
# expect:        [2., 2.]])
# expect: ValueError matmul: Output operand 0 has a mismatch in its core dimension 0, with gufunc signature (n?,k),(k,m?)->(n?,m?) (size 3 is different from 2)
# expect: ValueError matmul: Output operand 0 has a mismatch in its core dimension 1, with gufunc signature (n?,k),(k,m?)->(n?,m?) (size 3 is different from 2)
# expect: TypeError return arrays must be of ArrayType
# expect: TypeError matmul() got an unexpected keyword argument 'where'
# expect: ValueError casting must be one of 'no', 'equiv', 'safe', 'same_kind', or 'unsafe' (got 'bad')
# expect: array([[ 8.25, 11.  ],
# expect:        [16.5 , 22.  ]])
