"""Seed 003: a float32 CUDA ufunc with math.exp (np.exp is refused inside,
as the seed warns), then memory cleanup through the context's memory
manager."""
# oracle: skip Numba 0.56's simulator cannot build CUDA ufuncs (AttributeError in FakeOverload); expected: NumPy's results and Numba's TypingError
import math
import numpy as np
from numba import cuda, vectorize


@vectorize(['float32(float32)'], target='cuda')
def gauss_gpu(x):
    return math.exp(-x * x)  # Use math.exp, NOT np.exp


x = np.linspace(-2, 2, 9).astype(np.float32)
g = gauss_gpu(x)
print(g.dtype, np.allclose(g, np.exp(-x * x)))
print(g[4], g[0] == g[8])
cuda.current_context().memory_manager.deallocations.clear()
print(len(cuda.current_context().memory_manager.deallocations))


def gauss_np(x):
    return np.exp(-x * x)


try:
    vectorize(['float32(float32)'], target='cuda')(gauss_np)
except Exception as e:
    print(type(e).__name__)
    print(str(e).split('\n')[:2])

# expect: float32 True
# expect: 1.0 True
# expect: 0
# expect: TypingError
# expect: ['Failed in cuda mode pipeline (step: nopython frontend)', "Use of unsupported NumPy function 'numpy.exp' or unsupported use of the function."]
