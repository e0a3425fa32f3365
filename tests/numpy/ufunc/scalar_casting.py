# Python scalars combine with arrays by value (NumPy 1.24's legacy rules).
import numpy as np
i8 = np.arange(3, dtype=np.int8)
f32 = np.arange(3, dtype=np.float32)
u8 = np.arange(3, dtype=np.uint8)
print((i8 + 1).dtype, (i8 + 200).dtype, (i8 + 1.5).dtype, (i8 + 100000).dtype)
print((f32 + 1.5).dtype, (f32 + 1).dtype, (f32 * 2.0).dtype, (f32 + 1e300).dtype)
print((u8 + 1).dtype, (u8 - 1).dtype, (u8 + 300).dtype, (u8 + np.int32(1)).dtype)
print(np.float32(1) + 1.0, (f32 + np.float64(2)).dtype, (u8 + (-1)).dtype, np.maximum(u8, 300).dtype)
print((u8 & 300).dtype, (u8 // 300).dtype, (i8 % 200).dtype, (f32 + 100000).dtype, (u8 < 300).dtype)
print(np.add(1, 2), np.add(1.5, 2), np.multiply(np.float32(2), np.float32(3)))

# expect: int8 int16 float64 int32
# expect: float32 float32 float32 float64
# expect: uint8 uint8 uint16 uint8
# expect: 2.0 float32 int16 uint16
# expect: int16 int16 int16 float64 bool
# expect: 3 3.5 6.0
