# np.exp on float64 scalars and arrays (the vector loop) gives the correctly
# rounded value for ordinary inputs (these are ones where NumPy's is too;
# it is off by an ulp for some, e.g. exp(88.8)), and inf / 0 / subnormals / NaN at the edges.
import numpy as np
xs = [0.0, -0.0, 1.0, 0.5, 2.5, 708.0, 709.7, -708.0, -709.0, -740.0, -745.2, -746.0,
      float("inf"), float("-inf"), float("nan"), 1e-300, -1e-20, 3.0, -103.9]
for x in xs:
    print(repr(x), repr(np.exp(x)))
a = np.array(xs * 3)
print(all(repr(v) == repr(np.exp(x)) for v, x in zip(np.exp(a).tolist(), a.tolist())))
print(np.exp(a[::7]), np.exp(a[::-1])[:4])

# expect: 0.0 1.0
# expect: -0.0 1.0
# expect: 1.0 2.718281828459045
# expect: 0.5 1.6487212707001282
# expect: 2.5 12.182493960703473
# expect: 708.0 3.023383144276055e+307
# expect: 709.7 1.6549840276802644e+308
# expect: -708.0 3.307553003638408e-308
# expect: -709.0 1.216780750623423e-308
# expect: -740.0 4.2e-322
# expect: -745.2 0.0
# expect: -746.0 0.0
# expect: inf inf
# expect: -inf 0.0
# expect: nan nan
# expect: 1e-300 1.0
# expect: -1e-20 1.0
# expect: 3.0 20.085536923187668
# expect: -103.9 7.530144847827766e-46
# expect: True
# expect: [1.00000000e+000 3.30755300e-308             nan 2.71828183e+000
# expect:  4.19955799e-322 1.00000000e+000 1.21824940e+001 0.00000000e+000
# expect:  7.53014485e-046] [7.53014485e-46 2.00855369e+01 1.00000000e+00 1.00000000e+00]
