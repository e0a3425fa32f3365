# An exception raised inside an except handler (no outer try): Numba 0.56
# does not propagate it but raises its internal AssertionError about
# RERAISE, at the except line; the handler's own statements ran before.
from numba import njit


@njit
def f(x):
    try:
        if x < 0:
            raise ValueError("body")
    except Exception:
        print("handler")
        raise KeyError("handler")
    return 1


print(f(1))
f(-1)

# expect: 1
# expect: handler
# expect-stderr: Traceback (most recent call last):
# expect-stderr:   File "tests/numba/exceptions/raise_in_except_handler.py", line 19, in <module>
# expect-stderr:     f(-1)
# expect-stderr:   File "tests/numba/exceptions/raise_in_except_handler.py", line 12, in f
# expect-stderr:     except Exception:
# expect-stderr: AssertionError: Unreachable condition reached (op code RERAISE executed)
# expect-stderr: -------------------------------------------------------------------------------
# expect-stderr: This should not have happened, a problem has occurred in Numba's internals.
# expect-stderr: You are currently using Numba version 0.56.4.
# expect-stderr:
# expect-stderr: Please report the error message and traceback, along with a minimal reproducer
# expect-stderr: at: https://github.com/numba/numba/issues/new?template=bug_report.md
# expect-stderr:
# expect-stderr: If more help is needed please feel free to speak to the Numba core developers
# expect-stderr: directly at: https://gitter.im/numba/numba
# expect-stderr:
# expect-stderr: Thanks in advance for your help in improving Numba!
# expect-stderr:
# expect-stderr:
# expect-exit: 1
