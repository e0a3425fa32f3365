# np.finfo: float32 and float64 (and complex128's parts) parameters as NumPy
# gives them, repr and str; errors for integer and object types.
import numpy as np

for t in (np.float64, np.float32):
    fi = np.finfo(t)
    print(repr(fi))
    print(fi.eps, fi.epsneg, fi.max, fi.min, fi.tiny, fi.smallest_normal, fi.smallest_subnormal, fi.resolution)
    print(fi.precision, fi.bits, fi.dtype, fi.machep, fi.negep, fi.minexp, fi.maxexp, fi.nexp, fi.nmant, fi.iexp)
    print(fi.eps == 2.0 ** -fi.nmant, 1 + fi.eps > 1, 1 + fi.eps / 2 == 1, fi.max > 1e38)
print(np.finfo(np.float32))
print(np.finfo(float))
print(type(np.finfo(np.float32).eps).__name__, np.finfo(np.float32).eps * 2, np.float32(1) + np.finfo(np.float32).eps)
print(repr(np.finfo(complex)), np.finfo(np.complex128).dtype, np.finfo('f4').bits, np.finfo(1.0).bits, np.finfo(None).bits)
print(np.finfo(np.dtype('float32')).max, np.finfo(np.float32(2)).resolution)


def show(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ':', e)


show(lambda: np.finfo(np.int32))
show(lambda: np.finfo(int))
show(lambda: np.finfo(np.arange(3.0)))
show(lambda: np.finfo('i8'))

# expect: finfo(resolution=1e-15, min=-1.7976931348623157e+308, max=1.7976931348623157e+308, dtype=float64)
# expect: 2.220446049250313e-16 1.1102230246251565e-16 1.7976931348623157e+308 -1.7976931348623157e+308 2.2250738585072014e-308 2.2250738585072014e-308 5e-324 1e-15
# expect: 15 64 float64 -52 -53 -1022 1024 11 52 11
# expect: True True True True
# expect: finfo(resolution=1e-06, min=-3.4028235e+38, max=3.4028235e+38, dtype=float32)
# expect: 1.1920929e-07 5.9604645e-08 3.4028235e+38 -3.4028235e+38 1.1754944e-38 1.1754944e-38 1e-45 1e-06
# expect: 6 32 float32 -23 -24 -126 128 8 23 8
# expect: True True False True
# expect: Machine parameters for float32
# expect: ---------------------------------------------------------------
# expect: precision =   6   resolution = 1.0000000e-06
# expect: machep =    -23   eps =        1.1920929e-07
# expect: negep =     -24   epsneg =     5.9604645e-08
# expect: minexp =   -126   tiny =       1.1754944e-38
# expect: maxexp =    128   max =        3.4028235e+38
# expect: nexp =        8   min =        -max
# expect: smallest_normal = 1.1754944e-38   smallest_subnormal = 1.4012985e-45
# expect: ---------------------------------------------------------------
# expect:
# expect: Machine parameters for float64
# expect: ---------------------------------------------------------------
# expect: precision =  15   resolution = 1.0000000000000001e-15
# expect: machep =    -52   eps =        2.2204460492503131e-16
# expect: negep =     -53   epsneg =     1.1102230246251565e-16
# expect: minexp =  -1022   tiny =       2.2250738585072014e-308
# expect: maxexp =   1024   max =        1.7976931348623157e+308
# expect: nexp =       11   min =        -max
# expect: smallest_normal = 2.2250738585072014e-308   smallest_subnormal = 4.9406564584124654e-324
# expect: ---------------------------------------------------------------
# expect:
# expect: float32 2.384185791015625e-07 1.0000001
# expect: finfo(resolution=1e-15, min=-1.7976931348623157e+308, max=1.7976931348623157e+308, dtype=float64) float64 32 64 64
# expect: 3.4028235e+38 1e-06
# expect: ValueError: data type <class 'numpy.int32'> not inexact
# expect: ValueError: data type <class 'numpy.int64'> not inexact
# expect: ValueError: data type <class 'numpy.object_'> not inexact
# expect: ValueError: data type <class 'numpy.int64'> not inexact
