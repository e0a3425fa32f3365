# upper, lower, title, capitalize.
from numba import njit


@njit
def case(s):
    return s.upper(), s.lower(), s.title(), s.capitalize()


print(case("hello wORLD"))

# expect: ('HELLO WORLD', 'hello world', 'Hello World', 'Hello world')
