#!/usr/bin/env python3
# Script-test runner: runs every tests/**/*.py under build/tpy in each JIT mode
# and checks stdout, stderr and exit status against the `# expect...` comments
# in the file; CPython 3.11 (the oracle) must agree with the same comments.
# Entry point: main(). Comment syntax and rules: tests/README.md.
# Leaves to others: the Catch2 unit tests (tests/unit, tests/embed).

import argparse
import concurrent.futures
import difflib
import os
import re
import resource
import shlex
import shutil
import signal
import subprocess
import sys
from dataclasses import dataclass, field

REPO_ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_DIRS = ["tests/lang", "tests/builtins", "tests/errors", "tests/modules", "tests/repl/stdin", "tests/jit",
                "tests/numpy", "tests/numba", "tests/gpu", "tests/gpu_fake", "tests/robust"]
# tests/gpu runs on the CUDA simulator (tpy's and the oracle's) unless --gpu
# asks for the real device; on the simulator tpy also compiles every
# kernel's CUDA C with NVRTC where the toolkit is installed.
GPU_DIR = "tests/gpu/"
# tests/gpu_fake runs tpy's GPU path against a stand-in driver
# (tests/gpu_fake/fake_libcuda.cpp, built next to the tpy under test):
# allocation, copies, queries and launches, without running kernels.
FAKE_GPU_DIR = "tests/gpu_fake/"
FAKE_DRIVER = "fake_cuda/libtpy_fake_cuda.so"
# Tests that import numpy (numba) need an oracle with NumPy (Numba): the first
# of these that has it. Debian's python3-numba lives under /usr/bin/python3.
MODULE_ORACLES = ["python3", "/usr/bin/python3"]
KNOWN_FAILURES = "tests/known_failures.txt"
TIMEOUT_S = 30
MAX_DIFF_LINES = 24
ORACLE_VERSION = (3, 11)

# Directive prefixes; each is a whole-line comment (leading spaces allowed).
EXPECT = "# expect:"
EXPECT_STDERR = "# expect-stderr:"
EXPECT_EXIT = "# expect-exit:"
ARGS = "# args:"
FLAGS = "# flags:"                # interpreter flags before the file (-O, -W error, ...), for tpy and CPython
ENV = "# env:"                    # NAME=VALUE in the environment of tpy and CPython
STDIN = "# stdin:"
ORACLE = "# oracle:"
GPU = "# gpu:"                    # 'sim-only REASON': what only the simulator shows; not run by --gpu
REPL = "# repl:"
JIT_DUMP = "# jit-dump:"          # regex that --dump-ir/--dump-asm/--jit-stats output must contain
JIT_DUMP_NOT = "# jit-dump-not:"  # regex it must not contain
JIT_ARGS = "# jit-args:"          # extra tpy flags for that dump run
LIMIT_AS = "# limit-as:"          # KBYTES: RLIMIT_AS (ulimit -v) of tpy and CPython; skipped for ASan builds
# JIT modes: the flags each adds. `stress` pushes the tunables to their
# extremes so exits, aborts and blacklisting happen everywhere.
MODE_FLAGS = {
    "off": ["--jit=off"], "on": ["--jit=on"], "eager": ["--jit=eager"],
    "stress": ["--jit=eager", "--jit-param", "hotexit=1", "--jit-param", "maxsnap=6",
               "--jit-param", "maxrecord=60", "--jit-param", "maxabort=1", "--jit-param", "maxspill=0",
               "--jit-param", "funcdepth=3"],
}
# CPython's `-i` session on a pipe writes its banner and prompts to stderr.
CPYTHON_BANNER = ("Python 3.", "Type \"help\", \"copyright\"")


@dataclass
class Spec:
    stdout: list = field(default_factory=list)
    stderr: list = field(default_factory=list)
    exit_code: int = 0
    args: list = field(default_factory=list)
    flags: list = field(default_factory=list)
    env: dict = field(default_factory=dict)
    stdin: list = field(default_factory=list)
    has_stdin: bool = False
    oracle_skip: str = ""  # the reason, when the oracle is skipped
    sim_only: str = ""     # the reason, when the test describes the simulator alone
    repl: bool = False  # `# repl: stdin`: the file is typed into `-i` on stdin
    uses_numpy: bool = False  # imports numpy: checked against an oracle that has NumPy
    uses_numba: bool = False  # imports numba: checked against an oracle that has Numba
    jit_dump: list = field(default_factory=list)      # (must_match, regex)
    jit_args: list = field(default_factory=list)
    limit_as: int = 0   # KB of address space (`# limit-as:`), 0 for no limit
    errors: list = field(default_factory=list)  # malformed directives


