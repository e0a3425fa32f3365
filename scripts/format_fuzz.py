#!/usr/bin/env python3
"""Differential fuzzer for str/bytes formatting: random format specs and
templates through format(x, spec), f"{x:{spec}}", str.format and %-formatting
of str and bytes, over ints (big ones too), floats (NaN, inf, -0.0), bools,
strs, bytes and None; each case's value or exception (type and message) from
tpy must equal CPython's.

    python3 scripts/format_fuzz.py --minutes 20        # fuzz for 20 minutes
    python3 scripts/format_fuzz.py --seed 7 --show     # print one batch's cases

Cases run in batches inside one tpy process (and one CPython process). A
crash or hang is written to build/format_fuzz/crash_SEED_CASE.txt, a
different value or exception type to mismatch_*, a different message only to
message_* (the first of each kind of case; the rest are counted).
"""
import os
import random
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import fuzz_common as fc  # noqa: E402

DRIVER = r'''
import sys
cases = open(sys.argv[1], encoding='utf-8').read().split('\n')
''' + fc.EVAL_LOOP

INTS = ["0", "1", "-1", "7", "42", "-42", "255", "-255", "1000", "-1234567", "2**31", "-2**31", "2**63", "-2**63",
        "2**64+1", "10**30", "-10**30", "3**100", "1114111", "1114112", "0x1F600", "65"]
FLOATS = ["0.0", "-0.0", "1.5", "-2.5", "0.1", "2.675", "1e16", "-1e-7", "123456.789", "1e300", "-1e300", "5e-324",
          "float('nan')", "float('-nan')", "float('inf')", "float('-inf')", "1.0", "100.0", "9.999999", "0.5",
          "2.5", "1e22", "1.7976931348623157e308", "12345678901234567890.0"]
STRS = ["''", "'a'", "'abc'", "'héllo'", "'日本語'", "'a\\tb'", "'x' * 20", "'\\u00e9'", "'%'", "'{}'", "'\\U0001F600'"]
BYTES = ["b''", "b'a'", "b'abc'", "b'\\xff\\x00'", "bytearray(b'xy')", "b'%'"]
OTHER = ["True", "False", "None", "[1, 'a']", "(1,)", "()", "{'a': 1}", "3+4j", "-1.5j"]


def value(r, kind=None):
    kind = kind or r.choice("iiiffffsbo")
    if kind == "i":
        v = r.choice(INTS) if r.random() < 0.8 else str(r.randint(-10**r.randint(1, 40), 10**r.randint(1, 40)))
    elif kind == "f":
        v = r.choice(FLOATS) if r.random() < 0.7 else repr(r.choice([r.uniform(-1e6, 1e6), r.random(),
                                                                    r.uniform(-1, 1) * 10 ** r.randint(-320, 308)]))
    elif kind == "s":
        v = r.choice(STRS)
    elif kind == "b":
        v = r.choice(BYTES)
    else:
        v = r.choice(OTHER)
    return v


def number(r):
    c = r.random()
    if c < 0.7:
        return str(r.randint(0, 20))
    if c < 0.85:
        return str(r.randint(0, 300))
    if c < 0.9:
        return "0" + str(r.randint(0, 30))
    if c < 0.97:
        return str(r.choice([2**63, 2**64, 10**20, 10**40]))  # too big: errors, never a huge buffer
    return str(r.randint(1000, 5000))


def spec(r):
    """A format-spec: mostly well formed, sometimes with garbage."""
    s = ""
    if r.random() < 0.3:
        if r.random() < 0.6:
            s += r.choice("*x0 _,.é{}%#-") + r.choice("<>^=")
        else:
            s += r.choice("<>^=")
    if r.random() < 0.3:
        s += r.choice("+- ")
    if r.random() < 0.1:
        s += "z"
    if r.random() < 0.2:
        s += "#"
    if r.random() < 0.2:
        s += "0"
    if r.random() < 0.5:
        s += number(r)
    if r.random() < 0.2:
        s += r.choice(",_")
    if r.random() < 0.4:
        s += "." + (number(r) if r.random() < 0.95 else "")
    if r.random() < 0.1:
        s += r.choice(",_")
    if r.random() < 0.8:
        s += r.choice("bcdoxXneEfFgG%s" + "bcdoxXeEfFgG%" + "dfgs" + "aArRiuyz")
    if r.random() < 0.05:
        s += r.choice(["x", "<", "5", "{", "}", "\\x00", "é", ".", ",,", "__"])
    if r.random() < 0.03:
        pos = r.randint(0, len(s))
        s = s[:pos] + r.choice("<>^=+- z#0,_.%{}") + s[pos:]
    return s


def literal_ok(s):
    return not re.search(r"[{}'\"\\!\n]", s)


