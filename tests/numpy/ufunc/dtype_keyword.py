# The dtype= keyword of ufunc calls: the loop of that dtype (every operand
# of it for ufuncs whose loops are homogeneous, else the first loop with that
# output), NumPy's errors when an input cannot be cast or no loop has it.
import numpy as np

i = np.array([1, 2])
f = np.array([1.5, 2.5])
print(repr(np.add(i, i, dtype=np.float32)), repr(np.add(i, i, dtype="f4")))
print(repr(np.add(i, 1, dtype=np.int8)), repr(np.add(np.array([1], dtype=np.uint8), 300, dtype=np.uint8)))
print(repr(np.sqrt(i, dtype=np.float32)), repr(np.sqrt(f, dtype=np.float32)))
print(repr(np.divide(i, i, dtype=np.float32)), repr(np.negative(i, dtype=float)))
print(repr(np.multiply(np.array([True, False]), True, dtype=np.int16)), repr(np.add(i, i, dtype=complex)))
print(repr(np.add(3, 4, dtype=np.float32)), repr(np.sqrt(np.int64(4), dtype=np.float32)), repr(np.add(i, i, dtype=None)))
print(np.greater(np.array([16777217]), np.array([16777216.0], dtype=np.float32), dtype=bool))
print(np.logical_and(i, f, dtype=bool), np.power(i, 2, dtype=float))
out = np.zeros(2)
print(np.add(i, i, out=out, dtype=np.float32) is out, out)
print(np.modf(f, dtype=np.float32))
for call in (lambda: np.add(f, 1, dtype=np.int64), lambda: np.add(i, 1.5, dtype=np.int64),
             lambda: np.add(i, i, dtype=np.uint8), lambda: np.floor_divide(f, 2, dtype=int),
             lambda: np.maximum(f, i, dtype=np.int64), lambda: np.sqrt(i, dtype=np.int64),
             lambda: np.less(i, f, dtype=np.float64), lambda: np.divide(i, i, dtype=np.int64),
             lambda: np.add(i, i, out=np.zeros(2, dtype=np.int8), dtype=np.float32),
             lambda: np.add(f, f, dtype=str), lambda: np.add(i, i, dtype="foo")):
    try:
        call()
    except TypeError as e:
        print(type(e).__name__, e)

# expect: array([2., 4.], dtype=float32) array([2., 4.], dtype=float32)
# expect: array([2, 3], dtype=int8) array([45], dtype=uint8)
# expect: array([1.       , 1.4142135], dtype=float32) array([1.2247449, 1.5811388], dtype=float32)
# expect: array([1., 1.], dtype=float32) array([-1., -2.])
# expect: array([1, 0], dtype=int16) array([2.+0.j, 4.+0.j])
# expect: 7.0 2.0 array([2, 4])
# expect: [ True]
# expect: [ True  True] [1. 4.]
# expect: True [2. 4.]
# expect: (array([0.5, 0.5], dtype=float32), array([1., 2.], dtype=float32))
# expect: UFuncTypeError Cannot cast ufunc 'add' input 0 from dtype('float64') to dtype('int64') with casting rule 'same_kind'
# expect: UFuncTypeError Cannot cast ufunc 'add' input 1 from dtype('float64') to dtype('int64') with casting rule 'same_kind'
# expect: UFuncTypeError Cannot cast ufunc 'add' input 0 from dtype('int64') to dtype('uint8') with casting rule 'same_kind'
# expect: UFuncTypeError Cannot cast ufunc 'floor_divide' input 0 from dtype('float64') to dtype('int64') with casting rule 'same_kind'
# expect: UFuncTypeError Cannot cast ufunc 'maximum' input 0 from dtype('float64') to dtype('int64') with casting rule 'same_kind'
# expect: TypeError No loop matching the specified signature and casting was found for ufunc sqrt
# expect: TypeError No loop matching the specified signature and casting was found for ufunc less
# expect: TypeError No loop matching the specified signature and casting was found for ufunc divide
# expect: UFuncTypeError Cannot cast ufunc 'add' output from dtype('float32') to dtype('int8') with casting rule 'same_kind'
# expect: UFuncTypeError ufunc 'add' did not contain a loop with signature matching types (<class 'numpy.dtype[float64]'>, <class 'numpy.dtype[float64]'>) -> <class 'numpy.dtype[str_]'>
# expect: TypeError data type 'foo' not understood
