# np.fromiter (dtype, count, generators) and np.frombuffer (dtype, count,
# offset, read-only results) with NumPy's errors.
import numpy as np


def show(label, f):
    try:
        r = f()
        print(label, r.dtype, r.shape)
        print(r)
    except Exception as e:
        print(label, type(e).__name__, e)


show('gen', lambda: np.fromiter((x * x for x in range(5)), dtype=float))
show('count', lambda: np.fromiter(range(10), np.int32, count=3))
show('short', lambda: np.fromiter(range(2), int, count=3))
show('empty', lambda: np.fromiter([], float))
show('bool', lambda: np.fromiter([0, 1, 2], bool))
show('u8', lambda: np.frombuffer(b'\x01\x02\x03\x04', dtype=np.uint8))
show('i16', lambda: np.frombuffer(b'\x01\x00\x02\x01', dtype=np.int16))
show('f64', lambda: np.frombuffer(b'\x00\x00\x00\x00\x00\x00\xf8?\x00\x00\x00\x00\x00\x00\x04@'))
show('count offset', lambda: np.frombuffer(b'\x01\x02\x03\x04\x05', dtype=np.uint8, count=3, offset=1))
show('bytearray', lambda: np.frombuffer(bytearray(b'\x05\x06'), dtype=np.int8))
show('size', lambda: np.frombuffer(b'\x01\x02\x03', dtype=np.int16))
show('too short', lambda: np.frombuffer(b'\x01\x02\x03', dtype=np.uint8, count=5))
show('offset', lambda: np.frombuffer(b'\x01\x02\x03', dtype=np.uint8, offset=5))
r = np.frombuffer(b'\x01\x02', dtype=np.uint8)
print(r.flags.writeable)
try:
    r[0] = 5
except ValueError as e:
    print(e)

# expect: gen float64 (5,)
# expect: [ 0.  1.  4.  9. 16.]
# expect: count int32 (3,)
# expect: [0 1 2]
# expect: short ValueError iterator too short: Expected 3 but iterator had only 2 items.
# expect: empty float64 (0,)
# expect: []
# expect: bool bool (3,)
# expect: [False  True  True]
# expect: u8 uint8 (4,)
# expect: [1 2 3 4]
# expect: i16 int16 (2,)
# expect: [  1 258]
# expect: f64 float64 (2,)
# expect: [1.5 2.5]
# expect: count offset uint8 (3,)
# expect: [2 3 4]
# expect: bytearray int8 (2,)
# expect: [5 6]
# expect: size ValueError buffer size must be a multiple of element size
# expect: too short ValueError buffer is smaller than requested size
# expect: offset ValueError offset must be non-negative and no greater than buffer length (3)
# expect: False
# expect: assignment destination is read-only
