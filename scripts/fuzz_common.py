"""Shared pieces of the differential fuzzers source_fuzz.py, format_fuzz.py and
codec_fuzz.py: a batch runner that feeds many cases to one tpy process (and
one CPython process) and notices the case a crash or hang stopped at, the
'--minutes/--seed/--show' loop, and the finding files under build/NAME/.

A batch is a driver program (written by the fuzzer, run by both tpy and
CPython) that reads its cases from a file and prints one line per case:
'S <i>' before the case starts and 'R <i> <result>' when it is done. The
runner reads tpy's lines as they come; a case whose 'S' has no 'R' when the
process dies is a crash, and one that makes no progress for --case-timeout
seconds is a hang. The batch then restarts after that case.
"""
import argparse
import os
import random
import select
import signal
import subprocess
import sys
import time

# The end of a differential driver: each line of `cases` is an expression,
# its ascii() (or its exception) printed between start and result markers.
EVAL_LOOP = r'''
for i in range(len(cases)):
    src = cases[i]
    if not src:
        continue
    print('S', i, flush=True)
    try:
        out = ascii(eval(src))
        if len(out) > 4000:   # a huge width: compare its length and ends
            out = 'len %d: %s ... %s' % (len(out), out[:1000], out[-1000:])
    except Exception as e:
        out = type(e).__name__ + ': ' + ascii(str(e))
    print('R', i, out, flush=True)
'''

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def _oracle():
    """The CPython of scripts/run_tests.py (python3 on the path), by the path
    of its real executable: a version manager's shim starts slowly."""
    try:
        out = subprocess.run(["python3", "-c", "import sys; print(sys.executable)"],
                             capture_output=True, text=True, timeout=30).stdout.strip()
        if out and os.path.exists(out):
            return out
    except (OSError, subprocess.SubprocessError):
        pass
    return "/usr/bin/python3"


ORACLE = _oracle()
# stderr text that is never a Python-level error: the runtime lost control
# (a traceback echoes source lines: "AssertionError" in one is no assert failure)
BAD_STDERR = ("terminate called", "AddressSanitizer", "runtime error:", "Assertion `", "internal error in",
              "LeakSanitizer", "Segmentation fault", "core dumped")
BAD_LINE_START = ("SystemError", "Fatal Python error")


def limit_memory(gib=3):
    """A preexec_fn capping the child's address space (a runaway case must
    not take the shared machine's memory)."""
    def apply():
        import resource
        resource.setrlimit(resource.RLIMIT_AS, (gib << 30, gib << 30))
    return apply


def run_batch(cmd, case_timeout, env=None, cwd=None, stdin_bytes=None, preexec_fn=None):
    """Run `cmd` (a driver printing S/R lines) and return (results, status,
    stuck, stderr): results maps case index -> result text; status is the
    exit code, -signal, or 'timeout'; stuck is the index of the case that
    was running when the process died or hung (None when it ran through)."""
    p = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, stdin=subprocess.DEVNULL,
                         cwd=cwd, env=env, start_new_session=True, preexec_fn=preexec_fn)
    results, started = {}, None
    buf, err = bytearray(), b""
    last = time.time()
    status = None
    fds = [p.stdout, p.stderr]
    while fds:
        ready, _, _ = select.select(fds, [], [], 0.5)
        for f in ready:
            chunk = os.read(f.fileno(), 1 << 16)
            if not chunk:
                fds.remove(f)
                continue
            if f is p.stderr:
                err += chunk[: max(0, 200000 - len(err))]
                continue
            last = time.time()
            buf += chunk
            if b"\n" not in chunk:
                continue   # a long line in pieces: split once it ends
            *lines, rest = buf.split(b"\n")
            buf = bytearray(rest)
            for ln in lines:
                ln = bytes(ln)
                if ln.startswith(b"S "):
                    started = int(ln[2:])
                elif ln.startswith(b"R "):
                    parts = ln.split(b" ", 2)
                    results[int(parts[1])] = parts[2].decode("utf-8", "backslashreplace") if len(parts) > 2 else ""
        if time.time() - last > case_timeout:
            try:
                os.killpg(p.pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
            status = "timeout"
            break
    p.wait()
    if status is None:
        status = p.returncode
    stuck = started if started is not None and started not in results else None
    if status == "timeout" and stuck is None:
        stuck = -1
    return results, status, stuck, err.decode("utf-8", "replace")


def is_crash(status, stderr):
    """True when the process lost control: a signal, abort (134), an exit
    status from the shell's 128+N range, a timeout, or sanitizer/abort text."""
    if status == "timeout":
        return True
    if isinstance(status, int) and (status < 0 or status >= 128):
        return True
    return any(b in stderr for b in BAD_STDERR) or any(ln.startswith(BAD_LINE_START) for ln in stderr.splitlines())


def run_one(cmd, timeout, cwd=None, stdin_bytes=None):
    """(status, stdout, stderr) of one short process; status 'timeout' on a hang."""
    p = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                         stdin=subprocess.PIPE if stdin_bytes is not None else subprocess.DEVNULL,
                         cwd=cwd, start_new_session=True)
    try:
        out, err = p.communicate(stdin_bytes, timeout=timeout)
        return p.returncode, out, err
    except subprocess.TimeoutExpired:
        os.killpg(p.pid, signal.SIGKILL)
        out, err = p.communicate()
        return "timeout", out, err


