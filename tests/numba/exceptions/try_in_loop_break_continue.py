# try/except inside a loop: `continue` in the handler, `break` in the body,
# and the loop carries values through both paths.
from numba import njit


@njit
def walk(n):
    s = 0
    for i in range(n):
        try:
            if i % 4 == 2:
                raise ValueError("skip")
            if i == 9:
                break
            s += i
        except Exception:
            s += 100
            continue
        s += 1000
    return s


@njit
def count_until(n):
    i = 0
    caught = 0
    while True:
        try:
            if i >= n:
                break
            if i % 3 == 0:
                raise IndexError("third")
        except:
            caught += 1
        i += 1
    return caught


print(walk(12), walk(3))
print(count_until(10))

# expect: 7228 2101
# expect: 4
