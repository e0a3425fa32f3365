# catch_warnings(action=..., category=...) (new in 3.11) applies a
# simplefilter for the block only.
import warnings

with warnings.catch_warnings(action="error", category=RuntimeWarning):
    try:
        warnings.warn("inside", RuntimeWarning)
    except RuntimeWarning as e:
        print("raised:", e)
with warnings.catch_warnings(action="ignore"):
    warnings.warn("ignored")
warnings.warn_explicit("after", RuntimeWarning, "f.py", 2)

# expect: raised: inside
# expect-stderr: f.py:2: RuntimeWarning: after
