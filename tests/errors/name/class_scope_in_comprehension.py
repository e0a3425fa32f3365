class C:
    a = 1
    items = [a * i for i in range(3)]

# expect-stderr: Traceback (most recent call last):
# expect-stderr:   File "tests/errors/name/class_scope_in_comprehension.py", line 1, in <module>
# expect-stderr:     class C:
# expect-stderr:   File "tests/errors/name/class_scope_in_comprehension.py", line 3, in C
# expect-stderr:     items = [a * i for i in range(3)]
# expect-stderr:             ^^^^^^^^^^^^^^^^^^^^^^^^^
# expect-stderr:   File "tests/errors/name/class_scope_in_comprehension.py", line 3, in <listcomp>
# expect-stderr:     items = [a * i for i in range(3)]
# expect-stderr:              ^
# expect-stderr: NameError: name 'a' is not defined
# expect-exit: 1
