# A replaced warnings.showwarning receives every warning shown:
# (message, category, filename, lineno, file, line).
import warnings


def show(message, category, filename, lineno, file=None, line=None):
    print("show:", type(message).__name__, message, category.__name__, filename, lineno, file, line)


warnings.showwarning = show
warnings.warn_explicit("redirected", RuntimeWarning, "f.py", 8)
warnings.warn_explicit(UserWarning("instance"), None, "g.py", 9)
warnings.showwarning = 42
try:
    warnings.warn_explicit("not callable", UserWarning, "h.py", 1)
except TypeError as e:
    print(e)

# expect: show: RuntimeWarning redirected RuntimeWarning f.py 8 None None
# expect: show: UserWarning instance UserWarning g.py 9 None None
# expect: warnings.showwarning() must be set to a function or method
