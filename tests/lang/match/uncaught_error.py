# The traceback of an error raised by a class pattern.
class P:
    __match_args__ = ("x",)
    x = 1

def f(v):
    match v:
        case P(a, b):
            return a
f(P())
# expect-stderr: Traceback (most recent call last):
# expect-stderr:   File "tests/lang/match/uncaught_error.py", line 10, in <module>
# expect-stderr:     f(P())
# expect-stderr:   File "tests/lang/match/uncaught_error.py", line 8, in f
# expect-stderr:     case P(a, b):
# expect-stderr:          ^^^^^^^
# expect-stderr: TypeError: P() accepts 1 positional sub-pattern (2 given)
# expect-exit: 1