def directive_text(line, prefix):
    """Text after `prefix` ("" for a bare prefix), or None if not that directive."""
    if line == prefix:
        return ""
    if line.startswith(prefix + " "):
        return line[len(prefix) + 1:]
    return None


def parse_spec(path):
    spec = Spec()
    with open(os.path.join(REPO_ROOT, path), encoding="utf-8", errors="replace") as f:
        lines = f.read().split("\n")
    spec.uses_numpy = any(l.startswith(("import numpy", "from numpy")) for l in lines)
    spec.uses_numba = any(l.startswith(("import numba", "from numba")) for l in lines)
    for lineno, raw in enumerate(lines, 1):
        line = raw.lstrip(" \t").rstrip("\r")
        if not line.startswith("#"):
            continue
        if (text := directive_text(line, EXPECT)) is not None:
            spec.stdout.append(text)
        elif (text := directive_text(line, EXPECT_STDERR)) is not None:
            spec.stderr.append(text)
        elif (text := directive_text(line, EXPECT_EXIT)) is not None:
            try:
                spec.exit_code = int(text.strip())
            except ValueError:
                spec.errors.append(f"line {lineno}: bad expect-exit {text!r}")
        elif (text := directive_text(line, ARGS)) is not None:
            spec.args.extend(shlex.split(text))
        elif (text := directive_text(line, FLAGS)) is not None:
            spec.flags.extend(shlex.split(text))
        elif (text := directive_text(line, ENV)) is not None:
            name, eq, value = text.partition("=")
            if not eq or not name:
                spec.errors.append(f"line {lineno}: bad env {text!r}")
            spec.env[name] = value
        elif (text := directive_text(line, STDIN)) is not None:
            spec.stdin.append(text)
            spec.has_stdin = True
        elif (text := directive_text(line, ORACLE)) is not None:
            words = text.split(None, 1)
            if len(words) == 2 and words[0] == "skip":
                spec.oracle_skip = words[1]
            else:
                spec.errors.append(f"line {lineno}: oracle directive must be 'skip REASON'")
        elif (text := directive_text(line, GPU)) is not None:
            words = text.split(None, 1)
            if len(words) == 2 and words[0] == "sim-only":
                spec.sim_only = words[1]
            else:
                spec.errors.append(f"line {lineno}: gpu directive must be 'sim-only REASON'")
        elif (text := directive_text(line, LIMIT_AS)) is not None:
            try:
                spec.limit_as = int(text.strip())
            except ValueError:
                spec.errors.append(f"line {lineno}: bad limit-as {text!r} (KB expected)")
        elif (text := directive_text(line, REPL)) is not None:
            if text.strip() == "stdin":
                spec.repl = True
            else:
                spec.errors.append(f"line {lineno}: repl directive must be 'stdin'")
        elif (text := directive_text(line, JIT_DUMP)) is not None:
            spec.jit_dump.append((True, text))
        elif (text := directive_text(line, JIT_DUMP_NOT)) is not None:
            spec.jit_dump.append((False, text))
        elif (text := directive_text(line, JIT_ARGS)) is not None:
            spec.jit_args.extend(shlex.split(text))
        elif line.startswith("# expect"):
            spec.errors.append(f"line {lineno}: unknown directive {line!r}")
    return spec


def output_lines(data):
    """Bytes -> list of lines; a final newline does not add an empty line.

    CPython 3.11 makes the script's path absolute in tracebacks; the repo root is
    cut from every path so expectations read `File "tests/x.py"` on any checkout.
    """
    text = data.decode("utf-8", errors="backslashreplace").replace(REPO_ROOT + "/", "")
    if text == "":
        return []
    if text.endswith("\n"):
        text = text[:-1]
    return text.split("\n")


def child_env(path=None, gpu=False, tpy=None):
    env = {k: v for k, v in os.environ.items()
           if not k.startswith("PYTHON") and k != "TPY_PATH"}
    if path and path.startswith(FAKE_GPU_DIR) and tpy:
        env["TPY_CUDA_DRIVER"] = os.path.join(os.path.dirname(os.path.abspath(tpy)), FAKE_DRIVER)
    if path and path.startswith(GPU_DIR) and not gpu:
        env["NUMBA_ENABLE_CUDASIM"] = "1"
        env["TPY_CUDA_CHECK_NVRTC"] = "1"
    elif path and path.startswith(GPU_DIR):
        # The expectations are Numba's simulator's, which warns of neither
        # (tests/gpu_fake checks both warnings on the GPU path).
        env["NUMBA_CUDA_LOW_OCCUPANCY_WARNINGS"] = "0"
        env["NUMBA_CUDA_WARN_ON_IMPLICIT_COPY"] = "0"
    env["PYTHONHASHSEED"] = "0"
    env["PYTHONDONTWRITEBYTECODE"] = "1"  # keep __pycache__ out of tests/
    env["LC_ALL"] = "C.UTF-8"
    return env


