def outer():
    def inner():
        raise RuntimeError("from inner")
    inner()
outer()

# expect-stderr: Traceback (most recent call last):
# expect-stderr:   File "tests/errors/traceback/nested_function_qualname.py", line 5, in <module>
# expect-stderr:     outer()
# expect-stderr:   File "tests/errors/traceback/nested_function_qualname.py", line 4, in outer
# expect-stderr:     inner()
# expect-stderr:   File "tests/errors/traceback/nested_function_qualname.py", line 3, in inner
# expect-stderr:     raise RuntimeError("from inner")
# expect-stderr: RuntimeError: from inner
# expect-exit: 1
