# numpy.str_ and numpy.bytes_ scalars: their dtype and itemsize, and the
# abstract classes np.character and np.flexible among their bases.
import numpy as np

s = np.str_("abc")
b = np.bytes_(b"hello")
print(s.dtype, s.itemsize, repr(s.dtype), b.dtype, b.itemsize, repr(b.dtype))
e = np.array(["xy", "longer"])[0]
print(type(e).__name__, e.dtype, e.itemsize, np.str_("\u00e9t\u00e9").itemsize)
print(np.str_.__mro__)
print(np.bytes_.__mro__)
print(issubclass(np.str_, np.character), issubclass(np.bytes_, np.flexible), issubclass(np.character, np.flexible))
print(issubclass(np.flexible, np.generic), issubclass(np.float64, np.flexible), isinstance(s, np.character))
print(np.character.__mro__, np.flexible.__name__, np.character.__module__)
try:
    np.character()
except TypeError as err:
    print("TypeError:", err)

# expect: <U3 12 dtype('<U3') |S5 5 dtype('S5')
# expect: str_ <U2 8 12
# expect: (<class 'numpy.str_'>, <class 'str'>, <class 'numpy.character'>, <class 'numpy.flexible'>, <class 'numpy.generic'>, <class 'object'>)
# expect: (<class 'numpy.bytes_'>, <class 'bytes'>, <class 'numpy.character'>, <class 'numpy.flexible'>, <class 'numpy.generic'>, <class 'object'>)
# expect: True True True
# expect: True False True
# expect: (<class 'numpy.character'>, <class 'numpy.flexible'>, <class 'numpy.generic'>, <class 'object'>) flexible numpy
# expect: TypeError: cannot create 'numpy.character' instances
