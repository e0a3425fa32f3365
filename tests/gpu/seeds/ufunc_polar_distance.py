"""Seed 000: a device function returning a tuple, called inside a float32
CUDA ufunc of four inputs (math.cos and math.sin in single precision)."""
# oracle: skip Numba 0.56's simulator cannot build CUDA ufuncs (AttributeError in FakeOverload); expected: NumPy's float32 computation
import math
import numpy as np
from numba import cuda, vectorize


@cuda.jit(device=True)
def polar_to_cartesian(rho, theta):
    x = rho * math.cos(theta)
    y = rho * math.sin(theta)
    return x, y


@vectorize(['float32(float32, float32, float32, float32)'], target='cuda')
def polar_distance(rho1, theta1, rho2, theta2):
    x1, y1 = polar_to_cartesian(rho1, theta1)
    x2, y2 = polar_to_cartesian(rho2, theta2)
    return ((x1 - x2)**2 + (y1 - y2)**2)**0.5


n = 1000
rho1 = np.linspace(0.5, 1.5, n).astype(np.float32)
theta1 = np.linspace(-np.pi, np.pi, n).astype(np.float32)
rho2 = np.linspace(1.5, 0.5, n).astype(np.float32)
theta2 = np.linspace(np.pi, -np.pi, n).astype(np.float32)
d = polar_distance(rho1, theta1, rho2, theta2)
x1, y1 = rho1 * np.cos(theta1), rho1 * np.sin(theta1)
x2, y2 = rho2 * np.cos(theta2), rho2 * np.sin(theta2)
expected = np.sqrt((x1 - x2) ** 2 + (y1 - y2) ** 2)
print(d.dtype, d.shape, np.allclose(d, expected, rtol=1e-5, atol=1e-6))
print(polar_distance(np.float32(1.0), np.float32(0.0), np.float32(1.0), np.float32(math.pi / 2)))

# expect: float32 (1000,) True
# expect: [1.4142135]
