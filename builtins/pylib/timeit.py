"""timeit — time small pieces of code (tpy's Python-source version).

Timer(stmt, setup, timer, globals) compiles the statement into a function
that runs it `number` times in a loop (so the loop itself is what tpy's JIT
sees, as in a script); stmt and setup may be source strings or callables.
timeit(), repeat() and autorange() as in CPython, and `tpy -m timeit`.
"""

import time

__all__ = ["Timer", "timeit", "repeat", "default_timer"]

dummy_src_name = "<timeit-src>"
default_number = 1000000
default_repeat = 5
default_timer = time.perf_counter

_globals = globals


def _indent(src, spaces):
    return src.replace("\n", "\n" + " " * spaces)


class Timer:
    """Times a statement run `number` times after `setup` ran once."""

    def __init__(self, stmt="pass", setup="pass", timer=default_timer, globals=None):
        self.timer = timer
        local_ns = {}
        global_ns = _globals() if globals is None else globals
        init = ''
        if isinstance(setup, str):
            compile(setup, dummy_src_name, "exec")
            stmtprefix = setup + '\n'
            setup = _indent(setup, 4)
        elif callable(setup):
            local_ns['_setup'] = setup
            init += ', _setup=_setup'
            stmtprefix = ''
            setup = '_setup()'
        else:
            raise ValueError("setup is neither a string nor callable")
        if isinstance(stmt, str):
            compile(stmtprefix + stmt, dummy_src_name, "exec")
            stmt = _indent(stmt, 8)
        elif callable(stmt):
            local_ns['_stmt'] = stmt
            init += ', _stmt=_stmt'
            stmt = '_stmt()'
        else:
            raise ValueError("stmt is neither a string nor callable")
        src = ("def inner(_it, _timer{init}):\n"
               "    {setup}\n"
               "    _t0 = _timer()\n"
               "    for _i in _it:\n"
               "        {stmt}\n"
               "        pass\n"
               "    _t1 = _timer()\n"
               "    return _t1 - _t0\n").format(stmt=stmt, setup=setup, init=init)
        self.src = src
        code = compile(src, dummy_src_name, "exec")
        exec(code, global_ns, local_ns)
        self.inner = local_ns["inner"]

    def print_exc(self, file=None):
        import sys
        exc = sys.exc_info()[1]
        print("Traceback (most recent call last):", file=file or sys.stderr)
        print("%s: %s" % (type(exc).__name__, exc), file=file or sys.stderr)

    def timeit(self, number=default_number):
        """Seconds the statement took `number` times."""
        return self.inner(range(number), self.timer)

    def repeat(self, repeat=default_repeat, number=default_number):
        """A list of `repeat` timeit(number) results."""
        return [self.timeit(number) for _ in range(repeat)]

    def autorange(self, callback=None):
        """The smallest number of loops (1, 2, 5, 10, 20, 50, ...) taking
        at least 0.2 s, and the time it took."""
        i = 1
        while True:
            for j in 1, 2, 5:
                number = i * j
                time_taken = self.timeit(number)
                if callback:
                    callback(number, time_taken)
                if time_taken >= 0.2:
                    return (number, time_taken)
            i *= 10


def timeit(stmt="pass", setup="pass", timer=default_timer, number=default_number, globals=None):
    """Timer(stmt, setup, timer, globals).timeit(number)."""
    return Timer(stmt, setup, timer, globals).timeit(number)


def repeat(stmt="pass", setup="pass", timer=default_timer, repeat=default_repeat, number=default_number,
           globals=None):
    """Timer(stmt, setup, timer, globals).repeat(repeat, number)."""
    return Timer(stmt, setup, timer, globals).repeat(repeat, number)


_USAGE = """Usage: tpy -m timeit [-n N] [-r N] [-u U] [-s S] [-v] [-h] [--] [statement ...]

  -n/--number N: how many times to run 'statement' (default: the smallest
                 power of 10 times 1, 2 or 5 taking at least 0.2 s)
  -r/--repeat N: how many times to repeat the timer (default 5)
  -s/--setup S:  a statement run once first (default 'pass'; may be repeated)
  -u/--unit U:   the unit of the result: nsec, usec, msec or sec
  -v/--verbose:  print the autorange steps
  -h/--help:     this text
"""


def main(args=None):
    """`tpy -m timeit [-n N] [-r N] [-s S] [-u U] [-v] [stmt ...]`."""
    import sys
    if args is None:
        args = sys.argv[1:]
    number = 0
    repeat_count = default_repeat
    setup = []
    unit = None
    verbose = 0
    rest = list(args)
    stmts = []
    units = {"nsec": 1e-9, "usec": 1e-6, "msec": 1e-3, "sec": 1.0}
    while rest:
        a = rest.pop(0)
        if a in ("-n", "--number"):
            number = int(rest.pop(0))
        elif a.startswith("--number="):
            number = int(a.split("=", 1)[1])
        elif a in ("-r", "--repeat"):
            repeat_count = max(1, int(rest.pop(0)))
        elif a in ("-s", "--setup"):
            setup.append(rest.pop(0))
        elif a in ("-u", "--unit"):
            unit = rest.pop(0)
            if unit not in units:
                print("Unrecognized unit. Please select nsec, usec, msec, or sec.", file=sys.stderr)
                return 2
        elif a in ("-v", "--verbose"):
            verbose += 1
        elif a in ("-h", "--help"):
            print(_USAGE, end="")
            return 0
        elif a == "--":
            stmts.extend(rest)
            rest = []
        else:
            stmts.append(a)
    stmt = "\n".join(stmts) or "pass"
    t = Timer(stmt, "\n".join(setup) or "pass", default_timer)
    if number == 0:
        callback = None
        if verbose:
            def callback(number, time_taken):
                plural = (number != 1)
                print("%d loop%s -> %.*g secs" % (number, 's' if plural else '', 3, time_taken))
        number, _ = t.autorange(callback)
        if verbose:
            print()
    raw = t.repeat(repeat_count, number)

    def format_time(dt):
        u = unit
        if u is None:
            scales = [(scale, name) for name, scale in units.items()]
            scales.sort(reverse=True)
            for scale, u in scales:
                if dt >= scale:
                    break
        return "%.*g %s" % (3, dt / units[u], u)

    timings = [dt / number for dt in raw]
    best = min(timings)
    print("%d loop%s, best of %d: %s per loop"
          % (number, 's' if number != 1 else '', repeat_count, format_time(best)))
    return None


if __name__ == "__main__":
    import sys
    sys.exit(main())