def format_case(r):
    v, s = value(r), spec(r)
    c = r.random()
    if c < 0.35:
        return f"format({v}, {s!r})"
    if c < 0.5:
        return f'f"{{({v}):{{{s!r}}}}}"'
    if c < 0.6 and literal_ok(s):
        return f"f'{{({v}):{s}}}'"
    if c < 0.7 and literal_ok(s):
        return f"'{{0:{s}}}'.format({v})"
    if c < 0.8:
        conv = r.choice(["", "!r", "!s", "!a", "!x", "!"])
        return f"'{{{conv}:{{}}}}'.format({v}, {s!r})" if not conv or literal_ok(conv) else f"format({v}, {s!r})"
    if c < 0.9:
        return f"({v}).__format__({s!r})"
    return f"format({v}, {s!r}, *[])"


def str_format_template(r):
    """A str.format template with random fields and braces."""
    parts = []
    for _ in range(r.randint(1, 5)):
        c = r.random()
        if c < 0.2:
            parts.append(r.choice(["ab", " ", "é", "x=", "%d"]))
        elif c < 0.3:
            parts.append(r.choice(["{{", "}}", "{", "}", "{{}}", "{!}", "{:", "{0", "{0]}", "{[", "{.}", "{ }"]))
        else:
            name = r.choice(["", "", "0", "1", "2", "a", "0[0]", "a[x]", "0.real", "0.imag", "a.b", "0[", "10",
                             "-1", "0[-1]", "0.__class__", "x"])
            conv = r.choice(["", "", "", "!r", "!s", "!a", "!z", "!rr"])
            sp = ""
            if r.random() < 0.5:
                sp = ":" + r.choice([spec(r), "{}", "{0}", "{a}", ">{}", "{:}"])
            parts.append("{" + name + conv + sp + "}")
    return "".join(parts)


def str_format_case(r):
    t = str_format_template(r)
    args = ", ".join(value(r) for _ in range(r.randint(0, 3)))
    kw = ", ".join(f"{k}={value(r)}" for k in r.sample(["a", "x", "b"], r.randint(0, 2)))
    allargs = ", ".join(a for a in (args, kw) if a)
    if r.random() < 0.15:
        return f"{t!r}.format_map({{'a': {value(r)}, 'x': {value(r)}}})"
    return f"{t!r}.format({allargs})"


def percent_directive(r, for_bytes):
    d = "%"
    if r.random() < 0.15:
        d += "(" + r.choice(["a", "b", "", "a)", "x"]) + ")"
    d += "".join(r.choice("-+ #0") for _ in range(r.choice([0, 0, 1, 1, 2, 3])))
    if r.random() < 0.4:
        d += "*" if r.random() < 0.15 else number(r)
    if r.random() < 0.3:
        d += "." + ("*" if r.random() < 0.15 else (number(r) if r.random() < 0.9 else ""))
    if r.random() < 0.05:
        d += r.choice("hlL")
    types = "diouxXeEfFgGcrsa%" + ("b" if for_bytes else "") + "dsxfr"
    d += r.choice(types) if r.random() < 0.97 else r.choice("yzkq\x00 é")
    return d


def percent_case(r):
    for_bytes = r.random() < 0.35
    fmt = ""
    for _ in range(r.randint(1, 4)):
        fmt += percent_directive(r, for_bytes) if r.random() < 0.75 else r.choice(["ab", " ", "%%", "x"])
    if for_bytes:
        fmt_lit = repr(fmt.encode("utf-8"))
        kinds = "iifbbbso"
    else:
        fmt_lit = repr(fmt)
        kinds = "iiffssbo"
    c = r.random()
    if c < 0.35:
        args = value(r, r.choice(kinds))
    elif c < 0.8:
        n = r.randint(0, 4)
        args = "(" + "".join(value(r, r.choice(kinds)) + ", " for _ in range(n)) + ")"
    else:
        args = "{" + ", ".join(f"'{k}': {value(r, r.choice(kinds))}" for k in r.sample(["a", "b", "x"], r.randint(0, 3))) + "}"
    if r.random() < 0.1:
        return f"{fmt_lit} % {args} % ()"
    return f"{fmt_lit} % {args}"


def make_cases(seed, n):
    r = random.Random(seed)
    out = []
    for _ in range(n):
        c = r.random()
        if c < 0.4:
            out.append(format_case(r))
        elif c < 0.6:
            out.append(str_format_case(r))
        else:
            out.append(percent_case(r))
    return out


def family(src):
    """A short signature of a case for de-duplicating findings."""
    if src.startswith("format(") or src.startswith("f'") or ".__format__" in src:
        m = re.search(r"([a-zA-Z%]?)'\)?\}?'?\)?$", src)
        return "format:" + (m.group(1) if m else "")
    if ".format" in src:
        return "str.format"
    m = re.findall(r"%[^a-zA-Z%]*([a-zA-Z%])", src.split(" % ")[0])
    return ("bytes%" if src.startswith("b") else "str%") + ":" + "".join(sorted(set(m)))


def main():
    return fc.diff_main(__doc__, "format_fuzz", DRIVER, make_cases, family)


if __name__ == "__main__":
    sys.exit(main())
