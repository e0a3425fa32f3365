# float32 np.exp over its whole range (tpy computes it in double and rounds
# once; NumPy's own kernel is within 2 ulps): results within 2 ulps of
# float64 exp rounded, subnormals and 0 at the bottom, and inf / NaN inputs.
import numpy as np
x = (np.arange(300_001, dtype=np.float64) / 300_000 * 190 - 102).astype(np.float32)
ref = np.exp(x.astype(np.float64)).astype(np.float32).astype(np.float64)
got = np.exp(x)
err = np.abs(got.astype(np.float64) - ref)
normal = ref >= 1.2e-38  # subnormal results have fewer bits: checked apart below
print(got.dtype, got.size, bool((err <= 2.4e-7 * ref)[normal].all()), bool((np.exp(x[::-3]) == got[::-3]).all()))
print(np.exp(np.array([np.inf, -np.inf, np.nan, 0.0, -110.0, -103.0, -88.0], dtype=np.float32)))

# expect: float32 300001 True True
# expect: [         inf 0.000000e+00          nan 1.000000e+00 0.000000e+00
# expect:  1.401298e-45 6.054601e-39]
