"""CUDA ufunc mistakes get Numba's errors: arrays of a dtype no signature
takes (casting='no'), scalars that fit several signatures, an out= of the
wrong shape, a call with the wrong number of inputs, no signatures."""
# oracle: skip Numba 0.56's simulator cannot build CUDA ufuncs (AttributeError in FakeOverload); expected: Numba's messages
import numpy as np
from numba import cuda, vectorize


@vectorize(['float32(float32, float32)', 'float64(float64, float64)'], target='cuda')
def mul(x, y):
    return x * y


for args in [(np.arange(3, dtype=np.int32), np.arange(3, dtype=np.int32)),
             (np.arange(3.0), np.arange(3, dtype=np.float32)),
             (2, 3)]:
    try:
        mul(*args)
    except TypeError as e:
        print("TypeError:", e)
try:
    mul(np.arange(3.0), np.arange(3.0), out=np.zeros(4))
except ValueError as e:
    print("ValueError")
try:
    mul(np.arange(3.0))
except TypeError as e:
    print("TypeError:", e)
try:
    mul(np.arange(3.0), np.arange(2.0))
except ValueError as e:
    print("ValueError:", e)
try:
    vectorize(target='cuda')(lambda x: x)
except TypeError as e:
    print("TypeError")
print(mul(np.float32(2), np.arange(3, dtype=np.float32)))


@vectorize(['float32(int64, int64)', 'float64(int64, int64)'], target='cuda')
def half_sum(x, y):
    return (x + y) / 2


d = cuda.to_device(np.arange(3))
try:
    half_sum(d, d)   # two signatures take these inputs: device arrays too
except TypeError as e:
    print("TypeError:", e)

# expect: TypeError: No matching version.  GPU ufunc requires array arguments to have the exact types.  This behaves like regular ufunc with casting='no'.
# expect: TypeError: No matching version.  GPU ufunc requires array arguments to have the exact types.  This behaves like regular ufunc with casting='no'.
# expect: TypeError: Failed to resolve ufunc due to ambiguous signature. Too many untyped scalars. Use numpy dtype object to type tag.
# expect: ValueError
# expect: TypeError: mul() takes 2 positional arguments but 1 were given
# expect: ValueError: failed to broadcast argument #1
# expect: TypeError
# expect: [0. 2. 4.]
# expect: TypeError: Failed to resolve ufunc due to ambiguous signature. Too many untyped scalars. Use numpy dtype object to type tag.
