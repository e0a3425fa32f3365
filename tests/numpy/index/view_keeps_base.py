# A view keeps its base array's memory alive after the base is dropped and collected.
import gc
import numpy as np
v = np.arange(10.0)[2:5]
w = (np.arange(6).reshape(2, 3) * 10).T[1]
gc.collect()
junk = [np.ones(1000) for _ in range(50)]
del junk
gc.collect()
print(v, w, v.base.shape)
total = 0.0
for i in range(2000):
    a = np.arange(500) * 0.5
    total += a[-1]
print(total)

# expect: [2. 3. 4.] [10 40] (10,)
# expect: 499000.0
