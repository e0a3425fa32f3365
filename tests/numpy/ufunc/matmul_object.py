# np.matmul is a numpy.ufunc (a generalized one) that multiplies as before.
import numpy as np

m = np.matmul
print(m, type(m), type(m).__name__, m.__name__, m.nin, m.nout, m.nargs, m.signature, m.identity)
print(isinstance(m, np.ufunc), callable(m))
a = np.arange(6.0).reshape(2, 3)
b = np.arange(3.0)
print(m(a, b), m(a, a.T))
out = np.zeros(2)
print(m(a, b, out=out) is out, out, m(a, b, dtype=np.float32).dtype)
print(m(np.ones((2, 2, 3)), np.ones((3, 1))).shape)
for f in [lambda: m.reduce(a), lambda: m.accumulate(a), lambda: m.outer(a, a), lambda: m(a, a),
          lambda: m(1.0, a)]:
    try:
        f()
    except (TypeError, ValueError, RuntimeError) as e:
        print(type(e).__name__, e)

# expect: <ufunc 'matmul'> <class 'numpy.ufunc'> ufunc matmul 2 1 3 (n?,k),(k,m?)->(n?,m?) None
# expect: True True
# expect: [ 5. 14.] [[ 5. 14.]
# expect:  [14. 50.]]
# expect: True [ 5. 14.] float32
# expect: (2, 2, 1)
# expect: RuntimeError Reduction not defined on ufunc with signature
# expect: RuntimeError Reduction not defined on ufunc with signature
# expect: TypeError method outer is not allowed in ufunc with non-trivial signature
# expect: ValueError matmul: Input operand 1 has a mismatch in its core dimension 0, with gufunc signature (n?,k),(k,m?)->(n?,m?) (size 2 is different from 3)
# expect: ValueError matmul: Input operand 0 does not have enough dimensions (has 0, gufunc core with signature (n?,k),(k,m?)->(n?,m?) requires 1)
