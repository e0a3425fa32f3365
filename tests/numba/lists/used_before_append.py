# An empty list read (its length) before the append that types it: tpy
# types it from that append, where Numba 0.56 stops with "Cannot infer the
# type of variable 'l'".
# oracle: skip Numba 0.56 cannot type an empty list whose length is read before its first append
from numba import njit


@njit
def grow_while(n):
    l = []
    while len(l) < n:
        l.append(len(l) * 2)
    return l, len(l)


print(grow_while(3))

# expect: ([0, 2, 4], 3)
