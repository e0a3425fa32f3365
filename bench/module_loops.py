"""Loops written at module level, as scripts and tutorials write them: their
variables are globals, so every iteration loads and stores the module's
namespace. Each block prints `NAME MS CHECK` (one run, timed in-process).
Run under tpy, CPython and PyPy:
    build/tpy bench/module_loops.py; python3 bench/module_loops.py"""
import time

t = time.perf_counter()
total = 0
for i in range(10_000_000):
    total += i * i % 7
print("int_sum %.1f %d" % ((time.perf_counter() - t) * 1e3, total))

t = time.perf_counter()
x = 0.0
v = 1.0
for i in range(5_000_000):
    v = v * 0.999999 + 0.5
    x += v
print("float_recurrence %.1f %.6e" % ((time.perf_counter() - t) * 1e3, x))

t = time.perf_counter()
data = list(range(1000))
hits = 0
for r in range(2000):
    for k in data:
        if k & 3 == r & 3:
            hits += 1
print("nested_list %.1f %d" % ((time.perf_counter() - t) * 1e3, hits))

t = time.perf_counter()
s = ""
for i in range(400_000):
    s += "ab"
print("str_append %.1f %d" % ((time.perf_counter() - t) * 1e3, len(s)))
