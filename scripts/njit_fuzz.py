#!/usr/bin/env python3
"""Differential fuzzer for tpy's @njit function compiler: random numeric
functions (int64, float64 and bool scalars, small 1-d float64/int64 arrays,
range/while/array/enumerate/zip loops, if/elif/else, break/continue,
tuples, math functions, frozen globals, @njit helpers with three and nine
arguments, a small recursion) run compiled (`f(args)`) and as plain Python
(`f.py_func(args)`, the helpers' .py_func too) in one tpy process; any
difference is a finding.

    python3 scripts/njit_fuzz.py --minutes 15 -j 2     # fuzz for 15 minutes
    python3 scripts/njit_fuzz.py --seed 123 --show     # print one program
    python3 scripts/njit_fuzz.py --seed 123 --count 1  # run just that one
    python3 scripts/njit_fuzz.py --validate            # the generator under CPython + Numba

The programs stay where Numba's semantics and Python's agree: every int stays
far inside int64 and below 2**53 (each expression's magnitude is bounded while
generating it, variables are clamped back after each assignment), floats stay
finite (math.floor/int/round, exp and sqrt see clamped or abs'd arguments),
divisors are guarded nonzero, indices are in range, float arrays are shorter
than 8 (NumPy's pairwise sum), no variable is assigned both ints and floats
(Numba would unify it to float), no float ** 2 or ** 0.5 (Numba multiplies
or takes sqrt, CPython calls pow) and no math.hypot (CPython has its own).
--validate checks exactly that: it runs the programs under --oracle instead
of tpy, where njit and py_func must agree.

Findings: results that differ (values or the arrays after the call), a
crash (signal or missing output), a hang (timeout), an exception from the
compiled function that Python does not raise, anything on stderr, and
(with --oracle) py_func raising under tpy where CPython does not. A
TypingError (or other "tpy cannot compile" error) is not a finding: the
feature is not supported yet; those are counted and the most common reasons
printed at the end. Each finding's program is written to --keep DIR
(default build/njit_fuzz), minimised by deleting statements, argument sets
and clamps while it fails the same way. With --oracle (a CPython that
imports the real Numba: /usr/bin/python3 by default, where Debian's
python3-numba is installed) each kept program is also run there; the file's
trailing comments say whether Numba agrees with Python on it and which of
tpy's sides (njit, py_func) differs from CPython.
"""
import argparse
import collections
import concurrent.futures
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile
import threading
import time

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

IB = 100000          # bound of an int variable or int array element
FB = 1e6             # bound of a float variable or float array element
IMAX = 2 ** 50       # bound of any int intermediate (exact as a float, far from int64)
FMAX = 1e60          # bound of any float intermediate (finite)
RB = 1009            # bound of rec()'s result
HIB = 10007          # bound of g()'s int result

HARNESS = '''

ARGS = [
{args}
]


def norm(v):
    if isinstance(v, tuple):
        return tuple(norm(e) for e in v)
    if hasattr(v, "item"):   # NumPy scalars under CPython
        return v.item()
    return v


def call(fn, tag, a):
    xs = np.array(a[3], dtype=np.float64)
    ys = np.array(a[4], dtype=np.int64)
    try:
        res = repr(norm(fn(a[0], a[1], a[2], xs, ys)))
    except Exception as e:
        res = "EXC " + type(e).__name__ + ": " + str(e).replace("\\n", "\\\\n")
    print(tag, res, repr([float(v) for v in xs]), repr([int(v) for v in ys]), flush=True)


def drive(fn):
    # A hot interpreted loop calling a compiled function on ints and
    # floats: the tracing JIT's call of its machine code.
    seen = []
    for i in range(300):
        try:
            v = fn(i % 13 - 6, i * 0.25 - 20.0)
        except Exception as e:
            v = "EXC " + type(e).__name__
        if i % 37 == 0:
            seen.append(v)
    return repr(seen)


def parallel(fn, tag):
    # The prange function, and sfn as a @vectorize ufunc (elementwise: the
    # Python side calls the function per element).
    for a in ARGS:
        xs = np.array(a[3], dtype=np.float64)
        ys = np.array(a[4], dtype=np.int64)
        try:
            s, t, m, w = fn(xs, ys, a[0])
            res = repr((int(s), float(t), float(m), [float(v) for v in w]))
        except Exception as e:
            res = "EXC " + type(e).__name__
        print(tag, "P", res, flush=True)
        try:
            if tag == "NJ":
                v = vsfn(ys, xs[0])
            else:
                v = np.array([sfn.py_func(int(p), float(xs[0])) for p in ys])
            res = repr([float(e) for e in v])
        except Exception as e:
            res = "EXC " + type(e).__name__
        print(tag, "V", res, flush=True)


vsfn = vectorize(sfn.py_func)
for a in ARGS:
    call(f, "NJ", a)
print("NJ", drive(sfn), flush=True)
parallel(pf, "NJ")
rec = rec.py_func
g = g.py_func
h = h.py_func
for a in ARGS:
    call(f.py_func, "PY", a)
print("PY", drive(sfn.py_func), flush=True)
parallel(pf.py_func, "PY")
print("DONE", flush=True)
'''


