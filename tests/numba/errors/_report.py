# Helper for tests/numba/errors (not a test): prints the key lines of a Numba
# compile error: its class, the pipeline step, the reason (with a
# `>>> op(types)` signature line and `- argument N:` lines where present) and
# the first `File "x.py", line N:` block down to its caret. Paths are cut to the
# file name; "During: ..." lines (Numba's internal pass names) are left out.
import re


def cut_paths(line):
    return re.sub(r'[^\s"(]*/([^/\s"]+\.py)', r'\1', line).rstrip()


def report(e):
    lines = str(e).splitlines()
    print(type(e).__name__)
    print(lines[0])
    print(cut_paths(lines[1]))
    for line in lines[2:]:
        if line.startswith((" >>> ", "- argument ")):
            print(line.strip())
    start = next(i for i, line in enumerate(lines) if line.startswith('File "'))
    for line in lines[start:]:
        print(cut_paths(line))
        if line.strip() == "^":
            break
