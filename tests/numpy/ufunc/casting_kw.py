# The casting= keyword of ufunc calls: the loop is chosen as without it,
# then every input must cast to the loop's dtype and the loop's output to
# out= under the rule ('no', 'equiv', 'safe', 'same_kind' (the default),
# 'unsafe'); 0-d operands are judged by value. NumPy's UFuncTypeErrors.
import numpy as np


def show(call):
    try:
        r = call()
        print(repr(r))
    except Exception as e:
        print(type(e).__name__, str(e))


f8 = np.ones(3)
f4 = np.ones(3, np.float32)
i8 = np.ones(3, np.int64)
i1 = np.ones(3, np.int8)
show(lambda: np.add(f8, f8, casting='no'))
show(lambda: np.add(f8, 1, casting='no'))
show(lambda: np.add(f8, f4, casting='no'))
show(lambda: np.add(f8, f4, casting='equiv'))
show(lambda: np.add(f8, f4, casting='safe'))
show(lambda: np.add(i1, 1, casting='no'))
show(lambda: np.add(i1, 1000, casting='no'))
show(lambda: np.add(i1, 1.5, casting='no'))
show(lambda: np.add(i1, np.int64(1), casting='no'))
show(lambda: np.add(f4, 1.0, casting='no'))
show(lambda: np.add(f4, 1e300, casting='no'))
show(lambda: np.add(np.ones(3, np.int32), np.int32(2), casting='no'))
show(lambda: np.sqrt(i8, casting='no'))
show(lambda: np.sqrt(i8, casting='equiv'))
show(lambda: np.sqrt(i8, casting='safe'))
show(lambda: np.divide(i8, 2, casting='no'))
show(lambda: np.divide(i8, 2, casting='safe'))
show(lambda: np.less(i8, f4, casting='no'))
show(lambda: np.negative(i8, casting='no'))

# outputs
show(lambda: np.sqrt(f4, out=np.zeros(3), casting='no'))
show(lambda: np.sqrt(f4, out=np.zeros(3), casting='safe'))
show(lambda: np.sqrt(f8, out=np.zeros(3, np.float32), casting='safe'))
show(lambda: np.sqrt(f8, out=np.zeros(3, np.float32)))
show(lambda: np.sqrt(f8, out=np.zeros(3, np.int64)))
show(lambda: np.sqrt(f8, out=np.zeros(3, np.int64), casting='unsafe'))
show(lambda: np.add(f8, 1, out=np.zeros(3, np.int64), casting='unsafe'))
show(lambda: np.add(i8, 2, out=np.zeros(3, np.int32), casting='same_kind'))
show(lambda: np.add(i8, 2, out=np.zeros(3, np.int32), casting='safe'))
show(lambda: np.add(i8, 2, out=np.zeros(3, np.int64), casting='no'))
show(lambda: np.divmod(f8, 2, out=(np.zeros(3), np.zeros(3, np.float32)), casting='safe'))
show(lambda: np.modf(f8, out=(np.zeros(3), np.zeros(3, np.float32)), casting='same_kind'))

# with dtype=
show(lambda: np.add(f8, 1, dtype=np.int64))
show(lambda: np.add(f8, 1, dtype=np.int64, casting='unsafe'))
show(lambda: np.add(f8, 1, dtype=np.float32, casting='safe'))
show(lambda: np.add(f8, 1, dtype=np.float32, casting='same_kind'))
show(lambda: np.add(np.ones(3, np.int32), 1, dtype=np.float64, casting='no'))
show(lambda: np.sqrt(f8, casting='no', dtype=np.float32))
show(lambda: np.sqrt(f8, casting='same_kind', dtype=np.float32))
show(lambda: np.sqrt(i8, casting='safe', dtype=np.float32))
show(lambda: np.negative(i8, casting='no', dtype=np.float64))
show(lambda: np.multiply(i8, 2.5, dtype=np.int64, casting='unsafe', out=np.zeros(3, np.int16)))

# with where=
o = np.zeros(3, np.int64)
show(lambda: np.add(f8, 0.5, out=o, casting='unsafe', where=[True, False, True]))

# the exception classes
try:
    np.add(f8, f4, casting='no')
except TypeError as e:
    print(type(e).__name__, type(e).__module__, isinstance(e, np.core._exceptions.UFuncTypeError))
try:
    np.add(f8, 1, out=i8, casting='safe')
except TypeError as e:
    print(type(e).__name__, type(e).__module__, isinstance(e, np.core._exceptions.UFuncTypeError))

