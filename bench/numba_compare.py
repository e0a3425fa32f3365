#!/usr/bin/env python3
"""tpy's function compiler against Numba on the same bench/NAME_numba.py files.

    python3 bench/numba_compare.py [--runs 5] [--tpy build/tpy] [--python /usr/bin/python3]

Each file runs --runs times under tpy and under the Python that has Numba,
alternating, so both see the same machine load. Every run prints its
checksum on stdout (the two must agree) and one line on stderr:
`NUMBA import=.. compile=.. steady=..` (compile: the first call on a tiny
input; steady: one full call after it, both timed with time.perf_counter
in the process). Whole process is the wall time of the run. The table has
medians; the ratio column is tpy's steady time over Numba's (below 1:
tpy is faster); peak RSS is the largest resident size of each process
(the kernel's count for the child, KiB shown as MiB).
"""
import argparse
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
WORKLOADS = ["sum_squares", "mandelbrot", "nbody", "spectral_norm", "fib", "sieve", "matmul", "alloc", "temps", "montecarlo", "calls"]
LINE = re.compile(r"NUMBA import=([0-9.]+) compile=([0-9.]+) steady=([0-9.]+)")


def run_once(cmd):
    """stdout, wall seconds, compile and steady seconds, peak RSS in MiB."""
    with tempfile.TemporaryFile("w+") as out, tempfile.TemporaryFile("w+") as err:
        t0 = time.perf_counter()
        p = subprocess.Popen(cmd, stdout=out, stderr=err, text=True, cwd=REPO)
        _, status, usage = os.wait4(p.pid, 0)
        wall = time.perf_counter() - t0
        p.returncode = os.waitstatus_to_exitcode(status)
        out.seek(0)
        err.seek(0)
        stdout, stderr = out.read(), err.read()
    m = LINE.search(stderr)
    if p.returncode != 0 or not m:
        raise RuntimeError("%s failed (%d): %s" % (" ".join(cmd), p.returncode, stderr[-400:]))
    return stdout, wall, float(m.group(2)), float(m.group(3)), usage.ru_maxrss / 1024.0


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--tpy", default=os.path.join(REPO, "build/tpy"))
    ap.add_argument("--python", default="/usr/bin/python3")
    ap.add_argument("workloads", nargs="*", default=WORKLOADS)
    args = ap.parse_args()
    print("| workload | whole process tpy | whole process Numba | tpy faster | compile tpy | compile Numba "
          "| steady tpy | steady Numba | steady tpy/Numba | peak RSS tpy | peak RSS Numba |")
    print("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
    for w in args.workloads:
        f = "bench/%s_numba.py" % w
        res = {"tpy": [], "numba": []}
        outs = set()
        for _ in range(args.runs):
            for name, cmd in (("tpy", [args.tpy, f]), ("numba", [args.python, f])):
                out, wall, comp, steady, rss = run_once(cmd)
                outs.add(out)
                res[name].append((wall, comp, steady, rss))
        if len(outs) != 1:
            print("| %s | checksums differ: %r |" % (w, sorted(outs)))
            continue
        med = {k: [statistics.median(x[i] for x in v) for i in range(4)] for k, v in res.items()}
        t, n = med["tpy"], med["numba"]
        if n[2] >= 1e-4:
            ratio = "%.2f×" % (t[2] / n[2])
        else:   # under 0.1 ms: a loop replaced by its closed form, no ratio worth printing
            ratio = "both fold the loop" if t[2] < 1e-4 else "Numba folds the loop"
        print("| %s | %.3f s | %.3f s | %.1f× | %.1f ms | %.0f ms | %.3f ms | %.3f ms | %s | %.0f MiB | %.0f MiB |" % (
            w, t[0], n[0], n[0] / t[0], t[1] * 1e3, n[1] * 1e3, t[2] * 1e3, n[2] * 1e3, ratio, t[3], n[3]))
        sys.stdout.flush()


if __name__ == "__main__":
    main()
