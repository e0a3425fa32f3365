# fabs, ldexp, heaviside, copysign, nextafter, float_power, logaddexp,
# logaddexp2, gcd, lcm, fmod on integers: values, dtypes, reductions, errors.
import numpy as np

print(np.fabs(-3), np.fabs(np.array([-1.5, 2.0])), np.fabs(np.array([-1, 2], dtype=np.int8)))
print(np.ldexp(1.5, 3), np.ldexp(np.float32(1.5), np.array([1, 2])), np.ldexp(2, 3), np.ldexp([1.0, 2.0], [-1, 1]))
print(np.ldexp(np.array([1.0]), np.array([3], dtype=np.int32)).dtype, np.ldexp(np.float32(1), np.int64(2)).dtype)
print(np.heaviside([-1.5, 0, 2, np.nan], 0.5), np.heaviside(np.array([0, 1], dtype=np.float32), 1).dtype)
print(np.copysign(3, -1), np.copysign([1.0, -2.0, 3.0], [-0.0, 1.0, -1.0]))
print(np.nextafter(1, 2), np.nextafter(np.float32(1), np.float32(0)), np.nextafter(0.0, 1.0))
print(np.float_power(2, 3), np.float_power([2, 3], -1), np.float_power(np.float32(2), 0.5), np.float_power(4, 0.5 + 0j))
print(np.logaddexp(1, 2), np.logaddexp2(1, 2), np.logaddexp.reduce([1.0, 2.0, 3.0]))
print(np.logaddexp(np.array([-np.inf, np.inf, 0.0]), np.array([-np.inf, np.inf, -1000.0])))
print(np.logaddexp2(np.array([10.0, 3.0], dtype=np.float32), np.float32(10)), np.logaddexp.identity)
print(np.gcd(12, 18), np.gcd(np.array([12, -18, 0]), 8), np.lcm(4, 6), np.lcm(np.array([-4, 0, 3]), 6))
print(np.gcd.reduce([12, 18, 24]), np.lcm.reduce([2, 3, 4]), np.gcd(np.uint8(200), np.uint8(150)), np.gcd.identity)
print(np.gcd(np.arange(6, dtype=np.int16), 4).dtype, np.lcm(True, 3))
print(np.fmod(-7, 2), np.fmod(np.array([-7, 7, 5]), np.array([2, -3, 4])), np.fmod(np.int8(-7), np.int8(3)))
print(np.fmod(-7.5, 2), np.fmod(np.array([5], dtype=np.uint8), 3).dtype, np.hypot.identity)
for bad in [lambda: np.fabs(1j), lambda: np.ldexp(1.5, 2.0), lambda: np.heaviside(1j, 1),
            lambda: np.logaddexp(1j, 1), lambda: np.copysign(1j, 1)]:
    try:
        bad()
    except TypeError as e:
        print(e)
try:
    np.gcd(1.5, 2)
except TypeError:
    print("gcd of floats: TypeError")

# expect: 3.0 [1.5 2. ] [1. 2.]
# expect: 12.0 [3. 6.] 16.0 [0.5 4. ]
# expect: float64 float32
# expect: [0.  0.5 1.  nan] float32
# expect: -3.0 [-1.  2. -3.]
# expect: 1.0000000000000002 0.99999994 5e-324
# expect: 8.0 [0.5        0.33333333] 1.4142135623730951 (2+0j)
# expect: 2.313261687518223 2.584962500721156 3.4076059644443806
# expect: [-inf  inf   0.]
# expect: [11.       10.011228] -inf
# expect: 6 [4 2 8] 12 [12  0  6]
# expect: 6 12 50 0
# expect: int16 3
# expect: -1 [-1  1  1] -1
# expect: -1.5 uint8 0
# expect: ufunc 'fabs' not supported for the input types, and the inputs could not be safely coerced to any supported types according to the casting rule ''safe''
# expect: ufunc 'ldexp' not supported for the input types, and the inputs could not be safely coerced to any supported types according to the casting rule ''safe''
# expect: ufunc 'heaviside' not supported for the input types, and the inputs could not be safely coerced to any supported types according to the casting rule ''safe''
# expect: ufunc 'logaddexp' not supported for the input types, and the inputs could not be safely coerced to any supported types according to the casting rule ''safe''
# expect: ufunc 'copysign' not supported for the input types, and the inputs could not be safely coerced to any supported types according to the casting rule ''safe''
# expect: gcd of floats: TypeError
