"""Writes builtins/numpy/np_api_names.def (and np_all_names.def, the
`__all__` lists): the public names of NumPy 1.24's
`numpy`, `numpy.linalg` and `numpy.random` (their dir(), names starting with
an underscore left out). Run it with the oracle, Debian's python3-numpy:

    /usr/bin/python3 scripts/gen_np_api_names.py

tpy's numpy answers a lookup of a listed name that it does not define with
an AttributeError saying tpy does not support it, and of any other missing
name with NumPy's own "module 'numpy' has no attribute" (np_module.cpp). A
name tpy defines is found before the list is read, so the list needs no
change when tpy gains a function."""
import os
import sys

import numpy
import numpy.linalg
import numpy.random

if numpy.__version__.split(".")[:2] != ["1", "24"]:
    sys.exit("run with NumPy 1.24 (found %s)" % numpy.__version__)

out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "builtins", "numpy", "np_api_names.def")
with open(out, "w") as f:
    f.write("// np_api_names.def — NumPy %s's public names, written by\n"
            "// scripts/gen_np_api_names.py from dir() of each module; not edited by hand.\n"
            "// TPY_NP_API_NAME(module, name): `name` is an attribute of `module` in NumPy.\n"
            % numpy.__version__)
    for mod in (numpy, numpy.linalg, numpy.random):
        for name in sorted(dir(mod)):
            if not name.startswith("_"):
                f.write('TPY_NP_API_NAME("%s", "%s")\n' % (mod.__name__, name))

# np_all_names.def: each module's __all__, in order, for `from numpy import *`
# (tpy's modules build their __all__ from the names of it they have).
out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "builtins", "numpy", "np_all_names.def")
with open(out, "w") as f:
    f.write("// np_all_names.def — NumPy %s's __all__ of numpy, numpy.linalg and\n"
            "// numpy.random, written by scripts/gen_np_api_names.py; not edited by hand.\n"
            "// TPY_NP_ALL_NAME(module, name): `name` is in `module.__all__` in NumPy.\n"
            % numpy.__version__)
    for mod in (numpy, numpy.linalg, numpy.random):
        for name in mod.__all__:
            f.write('TPY_NP_ALL_NAME("%s", "%s")\n' % (mod.__name__, name))
