#!/usr/bin/env python3
"""A kernel's first launch, cold (NVRTC compiles) and cached (the disk cache).

    python3 bench/cuda_compile.py [--tpy build/tpy] [--runs 3]

Runs bench/cuda_first_launch.py under tpy in fresh processes sharing an
empty disk-cache folder: the first run compiles with NVRTC, the next ones
find the cubin on disk. Prints the median milliseconds of each. On a
machine without a GPU, set TPY_CUDA_DRIVER to tpy's stand-in driver
(build/fake_cuda/libtpy_fake_cuda.so): everything but the launch is real.
numba-cuda takes about 0.9 s for a first kernel on the device machine.
"""
import argparse
import os
import statistics
import subprocess
import sys
import tempfile

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--tpy", default=os.path.join(REPO, "build/tpy"))
    ap.add_argument("--runs", type=int, default=3)
    args = ap.parse_args()
    cold, cached = [], []
    for _ in range(args.runs):
        with tempfile.TemporaryDirectory() as cache:
            env = dict(os.environ, XDG_CACHE_HOME=cache, NUMBA_CUDA_LOW_OCCUPANCY_WARNINGS="0")
            for times in (cold, cached):
                p = subprocess.run([args.tpy, "bench/cuda_first_launch.py"], cwd=REPO, env=env,
                                   capture_output=True, text=True)
                if p.returncode != 0:
                    sys.exit("failed: " + p.stderr[-400:])
                times.append(float(p.stdout.strip()))
    print("| first launch | tpy |")
    print("| --- | ---: |")
    print("| cold (NVRTC) | %.1f ms |" % statistics.median(cold))
    print("| cached (disk) | %.1f ms |" % statistics.median(cached))


if __name__ == "__main__":
    main()
