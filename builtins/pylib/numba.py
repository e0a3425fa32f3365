"""numba — tpy's implementation of Numba's Python API (0.56).

@jit and @njit (numba.core.decorators) hand functions to tpy's compiler;
the type objects (numba.core.types), typeof, the errors, config and the
thread-count functions are plain Python; numba.typed holds the typed
containers; numba.np.ufunc makes @vectorize and @guvectorize ufuncs. cfunc, cuda
and objmode are not provided.
"""

from collections import namedtuple as _namedtuple

from numba.core import config, errors, types
from numba.core.errors import *
from numba.core.types import (
    b1, bool_, boolean, byte, c8, c16, char, complex64, complex128, double, f4, f8,
    float32, float64, float_, i1, i2, i4, i8, int8, int16, int32, int64, int_, intc,
    intp, long_, longlong, none, short, size_t, ssize_t, u1, u2, u4, u8, uchar, uint,
    uint8, uint16, uint32, uint64, uintc, uintp, ulong, ulonglong, ushort, void)
from numba.core.typing.typeof import typeof, from_dtype
from numba.core.decorators import jit, njit
from numba import typed
from numba.np.ufunc import vectorize, guvectorize

__version__ = '0.56.4'

version_info = _namedtuple('version_info', 'major minor patch short full string tuple git_revision')(
    0, 56, 4, (0, 56), (0, 56, 4), '0.56.4', ('0', '56', '4'), None)


class prange:
    """range() for loops the parallel compiler may split among threads."""

    __module__ = 'numba.misc.special'

    def __new__(cls, *args):
        return range(*args)


def literal_unroll(container):
    """Marks a heterogeneous tuple's loop for unrolling; Python just iterates."""
    return container


import _tpy_numba

_tpy_numba.set_thread_limits(config.NUMBA_NUM_THREADS, config.NUMBA_NUM_THREADS)


def get_num_threads():
    """The number of threads parallel regions use (set_num_threads)."""
    return _tpy_numba.get_num_threads()


def set_num_threads(n):
    """Sets the threads parallel regions use: 1 to config.NUMBA_NUM_THREADS."""
    if not (isinstance(n, int) or hasattr(n, '__index__')):
        raise TypeError("The number of threads specified must be an integer")
    limit = config.NUMBA_NUM_THREADS
    if n < 1 or n > limit:
        raise ValueError("The number of threads must be between 1 and %s" % limit)
    _tpy_numba.set_thread_limits(limit, int(n))


def get_thread_id():
    """The id of the calling thread within a parallel region; 0 outside one."""
    return _tpy_numba.get_thread_id()