# bad casting values
show(lambda: np.add(f8, 1, casting='bad'))
show(lambda: np.add(f8, 1, casting=1))
show(lambda: np.sqrt(f8, casting=None))

# expect: array([2., 2., 2.])
# expect: UFuncTypeError Cannot cast ufunc 'add' input 1 from dtype('int64') to dtype('float64') with casting rule 'no'
# expect: UFuncTypeError Cannot cast ufunc 'add' input 1 from dtype('float32') to dtype('float64') with casting rule 'no'
# expect: UFuncTypeError Cannot cast ufunc 'add' input 1 from dtype('float32') to dtype('float64') with casting rule 'equiv'
# expect: array([2., 2., 2.])
# expect: array([2, 2, 2], dtype=int8)
# expect: UFuncTypeError Cannot cast ufunc 'add' input 0 from dtype('int8') to dtype('int16') with casting rule 'no'
# expect: UFuncTypeError Cannot cast ufunc 'add' input 0 from dtype('int8') to dtype('float64') with casting rule 'no'
# expect: array([2, 2, 2], dtype=int8)
# expect: UFuncTypeError Cannot cast ufunc 'add' input 1 from dtype('float64') to dtype('float32') with casting rule 'no'
# expect: UFuncTypeError Cannot cast ufunc 'add' input 0 from dtype('float32') to dtype('float64') with casting rule 'no'
# expect: array([3, 3, 3], dtype=int32)
# expect: UFuncTypeError Cannot cast ufunc 'sqrt' input from dtype('int64') to dtype('float64') with casting rule 'no'
# expect: UFuncTypeError Cannot cast ufunc 'sqrt' input from dtype('int64') to dtype('float64') with casting rule 'equiv'
# expect: array([1., 1., 1.])
# expect: UFuncTypeError Cannot cast ufunc 'divide' input 0 from dtype('int64') to dtype('float64') with casting rule 'no'
# expect: array([0.5, 0.5, 0.5])
# expect: UFuncTypeError Cannot cast ufunc 'less' input 0 from dtype('int64') to dtype('float64') with casting rule 'no'
# expect: array([-1, -1, -1])
# expect: UFuncTypeError Cannot cast ufunc 'sqrt' output from dtype('float32') to dtype('float64') with casting rule 'no'
# expect: array([1., 1., 1.])
# expect: UFuncTypeError Cannot cast ufunc 'sqrt' output from dtype('float64') to dtype('float32') with casting rule 'safe'
# expect: array([1., 1., 1.], dtype=float32)
# expect: UFuncTypeError Cannot cast ufunc 'sqrt' output from dtype('float64') to dtype('int64') with casting rule 'same_kind'
# expect: array([1, 1, 1])
# expect: array([2, 2, 2])
# expect: array([3, 3, 3], dtype=int32)
# expect: UFuncTypeError Cannot cast ufunc 'add' output from dtype('int64') to dtype('int32') with casting rule 'safe'
# expect: array([3, 3, 3])
# expect: UFuncTypeError Cannot cast ufunc 'divmod' output 3 from dtype('float64') to dtype('float32') with casting rule 'safe'
# expect: (array([0., 0., 0.]), array([1., 1., 1.], dtype=float32))
# expect: UFuncTypeError Cannot cast ufunc 'add' input 0 from dtype('float64') to dtype('int64') with casting rule 'same_kind'
# expect: array([2, 2, 2])
# expect: UFuncTypeError Cannot cast ufunc 'add' input 0 from dtype('float64') to dtype('float32') with casting rule 'safe'
# expect: array([2., 2., 2.], dtype=float32)
# expect: UFuncTypeError Cannot cast ufunc 'add' input 0 from dtype('int32') to dtype('float64') with casting rule 'no'
# expect: UFuncTypeError Cannot cast ufunc 'sqrt' input from dtype('float64') to dtype('float32') with casting rule 'no'
# expect: array([1., 1., 1.], dtype=float32)
# expect: UFuncTypeError Cannot cast ufunc 'sqrt' input from dtype('int64') to dtype('float32') with casting rule 'safe'
# expect: UFuncTypeError Cannot cast ufunc 'negative' input from dtype('int64') to dtype('float64') with casting rule 'no'
# expect: array([2, 2, 2], dtype=int16)
# expect: array([1, 0, 1])
# expect: UFuncTypeError numpy.core._exceptions True
# expect: UFuncTypeError numpy.core._exceptions True
# expect: ValueError casting must be one of 'no', 'equiv', 'safe', 'same_kind', or 'unsafe' (got 'bad')
# expect: TypeError casting must be str, not int
# expect: TypeError casting must be str, not NoneType
