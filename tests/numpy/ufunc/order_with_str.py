# Ordering a numeric array against a str or bytes is NumPy's TypeError
# (the ufunc has no loop, so the operator gives NotImplemented); the ufunc
# called directly raises UFuncTypeError.
import numpy as np

a = np.arange(3)
for f in [lambda: a < "s", lambda: a >= "s", lambda: np.arange(3.0) > b"x", lambda: "s" > a, lambda: a <= "1"]:
    try:
        f()
    except TypeError as e:
        print(type(e).__name__, e)
try:
    np.less(a, "s")
except TypeError as e:
    print(type(e).__name__)
print(a < 2, np.array(["a", "c"]) < "b")

# expect: TypeError '<' not supported between instances of 'numpy.ndarray' and 'str'
# expect: TypeError '>=' not supported between instances of 'numpy.ndarray' and 'str'
# expect: TypeError '>' not supported between instances of 'numpy.ndarray' and 'bytes'
# expect: TypeError '>' not supported between instances of 'str' and 'numpy.ndarray'
# expect: TypeError '<=' not supported between instances of 'numpy.ndarray' and 'str'
# expect: UFuncTypeError
# expect: [ True  True False] [ True False]
