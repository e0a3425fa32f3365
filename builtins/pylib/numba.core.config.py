"""numba.core.config — settings read once from NUMBA_* environment variables
(tpy's Numba API; also numba.config).

DISABLE_JIT (NUMBA_DISABLE_JIT: the decorators return the Python function),
NUMBA_NUM_THREADS (default: the CPUs this process may run on), BOUNDSCHECK
(NUMBA_BOUNDSCHECK: None lets each function's option decide). A value that
does not parse is reported on stderr and the default used, as in Numba.
"""

import os as _os
import sys as _sys

MACHINE_BITS = 64 if _sys.maxsize > 2**32 else 32
IS_32BITS = MACHINE_BITS == 32
IS_WIN32 = _sys.platform.startswith('win32')
IS_OSX = _sys.platform.startswith('darwin')
PYVERSION = _sys.version_info[:2]


def _readenv(name, ctor, default):
    value = _os.environ.get(name)
    if value is None:
        return default
    try:
        return ctor(value)
    except Exception:
        _sys.stderr.write("RuntimeWarning: environ %s defined but failed to parse '%s'\n"
                          % (name, value))
        return default


def _default_num_threads():
    if hasattr(_os, 'sched_getaffinity'):
        return max(1, len(_os.sched_getaffinity(0)))
    n = _os.cpu_count()
    return 1 if n is None else max(1, n)


DISABLE_JIT = _readenv("NUMBA_DISABLE_JIT", int, 0)
BOUNDSCHECK = _readenv("NUMBA_BOUNDSCHECK", int, None)
NUMBA_DEFAULT_NUM_THREADS = _default_num_threads()
NUMBA_NUM_THREADS = _readenv("NUMBA_NUM_THREADS", int, NUMBA_DEFAULT_NUM_THREADS)
if NUMBA_NUM_THREADS <= 0:
    raise ValueError("Number of threads specified must be > 0.")
# The CUDA simulator (NUMBA_ENABLE_CUDASIM=1): kernels run on the CPU even
# where a GPU is present. NUMBA_CUDA_LOW_OCCUPANCY_WARNINGS=0 silences the
# warning about launches too small to fill the device.
ENABLE_CUDASIM = _readenv("NUMBA_ENABLE_CUDASIM", int, 0)
CUDA_LOW_OCCUPANCY_WARNINGS = _readenv("NUMBA_CUDA_LOW_OCCUPANCY_WARNINGS", int, 1)
CUDA_WARN_ON_IMPLICIT_COPY = _readenv("NUMBA_CUDA_WARN_ON_IMPLICIT_COPY", int, 1)
