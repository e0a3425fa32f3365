# Float /, // and % by zero raise ZeroDivisionError under the default
# error_model='python' ("division by zero", "modulo by zero").
from numba import njit


@njit
def tdiv(a, b):
    return a / b


@njit
def fdiv(a, b):
    return a // b


@njit
def mod(a, b):
    return a % b


for f in (tdiv, fdiv, mod):
    try:
        f(1.5, 0.0)
    except ZeroDivisionError as e:
        print(type(e).__name__ + ":", e)

# expect: ZeroDivisionError: division by zero
# expect: ZeroDivisionError: division by zero
# expect: ZeroDivisionError: modulo by zero
