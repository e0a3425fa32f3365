# np.format_float_positional / np.format_float_scientific: precision, unique, fractional, trim, sign, padding, digits.
import numpy as np
f = np.format_float_positional
g = np.format_float_scientific
print(f(0.125, precision=2), f(0.375, precision=2), f(2.5, precision=0), f(3.5, precision=0), f(1.35, precision=1))
print(f(1.0), f(1.0, trim='.'), f(1.0, trim='0'), f(1.0, trim='-'), f(1.5, precision=3, unique=False))
print(f(1.5, precision=3, unique=False, trim='-'), f(0.0, precision=3, unique=False), f(-0.0), f(0.0, trim='-'))
print(f(123.456, fractional=False, precision=2), f(123.456, fractional=False, precision=4), f(0.00123456, fractional=False, precision=3))
print(repr(f(1.5, pad_left=4, pad_right=4)), f(1.5, sign=True), f(-2.0, sign=True), f(1e20), f(1e-20))
print(f(0.1, min_digits=5), f(np.float32(0.1)), f(np.float32(0.1), min_digits=12), f(5), f(np.int32(7), precision=2))
print(f(np.nan), f(np.inf), f(-np.inf), f(np.pi, precision=4), f(-1e-10, precision=3), f(1234.5, precision=0, unique=False))
print(g(1.5), g(1.5, exp_digits=1), g(1.5, exp_digits=4), g(123456.0, precision=2), g(0.0), g(-0.0), g(1e300))
print(repr(g(1.5, pad_left=4)), g(1.5, sign=True), g(0.1, min_digits=5), g(7), g(100.0, trim='-'), g(100.0, trim='0'))
print(g(1.5, precision=3, unique=False), g(1.5, precision=3, unique=False, trim='-'), g(1e-5, min_digits=3))
print(g(np.float32(3.14159)), g(np.pi, precision=3), g(-np.inf), g(2.5e-300, exp_digits=2), g(9.99999, precision=2))

# expect: 0.12 0.38 2. 4. 1.4
# expect: 1. 1. 1.0 1 1.500
# expect: 1.5 0.000 -0. 0
# expect: 120. 123.5 0.00123
# expect: '   1.5   ' +1.5 -2. 100000000000000000000. 0.00000000000000000001
# expect: 0.10000 0.1 0.100000001490 5. 7.
# expect: nan inf -inf 3.1416 -0.000 1234.
# expect: 1.5e+00 1.5e+0 1.5e+0000 1.23e+05 0.e+00 -0.e+00 1.e+300
# expect: '   1.5e+00' +1.5e+00 1.00000e-01 7.e+00 1e+02 1.0e+02
# expect: 1.500e+00 1.5e+00 1.000e-05
# expect: 3.14159e+00 3.142e+00 -inf 2.5e-300 1.e+01
