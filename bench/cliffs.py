"""The quadratic cliffs a new user found (issue: never abort, never lose data,
no quadratic cliffs): each line times one pattern in-process at 10^5-10^6
operations (the best of 5 runs) and prints `NAME MS CHECK`. Run under tpy and CPython:
    build/tpy bench/cliffs.py; python3 bench/cliffs.py
Each should be within 2x of CPython's time."""
import time
from collections import OrderedDict


def timed(name, fn, runs=5):
    best = None
    for _ in range(runs):   # the best of a few runs: the machine is shared
        t = time.perf_counter()
        check = fn()
        ms = (time.perf_counter() - t) * 1e3
        best = ms if best is None else min(best, ms)
    print("%s %.1f %s" % (name, best, check))


def popitem():
    d = {i: i for i in range(200000)}
    s = 0
    while d:
        s += d.popitem()[1]
    return s


def od_popitem_first():
    o = OrderedDict((i, i) for i in range(200000))
    s = 0
    while o:
        s += o.popitem(last=False)[1]
    return s


def str_concat():
    s = ""
    for i in range(400000):
        s += "ab"
    return len(s)


def str_plus():
    s = ""
    for i in range(400000):
        s = s + "ab"
    return len(s)


def str_index_non_ascii():
    text = "Les élèves étudient à la bibliothèque. " * 2500
    n = 0
    for i in range(len(text)):
        if text[i] == "é":
            n += 1
    return n


timed("dict.popitem", popitem)
timed("OrderedDict.popitem(last=False)", od_popitem_first)
timed("str+=", str_concat)
timed("s=s+piece", str_plus)
timed("non-ascii-str[i]", str_index_non_ascii)
