# NumPy scalars and 0-d arrays print with the fewest digits, positional from 1e-4 up to 1e16 by value (float32(1e-4) is just below).
import numpy as np
vals = [0.0, -0.0, 1.0, 0.1, 1e-4, 9.999e-5, 1e16, 9.9e15, 1e20, -2.5e-7, 123456.789, 3.4e38, 1e-45, float('nan'), float('-inf')]
print([repr(np.float32(v)) for v in vals])
print([str(np.array(v, dtype=np.float32)) for v in vals])
print([repr(np.array(v, dtype=np.float32)) for v in vals[:6]])
print(repr(np.int8(-5)), repr(np.uint16(7)), str(np.array(1 + 2j)), str(np.array(1e20j)), str(np.array(2.5)), str(np.array(True)))
print(np.finfo(np.float32).eps, np.finfo(np.float32).tiny, np.finfo(np.float32).max)

# expect: ['0.0', '-0.0', '1.0', '0.1', '1e-04', '9.999e-05', '1e+16', '9900000000000000.0', '1e+20', '-2.5e-07', '123456.79', '3.4e+38', '1e-45', 'nan', '-inf']
# expect: ['0.0', '-0.0', '1.0', '0.1', '1e-04', '9.999e-05', '1e+16', '9900000000000000.0', '1e+20', '-2.5e-07', '123456.79', '3.4e+38', '1e-45', 'nan', '-inf']
# expect: ['array(0., dtype=float32)', 'array(-0., dtype=float32)', 'array(1., dtype=float32)', 'array(0.1, dtype=float32)', 'array(1.e-04, dtype=float32)', 'array(9.999e-05, dtype=float32)']
# expect: -5 7 (1+2j) 1e+20j 2.5 True
# expect: 1.1920929e-07 1.1754944e-38 3.4028235e+38
