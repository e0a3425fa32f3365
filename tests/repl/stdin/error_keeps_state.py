# repl: stdin
# An uncaught exception prints a <stdin> traceback (no source lines) and the session goes on.
total = 10
def f(n):
    return total // n

f(0)
total
undefined_name
total + f(2)
# expect: 10
# expect: 15
# expect-stderr: Traceback (most recent call last):
# expect-stderr:   File "<stdin>", line 1, in <module>
# expect-stderr:   File "<stdin>", line 2, in f
# expect-stderr: ZeroDivisionError: integer division or modulo by zero
# expect-stderr: Traceback (most recent call last):
# expect-stderr:   File "<stdin>", line 1, in <module>
# expect-stderr: NameError: name 'undefined_name' is not defined
