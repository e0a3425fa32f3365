# A Python int too large for int64 is typed uint64 if it fits there; an int
# beyond 64 bits is a TypingError ("Int value is too large" for argument 0).
import numba
from numba import njit


@njit
def ident(x):
    return x


print(ident(2 ** 63), ident.signatures)
try:
    ident(2 ** 64)
except numba.core.errors.TypingError as e:
    lines = str(e).splitlines()
    print(lines[1])
    print(lines[-1])

# expect: 9223372036854775808 [(uint64,)]
# expect: non-precise type pyobject
# expect: - argument 0: Int value is too large: 18446744073709551616
