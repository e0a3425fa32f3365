# Generators under the JIT: a resume trace runs a generator's body from
# the point after its yield to its next yield, and a loop (or another
# resume trace) that iterates over a generator calls it (GENNEXT).
# Values, types changing late, running out, send(), exceptions raised
# inside a generator while a trace resumes it, and collections meanwhile.


def count_up(n):
    i = 0
    while i < n:
        yield i
        i += 1


def multiples(it, m):
    for x in it:
        if x % m == 0:
            yield x


def mixed_in(it, k):
    for x in it:
        yield (x + k) * k % 1013


def pipeline(rounds, n):
    total = 0
    for r in range(rounds):
        total += sum(mixed_in(multiples(count_up(n), 3), r + 1))
    return total


print(pipeline(30, 300))


def consume(gen):
    total = 0
    count = 0
    for x in gen:
        total += x
        count += 1
    return total, count


print(consume(count_up(500)))
print(sum(s & 255 for s in range(700)))


def mixed(n):
    # ints, then floats, then strs late: the traces' guards on the value's
    # type fail and the interpreter (or a side trace) carries on.
    for i in range(n):
        if i < 200:
            yield i
        elif i < 260:
            yield i + 0.5
        else:
            yield str(i)


def describe(gen):
    ints = floats = strs = 0
    last = None
    for v in gen:
        if type(v) is int:
            ints += v
        elif type(v) is float:
            floats += v
        else:
            strs += 1
            last = v
    return ints, floats, strs, last


print(describe(mixed(300)))


def echo():
    got = []
    value = yield 0
    while value is not None:
        got.append(value)
        value = yield len(got)
    yield got


g = echo()
next(g)
print([g.send(k * 3) for k in range(150)][-3:])
print(len(g.send(None)))


class Boom(Exception):
    pass


def risky(n, bad):
    for i in range(n):
        if i == bad:
            raise Boom("at %d" % i)
        yield i * 2


def guarded(n, bad):
    total = 0
    try:
        for v in risky(n, bad):
            total += v
    except Boom as e:
        return total, str(e)
    return total, None


for bad in (150, 400, 999):
    print(guarded(500, bad))


def nested_fail(n):
    # The error comes from two generators down, while traces run both.
    return sum(mixed_in(risky(n, n - 7), 5))


try:
    nested_fail(400)
except Boom as e:
    print("caught:", e)


def stop_inside():
    yield 1
    raise StopIteration  # becomes RuntimeError in a generator


try:
    for _ in stop_inside():
        pass
except RuntimeError as e:
    print("RuntimeError:", e)


def garbage(n):
    # Allocates a lot while a trace resumes it: collections must not free
    # what the consuming trace holds.
    for i in range(n):
        yield [i] * 50


def hold(n):
    kept = []
    for block in garbage(n):
        kept.append(block[0])
        if len(kept) > 10:
            kept = kept[5:]
    return kept


print(hold(30000))


def already_running():
    # A generator that resumes itself: ValueError, as without the JIT.
    def inner():
        for i in range(200):
            if i == 150:
                next(me)
            yield i
    me = inner()
    total = 0
    try:
        for v in me:
            total += v
    except ValueError as e:
        return total, str(e)


print(already_running())


def uncaught(n):
    total = 0
    for v in risky(n, 180):
        total += v
    return total


uncaught(300)
# jit-dump: TRACE \d+ IR \(\S+ in count_up\)
# jit-dump: GENNEXT
# expect: 1444538
# expect: (124750, 500)
# expect: 82858
# expect: (19900, 13800.0, 40, '299')
# expect: [148, 149, 150]
# expect: 150
# expect: (22350, 'at 150')
# expect: (159600, 'at 400')
# expect: (249500, None)
# expect: caught: at 393
# expect: RuntimeError: generator raised StopIteration
# expect: [29990, 29991, 29992, 29993, 29994, 29995, 29996, 29997, 29998, 29999]
# expect: (11175, 'generator already executing')
# expect-exit: 1
# expect-stderr: Traceback (most recent call last):
# expect-stderr:   File "tests/jit/generator_traces.py", line 186, in <module>
# expect-stderr:     uncaught(300)
# expect-stderr:   File "tests/jit/generator_traces.py", line 181, in uncaught
# expect-stderr:     for v in risky(n, 180):
# expect-stderr:   File "tests/jit/generator_traces.py", line 100, in risky
# expect-stderr:     raise Boom("at %d" % i)
# expect-stderr: Boom: at 180
