# Ranges whose bounds or length do not fit in 64 bits.
big = 10 ** 20
r = range(big, big + 3)
print(r, len(r), list(r), bool(r))
print(r[0], r[-1], r[1:], r[::-1], list(reversed(r)))
print(big + 1 in r, big + 5 in r, 1.5 in r, r.index(big + 2), r.count(big), r.count(7))
print(r == range(big, big + 3), r != range(big, big + 3), hash(r) == hash(range(big, big + 3)))
print(r.start, r.stop, r.step, type(iter(r)).__name__)
for x in r:
    print(x)

s = range(0, 10 ** 30, 7)
print(s, s[-1], s[10 ** 25], 7 * 10 ** 20 in s, 7 * 10 ** 20 + 1 in s)
print(s[10 ** 28:10 ** 28 + 21:7], s[::-10 ** 28])
print(s.index(14 * 10 ** 20), bool(range(big, 0)), len(range(big, 0)))
try:
    len(s)
except OverflowError as e:
    print("OverflowError:", e)
try:
    s[10 ** 30]
except IndexError as e:
    print("IndexError:", e)
try:
    s.index(3)
except ValueError as e:
    print("ValueError:", e)
try:
    list(range(big))
except OverflowError as e:
    print("OverflowError:", e)

# The length alone past int64, bounds inside.
w = range(-2 ** 63, 2 ** 63 - 1)
print(w[-1], w[2 ** 63], 0 in w, w == range(-2 ** 63, 2 ** 63 - 1))
try:
    len(w)
except OverflowError as e:
    print("OverflowError:", e)
# A small range sliced with a huge step.
print(range(10)[::10 ** 19], range(10)[::-10 ** 19], list(range(10)[::10 ** 19]))
print(range(-big, -big - 4, -2), list(range(-big, -big - 4, -2)))
print(range(big) == range(0, big, 1), range(0) == range(big, big), hash(range(0)) == hash(range(big, big)))

# expect: range(100000000000000000000, 100000000000000000003) 3 [100000000000000000000, 100000000000000000001, 100000000000000000002] True
# expect: 100000000000000000000 100000000000000000002 range(100000000000000000001, 100000000000000000003) range(100000000000000000002, 99999999999999999999, -1) [100000000000000000002, 100000000000000000001, 100000000000000000000]
# expect: True False False 2 1 0
# expect: True False True
# expect: 100000000000000000000 100000000000000000003 1 longrange_iterator
# expect: 100000000000000000000
# expect: 100000000000000000001
# expect: 100000000000000000002
# expect: range(0, 1000000000000000000000000000000, 7) 999999999999999999999999999999 70000000000000000000000000 True False
# expect: range(70000000000000000000000000000, 70000000000000000000000000147, 49) range(999999999999999999999999999999, -7, -70000000000000000000000000000)
# expect: 200000000000000000000 False 0
# expect: OverflowError: Python int too large to convert to C ssize_t
# expect: IndexError: range object index out of range
# expect: ValueError: 3 is not in range
# expect: OverflowError: Python int too large to convert to C ssize_t
# expect: 9223372036854775806 0 True True
# expect: OverflowError: Python int too large to convert to C ssize_t
# expect: range(0, 10, 10000000000000000000) range(9, -1, -10000000000000000000) [0]
# expect: range(-100000000000000000000, -100000000000000000004, -2) [-100000000000000000000, -100000000000000000002]
# expect: True True True
