# -W action:message:category:module:lineno becomes a warnings filter;
# later options win, and the action may be abbreviated.
import warnings

print(warnings.filters[0][0], warnings.filters[0][2].__name__, warnings.filters[1][0], warnings.filters[1][2].__name__)
try:
    warnings.warn("turned into an error", RuntimeWarning)
except RuntimeWarning as e:
    print("raised", type(e).__name__, e)
warnings.warn("ignored", DeprecationWarning)
print("done")
# flags: -W ignore::DeprecationWarning -W e::RuntimeWarning
# expect: error RuntimeWarning ignore DeprecationWarning
# expect: raised RuntimeWarning turned into an error
# expect: done
