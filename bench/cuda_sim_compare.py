#!/usr/bin/env python3
"""tpy's CUDA simulator against Numba 0.56's on the same kernels.

    python3 bench/cuda_sim_compare.py [--runs 3] [--tpy build/tpy] [--python /usr/bin/python3]

Runs bench/cuda_sim.py under each with NUMBA_ENABLE_CUDASIM=1 --runs times
and prints a markdown table of the medians (milliseconds per launch) and
Numba's time over tpy's. The checksums on stdout must agree.
"""
import argparse
import os
import statistics
import subprocess
import sys

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def run(cmd):
    env = dict(os.environ, NUMBA_ENABLE_CUDASIM="1")
    p = subprocess.run(cmd + ["bench/cuda_sim.py"], cwd=REPO, env=env, capture_output=True, text=True)
    if p.returncode != 0:
        raise RuntimeError("%s failed: %s" % (cmd, p.stderr[-400:]))
    times = {}
    for line in p.stderr.splitlines():
        parts = line.split()
        if len(parts) == 2:
            times[parts[0]] = float(parts[1])
    return p.stdout, times


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--tpy", default=os.path.join(REPO, "build/tpy"))
    ap.add_argument("--python", default="/usr/bin/python3")
    args = ap.parse_args()
    res, outs = {}, {}
    for _ in range(args.runs):
        for who, cmd in (("tpy", [args.tpy]), ("numba", [args.python])):
            out, times = run(cmd)
            outs.setdefault(who, set()).add(out)
            for name, secs in times.items():
                res.setdefault((who, name), []).append(secs)
    names = []
    for (_, n) in res:
        if n not in names:
            names.append(n)
    print("| kernel (simulator) | tpy | Numba 0.56 | Numba / tpy |")
    print("| --- | ---: | ---: | ---: |")
    for n in names:
        t = statistics.median(res[("tpy", n)]) * 1e3
        if ("numba", n) not in res:   # what Numba's simulator cannot run
            print("| %s | %.3f ms | cannot run | |" % (n, t))
            continue
        nb = statistics.median(res[("numba", n)]) * 1e3
        print("| %s | %.3f ms | %.1f ms | %.0fx |" % (n, t, nb, nb / t))
    if outs["tpy"] != outs["numba"]:
        print("\nchecksums differ:\n%s\n%s" % (outs["tpy"], outs["numba"]), file=sys.stderr)
        sys.exit(1)


if __name__ == "__main__":
    main()
