# _tpy_errstate.py — np.errstate: np.seterr (and np.seterrcall) for the
# body of a `with` statement or of a decorated function, restored after it
# even when it raises.
import numpy as _np

_unset = object()


class errstate:
    def __init__(self, *, call=_unset, **kwargs):
        self.call = call
        self.kwargs = kwargs

    def __enter__(self):
        self.oldstate = _np.seterr(**self.kwargs)
        if self.call is not _unset:
            self.oldcall = _np.seterrcall(self.call)

    def __exit__(self, *exc_info):
        _np.seterr(**self.oldstate)
        if self.call is not _unset:
            _np.seterrcall(self.oldcall)

    def __call__(self, func):
        def inner(*args, **kwds):
            with self:
                return func(*args, **kwds)
        return inner
