# break and continue inside for and while loops.
from numba import njit


@njit
def odd_sum_until(limit, stop):
    s = 0
    for i in range(limit):
        if i % 2 == 0:
            continue
        if i > stop:
            break
        s += i
    return s


@njit
def first_square_above(x):
    k = 0
    while True:
        k += 1
        if k * k <= x:
            continue
        break
    return k


print(odd_sum_until(100, 9), odd_sum_until(5, 100), first_square_above(50))

# expect: 25 4 8
