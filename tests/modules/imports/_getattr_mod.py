# Helper of module_getattr.py: a module with its own __getattr__ (PEP 562).
present = 1


def __getattr__(name):
    if name.startswith("auto_"):
        return name[5:].upper()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
