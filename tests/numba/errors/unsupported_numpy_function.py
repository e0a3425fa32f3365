# A NumPy submodule Numba does not support (np.fft) is an unknown attribute of
# the module; the message names the module (printed here without its path).
import numpy as np
import numba
from numba import njit


@njit
def spectrum(a):
    return np.fft.fft(a)


try:
    spectrum(np.zeros(4))
except numba.core.errors.TypingError as e:
    lines = str(e).splitlines()
    print(lines[0])
    print(lines[1].split(" of type ")[0])

# expect: Failed in nopython mode pipeline (step: nopython frontend)
# expect: Unknown attribute 'fft'
