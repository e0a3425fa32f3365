# Loops over strs and str-keyed dicts: concatenation, str methods, dict
# get/load/store become calls from the trace into the built-ins. Each of
# them must leave the trace when its assumptions break late: a key that is
# not a str, a missing key (KeyError from the interpreter, same traceback),
# a method result of another type, a str subclass.


def build(n):
    parts = ["ka", "lo", "mi", "\u00e9"]
    out = []
    for i in range(n):
        w = ""
        for k in range(i % 3 + 1):
            w += parts[(i + k) % 4]
        out.append(w.upper() + str(len(w)))
    return out


def count(words):
    counts = {}
    for w in words:
        counts[w] = counts.get(w, 0) + 1
    return counts


def mixed_keys(n):
    d = {"a": 0}
    for i in range(n):
        key = "a" if i < n - 5 else i   # an int key late: the dict is no longer str-only
        d[key] = d.get(key, 0) + 1
    return len(d), d["a"]


def find_types(n):
    total = 0
    for i in range(n):
        s = "abcab" if i < n - 3 else "zzz"
        total += s.find("b") + s.count("a")
    return total


class Name(str):
    pass


def subclass_late(n):
    d = {}
    for i in range(n):
        k = "x" if i < n - 2 else Name("y")
        d[k] = i
    return sorted(d.items())


def missing(n):
    table = {"k%d" % i: i for i in range(10)}
    keys = ["k%d" % (i % 10) for i in range(n)] + ["k10"]
    total = 0
    for k in keys:
        total += table[k]
    return total


words = build(300)
print(words[:6], len(words))
c = count(words + ["\u00e9"])
print(sorted(c.items())[:5], len(c))
print(mixed_keys(200))
print(find_types(200))
print(subclass_late(100))
print(missing(200))
# expect: ['KA2', 'LOMI4', 'MIÉKA5', 'É1', 'KALO4', 'LOMIÉ5'] 300
# expect: [('KA2', 25), ('KALO4', 25), ('KALOMI6', 25), ('LO2', 25), ('LOMI4', 25)] 13
# expect: (6, 195)
# expect: 588
# expect: [('x', 97), ('y', 99)]
# expect-exit: 1
# expect-stderr: Traceback (most recent call last):
# expect-stderr:   File "tests/jit/native_calls.py", line 70, in <module>
# expect-stderr:     print(missing(200))
# expect-stderr:           ^^^^^^^^^^^^
# expect-stderr:   File "tests/jit/native_calls.py", line 59, in missing
# expect-stderr:     total += table[k]
# expect-stderr:              ~~~~~^^^
# expect-stderr: KeyError: 'k10'
# jit-dump: CALLN +str.__add__
# jit-dump: CALLN +get
# jit-dump: CALLN +dict.__setitem__
# jit-dump: CALLN +dict.__getitem__
