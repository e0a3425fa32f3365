"""numba.core.typing.typeof — the Numba type of a Python value (tpy's Numba API).

typeof(value): bool, int (int64, or uint64 past int64), float, complex,
None, str, NumPy scalars and arrays, tuples, and lists and sets (reflected,
typed by their first item); anything else raises ValueError as in Numba.
from_dtype(dtype): the scalar type of a NumPy dtype.
"""

import numpy as _np
from numba.core import types as _types
from numba.core import errors as _errors

__all__ = ['typeof', 'from_dtype']

_DTYPE_NAMES = ('bool_', 'int8', 'int16', 'int32', 'int64', 'uint8', 'uint16',
                'uint32', 'uint64', 'float32', 'float64', 'complex64', 'complex128')


def _dtype_type(name):
    return _types.boolean if name == 'bool' else getattr(_types, name, None)


def from_dtype(dtype):
    """The Numba scalar type of a NumPy dtype or NumPy scalar class."""
    name = None
    if isinstance(dtype, _np.dtype):
        name = dtype.name
    else:
        for n in _DTYPE_NAMES:
            if getattr(_np, n, None) is dtype:
                name = _np.dtype(dtype).name
                break
    ty = None if name is None else _dtype_type(name)
    if ty is None:
        raise _errors.NumbaNotImplementedError(dtype)
    return ty


def _scalar_classes():
    # tpy's np.float64(x) is a Python float (and so on), so only the NumPy
    # scalar classes that are classes of their own need a row here.
    table = {}
    for n in _DTYPE_NAMES:
        make = getattr(_np, n, None)
        if make is None:
            continue
        cls = type(make(0))
        if cls not in (bool, int, float, complex):
            table[cls] = _dtype_type(_np.dtype(make).name)
    return table


_SCALARS = _scalar_classes()


def _contiguous(shape, strides, itemsize, order):
    # NumPy's rule: an empty array is contiguous, and a dimension of length 1
    # may have any stride.
    if 0 in shape:
        return True
    dims = range(len(shape) - 1, -1, -1) if order == 'C' else range(len(shape))
    expected = itemsize
    for i in dims:
        if shape[i] != 1:
            if strides[i] != expected:
                return False
            expected *= shape[i]
    return True


def _typeof_array(a):
    dtype = from_dtype(a.dtype)
    flags = getattr(a, 'flags', None)
    if flags is not None:
        c, f, writeable = flags['C_CONTIGUOUS'], flags['F_CONTIGUOUS'], flags['WRITEABLE']
    else:
        c = _contiguous(a.shape, a.strides, a.itemsize, 'C')
        f = _contiguous(a.shape, a.strides, a.itemsize, 'F')
        writeable = True
    layout = 'C' if c else 'F' if f else 'A'
    return _types.Array(dtype, a.ndim, layout, readonly=not writeable)


def _typeof_int(v):
    if -2**63 <= v < 2**63:
        return _types.int64
    if 2**63 <= v < 2**64:
        return _types.uint64
    raise ValueError("Int value is too large: %s" % (v,))


def _typeof_container(kind, v):
    if not v:
        raise ValueError("Cannot type empty %s" % kind)
    first = next(iter(v))
    item = _typeof_or_none(first)
    if item is None:
        raise ValueError("Cannot type %s element type %s" % (kind, type(first)))
    if kind == 'list':
        return _types.List(item, reflected=True)
    return _types.Set(item, reflected=True)


def _typeof_or_none(v):
    if isinstance(v, bool):
        return _types.boolean
    if isinstance(v, int):
        return _typeof_int(v)
    if isinstance(v, float):
        return _types.float64
    if isinstance(v, complex):
        return _types.complex128
    if v is None:
        return _types.none
    if isinstance(v, str):
        return _types.unicode_type
    if isinstance(v, tuple):
        items = []
        for x in v:
            t = _typeof_or_none(x)
            if t is None:
                return None
            items.append(t)
        return _types.Tuple(items)
    if hasattr(type(v), '_numba_type_'):   # typed.List, typed.Dict
        return v._numba_type_
    if isinstance(v, list):
        return _typeof_container('list', v)
    if isinstance(v, set):
        return _typeof_container('set', v)
    if isinstance(v, _np.ndarray):
        return _typeof_array(v)
    return _SCALARS.get(type(v))


def typeof(val, purpose=None):
    """The Numba type of val, as a compiled function's argument would have."""
    ty = _typeof_or_none(val)
    if ty is None:
        raise ValueError("Cannot determine Numba type of %r" % (type(val),))
    return ty
