"""A warp sum with shfl_down_sync, then ballot_sync, all_sync and any_sync votes."""
# oracle: skip Numba 0.56's simulator has no shfl_*_sync (expectations worked by hand: the sums are the halves', the ballot sets lanes 0, 3, ..., 30)
from numba import cuda
import numpy as np


@cuda.jit
def warp_sum(a, out, votes):
    i = cuda.grid(1)
    v = a[i]
    offset = 16
    while offset > 0:
        v += cuda.shfl_down_sync(0xffffffff, v, offset)
        offset //= 2
    lane = cuda.threadIdx.x % 32
    if lane == 0:
        out[i // 32] = v
    b = cuda.ballot_sync(0xffffffff, a[i] % 3 == 0)
    al = cuda.all_sync(0xffffffff, a[i] >= 0)
    an = cuda.any_sync(0xffffffff, a[i] > 60)
    if i == 0:
        votes[0] = b
        votes[1] = al
        votes[2] = an


a = np.arange(64, dtype=np.int64)
out = np.zeros(2, dtype=np.int64)
votes = np.zeros(3, dtype=np.int64)
warp_sum[1, 64](a, out, votes)
print(out, a[:32].sum(), a[32:].sum())
print(votes)

# expect: [ 496 1520] 496 1520
# expect: [1227133513          1          0]
