# Seed 000 as written: @jit on a function whose body is `pass` compiles in
# nopython mode and returns None; so does its .py_func.
from numba import jit


@jit
def hypot(x, y):
	pass


print(hypot(3.0, 4.0), hypot.py_func(3.0, 4.0))
print(hypot.nopython_signatures)

# expect: None None
# expect: [(float64, float64) -> none]
