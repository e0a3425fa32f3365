class Empty:
    pass
Empty(1)

# expect-stderr: Traceback (most recent call last):
# expect-stderr:   File "tests/errors/type/calling_class_with_extra_args.py", line 3, in <module>
# expect-stderr:     Empty(1)
# expect-stderr: TypeError: Empty() takes no arguments
# expect-exit: 1
