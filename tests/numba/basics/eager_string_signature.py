# A string signature compiles at decoration; ints passed to float64 arguments
# are converted, and the result is a float.
from numba import njit


@njit('float64(float64, float64)')
def hyp2(x, y):
    return x * x + y * y


print(hyp2.signatures)
print(hyp2(3, 4))
print(hyp2(1.5, 2.0))
print(len(hyp2.signatures))

# expect: [(float64, float64)]
# expect: 25.0
# expect: 6.25
# expect: 1
