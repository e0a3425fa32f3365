# str arguments and results cross the boundary as Python str, and a str
# constant or a global str is one too.
from numba import njit

GREETING = "hello"


@njit
def same(s):
    return s


@njit
def constant():
    return "const"


@njit
def greeting():
    return GREETING


x = "abc"
print(same(x), type(same("é")).__name__)
print(constant(), greeting())
print(same.nopython_signatures)

# expect: abc str
# expect: const hello
# expect: [(unicode_type,) -> unicode_type]
