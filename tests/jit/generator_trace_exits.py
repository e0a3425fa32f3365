# Resume traces leaving in the middle: inside a call the trace inlined (the
# frames are rebuilt and the interpreter goes on in the callee), at a type
# change, and through throw()/close() into a generator with a resume trace.


def scale(v, k):
    if v > 900:
        return v / k   # a float late: the inlined call's guard fails
    return v * k


def scaled(n, k):
    for i in range(n):
        yield scale(i, k)


def total(n, k):
    t = 0
    for v in scaled(n, k):
        t += v
    return t


print(total(1000, 3))


def check(v):
    if v == 777:
        raise KeyError(v)
    return v + 1


def checked(n):
    for i in range(n):
        yield check(i)


def run_checked(n):
    out = 0
    try:
        for v in checked(n):
            out += v
    except KeyError as e:
        return out, repr(e)
    return out, None


print(run_checked(500))
print(run_checked(1000))


def two_yields(n):
    for i in range(n):
        yield i
        yield -i


print(sum(two_yields(300)), list(two_yields(3)))


def with_cleanup(log):
    try:
        i = 0
        while True:
            yield i
            i += 1
    finally:
        log.append("closed at %d" % i)


log = []
g = with_cleanup(log)
vals = [next(g) for _ in range(200)]
g.close()
print(vals[-1], log)

g = with_cleanup(log)
for _ in range(150):
    next(g)
try:
    g.throw(ValueError("thrown in"))
except ValueError as e:
    print("throw:", e, log[-1])


def mutated(xs):
    for x in xs:
        yield x
        if x == 100:
            xs.append(-1)


print(sum(mutated(list(range(200)))))


def sends():
    total = 0
    while True:
        got = yield total
        if got is None:
            break
        total += got


g = sends()
next(g)
for k in range(300):
    r = g.send(k if k < 250 else k * 0.5)
print(r)


def deep(n):
    return check(n) if n < 1000 else scale(n, 2)


def deep_gen(n):
    for i in range(n):
        yield deep(i)


def run_deep(n):
    t = 0
    for v in deep_gen(n):
        t += v
    return t


run_deep(900)
# expect: 1247700.0
# expect: (125250, None)
# expect: (302253, 'KeyError(777)')
# expect: 0 [0, 0, 1, -1, 2, -2]
# expect: 199 ['closed at 199']
# expect: throw: thrown in closed at 149
# expect: 19899
# expect: 37987.5
# expect-exit: 1
# expect-stderr: Traceback (most recent call last):
# expect-stderr:   File "tests/jit/generator_trace_exits.py", line 128, in <module>
# expect-stderr:     run_deep(900)
# expect-stderr:   File "tests/jit/generator_trace_exits.py", line 123, in run_deep
# expect-stderr:     for v in deep_gen(n):
# expect-stderr:   File "tests/jit/generator_trace_exits.py", line 118, in deep_gen
# expect-stderr:     yield deep(i)
# expect-stderr:           ^^^^^^^
# expect-stderr:   File "tests/jit/generator_trace_exits.py", line 113, in deep
# expect-stderr:     return check(n) if n < 1000 else scale(n, 2)
# expect-stderr:            ^^^^^^^^
# expect-stderr:   File "tests/jit/generator_trace_exits.py", line 29, in check
# expect-stderr:     raise KeyError(v)
# expect-stderr: KeyError: 777
