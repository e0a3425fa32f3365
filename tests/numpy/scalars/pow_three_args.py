# pow(x, y, mod) with a NumPy scalar anywhere: NumPy's scalars take no
# modulus (TypeError), np.float64 included; without a modulus they compute.
import numpy as np

for args in [(np.int64(2), 3, 5), (2, np.int64(3), 5), (2, 3, np.int64(5)), (np.float64(2), 3, 5),
             (np.int32(2), 3, 5), (np.uint8(2), 3, 5), (np.bool_(True), 3, 5), (2, 3, np.float64(5.0))]:
    try:
        print(repr(pow(*args)))
    except TypeError as e:
        print(type(e).__name__, str(e).split(":")[0])
print(repr(pow(np.int64(2), 3, None)), repr(pow(np.int64(2), 3)), pow(2, 3, 5))

# expect: TypeError unsupported operand type(s) for ** or pow()
# expect: TypeError unsupported operand type(s) for ** or pow()
# expect: TypeError unsupported operand type(s) for ** or pow()
# expect: TypeError unsupported operand type(s) for ** or pow()
# expect: TypeError unsupported operand type(s) for ** or pow()
# expect: TypeError unsupported operand type(s) for ** or pow()
# expect: TypeError unsupported operand type(s) for ** or pow()
# expect: TypeError unsupported operand type(s) for ** or pow()
# expect: 8 8 3
