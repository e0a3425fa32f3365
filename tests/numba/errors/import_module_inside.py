# `import math` (or numpy) inside a compiled function is unsupported in Numba
# 0.56 too: an UnsupportedError from the bytecode analysis, at the first call;
# .py_func still runs it.
import numba
from numba import njit
from _report import report


@njit
def root(x):
    import math
    return math.sqrt(x)


try:
    root(4.0)
except numba.core.errors.UnsupportedError as e:
    report(e)
print(root.py_func(4.0))

# expect: UnsupportedError
# expect: Failed in nopython mode pipeline (step: analyzing bytecode)
# expect: Use of unsupported opcode (IMPORT_NAME) found
# expect: File "import_module_inside.py", line 11:
# expect: def root(x):
# expect:     import math
# expect:     ^
# expect: 2.0
