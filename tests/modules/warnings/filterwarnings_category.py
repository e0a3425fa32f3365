# A filter's category matches that class and its subclasses.
import warnings


class MyWarning(RuntimeWarning):
    pass


class OtherWarning(UserWarning):
    pass


with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    warnings.filterwarnings("ignore", category=RuntimeWarning)
    warnings.warn("a", RuntimeWarning)
    warnings.warn("b", MyWarning)
    warnings.warn("c", OtherWarning)
    warnings.warn("d")
    warnings.warn(MyWarning("e"))
print([(w.category.__name__, str(w.message)) for w in caught])
try:
    warnings.filterwarnings("ignore", category=ValueError)
except AssertionError as e:
    print(e)
try:
    warnings.filterwarnings("ignore", category="RuntimeWarning")
except AssertionError as e:
    print(e)

# expect: [('OtherWarning', 'c'), ('UserWarning', 'd')]
# expect: category must be a Warning subclass
# expect: category must be a class