def without_prompts(lines):
    """CPython's stderr in a piped `-i` session, less its banner and prompts."""
    if len(lines) >= 2 and lines[0].startswith(CPYTHON_BANNER[0]) and lines[1].startswith(CPYTHON_BANNER[1]):
        lines = lines[2:]
    out = []
    for line in lines:
        stripped = line
        while stripped.startswith((">>> ", "... ")):
            stripped = stripped[4:]
        if stripped or not line:  # a line of prompts alone is dropped
            out.append(stripped)
    return out


def child_setup(limit_as_kb):
    """What the child does before exec: SIGINT at its default (a runner
    started in the background (`cmd &` in a script) has it ignored, and
    CPython keeps an ignored SIGINT, so a test that sends itself Ctrl-C would
    loop until the timeout), and the `# limit-as:` cap on its address space."""
    def setup():
        signal.signal(signal.SIGINT, signal.SIG_DFL)
        if limit_as_kb:
            limit = limit_as_kb * 1024
            resource.setrlimit(resource.RLIMIT_AS, (limit, limit))
    return setup


def is_asan_build(binary):
    """Whether `binary` was built with AddressSanitizer (`make debug`): it
    names the ASan runtime's entry point. ASan reserves terabytes of shadow
    address space, so an RLIMIT_AS test cannot run under it."""
    try:
        with open(binary, "rb") as f:
            return b"__asan_init" in f.read()
    except OSError:
        return False


def run_one(argv, spec, path=None, cpython=False, gpu=False):
    """Run argv in the repo root. Returns (stdout lines, stderr lines, exit code, problem).

    The child gets its own process group so a timeout kills everything it started.
    For a `# repl: stdin` test, `path` is the file fed to stdin.
    """
    stdin = ("\n".join(spec.stdin) + "\n").encode() if spec.has_stdin else b""
    if spec.repl:
        with open(os.path.join(REPO_ROOT, path), "rb") as f:
            stdin = f.read()
    try:
        env = dict(child_env(path, gpu, None if cpython else argv[0]), **spec.env)
        proc = subprocess.Popen(argv, cwd=REPO_ROOT, env=env, stdin=subprocess.PIPE,
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                start_new_session=True, preexec_fn=child_setup(spec.limit_as))
    except OSError as e:
        return [], [], None, f"could not start {argv[0]}: {e}"
    try:
        out, err = proc.communicate(stdin, timeout=TIMEOUT_S)
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)
        proc.communicate()
        return None, None, None, f"timed out after {TIMEOUT_S} s"
    problem = ""
    if proc.returncode < 0:
        problem = f"killed by signal {-proc.returncode}"
    err_lines = output_lines(err)
    if spec.repl and cpython:
        err_lines = without_prompts(err_lines)
    return output_lines(out), err_lines, proc.returncode, problem


def diff(kind, expected, got):
    lines = list(difflib.unified_diff(expected, got, f"expected {kind}", f"got {kind}",
                                      lineterm="", n=2))
    if len(lines) > MAX_DIFF_LINES:
        lines = lines[:MAX_DIFF_LINES] + [f"... ({len(lines) - MAX_DIFF_LINES} more diff lines)"]
    return ["    " + l for l in lines]


def check(label, spec, result):
    """Compare one run with the spec; returns report lines (empty if it matched)."""
    out, err, code, problem = result
    report = []
    # A death by signal is expected when the test says so (expect-exit: -2
    # for SIGINT, as an uncaught KeyboardInterrupt ends the process).
    if problem and not (code is not None and code < 0 and code == spec.exit_code):
        report.append(f"  [{label}] {problem}")
    if out is None:  # timed out: the partial output says nothing useful
        return report
    if out != spec.stdout:
        report.append(f"  [{label}] stdout differs:")
        report += diff("stdout", spec.stdout, out)
    if err != spec.stderr:
        report.append(f"  [{label}] stderr differs:")
        report += diff("stderr", spec.stderr, err)
    if code is not None and code != spec.exit_code:
        report.append(f"  [{label}] exit status {code}, expected {spec.exit_code}")
    return report


@dataclass
class Outcome:
    path: str
    tpy_report: list
    oracle_report: list
    skip: str = ""


