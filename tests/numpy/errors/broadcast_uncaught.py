# An uncaught broadcasting error prints NumPy's message in the traceback.
import numpy as np
a = np.arange(3)
b = np.arange(4)
print(a + b)

# expect-stderr: Traceback (most recent call last):
# expect-stderr:   File "tests/numpy/errors/broadcast_uncaught.py", line 5, in <module>
# expect-stderr:     print(a + b)
# expect-stderr:           ~~^~~
# expect-stderr: ValueError: operands could not be broadcast together with shapes (3,) (4,) 
# expect-exit: 1
