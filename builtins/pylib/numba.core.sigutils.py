"""numba.core.sigutils — reading the signatures given to @jit (tpy's Numba API).

A signature is a string evaluated among the type names of numba.core.types
('float64(float64[:], int64)', '(int64, int64)' for argument types only),
a Signature (float64(int64)), or a tuple of argument types.
normalize_signature gives (args, return_type or None); parse_signature gives
the Signature a dispatcher compiles.
"""

from numba.core import types as _types
from numba.core.typing import Signature as _Signature

__all__ = ['is_signature', 'normalize_signature', 'parse_signature']


def is_signature(sig):
    """Whether sig is something @jit reads as a signature (not a function)."""
    return isinstance(sig, (str, tuple, _Signature))


def _eval_string(text):
    namespace = dict(_types.__dict__)
    namespace['types'] = _types
    return eval(text.strip(), {}, namespace)


def normalize_signature(sig):
    """(args tuple, return type or None) for a signature as @jit takes it."""
    parsed = _eval_string(sig) if isinstance(sig, str) else sig
    if isinstance(parsed, tuple):
        args, return_type = parsed, None
    elif isinstance(parsed, _Signature):
        args, return_type = parsed.args, parsed.return_type
    else:
        raise TypeError("invalid signature: %r (type: %r) evaluates to %r instead of "
                        "tuple or Signature" % (sig, type(sig).__name__,
                                                type(parsed).__name__))
    for ty in args + (() if return_type is None else (return_type,)):
        if not isinstance(ty, _types.Type):
            raise TypeError("invalid type in signature: expected a type instance, got %r"
                            % (ty,))
    return args, return_type


def parse_signature(sig):
    """The Signature (return type None when not given) for a @jit signature."""
    args, return_type = normalize_signature(sig)
    return _Signature(return_type, args, recvr=None)
