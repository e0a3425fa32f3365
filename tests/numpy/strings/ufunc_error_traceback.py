# an uncaught ufunc error on str arrays names numpy's exception class
import numpy as np

a = np.array(['a', 'bc'])
b = a + a

# expect-stderr: Traceback (most recent call last):
# expect-stderr:   File "tests/numpy/strings/ufunc_error_traceback.py", line 5, in <module>
# expect-stderr:     b = a + a
# expect-stderr:         ~~^~~
# expect-stderr: numpy.core._exceptions._UFuncNoLoopError: ufunc 'add' did not contain a loop with signature matching types (dtype('<U2'), dtype('<U2')) -> None
# expect-exit: 1
