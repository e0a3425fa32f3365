# NumPy scalars where Python wants a number: int()/float()/bool()/
# complex(), indexing, format and %-formatting, hashing and dict keys,
# math, and the scalar methods item/tolist/astype/round.
import math
import numpy as np

a = np.array([1.5, -2.25, 3.0])
b = np.array([4, 0, -7])
m = np.array([True, False])
x, y, z = a[0], b[2], m[0]
print(int(x), type(int(x)).__name__, float(y), type(float(y)).__name__, bool(z), type(bool(z)).__name__)
print(int(y), type(int(y)).__name__, float(x), type(float(x)).__name__, complex(x), int(z), type(int(z)).__name__)
print([10, 20, 30][b[1]], "abc"[np.int64(1)], list(range(b[0])), [0] * b[0])
print("%d %s %r %.2f %5.1f %x" % (y, x, y, x, x, b[0]), f"{x:.3f} {y:5d} {z}", format(x, "e"), "{}".format(y))
print(hash(x) == hash(1.5), hash(y) == hash(-7), hash(z) == hash(True), {1.5: "a"}[x], {-7: "b"}[y], {x: 1}[1.5])
print(x in {1.5, 2.0}, y in [-7], math.sqrt(b[0]), type(math.sqrt(b[0])).__name__, math.floor(x), math.isnan(a[1]))
print(x.is_integer(), a[2].is_integer(), x.as_integer_ratio(), x.hex(), x.real, x.imag, y.real, y.imag)
print(type(x.real).__name__, type(y.imag).__name__, x.conjugate(), y.conjugate())
print(x.item(), type(x.item()).__name__, y.tolist(), type(y.tolist()).__name__, z.item(), type(z.item()).__name__)
for v, dt in ((x, np.int32), (y, np.float32), (y, "u1"), (z, int), (x, np.bool_)):
    r = v.astype(dt)
    print(repr(r), type(r).__name__)
print(round(x), type(round(x)).__name__, round(x, 1), type(round(x, 1)).__name__, round(y, -1), type(round(y, -1)).__name__)
print(np.float64(np.int64(3)), type(np.float64(np.int64(3))).__name__, np.int64(2.9), np.bool_(np.float64(0.0)))
print(np.array([x, y, z]), np.array([y, y]).dtype, np.array([x]).dtype, np.array([z]).dtype)
print(str(x), repr([x, y, z]), str((x,)), y.__index__(), hasattr(x, "__index__"), hasattr(z, "__index__"))

# expect: 1 int -7.0 float True bool
# expect: -7 int 1.5 float (1.5+0j) 1 int
# expect: 10 b [0, 1, 2, 3] [0, 0, 0, 0]
# expect: -7 1.5 -7 1.50   1.5 4 1.500    -7 True 1.500000e+00 -7
# expect: True True True a b 1
# expect: True True 2.0 float 1 False
# expect: False True (3, 2) 0x1.8000000000000p+0 1.5 0.0 -7 0
# expect: float64 int64 1.5 -7
# expect: 1.5 float -7 int True bool
# expect: 1 int32
# expect: -7.0 float32
# expect: 249 uint8
# expect: 1 int64
# expect: True bool_
# expect: 2 int 1.5 float64 -10 int64
# expect: 3.0 float64 2 False
# expect: [ 1.5 -7.   1. ] int64 float64 bool
# expect: 1.5 [1.5, -7, True] (1.5,) -7 False True
