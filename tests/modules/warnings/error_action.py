# The "error" action raises the warning as an exception: the category called
# on the message, or the very Warning instance given.
import warnings

warnings.simplefilter("error")
try:
    warnings.warn("boom", RuntimeWarning)
except RuntimeWarning as e:
    print(type(e).__name__, e, e.args)
w = UserWarning("mine")
try:
    warnings.warn(w)
except UserWarning as e:
    print(e is w)
try:
    warnings.warn_explicit("explicit", DeprecationWarning, "f.py", 3)
except Warning as e:
    print(type(e).__name__, e)

# expect: RuntimeWarning boom ('boom',)
# expect: True
# expect: DeprecationWarning explicit
