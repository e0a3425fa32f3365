# The seed tutorials' sum of squares, in Python, with NumPy, and normalised.
import numpy as np
def sum_of_squares(x):
    total = 0.0
    for i in range(len(x)):
        total += x[i] * x[i]
    return total
def normalize(x):
    m = 0.0
    for i in range(x.shape[0]):
        m += x[i]
    m /= x.shape[0]
    s2 = 0.0
    for i in range(x.shape[0]):
        diff = x[i] - m
        s2 += diff * diff
    s2 /= x.shape[0]
    s = np.sqrt(s2)
    for i in range(x.shape[0]):
        x[i] = (x[i] - m) / s
    return x
np.random.seed(0)
x_np = np.random.rand(1000).astype(np.float64)
print(sum_of_squares(x_np), np.sum(x_np * x_np))
xn = normalize(x_np.copy())
print(xn[:4], xn.mean(), xn.std())
def gauss(x):
    return np.exp(-x * x)
print(gauss(np.linspace(-2, 2, 5)))
a = np.float32(1.5)
print(np.sin(np.float32(0.5)) * np.cos(np.float32(0.25)) > 0, np.sqrt(np.float64(2.0)))

# expect: 330.3858549700316 330.3858549700319
# expect: [0.18201026 0.75453787 0.36766093 0.16848535] -2.9443114613059153e-16 0.9999999999999998
# expect: [0.01831564 0.36787944 1.         0.36787944 0.01831564]
# expect: True 1.4142135623730951
