# A filter's module is a regular expression matched (case-sensitively) at
# the start of the module name; warn_explicit's module defaults to the
# filename without ".py" (lower case only); a script's warn() comes from module __main__.
import warnings

with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    warnings.filterwarnings("ignore", module="pkg")
    warnings.filterwarnings("ignore", module=r"lib\.sub$")
    warnings.warn_explicit("1", UserWarning, "f.py", 1, module="pkg.core")
    warnings.warn_explicit("2", UserWarning, "f.py", 1, module="Pkg")
    warnings.warn_explicit("3", UserWarning, "f.py", 1, module="lib.sub")
    warnings.warn_explicit("4", UserWarning, "f.py", 1, module="lib.subx")
    warnings.warn_explicit("5", UserWarning, "pkgfile.py", 1)
    warnings.warn_explicit("6", UserWarning, "lib.sub.PY", 1)
    warnings.warn_explicit("6b", UserWarning, "lib.sub.py", 1)
    warnings.warn("7")
    warnings.filterwarnings("ignore", module="__main__")
    warnings.warn("8")
print([str(w.message) for w in caught])

# expect: ['2', '4', '6', '7']
