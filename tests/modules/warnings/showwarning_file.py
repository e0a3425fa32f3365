# showwarning writes the formatted warning to `file` (sys.stderr by default).
import sys
import warnings

warnings.showwarning("to stdout", UserWarning, "a.py", 5, file=sys.stdout)
warnings.showwarning("with a line", RuntimeWarning, "b.py", 6, sys.stdout, "  y = 2")
warnings.showwarning("to stderr", UserWarning, "c.py", 7)

# expect: a.py:5: UserWarning: to stdout
# expect: b.py:6: RuntimeWarning: with a line
# expect:   y = 2
# expect-stderr: c.py:7: UserWarning: to stderr
