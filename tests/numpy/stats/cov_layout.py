# cov and corrcoef of a transposed view or with rowvar=False: NumPy copies
# the data keeping its layout, so its means and products add in that
# order; tpy gives the same bits.
import numpy as np

rng = np.random.default_rng(3)
M = rng.random((249, 3))
h = lambda a: " ".join(float(v).hex() for v in np.ravel(a))
print(h(np.cov(M.T)))
print(h(np.cov(M, rowvar=False)))
print(h(np.cov(np.ascontiguousarray(M.T))))
print(h(np.corrcoef(M, rowvar=False)))
print(h(np.cov(M.T, ddof=0)), h(np.cov(M[:, 0], M[:, 1])))
print(h(np.cov(M.T, M[:, :2].T)))
print(h(np.cov(M, M[:, :1], rowvar=False)))
print(np.cov(M.T).round(6))

# expect: 0x1.2bce7a06b2980p-4 -0x1.1b862e5189331p-7 0x1.5163c147e8339p-10 -0x1.1b862e5189331p-7 0x1.4f4df2850984cp-4 0x1.23023b30eb41dp-9 0x1.5163c147e8339p-10 0x1.23023b30eb41dp-9 0x1.652617242d2edp-4
# expect: 0x1.2bce7a06b2980p-4 -0x1.1b862e5189331p-7 0x1.5163c147e8339p-10 -0x1.1b862e5189331p-7 0x1.4f4df2850984cp-4 0x1.23023b30eb41dp-9 0x1.5163c147e8339p-10 0x1.23023b30eb41dp-9 0x1.652617242d2edp-4
# expect: 0x1.2bce7a06b2980p-4 -0x1.1b862e5189338p-7 0x1.5163c147e8326p-10 -0x1.1b862e5189338p-7 0x1.4f4df28509849p-4 0x1.23023b30eb41bp-9 0x1.5163c147e8326p-10 0x1.23023b30eb41bp-9 0x1.652617242d2efp-4
# expect: 0x1.0000000000000p+0 -0x1.c9d8ab7b9dd43p-4 0x1.07f3f77b9bddcp-6 -0x1.c9d8ab7b9dd44p-4 0x1.0000000000000p+0 0x1.ae8eda95cf9f6p-6 0x1.07f3f77b9bdddp-6 0x1.ae8eda95cf9f6p-6 0x1.0000000000000p+0
# expect: 0x1.2a9a3de7d3cdep-4 -0x1.1a62afacb5e2bp-7 0x1.5008e1677d5f8p-10 -0x1.1a62afacb5e2bp-7 0x1.4df5377514ca2p-4 0x1.21d70aa1d09c0p-9 0x1.5008e1677d5f8p-10 0x1.21d70aa1d09c0p-9 0x1.63b6e6ba22b86p-4 0x1.2bce7a06b2980p-4 -0x1.1b862e5189338p-7 -0x1.1b862e5189338p-7 0x1.4f4df28509849p-4
# expect: 0x1.2bce7a06b2980p-4 -0x1.1b862e5189331p-7 0x1.5163c147e8339p-10 0x1.2bce7a06b2980p-4 -0x1.1b862e5189331p-7 -0x1.1b862e5189331p-7 0x1.4f4df2850984cp-4 0x1.23023b30eb41dp-9 -0x1.1b862e5189331p-7 0x1.4f4df2850984cp-4 0x1.5163c147e8339p-10 0x1.23023b30eb41dp-9 0x1.652617242d2edp-4 0x1.5163c147e8339p-10 0x1.23023b30eb41dp-9 0x1.2bce7a06b2980p-4 -0x1.1b862e5189331p-7 0x1.5163c147e8339p-10 0x1.2bce7a06b2980p-4 -0x1.1b862e5189331p-7 -0x1.1b862e5189331p-7 0x1.4f4df2850984cp-4 0x1.23023b30eb41dp-9 -0x1.1b862e5189331p-7 0x1.4f4df2850984cp-4
# expect: 0x1.2bce7a06b2980p-4 -0x1.1b862e5189331p-7 0x1.5163c147e8339p-10 0x1.2bce7a06b2980p-4 -0x1.1b862e5189331p-7 0x1.4f4df2850984cp-4 0x1.23023b30eb41dp-9 -0x1.1b862e5189331p-7 0x1.5163c147e8339p-10 0x1.23023b30eb41dp-9 0x1.652617242d2edp-4 0x1.5163c147e8339p-10 0x1.2bce7a06b2980p-4 -0x1.1b862e5189331p-7 0x1.5163c147e8339p-10 0x1.2bce7a06b2980p-4
# expect: [[ 0.073195 -0.008652  0.001287]
# expect:  [-0.008652  0.081861  0.00222 ]
# expect:  [ 0.001287  0.00222   0.087195]]