def run_test(path, opts):
    spec = parse_spec(path)
    if spec.errors:
        return Outcome(path, [], ["  bad directives: " + "; ".join(spec.errors)])
    if opts.gpu and spec.sim_only:
        return Outcome(path, [], [], "simulator only: " + spec.sim_only)
    if spec.limit_as and opts.tpy_asan:
        return Outcome(path, [], [], "limit-as: ASan build")
    tpy_report = []
    for mode in opts.modes:
        argv = [opts.tpy] if opts.tpy_is_python else [opts.tpy] + MODE_FLAGS[mode]
        label = "tpy" if opts.tpy_is_python else f"jit={mode}"
        program = spec.flags + (["-i"] + spec.args if spec.repl else [path] + spec.args)
        tpy_report += check(label, spec, run_one(argv + program, spec, path, opts.tpy_is_python, opts.gpu))
    if spec.jit_dump and not opts.tpy_is_python:
        tpy_report += check_jit_dump(opts, spec, path)
    oracle_report = []
    python = (opts.numba_python if spec.uses_numba else
              opts.numpy_python if spec.uses_numpy else opts.python)
    if opts.oracle and not spec.oracle_skip and python:
        program = spec.flags + (["-i"] + spec.args if spec.repl else [path] + spec.args)
        report = check("cpython", spec, run_one([python] + program, spec, path, True))
        if report:
            oracle_report = ["  expectation disagrees with CPython:"] + report
    return Outcome(path, tpy_report, oracle_report)


def check_jit_dump(opts, spec, path):
    """Run with --jit=eager and the JIT's dumps on; check the `# jit-dump` regexes."""
    argv = [opts.tpy, "--jit=eager", "--dump-ir", "--dump-asm", "--jit-stats"] + spec.jit_args + [path] + spec.args
    out, err, code, problem = run_one(argv, spec, path)
    if out is None:
        return [f"  [jit-dump] {problem}"]
    text = "\n".join(err)
    report = []
    for must, regex in spec.jit_dump:
        if bool(re.search(regex, text, re.M)) != must:
            report.append(f"  [jit-dump] {'missing' if must else 'unexpected'}: {regex}")
    if report:
        report += ["    " + l for l in err[:40]]
    return report


def is_helper(relpath):
    """Files or folders named with a leading underscore are support code, not tests."""
    return any(part.startswith("_") for part in relpath.split("/"))


def collect(paths):
    tests, missing = [], []
    for arg in paths:
        full = os.path.abspath(arg)
        if not os.path.exists(full) and not os.path.isabs(arg):
            full = os.path.join(REPO_ROOT, arg)  # allow repo-relative paths from elsewhere
        if os.path.isfile(full):
            tests.append(os.path.relpath(full, REPO_ROOT))
        elif os.path.isdir(full):
            for dirpath, dirnames, filenames in os.walk(full):
                dirnames[:] = sorted(d for d in dirnames if not d.startswith("_"))
                for name in sorted(filenames):
                    if name.endswith(".py") and not name.startswith("_"):
                        rel = os.path.relpath(os.path.join(dirpath, name), REPO_ROOT)
                        if not is_helper(rel):
                            tests.append(rel)
        else:
            missing.append(arg)
    return sorted(set(t.replace(os.sep, "/") for t in tests)), missing


def read_known_failures():
    path = os.path.join(REPO_ROOT, KNOWN_FAILURES)
    known = {}
    if not os.path.exists(path):
        return known
    with open(path, encoding="utf-8") as f:
        for line in f:
            entry = line.split("#", 1)[0].strip()
            if entry:
                known[entry] = True
    return known


def python_version(python):
    try:
        out = subprocess.run([python, "-c", "import sys; print(*sys.version_info[:2])"],
                             capture_output=True, timeout=TIMEOUT_S, text=True).stdout
        return tuple(int(x) for x in out.split())
    except (OSError, ValueError, subprocess.TimeoutExpired):
        return None


def find_module_oracle(module):
    """The first of MODULE_ORACLES that is CPython 3.11 and can import `module`."""
    for python in MODULE_ORACLES:
        if python_version(python) != ORACLE_VERSION:
            continue
        try:
            if subprocess.run([python, "-c", "import " + module], capture_output=True,
                              timeout=TIMEOUT_S).returncode == 0:
                return python
        except (OSError, subprocess.TimeoutExpired):
            pass
    return None


