# np.emath: real inputs outside the real domain give complex results
# (sqrt/log of negatives, arcsin of |x| > 1); others stay real.
import numpy as np


def show(label, f):
    r = f()
    print(label, repr(r), type(r).__name__)


show('sqrt -1', lambda: np.emath.sqrt(-1))
show('sqrt 4', lambda: np.emath.sqrt(4))
show('sqrt list', lambda: np.emath.sqrt([-1, 4]))
show('sqrt f32', lambda: np.emath.sqrt(np.array([-4.0], np.float32)))
show('log', lambda: np.emath.log(-np.exp(1)))
show('log list', lambda: np.emath.log([1.0, -1.0]))
show('log2', lambda: np.emath.log2([-4, 8]))
show('log10', lambda: np.emath.log10([-10, 100]))
show('logn', lambda: np.emath.logn(2, [4, 8]))
show('logn neg', lambda: np.emath.logn(2, [-4, -8, 8]))
show('power', lambda: np.emath.power([2, 4], 2))
show('power neg base', lambda: np.emath.power([-2, 4], 2))
show('power neg exp', lambda: np.emath.power([2, 4], -2))
show('arccos', lambda: np.emath.arccos([1, 2]))
show('arcsin', lambda: np.emath.arcsin([0, 2]))
show('arctanh', lambda: np.emath.arctanh([0.5, 2]))
print(np.emath.__name__)
try:
    np.emath.foo
except AttributeError as e:
    print(e)

# expect: sqrt -1 1j complex128
# expect: sqrt 4 2.0 float64
# expect: sqrt list array([0.+1.j, 2.+0.j]) ndarray
# expect: sqrt f32 array([0.+2.j], dtype=complex64) ndarray
# expect: log (1+3.141592653589793j) complex128
# expect: log list array([0.+0.j        , 0.+3.14159265j]) ndarray
# expect: log2 array([2.+4.53236014j, 3.+0.j        ]) ndarray
# expect: log10 array([1.+1.36437635j, 2.+0.j        ]) ndarray
# expect: logn array([2., 3.]) ndarray
# expect: logn neg array([2.+4.53236014j, 3.+4.53236014j, 3.+0.j        ]) ndarray
# expect: power array([ 4, 16]) ndarray
# expect: power neg base array([ 4.-0.j, 16.+0.j]) ndarray
# expect: power neg exp array([0.25  , 0.0625]) ndarray
# expect: arccos array([0.-0.j       , 0.-1.3169579j]) ndarray
# expect: arcsin array([0.        +0.j       , 1.57079633+1.3169579j]) ndarray
# expect: arctanh array([0.54930614+0.j        , 0.54930614+1.57079633j]) ndarray
# expect: numpy.lib.scimath
# expect: module 'numpy.lib.scimath' has no attribute 'foo'
