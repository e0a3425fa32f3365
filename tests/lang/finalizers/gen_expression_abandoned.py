# An abandoned generator expression is freed without a trace; a generator
# expression that iterates a suspended generator and is abandoned lets the
# collector close that generator too.
import gc


def source():
    try:
        for i in range(10):
            yield i
    finally:
        print("source closed")


squares = (x * x for x in range(10))
print(next(squares), next(squares))
del squares
evens = (x for x in source() if x % 2 == 0)
print(next(evens), next(evens))
del evens
gc.collect()
print("after collect")
# expect: 0 1
# expect: 0 2
# expect: source closed
# expect: after collect
