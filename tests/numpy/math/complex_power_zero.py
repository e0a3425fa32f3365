# Complex powers as NumPy computes them: a zero base to a positive real
# exponent is 0j without warnings, to anything else nan+nanj with an
# invalid warning; small integer exponents multiply. a ** e with a scalar
# -1, 0.5 or 2 runs reciprocal, sqrt or square (their warnings' names);
# the complex reciprocal of 0 is nan+nanj; the complex log family warns
# on a zero and log2 takes complex input.
import numpy as np

def c(name, f):
    try:
        r = f()
        print(name, '->', repr(r), r.dtype)
    except Exception as e:
        print(name, 'EXC', type(e).__name__, e)

c('0j**2', lambda: np.array([0j, 1 + 1j]) ** 2)
c('0j**2.0', lambda: np.array([0j]) ** 2.0)
c('0j**0.5', lambda: np.array([0j]) ** 0.5)
c('0j**3', lambda: np.array([0j]) ** 3)
c('0j**-1', lambda: np.array([0j]) ** -1)
c('0j**-2', lambda: np.array([0j]) ** -2)
c('0j**0', lambda: np.array([0j]) ** 0)
c('0j**1j', lambda: np.array([0j]) ** 1j)
c('0j**2.5', lambda: np.array([0j]) ** 2.5)
c('power 0j', lambda: np.power(np.array([0j]), 2))
c('power 0j -1', lambda: np.power(np.array([0j]), -1))
c('power 0j 0.5', lambda: np.power(np.array([0j]), 0.5))
c('power 0j -2.5', lambda: np.power(np.array([0j]), -2.5))
print(repr(np.complex128(0) ** 2))
c('recip 0j', lambda: np.reciprocal(np.array([0j, 2j, 3 + 4j, 1e-300 + 1e300j])))
c('log 0j', lambda: np.log(np.array([0j, -0.0 + 0j])))
c('log10 0j', lambda: np.log10(np.array([0j])))
c('log2 0j', lambda: np.log2(np.array([0j])))
print(np.log10(np.array([3 + 4j, -1 + 0.5j, 1e10j])).tolist())
print(np.log2(np.array([3 + 4j, -1 + 0.5j, 1e10j], dtype=np.complex64)).tolist())
print(np.log(np.array([3 + 4j, -1 + 0.5j])).tolist())
c('f -0.**0.5', lambda: np.array([-0.0, -np.inf, 4.0]) ** 0.5)
c('f **-1', lambda: np.array([0.0, 2.0]) ** -1)
c('i **2.0', lambda: np.array([3, 4]) ** 2.0)
c('i8 **2.0', lambda: np.array([3], dtype=np.int8) ** 2.0)
c('i **2', lambda: np.array([3, 4]) ** 2)
c('i **0.5', lambda: np.array([4]) ** 0.5)
c('i **-1', lambda: np.array([4]) ** -1)
c('f32 **2.0', lambda: np.array([3], dtype=np.float32) ** 2.0)
c('f32 **-1', lambda: np.array([3], dtype=np.float32) ** np.float64(-1))
c('c **-1', lambda: np.array([1 + 2j, 3]) ** -1)
c('c **0.5', lambda: np.array([-4 + 0j, 3 + 4j]) ** 0.5)
c('c **2', lambda: np.array([1e200 + 1e200j]) ** 2)
c('c **-3', lambda: np.array([1 + 2j]) ** -3)
c('c **7', lambda: np.array([1.1 + 2.3j]) ** 7)
c('c64 **-1', lambda: np.array([1 + 2j], dtype=np.complex64) ** -1)
c('f **0-d', lambda: np.array([1.5]) ** np.array(2.))
c('b **2', lambda: np.array([True, False]) ** 2)
c('b **2.0', lambda: np.array([True]) ** 2.0)
a = np.array([4.0, 9.0])
a **= 0.5
print(a)
b = np.array([4, 5])
b **= 2.0
print(b)

