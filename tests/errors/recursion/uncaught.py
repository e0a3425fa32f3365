import sys
sys.setrecursionlimit(60)
def f(n):
    return f(n + 1)
f(0)

# expect-stderr: Traceback (most recent call last):
# expect-stderr:   File "tests/errors/recursion/uncaught.py", line 5, in <module>
# expect-stderr:     f(0)
# expect-stderr:   File "tests/errors/recursion/uncaught.py", line 4, in f
# expect-stderr:     return f(n + 1)
# expect-stderr:            ^^^^^^^^
# expect-stderr:   File "tests/errors/recursion/uncaught.py", line 4, in f
# expect-stderr:     return f(n + 1)
# expect-stderr:            ^^^^^^^^
# expect-stderr:   File "tests/errors/recursion/uncaught.py", line 4, in f
# expect-stderr:     return f(n + 1)
# expect-stderr:            ^^^^^^^^
# expect-stderr:   [Previous line repeated 56 more times]
# expect-stderr: RecursionError: maximum recursion depth exceeded
# expect-exit: 1
