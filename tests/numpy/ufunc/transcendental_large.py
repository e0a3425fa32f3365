# exp/log/sin/cos/... on long float64 and float32 arrays (the vector path),
# with tails that are not a whole vector, strided inputs and special values
# (those that make NumPy warn are in tests/numpy/errors).
# float32 prints 5 digits: NumPy's float32 SIMD functions and tpy's round
# differently in the last bit.
import numpy as np
for dt in [np.float64, np.float32]:
    np.set_printoptions(precision=8 if dt == np.float64 else 5)
    a = np.linspace(0.1, 3.0, 37).astype(dt)
    for f in [np.exp, np.log, np.sin, np.cos, np.tan, np.arcsin, np.arctan, np.sinh, np.cosh,
              np.tanh, np.log10, np.log2, np.exp2, np.expm1, np.log1p, np.cbrt]:
        r = f(a / dt(3.5))
        print(f.__name__, r.dtype, r[:3], r[-2:], f(a[::5] / dt(3.5))[1:3])
    print(np.log(np.array([np.inf, np.nan, 1.0], dtype=dt)))
    print(np.exp(np.array([-np.inf, np.inf, np.nan, -1000.0], dtype=dt)))
    print(np.sin(np.array([-0.0, 1e300 if dt == np.float64 else 1e30], dtype=dt)))
    big = np.arange(100_000, dtype=dt) / dt(100_000)
    print(round(float(np.exp(big).sum(dtype=np.float64)), 1), round(float(np.sin(big).sum(dtype=np.float64)), 1))

# expect: exp float64 [1.02898351 1.05294111 1.0774565 ] [2.30280279 2.35641844] [1.15448089 1.29528424]
# expect: log float64 [-3.55534806 -2.96447973 -2.59557222] [-0.18136963 -0.15415068] [-1.94036997 -1.35196962]
# expect: sin float64 [0.02856754 0.05156442 0.07453399] [0.74071028 0.75597537] [0.14315725 0.25585318]
# expect: cos float64 [0.99959186 0.99866967 0.99721847] [0.67182459 0.65460007] [0.98969996 0.96671565]
# expect: tan float64 [0.02857921 0.05163311 0.07474189] [1.10253523 1.15486601] [0.14464712 0.2646623 ]
# expect: arcsin float64 [0.02857532 0.05161021 0.07467255] [0.98654811 1.0296968 ] [0.14414949 0.26170737]
# expect: arctan float64 [0.02856366 0.05154161 0.07446523] [0.69520648 0.70862627] [0.14267475 0.25317826]
# expect: sinh float64 [0.02857532 0.05161019 0.0746724 ] [0.93427468 0.9660228 ] [0.14414536 0.26162646]
# expect: cosh float64 [1.00040819 1.00133092 1.00278411] [1.36852811 1.39039564] [1.01033553 1.03365778]
# expect: tanh float64 [0.02856366 0.05154159 0.07446508] [0.68268578 0.69478267] [0.14267078 0.25310742]
# expect: log10 float64 [-1.54406804 -1.28745719 -1.12724269] [-0.07876783 -0.06694679] [-0.84269197 -0.58715295]
# expect: log2 float64 [-5.12928302 -4.27684021 -3.74461917] [-0.26166106 -0.22239242] [-2.79936213 -1.95047986]
# expect: exp2 float64 [1.02000161 1.03640458 1.05307134] [1.7827779  1.81144733] [1.10469706 1.19642516]
# expect: expm1 float64 [0.02898351 0.05294111 0.0774565 ] [1.30280279 1.35641844] [0.15448089 0.29528424]
# expect: log1p float64 [0.02817088 0.05030074 0.07195145] [0.60656861 0.61903921] [0.1342256 0.2301034]
# expect: cbrt float64 [0.30571071 0.37226106 0.42097125] [0.94133468 0.94991425] [0.52372424 0.63720966]
# expect: [inf nan  0.]
# expect: [ 0. inf nan  0.]
# expect: [-0.         -0.81788191]
# expect: 171827.3 45969.3
# expect: exp float32 [1.02898 1.05294 1.07746] [2.3028  2.35642] [1.15448 1.29528]
# expect: log float32 [-3.55535 -2.96448 -2.59557] [-0.18137 -0.15415] [-1.94037 -1.35197]
# expect: sin float32 [0.02857 0.05156 0.07453] [0.74071 0.75598] [0.14316 0.25585]
# expect: cos float32 [0.99959 0.99867 0.99722] [0.67182 0.6546 ] [0.9897  0.96672]
# expect: tan float32 [0.02858 0.05163 0.07474] [1.10254 1.15487] [0.14465 0.26466]
# expect: arcsin float32 [0.02858 0.05161 0.07467] [0.98655 1.0297 ] [0.14415 0.26171]
# expect: arctan float32 [0.02856 0.05154 0.07447] [0.69521 0.70863] [0.14267 0.25318]
# expect: sinh float32 [0.02858 0.05161 0.07467] [0.93427 0.96602] [0.14415 0.26163]
# expect: cosh float32 [1.00041 1.00133 1.00278] [1.36853 1.3904 ] [1.01034 1.03366]
# expect: tanh float32 [0.02856 0.05154 0.07447] [0.68269 0.69478] [0.14267 0.25311]
# expect: log10 float32 [-1.54407 -1.28746 -1.12724] [-0.07877 -0.06695] [-0.84269 -0.58715]
# expect: log2 float32 [-5.12928 -4.27684 -3.74462] [-0.26166 -0.22239] [-2.79936 -1.95048]
# expect: exp2 float32 [1.02    1.0364  1.05307] [1.78278 1.81145] [1.1047  1.19643]
# expect: expm1 float32 [0.02898 0.05294 0.07746] [1.3028  1.35642] [0.15448 0.29528]
# expect: log1p float32 [0.02817 0.0503  0.07195] [0.60657 0.61904] [0.13423 0.2301 ]
# expect: cbrt float32 [0.30571 0.37226 0.42097] [0.94133 0.94991] [0.52372 0.63721]
# expect: [inf nan  0.]
# expect: [ 0. inf nan  0.]
# expect: [-0.      -0.79116]
# expect: 171827.3 45969.3
