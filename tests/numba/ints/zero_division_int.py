# Integer // and % by zero raise ZeroDivisionError with Numba's messages
# ("integer division by zero", "integer modulo by zero"); int / 0 says
# "division by zero".
from numba import njit


@njit
def fdiv(a, b):
    return a // b


@njit
def mod(a, b):
    return a % b


@njit
def tdiv(a, b):
    return a / b


for f in (fdiv, mod, tdiv):
    try:
        f(7, 0)
    except ZeroDivisionError as e:
        print(type(e).__name__ + ":", e)

# expect: ZeroDivisionError: integer division by zero
# expect: ZeroDivisionError: integer modulo by zero
# expect: ZeroDivisionError: division by zero