def arg_parser(doc, default_timeout=10.0):
    ap = argparse.ArgumentParser(description=doc.split("\n")[0])
    ap.add_argument("--tpy", default=os.path.join(REPO, "build/tpy"))
    ap.add_argument("--oracle", default=ORACLE, help="the CPython the cases are compared with")
    ap.add_argument("--minutes", type=float, default=1.0)
    ap.add_argument("--seed", type=int, help="first seed (random when left out)")
    ap.add_argument("--batch", type=int, default=200, help="cases per tpy process")
    ap.add_argument("--show", action="store_true", help="print the cases of --seed and exit")
    ap.add_argument("--case-timeout", type=float, default=default_timeout,
                    help="seconds a case may run before it counts as a hang")
    ap.add_argument("--no-divergence", action="store_true", help="report crashes and hangs only")
    return ap


class Findings:
    """Writes build/NAME/finding_SEED.txt files and keeps the counts."""

    def __init__(self, name):
        self.dir = os.path.join(REPO, "build", name)
        os.makedirs(self.dir, exist_ok=True)
        self.counts = {}

    def add(self, kind, seed, case_id, text, raw=None):
        """Writes the finding's text (and `raw`, the exact input bytes, to a .src file next to it)."""
        self.counts[kind] = self.counts.get(kind, 0) + 1
        path = os.path.join(self.dir, f"{kind}_{seed}_{case_id}.txt")
        if raw is not None:
            with open(path[:-4] + ".src", "wb") as f:
                f.write(raw)
        with open(path, "w", encoding="utf-8", errors="backslashreplace") as f:
            f.write(text)
        print(f"{kind.upper()} seed {seed} case {case_id} -> {os.path.relpath(path, REPO)}", flush=True)

    def summary(self):
        return ", ".join(f"{v} {k}" for k, v in sorted(self.counts.items())) or "no findings"


def next_seed(seed):
    return (seed * 1103515245 + 12345) % (1 << 30)


def first_seed(opts):
    return opts.seed if opts.seed is not None else random.randrange(1 << 30)


def classify(g, w):
    """'message' when both raised the same exception type, else 'mismatch'."""
    def exc(x):
        return x is not None and ": " in x and not x.startswith(("'", '"', "b'", 'b"', "(", "[", "bytearray("))
    if exc(g) and exc(w) and g.split(":")[0] == w.split(":")[0]:
        return "message", g.split(":")[0], w.split(":")[0]
    return "mismatch", g.split(":")[0] if exc(g) else "", w.split(":")[0] if exc(w) else ""


def retry_alone(opts, drv, work, cases, i, want):
    """A case that timed out in its batch, run once more on its own with the
    time CPython's batch gets: True when it then ends with CPython's result
    (a 2 GiB width on a loaded machine is slow, not hung)."""
    if want is None:
        return False
    path = os.path.join(work, "alone.txt")
    with open(path, "w", encoding="utf-8") as f:
        f.write("\n".join([""] * i + [cases[i]]))
    got, _, stuck, _ = run_batch([opts.tpy, drv, path, os.path.join(work, "tpy")], 60, preexec_fn=limit_memory())
    return stuck is None and got.get(i) == want


