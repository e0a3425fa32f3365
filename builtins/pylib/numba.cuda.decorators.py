"""numba.cuda.decorators — @cuda.jit (tpy's CUDA API, Numba 0.56's options).

@cuda.jit makes a kernel (numba.cuda.dispatcher.CUDADispatcher): typed by
tpy's function compiler at its first launch for the arguments' types, or
at once for signatures given ('void(float32[:], int32)' or a list of
them). @cuda.jit(device=True) makes a device function that kernels call
(tpy inlines it into them). Options that change nothing on tpy's
simulator (lineinfo, max_registers, opt, cache, link) are accepted.
"""

from numba.core import sigutils as _sigutils
from numba.core import types as _types

__all__ = ['jit']

_KNOWN = frozenset(['device', 'debug', 'argtypes', 'inline', 'restype', 'fastmath', 'link',
                    'boundscheck', 'opt', 'cache', 'lineinfo', 'max_registers', 'nopython'])


def jit(func_or_sig=None, device=False, inline=False, link=[], debug=None, opt=True,
        lineinfo=False, cache=False, **kws):
    """@cuda.jit, @cuda.jit(sig or [sigs], device=..., ...): a kernel or device function."""
    from numba.cuda.dispatcher import CUDADispatcher, DeviceFunction
    for key in kws:
        if key not in _KNOWN:
            raise KeyError("Unrecognized options: {'%s'}" % key)
    if kws.get('boundscheck'):
        raise NotImplementedError("bounds checking is not supported for CUDA")
    fastmath = kws.get('fastmath', False)
    options = {'fastmath': bool(fastmath), 'debug': bool(debug), 'inline': inline,
               'lineinfo': bool(lineinfo), 'opt': opt, 'cache': bool(cache),
               'max_registers': kws.get('max_registers')}

    sigs = None
    if isinstance(func_or_sig, list):
        sigs = func_or_sig
    elif func_or_sig is not None and _sigutils.is_signature(func_or_sig):
        sigs = [func_or_sig]
    if sigs is not None:
        for sig in sigs:
            args, restype = _sigutils.normalize_signature(sig)
            if restype is not None and not device and restype != _types.void:
                raise TypeError("CUDA kernel must have void return type.")

    def wrapper(func):
        if type(func).__name__ != 'function':
            raise TypeError("The decorated object is not a function (got type %s)." % (type(func),))
        if device:
            return DeviceFunction(func, sigs, options)
        return CUDADispatcher(func, sigs, options)

    if sigs is None and func_or_sig is not None:
        return wrapper(func_or_sig)
    return wrapper
