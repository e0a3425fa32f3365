# round() of a NumPy scalar: without ndigits a Python int (half to even),
# with ndigits the scalar's type rounded as np.round does (x * 10**n
# rounded, then divided), so round(np.float64(2.675), 2) is 2.68 where
# Python's float gives 2.67; also in loops the JIT compiles.
import numpy as np

for v in (np.float64(2.675), np.float32(2.675), np.float64(1.005), np.float64(-0.125), np.float64(2.5),
          np.float64(1e300), np.float64(12345.678), np.float64('nan'), np.float64('inf')):
    res = []
    for nd in (None, 0, 1, 2, -1):
        try:
            r = round(v) if nd is None else round(v, nd)
            res.append(f"{r!r} {type(r).__name__}")
        except (ValueError, OverflowError) as e:
            res.append(f"{type(e).__name__}: {e}")
    print(" | ".join(res))
print(round(np.int64(1255), -1), type(round(np.int64(1255), -1)).__name__, round(np.int64(1255)),
      type(round(np.int64(1255))).__name__, round(np.uint8(200), -2), round(np.int32(-15), -1))
print(round(2.675, 2), np.round(np.float64(2.675), 2), np.float64(2.675).round(2))
a = np.array([2.675, 1.005, 0.125, 7.5])
acc = []
for i in range(300):
    acc.append(round(a[i % 4], 2))
print(acc[:4], sum(acc[:8]), type(acc[0]).__name__)

# expect: 3 int | 3.0 float64 | 2.7 float64 | 2.68 float64 | 0.0 float64
# expect: 3 int | 3.0 float32 | 2.7 float32 | 2.68 float32 | 0.0 float32
# expect: 1 int | 1.0 float64 | 1.0 float64 | 1.0 float64 | 0.0 float64
# expect: 0 int | -0.0 float64 | -0.1 float64 | -0.12 float64 | -0.0 float64
# expect: 2 int | 2.0 float64 | 2.5 float64 | 2.5 float64 | 0.0 float64
# expect: 1000000000000000052504760255204420248704468581108159154915854115511802457988908195786371375080447864043704443832883878176942523235360430575644792184786706982848387200926575803737830233794788090059368953234970799945081119038967640880074652742780142494579258788820056842838115669472196386865459400540160 int | 1e+300 float64 | 1e+300 float64 | 1e+300 float64 | 1e+300 float64
# expect: 12346 int | 12346.0 float64 | 12345.7 float64 | 12345.68 float64 | 12350.0 float64
# expect: ValueError: cannot convert float NaN to integer | nan float64 | nan float64 | nan float64 | nan float64
# expect: OverflowError: cannot convert float infinity to integer | inf float64 | inf float64 | inf float64 | inf float64
# expect: 1260 int64 1255 int 200 -20
# expect: 2.67 2.68 2.68
# expect: [2.68, 1.0, 0.12, 7.5] 22.6 float64
