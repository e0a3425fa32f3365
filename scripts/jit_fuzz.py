#!/usr/bin/env python3
"""Differential fuzzer for tpy's JIT: random small programs (loops over
ints, floats and lists with branches, calls, globals and exceptions) run
with --jit=off and with the JIT on (eager, and eager with extreme tunables);
any difference in stdout, stderr or exit status is a finding.

    python3 scripts/jit_fuzz.py --minutes 60          # fuzz for an hour
    python3 scripts/jit_fuzz.py --seed 123 --show     # print one program

Findings are written to build/jit_fuzz/finding_SEED.py with both outputs;
keep each as a test under tests/jit/ once fixed.
"""
import argparse
import os
import random
import subprocess
import sys
import time

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MODES = [["--jit=eager"],
         ["--jit=eager", "--jit-param", "hotexit=1", "--jit-param", "maxsnap=5", "--jit-param", "maxspill=0"],
         ["--jit=on", "--jit-param", "hotloop=7"]]


class Gen:
    def __init__(self, rng):
        self.r = rng
        self.ints = ["i", "a", "b", "n"]
        self.floats = ["x", "y"]

    def int_atom(self):
        r = self.r
        c = r.random()
        if c < 0.4:
            return r.choice(self.ints)
        if c < 0.45:
            return "c.a"
        if c < 0.6:
            return "G"
        if c < 0.7:
            return "xs[i % L]"
        if c < 0.73:
            return f"rec({r.randint(0, 6)}, {r.choice(self.ints)})"
        return str(r.choice([0, 1, 2, 3, 5, 7, -1, -3, 100, 2**31, 2**62, -2**63 + 1]))

    def int_expr(self, depth=0):
        r = self.r
        if depth > 2 or r.random() < 0.3:
            return self.int_atom()
        op = r.choice(["+", "-", "*", "//", "%", "&", "|", "^", ">>", "+", "-", "*"])
        lhs, rhs = self.int_expr(depth + 1), self.int_expr(depth + 1)
        if op == ">>":
            rhs = str(r.randint(0, 70))
        if op in ("//", "%") and r.random() < 0.7:
            rhs = str(r.choice([1, 2, 3, 7, -2, 10]))
        if r.random() < 0.1:
            return f"-({lhs} {op} {rhs})"
        if r.random() < 0.03:
            return f"h({lhs}, {rhs})"
        return f"({lhs} {op} {rhs})"

    def float_expr(self, depth=0):
        r = self.r
        if depth > 2 or r.random() < 0.3:
            c = r.random()
            if c < 0.5:
                return r.choice(self.floats)
            if c < 0.7:
                return self.int_atom()
            return repr(r.choice([0.5, 1.5, -2.25, 3.0, 1e300, 1e-300, 0.0]))
        op = r.choice(["+", "-", "*", "/", "+", "*"])
        return f"({self.float_expr(depth + 1)} {op} {self.float_expr(depth + 1)})"

    def cond(self):
        r = self.r
        cmp = r.choice(["<", "<=", ">", ">=", "==", "!="])
        if r.random() < 0.5:
            return f"{self.int_expr(1)} {cmp} {self.int_expr(1)}"
        return f"{self.float_expr(1)} {cmp} {self.float_expr(1)}"

    def stmt(self, indent, depth):
        r = self.r
        p = " " * indent
        c = r.random()
        if c < 0.3:
            return [f"{p}{r.choice(['a', 'b'])} = {self.int_expr()}"]
        if c < 0.45:
            return [f"{p}{r.choice(self.floats)} = {self.float_expr()}"]
        if c < 0.55:
            return [f"{p}xs[{self.int_expr(2)} % L] = {r.choice([self.int_expr(2), self.float_expr(2)])}"]
        if c < 0.65:
            return [f"{p}acc {r.choice(['+=', '-=', '*='])} {r.choice([self.int_expr(), self.float_expr()])}"]
        if c < 0.7:
            return [r.choice([f"{p}c.a = {self.int_expr(1)}", f"{p}c.f = {self.float_expr(1)}",
                              f"{p}acc += c.m({self.int_expr(2)})", f"{p}c = C({self.int_expr(2)}, {self.float_expr(2)})"])]
        if c < 0.8 and depth < 2:
            out = [f"{p}if {self.cond()}:"]
            for _ in range(r.randint(1, 2)):
                out += self.stmt(indent + 4, depth + 1)
            if r.random() < 0.5:
                out.append(f"{p}else:")
                out += self.stmt(indent + 4, depth + 1)
            return out
        if c < 0.85:
            return [f"{p}if {self.cond()}:", f"{p}    {r.choice(['break', 'continue'])}"]
        if c < 0.88:   # strs and a str-keyed dict (calls into built-ins from traces)
            return [r.choice([
                f"{p}s = s + ws[{self.int_expr(2)} % 3]",
                f"{p}s += {r.choice(['ws[a % 3]', repr('ab'), repr('é')])}",
                f"{p}d[ws[{self.int_expr(2)} % 3]] = d.get(ws[b % 3], 0) + {self.int_expr(2)}",
                f"{p}acc += d[ws[{self.int_expr(2)} % 3]]",
                f"{p}acc += s.find({r.choice([repr('a'), repr('é'), 'ws[n % 3]'])}) + s.count('b')",
                f"{p}d[{r.choice(['a', 'n', 'x', 's'])}] = {self.int_expr(2)}",
            ]), f"{p}if len(s) > 12: s = ''"]
        if c < 0.9 and depth < 1:
            out = [f"{p}for k in range({r.randint(0, 5)}):"]
            out += self.stmt(indent + 4, depth + 1)
            return out
        return [f"{p}n = n + 1"]

    def generator(self):
        """A generator nested in f (its closure: c, xs, L): the loop can
        iterate over it, so resume traces and GENNEXT run."""
        r = self.r
        body = ["    def gen(m):", "        a = b = n = 0", "        x = y = 0.5",
                r.choice(["        for i in range(m):", "        i = -1\n        while i < m - 1:\n            i += 1"])]
        for _ in range(r.randint(0, 2)):
            if r.random() < 0.5:
                body.append(f"            {r.choice(['a', 'b'])} = {self.int_expr(1)}")
            else:
                body += [f"            if {self.cond()}:", f"                {r.choice(['x', 'y'])} = {self.float_expr(1)}"]
        body.append(f"            yield {r.choice([self.int_expr(1), self.float_expr(1), 'i'])}")
        if r.random() < 0.3:
            body += [f"            if i == {r.randint(0, 100)}:", "                raise ValueError('gen %d' % i)"]
        return body

    def program(self):
        r = self.r
        body = []
        for _ in range(r.randint(2, 7)):
            body += self.stmt(8, 0)
        loop = r.choice([f"for i in range({r.choice([0, 1, 5, 60, 200])}):",
                         f"for i in range({r.randint(-20, 20)}, {r.randint(30, 150)}, {r.choice([1, 2, 3, 7])}):",
                         "for i in xs:",
                         f"for i in gen({r.choice([0, 3, 60, 150])}):",
                         f"i = 0\n    while i < {r.randint(10, 150)}:"])
        if loop.startswith("i = 0"):
            body.insert(0, "        i += 1")   # first, so `continue` cannot make it spin
        xs = repr([r.choice([r.randint(-9, 9), r.random() * 4 - 2, r.randint(-9, 9)]) for _ in range(r.randint(1, 9))])
        lines = [
            f"G = {r.choice([3, 7, 2**40, -5])}",
            "",
            "def h(u, v):",
            f"    return u {r.choice(['+', '-', '*', '//', '^'])} v",
            "",
            "def rec(k, v):",   # recursion: a function trace calling itself
            "    if k <= 0:",
            f"        return v {r.choice(['+', '-', '*', '//'])} {r.choice(['1', 'k', '2.5', 'G'])}",
            f"    return rec(k - 1, v {r.choice(['+', '*', '-'])} k) {r.choice(['+', '-', '*'])} "
            f"{r.choice(['rec(k - 2, v)', 'k', 'v // (k - 3)', 'h(k, v)'])}",
            "",
            f"for q in range({r.choice([0, 50, 150])}):",
            "    rec(q % 7, q)",
            "",
            "class C:",
            "    def __init__(self, a, f):",
            "        self.a = a",
            "        self.f = f",
            "    def m(self, v):",
            f"        self.a = self.a {r.choice(['+', '-', '*'])} v",
            "        return self.f",
            "",
            "def f(xs):",
            "    c = C(1, 0.5)",
            "    a = b = n = 0",
            "    x = y = 0.5",
            "    acc = 0",
            "    s = ''",
            "    d = {'ab': 1}",
            f"    ws = {r.choice([['ab', 'b', 'é'], ['a', 'ab', 'x'], ['é', 'éa', 'b']])!r}",
            "    L = len(xs)",
        ] + self.generator() + [
            "    " + loop,
        ] + body + [
            "    return a, b, n, x, y, acc, xs, c.a, c.f, s, list(d.items())",
            "",
            "",
            f"xs = {xs}",
            "for rep in range(3):",
            "    try:",
            "        print(f(list(xs)))",
            "    except (ZeroDivisionError, OverflowError, IndexError, TypeError, ValueError, KeyError) as e:",
            "        print(type(e).__name__, e)",
            "    G = G + 1",
        ]
        return "\n".join(lines) + "\n"


