# + joins two str, += appends in a loop, and a str times an int repeats it.
from numba import njit


@njit
def join(a, b):
    return a + b + "!"


@njit
def build(n):
    s = ""
    for i in range(n):
        s += "ab"
    return s


@njit
def repeat(s, n):
    return s * n, n * s


print(join("tp", "y"))
print(build(3), len(build(0)))
print(repeat("xy", 3), repeat("é", 0))

# expect: tpy!
# expect: ababab 0
# expect: ('xyxyxy', 'xyxyxy') ('', '')
