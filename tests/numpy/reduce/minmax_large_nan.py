# max/min of long float arrays (the vector path) propagate NaN wherever it
# sits, see inf, and agree with the short-array path.
import numpy as np
for dt in [np.float64, np.float32]:
    a = np.arange(1000, dtype=dt) * dt(0.5) - dt(100)
    print(a.max(), a.min(), a[3:997].max(), a[::-1].min(), a[::3].max())
    for pos in [0, 5, 63, 64, 500, 998, 999]:
        b = a.copy()
        b[pos] = np.nan
        print(pos, b.max(), b.min(), np.max(b[:pos]) if pos else None)
    c = a.copy()
    c[700] = np.inf
    c[10] = -np.inf
    print(c.max(), c.min(), np.maximum.reduce(c), np.minimum.reduce(c))
    m = a.reshape(10, 100)
    print(m.max(axis=1)[:3], m.min(axis=0)[:3], m.max())

# expect: 399.5 -100.0 398.0 -100.0 399.5
# expect: 0 nan nan None
# expect: 5 nan nan -98.0
# expect: 63 nan nan -69.0
# expect: 64 nan nan -68.5
# expect: 500 nan nan 149.5
# expect: 998 nan nan 398.5
# expect: 999 nan nan 399.0
# expect: inf -inf inf -inf
# expect: [-50.5  -0.5  49.5] [-100.   -99.5  -99. ] 399.5
# expect: 399.5 -100.0 398.0 -100.0 399.5
# expect: 0 nan nan None
# expect: 5 nan nan -98.0
# expect: 63 nan nan -69.0
# expect: 64 nan nan -68.5
# expect: 500 nan nan 149.5
# expect: 998 nan nan 398.5
# expect: 999 nan nan 399.0
# expect: inf -inf inf -inf
# expect: [-50.5  -0.5  49.5] [-100.   -99.5  -99. ] 399.5