class Gen:
    """Typed, bounded program generator. A scope ('sc') maps a readable name
    to ('i' | 'f' | 'b', bound); 'arrays' maps an array to 'f' or 'i' ('ro':
    the read-only ones), 'assign' lists the variables statements may assign,
    'idx' the loop variables that index an array directly."""

    def __init__(self, rng):
        r = self.r = rng
        self.helper_tuple = r.random() < 0.1      # g returns (int, float)
        self.helper_ret = r.choice("if")
        self.rec_kind = r.choice("iif")
        self.loopn = 0
        self.incall = 0
        self.nest = 0
        self.maxdepth = r.choice([2, 2, 3])     # loop and if nesting
        self.G = r.choice([7, -3, 12, 0, 1000])
        self.H = r.choice([2.5, -0.75, 0.0, 1e-3, 3.0])
        self.T = (r.randint(-9, 9), r.choice([-1.5, 0.25, 6.0]))
        self.GA = [r.choice([1.5, -2.0, 0.25, 4.0, -0.0, 9.0, -7.5]) for _ in range(r.randint(1, 6))]

    def globals_(self):
        return {"G": ("i", abs(self.G)), "H": ("f", abs(self.H)), "T[0]": ("i", abs(self.T[0])),
                "T[1]": ("f", abs(self.T[1]))}

    # ---- expressions: each returns (text, bound) ----

    def pick_var(self, sc, t):
        names = [n for n, (ty, _) in sc["vars"].items() if ty == t]
        if not names:
            return None
        n = self.r.choice(names)
        return n, sc["vars"][n][1]

    def index(self, sc, arr):
        """An index in range for arr (negative ones too)."""
        r = self.r
        direct = [v for v, (a, _) in sc.get("idx", {}).items() if a == arr]
        if direct and r.random() < 0.5:
            v = r.choice(direct)
            return r.choice(sc["idx"][v][1])
        n = r.choice([f"len({arr})", f"{arr}.shape[0]"])
        c = r.random()
        if c < 0.15:
            return "0"
        if c < 0.25:
            return f"{n} - 1"
        if c < 0.35:
            return "-1"
        e, _ = self.ie(sc, 2)
        if c < 0.5:
            return f"-1 - {e} % {n}"
        return f"{e} % {n}"

    def arrays(self, sc, t, writable=False):
        return [a for a, ty in sc["arrays"].items() if ty == t and not (writable and a in sc.get("ro", ()))]

    def int_atom(self, sc):
        """An int leaf: a variable, constant, element, call... (nested no deeper than twice)."""
        if self.nest >= 2:
            v = self.pick_var(sc, "i")
            return v if v and self.r.random() < 0.7 else (str(self.r.randint(-9, 9)), 9)
        self.nest += 1
        try:
            return self._int_atom(sc)
        finally:
            self.nest -= 1

    def _int_atom(self, sc):
        r = self.r
        for _ in range(10):
            c = r.random()
            if c < 0.36:
                v = self.pick_var(sc, "i")
                if v:
                    return v
            elif c < 0.5:
                k = r.choice([0, 1, 2, 3, 5, 7, -1, -3, 10, 100, 1000, -17])
                return str(k), abs(k)
            elif c < 0.56 and sc["arrays"]:
                a = r.choice(list(sc["arrays"]))
                return r.choice([f"len({a})", f"{a}.shape[0]"]), 8
            elif c < 0.66 and self.arrays(sc, "i"):
                a = r.choice(self.arrays(sc, "i"))
                if r.random() < 0.25:
                    return f"{a}.{r.choice(['sum', 'sum', 'min', 'max'])}()", 16 * IB
                return f"{a}[{self.index(sc, a)}]", IB
            elif c < 0.73:
                v = self.pick_var(sc, "f")
                if v:
                    fn = r.choice(["math.floor", "int", "round", "math.ceil", "math.trunc"])
                    return f"{fn}({v[0]})", int(FB) + 1
            elif c < 0.76:
                f, b = self.fe(sc, 2)
                return f"math.floor(min(max({f}, -1e6), 1e6))", int(FB)
            elif c < 0.79:
                v = self.pick_var(sc, "b")
                if v:
                    return f"int({v[0]})", 1
            elif c < 0.83:
                (e1, b1), (e2, b2) = self.ie(sc, 2), self.ie(sc, 2)
                return f"({e1} if {self.cond(sc, 1)} else {e2})", max(b1, b2)
            elif c < 0.85 and "ls" in sc.get("lists", ()):
                k = r.random()
                if k < 0.4:
                    return f"ls[({self.ie(sc, 2)[0]}) % len(ls)]", IB
                if k < 0.6:
                    return r.choice(["ls[0]", "ls[-1]", "len(ls)"]), IB
                if k < 0.7:
                    return "sum(ls)", 50 * IB
                return r.choice(["min(ls)", "max(ls)", "ls.count(ls[0])", "ls.index(ls[-1])"]), IB
            elif c < 0.87 and "dd" in sc.get("lists", ()):
                k = r.random()
                if k < 0.6:
                    return f"dd.get(({self.ie(sc, 2)[0]}) % 9, {r.randint(-9, 9)})", IB
                return r.choice(["len(dd)", f"int({r.randint(0, 8)} in dd)"]), IB
            elif c < 0.87 and sc.get("rec") and not self.incall and self.rec_kind == "i":
                return self.rec_call(sc), RB
            elif c < 0.91 and sc.get("g") and not self.incall and self.helper_ret == "i" and not self.helper_tuple:
                return self.g_call(sc), HIB
        return str(r.randint(-9, 9)), 9

    def int_div(self, sc, small=False):
        """A nonzero int divisor: (text, bound, smallest magnitude); small: bound <= 13."""
        r = self.r
        c = r.random()
        if c < 0.4:
            k = r.choice([1, 2, 3, 7, 10, -2, -5, -1])
            return str(k), abs(k), abs(k)
        e, b = self.ie(sc, 2)
        if c < 0.7 or small:
            m = r.choice([3, 7, 13])
            return f"({e} % {m} + 1)", m, 1
        return f"(abs({e}) + 1)", b + 1, 1

    def ie(self, sc, d=0):
        for _ in range(6):
            t, b = self._ie(sc, d)
            if b <= IMAX:
                return t, b
        return self.int_atom(sc)

    def _ie(self, sc, d):
        r = self.r
        if d >= 3 or r.random() < 0.3:
            return self.int_atom(sc)
        c = r.random()
        if c < 0.08:
            e, b = self.ie(sc, d + 1)
            return f"-{e}" if not e.startswith("-") else f"-({e})", b
        if c < 0.14:
            e, b = self.ie(sc, d + 1)
            return f"abs({e})", b
        if c < 0.22:
            (e1, b1), (e2, b2) = self.ie(sc, d + 1), self.ie(sc, d + 1)
            if r.random() < 0.2:
                e3, b3 = self.ie(sc, d + 1)
                return f"{r.choice(['min', 'max'])}({e1}, {e2}, {e3})", max(b1, b2, b3)
            return f"{r.choice(['min', 'max'])}({e1}, {e2})", max(b1, b2)
        if c < 0.25:
            e, b = self.ie(sc, d + 1)
            return f"~{e}" if not e.startswith(("-", "~")) else f"~({e})", b + 1
        op = r.choice(["+", "-", "*", "//", "%", "+", "-", "*", "&", "|", "^", ">>", "<<", "**"])
        e1, b1 = self.ie(sc, d + 1)
        if op in (">>", "<<", "**") and r.random() < 0.4:    # a variable amount, in range
            m = {">>": 20, "<<": 6, "**": 3}[op]
            e2, _ = self.ie(sc, 2)
            b = {">>": b1, "<<": b1 << (m - 1), "**": max(b1, 1) ** 2}[op]
            return f"({e1} {op} ({e2} % {m}))", b
        if op in ("//", "%"):
            e2, b2, m2 = self.int_div(sc)
            return f"({e1} {op} {e2})", (b1 // m2 + 1 if op == "//" else b2)
        if op == ">>":
            k = r.randint(0, 12)
            return f"({e1} >> {k})", b1
        if op == "<<":
            k = r.randint(0, 5)
            return f"({e1} << {k})", b1 << k
        if op == "**":
            k = r.choice([0, 1, 2, 2, 3])
            return f"({e1} ** {k})", max(b1, 1) ** k
        e2, b2 = self.ie(sc, d + 1)
        if op in "+-":
            b = b1 + b2
        elif op == "*":
            b = b1 * b2
        else:
            b = 2 ** (max(b1, b2).bit_length() + 1)
        return f"({e1} {op} {e2})", b

    def float_atom(self, sc):
        if self.nest >= 2:
            v = self.pick_var(sc, "f")
            return v if v and self.r.random() < 0.7 else (repr(self.r.choice([0.5, -1.25, 3.0])), 3.0)
        self.nest += 1
        try:
            return self._float_atom(sc)
        finally:
            self.nest -= 1

    def _float_atom(self, sc):
        r = self.r
        for _ in range(10):
            c = r.random()
            if c < 0.36:
                v = self.pick_var(sc, "f")
                if v:
                    return v
            elif c < 0.48:
                if r.random() < 0.1:
                    return r.choice(["math.pi", "math.e"]), 4.0
                k = r.choice([0.5, 1.5, -2.25, 3.0, 0.1, 1e-3, 100.0, 0.0, -0.0, 7.0, 2.0, -1.0])
                return repr(k), abs(k)
            elif c < 0.6 and self.arrays(sc, "f"):
                a = r.choice(self.arrays(sc, "f"))
                if r.random() < 0.25:   # + 0.0: NumPy and Numba may differ in the sign of a zero
                    m = r.choice(["sum", "sum", "min", "max", "mean", "prod"])
                    return f"({a}.{m}() + 0.0)", (1e42 if m == "prod" else 8 * FB)
                return f"{a}[{self.index(sc, a)}]", FB
            elif c < 0.66:
                e, b = self.ie(sc, 2)
                return f"float({e})", b
            elif c < 0.78:
                return self.math_call(sc)
            elif c < 0.82:
                (e1, b1), (e2, b2) = self.fe(sc, 2), self.fe(sc, 2)
                return f"({e1} if {self.cond(sc, 1)} else {e2})", max(b1, b2)
            elif c < 0.86 and sc.get("rec") and not self.incall and self.rec_kind == "f":
                return self.rec_call(sc), FB
            elif c < 0.9 and sc.get("g") and not self.incall and self.helper_ret == "f" and not self.helper_tuple:
                return self.g_call(sc), FB
            elif c < 0.93 and sc.get("g") and not self.incall:
                return self.h_call(sc), FB
        return repr(r.choice([0.25, -4.0, 1.0])), 4.0

    def math_call(self, sc):
        """math functions on arguments where Python raises nothing and both give the same float
        (not math.fmod: Numba 0.56 has none; not math.hypot: CPython's is its own, Numba's libm's)."""
        r = self.r
        f, b = self.fe(sc, 2)
        fn = r.choice(["sqrt", "exp", "sin", "cos", "floor", "fabs", "log", "atan", "tanh", "atan2",
                       "copysign", "pow", "log1p", "expm1", "sqrt", "sin"])
        if fn == "sqrt":
            return f"math.sqrt(abs({f}))", b ** 0.5 + 1
        if fn in ("exp", "expm1"):
            return f"math.{fn}(min(max({f}, -30.0), 30.0))", 1.1e13
        if fn == "floor":   # math.floor of a float is an int in both; float() it back
            return f"float(math.floor(min(max({f}, -1e6), 1e6)))", FB
        if fn in ("log", "log1p"):
            return f"math.{fn}(abs({f}) + 1.0)", 150.0
        if fn == "fabs":
            return f"math.fabs({f})", b
        if fn == "pow":
            return f"math.pow(abs({f}), 1.5)", max(b, 1) ** 1.5
        if fn in ("atan2", "copysign"):
            f2, b2 = self.fe(sc, 2)
            return f"math.{fn}({f}, {f2})", {"atan2": 4.0, "copysign": b}[fn]
        return f"math.{fn}({f})", 2.0

    def float_div(self, sc, ints=True):
        """A nonzero divisor for a float: (text, bound, smallest magnitude);
        an int one (int // int would be an int) only where ints is true."""
        r = self.r
        c = r.random()
        if c < 0.35:
            k = r.choice([2.0, -0.5, 4.0, 0.25, 3.0, -1.5])
            return repr(k), abs(k), abs(k)
        if c < 0.55 and ints:
            return self.int_div(sc)
        e, b = self.fe(sc, 2)
        return f"(abs({e}) + 1.0)", b + 1, 1.0

    def fe(self, sc, d=0):
        for _ in range(6):
            t, b = self._fe(sc, d)
            if b <= FMAX:
                return t, b
        return self.float_atom(sc)

    def _fe(self, sc, d):
        r = self.r
        if d >= 3 or r.random() < 0.3:
            return self.float_atom(sc)
        c = r.random()
        if c < 0.07:
            e, b = self.fe(sc, d + 1)
            return f"-{e}" if not e.startswith("-") else f"-({e})", b
        if c < 0.12:
            e, b = self.fe(sc, d + 1)
            return f"abs({e})", b
        if c < 0.19:
            (e1, b1), (e2, b2) = self.fe(sc, d + 1), self.fe(sc, d + 1)
            return f"{r.choice(['min', 'max'])}({e1}, {e2})", max(b1, b2)
        if c < 0.24:
            e, b = self.fe(sc, d + 1)
            # Not x ** 2 or ** 0.5: Numba computes x * x and sqrt(x), Python libm's pow,
            # which differ in the last bit now and then
            k = r.random()
            if k < 0.4:
                return f"(abs({e}) ** {r.choice(['1.5', '0.25', '1.3'])})", max(b, 1) ** 1.5
            if k < 0.6:
                return f"((abs({e}) + 1.0) ** -0.5)", 1.0
            return f"({e} ** ({self.ie(sc, 2)[0]} % 2))", max(b, 1)
        op = r.choice(["+", "-", "*", "/", "+", "-", "*", "/", "//", "%"])
        e1, b1 = self.fe(sc, d + 1)
        lhs_int = r.random() < 0.2    # an int operand: int op float is float in both
        if lhs_int:
            e1, b1 = self.ie(sc, d + 1)
        if op in ("/", "//", "%"):
            e2, b2, m2 = self.float_div(sc, ints=not (lhs_int and op != "/"))
            if op == "%":
                return f"({e1} % {e2})", b2
            return f"({e1} {op} {e2})", b1 / m2 + 1
        e2, b2 = self.fe(sc, d + 1)
        if r.random() < 0.15:
            e1, e2 = e2, e1
        return f"({e1} {op} {e2})", (b1 * b2 if op == "*" else b1 + b2)

    def cond(self, sc, d=0, strict=False):
        """A condition; strict: a bool in Python too (no `x or y` of numbers,
        which is one of them), for assigning to a bool variable."""
        r = self.r
        c = r.random()
        if d < 1 and c < 0.2:
            return f"{self.cond(sc, d + 1, strict)} {r.choice(['and', 'or'])} {self.cond(sc, d + 1, strict)}"
        if d < 1 and c < 0.25:
            return f"not ({self.cond(sc, d + 1)})"
        if c < 0.3:
            v = self.pick_var(sc, "b")
            if v:
                return r.choice([v[0], f"not {v[0]}"])
        if c < 0.34 and not strict:    # truth of an int or a float
            return r.choice([self.ie, self.fe])(sc, 2)[0]
        if c < 0.36:
            return f"{r.choice(['math.isnan', 'math.isfinite', 'math.isinf'])}({self.fe(sc, 2)[0]})"
        cmp = r.choice(["<", "<=", ">", ">=", "==", "!="])
        k = r.random()
        if k < 0.45:
            return f"{self.ie(sc, 1)[0]} {cmp} {self.ie(sc, 1)[0]}"
        if k < 0.8:
            return f"{self.fe(sc, 1)[0]} {cmp} {self.fe(sc, 1)[0]}"
        if k < 0.9:
            return f"{self.ie(sc, 1)[0]} {cmp} {self.fe(sc, 1)[0]}"
        return f"{self.ie(sc, 2)[0]} < {self.ie(sc, 2)[0]} <= {self.ie(sc, 2)[0]}"

    # ---- calls ----

    def rec_call(self, sc):
        self.incall += 1
        try:
            r = self.r
            k = r.choice([str(r.randint(0, 4)), f"{self.ie(sc, 2)[0]} % 5"])
            if self.rec_kind == "i":
                return f"rec({k}, {self.bounded_int(sc, IB, 2)})"
            return f"rec({k}, {self.bounded_float(sc, 2)})"
        finally:
            self.incall -= 1

    def g_call(self, sc):
        self.incall += 1
        try:
            arr = self.r.choice(self.arrays(sc, "f", writable=True))
            return f"g({self.bounded_int(sc, IB, 2)}, {self.bounded_float(sc, 2)}, {arr})"
        finally:
            self.incall -= 1

    def bounded_int(self, sc, bound, d=0):
        e, b = self.ie(sc, d)
        if b <= bound:
            return e
        if self.r.random() < 0.5:
            m = self.r.choice([1009, 97, 99991 if bound >= 99991 else 1009])
            return f"({e}) % {m}"
        return f"min(max({e}, -{bound}), {bound})"

    def bounded_float(self, sc, d=0):
        e, b = self.fe(sc, d)
        if b <= FB:
            return e
        return f"min(max({e}, -1e6), 1e6)"

    # ---- statements: each returns a list of lines ----

    def clamp_line(self, p, v, t):
        r = self.r
        if t == "i":
            return r.choice([f"{p}{v} = min(max({v}, -{IB}), {IB})", f"{p}{v} = {v} % 99991",
                             f"{p}{v} %= {r.choice([1009, 99991, 7919])}"])
        return f"{p}{v} = min(max({v}, -1e6), 1e6)"

    def stmt(self, sc, ind, depth, in_loop):
        r = self.r
        p = " " * ind
        c = r.random()
        ivars = [n for n in sc["assign"] if n in sc["vars"] and sc["vars"][n][0] == "i"]
        fvars = [n for n in sc["assign"] if n in sc["vars"] and sc["vars"][n][0] == "f"]
        bvars = [n for n in sc["assign"] if n in sc["vars"] and sc["vars"][n][0] == "b"]
        if c < 0.15 and ivars:
            return [f"{p}{r.choice(ivars)} = {self.bounded_int(sc, IB)}"]
        if c < 0.27 and fvars:
            return [f"{p}{r.choice(fvars)} = {self.bounded_float(sc)}"]
        if c < 0.3 and bvars:
            v = r.choice(bvars)
            return [f"{p}{v} = " + r.choice([self.cond(sc, strict=True), f"not {v}",
                                              f"{v} and ({self.cond(sc, 1, True)})",
                                              f"{v} or {self.cond(sc, 1, True)}"])]
        if c < 0.4:    # augmented assignment, then back in bounds
            t = r.choice("if")
            vs = ivars if t == "i" else fvars
            if not vs:
                return []
            v = r.choice(vs)
            if t == "i":
                op = r.choice(["+=", "-=", "*=", "//=", "%=", "+=", "-="])
                if op in ("//=", "%="):
                    return [f"{p}{v} {op} {self.int_div(sc)[0]}"]
                e, b = self.ie(sc, 1 if op == "*=" else 0)
                if op == "*=" and b * IB > IMAX:
                    e = f"({e}) % 100"
                return [f"{p}{v} {op} {e}", self.clamp_line(p, v, "i")]
            op = r.choice(["+=", "-=", "*=", "/=", "+="])
            if op == "/=":
                return [f"{p}{v} /= {self.float_div(sc)[0]}", self.clamp_line(p, v, "f")]
            e = self.bounded_float(sc, 1)
            return [f"{p}{v} {op} {e}", self.clamp_line(p, v, "f")]
        if c < 0.5 and self.arrays(sc, "f", True) + self.arrays(sc, "i", True):   # array stores
            a = r.choice(self.arrays(sc, "f", True) + self.arrays(sc, "i", True))
            t = sc["arrays"][a]
            lim = IB if t == "i" else "1e6"
            if r.random() < 0.3 and "k" in sc["vars"]:
                e = self.bounded_int(sc, IB, 1) if t == "i" else self.bounded_float(sc, 1)
                return [f"{p}k = {self.index(sc, a)}", f"{p}{a}[k] {r.choice(['+=', '-='])} {e}",
                        f"{p}{a}[k] = min(max({a}[k], -{lim}), {lim})"]
            if r.random() < 0.1:    # swap two elements
                i1, i2 = self.index(sc, a), self.index(sc, a)
                return [f"{p}{a}[{i1}], {a}[{i2}] = {a}[{i2}], {a}[{i1}]"]
            if t == "f" and r.random() < 0.15:
                val = self.bounded_int(sc, IB, 1)     # int stored into a float array: converted
            else:
                val = self.bounded_int(sc, IB) if t == "i" else self.bounded_float(sc)
            return [f"{p}{a}[{self.index(sc, a)}] = {val}"]
        if c < 0.55:    # tuples
            k = r.random()
            if len(ivars) >= 2 and k < 0.3:
                a, b = r.sample(ivars, 2)
                return [f"{p}{a}, {b} = {b}, {a}"]
            if "tp" in sc["assign"] and k < 0.55:
                return [f"{p}tp = ({self.bounded_int(sc, IB, 1)}, {self.bounded_float(sc, 1)})"]
            if "tp" in sc["assign"] and k < 0.65 and ivars and fvars:
                return [f"{p}{r.choice(ivars)}, {r.choice(fvars)} = tp"]
            if len(ivars) >= 2 and k < 0.7:
                a, b = r.sample(ivars, 2)
                return [f"{p}{a}, {b} = divmod({self.bounded_int(sc, IB, 1)}, {self.int_div(sc, small=True)[0]})"]
            if len(fvars) >= 2 and k < 0.75:
                a, b = r.sample(fvars, 2)
                return [f"{p}{a}, {b} = divmod({self.bounded_float(sc, 1)}, {self.float_div(sc, ints=False)[0]})",
                        self.clamp_line(p, a, "f"), self.clamp_line(p, b, "f")]
            if ivars and fvars:
                return [f"{p}{r.choice(ivars)}, {r.choice(fvars)} = {self.bounded_int(sc, IB, 1)}, {self.bounded_float(sc, 1)}"]
            return []
        if c < 0.6 and "ls" in sc.get("lists", ()):    # a list of ints, never empty, at most ~50 long
            k = r.random()
            if k < 0.3:
                return [f"{p}if len(ls) < 50:", f"{p}    ls.append({self.bounded_int(sc, IB, 1)})"]
            if k < 0.5:
                return [f"{p}ls[({self.ie(sc, 1)[0]}) % len(ls)] = {self.bounded_int(sc, IB, 1)}"]
            if k < 0.6:
                return [f"{p}if len(ls) > 1:", f"{p}    {r.choice(['ls.pop()', 'ls.pop(0)', 'ls.remove(ls[-1])'])}"]
            if k < 0.7:
                return [f"{p}ls.{r.choice(['sort()', 'reverse()', 'sort(reverse=True)'])}"]
            if k < 0.8:
                return [f"{p}if len(ls) < 50:", f"{p}    ls.insert(({self.ie(sc, 1)[0]}) % 4, {self.bounded_int(sc, IB, 1)})"]
            if k < 0.9 and ivars:
                v = r.choice(ivars)
                return [f"{p}for e in ls:", f"{p}    {v} += e % 7", self.clamp_line(p, v, "i")]
            return [f"{p}ls = [{r.choice(['e % 7', '(e * 2) % 1000', '-e'])} for e in ls{r.choice(['', ' if e > 0'])}] or [1]"]
        if c < 0.63 and "dd" in sc.get("lists", ()):    # a dict of small int keys
            k = r.random()
            if k < 0.5:
                return [f"{p}dd[({self.ie(sc, 1)[0]}) % 9] = {self.bounded_int(sc, IB, 1)}"]
            if k < 0.65:
                return [f"{p}dd.pop(({self.ie(sc, 1)[0]}) % 9, 0)"]
            if ivars:
                v = r.choice(ivars)
                loop = r.choice(["for kk in dd:", "for kk, vv in dd.items():"])
                return [f"{p}{loop}", f"{p}    {v} += kk * 3 + dd[kk] % 5", self.clamp_line(p, v, "i")]
            return []
        if c < 0.57 and sc.get("g") and self.helper_tuple and ivars and fvars:
            return [f"{p}{r.choice(ivars)}, {r.choice(fvars)} = {self.g_call(sc)}"]
        if c < 0.7 and depth < self.maxdepth:
            out = [f"{p}if {self.cond(sc)}:"]
            out += self.block(sc, ind + 4, depth + 1, in_loop, 1, 2)
            while r.random() < 0.25:
                out.append(f"{p}elif {self.cond(sc)}:")
                out += self.block(sc, ind + 4, depth + 1, in_loop, 1, 2)
            if r.random() < 0.4:
                out.append(f"{p}else:")
                out += self.block(sc, ind + 4, depth + 1, in_loop, 1, 2)
            return out
        if c < 0.78 and in_loop:
            return [f"{p}if {self.cond(sc)}:", f"{p}    {r.choice(['break', 'continue'])}"]
        if c < 0.92 and depth < self.maxdepth:
            return self.loop(sc, ind, depth)
        if c < 0.94 and sc.get("ret") and depth > 0:
            return [f"{p}if {self.cond(sc)}:", f"{p}    return {sc['ret']}"]
        return []

    def block(self, sc, ind, depth, in_loop, lo, hi, pre=()):
        sc = dict(sc, vars=dict(sc["vars"]))    # what a loop leaves defined stays in this block
        out = list(pre)
        for _ in range(self.r.randint(lo, hi)):
            out += self.stmt(sc, ind, depth, in_loop)
        if len(out) == len(pre):
            out.append(" " * ind + "pass")
        return out

    def loop(self, sc, ind, depth):
        r = self.r
        p = " " * ind
        n = self.loopn
        self.loopn += 1
        inner = dict(sc, vars=dict(sc["vars"]), idx=dict(sc.get("idx", {})))
        c = r.random()
        if c < 0.4:
            v = f"i{n}"
            step = r.choice([1, 1, 1, 2, 3, 5, -1, -2, -3])
            if step > 0:
                lo = r.choice([str(r.randint(-5, 5)), f"{self.ie(sc, 2)[0]} % 10", "0"])
                hi = r.choice([str(r.randint(-2, 40)), f"{self.ie(sc, 2)[0]} % 30",
                               f"len({r.choice(list(sc['arrays']))}) + {r.randint(0, 3)}"])
            else:
                lo = r.choice([str(r.randint(0, 40)), f"{self.ie(sc, 2)[0]} % 30"])
                hi = r.choice([str(r.randint(-5, 5)), f"{self.ie(sc, 2)[0]} % 10"])
            args = f"{lo}, {hi}, {step}" if step != 1 or r.random() < 0.3 else (
                f"{lo}, {hi}" if lo != "0" else hi)
            inner["vars"][v] = ("i", 45)
            head = [f"{p}for {v} in range({args}):"]
        elif c < 0.6:   # an index loop over an array
            a = r.choice(list(sc["arrays"]))
            v = f"i{n}"
            n_ = r.choice([f"len({a})", f"{a}.shape[0]"])
            k = r.random()
            if k < 0.4:
                args, forms = n_, [v, f"-1 - {v}"]
            elif k < 0.6:
                args, forms = f"{n_} - 1, -1, -1", [v]
            elif k < 0.8:
                args, forms = f"1, {n_}", [v, f"{v} - 1"]
            else:
                args, forms = f"0, {n_} - 1, {r.choice([1, 2])}", [v, f"{v} + 1"]
            inner["vars"][v] = ("i", 8)
            inner["idx"][v] = (a, forms)
            head = [f"{p}for {v} in range({args}):"]
        elif c < 0.75:
            a = r.choice(list(sc["arrays"]))
            v = f"e{n}"
            inner["vars"][v] = (sc["arrays"][a], IB if sc["arrays"][a] == "i" else FB)
            k = r.random()
            if k < 0.25:
                inner["vars"][f"i{n}"] = ("i", 8)
                inner["idx"][f"i{n}"] = (a, [f"i{n}", f"-1 - i{n}"])
                head = [f"{p}for i{n}, {v} in enumerate({a}):"]
            elif k < 0.45:
                a2 = r.choice(list(sc["arrays"]))
                inner["vars"][f"v{n}"] = (sc["arrays"][a2], IB if sc["arrays"][a2] == "i" else FB)
                head = [f"{p}for {v}, v{n} in zip({a}, {a2}):"]
            else:
                head = [f"{p}for {v} in {a}:"]
        else:
            v = f"w{n}"
            inner["vars"][v] = ("i", 40)
            bound = r.randint(0, 40)
            k = r.random()
            if k < 0.2:
                return [f"{p}{v} = 0", f"{p}while True:", f"{p}    {v} += 1",
                        f"{p}    if {v} > {bound}:", f"{p}        break"] + self.block(inner, ind + 4, depth + 1, True, 1, 3)
            head = f"{p}while {v} < {bound}:" if k < 0.6 else f"{p}while {v} < {bound} and ({self.cond(sc)}):"
            out = [f"{p}{v} = 0", head] + self.block(inner, ind + 4, depth + 1, True, 1, 3, pre=[f"{p}    {v} += 1"])
            if r.random() < 0.1:
                out += [f"{p}else:"] + self.block(sc, ind + 4, depth + 1, False, 1, 1)
            return out
        t = inner["vars"][v][0]
        if r.random() < 0.2:    # the body assigns the loop variable (the next iteration does not see it)
            inner["assign"] = list(sc["assign"]) + [v]
            inner["idx"].pop(v, None)
            inner["vars"][v] = (t, IB if t == "i" else FB)
        pre = []
        if r.random() < 0.25:   # defined before, read after: its last value, or this one
            pre = [f"{p}{v} = {'0' if t == 'i' else '0.0'}"]
        out = pre + head + self.block(inner, ind + 4, depth + 1, True, 1, 4)
        if r.random() < 0.1:
            out += [f"{p}else:"] + self.block(sc, ind + 4, depth + 1, False, 1, 1)
        if pre:
            sc["vars"][v] = (t, IB if t == "i" else FB)
        return out

    # ---- functions ----

    def rec_fn(self):
        r = self.r
        t = self.rec_kind
        sc = {"vars": {"k": ("i", 4), "v": (t, IB if t == "i" else FB)}, "arrays": {}, "assign": []}
        if t == "i":
            base = self.bounded_int(sc, IB, 1)
            arg = f"{self.bounded_int(sc, IB, 2)}"
            rest, _ = self.ie(sc, 2)
            more = r.choice(["", f" + rec(k - 2, {self.bounded_int(sc, IB, 2)})"])
            return ["@njit", "def rec(k, v):", "    if k <= 0:", f"        return ({base}) % {RB}",
                    f"    return (rec(k - 1, {arg}){more} {r.choice(['+', '-', '*'])} {rest}) % {RB}"]
        base = self.bounded_float(sc, 1)
        arg = self.bounded_float(sc, 2)
        rest = self.bounded_float(sc, 2)
        return ["@njit", "def rec(k, v):", "    if k <= 0:", f"        return min(max({base}, -1e6), 1e6)",
                f"    return min(max(rec(k - 1, {arg}) {r.choice(['+', '-', '*'])} {rest}, -1e6), 1e6)"]

    def g_fn(self):
        sc = {"vars": {"p": ("i", IB), "q": ("f", FB), "s": ("i", IB), "t": ("f", FB), **self.globals_()},
              "arrays": {"zs": "f", "GA": "f"}, "ro": {"GA"}, "assign": ["p", "q", "s", "t"], "rec": True}
        if self.helper_tuple:
            ret = f"{self.bounded_int(sc, IB)}, {self.bounded_float(sc)}"
        elif self.helper_ret == "i":
            ret = f"({self.ie(sc)[0]}) % {HIB}"
        else:
            ret = self.bounded_float(sc)
        sc["ret"] = ret
        body = ["    s = p", "    t = q"] + self.block(sc, 4, 1, False, 0, 3)
        return ["@njit", "def g(p, q, zs):"] + body + [f"    return {ret}"]

    def s_fn(self):
        """A helper on an int and a float only (the frozen global array read,
        never written): what a hot Python loop calls through its trace."""
        sc = {"vars": {"p": ("i", IB), "q": ("f", FB), "s": ("i", IB), "t": ("f", FB), **self.globals_()},
              "arrays": {"GA": "f"}, "ro": {"GA"}, "assign": ["p", "q", "s", "t"]}
        ret = f"({self.ie(sc)[0]}) % {HIB}" if self.r.random() < 0.5 else self.bounded_float(sc)
        sc["ret"] = ret
        body = ["    s = p", "    t = q"] + self.block(sc, 4, 1, False, 0, 3)
        return ["@njit", "def sfn(p, q):"] + body + [f"    return {ret}"]

    def p_fn(self):
        """A parallel=True function: a prange loop with reductions (ints,
        float sums of ints: exact in any order; float max/min) under
        conditions, and an array written per iteration."""
        r = self.r
        # Not i itself: Numba types a prange index as uint64 in places.
        sc = {"vars": {"k": ("i", IB), "xi": ("f", FB), "yi": ("i", IB), **self.globals_()},
              "arrays": {"GA": "f"}, "ro": {"GA"}, "assign": []}
        # (No fastmath: it may change a float's last bit, as Numba's does.)
        lines = ["@njit(parallel=True)", "def pf(xs, ys, k):",
                 "    s = 0", "    t = 0.0", "    m = -1e300", "    w = np.zeros(len(xs))",
                 "    for i in prange(len(xs)):", "        xi = xs[i]", "        yi = ys[i % len(ys)]"]
        s_op = r.choice(['+=', '-='])   # Numba refuses a reduction with two operators
        m_fn = r.choice(['max', 'min'])
        # Each reduction updated at most once per iteration (Numba refuses more).
        kinds = r.sample(["s", "t", "m", "w", "w"], r.randint(1, 4))
        for kind in kinds:
            pre = "        "
            if r.random() < 0.3:
                lines.append(f"        if {self.cond(sc)}:")
                pre = "            "
            if kind == "s":
                lines.append(f"{pre}s {s_op} {self.bounded_int(sc, 1009)}")
            elif kind == "t":
                lines.append(f"{pre}t += float({self.bounded_int(sc, 1009)})")
            elif kind == "m":
                lines.append(f"{pre}m = {m_fn}(m, {self.bounded_float(sc)})")
            else:
                lines.append(f"{pre}w[i] = {self.bounded_float(sc)}")
        return lines + ["    return s, t, m, w"]

    def h_fn(self):
        """A helper with nine arguments (more than the registers that pass them)."""
        sc = {"vars": {"a1": ("i", IB), "f1": ("f", FB), "a2": ("i", IB), "f2": ("f", FB), "a3": ("i", IB),
                       "f3": ("f", FB), "a4": ("i", IB), "f4": ("f", FB)},
              "arrays": {"za": "f"}, "assign": ["a1", "a2", "a3", "a4", "f1", "f2", "f3", "f4"]}
        body = self.block(sc, 4, 1, False, 0, 2)
        terms = [self.r.choice(["a1", "f1", "a2", "f2", "a3", "f3", "a4", "f4"]) for _ in range(3)]
        ret = f"min(max({self.fe(sc, 1)[0]} + {' - '.join(terms)}, -1e6), 1e6)"
        return ["@njit", "def h(a1, f1, a2, f2, a3, f3, a4, f4, za):"] + body + [f"    return {ret}"]

    def h_call(self, sc):
        self.incall += 1
        try:
            args = []
            for t in "ifififif":
                args.append(self.bounded_int(sc, IB, 2) if t == "i" else self.bounded_float(sc, 2))
            return f"h({', '.join(args)}, {self.r.choice(self.arrays(sc, 'f', writable=True))})"
        finally:
            self.incall -= 1

    def f_fn(self):
        r = self.r
        sc = {"vars": {"p": ("i", IB), "q": ("i", IB), "r": ("f", FB), "a": ("i", IB), "b": ("i", IB),
                       "n": ("i", IB), "x": ("f", FB), "y": ("f", FB), "acc": ("i", IB), "k": ("i", 8),
                       "c": ("i", IB), "m": ("i", IB), "z": ("f", FB), "u": ("f", FB),
                       "fl": ("b", 1), "tp[0]": ("i", IB), "tp[1]": ("f", FB), "tp[-1]": ("f", FB),
                       "len(tp)": ("i", 2), **self.globals_()},
              "arrays": {"xs": "f", "ys": "i", "GA": "f"}, "ro": {"GA"},
              "assign": ["a", "b", "n", "x", "y", "acc", "fl", "tp", "c", "m", "z", "u"], "rec": True, "g": True}
        acc_t = r.choice("if")
        sc["vars"]["acc"] = (acc_t, IB if acc_t == "i" else FB)
        head = ["@njit", "def f(p, q, r, xs, ys):", "    a = p", "    b = q", "    n = 0", "    k = 0",
                "    x = r", f"    y = {r.choice(['0.5', '-1.25', 'r * 2.0', 'float(q)'])}",
                f"    acc = {'0' if acc_t == 'i' else '0.0'}", f"    fl = {r.choice(['False', 'True', 'p < q'])}",
                "    tp = (q, r)", f"    c = {r.choice(['0', 'len(xs)', 'ys[0]'])}", f"    m = {r.choice(['-1', 'p * q', 'G'])}",
                f"    z = {r.choice(['0.0', 'xs[0]', 'H'])}", f"    u = {r.choice(['1.0', 'r - 1.0', '-0.0'])}"]
        if r.random() < 0.3:    # a local array
            head.append(f"    ws = np.{r.choice(['zeros', 'ones'])}({r.choice(['len(xs)', '3', '7'])})")
            sc["arrays"]["ws"] = "f"
        if r.random() < 0.05:
            head.append(f"    vs = np.zeros({r.choice(['len(ys)', '4'])}, np.int64)")
            sc["arrays"]["vs"] = "i"
        sc["lists"] = set()
        if r.random() < 0.25:   # a list of ints (never empty)
            head.append("    ls = " + r.choice(["[c, m]", "[v % 7 for v in ys]", "[1]", "list(ys)", "[int(v) for v in xs]"]))
            sc["lists"].add("ls")
        if r.random() < 0.15:   # a dict of ints
            head.append("    dd = " + r.choice(["{}", "{0: c, 1: m}", "{1: p}"]))
            head.append("    dd[2] = q")
            sc["lists"].add("dd")
        names = ["a", "b", "n", "x", "y", "acc", "fl", "c", "m", "z", "u"]
        r.shuffle(names)
        ret = ", ".join(names[:r.randint(1, 9)])
        if "ls" in sc["lists"] and r.random() < 0.5:
            ret += ", ls"
        if "dd" in sc["lists"] and r.random() < 0.5:
            ret += ", sorted(dd.items())"
        if r.random() < 0.1 and "," in ret:
            ret = f"({ret}), {r.choice(names)}"
        sc["ret"] = ret
        body = []
        while len(body) < 4:
            body += self.block(sc, 4, 0, False, 3, r.choice([6, 8, 12]))
        return head + body + [f"    return {ret}"]

    def args(self):
        r = self.r
        out = []
        for _ in range(3):
            nx, ny = r.randint(1, 7), r.randint(1, r.choice([7, 12]))
            xs = [r.choice([float(r.randint(-9, 9)), round(r.uniform(-10, 10), r.randint(0, 3)), r.uniform(-1e3, 1e3), -0.0])
                  for _ in range(nx)]
            ys = [r.randint(-50, 50) for _ in range(ny)]
            out.append(f"    ({r.randint(-100, 100)}, {r.randint(-100, 100)}, "
                       f"{r.choice([0.5, -3.25, 1e-3, r.uniform(-100, 100), 0.0, 7.0])!r}, {xs!r}, {ys!r}),")
        return "\n".join(out)

    def program(self):
        lines = ["import math", "import numpy as np", "from numba import njit, prange, vectorize", "",
                 f"G = {self.G}", f"H = {self.H!r}", f"T = {self.T!r}", f"GA = np.array({self.GA!r})", "", ""]
        lines += self.rec_fn() + ["", ""] + self.g_fn() + ["", ""] + self.h_fn() + ["", ""] + self.s_fn() + ["", ""]
        lines += self.p_fn() + ["", ""]
        lines += self.f_fn()
        return "\n".join(lines) + HARNESS.format(args=self.args())


# ---- running and judging ----

def run(cmd, path, timeout):
    p = subprocess.Popen(cmd + [path], stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=REPO,
                         start_new_session=True)
    try:
        out, err = p.communicate(timeout=timeout)
        return p.returncode, out.decode(errors="replace"), err.decode(errors="replace")
    except subprocess.TimeoutExpired:
        os.killpg(p.pid, 9)
        p.communicate()
        return "timeout", "", ""


UNSUPPORTED_EXC = ("TypingError", "UnsupportedError", "NumbaNotImplementedError", "NotImplementedError",
                   "UnsupportedRewriteError", "LoweringError")


def reason(exc):
    """The headline of a compile error: 'EXC TypingError: Failed in ...\\n<reason>\\n...'."""
    text = exc.split(": ", 1)[1] if ": " in exc else exc
    lines = [ln.strip() for ln in text.split("\\n") if ln.strip()]
    lines = [ln for ln in lines if not ln.startswith("Failed in nopython mode pipeline")]
    if not lines:
        return exc[:120]
    head = lines[0]
    if head.startswith("No implementation of function") and len(lines) > 1 and lines[1].startswith(">>>"):
        head += " " + lines[1]
    head = re.sub(r"File \"[^\"]*\", line \d+.*", "", head)
    head = re.sub(r"Literal\[(\w+)\]\([^)]*\)", r"Literal[\1]", head)
    return head[:160]


def judge(res):
    """('ok' | 'unsupported' | 'invalid' | finding kind, detail) for one run."""
    rc, out, err = res
    if rc == "timeout":
        return "hang", "timed out"
    nj, py = {}, {}
    for ln in out.splitlines():
        if ln.startswith("NJ "):
            nj[len(nj)] = ln[3:]
        elif ln.startswith("PY "):
            py[len(py)] = ln[3:]
    if isinstance(rc, int) and rc < 0:
        return "crash", f"signal {-rc} after {len(nj)} compiled calls, {len(py)} Python calls"
    if rc != 0 or "DONE" not in out:
        tail = err.strip().splitlines()[-3:]
        return "error", f"exit {rc}: " + " | ".join(tail)
    unsupported = None
    for i in range(max(len(nj), len(py))):
        a, b = nj.get(i, "<missing>"), py.get(i, "<missing>")
        if "<missing>" in (a, b):
            return "invalid", f"call {i}: a result line is missing"
        if a.startswith("EXC ") and (a[4:].split(":")[0] in UNSUPPORTED_EXC or "tpy cannot" in a):
            unsupported = reason(a.rsplit(" [", 2)[0])
            continue
        if b.startswith("EXC "):
            return "invalid", f"call {i}: Python raised: {b[:200]}"
        if a != b:
            return "mismatch", f"call {i}:\n    njit:    {a}\n    py_func: {b}"
    if err.strip():
        return "stderr", err.strip()[-400:]
    if unsupported:
        return "unsupported", unsupported
    return "ok", ""


FINDINGS = ("hang", "crash", "error", "mismatch", "stderr", "pyfunc")


def snapshot(tpy, tmp):
    """A private copy of the binary: the tree may be rebuilt while we fuzz
    (a half-linked build/tpy would look like a crash). Waits out a link."""
    dst = os.path.join(tmp, "tpy")
    for _ in range(60):
        try:
            shutil.copy2(tpy, dst)
            if subprocess.run([dst, "-c", "print(1)"], capture_output=True, timeout=30).stdout == b"1\n":
                return dst
        except (OSError, subprocess.SubprocessError):
            pass
        time.sleep(5)
    sys.exit(f"{tpy} does not run")


class Fuzzer:
    def __init__(self, opts):
        self.o = opts
        self.lock = threading.Lock()
        self.tmp = tempfile.mkdtemp(prefix="njit_fuzz_")
        self.tpy = opts.tpy if opts.no_snapshot or opts.validate else snapshot(opts.tpy, self.tmp)
        try:
            head = subprocess.run(["git", "-C", REPO, "log", "-1", "--format=%h %cd", "--date=iso"],
                                  capture_output=True, text=True).stdout.strip()
        except OSError:
            head = "?"
        self.build = f"{opts.tpy} built {time.strftime('%Y-%m-%d %H:%M', time.localtime(os.path.getmtime(opts.tpy)))}, " \
                     f"tree at {head}"
        self.counts = collections.Counter()
        self.reasons = collections.Counter()
        self.reason_seed = {}
        self.invalid = []
        self.findings = []
        self.minimised = 0
        self.unconfirmed = 0
        self.groups = collections.Counter()
        self.n = 0

    def cmd(self, mode):
        return [self.tpy, f"--jit={mode}"]

    def check(self, src, tag, modes=None, timeout=None):
        """Run src in each mode; the first finding (or the overall verdict) as (kind, detail, mode)."""
        path = os.path.join(self.tmp, f"{tag}.py")
        with open(path, "w") as fh:
            fh.write(src)
        verdict = None
        outs = {}
        for mode in modes or self.o.modes:
            res = run(self.cmd(mode), path, timeout or self.o.timeout)
            kind, detail = judge(res)
            if kind in FINDINGS:
                return kind, detail, mode
            outs[mode] = [ln for ln in res[1].splitlines() if ln.startswith("PY ")]
            if verdict is None or kind != "ok":
                verdict = (kind, detail, mode)
        vals = list(outs.values())
        if len(vals) > 1 and any(v != vals[0] for v in vals):
            return "mismatch", "py_func's output differs between modes " + ", ".join(outs), "+".join(outs)
        return verdict

    def oracle(self, src, tag):
        """Run under CPython with the real Numba: 'agrees' when its njit matches its py_func."""
        if not self.o.oracle:
            return None
        path = os.path.join(self.tmp, f"{tag}_oracle.py")
        with open(path, "w") as fh:
            fh.write(src)
        kind, detail = judge(run([self.o.oracle], path, 120))
        return kind, detail

    def minimise(self, src, keep, mode, tag, oracle_each=False):
        """Delete statements (a line with its block, or a block header with
        its body kept), argument sets and value clamps while the program still
        fails the same way (and, with oracle_each, Numba still agrees with
        Python on it)."""
        lines = src.split("\n")
        t0 = time.time()
        modes = mode.split("+")
        self.check(src, tag + "_min", modes)
        timeout = self.o.timeout if keep("hang", "") else min(self.o.timeout, 2 + 10 * (time.time() - t0))

        def still(cand):
            text = "\n".join(cand)
            try:
                compile(text, "<cand>", "exec")
            except SyntaxError:
                return False
            if not keep(*self.check(text, tag + "_min", modes, timeout)[:2]):
                return False
            if oracle_each:
                o = self.oracle(text, tag + "_min")
                return o is not None and o[0] == "ok"
            return True

        def indent(ln):
            return len(ln) - len(ln.lstrip())

        def block_end(i):
            j = i + 1
            while j < len(lines) and lines[j].strip() and indent(lines[j]) > indent(lines[i]):
                j += 1
            return j

        def editable(i):
            """Function body lines (not the def, decorator or final return) and ARGS entries."""
            args = lines.index("ARGS = [")
            ln = lines[i]
            if args < i < lines.index("]", args):
                return True
            return i < args and ln.startswith("    ") and ln.strip() and not (
                indent(ln) == 4 and ln.strip().startswith("return") and not lines[i + 1].startswith(" ")) \
                and not re.match(r"w\d+ \+= 1$", ln.strip())   # a while loop's counter

        clamp = re.compile(r"min\(max\(")
        changed = True
        while changed and time.time() - t0 < self.o.min_seconds:
            changed = False
            i = len(lines) - 1
            while i > 0 and time.time() - t0 < self.o.min_seconds:
                if i >= len(lines) or not editable(i):
                    i -= 1
                    continue
                ln = lines[i]
                s = ln.strip()
                j = block_end(i)
                ind = ln[:indent(ln)]
                tries = [lines[:i] + lines[j:], lines[:i] + [ind + "pass"] + lines[j:]]
                if j > i + 1 and s.endswith(":") and s.startswith(("if ", "for ")):
                    tries.append(lines[:i] + [b[4:] for b in lines[i + 1:j]] + lines[j:])
                for m in clamp.finditer(ln):    # min(max(E, -B), B) -> E
                    depth, k = 0, m.end()
                    while k < len(ln) and not (depth == 0 and ln[k] == ","):
                        depth += {"(": 1, ")": -1}.get(ln[k], 0)
                        k += 1
                    tail = re.match(r", -[0-9.e]+\), [0-9.e]+\)", ln[k:])
                    if tail:
                        tries.append(lines[:i] + [ln[:m.start()] + ln[m.end():k] + ln[k + tail.end():]] + lines[i + 1:])
                for cand in tries:
                    if cand != lines and still(cand):
                        lines = cand
                        changed = True
                        break
                i -= 1
        return "\n".join(lines)

    def explain(self, src, mode, tag):
        """Which side is wrong, by CPython with the real Numba: (Numba agrees with
        Python, comment lines)."""
        if not self.o.oracle:
            return True, ""
        path = os.path.join(self.tmp, f"{tag}_explain.py")
        with open(path, "w") as fh:
            fh.write(src)

        def sides(cmd):
            rc, out, _ = run(cmd, path, 120)
            nj = [ln[3:] for ln in out.splitlines() if ln.startswith("NJ ")]
            py = [ln[3:] for ln in out.splitlines() if ln.startswith("PY ")]
            return nj, py
        tn, tp = sides(self.cmd(mode.split("+")[0]))
        on, op = sides([self.o.oracle])
        agree = bool(op) and on == op and not any(ln.startswith("EXC") for ln in op)
        lines = [f"# CPython + Numba 0.56 ({self.o.oracle}): njit and py_func "
                 + ("agree" if agree else "DIFFER (not a tpy bug: Numba's semantics differ, or the program is invalid)"),
                 f"# tpy's njit {'matches' if tn == op else 'differs from'} CPython's py_func; "
                 f"tpy's py_func {'matches' if tp == op else 'differs from'} CPython's"]
        for i, line in enumerate(op):
            lines.append(f"# CPython py_func, call {i}: {line}")
        return agree, "\n".join(lines) + "\n"

    def one(self, seed):
        src = Gen(random.Random(seed)).program()
        tag = f"p{seed}"
        kind, detail, mode = self.check(src, tag)
        if kind == "invalid" and self.o.oracle and not self.o.validate:
            key = pyfunc_group(exc_signature(detail))
            # CPython runs it: tpy's Python side is wrong (taken as read after 3 of a kind)
            if self.groups[("pyfunc", key)] >= 3 or self.oracle(src, tag)[0] == "ok":
                kind, detail = "pyfunc", "py_func raised under tpy, not under CPython: " + detail
        with self.lock:
            self.n += 1
            self.counts[kind] += 1
            if kind == "unsupported":
                self.reasons[detail] += 1
                self.reason_seed.setdefault(detail, seed)
            elif kind == "invalid" and len(self.invalid) < 20:
                self.invalid.append((seed, detail))
            if kind in FINDINGS:
                self.findings.append(seed)
                print(f"FINDING {kind} seed {seed} (--jit={mode}): {detail.splitlines()[0]}", flush=True)
        if kind not in FINDINGS:
            return
        small = src
        sig = exc_signature(detail)
        group = (kind, pyfunc_group(sig) if kind == "pyfunc" else "")
        with self.lock:
            self.minimised += 1
            self.groups[group] += 1
            do_min = not self.o.no_minimise and self.minimised <= self.o.max_minimise and (
                kind != "hang" or self.o.minimise_hangs) and (kind != "pyfunc" or self.groups[group] <= 2)

        def keep(k, d):
            if kind == "pyfunc":
                return k == "invalid" and exc_signature(d) == sig
            return k == kind
        if do_min:
            small = self.minimise(src, keep, mode, tag)
        agree, note = self.explain(small, mode, tag) if do_min else (True, "# (not minimised or checked: more of a kind)\n")
        if not agree and do_min and kind in ("mismatch", "pyfunc") and self.explain(src, mode, tag)[0]:
            small = self.minimise(src, keep, mode, tag, oracle_each=True)
            agree, note = self.explain(small, mode, tag) if do_min else (True, "# (not minimised or checked: more of a kind)\n")
        rerun = self.check(small, tag + "_min", mode.split("+"))
        os.makedirs(self.o.keep, exist_ok=True)
        out = os.path.join(self.o.keep, f"njit_{kind}_{seed}.py")
        with open(out, "w") as fh:
            fh.write(small)
            fh.write(f"\n# seed {seed}, --jit={mode}: {kind}; {self.build}\n" + note +
                     "".join(f"# {ln}\n" for ln in rerun[1].splitlines()))
        with self.lock:
            if kind in ("mismatch", "pyfunc") and self.o.oracle and not agree:
                self.unconfirmed += 1
            print(f"  kept {out} ({len(src.splitlines())} -> {len(small.splitlines())} lines)"
                  + ("" if agree else " NOT CONFIRMED by Numba under CPython"), flush=True)


def pyfunc_group(sig):
    """Errors alike enough to be one bug: the exception type, and whether a None is involved."""
    return sig.split(":")[0] + (" None" if "NoneType" in sig else "")


def exc_signature(detail):
    """'TypeError: message' of a 'Python raised: EXC ...' detail."""
    m = re.search(r"EXC (.*?)( \[[^]]*\]){2}$", detail)
    return m.group(1) if m else detail


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--tpy", default=os.path.join(REPO, "build/tpy"))
    ap.add_argument("--minutes", type=float, default=1.0)
    ap.add_argument("--count", type=int, help="stop after this many programs")
    ap.add_argument("--seed", type=int, help="first program's seed (the rest follow it)")
    ap.add_argument("-j", "--jobs", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--modes", default="on", help="tpy --jit modes, comma-separated (on,off,eager)")
    ap.add_argument("--keep", default=os.path.join(REPO, "build/njit_fuzz"), help="where findings go")
    ap.add_argument("--timeout", type=float, default=20.0, help="seconds before a run is a hang")
    ap.add_argument("--oracle", default="auto",
                    help="CPython with numba to confirm findings ('auto': /usr/bin/python3 if it has numba; 'none')")
    ap.add_argument("--no-minimise", action="store_true")
    ap.add_argument("--no-snapshot", action="store_true", help="run --tpy itself, not a copy taken at the start")
    ap.add_argument("--minimise-hangs", action="store_true", help="minimise hangs too (slow)")
    ap.add_argument("--max-minimise", type=int, default=25,
                    help="findings past this many are kept as generated (and py_func errors past 2 of a kind)")
    ap.add_argument("--min-seconds", type=float, default=120.0, help="time limit for minimising one finding")
    ap.add_argument("--show", action="store_true", help="print the program for --seed and exit")
    ap.add_argument("--validate", action="store_true",
                    help="run each program under --oracle instead of tpy (checks the generator)")
    opts = ap.parse_args()
    opts.modes = opts.modes.split(",")
    seed = opts.seed if opts.seed is not None else random.randrange(1 << 30)
    if opts.show:
        print(Gen(random.Random(seed)).program(), end="")
        return 0
    if opts.oracle == "auto":
        ok = subprocess.run(["/usr/bin/python3", "-c", "import numba"], capture_output=True).returncode == 0 \
            if os.path.exists("/usr/bin/python3") else False
        opts.oracle = "/usr/bin/python3" if ok else None
    elif opts.oracle == "none":
        opts.oracle = None
    if opts.validate and not opts.oracle:
        sys.exit("--validate needs --oracle")
    fz = Fuzzer(opts)
    if opts.validate:
        fz.cmd = lambda mode: [opts.oracle]
        opts.timeout = max(opts.timeout, 120)
        opts.modes = ["oracle"]
        opts.no_minimise = True
    print(f"{fz.build}\nseed {seed}, {opts.jobs} jobs, modes {','.join(opts.modes)}, "
          f"oracle {opts.oracle or 'none'}", flush=True)
    deadline = time.time() + opts.minutes * 60
    started = 0
    with concurrent.futures.ThreadPoolExecutor(opts.jobs) as ex:
        pending = set()
        while True:
            while len(pending) < opts.jobs and time.time() < deadline and (opts.count is None or started < opts.count):
                pending.add(ex.submit(fz.one, seed + started))
                started += 1
            if not pending:
                break
            done, pending = concurrent.futures.wait(pending, return_when=concurrent.futures.FIRST_COMPLETED)
            for d in done:
                d.result()
    c = fz.counts
    print(f"\n{fz.n} programs: {c['ok']} compiled and agreed, {c['unsupported']} not compiled (unsupported), "
          f"{c['invalid']} invalid (py_func raised{' under CPython too' if opts.oracle else ''}: a generator bug), "
          f"{len(fz.findings)} findings " + " ".join(f"{k}={c[k]}" for k in FINDINGS if c[k])
          + (f" ({fz.unconfirmed} not confirmed by Numba under CPython)" if fz.unconfirmed else ""))
    if fz.invalid:
        print("invalid programs (first few):")
        for s, d in fz.invalid[:5]:
            print(f"  seed {s}: {d}")
    if fz.reasons:
        print("top reasons a program was not compiled (count, first seed):")
        for rsn, k in fz.reasons.most_common(15):
            print(f"  {k:6d}  {rsn}   [seed {fz.reason_seed[rsn]}]")
    return 1 if fz.findings else 0


if __name__ == "__main__":
    sys.exit(main())
