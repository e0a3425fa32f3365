# An empty list takes its item type from the first append (in a loop too);
# items appended later convert to it.
from numba import njit


@njit
def halves(n):
    l = []
    for i in range(n):
        l.append(i * 0.5)
    l.append(7)
    return l


print(halves(4))
print(halves.nopython_signatures)

# expect: [0.0, 0.5, 1.0, 1.5, 7.0]
# expect: [(int64,) -> list(float64)<iv=None>]
