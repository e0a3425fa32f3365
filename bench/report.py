"""report.py: write bench/RESULTS.md from what scripts/bench.sh left in build/bench/.

Reads per cell (workload W, system S): W.S.status (ok / WRONG / FAIL / n/a ...),
W.S.json (hyperfine export), W.S.rss (GNU time %M, KiB), W.S.log (Numba's
"NUMBA import=.. compile=.. steady=.." lines); plus startup.json and
versions.txt. Stdlib only; run by /usr/bin/python3. Measuring is bench.sh's job.
"""

import argparse
import datetime
import json
import math
import os
import platform
import statistics

SYSTEMS = [
    ("tpy_off", "tpy --jit=off"),
    ("tpy_on", "tpy --jit=on"),
    ("cpython", "CPython"),
    ("pypy", "PyPy"),
    ("luajit", "LuaJIT"),
    ("c", "C (gcc -O2)"),
    ("numba", "Numba"),
]
# name in startup.json -> (label, the name its "vs CPython" ratio divides by)
STARTUP_LABELS = {
    "tpy": ("`tpy -c pass`", "cpython"),
    "cpython": ("`python3 -c pass`", "cpython"),
    "pypy": ("`pypy3 -c pass`", "cpython"),
    "luajit": ("`luajit -e ''`", "cpython"),
}
for _imp in ("import numpy", "from numba import njit", "from numba import cuda"):
    _key = _imp.replace(" ", "_")
    STARTUP_LABELS["tpy:" + _key] = ("`tpy -c '%s'`" % _imp, "cpython:" + _key)
    STARTUP_LABELS["cpython:" + _key] = ("`python3 -c '%s'`" % _imp, "cpython:" + _key)


def read_text(path):
    try:
        with open(path) as f:
            return f.read().strip()
    except OSError:
        return None


def read_median(path):
    text = read_text(path)
    if text is None:
        return None
    return json.loads(text)["results"][0]["median"]


class Cell:
    """One (workload, system) result: state is ok, WRONG, FAIL or n/a."""

    def __init__(self, out, workload, system):
        base = os.path.join(out, "%s.%s" % (workload, system))
        status = read_text(base + ".status") or "n/a not run"
        self.state = status.split()[0]
        self.why = status[len(self.state):].strip()
        self.median = read_median(base + ".json") if self.state == "ok" else None
        if self.state == "ok" and self.median is None:
            self.state = "FAIL"
        rss = read_text(base + ".rss")
        self.rss_kib = None
        if rss:
            last = rss.splitlines()[-1].strip()
            if last.isdigit():
                self.rss_kib = int(last)
        self.numba = parse_numba_log(base + ".log")


def parse_numba_log(path):
    text = read_text(path)
    if not text:
        return None
    fields = {}
    for line in text.splitlines():
        if not line.startswith("NUMBA "):
            continue
        for item in line.split()[1:]:
            key, _, value = item.partition("=")
            fields.setdefault(key, []).append(float(value))
    return {key: statistics.median(values) for key, values in fields.items()}


def format_seconds(s):
    if s >= 10:
        return "%.1f s" % s
    if s >= 0.1:
        return "%.2f s" % s
    return "%.3f s" % s


def format_speedup(x):
    return "%.1f×" % x if x >= 10 else "%.2f×" % x


def cpu_model():
    text = read_text("/proc/cpuinfo") or ""
    for line in text.splitlines():
        if line.startswith("model name"):
            return line.split(":", 1)[1].strip()
    return platform.processor() or "unknown"


def cell_text(cell, base):
    if cell.state != "ok":
        return cell.state
    if base is None:
        return format_seconds(cell.median)
    return "%s (%s)" % (format_seconds(cell.median), format_speedup(base / cell.median))


