# randint / integers with array bounds: broadcast bounds, one draw per
# element in its own range, NumPy's values for a seed in every dtype.
import numpy as np

np.random.seed(3)
print(np.random.randint([0, 10, 100], [5, 20, 1000]).tolist())
print(np.random.randint(0, [5, 20, 1000], size=(2, 3)).tolist())
print(np.random.randint([[1], [2]], 10).tolist())
print(np.random.randint([3, 300, 70000]).tolist())
for dt in [np.int8, np.uint8, np.int16, np.uint16, np.int32, np.uint32, np.int64, np.uint64, np.bool_]:
    hi = [2, 2] if dt is np.bool_ else [5, 100]
    r = np.random.randint([0, 1], hi, size=(3, 2), dtype=dt)
    print(dt.__name__, r.dtype, r.tolist())
print(np.random.randint([0, 0], [2**32, 2**40]).tolist())

rng = np.random.default_rng(5)
print(rng.integers([0, 10, 100], [5, 20, 1000]).tolist())
print(rng.integers(0, [5, 20, 1000], size=(2, 3)).tolist())
print(rng.integers([[1], [2]], 10, endpoint=True).tolist())
print(rng.integers([1, 2], [3, 2**40]).tolist())
for dt in [np.int8, np.uint8, np.int16, np.uint16, np.int32, np.uint32, np.int64, np.uint64, np.bool_]:
    hi = [1, 1] if dt is np.bool_ else [5, 100]
    r = rng.integers([0, 1], hi, size=(3, 2), dtype=dt, endpoint=True)
    print(dt.__name__, r.dtype, r.tolist())
print(rng.integers([7, 7], [8, 9]).tolist(), rng.integers(np.array([5]), 6).tolist())

for f in [lambda: np.random.randint([5, 1], [3, 4]), lambda: rng.integers([5, 1], [3, 4]),
          lambda: rng.integers([0, 0], [-1, 4]), lambda: rng.integers([0, 0], [0, 4], endpoint=True),
          lambda: np.random.randint([-1, 0], 5, dtype=np.uint8), lambda: np.random.randint(0, [5, 300], dtype=np.uint8),
          lambda: rng.integers([0, 1], [2, 3, 4]), lambda: rng.integers([0.5, 1], 3, dtype=np.float64)]:
    try:
        print(f())
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)

# expect: [2, 18, 349]
# expect: [[3, 8, 256], [3, 10, 875]]
# expect: [[6], [9]]
# expect: [2, 148, 64093]
# expect: int8 int8 [[3, 15], [1, 4], [4, 78]]
# expect: uint8 uint8 [[2, 15], [0, 56], [1, 75]]
# expect: int16 int16 [[2, 26], [2, 30], [2, 67]]
# expect: uint16 uint16 [[4, 36], [1, 14], [3, 18]]
# expect: int32 int32 [[2, 70], [0, 98], [2, 25]]
# expect: uint32 uint32 [[3, 63], [0, 44], [1, 80]]
# expect: int64 int64 [[0, 38], [4, 95], [1, 22]]
# expect: uint64 uint64 [[4, 29], [0, 65], [1, 19]]
# expect: bool_ bool [[False, True], [False, True], [True, True]]
# expect: [1623472063, 709065672888]
# expect: [3, 18, 120]
# expect: [[4, 9, 515], [3, 5, 979]]
# expect: [[1], [4]]
# expect: [1, 449121038995]
# expect: int8 int8 [[4, 21], [3, 13], [4, 16]]
# expect: uint8 uint8 [[4, 54], [1, 65], [2, 5]]
# expect: int16 int16 [[4, 15], [0, 100], [1, 20]]
# expect: uint16 uint16 [[3, 66], [5, 76], [5, 24]]
# expect: int32 int32 [[1, 44], [1, 98], [1, 90]]
# expect: uint32 uint32 [[4, 85], [0, 40], [3, 50]]
# expect: int64 int64 [[3, 68], [3, 7], [5, 56]]
# expect: uint64 uint64 [[5, 28], [2, 88], [1, 7]]
# expect: bool_ bool [[True, True], [False, True], [True, True]]
# expect: [7, 8] [5]
# expect: ValueError low >= high
# expect: ValueError low >= high
# expect: ValueError high <= 0
# expect: [0 0]
# expect: ValueError low is out of bounds for uint8
# expect: ValueError high is out of bounds for uint8
# expect: ValueError operands could not be broadcast together with shapes (2,) (3,) 
# expect: TypeError Unsupported dtype dtype('float64') for integers
