# operator.index: the value of __index__, and for a type without one
# CPython's TypeError naming the type (NumPy's types by their full name).
import operator
import numpy as np
for v in (5, True, np.int8(3), np.uint64(7), 1.5, "x", None, np.float64(2.0)):
    try:
        print(repr(operator.index(v)))
    except TypeError as e:
        print("TypeError:", e)

# expect: 5
# expect: 1
# expect: 3
# expect: 7
# expect: TypeError: 'float' object cannot be interpreted as an integer
# expect: TypeError: 'str' object cannot be interpreted as an integer
# expect: TypeError: 'NoneType' object cannot be interpreted as an integer
# expect: TypeError: 'numpy.float64' object cannot be interpreted as an integer
