# Elements of str and bytes arrays are NumPy's numpy.str_ / numpy.bytes_,
# subclasses of str / bytes (what a tutorial sees printing type(a[0])).
import numpy as np

a = np.array(["apple", "kiwi"])
print(type(a[0]), type(a[0]).__name__, isinstance(a[0], str))
print(type(np.array([b"x"])[0]), np.str_ is str)
print(a[1] == "kiwi", a[0].upper())

# expect: <class 'numpy.str_'> str_ True
# expect: <class 'numpy.bytes_'> False
# expect: True APPLE
