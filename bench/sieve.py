# sieve: Sieve of Eratosthenes on a list of bools, repeated.
# Stresses: list allocation, indexed load/store, stepped range, branches.
# Checksum: prime count and sum of primes (both exact in doubles).

LIMIT = 3_000_000
ROUNDS = 6


def sieve(n):
    flags = [True] * (n + 1)
    flags[0] = False
    flags[1] = False
    i = 2
    while i * i <= n:
        if flags[i]:
            for k in range(i * i, n + 1, i):
                flags[k] = False
        i += 1
    count = 0
    total = 0
    for k in range(n + 1):
        if flags[k]:
            count += 1
            total += k
    return count, total


def run():
    count = 0
    total = 0
    for r in range(ROUNDS):
        c, t = sieve(LIMIT - r)
        count += c
        total += t
    return count, total


count, total = run()
print(count, total)
