# Ufuncs with two outputs: divmod, modf, frexp (int32 exponents); out= as a
# tuple or positionally, nin/nout, and the ufunc errors.
import numpy as np

print(np.divmod(7, -2), np.divmod(np.array([7, -7, 0]), 2), np.divmod(7.5, 2))
print(np.divmod(np.array([5.5, -5.5]), np.array([2.0, 2.0])), np.divmod(np.arange(3), 1))
print(np.divmod(np.array([7, -7], dtype=np.int8), np.int8(3)))
q, r = np.divmod(np.arange(5), 3, out=(np.zeros(5, dtype=int), np.zeros(5, dtype=int)))
print(q, r)
q2, r2 = np.zeros(5), np.zeros(5)
res = np.divmod(np.arange(5.0), 2.0, q2, r2)
print(res[0] is q2, res[1] is r2, q2, r2)
print(np.modf([1.5, -2.25, 3.0]), np.modf(np.float32(2.5)))
m, e = np.frexp(np.array([8.0, 0.3, 0.0, -5.0]))
print(m, e, e.dtype)
m, e = np.frexp(np.array([8.0, 0.3], dtype=np.float32))
print(m, m.dtype, e, e.dtype)
print(np.frexp(12), np.frexp(np.arange(3)))
print(np.divmod.nin, np.divmod.nout, np.modf.nin, np.modf.nout, np.frexp.nout)
print(np.frexp(1.5, np.zeros(1)), np.modf(np.array([1.5]), out=(None, np.zeros(1))), np.divmod.outer([1, 2], [3]))
for bad in [lambda: np.divmod(1, 2, out=np.zeros(1)), lambda: np.divmod(1, 2, out=(np.zeros(1),)),
            lambda: np.modf(1j), lambda: np.frexp(np.array([1 + 1j])), lambda: np.divmod(np.ones(3), np.ones(2)),
            lambda: np.divmod.reduce([1, 2]), lambda: np.divmod.accumulate([1, 2]), lambda: np.modf.reduce([1.0]),
            lambda: np.frexp(1.0, np.zeros(1), np.zeros(1), np.zeros(1))]:
    try:
        bad()
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)

# expect: (-4, -1) (array([ 3, -4,  0]), array([1, 1, 0])) (3.0, 1.5)
# expect: (array([ 2., -3.]), array([1.5, 0.5])) (array([0, 1, 2]), array([0, 0, 0]))
# expect: (array([ 2, -3], dtype=int8), array([1, 2], dtype=int8))
# expect: [0 0 0 1 1] [0 1 2 0 1]
# expect: True True [0. 0. 1. 1. 2.] [0. 1. 0. 1. 0.]
# expect: (array([ 0.5 , -0.25,  0.  ]), array([ 1., -2.,  3.])) (0.5, 2.0)
# expect: [ 0.5    0.6    0.    -0.625] [ 4 -1  0  3] int32
# expect: [0.5 0.6] float32 [ 4 -1] int32
# expect: (0.75, 4) (array([0. , 0.5, 0.5]), array([0, 1, 2], dtype=int32))
# expect: 2 2 1 2 2
# expect: (array([0.75]), array([1], dtype=int32)) (array([0.5]), array([1.])) (array([[0],
# expect:        [0]]), array([[1],
# expect:        [2]]))
# expect: TypeError 'out' must be a tuple of arrays
# expect: ValueError The 'out' tuple must have exactly one entry per ufunc output
# expect: TypeError ufunc 'modf' not supported for the input types, and the inputs could not be safely coerced to any supported types according to the casting rule ''safe''
# expect: TypeError ufunc 'frexp' not supported for the input types, and the inputs could not be safely coerced to any supported types according to the casting rule ''safe''
# expect: ValueError operands could not be broadcast together with shapes (3,) (2,) 
# expect: ValueError reduce only supported for functions returning a single value
# expect: ValueError accumulate only supported for functions returning a single value
# expect: ValueError reduce only supported for binary functions
# expect: TypeError frexp() takes from 1 to 3 positional arguments but 4 were given
