# repl: stdin
# Seed tutorial cells (NumPy part of "Vectorize decorator and signatures"):
# int64 and int32 arrays, np.ones_like and np.add, echoed as IPython shows them.
import numpy as np
n = 10

x = np.arange(n).astype(np.int64)
y = np.ones_like(x)

np.add(x, y)
x = np.arange(n).astype(np.int32)
y = np.ones_like(x)
np.add(x, y)
_.dtype
# expect: array([ 1,  2,  3,  4,  5,  6,  7,  8,  9, 10])
# expect: array([ 1,  2,  3,  4,  5,  6,  7,  8,  9, 10], dtype=int32)
# expect: dtype('int32')