# expect: 0j**2 -> array([0.+0.j, 0.+2.j]) complex128
# expect: 0j**2.0 -> array([0.+0.j]) complex128
# expect: 0j**0.5 -> array([0.+0.j]) complex128
# expect: 0j**3 -> array([0.+0.j]) complex128
# expect: 0j**-1 -> array([nan+nanj]) complex128
# expect: 0j**-2 -> array([nan+nanj]) complex128
# expect: 0j**0 -> array([1.+0.j]) complex128
# expect: 0j**1j -> array([nan+nanj]) complex128
# expect: 0j**2.5 -> array([0.+0.j]) complex128
# expect: power 0j -> array([0.+0.j]) complex128
# expect: power 0j -1 -> array([nan+nanj]) complex128
# expect: power 0j 0.5 -> array([0.+0.j]) complex128
# expect: power 0j -2.5 -> array([nan+nanj]) complex128
# expect: 0j
# expect: recip 0j -> array([ nan     +nanj, 0.  -5.0e-001j, 0.12-1.6e-001j, 0.  -1.0e-300j]) complex128
# expect: log 0j -> array([-inf+0.j, -inf+0.j]) complex128
# expect: log10 0j -> array([-inf+0.j]) complex128
# expect: log2 0j -> array([-inf+0.j]) complex128
# expect: [(0.6989700043360187+0.4027191962733731j), (0.04845500650402821+1.1630167557051547j), (10+0.6821881769209206j)]
# expect: [(2.321928024291992+1.3378041982650757j), (0.16096404194831848+3.8634581565856934j), (33.21928024291992+2.2661800384521484j)]
# expect: [(1.6094379124341003+0.9272952180016122j), (0.11157177565710488+2.677945044588987j)]
# expect: f -0.**0.5 -> array([-0., nan,  2.]) float64
# expect: f **-1 -> array([inf, 0.5]) float64
# expect: i **2.0 -> array([ 9., 16.]) float64
# expect: i8 **2.0 -> array([9.]) float64
# expect: i **2 -> array([ 9, 16]) int64
# expect: i **0.5 -> array([2.]) float64
# expect: i **-1 EXC ValueError Integers to negative integer powers are not allowed.
# expect: f32 **2.0 -> array([9.], dtype=float32) float32
# expect: f32 **-1 -> array([0.33333334], dtype=float32) float32
# expect: c **-1 -> array([0.2       -0.4j, 0.33333333-0.j ]) complex128
# expect: c **0.5 -> array([0.+2.j, 2.+1.j]) complex128
# expect: c **2 -> array([nan+infj]) complex128
# expect: c **-3 -> array([-0.088+0.016j]) complex128
# expect: c **7 -> array([-13.1998856+700.0346792j]) complex128
# expect: c64 **-1 -> array([0.2-0.4j], dtype=complex64) complex64
# expect: f **0-d -> array([2.25]) float64
# expect: b **2 -> array([1, 0], dtype=int8) int8
# expect: b **2.0 -> array([1], dtype=int8) int8
# expect: [2. 3.]
# expect: [16 25]
# expect-stderr: tests/numpy/math/complex_power_zero.py:20: RuntimeWarning: invalid value encountered in reciprocal
# expect-stderr:   c('0j**-1', lambda: np.array([0j]) ** -1)
# expect-stderr: tests/numpy/math/complex_power_zero.py:21: RuntimeWarning: invalid value encountered in power
# expect-stderr:   c('0j**-2', lambda: np.array([0j]) ** -2)
# expect-stderr: tests/numpy/math/complex_power_zero.py:23: RuntimeWarning: invalid value encountered in power
# expect-stderr:   c('0j**1j', lambda: np.array([0j]) ** 1j)
# expect-stderr: tests/numpy/math/complex_power_zero.py:26: RuntimeWarning: invalid value encountered in power
# expect-stderr:   c('power 0j -1', lambda: np.power(np.array([0j]), -1))
# expect-stderr: tests/numpy/math/complex_power_zero.py:28: RuntimeWarning: invalid value encountered in power
# expect-stderr:   c('power 0j -2.5', lambda: np.power(np.array([0j]), -2.5))
# expect-stderr: tests/numpy/math/complex_power_zero.py:30: RuntimeWarning: invalid value encountered in reciprocal
# expect-stderr:   c('recip 0j', lambda: np.reciprocal(np.array([0j, 2j, 3 + 4j, 1e-300 + 1e300j])))
# expect-stderr: tests/numpy/math/complex_power_zero.py:31: RuntimeWarning: divide by zero encountered in log
# expect-stderr:   c('log 0j', lambda: np.log(np.array([0j, -0.0 + 0j])))
# expect-stderr: tests/numpy/math/complex_power_zero.py:32: RuntimeWarning: divide by zero encountered in log10
# expect-stderr:   c('log10 0j', lambda: np.log10(np.array([0j])))
# expect-stderr: tests/numpy/math/complex_power_zero.py:33: RuntimeWarning: divide by zero encountered in log2
# expect-stderr:   c('log2 0j', lambda: np.log2(np.array([0j])))
# expect-stderr: tests/numpy/math/complex_power_zero.py:37: RuntimeWarning: invalid value encountered in sqrt
# expect-stderr:   c('f -0.**0.5', lambda: np.array([-0.0, -np.inf, 4.0]) ** 0.5)
# expect-stderr: tests/numpy/math/complex_power_zero.py:38: RuntimeWarning: divide by zero encountered in reciprocal
# expect-stderr:   c('f **-1', lambda: np.array([0.0, 2.0]) ** -1)
# expect-stderr: tests/numpy/math/complex_power_zero.py:48: RuntimeWarning: overflow encountered in square
# expect-stderr:   c('c **2', lambda: np.array([1e200 + 1e200j]) ** 2)
# expect-stderr: tests/numpy/math/complex_power_zero.py:48: RuntimeWarning: invalid value encountered in square
# expect-stderr:   c('c **2', lambda: np.array([1e200 + 1e200j]) ** 2)
