# np.histogram(bins='stone'): the bin count minimising NumPy's estimate of
# the L2 risk, over the data's range or the range given.
import numpy as np

state = [2024]
def rnd():
    state[0] = (state[0] * 1103515245 + 12345) % 2147483648
    return state[0] / 2147483648.0

x = np.array([rnd() + rnd() + rnd() - 1.5 for _ in range(300)])
h, e = np.histogram(x, bins='stone')
print(h.tolist(), len(e), e[0], e[-1])
h, e = np.histogram(x, bins='stone', range=(-1, 1))
print(h.tolist(), len(e))
print(np.histogram(np.array([1.0, 1.0, 1.0]), bins='stone'))
print(np.histogram(np.arange(20.0) ** 2, bins='stone')[1])

# expect: [4, 5, 3, 0, 13, 21, 21, 14, 33, 25, 38, 19, 31, 24, 12, 11, 7, 9, 3, 4, 1, 2] 23 -1.2860035165213048 1.4734271285124123
# expect: [1, 13, 24, 26, 35, 44, 34, 35, 30, 17, 11, 10] 13
# expect: (array([3]), array([0.5, 1.5]))
# expect: [  0.  180.5 361. ]