def run(tpy, flags, path):
    p = subprocess.Popen([tpy] + flags + [path], stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=REPO,
                         start_new_session=True)
    try:
        out, err = p.communicate(timeout=30)
        return p.returncode, out, err
    except subprocess.TimeoutExpired:
        os.killpg(p.pid, 9)
        p.communicate()
        return "timeout", b"", b""


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--tpy", default=os.path.join(REPO, "build/tpy"))
    ap.add_argument("--minutes", type=float, default=1.0)
    ap.add_argument("--seed", type=int)
    ap.add_argument("--show", action="store_true", help="print the program for --seed and exit")
    opts = ap.parse_args()
    outdir = os.path.join(REPO, "build/jit_fuzz")
    os.makedirs(outdir, exist_ok=True)
    seed = opts.seed if opts.seed is not None else random.randrange(1 << 30)
    if opts.show:
        print(Gen(random.Random(seed)).program(), end="")
        return 0
    deadline = time.time() + opts.minutes * 60
    count = findings = 0
    path = os.path.join(outdir, f"prog_{os.getpid()}.py")
    while time.time() < deadline:
        src = Gen(random.Random(seed)).program()
        with open(path, "w") as f:
            f.write(src)
        base = run(opts.tpy, ["--jit=off"], path)
        for flags in MODES:
            got = run(opts.tpy, flags, path)
            if got != base:
                findings += 1
                out = os.path.join(outdir, f"finding_{seed}.py")
                with open(out, "w") as f:
                    f.write(src)
                    f.write(f"\n# flags: {' '.join(flags)}\n# off: {base!r}\n# jit: {got!r}\n")
                print(f"FINDING seed {seed} with {' '.join(flags)} -> {out}", flush=True)
                break
        count += 1
        seed = (seed * 1103515245 + 12345) % (1 << 30)
    print(f"{count} programs, {findings} findings", flush=True)
    return 1 if findings else 0


if __name__ == "__main__":
    sys.exit(main())
