# catch_warnings works on a copy of the filters and puts the list (and
# showwarning) back on exit, also when the block raises.
import warnings

before = warnings.filters
n = len(before)
with warnings.catch_warnings():
    print(warnings.filters is before, warnings.filters == before)
    warnings.simplefilter("error")
    print(len(warnings.filters) == n + 1)
print(warnings.filters is before, len(warnings.filters) == n)


def show(*args):
    print("custom")


try:
    with warnings.catch_warnings():
        warnings.showwarning = show
        warnings.warn_explicit("x", UserWarning, "f.py", 1)
        raise KeyError("k")
except KeyError:
    print("KeyError passed through")
print(warnings.showwarning is show, warnings.showwarning.__name__)

# expect: False True
# expect: True
# expect: True True
# expect: custom
# expect: KeyError passed through
# expect: False showwarning
