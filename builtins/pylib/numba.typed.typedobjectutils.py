"""numba.typed.typedobjectutils — the casts typed containers make (tpy)."""

from numba.core import types as _types
from numba.core import errors as _errors


def _rank(t):
    if t == _types.boolean:
        return 0
    if isinstance(t, _types.Integer):
        return 1
    if isinstance(t, _types.Float):
        return 2
    if isinstance(t, _types.Complex):
        return 3
    return None


def cast(value, have, want):
    """value (of numba type have) as an item of type want: numbers widen
    (bool to int to float to complex), anything else must be of type want."""
    if have == want:
        return value
    rh, rw = _rank(have), _rank(want)
    if rh is not None and rw is not None and rh <= rw:
        if rw == 1:
            return int(value)
        if rw == 2:
            return float(value)
        if rw == 3:
            return complex(value)
        return bool(value)
    raise _errors.TypingError("cannot safely cast %s to %s. Please cast explicitly." % (have, want))


def list_index(lst, value, *bounds):
    """lst.index(value, *bounds) as compiled code does it: Numba's message
    when the value is missing."""
    try:
        return lst.index(value, *bounds)
    except ValueError:
        raise ValueError("value not in list") from None
