import math
math.sqrt(-1)

# expect-stderr: Traceback (most recent call last):
# expect-stderr:   File "tests/errors/value/math_domain.py", line 2, in <module>
# expect-stderr:     math.sqrt(-1)
# expect-stderr: ValueError: math domain error
# expect-exit: 1
