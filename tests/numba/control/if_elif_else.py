# if/elif/else chains on ints and floats.
from numba import njit


@njit
def sign(x):
    if x > 0:
        return 1
    elif x < 0:
        return -1
    else:
        return 0


@njit
def grade(score):
    if score >= 90:
        g = 4
    elif score >= 80:
        g = 3
    elif score >= 70:
        g = 2
    else:
        g = 0
    return g


print(sign(5), sign(-2.5), sign(0), sign(0.0))
print(grade(95), grade(85), grade(70), grade(12))

# expect: 1 -1 0 0
# expect: 4 3 2 0
