import math
for v in [1.0, math.inf, -math.inf, math.nan, 0.0]:
    print(v, math.isfinite(v), math.isinf(v), math.isnan(v))

# expect: 1.0 True False False
# expect: inf False True False
# expect: -inf False True False
# expect: nan False False True
# expect: 0.0 True False False
