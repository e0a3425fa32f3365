# A loop variable that a `continue` carries unchanged to the next
# iteration while the other back-edge sets it (found by scripts/njit_fuzz.py:
# its register must survive the continue path), and if/else arms that
# compile to selects.
import math
import numpy as np
from numba import njit


@njit
def carried(a, f, n):
    for i in range(9, 0, -2):
        if f == i * 0.5:
            continue
        a = 7
        if (-a if a // 3 != i else n) > i + a - 10:
            break
    return a


@njit
def fuzz_h(a1, f1, a2, f2, a3, f3, a4, f4, za):   # the fuzzer's program, as found
    for i0 in range(39, -1 % 10, -2):
        if -max(f1, f1) == (abs(f2) + -math.atan2(0.0, f3)):
            continue
        a3 = 7
        if (-(((-a3 if -(a2 // (abs((1 - a2)) + 1)) != i0 else (a4 * a1)) << 5) if 1 <= ((a2 / 2.0) - (za[0] + math.sin((f3 / 0.25)))) else (7 // 3)) << 0) > (max(math.trunc(f2), i0) + (a3 - len(za))):
            break
    return min(max(((-17 if a2 == round(f4) else (int(f4) ^ 0)) // (abs(max(f4, f3)) + 1.0)) + a3 - f1 - f1, -1e6), 1e6)


@njit
def selects(xs):
    count = 0
    total = 0
    big = 0
    for k in range(len(xs)):
        if xs[k] > 0:
            count += 1
            total += k
        else:
            big = big * 2 - k
        if xs[k] != 3:
            total -= 1
    return count, total, big


print(carried(3, 1.0, 5), carried(3, 4.5, 5), carried(3, 0.0, -100))
print(selects(np.array([1, -2, 3, 0, 5, -1])), selects(np.zeros(2, np.int64)), selects(np.full(5, 4)))
print(fuzz_h(80, 0.0, 47, 0.0, 7, 1.0, 9, math.pi, np.array([3.63, -0.0, -5.599, -0.0, -0.0])))

# expect: 7 7 7
# expect: (3, 1, -15) (0, -2, -1) (5, 5, 0)
# expect: 7.0
