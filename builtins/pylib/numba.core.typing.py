"""numba.core.typing — function signatures (tpy's Numba API).

Signature: a return type and a tuple of argument types, what calling a type
object with types builds (float64(int64[:])) and what a dispatcher compiles.
The return type may be None (to be inferred). typeof lives in the submodule
numba.core.typing.typeof.
"""

__all__ = ['Signature', 'signature']


class Signature:
    """(args) -> return_type; equal when args, return type and receiver are."""

    __module__ = 'numba.core.typing.templates'

    def __init__(self, return_type, args, recvr, pysig=None):
        if isinstance(args, list):
            args = tuple(args)
        self.return_type = return_type
        self.args = args
        self.recvr = recvr
        self.pysig = pysig

    def __hash__(self):
        return hash((self.args, self.return_type))

    def __eq__(self, other):
        if not isinstance(other, Signature):
            return NotImplemented
        return (self.args == other.args and self.return_type == other.return_type
                and self.recvr == other.recvr and self.pysig == other.pysig)

    def __ne__(self, other):
        r = self.__eq__(other)
        return r if r is NotImplemented else not r

    def __repr__(self):
        return "%s -> %s" % (self.args, self.return_type)

    __str__ = __repr__

    @property
    def is_method(self):
        return self.recvr is not None


def signature(return_type, *args, **kws):
    """The Signature of a function taking args and returning return_type."""
    recvr = kws.pop('recvr', None)
    if kws:
        raise TypeError("signature() got an unexpected keyword argument '%s'" % next(iter(kws)))
    return Signature(return_type, args, recvr=recvr)
