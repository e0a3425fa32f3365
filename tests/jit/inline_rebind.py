# The inlined callee, math.sqrt and len are guarded by identity: replacing
# the global function or shadowing a builtin between runs is seen.
import math


def g(x):
    return x + 1


def use(xs):
    s = 0.0
    for x in xs:
        s += g(x) + math.sqrt(x) + len(xs)
    return s


data = [float(i) for i in range(100)]
print(use(data))


def g(x):
    return x * 2


print(use(data))
len = lambda xs: 1000
print(use(data))
del len
print(use(data))
data[60] = -1.0
try:
    use(data)
except ValueError as e:
    print("ValueError:", e)
# expect: 15711.46294710315
# expect: 20561.46294710315
# expect: 110561.46294710321
# expect: 20561.46294710315
# expect: ValueError: math domain error
