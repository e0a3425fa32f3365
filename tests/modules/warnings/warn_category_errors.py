# warn() wants a Warning subclass as the category (CPython names the type of
# what was passed); filters reject unknown actions.
import warnings

for bad in (str, ValueError, 5, "UserWarning"):
    try:
        warnings.warn("x", bad)
    except TypeError as e:
        print(e)
try:
    warnings.simplefilter("sometimes")
except AssertionError as e:
    print(e)
try:
    warnings.filterwarnings("ignore", message=3)
except AssertionError as e:
    print(e)
warnings.filters.insert(0, ("bogus", None, Warning, None, 0))
try:
    warnings.warn_explicit("y", UserWarning, "f.py", 1)
except RuntimeError as e:
    print(e)

# expect: category must be a Warning subclass, not 'type'
# expect: category must be a Warning subclass, not 'type'
# expect: category must be a Warning subclass, not 'int'
# expect: category must be a Warning subclass, not 'str'
# expect: invalid action: 'sometimes'
# expect: message must be a string
# expect: Unrecognized action ('bogus') in warnings.filters:
# expect:  ('bogus', None, <class 'Warning'>, None, 0)
