# Built-in functions that take keywords, called with fewer positional
# arguments than they need and no keywords: a TypeError, never a read of
# arguments that are not there (np.gradient() crashed).
import numpy as np

names = ["gradient", "linspace", "trapz", "histogram", "interp", "percentile", "clip", "where", "einsum", "pad",
         "roll", "tile", "repeat", "take", "searchsorted", "convolve", "polyfit", "cross", "meshgrid"]
for name in names:
    f = getattr(np, name)
    for args in ((), (np.arange(3),)):
        try:
            f(*args)
            ok = "returned"
        except (TypeError, ValueError) as e:
            ok = type(e).__name__
        print(name, len(args), ok)
# expect: gradient 0 TypeError
# expect: gradient 1 returned
# expect: linspace 0 TypeError
# expect: linspace 1 TypeError
# expect: trapz 0 TypeError
# expect: trapz 1 returned
# expect: histogram 0 TypeError
# expect: histogram 1 returned
# expect: interp 0 TypeError
# expect: interp 1 TypeError
# expect: percentile 0 TypeError
# expect: percentile 1 TypeError
# expect: clip 0 TypeError
# expect: clip 1 TypeError
# expect: where 0 TypeError
# expect: where 1 returned
# expect: einsum 0 ValueError
# expect: einsum 1 ValueError
# expect: pad 0 TypeError
# expect: pad 1 TypeError
# expect: roll 0 TypeError
# expect: roll 1 TypeError
# expect: tile 0 TypeError
# expect: tile 1 TypeError
# expect: repeat 0 TypeError
# expect: repeat 1 TypeError
# expect: take 0 TypeError
# expect: take 1 TypeError
# expect: searchsorted 0 TypeError
# expect: searchsorted 1 TypeError
# expect: convolve 0 TypeError
# expect: convolve 1 TypeError
# expect: polyfit 0 TypeError
# expect: polyfit 1 TypeError
# expect: cross 0 TypeError
# expect: cross 1 TypeError
# expect: meshgrid 0 returned
# expect: meshgrid 1 returned
