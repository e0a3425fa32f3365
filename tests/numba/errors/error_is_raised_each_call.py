# A failed compilation is not cached: every call with the same types raises
# TypingError again, and a call with other types can still compile.
import numba
from numba import njit


@njit
def f(x):
    return x + "s"


for i in range(2):
    try:
        f(1)
    except numba.core.errors.TypingError as e:
        print("TypingError", str(e).splitlines()[0])
print(f("a"))
print(len(f.signatures))

# expect: TypingError Failed in nopython mode pipeline (step: nopython frontend)
# expect: TypingError Failed in nopython mode pipeline (step: nopython frontend)
# expect: as
# expect: 1
