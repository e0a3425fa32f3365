"""np_report.py: append the "NumPy ufuncs and reductions" section to RESULTS.md.

Reads the stdout of bench/np_ufunc.py under tpy and under /usr/bin/python3
with NumPy (lines "DTYPE OP MS CHECK"), pairs them by (dtype, op), and writes
tpy ms, NumPy ms and their ratio. A CHECK that differs by more than 1e-5
relative is WRONG and makes the exit status 1. Stdlib only.
"""

import argparse
import sys

SLOW = 1.5  # the target: within 1.5x of NumPy's time


def read_rows(path):
    rows = {}
    order = []
    try:
        with open(path) as f:
            for line in f:
                parts = line.split()
                if len(parts) != 4:
                    continue
                key = (parts[0], parts[1])
                rows[key] = (float(parts[2]), float(parts[3]))
                order.append(key)
    except OSError:
        pass
    return rows, order


def same_check(a, b):
    return a == b or abs(a - b) <= 1e-5 * max(abs(a), abs(b))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--tpy-out", required=True)
    ap.add_argument("--numpy-out", required=True)
    ap.add_argument("--report", required=True)
    ap.add_argument("--numpy-version", default="?")
    ap.add_argument("--note", default="", help="why a column is missing")
    args = ap.parse_args()

    tpy, order = read_rows(args.tpy_out)
    ref, ref_order = read_rows(args.numpy_out)
    if not order:
        order = ref_order
    wrong = 0
    lines = [
        "",
        "## NumPy ufuncs and reductions (10M elements)",
        "",
        "`bench/np_ufunc.py` under tpy and under `/usr/bin/python3` with NumPy %s: "
        "contiguous arrays of 10,000,000 elements, best of 7 in-process runs "
        "(`time.perf_counter`), result allocation included. Ratio = tpy / NumPy "
        "(below 1 is faster); the target is at most %.1f×." % (args.numpy_version, SLOW),
        "",
        "| operation | dtype | tpy ms | NumPy ms | ratio |",
        "| --- | --- | ---: | ---: | ---: |",
    ]
    for key in order:
        dtype, op = key
        t = tpy.get(key)
        r = ref.get(key)
        t_ms = "%.2f" % t[0] if t else "n/a"
        r_ms = "%.2f" % r[0] if r else "n/a"
        if t and r and not same_check(t[1], r[1]):
            ratio = "WRONG (check %g vs %g)" % (t[1], r[1])
            wrong += 1
        elif t and r and r[0] > 0:
            x = t[0] / r[0]
            ratio = "%.2f×" % x + (" **over target**" if x > SLOW else "")
        else:
            ratio = "n/a"
        lines.append("| `%s` | %s | %s | %s | %s |" % (op, dtype, t_ms, r_ms, ratio))
    if args.note:
        lines += ["", args.note]
    with open(args.report, "a") as f:
        f.write("\n".join(lines) + "\n")
    return 1 if wrong else 0


if __name__ == "__main__":
    sys.exit(main())
