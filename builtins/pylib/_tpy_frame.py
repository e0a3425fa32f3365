"""_tpy_frame — the frame objects sys._getframe() returns: snapshots of
the interpreter's frames (code, line, globals, locals) taken at the call,
linked through f_back. builtins/mod_sys.cpp gathers the rows."""


class frame:
    __slots__ = ("f_code", "f_lineno", "f_globals", "f_locals", "f_back")

    @property
    def f_builtins(self):
        import builtins
        return builtins.__dict__

    def __repr__(self):
        return "<frame at 0x%x, file %r, line %d, code %s>" % (
            id(self), self.f_code.co_filename, self.f_lineno, self.f_code.co_name)


def _make(rows):
    """rows: (code, line, globals, locals), innermost first."""
    back = None
    for code, line, globals_, locals_ in reversed(rows):
        f = object.__new__(frame)
        f.f_code, f.f_lineno, f.f_globals, f.f_locals, f.f_back = code, line, globals_, locals_, back
        back = f
    return back
