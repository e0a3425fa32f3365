# .compile(sig) adds a specialisation ahead of any call.
from numba import njit


@njit
def twice(x):
    return 2 * x


twice.compile('float64(float64)')
print(twice.signatures)
print(twice(1.25), len(twice.signatures))

# expect: [(float64,)]
# expect: 2.5 1
