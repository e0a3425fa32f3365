keys = ["a", "b"]
source = {"a": 1}
d = {k: source[k] for k in keys}

# expect-stderr: Traceback (most recent call last):
# expect-stderr:   File "tests/errors/traceback/dictcomp_frame.py", line 3, in <module>
# expect-stderr:     d = {k: source[k] for k in keys}
# expect-stderr:         ^^^^^^^^^^^^^^^^^^^^^^^^^^^^
# expect-stderr:   File "tests/errors/traceback/dictcomp_frame.py", line 3, in <dictcomp>
# expect-stderr:     d = {k: source[k] for k in keys}
# expect-stderr:             ~~~~~~^^^
# expect-stderr: KeyError: 'b'
# expect-exit: 1
