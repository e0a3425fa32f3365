# hypergeometric on RandomState (HRUA above 10 draws, the old inversion
# below) and Generator (HRUA in the middle range, else draws one by one),
# with NumPy's parameter checks.
import numpy as np
for args in [(10, 5, 3), (5, 10, 12), (100, 200, 50), (200, 100, 250), (1000, 2000, 20), (7, 3, 10), (30, 30, 9), (30, 30, 11), (10**6, 10**6, 10**5), (5, 5, 0), (0, 5, 3), (3000, 50, 300)]:
    r = np.random.RandomState(6); g = np.random.default_rng(6)
    if args[2] > 0:
        print(args, r.hypergeometric(*args, size=8), r.rand(), r.hypergeometric(*args, size=3000).sum(), r.rand(), repr(r.hypergeometric(*args)))
    print(args, g.hypergeometric(*args, size=8), g.random(), g.hypergeometric(*args, size=3000).sum(), g.random(), repr(g.hypergeometric(*args)))
r = np.random.RandomState(3); g = np.random.default_rng(3)
for args in [(-1, 5, 2), (5, -1, 2), (5, 5, -1), (5, 5, 0), (5, 5, 11), (10**9, 5, 2)]:
    for o in (r, g):
        for a in (args, [np.array([x, x]) for x in args]):
            try:
                print(args, o.hypergeometric(*a))
            except ValueError as e:
                print(args, 'ValueError', e)
print(g.hypergeometric([10, 20], 15, [[5], [12]]))

# expect: (10, 5, 3) [1 3 3 2 2 1 1 1] 0.7091317507811673 5874 0.5384416643315104 2
# expect: (10, 5, 3) [2 2 2 1 1 3 2 2] 0.7852109593263714 5966 0.6835721485501182 3
# expect: (5, 10, 12) [5 3 3 4 4 3 5 5] 0.7096286061692021 11993 0.05720162949813323 3
# expect: (5, 10, 12) [4 4 3 5 5 5 4 5] 0.7852109593263714 12045 0.6835721485501182 4
# expect: (100, 200, 50) [15 22 16 19 20 18 16 19] 0.7091317507811673 50050 0.4126057913587914 14
# expect: (100, 200, 50) [15 15 15 13 19 16 13 17] 0.7594665768223351 49749 0.07046805238528486 10
# expect: (200, 100, 250) [165 171 169 165 167 171 165 162] 0.746510717184985 500115 0.9548692069994372 167
# expect: (200, 100, 250) [165 165 165 163 169 166 163 167] 0.7594665768223351 499749 0.07046805238528486 160
# expect: (1000, 2000, 20) [ 6 11  6  8  9  7  6  8] 0.054474507822354634 20057 0.9549352405320538 11
# expect: (1000, 2000, 20) [5 5 7 5 4 8 6 4] 0.18633631867782952 19776 0.36836119637939135 3
# expect: (7, 3, 10) [7 7 7 7 7 7 7 7] 0.8852640797373716 21000 0.03709318800452377 7
# expect: (7, 3, 10) [7 7 7 7 7 7 7 7] 0.5381643514719432 21000 0.34327086981333843 7
# expect: (30, 30, 9) [4 7 6 6 4 3 6 5] 0.05883729016413808 13511 0.20732278792256098 3
# expect: (30, 30, 9) [3 5 3 5 1 1 6 4] 0.881289194448939 13440 0.1988597661022623 4
# expect: (30, 30, 11) [5 9 5 7 8 6 5 7] 0.7091317507811673 16438 0.5530450352299601 5
# expect: (30, 30, 11) [4 4 6 5 5 5 6 4] 0.5868494734444639 16353 0.5139956332653771 5
# expect: (1000000, 1000000, 100000) [49950 50234 49959 50097 50143 50040 50202 49972] 0.8762676552066274 150001259 0.7647401024012769 49787
# expect: (1000000, 1000000, 100000) [49923 49910 49933 49853 50091 49979 49840 49996] 0.7594665768223351 149993843 0.6990890882045253 50068
# expect: (5, 5, 0) [0 0 0 0 0 0 0 0] 0.5381643514719432 0 0.34327086981333843 0
# expect: (0, 5, 3) [0 0 0 0 0 0 0 0] 0.8928601514360016 0 0.3319798053011772 0
# expect: (0, 5, 3) [0 0 0 0 0 0 0 0] 0.5381643514719432 0 0.34327086981333843 0
# expect: (3000, 50, 300) [296 291 296 293 293 294 296 294] 0.7091317507811673 885166 0.4590396414208946 297
# expect: (3000, 50, 300) [296 297 296 295 298 295 295 297] 0.5868494734444639 885400 0.8394667318452401 292
# expect: (-1, 5, 2) ValueError ngood < 0
# expect: (-1, 5, 2) ValueError ngood < 0
# expect: (-1, 5, 2) ValueError ngood < 0
# expect: (-1, 5, 2) ValueError ngood < 0
# expect: (5, -1, 2) ValueError nbad < 0
# expect: (5, -1, 2) ValueError nbad < 0
# expect: (5, -1, 2) ValueError nbad < 0
# expect: (5, -1, 2) ValueError nbad < 0
# expect: (5, 5, -1) ValueError nsample < 1 or nsample is NaN
# expect: (5, 5, -1) ValueError nsample < 1 or nsample contains NaNs
# expect: (5, 5, -1) ValueError nsample < 0
# expect: (5, 5, -1) ValueError nsample < 0
# expect: (5, 5, 0) ValueError nsample < 1 or nsample is NaN
# expect: (5, 5, 0) ValueError nsample < 1 or nsample contains NaNs
# expect: (5, 5, 0) 0
# expect: (5, 5, 0) [0 0]
# expect: (5, 5, 11) ValueError ngood + nbad < nsample
# expect: (5, 5, 11) ValueError ngood + nbad < nsample
# expect: (5, 5, 11) ValueError ngood + nbad < nsample
# expect: (5, 5, 11) ValueError ngood + nbad < nsample
# expect: (1000000000, 5, 2) 2
# expect: (1000000000, 5, 2) [2 2]
# expect: (1000000000, 5, 2) ValueError both ngood and nbad must be less than 1000000000
# expect: (1000000000, 5, 2) ValueError both ngood and nbad must be less than 1000000000
# expect: [[2 4]
# expect:  [2 7]]
