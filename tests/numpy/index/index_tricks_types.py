# The classes behind np.r_, np.c_, np.s_, np.mgrid, np.ogrid, np.ndindex,
# np.ndenumerate carry NumPy's module names.
import numpy as np

for obj in (np.r_, np.c_, np.s_, np.index_exp, np.mgrid, np.ogrid, np.ndindex(2), np.ndenumerate([1])):
    print(type(obj), repr(obj).split(' at ')[0])
print(np.ndindex, np.ndenumerate)

# expect: <class 'numpy.lib.index_tricks.RClass'> <numpy.lib.index_tricks.RClass object
# expect: <class 'numpy.lib.index_tricks.CClass'> <numpy.lib.index_tricks.CClass object
# expect: <class 'numpy.lib.index_tricks.IndexExpression'> <numpy.lib.index_tricks.IndexExpression object
# expect: <class 'numpy.lib.index_tricks.IndexExpression'> <numpy.lib.index_tricks.IndexExpression object
# expect: <class 'numpy.lib.index_tricks.MGridClass'> <numpy.lib.index_tricks.MGridClass object
# expect: <class 'numpy.lib.index_tricks.OGridClass'> <numpy.lib.index_tricks.OGridClass object
# expect: <class 'numpy.ndindex'> <numpy.ndindex object
# expect: <class 'numpy.ndenumerate'> <numpy.ndenumerate object
# expect: <class 'numpy.ndindex'> <class 'numpy.ndenumerate'>
