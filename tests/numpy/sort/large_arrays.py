# Sorts of long arrays (the radix path): every integer width with negative
# values, floats with NaN, infinities and signed zeros; argsort stability;
# checked against Python's sorted() and printed as summaries.
import numpy as np

N = 50000


def same(a, b):
    return bool(np.all((a == b) | (np.isnan(a) & np.isnan(b))))


base = [(i * 2654435761) % 4294967291 for i in range(N)]
for dt in (np.int8, np.uint8, np.int16, np.uint16, np.int32, np.uint32, np.int64, np.uint64):
    info = np.iinfo(dt)
    span = int(info.max) - int(info.min) + 1
    vals = [int(info.min) + b % span for b in base]
    x = np.array(vals, dtype=dt)
    s = np.sort(x)
    i = np.argsort(x, kind='stable')
    ok = s.tolist() == sorted(vals)
    stable = all(int(x[i[k]]) < int(x[i[k + 1]]) or (x[i[k]] == x[i[k + 1]] and i[k] < i[k + 1]) for k in range(N - 1))
    print(dt.__name__, ok, stable, s[:3], s[-2:], len(np.unique(x)))
for dt in (np.float32, np.float64):
    vals = [((b % 20001) - 10000) / 7.0 for b in base]
    x = np.array(vals, dtype=dt)
    x[::97] = np.nan
    x[5::101] = -0.0
    x[7::103] = 0.0
    x[11::1009] = np.inf
    x[13::1013] = -np.inf
    s = np.sort(x)
    ns = int(np.isnan(x).sum())
    print(dt.__name__, np.all(s[1:N - ns] >= s[:N - ns - 1]), np.isnan(s[N - ns:]).all(), s[:2], s[N - ns - 2:N - ns])
    st = np.sort(x, kind='stable')
    zeros = x[x == 0]
    print(np.array_equal(np.signbit(st[st == 0]), np.signbit(zeros)), same(np.sort(x, kind='heapsort'), s))
    i = np.argsort(x, kind='stable')
    xi = x[i]
    print(same(xi, s), i[:5], i[-5:], same(x[np.argsort(x)], s))
    u, c = np.unique(x, return_counts=True)
    print(len(u), c[:3], c[-2:], u[:2], u[-2:])
b = np.array([bool(v % 3) for v in base])
print(np.sort(b)[[0, -1]], np.argsort(b, kind='stable')[:4], np.unique(b, return_counts=True))

allnan = np.full(5000, np.nan)
print(np.argsort(allnan, kind='stable')[[0, 1, -1]], np.sort(allnan)[:2], np.unique(allnan, return_index=True, return_counts=True))
allnan[100] = 1.0
print(np.argsort(allnan, kind='stable')[:3], np.partition(allnan, 0)[0], np.argpartition(allnan, 0)[0])

# expect: int8 True True [-128 -128 -128] [127 127] 256
# expect: uint8 True True [0 0 0] [255 255] 256
# expect: int16 True True [-32768 -32767 -32766] [32766 32767] 42315
# expect: uint16 True True [0 1 2] [65534 65535] 42315
# expect: int32 True True [-2147483648 -2147455281 -2147367357] [2147279428 2147395719] 50000
# expect: uint32 True True [     0  28367 116291] [4294763076 4294879367] 50000
# expect: int64 True True [-9223372036854775808 -9223372036854747441 -9223372036854659517] [-9223372032560012732 -9223372032559896441] 50000
# expect: uint64 True True [     0  28367 116291] [4294763076 4294879367] 50000
# expect: float32 True True [-inf -inf] [inf inf]
# expect: True True
# expect: True [  13 1026 2039 3052 4065] [49567 49664 49761 49858 49955] True
# expect: 5762 [50 10 11] [ 50 505] [      -inf -1428.5714] [inf nan]
# expect: float64 True True [-inf -inf] [inf inf]
# expect: True True
# expect: True [  13 1026 2039 3052 4065] [49567 49664 49761 49858 49955] True
# expect: 5762 [50 10 11] [ 50 505] [          -inf -1428.57142857] [inf nan]
# expect: [False  True] [0 2 4 6] (array([False,  True]), array([16670, 33330]))
# expect: [   0    1 4999] [nan nan] (array([nan]), array([0]), array([5000]))
# expect: [100   0   1] 1.0 100
