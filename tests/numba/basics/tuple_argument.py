# Tuples are passed in as UniTuple/Tuple and unpacked inside.
from numba import njit


@njit
def norm2(p):
    x, y = p
    return x * x + y * y


@njit
def first_and_last(t):
    return t[0], t[-1]


print(norm2((3, 4)), norm2((1.5, 2.0)))
print(first_and_last((1, 2.5, 3)))
print(norm2.signatures)

# expect: 25 6.25
# expect: (1, 3)
# expect: [(UniTuple(int64 x 2),), (UniTuple(float64 x 2),)]
