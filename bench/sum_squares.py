# sum_squares: the tightest integer loop, sum of i*i over a sliding range.
# Stresses: for-range dispatch, small-int multiply and add, loop overhead.
# Each round's sum stays below 2**53, so LuaJIT's doubles are exact too.

N = 200_000
ROUNDS = 200
MODULUS = 1_000_000_007


def run():
    total = 0
    for r in range(ROUNDS):
        s = 0
        for i in range(r, r + N):
            s += i * i
        total = (total + s) % MODULUS
    return total


print(run())
