# generators: pipelines of generators plus list, dict and generator
# comprehensions. Stresses: generator creation, resume/yield, StopIteration
# at loop ends, comprehension bodies, sum() over iterators.

N = 60_000
ROUNDS = 120


def count_up(n):
    i = 0
    while i < n:
        yield i
        i += 1


def evens(it):
    for x in it:
        if x % 2 == 0:
            yield x


def scaled(it, k):
    for x in it:
        yield x * k % 1009


def run():
    total = 0
    for r in range(ROUNDS):
        total += sum(scaled(evens(count_up(N)), r + 3))
        squares = [x * x % 1013 for x in range(N) if x % 3 != 0]
        total += sum(squares)
        table = {x: x % 17 for x in range(0, N, 7)}
        total += sum(table.values())
        total += sum(s & 255 for s in squares)
    return total


print(run())
