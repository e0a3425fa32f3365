#!/usr/bin/env python3
"""Differential fuzzer for fastmath reductions: random loops

    for i in range(x.shape[0] - 2):
        r0 += <expr>; r1 = max(r1, <expr>); r2 *= 1 + 0.001 * <expr>; ...

over float64 arrays (x[i], y[i], x[i + 1], y[i + 2], an argument, constants;
+ - * /, min, max, abs, negation, sqrt) compiled with
@njit(fastmath=True, error_model='numpy') (tpy runs them on SIMD lanes or
four accumulators) and without fastmath, for lengths around the vector
width. Results must agree to 1e-7 relative (reassociation moves the last
bits only; NaNs must agree). Runs inside one tpy process per batch.

    python3 scripts/fastmath_fuzz.py --count 500           # 500 programs
    python3 scripts/fastmath_fuzz.py --seed 42 --show      # print one program
"""
import argparse
import os
import random
import subprocess
import sys

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

LEAVES = ['x[i]', 'y[i]', 'c', '0.5', 'x[i + 1]', 'y[i + 2]', '2.0']
STARTS = {'+=': '0.0', '-=': '1.0', '*=': '1.0', 'max': '-np.inf', 'min': 'np.inf'}


def expr(r, depth):
    if depth == 0 or r.random() < 0.3:
        return r.choice(LEAVES)
    op = r.choice(['+', '-', '*', '/', 'max', 'min', 'abs', 'neg', 'sqrt'])
    a, b = expr(r, depth - 1), expr(r, depth - 1)
    if op in '+-*':
        return '(%s %s %s)' % (a, op, b)
    if op == '/':
        return '(%s / (1.5 + abs(%s)))' % (a, b)
    if op in ('max', 'min'):
        return '%s(%s, %s)' % (op, a, b)
    if op == 'abs':
        return 'abs(%s)' % a
    if op == 'neg':
        return '(-%s)' % a
    return 'np.sqrt(abs(%s))' % a


def program(seed):
    r = random.Random(seed)
    lines = ['def f(x, y, c):']
    reds = []
    for k in range(r.randint(1, 3)):
        kind = r.choice(list(STARTS))
        e = expr(r, 3)
        if kind == '*=':
            e = '(1.0 + 0.001 * %s)' % e
        stmt = ('r%d %s %s' % (k, kind, e)) if kind in ('+=', '-=', '*=') else ('r%d = %s(r%d, %s)' % (k, kind, k, e))
        lines.append('    r%d = %s' % (k, STARTS[kind]))
        reds.append(stmt)
    lines.append('    for i in range(x.shape[0] - 2):')
    lines += ['        ' + s for s in reds]
    lines.append('    return (%s,)' % ', '.join('r%d' % k for k in range(len(reds))))
    return '\n'.join(lines) + '\n'


RUNNER = r'''
import math, sys
import numpy as np
from numba import njit
bad = 0
for seed, src in PROGRAMS:
    ns = {'np': np}
    exec(src, ns)
    fast = njit(fastmath=True, error_model='numpy')(ns['f'])
    slow = njit(error_model='numpy')(ns['f'])
    rng = np.random.RandomState(seed)
    for n in (0, 3, 17, 40, 97, 1000):
        x = rng.rand(n) * 3 - 1
        y = rng.rand(n) * 2
        a, b = fast(x, y, 0.3), slow(x, y, 0.3)
        ok = all(u == v or abs(u - v) <= 1e-7 * max(1.0, abs(v)) or (math.isnan(u) and math.isnan(v))
                 for u, v in zip(a, b))
        if not ok:
            bad += 1
            print('MISMATCH seed %d n %d: %r vs %r' % (seed, n, a, b))
            break
print('checked %d programs, %d mismatches' % (len(PROGRAMS), bad))
sys.exit(1 if bad else 0)
'''


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('--count', type=int, default=200)
    ap.add_argument('--seed', type=int, default=0, help='first seed')
    ap.add_argument('--show', action='store_true', help='print the program of --seed and exit')
    ap.add_argument('--tpy', default=os.path.join(REPO, 'build/tpy'))
    args = ap.parse_args()
    if args.show:
        print(program(args.seed))
        return 0
    progs = [(s, program(s)) for s in range(args.seed, args.seed + args.count)]
    src = 'PROGRAMS = %r\n' % (progs,) + RUNNER
    path = os.path.join(REPO, 'build', 'fastmath_fuzz_batch.py')
    with open(path, 'w') as f:
        f.write(src)
    p = subprocess.run([args.tpy, path])
    return p.returncode


if __name__ == '__main__':
    sys.exit(main())
