# Recursive functions without loops become function traces: the trace calls
# itself natively, and every way out of it must leave the interpreter the
# frames it would have had: a guard failing deep in the recursion, a result
# of another type, an exception with its full traceback, RecursionError, a
# global rebound mid-recursion.
def fib(n):
    if n < 2:
        return n
    return fib(n - 1) + fib(n - 2)


print(fib(25))


def mixed(n):
    # the base case returns a float once n gets small enough
    if n < 3:
        return n * 0.5 if n == 1 else n
    return mixed(n - 1) + mixed(n - 2)


print(mixed(20))


def grow(n):
    # overflows int64 deep inside: the interpreter makes big ints
    if n == 0:
        return 1
    return grow(n - 1) * 3


for k in (10, 39, 40, 41, 80):
    print(grow(k))


def depth(n):
    if n == 0:
        return 0
    return depth(n - 1) + 1


print(depth(500))
try:
    depth(5000)
except RecursionError as e:
    print("RecursionError:", e)
print(depth(300))


def count(n):
    if n == 0:
        return 0
    return count(n - 1) + 1


def other(n):
    return -1


def rebind(n):
    global count
    if n == 0:
        count = other
        return 0
    return rebind(n - 1) + count(3)


for i in range(120):
    count(10)
print(rebind(5))
print(count(10))


def boom(n):
    if n == 0:
        return 1 // n
    return boom(n - 1) + 1


for i in range(200):
    try:
        boom(i % 5 + 1) if i % 7 else 0
    except ZeroDivisionError:
        pass
print(boom(4))
# jit-dump: CALLSELF
# jit-dump: trace \d+ \(.*function_traces.py:7 in fib\)
# expect: 75025
# expect: 9654.0
# expect: 59049
# expect: 4052555153018976267
# expect: 12157665459056928801
# expect: 36472996377170786403
# expect: 147808829414345923316083210206383297601
# expect: 500
# expect: RecursionError: maximum recursion depth exceeded
# expect: 300
# expect: -5
# expect: -1
# expect-exit: 1
# expect-stderr: Traceback (most recent call last):
# expect-stderr:   File "tests/jit/function_traces.py", line 85, in <module>
# expect-stderr:     print(boom(4))
# expect-stderr:           ^^^^^^^
# expect-stderr:   File "tests/jit/function_traces.py", line 77, in boom
# expect-stderr:     return boom(n - 1) + 1
# expect-stderr:            ^^^^^^^^^^^
# expect-stderr:   File "tests/jit/function_traces.py", line 77, in boom
# expect-stderr:     return boom(n - 1) + 1
# expect-stderr:            ^^^^^^^^^^^
# expect-stderr:   File "tests/jit/function_traces.py", line 77, in boom
# expect-stderr:     return boom(n - 1) + 1
# expect-stderr:            ^^^^^^^^^^^
# expect-stderr:   [Previous line repeated 1 more time]
# expect-stderr:   File "tests/jit/function_traces.py", line 76, in boom
# expect-stderr:     return 1 // n
# expect-stderr:            ~~^^~~
# expect-stderr: ZeroDivisionError: integer division or modulo by zero
