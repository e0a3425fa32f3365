# A second call with the same argument types reuses the first specialisation.
from numba import njit


@njit
def square(x):
    return x * x


print(square(3), square(12), square(-5))
print(len(square.signatures))
print(square.signatures)

# expect: 9 144 25
# expect: 1
# expect: [(int64,)]
