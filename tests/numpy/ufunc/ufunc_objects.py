# Ufuncs are objects with nin/nout, reduce, accumulate and outer; the
# elementwise ones have no core signature.
import numpy as np
print(np.add, np.sqrt, np.add.nin, np.add.nout, np.sqrt.nin, np.add.__name__)
print(np.add.reduce([1, 2, 3]), np.multiply.reduce(np.arange(1, 6)), np.maximum.reduce([3, 9, 2]))
print(np.add.accumulate([1, 2, 3, 4]), np.multiply.outer([1, 2], [1, 2, 3]))
print(np.add.reduce(np.arange(6).reshape(2, 3), axis=1))
print(type(np.add).__name__)
print(np.add.signature, np.sqrt.signature, np.maximum.signature)

# expect: <ufunc 'add'> <ufunc 'sqrt'> 2 1 1 add
# expect: 6 120 9
# expect: [ 1  3  6 10] [[1 2 3]
# expect:  [2 4 6]]
# expect: [ 3 12]
# expect: ufunc
# expect: None None None
