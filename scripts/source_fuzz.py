#!/usr/bin/env python3
"""Fuzzer for tpy's lexer, parser and compiler.

(a) mutated sources: every .py under tests/ with random damage (tokens or
    lines deleted, duplicated, swapped; punctuation, keywords, unicode,
    indentation, NUL bytes, invalid UTF-8, coding cookies inserted; truncated;
    nesting 10^2..10^5 deep; very long lines) go through compile() inside one
    tpy process per batch; a few (those CPython rejects, so nothing runs)
    also through `tpy -c SRC` and `tpy FILE`. A crash, a hang or an internal
    error is a finding; compile() accepting what CPython rejects (or the
    reverse) is a lower-priority divergence.
(b) generated programs: random valid programs (expressions, statements,
    comprehensions, f-strings, match, try/except, classes, lambdas,
    decorators, closures) run by tpy and CPython; their results must agree.

    python3 scripts/source_fuzz.py --minutes 20
    python3 scripts/source_fuzz.py --seed 7 --show            # a batch's cases
    python3 scripts/source_fuzz.py --mode gen --minutes 5     # only (b)

Findings go to build/source_fuzz/: crash_*, divergence_* (mutated), and
mismatch_*/message_* (generated).
"""
import glob
import os
import random
import re
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import fuzz_common as fc  # noqa: E402

COMPILE_DRIVER = r'''
import sys
lines = open(sys.argv[1], encoding='ascii').read().split('\n')
for i in range(len(lines)):
    if not lines[i]:
        continue
    src = bytes.fromhex(lines[i])
    print('S', i, flush=True)
    try:
        compile(src, '<fuzz>', 'exec')
        out = 'OK'
    except SyntaxError as e:
        out = 'SyntaxError'
    except (ValueError, MemoryError, RecursionError, OverflowError) as e:
        out = type(e).__name__
    print('R', i, out, flush=True)
'''

EXEC_DRIVER = r'''
import sys
lines = open(sys.argv[1], encoding='ascii').read().split('\n')
for i in range(len(lines)):
    if not lines[i]:
        continue
    src = bytes.fromhex(lines[i]).decode('utf-8')
    print('S', i, flush=True)
    out = []
    try:
        exec(compile(src, '<gen>', 'exec'), {'out': out, '__name__': '__gen__'})
        res = ascii(out)
    except Exception as e:
        res = ascii(out) + ' ' + type(e).__name__ + ': ' + ascii(str(e))
    print('R', i, res, flush=True)
'''

TOKENS = ["(", ")", "[", "]", "{", "}", ":", ",", ".", ";", "=", "==", "->", "**", "*", "@", ":=", "\\", "\\\n",
          "'", '"', '"""', "'''", "f'", 'f"', "rb'", "{", "}", "#", "\n", "\t", " ", "    ", "\r", "\r\n", "\x0c",
          "lambda", "yield", "await", "async", "def", "class", "return", "if", "else", "elif", "for", "in", "not",
          "is", "match", "case", "_", "try", "except", "except*", "finally", "with", "as", "global", "nonlocal",
          "del", "pass", "break", "continue", "import", "from", "raise", "assert", "while", "and", "or", "None",
          "True", "...", "0x", "0b2", "1e", "1_", "1__0", "0o8", "09", "1j", "1.e5", "é", "日本", "\u00a0",
          "\u2028", "\U0001F600", "\ufeff", "x", "print", "__class__", "super", "*a", "**k", "/", "f'{x!r:>{w}}'",
          "f'{'", "f'}'", "f'{x=}'", "f'{:}'", "f'{!r}'", "u'", "b'\xe9'", "'\\N{", "'\\x'", "'\\u12'", "\x00",
          "\x1b", "\ud800", "\x7f"]

COOKIES = ["# -*- coding: latin-1 -*-\n", "# coding: utf-8\n", "# coding=bogus\n", "# vim: set fileencoding=ascii :\n",
           "# coding: utf-16\n", "#!/usr/bin/env python\n# -*- coding: cp1252 -*-\n", "# coding: utf8\n",
           "\n\n# coding: latin-1\n", "# coding: utf-8-sig\n", "# coding: \n", "# coding: iso-8859-15\n"]


def tokenize(src):
    import re
    return re.findall(rb"[A-Za-z_][A-Za-z_0-9]*|\d+|\s+|[^\sA-Za-z_0-9]", src)


