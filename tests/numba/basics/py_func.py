# `.py_func` is the original Python function: it uses Python ints, which do
# not wrap, while the compiled function uses int64.
from numba import njit


def grow(x):
    return x * x * x


jitted = njit(grow)
print(jitted.py_func is grow)
print(jitted.py_func(3000000), jitted(3000000))
print(jitted.py_func(2.5) == jitted(2.5))

# expect: True
# expect: 27000000000000000000 8553255926290448384
# expect: True
