# A ufunc's out= (or dtype=) that the loop cannot cast to under 'same_kind':
# NumPy's UFuncTypeError subclasses, a TypeError.
import numpy as np

i = np.array([1, 2])
for call in (lambda: np.add(i, 1.5, out=np.zeros(2, dtype=np.int64)),
             lambda: np.sqrt(np.array([1.0]), out=np.zeros(1, dtype=int)),
             lambda: np.add(np.ones(2), 1, out=np.zeros(2, dtype=bool)),
             lambda: np.add(np.ones(2), 1, dtype=np.int32)):
    try:
        call()
    except TypeError as e:
        t = type(e)
        print(t.__name__, t.__module__, e)
        print(isinstance(e, np.core._exceptions.UFuncTypeError),
              isinstance(e, np.core._exceptions._UFuncOutputCastingError),
              isinstance(e, np.core._exceptions._UFuncInputCastingError),
              isinstance(e, np.core._exceptions._UFuncCastingError))
o = np.zeros(2, dtype=np.float32)
np.add(i, 1, out=o)
print(o)

# expect: UFuncTypeError numpy.core._exceptions Cannot cast ufunc 'add' output from dtype('float64') to dtype('int64') with casting rule 'same_kind'
# expect: True True False True
# expect: UFuncTypeError numpy.core._exceptions Cannot cast ufunc 'sqrt' output from dtype('float64') to dtype('int64') with casting rule 'same_kind'
# expect: True True False True
# expect: UFuncTypeError numpy.core._exceptions Cannot cast ufunc 'add' output from dtype('float64') to dtype('bool') with casting rule 'same_kind'
# expect: True True False True
# expect: UFuncTypeError numpy.core._exceptions Cannot cast ufunc 'add' input 0 from dtype('float64') to dtype('int32') with casting rule 'same_kind'
# expect: True False True True
# expect: [2. 3.]