def deep(r):
    n = r.choice([100, 200, 1000, 5000, 30000, 100000])
    kind = r.randrange(12)
    if kind == 0:
        return b"x = " + b"(" * n + b"1" + b")" * n + b"\n"
    if kind == 1:
        return b"x = " + b"[" * n + b"]" * n + b"\n"
    if kind == 2:
        return b"x = " + b"-" * n + b"1\n"
    if kind == 3:
        return b"x = " + b"not " * n + b"1\n"
    if kind == 4:
        return b"x = " + b"1 + " * n + b"1\n"
    if kind == 5:
        return b"".join(b" " * i + b"if x:\n" for i in range(min(n, 3000))) + b" " * min(n, 3000) + b"pass\n"
    if kind == 6:
        return b"f = " + b"lambda: " * n + b"1\n"
    if kind == 7:
        return b"x = a" + b".b" * n + b"\n"
    if kind == 8:
        return b"x = " + b"f(" * n + b")" * n + b"\n"
    if kind == 9:
        return b"x = " + b"{1: " * n + b"1" + b"}" * n + b"\n"
    if kind == 10:
        return b"x = 'a' " * 1 + b"'b' " * n + b"\n"
    return b"x = " + b"(" * n + b"\n"


def long_line(r):
    n = r.choice([10**4, 10**5, 10**6])
    kind = r.randrange(6)
    if kind == 0:
        return b"x = '" + b"a" * n + b"'\n"
    if kind == 1:
        return b"x" * n + b" = 1\n"
    if kind == 2:
        return b"x = " + b"9" * n + b"\n"
    if kind == 3:
        return b"x = [" + b"1, " * (n // 3) + b"]\n"
    if kind == 4:
        return b"x = f'" + b"{1}" * min(n // 3, 10000) + b"'\n"   # quadratic in CPython too
    return b"x = 1" + b" " * n + b"+ 1\n"


def mutate(r, src):
    for _ in range(r.choice([1, 1, 1, 2, 3, 5])):
        c = r.random()
        lines = src.split(b"\n")
        if c < 0.12 and len(lines) > 1:
            del lines[r.randrange(len(lines))]
            src = b"\n".join(lines)
        elif c < 0.2:
            i = r.randrange(len(lines))
            lines.insert(i, lines[r.randrange(len(lines))])
            src = b"\n".join(lines)
        elif c < 0.27 and len(lines) > 1:
            i, j = r.randrange(len(lines)), r.randrange(len(lines))
            lines[i], lines[j] = lines[j], lines[i]
            src = b"\n".join(lines)
        elif c < 0.35:
            i = r.randrange(len(lines))
            lines[i] = r.choice([b" ", b"\t", b"  ", b"        ", b""]) + (lines[i].lstrip() if r.random() < 0.5 else lines[i])
            src = b"\n".join(lines)
        elif c < 0.6:
            toks = tokenize(src)
            if not toks:
                toks = [b""]
            i = r.randrange(len(toks))
            k = r.random()
            if k < 0.3:
                del toks[i]
            elif k < 0.5:
                toks.insert(i, toks[r.randrange(len(toks))])
            elif k < 0.6:
                j = r.randrange(len(toks))
                toks[i], toks[j] = toks[j], toks[i]
            else:
                t = r.choice(TOKENS)
                toks.insert(i, t.encode("utf-8", "surrogatepass") if r.random() < 0.97 else t.encode("latin-1", "replace"))
            src = b"".join(toks)
        elif c < 0.66:
            src = src[: r.randrange(len(src) + 1)]
        elif c < 0.7:
            pos = r.randrange(len(src) + 1)
            src = src[:pos] + r.choice([b"\x00", b"\xff", b"\xc3", b"\xed\xa0\x80", b"\xe9", b"\xf8\x88\x80\x80\x80",
                                        b"\xef\xbb\xbf", b"\x80"]) + src[pos:]
        elif c < 0.75:
            src = r.choice(COOKIES).encode() + (src if r.random() < 0.5 else src.replace(b"a", b"\xe9"))
        elif c < 0.78:
            src = b"\xef\xbb\xbf" + src
        elif c < 0.85:
            pos = src.rfind(b"\n", 0, r.randrange(len(src) + 1)) + 1
            src = src[:pos] + deep(r) + src[pos:]
        elif c < 0.9:
            pos = src.rfind(b"\n", 0, r.randrange(len(src) + 1)) + 1
            src = src[:pos] + long_line(r) + src[pos:]
        else:   # a random slice of another place, pasted
            a = r.randrange(len(src) + 1)
            b = min(len(src), a + r.randint(1, 200))
            pos = r.randrange(len(src) + 1)
            src = src[:pos] + src[a:b] + src[pos:]
    return src


# ---- (b) generated programs ---------------------------------------------------------------------

MATCH = True    # generate match statements (--no-match turns them off)

class Gen:
    def __init__(self, r):
        self.r = r
        self.depth = 0
        self.n = 0

    def name(self):
        return self.r.choice(["a", "b", "c"])

    def atom(self):
        r = self.r
        return r.choice([self.name(), self.name(), str(r.randint(-5, 20)), repr(r.choice([0.5, -1.25, 3.0])),
                         "len(s)", "len(xs)", "xs[0]", "d.get('k', 3)", "True", "n"])

    def expr(self, d=0):
        r = self.r
        if d > 2 or r.random() < 0.25:
            return self.atom()
        c = r.random()
        e1, e2 = self.expr(d + 1), self.expr(d + 1)
        if c < 0.3:
            op = r.choice(["+", "-", "*", "//", "%", "&", "|", "^", "<<", "==", "<", "!=", ">=", "and", "or"])
            if op in ("//", "%"):
                e2 = f"({e2} or 3)"
            if op == "<<":
                e2 = f"({e2}) % 8"
            return f"({e1} {op} {e2})"
        if c < 0.38:
            return f"({e1} if {e2} else {self.expr(d + 1)})"
        if c < 0.45:
            return f"(lambda p, q=2, *r, **k: p * q + len(r))({e1}, {e2})"
        if c < 0.52:
            return f"sum([v * 2 for v in range({e1} % 6) if v != {e2}])"
        if c < 0.56:
            return f"len({{v % 4: v for v in range({e1} % 9)}})"
        if c < 0.6:
            return f"sum(sorted({{v % 3 for v in xs}}))"
        if c < 0.64:
            return f"sum(v for v in range(({e1}) % 7))"
        if c < 0.7:
            spec = r.choice(["", ":>5", ":x", ":+d", "!r", ":05.1f", "=", ":^7", ":,"])
            if spec in (":x", ":+d", ":,", ":05.1f"):
                e1 = f"int({e1})"
            q = next((q for q in ('"""', "'''") if q not in e1), None)   # 3.11: no reuse of the quote inside
            return f"len(f{q}{{({e1}){spec}}}|{{s!r}}{q})" if q else f"len(str({e1}))"
        if c < 0.74 and d == 0:   # not in a comprehension's iterable (a SyntaxError there)
            return f"(w := {e1}) + w"
        if c < 0.78:
            return f"[*xs, {e1}][{e2} % 3]"
        if c < 0.82:
            return f"xs[{r.choice(['1:3', '::-1', ':', '-2:', '::2'])}][0]" if r.random() < 0.5 else f"len(xs[{e1} % 4:])"
        if c < 0.86:
            return f"k.m({e1})"
        if c < 0.9:
            return f"f1({e1}, {e2})"
        if c < 0.93:
            return f"not {e1}"
        if c < 0.96:
            return f"-{e1}"
        return f"abs({e1})"

    def block(self, ind, k=None):
        out = []
        for _ in range(k or self.r.randint(1, 3)):
            out += self.stmt(ind)
        return out

    def stmt(self, ind):
        r = self.r
        p = "    " * ind
        self.depth += 1
        try:
            c = r.random()
            if self.depth > 3 or c < 0.3:
                return [r.choice([f"{p}{self.name()} = {self.expr()}", f"{p}out.append({self.expr()})",
                                  f"{p}{self.name()} {r.choice(['+=', '-=', '|=', '^='])} {self.expr()}",
                                  f"{p}{self.name()} = ({self.name()} * {self.expr()}) % 10007",
                                  f"{p}xs.append({self.expr()})", f"{p}d['k'] = {self.expr()}",
                                  f"{p}s += str({self.expr()})[:3]", f"{p}a, *rest = xs",
                                  f"{p}out.append((a, b, c))"])]
            if c < 0.4:
                out = [f"{p}if {self.expr()}:"] + self.block(ind + 1)
                if r.random() < 0.4:
                    out += [f"{p}elif {self.expr()}:"] + self.block(ind + 1)
                if r.random() < 0.5:
                    out += [f"{p}else:"] + self.block(ind + 1)
                return out
            if c < 0.5:
                out = [f"{p}for n in range({r.randint(0, 6)}):"] + self.block(ind + 1)
                if r.random() < 0.3:
                    out.insert(1, f"{p}    if n == {r.randint(0, 5)}: {r.choice(['break', 'continue'])}")
                if r.random() < 0.3:
                    out += [f"{p}else:", f"{p}    out.append('else')"]
                return out
            if c < 0.56:
                self.n += 1   # a counter of its own: nothing in the body resets it
                return ([f"{p}w{self.n} = 0", f"{p}while w{self.n} < {r.randint(0, 5)}:", f"{p}    w{self.n} += 1"]
                        + self.block(ind + 1))
            if c < 0.66:
                exc = r.choice(["ValueError", "ZeroDivisionError", "KeyError", "Exception", "(TypeError, IndexError)"])
                out = [f"{p}try:"] + self.block(ind + 1)
                if r.random() < 0.5:
                    out.append(f"{p}    {r.choice(['raise ValueError(a)', 'b = 1 // (a - a)', 'xs[99]', 'd[a]'])}")
                out += [f"{p}except {exc} as e:", f"{p}    out.append(type(e).__name__)"]
                if r.random() < 0.3:
                    out += [f"{p}else:", f"{p}    out.append('no error')"]
                if r.random() < 0.4:
                    out += [f"{p}finally:", f"{p}    out.append('finally')"]
                return out
            if c < 0.74 and MATCH:
                pats = [("0", None), ("1 | 2", None), ("[x, y]", "x + y"), ("[x, *ys]", "len(ys)"),
                        ("{'k': v}", "v"), ("int(x) if x > 3", "x"), ("str() as t", "t"), ("(x, 1)", "x"),
                        ("None", None), ("K(a=x)", "x"), ("{'k': v, **r}", "(v, r)"), ("[*_, x]", "x"),
                        ("(1 | 2) as t", "t"), ("[x, [y, *z]]", "(x, y, z)"), ("K(a=1) | K(a=2)", None),
                        ("str(t) if len(t) > 1", "t"), ("-1 | 1.5 | 2+3j", None), ("{'j': [x, *_]}", "x"),
                        ("int() | float()", None), ("(x, y) if x > y", "x - y"), ("bool(t)", "t"), ("K()", None),
                        ("[x, *_, y] | (x, y)", "(x, y)"), ("{'k': int(v)} if v", "v")]
                subj = r.choice([self.expr(), "xs", "d", "(a, 1)", "k", "s"])
                out = [f"{p}match {subj}:"]
                for pat, val in r.sample(pats, r.randint(1, 4)) + ([("_", None)] if r.random() < 0.3 else []):
                    out += [f"{p}    case {pat}:", f"{p}        out.append({val or repr(pat)})"]
                return out
            if c < 0.8:
                return [f"{p}def g(x, y={self.expr()}, *, z=1):",
                        f"{p}    nonlocal_ok = x",
                        f"{p}    return x * y + z if x else [t for t in range(3)]",
                        f"{p}out.append(g({self.expr()}))",
                        f"{p}out.append(g(0, z=2))"]
            if c < 0.86:
                return [f"{p}def gen(m):", f"{p}    for q in range(m):", f"{p}        yield q * {self.expr()}",
                        f"{p}    return 'done'",
                        f"{p}out.append(list(gen({r.randint(0, 4)})))"]
            if c < 0.9:
                return [f"{p}with Ctx() as cv:", f"{p}    out.append(cv)"] + self.block(ind + 1, 1)
            if c < 0.94:
                return [f"{p}def outer():", f"{p}    v = {self.expr()}", f"{p}    def inner():",
                        f"{p}        nonlocal v", f"{p}        v += 1", f"{p}        return v",
                        f"{p}    return inner() + inner()", f"{p}out.append(outer())"]
            if c < 0.97:
                return [f"{p}assert {self.expr()}, 'assert ' + str(a)"]
            return [f"{p}del d['k']" if r.random() < 0.5 else f"{p}out.append(list(map(lambda t: t + 1, xs[:3])))"]
        finally:
            self.depth -= 1

    def program(self):
        r = self.r
        head = [
            "def deco(f):",
            "    def w(*args, **kw):",
            "        out.append('call ' + f.__name__)",
            "        return f(*args, **kw)",
            "    return w",
            "@deco",
            "def f1(x, y):",
            "    return x - y",
            "class K:",
            f"    a = {r.randint(0, 5)}",
            "    def __init__(self):",
            "        self.v = 2",
            "    def m(self, x):",
            "        return self.v * x",
            "    @property",
            "    def p(self):",
            "        return self.v + 1",
            "    @staticmethod",
            "    def st(x):",
            "        return x",
            "class Ctx:",
            "    def __enter__(self):",
            "        return 'enter'",
            "    def __exit__(self, *e):",
            "        out.append('exit')",
            "        return False",
            "k = K()",
            f"a, b, c = {r.randint(-3, 9)}, {r.randint(-3, 9)}, {r.randint(1, 9)}",
            "n = 0",
            f"s = {r.choice(['abc', 'é', '', 'x y'])!r}",
            f"xs = {[r.randint(-5, 9) for _ in range(r.randint(1, 5))]}",
            "d = {'k': 1, 'j': [1, 2]}",
        ]
        body = self.block(0, r.randint(2, 8))
        return "\n".join(head + body + ["out.append((a, b, c, s, xs, d, k.p, K.st(3)))"]) + "\n"


def seeds():
    files = sorted(glob.glob(os.path.join(fc.REPO, "tests", "**", "*.py"), recursive=True))
    out = []
    for p in files:
        with open(p, "rb") as f:
            data = f.read()
        if len(data) < 200000:
            out.append(data)
    return out


def make_mutated(seed, n, corpus):
    r = random.Random(seed)
    return [mutate(r, r.choice(corpus)) for _ in range(n)]


def make_generated(seed, n):
    r = random.Random(seed)
    return [Gen(r).program().encode() for _ in range(n)]


def run_cli(opts, src, work, findings, seed, i):
    """`tpy -c SRC` and `tpy FILE` on a source CPython rejects: both must
    end with a SyntaxError (or ValueError), not a crash, a hang or success."""
    path = os.path.join(work, "cli.py")
    with open(path, "wb") as f:
        f.write(src)
    runs = [[opts.tpy, path]]
    if b"\x00" not in src and len(src) < 100000:   # argv strings have no NUL and a 128 KiB limit
        runs.append([opts.tpy, "-c", src])
    for cmd in runs:
        st, out, err = fc.run_one(cmd, opts.case_timeout, cwd=work)
        err = err.decode("utf-8", "replace")
        how = "file" if len(cmd) == 2 else "-c"
        if fc.is_crash(st, err):
            findings.add("crash", seed, f"{i}_{how}", f"# {how}: status {st}\n# stderr:\n{err[-4000:]}\n# source:\n"
                         + src.decode("utf-8", "backslashreplace")[:100000], raw=src)
        elif st == 0 and not opts.no_divergence:
            if how == "-c":
                # -c passes a str: CPython ignores its coding comment (compile() of the bytes may not).
                # Only its SyntaxError counts (a runtime error, or an import the oracle lacks, is no divergence).
                ost, _, oerr = fc.run_one([opts.oracle, "-c", src], opts.case_timeout, cwd=work)
                if ost == 0 or b"SyntaxError" not in oerr:
                    continue
            findings.add("divergence", seed, f"{i}_{how}", f"# {how}: tpy ran it, CPython: SyntaxError\n# source:\n"
                         + src.decode("utf-8", "backslashreplace")[:100000], raw=src)


def main():
    ap = fc.arg_parser(__doc__)
    ap.add_argument("--mode", choices=["both", "mut", "gen"], default="both")
    ap.add_argument("--cli-every", type=int, default=25, help="also run 1 in N rejected sources through tpy -c / FILE")
    ap.add_argument("--no-match", dest="match", action="store_false", help="generate no match statements")
    opts = ap.parse_args()
    global MATCH
    MATCH = opts.match
    seed = fc.first_seed(opts)
    corpus = seeds() if opts.mode != "gen" else []
    if opts.show:
        cases = make_generated(seed, 3) if opts.mode == "gen" else make_mutated(seed, 3, corpus)
        for c in cases:
            print(c.decode("utf-8", "backslashreplace")[:3000], end="\n----\n")
        return 0
    findings = fc.Findings("source_fuzz")
    work = os.path.join(findings.dir, f"work_{os.getpid()}")
    os.makedirs(work, exist_ok=True)
    drivers = {}
    for name, text in (("mut", COMPILE_DRIVER), ("gen", EXEC_DRIVER)):
        drivers[name] = os.path.join(work, f"driver_{name}.py")
        with open(drivers[name], "w") as f:
            f.write(text)
    t0 = time.time()
    deadline = t0 + opts.minutes * 60
    counts = {"mut": 0, "gen": 0, "cli": 0}
    seen = set()
    print(f"source_fuzz: first seed {seed}, {len(corpus)} seed files, tpy {opts.tpy}", flush=True)
    while time.time() < deadline:
        mode = opts.mode if opts.mode != "both" else ("mut" if random.Random(seed).random() < 0.7 else "gen")
        cases = make_mutated(seed, opts.batch, corpus) if mode == "mut" else make_generated(seed, opts.batch // 4 or 1)
        start = 0
        while start < len(cases):
            path = os.path.join(work, "cases.txt")
            with open(path, "w") as f:
                f.write("\n".join([""] * start + [c.hex() for c in cases[start:]]))
            want, _, _, _ = fc.run_batch([opts.oracle, drivers[mode], path], 2 * opts.case_timeout, cwd=work,
                                         preexec_fn=fc.limit_memory())
            got, st, stuck, err = fc.run_batch([opts.tpy, drivers[mode], path], opts.case_timeout, cwd=work,
                                               preexec_fn=fc.limit_memory())
            done_to = len(cases) if stuck is None else stuck + 1
            for i in range(start, done_to):
                src = cases[i]
                if i == stuck and st == "timeout" and i not in want:
                    counts["both_hang"] = counts.get("both_hang", 0) + 1   # CPython did not finish it either
                    break
                if i == stuck:
                    findings.add("crash", seed, i, f"# {mode}: status {st}\n# stderr:\n{err[-4000:]}\n# source:\n"
                                 + src.decode("utf-8", "backslashreplace")[:100000], raw=src)
                    break
                g, w = got.get(i), want.get(i)
                if mode == "mut":
                    if w is not None and w != "OK" and (counts["mut"] + i) % opts.cli_every == 0:
                        counts["cli"] += 1
                        run_cli(opts, src, work, findings, seed, i)
                    if w is None or g == w or opts.no_divergence:
                        continue
                    if {g, w} & {"MemoryError", "RecursionError"} or {g, w} == {"SyntaxError", "ValueError"}:
                        continue   # limits differ; the kind of error for NUL bytes too
                    sig = ("divergence", g, w)
                    if len([s for s in seen if s[:3] == sig]) < 30:
                        seen.add(sig + (i, seed))
                        findings.add("divergence", seed, i, f"# compile(): tpy {g}, CPython {w}\n# source:\n"
                                     + src.decode("utf-8", "backslashreplace")[:100000], raw=src)
                    else:   # counted, not written
                        findings.counts["divergence"] = findings.counts.get("divergence", 0) + 1
                    continue
                if w is None or g == w or opts.no_divergence:
                    continue
                kind, gt, wt = fc.classify(g.split(" ", 1)[-1] if g else g, w.split(" ", 1)[-1])
                kind = "mismatch" if (g or "").split(" ")[0] != w.split(" ")[0] else kind
                sig = (kind, re.sub(r"[\d\[\]', ]+", "", (g or "")[-80:]), re.sub(r"[\d\[\]', ]+", "", w[-80:]))
                if sig in seen:
                    findings.counts[kind] = findings.counts.get(kind, 0) + 1
                    continue
                seen.add(sig)
                findings.add(kind, seed, i, src.decode() + f"\n# tpy:     {g}\n# CPython: {w}\n")
            if stuck is None and fc.is_crash(st, err):
                findings.add("crash", seed, "exit", f"# batch exit {st}\n{err[-4000:]}\n")
            counts[mode] += done_to - start
            start = done_to
        seed = fc.next_seed(seed)
    mins = (time.time() - t0) / 60
    print(f"source_fuzz: {counts['mut']} mutated sources ({counts['cli']} also via -c/FILE), "
          f"{counts['gen']} generated programs, {mins:.1f} min, {findings.summary()}", flush=True)
    return 1 if "crash" in findings.counts else 0


if __name__ == "__main__":
    sys.exit(main())
