# A function trace that calls itself twice and leaves (here: a callee's
# argument check fails deep down) while the second call is in progress:
# the first call's result already sits in the caller's register, which the
# exit must keep, not clear as a register never written (found by the
# fuzzer: both results came back None).
def rec(k, v):
    if k <= 0:
        return v - 1
    return rec(k - 1, v - k) * rec(k - 2, v)


def f(xs):
    a = b = 0
    out = []
    for i in range(60):
        t = b * xs[i % len(xs)]
        b = ((-3 * i) | a) + rec(6, a)
        out.append(t)
        b = ((b * b) ^ rec(0, a)) + ((b + 7) * (5 | 2147483648))
    return b, out[-3:]


xs = [-9, 1.5, -1.25]
for rep in range(3):
    print(f(list(xs)))
# expect: (-27728452917660020775788469525242875772340, [249556076258940186955120208260349351427222, -4.159267937649003e+40, 3.466056614707503e+40])
# expect: (-27728452917660020775788469525242875772340, [249556076258940186955120208260349351427222, -4.159267937649003e+40, 3.466056614707503e+40])
# expect: (-27728452917660020775788469525242875772340, [249556076258940186955120208260349351427222, -4.159267937649003e+40, 3.466056614707503e+40])
