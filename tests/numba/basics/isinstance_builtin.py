# isinstance() in compiled code is decided from the argument's type at
# compile time, as Numba 0.56 (the branch not taken is never typed), with
# its NumbaExperimentalFeatureWarning; a bool first argument is refused as
# Numba refuses it.
import warnings
import numba
from numba import njit
from numba.core.errors import NumbaExperimentalFeatureWarning


@njit
def kinds(x):
    return (isinstance(x, int), isinstance(x, float), isinstance(x, (int, float)), isinstance(x, str),
            isinstance(x, bool), isinstance(x, complex), isinstance(x, tuple), isinstance(x, list))


@njit
def branch(x):
    if isinstance(x, str):
        return len(x)
    return x + 1


with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    print(branch("abc"), branch(4))
print(caught[0].category.__name__, caught[0].message)
warnings.simplefilter("ignore")
for v in (3, 2.5, "s", 1j, (1, 2), [1], True):
    try:
        print(kinds(v))
    except numba.core.errors.TypingError as e:
        print("TypingError", str(e).splitlines()[1])

# expect: 3 5
# expect: NumbaExperimentalFeatureWarning Use of isinstance() detected. This is an experimental feature.
# expect: (True, False, True, False, False, False, False, False)
# expect: (False, True, True, False, False, False, False, False)
# expect: (False, False, False, True, False, False, False, False)
# expect: (False, False, False, False, False, True, False, False)
# expect: (False, False, False, False, False, False, True, False)
# expect: (False, False, False, False, False, False, False, True)
# expect: TypingError No implementation of function Function(<built-in function isinstance>) found for signature:
