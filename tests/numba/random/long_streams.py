# Long streams of draws cross the generator's refill (every 624 words)
# many times, in compiled code and in the interpreter alike; each gives
# NumPy's numbers for the same seed. The Monte Carlo loop draws two
# uniforms per step and counts the hits inside the unit circle.
import numpy as np
from numba import njit


@njit
def monte_carlo_pi(n, seed):
    np.random.seed(seed)
    inside = 0
    for i in range(n):
        x = np.random.random()
        y = np.random.random()
        if x * x + y * y < 1.0:
            inside += 1
    return 4.0 * inside / n


@njit
def mixed(n):
    np.random.seed(3)
    total = 0.0
    ints = 0
    for i in range(n):
        total += np.random.random()
        ints += np.random.randint(0, 1000)
        if i % 7 == 0:
            total += np.random.normal(0.0, 1.0)
    return total, ints, np.random.random()


print(monte_carlo_pi(100000, 42))
print(monte_carlo_pi(3001, 1))
print(mixed(5000))
print(mixed(5000) == mixed.py_func(5000))   # the interpreter's np.random, seeded alike
np.random.seed(11)
print(np.random.random(2000).sum(), np.random.randint(0, 50, 1500).sum())

# expect: 3.14604
# expect: 3.1229590136621126
# expect: (2480.0779883740943, 2517765, 0.09308408872690643)
# expect: True
# expect: 1014.7504973869168 37341
