# np.random inside compiled code gives NumPy's sequences for the same seed:
# randint, random, normal, uniform, rand and randint with sizes, shuffle,
# randn; the interpreter's np.random gives the same numbers after its own
# seed.
import numpy as np
from numba import njit


@njit
def draws():
    np.random.seed(42)
    a = [np.random.randint(0, 10) for _ in range(5)]
    b = [np.random.random() for _ in range(2)]
    c = [np.random.normal(0.0, 1.0) for _ in range(3)]
    d = [np.random.uniform(1.0, 2.0) for _ in range(2)]
    e = np.random.rand(3)
    g = np.random.randint(0, 100, 4)
    x = np.arange(6)
    np.random.shuffle(x)
    h = np.random.randn()
    return a, b, c, d, e, g, x, h, np.random.randint(5), np.random.rand()


def same_in_python():
    np.random.seed(42)
    a = [np.random.randint(0, 10) for _ in range(5)]
    b = [np.random.random() for _ in range(2)]
    c = [np.random.normal(0.0, 1.0) for _ in range(3)]
    d = [np.random.uniform(1.0, 2.0) for _ in range(2)]
    e = np.random.rand(3)
    g = np.random.randint(0, 100, 4)
    x = np.arange(6)
    np.random.shuffle(x)
    h = np.random.randn()
    return a, b, c, d, e, g, x, h, np.random.randint(5), np.random.rand()


print(draws())
print(repr(draws()) == repr(same_in_python()))

# expect: ([6, 3, 7, 4, 6], [0.44583275285359114, 0.09997491581800289], [-2.010962889744628, -0.49280342496342816, 0.3925797504024593], [1.0564115790271003, 1.7219987722668249], array([9.38552709e-01, 7.78765841e-04, 9.92211559e-01]), array([32, 75, 57, 21]), array([1, 2, 5, 0, 3, 4]), -0.9291846669305591, 2, 0.3998609717152555)
# expect: True
