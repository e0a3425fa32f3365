#!/usr/bin/env python3
# Terminal-session runner: runs every tests/repl/tty/*.py (each drives the REPL
# through a pseudo-terminal with scripts/pty_session.py and fails by raising)
# with TPY pointing at the binary under test, each in its own process with a
# timeout. Entry point: main(). Last line: `N passed, N failed, N skipped`.
# Piped (non-terminal) sessions are script tests: tests/repl/stdin, run_tests.py.

import argparse
import concurrent.futures
import os
import signal
import subprocess
import sys

REPO_ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_DIR = "tests/repl/tty"
TIMEOUT_S = 90


def run_case(path, tpy):
    env = dict(os.environ)
    env["TPY"] = tpy
    env["PYTHONPATH"] = os.path.join(REPO_ROOT, "scripts")
    proc = subprocess.Popen([sys.executable, path], cwd=REPO_ROOT, env=env, stdout=subprocess.PIPE,
                            stderr=subprocess.STDOUT, start_new_session=True)
    try:
        out, _ = proc.communicate(timeout=TIMEOUT_S)
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)
        proc.communicate()
        return f"timed out after {TIMEOUT_S} s"
    if proc.returncode != 0:
        return out.decode("utf-8", errors="replace").rstrip() or f"exit status {proc.returncode}"
    return ""


def main(argv):
    p = argparse.ArgumentParser(description="Run tpy's terminal REPL tests.")
    p.add_argument("paths", nargs="*", help=f"test files (default: {DEFAULT_DIR}/*.py)")
    p.add_argument("--tpy", default="build/tpy")
    p.add_argument("-j", type=int, default=2, help="parallel sessions")
    p.add_argument("-v", "--verbose", action="store_true", help="print each PASS")
    opts = p.parse_args(argv)
    tpy = os.path.abspath(opts.tpy)
    if not os.access(tpy, os.X_OK):
        print(f"run_repl_tests: {opts.tpy} not found (build it with `make`)", file=sys.stderr)
        return 2
    paths = opts.paths
    if not paths:
        folder = os.path.join(REPO_ROOT, DEFAULT_DIR)
        paths = [os.path.join(DEFAULT_DIR, n) for n in sorted(os.listdir(folder))
                 if n.endswith(".py") and not n.startswith("_")]
    passed = failed = 0
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, opts.j)) as pool:
        results = [(path, pool.submit(run_case, path, tpy)) for path in paths]
        for path, future in results:
            problem = future.result()
            if problem:
                failed += 1
                print(f"FAIL {path}")
                print("\n".join("  " + line for line in problem.split("\n")))
            else:
                passed += 1
                if opts.verbose:
                    print(f"PASS {path}")
            sys.stdout.flush()
    print(f"{passed} passed, {failed} failed, 0 skipped")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
