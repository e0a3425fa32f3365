values = [1, 2, 0, 4]
inverses = [10 // v for v in values]

# expect-stderr: Traceback (most recent call last):
# expect-stderr:   File "tests/errors/traceback/listcomp_frame.py", line 2, in <module>
# expect-stderr:     inverses = [10 // v for v in values]
# expect-stderr:                ^^^^^^^^^^^^^^^^^^^^^^^^^
# expect-stderr:   File "tests/errors/traceback/listcomp_frame.py", line 2, in <listcomp>
# expect-stderr:     inverses = [10 // v for v in values]
# expect-stderr:                 ~~~^^~~
# expect-stderr: ZeroDivisionError: integer division or modulo by zero
# expect-exit: 1
