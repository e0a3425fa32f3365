# ZeroDivisionError raised in the middle of a compiled loop: the traceback
# names the same line as the interpreter's.
def f():
    total = 0
    for i in range(100):
        total += 1000 // (60 - i)
    return total


print(f())
# expect-exit: 1
# expect-stderr: Traceback (most recent call last):
# expect-stderr:   File "tests/jit/zero_division_traceback.py", line 10, in <module>
# expect-stderr:     print(f())
# expect-stderr:           ^^^
# expect-stderr:   File "tests/jit/zero_division_traceback.py", line 6, in f
# expect-stderr:     total += 1000 // (60 - i)
# expect-stderr:              ~~~~~^^~~~~~~~~~
# expect-stderr: ZeroDivisionError: integer division or modulo by zero
