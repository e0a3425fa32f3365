# NumPy scalars and arrays with Python's format, round, hash, builtins and type reprs.
import numpy as np
a = np.arange(3) * 1.5
x = np.float32(2.5)
print(f"{a}", f"{x}", f"{x:.3f}", f"{np.int32(7):5d}", "%.2f" % x, "%d" % np.int16(4))
print(sum(a), max(a), sorted(-a), list(a), min(np.arange(3, dtype=np.float32)))
print(round(x), round(x, 1), abs(np.int8(-5)), float(x) + 1, int(np.float32(2.7)))
print(np.float32(2) ** 3, 2 ** np.int32(3), divmod(7, 2))
print(hash(np.float32(1.5)) == hash(1.5), {np.int32(1): 'a'}[1] if False else 'skip')
print(a == None if False else 'skip', np.array([1, 2]) == [1, 2])
print(str(np.arange(3).dtype), np.arange(3).dtype.name, type(np.arange(3)))
print(isinstance(a, np.ndarray), type(np.float32(1)), np.float32)
try:
    hash(np.arange(2))
except TypeError as e:
    print("unhashable")
print(len({np.int32(3), 3, np.float32(3.0)}))

# expect: [0.  1.5 3. ] 2.5 2.500     7 2.50 4
# expect: 4.5 3.0 [-3.0, -1.5, -0.0] [0.0, 1.5, 3.0] 0.0
# expect: 2 2.5 5 3.5 2
# expect: 8.0 8 (3, 1)
# expect: True skip
# expect: skip [ True  True]
# expect: int64 int64 <class 'numpy.ndarray'>
# expect: True <class 'numpy.float32'> <class 'numpy.float32'>
# expect: unhashable
# expect: 1
