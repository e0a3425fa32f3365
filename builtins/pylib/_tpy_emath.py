"""_tpy_emath — numpy.emath (NumPy's scimath): sqrt, log, log2, log10,
logn, power, arccos, arcsin, arctanh whose real inputs outside the real
domain give complex results instead of nan. The module np.emath (named
numpy.lib.scimath, as NumPy's; builtins/numpy/np_module.cpp) fetches its
names from here.
"""

import numpy as np

__all__ = ['sqrt', 'log', 'log2', 'logn', 'log10', 'power', 'arccos', 'arcsin', 'arctanh']

_SMALL = ('float32', 'int8', 'int16', 'uint8', 'uint16', 'complex64')


def _tocomplex(x):
    # the smallest complex type that holds x's values, as NumPy picks it
    if x.dtype.name in _SMALL:
        return x.astype(np.complex64)
    return x.astype(np.complex128)


def _is_real(x):
    return x.dtype.kind != 'c'


def _fix_real_lt_zero(x):
    x = np.asarray(x)
    if _is_real(x) and np.any(x < 0):
        x = _tocomplex(x)
    return x


def _fix_int_lt_zero(x):
    x = np.asarray(x)
    if _is_real(x) and np.any(x < 0):
        x = x * 1.0
    return x


def _fix_real_abs_gt_1(x):
    x = np.asarray(x)
    if _is_real(x) and np.any(np.abs(x) > 1):
        x = _tocomplex(x)
    return x


def _out(r):
    return r[()] if r.ndim == 0 else r


def sqrt(x):
    return _out(np.asarray(np.sqrt(_fix_real_lt_zero(x))))


def log(x):
    return _out(np.asarray(np.log(_fix_real_lt_zero(x))))


def log10(x):
    return _out(np.asarray(np.log10(_fix_real_lt_zero(x))))


def log2(x):
    x = _fix_real_lt_zero(x)
    if x.dtype.kind == 'c':
        # NumPy's complex log2: the natural log scaled by log2(e)
        return _out(np.asarray(np.log(x) * 1.4426950408889634))
    return _out(np.asarray(np.log2(x)))


def logn(n, x):
    x = _fix_real_lt_zero(x)
    n = _fix_real_lt_zero(n)
    return _out(np.asarray(np.log(x) / np.log(n)))


def power(x, p):
    x = _fix_real_lt_zero(x)
    p = _fix_int_lt_zero(p)
    return _out(np.asarray(np.power(x, p)))


def arccos(x):
    return _out(np.asarray(np.arccos(_fix_real_abs_gt_1(x))))


def arcsin(x):
    return _out(np.asarray(np.arcsin(_fix_real_abs_gt_1(x))))


def arctanh(x):
    return _out(np.asarray(np.arctanh(_fix_real_abs_gt_1(x))))
