#!/usr/bin/env python3
"""Numba's parallel CPU features under tpy and Numba, with 1 and 2 threads.

    python3 bench/parallel_compare.py [--runs 3] [--tpy build/tpy] [--python /usr/bin/python3]

Runs bench/parallel_numba.py (each workload: the best of 5 steady calls
after a warm-up) --runs times per runtime and thread count, alternating,
and prints a markdown table of the medians in milliseconds: tpy and Numba
with NUMBA_NUM_THREADS=1 and 2, tpy's scaling from 1 to 2 threads, and
tpy's 2-thread time over Numba's. numpy_add/numpy_exp are each runtime's
own NumPy functions on the same arrays (what @vectorize is compared to).
The checksums on stdout must agree between the runtimes.
"""
import argparse
import os
import statistics
import subprocess
import sys

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def run(cmd, threads):
    env = dict(os.environ, NUMBA_NUM_THREADS=str(threads))
    p = subprocess.run(cmd + ["bench/parallel_numba.py"], cwd=REPO, env=env, capture_output=True, text=True)
    if p.returncode != 0:
        raise RuntimeError("%s failed: %s" % (cmd, p.stderr[-400:]))
    times = {}
    for line in p.stderr.splitlines():
        name, secs = line.split()
        times[name] = float(secs)
    return p.stdout, times


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--tpy", default=os.path.join(REPO, "build/tpy"))
    ap.add_argument("--python", default="/usr/bin/python3")
    args = ap.parse_args()
    res = {}
    outs = {}
    for _ in range(args.runs):
        for who, cmd in (("tpy", [args.tpy]), ("numba", [args.python])):
            for t in (1, 2):
                out, times = run(cmd, t)
                outs.setdefault(who, set()).add(out)
                for name, secs in times.items():
                    res.setdefault((who, t, name), []).append(secs)
    names = sorted({k[2] for k in res}, key=lambda n: list(k[2] for k in res).index(n))
    print("| workload | tpy 1 thread | tpy 2 threads | tpy scaling | Numba 1 thread | Numba 2 threads | tpy/Numba (2 threads) |")
    print("| --- | ---: | ---: | ---: | ---: | ---: | ---: |")
    for n in names:
        m = {k: statistics.median(res[k]) * 1e3 for k in res if k[2] == n}
        t1, t2, n1, n2 = m[("tpy", 1, n)], m[("tpy", 2, n)], m[("numba", 1, n)], m[("numba", 2, n)]
        print("| %s | %.2f ms | %.2f ms | %.2fx | %.2f ms | %.2f ms | %.2f |" % (n, t1, t2, t1 / t2, n1, n2, t2 / n2))
    if outs["tpy"] != outs["numba"]:
        print("\nchecksums differ:\n%s\n%s" % (outs["tpy"], outs["numba"]), file=sys.stderr)


main()
