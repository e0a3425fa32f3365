# NumPy scalar constructors and their printing.
import numpy as np
print(np.float32(1.5), repr(np.float32(0.1)), np.float32(1) / np.float32(3))
print(np.int32(7), np.int8(-3), np.uint8(200), np.int16(5) + np.int16(6))
print(np.float64(2.5), np.int64(9), np.bool_(1))
print(np.float32(1e20), np.float32(1e-5), np.float32(123456789.0))
print(np.float32(2.5) * 2, np.float32(2.5) * 2.0)
x = np.float32(3.25)
print(float(x), int(x), x.dtype, x.item())
print(np.float32(0.1) == np.float32(0.1), np.float32(1.5) < 2)
print(np.int32(5) // 2, np.int32(-7) % 3)

# expect: 1.5 0.1 0.33333334
# expect: 7 -3 200 11
# expect: 2.5 9 True
# expect: 1e+20 1e-05 123456790.0
# expect: 5.0 5.0
# expect: 3.25 3 float32 3.25
# expect: True True
# expect: 2 2
