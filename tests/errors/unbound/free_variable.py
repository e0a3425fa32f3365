def outer():
    def inner():
        return y
    r = inner()
    y = 1
    return r
outer()

# expect-stderr: Traceback (most recent call last):
# expect-stderr:   File "tests/errors/unbound/free_variable.py", line 7, in <module>
# expect-stderr:     outer()
# expect-stderr:   File "tests/errors/unbound/free_variable.py", line 4, in outer
# expect-stderr:     r = inner()
# expect-stderr:         ^^^^^^^
# expect-stderr:   File "tests/errors/unbound/free_variable.py", line 3, in inner
# expect-stderr:     return y
# expect-stderr:            ^
# expect-stderr: NameError: cannot access free variable 'y' where it is not associated with a value in enclosing scope
# expect-exit: 1