def write_report(args):
    cells = {w: {s: Cell(args.out, w, s) for s, _ in SYSTEMS} for w in args.workloads}
    tpy_missing = all(cells[w][s].state == "n/a" for w in args.workloads
                      for s in ("tpy_off", "tpy_on"))
    lines = []
    add = lines.append
    now = datetime.datetime.now(datetime.timezone.utc)
    add("# tpy benchmark results")
    add("")
    add("Written by `scripts/bench.sh` (`make bench`); see `bench/README.md` for")
    add("what each workload stresses and how to read this file.")
    add("")
    add("- date: %s" % now.strftime("%Y-%m-%d %H:%M UTC"))
    add("- machine: %s, %s, %d cores" % (platform.machine(), cpu_model(), os.cpu_count() or 0))
    add("- runs: hyperfine `--warmup 1 --runs %d`, whole process, median" % args.runs)
    versions = read_text(os.path.join(args.out, "versions.txt")) or ""
    for line in versions.splitlines():
        add("- %s" % line)
    load_start = read_text(os.path.join(args.out, "loadavg.start"))
    load_end = read_text("/proc/loadavg")
    if load_start and load_end:
        add("- load average (1/5/15 min) at start: %s; at end: %s"
            % (" ".join(load_start.split()[:3]), " ".join(load_end.split()[:3])))
    if tpy_missing:
        add("- tpy: `%s` was not built, so its columns say n/a" % args.tpy)
    add("")

    add("## Time (median seconds, speed-up over CPython)")
    add("")
    add("| workload | " + " | ".join(label for _, label in SYSTEMS) + " |")
    add("| --- |" + " ---: |" * len(SYSTEMS))
    speedups = {s: [] for s, _ in SYSTEMS}
    for w in args.workloads:
        base_cell = cells[w]["cpython"]
        base = base_cell.median if base_cell.state == "ok" else None
        row = []
        for s, _ in SYSTEMS:
            cell = cells[w][s]
            row.append(cell_text(cell, base))
            if cell.state == "ok" and base is not None:
                speedups[s].append(base / cell.median)
        add("| %s | %s |" % (w, " | ".join(row)))
    geo = []
    for s, _ in SYSTEMS:
        values = speedups[s]
        if not values:
            geo.append("n/a")
            continue
        mean = math.exp(sum(math.log(v) for v in values) / len(values))
        note = "" if len(values) == len(args.workloads) else " (%d)" % len(values)
        geo.append("**%s**%s" % (format_speedup(mean), note))
    add("| geometric mean | %s |" % " | ".join(geo))
    add("")
    add("Speed-up = CPython median / system median (higher is faster). The")
    add("geometric mean is over the workloads where the system ran and was right;")
    add("a number in parentheses says how many that was. WRONG: the checksum")
    add("differed from CPython's. FAIL: crashed or timed out. n/a: not applicable")
    add("or not installed. Numba times the whole process, including `import numba`")
    add("and compilation; its in-process numbers are further down.")
    add("")

    add("## Peak RSS (MiB, GNU time %M, from the checksum run)")
    add("")
    add("| workload | " + " | ".join(label for _, label in SYSTEMS) + " |")
    add("| --- |" + " ---: |" * len(SYSTEMS))
    for w in args.workloads:
        row = []
        for s, _ in SYSTEMS:
            cell = cells[w][s]
            if cell.state == "ok" and cell.rss_kib is not None:
                row.append("%.1f" % (cell.rss_kib / 1024.0))
            else:
                row.append(cell.state)
        add("| %s | %s |" % (w, " | ".join(row)))
    add("")

    add("## Start-up (empty program and first imports, median of hyperfine `-N` runs)")
    add("")
    startup = read_text(os.path.join(args.out, "startup.json"))
    results = {r["command"]: r for r in json.loads(startup)["results"]} if startup else {}
    add("| command | median | mean ± σ | vs CPython |")
    add("| --- | ---: | ---: | ---: |")
    for name, (label, base_name) in STARTUP_LABELS.items():
        r = results.get(name)
        if r is None:
            add("| %s | n/a | n/a | n/a |" % label)
            continue
        base = results.get(base_name, {}).get("median")
        ratio = "%.2f×" % (r["median"] / base) if base else "n/a"
        add("| %s | %.1f ms | %.1f ± %.1f ms | %s |" % (
            label, r["median"] * 1e3, r["mean"] * 1e3, r["stddev"] * 1e3, ratio))
    add("")
    add("\"vs CPython\" is a time ratio here, against CPython running the same command: below 1× starts faster.")
    add("")

    add("## Numba: import, compile, steady state (seconds, in-process)")
    add("")
    add("| workload | import numba | first-call compile | steady kernel | whole process "
        "| CPython whole process | steady vs CPython |")
    add("| --- | ---: | ---: | ---: | ---: | ---: | ---: |")
    for w in args.workloads:
        cell = cells[w]["numba"]
        if cell.state == "n/a":
            continue
        if cell.state != "ok" or not cell.numba:
            add("| %s | %s | | | | | |" % (w, cell.state))
            continue
        n = cell.numba
        cp = cells[w]["cpython"]
        cp_time = cp.median if cp.state == "ok" else None
        steady = n.get("steady", 0.0)
        if steady < 1e-4:
            ratio = "folded"
        elif cp_time:
            ratio = format_speedup(cp_time / steady)
        else:
            ratio = "n/a"
        add("| %s | %.3f | %.3f | %.4f | %s | %s | %s |" % (
            w, n.get("import", 0.0), n.get("compile", 0.0), steady,
            format_seconds(cell.median), format_seconds(cp_time) if cp_time else "n/a",
            ratio))
    add("")
    add("Medians over every timed run. \"first-call compile\" is the first call on a")
    add("tiny input (compilation plus a negligible run); \"steady kernel\" is one")
    add("full-size call after it, timed with `time.perf_counter`. A steady time")
    add("under 0.1 ms (\"folded\") means LLVM turned the loop into a closed form.")

    with open(args.report, "w") as f:
        f.write("\n".join(lines) + "\n")
    bad = [(w, s) for w in args.workloads for s, _ in SYSTEMS
           if cells[w][s].state in ("WRONG", "FAIL")]
    return 1 if bad else 0


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default="build/bench")
    parser.add_argument("--report", default="bench/RESULTS.md")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--tpy", default="build/tpy")
    parser.add_argument("--workloads", nargs="+", required=True)
    raise SystemExit(write_report(parser.parse_args()))


if __name__ == "__main__":
    main()
