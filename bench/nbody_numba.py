# nbody under Numba @njit; bodies are rows of a 5x7 float64 array
# [x, y, z, vx, vy, vz, mass]. Same operations and order as nbody.py.

import math
import sys
import time

t0 = time.perf_counter()
import numba  # noqa: E402
import numpy as np  # noqa: E402
t1 = time.perf_counter()

STEPS = 300_000
DT = 0.01
PI = 3.141592653589793
SOLAR_MASS = 4.0 * PI * PI
DAYS_PER_YEAR = 365.24


def body(x, y, z, vx, vy, vz, mass):
    return [x, y, z, vx * DAYS_PER_YEAR, vy * DAYS_PER_YEAR, vz * DAYS_PER_YEAR,
            mass * SOLAR_MASS]


def make_system():
    return np.array([
        body(0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 1.0),
        body(4.84143144246472090e+00, -1.16032004402742839e+00, -1.03622044471123109e-01,
             1.66007664274403694e-03, 7.69901118419740425e-03, -6.90460016972063023e-05,
             9.54791938424326609e-04),
        body(8.34336671824457987e+00, 4.12479856412430479e+00, -4.03523417114321381e-01,
             -2.76742510726862411e-03, 4.99852801234917238e-03, 2.30417297573763929e-05,
             2.85885980666130812e-04),
        body(1.28943695621391310e+01, -1.51111514016986312e+01, -2.23307578892655734e-01,
             2.96460137564761618e-03, 2.37847173959480950e-03, -2.96589568540237556e-05,
             4.36624404335156298e-05),
        body(1.53796971148509165e+01, -2.59193146099879641e+01, 1.79258772950371181e-01,
             2.68067772490389322e-03, 1.62824170038242295e-03, -9.51592254519715870e-05,
             5.15138902046611451e-05),
    ])


@numba.njit
def offset_momentum(b, solar_mass):
    px = 0.0
    py = 0.0
    pz = 0.0
    for i in range(b.shape[0]):
        px += b[i, 3] * b[i, 6]
        py += b[i, 4] * b[i, 6]
        pz += b[i, 5] * b[i, 6]
    b[0, 3] = -px / solar_mass
    b[0, 4] = -py / solar_mass
    b[0, 5] = -pz / solar_mass


@numba.njit
def energy(b):
    e = 0.0
    n = b.shape[0]
    for i in range(n):
        e += 0.5 * b[i, 6] * (b[i, 3] * b[i, 3] + b[i, 4] * b[i, 4] + b[i, 5] * b[i, 5])
        for j in range(i + 1, n):
            dx = b[i, 0] - b[j, 0]
            dy = b[i, 1] - b[j, 1]
            dz = b[i, 2] - b[j, 2]
            e -= (b[i, 6] * b[j, 6]) / math.sqrt(dx * dx + dy * dy + dz * dz)
    return e


@numba.njit
def advance(b, dt, steps):
    n = b.shape[0]
    for _ in range(steps):
        for i in range(n):
            for j in range(i + 1, n):
                dx = b[i, 0] - b[j, 0]
                dy = b[i, 1] - b[j, 1]
                dz = b[i, 2] - b[j, 2]
                d2 = dx * dx + dy * dy + dz * dz
                mag = dt / (d2 * math.sqrt(d2))
                mi = b[i, 6] * mag
                mj = b[j, 6] * mag
                b[i, 3] -= dx * mj
                b[i, 4] -= dy * mj
                b[i, 5] -= dz * mj
                b[j, 3] += dx * mi
                b[j, 4] += dy * mi
                b[j, 5] += dz * mi
        for i in range(n):
            b[i, 0] += dt * b[i, 3]
            b[i, 1] += dt * b[i, 4]
            b[i, 2] += dt * b[i, 5]


@numba.njit
def run(b, dt, steps, solar_mass):
    offset_momentum(b, solar_mass)
    before = energy(b)
    advance(b, dt, steps)
    return before, energy(b)


t2 = time.perf_counter()
run(make_system(), DT, 1, SOLAR_MASS)
t3 = time.perf_counter()
before, after = run(make_system(), DT, STEPS, SOLAR_MASS)
t4 = time.perf_counter()
print("%.9f %.9f" % (before, after))
print("NUMBA import=%.4f compile=%.4f steady=%.6f" % (t1 - t0, t3 - t2, t4 - t3), file=sys.stderr)
