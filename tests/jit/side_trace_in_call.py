# An exit inside an inlined call that is taken often gets a side trace that
# starts inside the call: the call's frame becomes an inlined frame of the
# side trace again, its registers read from memory. Guards failing in that
# side trace (inside the inherited frame and in a call it inlines), returns
# through it, and an error raised there must leave the interpreter the
# frames it would have had without the JIT.
class P:
    def __init__(self, v):
        self.v = v
        self.n = 0

    def step(self, k, limit):
        a = k * 2
        b = self.v + 1
        if self.n % 2 == 0:
            self.n += 1
            return a + b
        self.n += 1
        c = a - b
        if k > limit:
            c = c * 0.5   # the type of c changes late: a guard fails inside the inherited frame
        return helper(c, k) + a

    def step_err(self, k, bad):
        a = k * 3
        if self.n % 2 == 0:
            self.n += 1
            return a
        self.n += 1
        return a // (k - bad)


def helper(c, k):
    return c * 3 - k


def run(ps, n, limit):
    total = 0
    for i in range(n):
        total += ps[i % len(ps)].step(i, limit)
    return total


ps = [P(1), P(2), P(3)]
print(run(ps, 3000, 10**9))
print(run(ps, 3000, 2500))


def run_err(ps, n, bad):
    total = 0
    for i in range(n):
        total += ps[i % len(ps)].step_err(i, bad)
    return total


qs = [P(0), P(5)]
print(run_err(qs, 2000, -1))
print(run_err(qs, 2000, 1503))
# jit-dump: SLOAD\s+r1[1-9]
# expect: 20245500
# expect: 18183379.5
# expect: 2997500
# expect-exit: 1
# expect-stderr: Traceback (most recent call last):
# expect-stderr:   File "tests/jit/side_trace_in_call.py", line 58, in <module>
# expect-stderr:     print(run_err(qs, 2000, 1503))
# expect-stderr:           ^^^^^^^^^^^^^^^^^^^^^^^
# expect-stderr:   File "tests/jit/side_trace_in_call.py", line 52, in run_err
# expect-stderr:     total += ps[i % len(ps)].step_err(i, bad)
# expect-stderr:              ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
# expect-stderr:   File "tests/jit/side_trace_in_call.py", line 30, in step_err
# expect-stderr:     return a // (k - bad)
# expect-stderr:            ~~^^~~~~~~~~~~
# expect-stderr: ZeroDivisionError: integer division or modulo by zero