def oracle_uncapped(opts, drv, work, cases, i):
    """CPython's result for case i alone without the address-space cap: a
    case CPython ran out of memory on under the cap (a 2 GiB field built
    before a later error) is judged by what CPython gives when it fits."""
    path = os.path.join(work, "alone_py.txt")
    with open(path, "w", encoding="utf-8") as f:
        f.write("\n".join([""] * i + [cases[i]]))
    want, _, _, _ = run_batch([opts.oracle, drv, path, os.path.join(work, "py_alone")], 60)
    return want.get(i)


def diff_main(doc, name, driver, make_cases, family, post=None):
    """The loop of a batch differential fuzzer: cases from make_cases(seed, n)
    (one line each, run by `driver` under tpy and CPython); results compared
    line by line; findings de-duplicated by (kind, family(case), exception types)."""
    opts = arg_parser(doc).parse_args()
    seed = first_seed(opts)
    if opts.show:
        print("\n".join(make_cases(seed, opts.batch)))
        return 0
    findings = Findings(name)
    work = os.path.join(findings.dir, f"work_{os.getpid()}")
    os.makedirs(work, exist_ok=True)
    drv = os.path.join(work, "driver.py")
    with open(drv, "w") as f:
        f.write(driver)
    seen = set()
    t0 = time.time()
    deadline = t0 + opts.minutes * 60
    total = batches = 0
    print(f"{name}: first seed {seed}, tpy {opts.tpy}", flush=True)
    while time.time() < deadline:
        cases = make_cases(seed, opts.batch)
        start = 0
        while start < len(cases):
            path = os.path.join(work, "cases.txt")
            with open(path, "w", encoding="utf-8") as f:
                f.write("\n".join([""] * start + cases[start:]))
            want, _, _, _ = run_batch([opts.oracle, drv, path, os.path.join(work, "py")], 60,
                                      preexec_fn=limit_memory())
            got, st, stuck, err = run_batch([opts.tpy, drv, path, os.path.join(work, "tpy")], opts.case_timeout,
                                            preexec_fn=limit_memory())   # the oracle's cap: a 2 GiB width is MemoryError
            done_to = len(cases) if stuck is None else stuck + 1
            for i in range(start, done_to):
                src = cases[i]
                if i == stuck and st == "timeout" and (i not in want or want[i].startswith("MemoryError")):
                    findings.counts["slow in CPython too"] = findings.counts.get("slow in CPython too", 0) + 1
                    break   # a huge width or the like: CPython ran out of time or memory as well
                if i == stuck and st == "timeout" and retry_alone(opts, drv, work, cases, i, want.get(i)):
                    findings.counts["slow only under load"] = findings.counts.get("slow only under load", 0) + 1
                    break   # alone, with CPython's time limit, it gave CPython's answer
                if i == stuck:
                    findings.add("crash", seed, i, f"{src}\n# status: {st}\n# stderr:\n{err[-4000:]}\n")
                    break
                if i not in want or opts.no_divergence:
                    continue
                g, w = got.get(i), want[i]
                if g == w:
                    continue
                if w.startswith("MemoryError") and g is not None and oracle_uncapped(opts, drv, work, cases, i) == g:
                    findings.counts["memory cap only"] = findings.counts.get("memory cap only", 0) + 1
                    continue   # tpy's one-buffer build fit under the cap; uncapped, CPython agrees
                kind, gt, wt = classify(g, w)
                sig = (kind, family(src), gt, wt)
                if sig in seen:
                    findings.counts[kind] = findings.counts.get(kind, 0) + 1
                    continue
                seen.add(sig)
                findings.add(kind, seed, i, f"{src}\n# tpy:     {g}\n# CPython: {w}\n")
            total += done_to - start
            if stuck is None and is_crash(st, err):
                findings.add("crash", seed, "exit", f"# batch exit {st}\n{err[-4000:]}\n")
            start = done_to
        batches += 1
        seed = next_seed(seed)
    mins = (time.time() - t0) / 60
    print(f"{name}: {total} cases in {batches} batches, {mins:.1f} min, {findings.summary()}", flush=True)
    return 1 if "crash" in findings.counts else 0
