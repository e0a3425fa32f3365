"""numba.types — numba.core.types under its older name (as in Numba)."""

from numba.core.types import *
