# catch_warnings(record=True) returns a list of WarningMessage objects: the
# message is a Warning instance (the category called on a str message).
import warnings

with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    warnings.warn("first")
    warnings.warn("second", RuntimeWarning)
    warnings.warn_explicit("third", DeprecationWarning, "x.py", 9)
print(len(caught))
for w in caught:
    print(type(w).__name__, type(w.message).__name__, w.message, w.category.__name__,
          isinstance(w.message, w.category), type(w.filename).__name__, type(w.lineno).__name__,
          w.file, w.line)
print(caught[2].filename, caught[2].lineno)

# expect: 3
# expect: WarningMessage UserWarning first UserWarning True str int None None
# expect: WarningMessage RuntimeWarning second RuntimeWarning True str int None None
# expect: WarningMessage DeprecationWarning third DeprecationWarning True str int None None
# expect: x.py 9
