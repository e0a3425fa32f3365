# Nested recording blocks: the inner list gets the inner block's warnings,
# the outer list the rest.
import warnings

with warnings.catch_warnings(record=True) as outer:
    warnings.simplefilter("always")
    warnings.warn("o1")
    with warnings.catch_warnings(record=True) as inner:
        warnings.warn("i1")
        warnings.warn("i2", RuntimeWarning)
    warnings.warn("o2")
print([str(w.message) for w in outer], [str(w.message) for w in inner])
with warnings.catch_warnings(record=True) as rec:
    warnings.simplefilter("always")
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        warnings.warn("silenced")
    warnings.warn("recorded")
print([str(w.message) for w in rec])

# expect: ['o1', 'o2'] ['i1', 'i2']
# expect: ['recorded']
