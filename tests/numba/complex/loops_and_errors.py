# Complex numbers in loops (a Mandelbrot escape count), division by zero
# (ZeroDivisionError as Python), and what Numba refuses: ordering complex
# numbers, math functions of them. (complex64 waits for NumPy's scalar
# types: tpy's numpy has no np.complex64 yet.)
import math
import numba
from numba import njit


@njit
def escape(c, n):
    z = 0j
    for i in range(n):
        z = z * z + c
        if abs(z) > 2.0:
            return i
    return n


@njit
def div0(z):
    return z / 0j


@njit
def order(z, w):
    return z < w


@njit
def mathsqrt(z):
    return math.sqrt(z)


print(escape(0.25 + 0.5j, 100), escape(-0.75 + 0.1j, 100), escape(1 + 1j, 100))
try:
    div0(1j)
except ZeroDivisionError as e:
    print("ZeroDivisionError", e)
for f in (order, mathsqrt):
    try:
        f(1j, 2j) if f is order else f(1j)
    except numba.core.errors.TypingError as e:
        print("TypingError", str(e).splitlines()[1])

# expect: 100 32 1
# expect: ZeroDivisionError complex division by zero
# expect: TypingError No implementation of function Function(<built-in function lt>) found for signature:
# expect: TypingError No implementation of function Function(<built-in function sqrt>) found for signature:
