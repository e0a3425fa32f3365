# copy.copy / copy.deepcopy of arrays (memory order and dtype kept, an
# independent buffer), of arrays inside containers and dataclasses, of NumPy
# scalars and dtypes, and of a Generator (an independent one, same state).
import copy
import dataclasses
import numpy as np

a = np.arange(3.)
for f in (copy.copy, copy.deepcopy):
    b = f(a)
    b[0] = 9
    print(repr(b), b.dtype, a[0], b is a)

f = np.arange(6, dtype=np.int32).reshape(2, 3).T
for c in (copy.copy(f), copy.deepcopy(f), f.__copy__(), f.__deepcopy__({})):
    print(c.tolist(), c.dtype, c.flags.f_contiguous, c.flags.c_contiguous, c.strides)

d = copy.deepcopy({'w': a, 'b': 1.0, 'l': [a, a]})
print(d)
print(d['l'][0] is d['l'][1], d['l'][0] is d['w'], d['w'] is a)

s = copy.copy(np.array(['ab', 'c']))
print(repr(s))

for x in (np.float64(1.5), np.int64(3), np.float32(3), np.bool_(True), np.int8(-2)):
    print(repr(copy.copy(x)), repr(copy.deepcopy(x)), type(copy.deepcopy(x)).__name__)
print(copy.deepcopy([np.float64(1.5)]))
print(repr(copy.deepcopy(np.dtype('f8'))), copy.copy(np.dtype('int32')) == np.dtype('int32'))


@dataclasses.dataclass
class P:
    x: np.ndarray


p = P(a)
q = dataclasses.asdict(p)
print(q, q['x'] is a)

g = np.random.default_rng(0)
h = copy.deepcopy(g)
k = copy.copy(g)
print(g.random(), h.random(), k.random())
print(h.integers(0, 100, 3), g.integers(0, 100, 3))

# expect: array([9., 1., 2.]) float64 0.0 False
# expect: array([9., 1., 2.]) float64 0.0 False
# expect: [[0, 3], [1, 4], [2, 5]] int32 True False (4, 12)
# expect: [[0, 3], [1, 4], [2, 5]] int32 True False (4, 12)
# expect: [[0, 3], [1, 4], [2, 5]] int32 True False (4, 12)
# expect: [[0, 3], [1, 4], [2, 5]] int32 True False (4, 12)
# expect: {'w': array([0., 1., 2.]), 'b': 1.0, 'l': [array([0., 1., 2.]), array([0., 1., 2.])]}
# expect: True True False
# expect: array(['ab', 'c'], dtype='<U2')
# expect: 1.5 1.5 float64
# expect: 3 3 int64
# expect: 3.0 3.0 float32
# expect: True True bool_
# expect: -2 -2 int8
# expect: [1.5]
# expect: dtype('float64') True
# expect: {'x': array([0., 1., 2.])} False
# expect: 0.6369616873214543 0.6369616873214543 0.6369616873214543
# expect: [51 26 30] [51 26 30]
