# RandomState.get_state / set_state: NumPy's legacy ('MT19937', key, pos,
# has_gauss, cached_gaussian) tuple, and restoring it replays the stream.
import numpy as np
rs = np.random.RandomState(5)
s = rs.get_state()
print(len(s), s[0], s[1].dtype, s[1].shape, s[1][:3], s[2], s[3], s[4])
rs.randn()
s = rs.get_state()
print(s[1][620:], s[2], s[3], s[4])
a = rs.gamma(2.0, size=3), rs.randn(2), rs.poisson(4, 3)
print(rs.set_state(s))
b = rs.gamma(2.0, size=3), rs.randn(2), rs.poisson(4, 3)
print(a[0].tolist() == b[0].tolist(), a[1].tolist() == b[1].tolist(), a[2].tolist() == b[2].tolist())
np.random.seed(3)
st = np.random.get_state()
x = np.random.rand(2)
np.random.set_state(st)
print(x, np.random.rand(2))
np.random.set_state(["MT19937", list(st[1]), 624])
print(np.random.rand(2))
for bad in (("X", s[1], 0), 5):
    try:
        rs.set_state(bad)
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)

# expect: 5 MT19937 uint32 (624,) [         5  472231674 2253902500] 624 0 0.0
# expect: [1468404708 2867474086  557375705  448296074] 4 1 -0.33087015189408764
# expect: None
# expect: True True True
# expect: [0.5507979  0.70814782] [0.5507979  0.70814782]
# expect: [0.5507979  0.70814782]
# expect: ValueError set_state can only be used with legacy MT19937state instances.
# expect: TypeError state must be a dict or a tuple.
