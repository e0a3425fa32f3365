# _sitebuiltins — `exit` and `quit` as an interactive session shows them:
# their repr says how to leave, calling one raises SystemExit. The REPL
# (vm/repl.cpp) puts them in builtins; scripts keep the plain functions.


class Quitter(object):
    def __init__(self, name, eof):
        self.name = name
        self.eof = eof

    def __repr__(self):
        return 'Use %s() or %s to exit' % (self.name, self.eof)

    def __call__(self, code=None):
        raise SystemExit(code)
