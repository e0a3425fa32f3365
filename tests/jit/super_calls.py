# super().method() inside a loop: the method call is inlined (the super
# object is made only if a guard fails while it is live), through several
# levels, with the base class changed mid-loop (the trace's version guard
# sends the loop back to the interpreter, which sees the new method), and
# with an error raised two frames below super() (the traceback lists every
# frame). Methods that use super() are closures over __class__, so this also
# covers inlining functions with free variables.
class Base:
    def __init__(self, v):
        self.v = v

    def step(self, k):
        return self.v + k


class Mid(Base):
    def step(self, k):
        return super().step(k) * 2


class Leaf(Mid):
    def __init__(self, v):
        super().__init__(v)
        self.extra = 1

    def step(self, k):
        if k % 3 == 0:
            return super().step(k) + self.extra
        return k


def run(objs, n):
    total = 0
    for i in range(n):
        total += objs[i % len(objs)].step(i)
    return total


objs = [Leaf(1), Mid(2), Base(3), Leaf(4)]
print(run(objs, 1000))
print(run(objs, 1000))


def new_step(self, k):
    return -k


def run_and_patch(objs, n):
    total = 0
    for i in range(n):
        if i == n // 2:
            Base.step = new_step
        total += objs[i % len(objs)].step(i)
    return total


print(run_and_patch(objs, 1000))


def make_adder(d):
    def add(x):
        return x + d
    return add


def use_closure(n):
    f = make_adder(7)
    s = 0
    for i in range(n):
        s += f(i)
    return s


print(use_closure(500))


class Boom(Mid):
    def step(self, k):
        return super().step(k) // (k - 400)


def run_boom(n):
    total = 0
    b = Boom(5)
    for i in range(n):
        total += b.step(i)
    return total


print(run_boom(1000))
# expect: 710924
# expect: 710924
# expect: -104875
# expect: 128250
# expect-exit: 1
# expect-stderr: Traceback (most recent call last):
# expect-stderr:   File "tests/jit/super_calls.py", line 90, in <module>
# expect-stderr:     print(run_boom(1000))
# expect-stderr:           ^^^^^^^^^^^^^^
# expect-stderr:   File "tests/jit/super_calls.py", line 86, in run_boom
# expect-stderr:     total += b.step(i)
# expect-stderr:              ^^^^^^^^^
# expect-stderr:   File "tests/jit/super_calls.py", line 79, in step
# expect-stderr:     return super().step(k) // (k - 400)
# expect-stderr:            ~~~~~~~~~~~~~~~~^^~~~~~~~~~~
# expect-stderr: ZeroDivisionError: integer division or modulo by zero
