# Float comparisons with NaN and infinities in a compiled loop: every
# ordered comparison with NaN is false, != is true.
def count(xs, t):
    lt = le = gt = ge = eq = ne = 0
    for x in xs:
        if x < t:
            lt += 1
        if x <= t:
            le += 1
        if x > t:
            gt += 1
        if x >= t:
            ge += 1
        if x == t:
            eq += 1
        if x != t:
            ne += 1
    return lt, le, gt, ge, eq, ne


nan = float("nan")
xs = [0.5 * i for i in range(80)] + [nan, float("inf"), -float("inf"), 3.0, nan]
print(count(xs, 3.0))
print(count(xs, nan))
# expect: (7, 9, 74, 76, 2, 83)
# expect: (0, 0, 0, 0, 0, 85)
