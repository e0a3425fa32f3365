def f(a, b):
    return a / b
result = f(
    1,
    0,
)

# expect-stderr: Traceback (most recent call last):
# expect-stderr:   File "tests/errors/traceback/multiline_call_statement.py", line 3, in <module>
# expect-stderr:     result = f(
# expect-stderr:              ^^
# expect-stderr:   File "tests/errors/traceback/multiline_call_statement.py", line 2, in f
# expect-stderr:     return a / b
# expect-stderr:            ~~^~~
# expect-stderr: ZeroDivisionError: division by zero
# expect-exit: 1
