import math
math.sqr(4)

# expect-stderr: Traceback (most recent call last):
# expect-stderr:   File "tests/errors/attribute/on_module.py", line 2, in <module>
# expect-stderr:     math.sqr(4)
# expect-stderr:     ^^^^^^^^
# expect-stderr: AttributeError: module 'math' has no attribute 'sqr'. Did you mean: 'sqrt'?
# expect-exit: 1
