# Inlined calls that store (list items, attributes) and then fail a guard:
# the exit rebuilds the callee's frames, so the interpreter finishes the
# call where the trace left it, and the traceback shows every frame.
class Acc:
    def __init__(self):
        self.total = 0
        self.count = 0

    def add(self, x):
        self.count = self.count + 1
        self.total = self.total + x * 2
        return self.total


def put(xs, i, v):
    xs[i] = v
    return scale(v, i)


def scale(v, i):
    return v * 3 + i


def run(n, xs, acc):
    s = 0
    for i in range(n):
        s = s + put(xs, i % len(xs), i)
        acc.add(i)
    return s


xs = [0] * 10
a = Acc()
print(run(100, xs, a), xs, a.total, a.count)
print(run(100, xs, a), xs, a.total, a.count)
a.total = 2.5
print(run(100, xs, a), xs, a.total, a.count)
xs[3] = "x"
print(run(100, xs, a), xs[:4], a.total, a.count)
a.total = 2 ** 62
print(run(50, xs, a), a.total, a.count)
a.total = "s"
run(50, xs, a)
# expect: 15300 [90, 91, 92, 93, 94, 95, 96, 97, 98, 99] 9900 100
# expect: 15300 [90, 91, 92, 93, 94, 95, 96, 97, 98, 99] 19800 200
# expect: 15300 [90, 91, 92, 93, 94, 95, 96, 97, 98, 99] 9902.5 300
# expect: 15300 [90, 91, 92, 93] 19802.5 400
# expect: 3900 4611686018427390354 450
# expect-exit: 1
# expect-stderr: Traceback (most recent call last):
# expect-stderr:   File "tests/jit/inline_frames_rebuilt.py", line 43, in <module>
# expect-stderr:     run(50, xs, a)
# expect-stderr:   File "tests/jit/inline_frames_rebuilt.py", line 28, in run
# expect-stderr:     acc.add(i)
# expect-stderr:   File "tests/jit/inline_frames_rebuilt.py", line 11, in add
# expect-stderr:     self.total = self.total + x * 2
# expect-stderr:                  ~~~~~~~~~~~^~~~~~~
# expect-stderr: TypeError: can only concatenate str (not "int") to str
