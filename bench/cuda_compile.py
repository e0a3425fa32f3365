#!/usr/bin/env python3
"""A first kernel launch, CUDA-ufunc call and reduction, cold (NVRTC
compiles) and cached (the disk cache).

    python3 bench/cuda_compile.py [--tpy build/tpy] [--runs 3] [--fake]

Runs bench/cuda_first_launch.py and bench/cuda_first_ufunc.py under tpy in
fresh processes sharing an
empty disk-cache folder: the first run compiles with NVRTC, the next ones
find the cubin (and the compiled numba modules, vm/code_cache.cpp) on disk.
Prints the median milliseconds of each. On a machine without a GPU, --fake
(or TPY_CUDA_DRIVER) runs tpy's stand-in driver
(build/fake_cuda/libtpy_fake_cuda.so, made by `make test`): everything but
the kernels themselves is real, NVRTC included when the toolkit is there.
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
    ap.add_argument("--fake", action="store_true", help="the stand-in driver (no GPU needed)")
    args = ap.parse_args()
    driver = {}
    if args.fake:
        lib = os.path.join(os.path.dirname(os.path.abspath(args.tpy)), "fake_cuda/libtpy_fake_cuda.so")
        if not os.path.exists(lib):
            sys.exit("no stand-in driver at %s (make %s)" % (lib, os.path.relpath(lib, REPO)))
        driver = {"TPY_CUDA_DRIVER": lib}
    # name -> (cold runs, cached runs): a kernel, a CUDA ufunc, a reduction
    res = {}
    for _ in range(args.runs):
        with tempfile.TemporaryDirectory() as cache:
            env = dict(os.environ, XDG_CACHE_HOME=cache, NUMBA_CUDA_LOW_OCCUPANCY_WARNINGS="0", **driver)
            env.pop("TPY_CODE_CACHE_DIR", None)
            for which in (0, 1):   # cold, then cached
                for script in ("bench/cuda_first_launch.py", "bench/cuda_first_ufunc.py"):
                    p = subprocess.run([args.tpy, script], cwd=REPO, env=env, capture_output=True, text=True)
                    if p.returncode != 0:
                        sys.exit("failed: " + p.stderr[-400:])
                    for line in p.stdout.split("\n"):
                        words = line.split()
                        if not words:
                            continue
                        name = "kernel" if len(words) == 1 else words[0]
                        res.setdefault(name, ([], []))[which].append(float(words[-1]))
    print("| first call | cold (NVRTC) | cached (disk) |")
    print("| --- | ---: | ---: |")
    for name, (cold, cached) in res.items():
        print("| %s | %.1f ms | %.1f ms |" % (name, statistics.median(cold), statistics.median(cached)))

if __name__ == "__main__":
    main()