def parse_args(argv):
    p = argparse.ArgumentParser(description="Run tpy's script tests (see tests/README.md).")
    p.add_argument("paths", nargs="*", help="test files or folders (default: %s)"
                   % " ".join(DEFAULT_DIRS))
    p.add_argument("--tpy", default="build/tpy", help="interpreter under test (default build/tpy)")
    p.add_argument("--tpy-is-python", action="store_true",
                   help="the --tpy binary is CPython: pass no --jit flag, run once "
                        "(self-check of the corpus: --tpy python3 --tpy-is-python)")
    p.add_argument("--modes", default="off,on,eager", help="JIT modes, comma-separated")
    p.add_argument("--python", default="python3", help="CPython 3.11 used as the oracle")
    p.add_argument("--no-oracle", dest="oracle", action="store_false",
                   help="do not check expectations against CPython")
    p.add_argument("-j", type=int, default=os.cpu_count() or 1, help="parallel tests")
    p.add_argument("--list", action="store_true", help="list the selected tests and exit")
    p.add_argument("-v", "--verbose", action="store_true", help="print each PASS")
    p.add_argument("--gpu", action="store_true",
                   help="run tests/gpu on the real device (make test-gpu), not the simulator")
    opts = p.parse_args(argv)
    opts.modes = [m for m in opts.modes.split(",") if m]
    for m in opts.modes:
        if m not in MODE_FLAGS and not opts.tpy_is_python:
            p.error(f"unknown mode {m!r} (known: {', '.join(MODE_FLAGS)})")
    if opts.tpy_is_python:
        opts.modes = ["python"]
    return opts


def resolve_tpy(tpy):
    """A path with a slash is taken from the cwd, else the repo root; a bare name from PATH."""
    if "/" in tpy or os.sep in tpy:
        for full in (os.path.abspath(tpy), os.path.join(REPO_ROOT, tpy)):
            if os.path.isfile(full) and os.access(full, os.X_OK):
                return full
        return None
    return shutil.which(tpy)


def main(argv):
    opts = parse_args(argv)
    tests, missing = collect(opts.paths or [os.path.join(REPO_ROOT, d) for d in DEFAULT_DIRS])
    if opts.list:
        print("\n".join(tests))
        return 0
    tpy = resolve_tpy(opts.tpy)
    if tpy is None:
        print(f"run_tests: interpreter {opts.tpy!r} not found or not executable "
              f"(build it with `make`)", file=sys.stderr)
        return 2
    opts.tpy = tpy
    opts.tpy_asan = not opts.tpy_is_python and is_asan_build(tpy)
    if opts.oracle:
        version = python_version(opts.python)
        if version != ORACLE_VERSION:
            print(f"run_tests: warning: oracle {opts.python} is {version}, not CPython "
                  f"{ORACLE_VERSION[0]}.{ORACLE_VERSION[1]}; oracle disabled", file=sys.stderr)
            opts.oracle = False
    opts.numpy_python = opts.numba_python = None
    if opts.oracle:
        opts.numpy_python = find_module_oracle("numpy")
        if opts.numpy_python is None:
            print("run_tests: warning: no CPython 3.11 with NumPy found (apt-get install python3-numpy); "
                  "tests importing numpy run without the oracle", file=sys.stderr)
        opts.numba_python = find_module_oracle("numba")
        if opts.numba_python is None:
            print("run_tests: warning: no CPython 3.11 with Numba found (apt-get install python3-numba); "
                  "tests importing numba run without the oracle", file=sys.stderr)

    known = read_known_failures()
    passed = failed = skipped = 0
    for arg in missing:
        print(f"FAIL {arg}: no such test file or folder")
        failed += 1
    for entry in known:
        if not os.path.isfile(os.path.join(REPO_ROOT, entry)):
            print(f"FAIL {entry}: listed in {KNOWN_FAILURES} but does not exist")
            failed += 1

    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, opts.j)) as pool:
        futures = [pool.submit(run_test, t, opts) for t in tests]
        for future in futures:  # report in path order, whatever order they finish
            o = future.result()
            listed = o.path in known
            if o.skip:
                skipped += 1
                print(f"SKIP {o.path} ({o.skip})")
            elif o.oracle_report:
                failed += 1
                print(f"FAIL {o.path}")
                print("\n".join(o.oracle_report + o.tpy_report))
            elif o.tpy_report and listed:
                skipped += 1
                print(f"XFAIL {o.path}")
            elif o.tpy_report:
                failed += 1
                print(f"FAIL {o.path}")
                print("\n".join(o.tpy_report))
            elif listed:
                failed += 1
                print(f"XPASS {o.path} (remove it from {KNOWN_FAILURES})")
            else:
                passed += 1
                if opts.verbose:
                    print(f"PASS {o.path}")
            sys.stdout.flush()
    print(f"{passed} passed, {failed} failed, {skipped} skipped")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
