"""_tpy_printoptions — np.printoptions, the context manager over
np.set_printoptions / np.get_printoptions (np_print.cpp forwards to it):
the options of the `with` block, restored on exit, also after an exception."""
import contextlib
import numpy as np


@contextlib.contextmanager
def printoptions(*args, **kwargs):
    opts = np.get_printoptions()
    try:
        np.set_printoptions(*args, **kwargs)
        yield np.get_printoptions()
    finally:
        np.set_printoptions(**opts)
