# What cannot be a list in compiled code: an empty list never appended to
# (Numba's "Cannot infer the type" error, at the list's line), a
# heterogeneous or empty list passed in (TypeError and ValueError when
# called, as Numba's unboxing), items of another type.
import numba
from numba import njit
from _report import report
import warnings
from numba.core.errors import NumbaPendingDeprecationWarning

warnings.simplefilter("ignore", NumbaPendingDeprecationWarning)


@njit
def first():
    l = []
    return l[0]


@njit
def take(l):
    return len(l)


@njit
def mixed(n):
    l = [1, 2]
    l.append("x")
    return l


try:
    first()
except numba.core.errors.TypingError as e:
    report(e)
for arg in ([1, 2.0], [1, "a"], []):
    try:
        take(arg)
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
try:
    mixed(1)
except numba.core.errors.TypingError as e:
    print(str(e).splitlines()[1].split(" for ")[0])

# expect: TypingError
# expect: Failed in nopython mode pipeline (step: nopython frontend)
# expect: Cannot infer the type of variable 'l', have imprecise type: list(undefined)<iv=None>.
# expect: File "list_typing.py", line 16:
# expect: def first():
# expect:     l = []
# expect:     ^
# expect: TypeError can't unbox heterogeneous list: int64 != float64
# expect: TypeError can't unbox heterogeneous list: int64 != unicode_type
# expect: ValueError cannot compute fingerprint of empty list
# expect: Invalid use of BoundFunction(list.append
