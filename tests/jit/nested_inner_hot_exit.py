# Found by scripts/jit_fuzz.py: a hot exit of an inner loop's trace, taken
# while an outer trace ran it, must not start a side trace for the outer
# trace's exit (it attached code recorded elsewhere to the inner trace).
def f(xs):
    n = 0
    L = len(xs)
    for i in range(16, 89, 7):
        for k in range(4):
            n = n + 1
        xs[0] = xs[i % L]
    return n, xs

xs = [4, -0.08, -0.36, -3]
for rep in range(3):
    try:
        print(f(list(xs)))
    except IndexError as e:
        print("IndexError", e)
# expect: (44, [-0.36, -0.08, -0.36, -3])
# expect: (44, [-0.36, -0.08, -0.36, -3])
# expect: (44, [-0.36, -0.08, -0.36, -3])
