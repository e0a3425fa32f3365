import math
for fn, arg in [(math.acos, 2), (math.asin, -1.5), (math.log2, 0), (math.isqrt, -1), (math.gamma, 0), (math.atanh, 1)]:
    try:
        fn(arg)
    except ValueError as e:
        print(fn.__name__, "ValueError:", e)

# expect: acos ValueError: math domain error
# expect: asin ValueError: math domain error
# expect: log2 ValueError: math domain error
# expect: isqrt ValueError: isqrt() argument must be nonnegative
# expect: gamma ValueError: math domain error
# expect: atanh ValueError: math domain error
