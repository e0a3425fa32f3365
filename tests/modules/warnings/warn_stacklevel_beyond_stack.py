# A stacklevel past the outermost frame: CPython attributes the warning to
# "sys", line 1.
import warnings

warnings.warn("from nowhere", stacklevel=50)
warnings.warn("a runtime one", RuntimeWarning, 50)

# expect-stderr: sys:1: UserWarning: from nowhere
# expect-stderr: sys:1: RuntimeWarning: a runtime one
