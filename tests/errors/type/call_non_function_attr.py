class C:
    name = "x"
C().name()

# expect-stderr: Traceback (most recent call last):
# expect-stderr:   File "tests/errors/type/call_non_function_attr.py", line 3, in <module>
# expect-stderr:     C().name()
# expect-stderr: TypeError: 'str' object is not callable
# expect-exit: 1
