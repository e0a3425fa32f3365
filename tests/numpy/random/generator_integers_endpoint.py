# Generator.integers with endpoint=True includes high.
import numpy as np
for seed in (0, 4):
    g = np.random.default_rng(seed)
    print(g.integers(5, endpoint=True), g.integers(1, 3, size=6, endpoint=True), g.integers(-2, 2, (2, 3), endpoint=True))
    print(g.integers(0, 2**40, 3, endpoint=True), g.integers(7, 7, endpoint=True))
for endpoint in (True, False):
    try:
        g.integers(3, 2, endpoint=endpoint)
    except ValueError as e:
        print("ValueError:", e)
try:
    g.integers(3, 3)
except ValueError as e:
    print("ValueError:", e)

# expect: 5 [2 2 1 1 1 1] [[-2 -2  2]
# expect:  [ 1  2  0]]
# expect: [ 802089951225  597721999266 1028123002768] 7
# expect: 4 [3 3 2 3 3 3] [[-2  0  1]
# expect:  [-1 -1  1]]
# expect: [191895363220 958373119149 598069894968] 7
# expect: ValueError: low > high
# expect: ValueError: low >= high
# expect: ValueError: low >= high
