# Helper for tests/numba/errors (not a test): prints the key lines of a Numba
# compile error: its class, the pipeline step, the reason (with a
# `>>> op(types)` signature line and `- argument N:` lines where present) and
# the first `File "x.py", line N:` block down to its caret. Paths are cut to the
# file name; "During: ..." lines (Numba's internal pass names) are left out.


def cut_paths(line):
    # Every path ending in NAME.py becomes NAME.py (no `re`: plain scanning).
    out = []
    for word in line.split(" "):
        pre = ""
        while word and word[0] in '"(':
            pre += word[0]
            word = word[1:]
        cut = word.find(".py")
        if cut > 0 and "/" in word[:cut]:
            word = word[word.rfind("/", 0, cut) + 1:]
        out.append(pre + word)
    return " ".join(out).rstrip()


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
