# The "ignore" action drops the warning: nothing on stderr, nothing recorded.
import warnings

warnings.simplefilter("ignore")
warnings.warn("dropped")
warnings.warn_explicit("dropped too", RuntimeWarning, "f.py", 1)
with warnings.catch_warnings(record=True) as caught:
    warnings.warn("still dropped")
print(len(caught), caught)

# expect: 0 []
