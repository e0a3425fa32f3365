# np.vectorize: otypes (string or dtypes; results cast, floats truncated to int),
# first element evaluated twice without otypes, tuple results, excluded,
# keyword arguments passed through, size-0 inputs, use as a decorator.
import numpy as np
def myfunc(a, b):
    "Return a-b if a>b, otherwise return a+b"
    if a > b:
        return a - b
    return a + b
vf = np.vectorize(myfunc)
vf2 = np.vectorize(myfunc, otypes=[float])
print(vf2([1, 2, 3, 4], 2))
print(np.vectorize(myfunc, otypes="i")([1.7, 3.9], 1.0))
calls = []
def f(x):
    calls.append(x)
    return x * 2 if x < 2 else x / 2
print(np.vectorize(f)(np.array([1, 2, 3])), calls)
def both(x):
    return x + 1, x * 0.5
s, h = np.vectorize(both)(np.arange(4))
print(s, h, s.dtype, h.dtype)
print(np.vectorize(lambda x: x > 1)(np.arange(3)))
print(np.vectorize(lambda x: complex(x, 1))(np.arange(2)))
print(np.vectorize(lambda x, y: x * y)(np.float32([1.5, 2]), 2).dtype)
@np.vectorize
def clip01(x):
    return 0.0 if x < 0 else (1.0 if x > 1 else x)
print(clip01(np.linspace(-1, 2, 7)))
print(np.vectorize(lambda x: x, otypes=[np.float64])(np.array([])).shape)
try:
    np.vectorize(lambda x: x)([])
except ValueError as e:
    print("ValueError:", e)
def power(x, p):
    return x ** p
vp = np.vectorize(power, excluded={1})
print(vp([1, 2, 3], 2), vp.pyfunc is power)
def g(x, scale=1):
    return x * scale
print(np.vectorize(g)([1, 2], scale=3))

# expect: [3. 4. 1. 2.]
# expect: [0 2]
# expect: [2 1 1] [1, 1, 2, 3]
# expect: [1 2 3 4] [0.  0.5 1.  1.5] int64 float64
# expect: [False False  True]
# expect: [0.+1.j 1.+1.j]
# expect: float64
# expect: [0.  0.  0.  0.5 1.  1.  1. ]
# expect: (0,)
# expect: ValueError: cannot call `vectorize` on size 0 inputs unless `otypes` is set
# expect: [1 4 9] True
# expect: [3 6]
