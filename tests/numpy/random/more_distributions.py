# pareto, weibull, power, rayleigh, gumbel, standard_cauchy, standard_t, f,
# noncentral_chisquare, noncentral_f, wald, vonmises, negative_binomial,
# logseries, zipf on RandomState and Generator: NumPy's samplers (legacy
# formulas where RandomState kept them), parameter checks and NaN handling.
import numpy as np
nan = float('nan')
cases = [('pareto', (3.0,)), ('weibull', (1.5,)), ('weibull', (0,)), ('power', (0.3,)), ('rayleigh', (2.0,)),
         ('gumbel', (1, 2)), ('standard_cauchy', ()), ('standard_t', (0.5,)), ('f', (3, 5)),
         ('noncentral_chisquare', (3, 2)), ('noncentral_chisquare', (0.5, 2)), ('noncentral_f', (0.5, 5, 1.5)),
         ('wald', (3, 0.5)), ('vonmises', (0, 4)), ('vonmises', (0, 1e-6)), ('vonmises', (0, 1e7)),
         ('negative_binomial', (5, 0.5)), ('negative_binomial', (0.5, 0.1)), ('logseries', (0.6,)),
         ('logseries', (0.99,)), ('zipf', (2.0,)), ('zipf', (1.2,))]
for name, args in cases:
    r = np.random.RandomState(11)
    g = np.random.default_rng(11)
    print(name, args, r.__getattribute__(name)(*args, size=4), repr(getattr(r, name)(*args)))
    print(name, args, getattr(g, name)(*args, size=4), repr(getattr(g, name)(*args)))
    aa = getattr(r, name)(*args, size=3000)
    bb = getattr(g, name)(*args, size=3000)
    print(aa.astype(np.float64).sum(), bb.astype(np.float64).sum(), r.rand(), g.random())
r = np.random.RandomState(3)
print(r.pareto([1, 2, 3]), r.gumbel([0, 10], [[1], [2]]), r.wald(1, [1, 2], size=(3, 2)))
for name, args in [('vonmises', (0, nan)), ('pareto', (nan,)), ('noncentral_chisquare', (3, nan)),
                   ('negative_binomial', (nan, 0.5)), ('negative_binomial', (1, 0))]:
    for o in [np.random.RandomState(3), np.random.default_rng(3)]:
        try:
            print(name, getattr(o, name)(*args, size=2), o.random())
        except ValueError as e:
            print(name, 'ValueError', e)
r = np.random.RandomState(3)
g = np.random.default_rng(3)
for name, args in [('pareto', (0,)), ('weibull', (-1,)), ('rayleigh', (-1,)), ('f', (1, 0)),
                   ('noncentral_f', (1, 1, -1)), ('wald', (0, 1)), ('vonmises', (0, -1)),
                   ('negative_binomial', (0, 0.5)), ('negative_binomial', (1, 1.5)), ('negative_binomial', (1e10, 1e-10)),
                   ('logseries', (1,)), ('zipf', (nan,))]:
    for o in (r, g):
        for a in (args, [np.array([x, x]) for x in args]):
            try:
                getattr(o, name)(*a)
                print(name, 'ok')
            except ValueError as e:
                print(name, 'ValueError', e)
try:
    g.negative_binomial([-1, nan], 0.5)
except ValueError as e:
    print('ValueError', e)

# expect: pareto (3.0,) [0.06850445 0.00657733 0.23045998 0.53763879] 0.1992456808145624
# expect: pareto (3.0,) [0.07953545 0.19654193 0.45373469 0.0153828 ] 0.03962644172381453
# expect: 1491.8359098749474 1443.4582563405104 0.1666384775730898 0.8868770705816171
# expect: weibull (1.5,) [0.34060286 0.07286143 0.72879158 1.18547773] 0.6672766342412385
# expect: weibull (1.5,) [0.37494858 0.66173894 1.08002486 0.12800441] 0.23864933575499936
# expect: 2736.205664526404 2681.35153476707 0.1666384775730898 0.8868770705816171
# expect: weibull (0,) [0. 0. 0. 0.] 0.0
# expect: weibull (0,) [0. 0. 0. 0.] 0.0
# expect: 0.0 0.0 0.1802696888767692 0.12857020276919962
# expect: power (0.3,) [3.30934743e-03 1.98735829e-06 7.69047331e-02 3.42237889e-01] 0.05557326486413648
# expect: power (0.3,) [5.09157538e-03 5.38555712e-02 2.69122638e-01 3.18494691e-05] 0.0006386079479196522
# expect: 702.0169383801679 684.5649912284947 0.1666384775730898 0.8868770705816171
# expect: rayleigh (2.0,) [1.26104681 0.39665988 2.23098939 3.21340188] 2.0882112526545007
# expect: rayleigh (2.0,) [1.35526361 2.07520025 2.99654158 0.60529028] 0.9657509986992282
# expect: 7594.6327524091175 7464.664905005402 0.1666384775730898 0.8868770705816171
# expect: gumbel (1, 2) [4.23111438 8.85758743 1.94910245 0.48956248] 2.2136517251774985
# expect: gumbel (1, 2) [4.96651845 1.73719447 1.16666831 8.07344445] 4.664138181004608
# expect: 6197.188498867907 6573.088495727635 0.1666384775730898 0.38831661955684593
# expect: standard_cauchy () [-6.11541376  0.18262607  0.02591933 -1.70141034] -0.39512907150290744
# expect: standard_cauchy () [  0.02514641  -2.39996883   0.56499515 -10.16199158] -0.4043066041614979
# expect: 1875.3405181388373 10021.458670724644 0.6314270495093064 0.5202740463687721
# expect: standard_t (0.5,) [ 4.95396768e+00 -8.75648485e+02 -2.88561594e-01  5.78644232e+00] -0.7689036475778774
# expect: standard_t (0.5,) [  0.0685835  -11.66036301  16.91458212   2.99508689] -3.5872071729809196
# expect: 13362705.190918064 -724.7907269743737 0.9455769959587095 0.075095126506325
# expect: f (3, 5) [4.00624927 1.11573472 0.42386724 2.96468195] 0.48442422390177003
# expect: f (3, 5) [0.44438076 0.46689889 0.67245163 2.08100256] 1.9689787622457326
# expect: 4939.391870729341 4906.194781524375 0.2570120657367889 0.04008338787548393
# expect: noncentral_chisquare (3, 2) [2.31558635 3.64573304 2.28987054 3.30952051] 9.198985168951548
# expect: noncentral_chisquare (3, 2) [8.15404506 3.0618623  1.01963508 1.98738276] 9.468797609668833
# expect: 14871.150621577277 15253.56111637842 0.5624515070600068 0.7867328145951538
# expect: noncentral_chisquare (0.5, 2) [2.87714269e-07 1.28797683e+00 5.80081416e+00 1.58143350e+00] 0.0012436377761864297
# expect: noncentral_chisquare (0.5, 2) [1.24279425e-01 9.57654920e-04 5.67257285e-04 3.46913634e+00] 0.7840045859484006
# expect: 7398.797885173567 7371.275371081618 0.6209299811630385 0.701101045475625
# expect: noncentral_f (0.5, 5, 1.5) [1.00904753e-06 1.01923684e-01 1.46034197e+01 4.16395880e-03] 0.0001205444422984875
# expect: noncentral_f (0.5, 5, 1.5) [ 0.41454784 20.26383752  2.71027238 28.34878622] 4.0051596917833105
# expect: 20602.96190459882 19747.12075614167 0.6988803246964517 0.876833026851368
# expect: wald (3, 0.5) [0.14767904 1.50904574 3.06150019 6.44183924] 10.310590394480819
# expect: wald (3, 0.5) [2.75903758 0.27502815 6.12994175 0.81622582] 0.582189005498515
# expect: 8333.376207719317 8659.583969106727 0.23416187086206142 0.695610893422531
# expect: vonmises (0, 4) [-0.14495655 -0.99195703  0.01001982 -0.73136119] 0.26901329484578174
# expect: vonmises (0, 4) [0.1020871  0.02250287 0.05541297 0.70787506] -0.8058404796155174
# expect: 19.92797434951303 -14.66516139855569 0.8858572014070076 0.5157593446223104
# expect: vonmises (0, 1e-06) [-0.56633339 -2.27744635  0.04015207 -2.67285115] -2.808282447208203
# expect: vonmises (0, 1e-06) [0.40391481 0.09012909 0.22123255 1.953704  ] -2.08238167814128
# expect: -111.29964591097797 118.79606441339322 0.8183467490583957 0.9923362820813719
# expect: vonmises (0, 10000000.0) [-9.20179474e-05 -6.85763823e-04  6.34946854e-06 -4.85278655e-04] 0.0001715051821609137
# expect: vonmises (0, 10000000.0) [ 1.08127024e-05  4.29989927e-04  3.87290811e-04 -1.61373267e-04] -9.422623283832115e-05
# expect: 0.015468259744000346 0.018000390462618455 0.3897474752573773 0.964099631699083
# expect: negative_binomial (5, 0.5) [9 1 3 2] 2
# expect: negative_binomial (5, 0.5) [2 4 9 1] 2
# expect: 14939.0 15183.0 0.8999663144119746 0.5466203868848485
# expect: negative_binomial (0.5, 0.1) [ 2  2 10  0] 1
# expect: negative_binomial (0.5, 0.1) [0 0 0 3] 11
# expect: 13752.0 12669.0 0.2933472005627712 0.8326060537796718
# expect: logseries (0.6,) [1 2 1 5] 1
# expect: logseries (0.6,) [3 1 2 1] 2
# expect: 4881.0 4817.0 0.03794447523328315 0.03482004271814443
# expect: logseries (0.99,) [ 1 22  8 39] 3
# expect: logseries (0.99,) [ 20   1 137   4] 1
# expect: 65328.0 63614.0 0.5929762635089817 0.01276288951767679
# expect: zipf (2.0,) [1 1 1 1] 3
# expect: zipf (2.0,) [1 2 1 1] 1
# expect: 17480.0 21018.0 0.4153411053106617 0.7814228162738118
# expect: zipf (1.2,) [  2  15   1 696] 2
# expect: zipf (1.2,) [      1      99       1 2714830] 9
# expect: 8128243361773197.0 1.9647676186067438e+18 0.37035167566121574 0.06072799323338696
# expect: [1.22616948 0.85105162 0.12141184] [[ 0.33541637  9.19601347]
# expect:  [-1.63619694 14.01684002]] [[0.63376377 1.04180351]
# expect:  [0.4034319  0.44389445]
# expect:  [0.22609396 0.75546032]]
# expect: vonmises [nan nan] 0.5507979025745755
# expect: vonmises [nan nan] 0.08564916714362436
# expect: pareto [nan nan] 0.2909047389129443
# expect: pareto [nan nan] 0.8012744652063969
# expect: noncentral_chisquare [nan nan] 0.8929469543476547
# expect: noncentral_chisquare [nan nan] 0.08564916714362436
# expect: negative_binomial [0 0] 0.12558531046383625
# expect: negative_binomial ValueError n must not be NaN
# expect: negative_binomial [-9223372036854775808 -9223372036854775808] 0.12558531046383625
# expect: negative_binomial ValueError p <= 0, p > 1 or p contains NaNs
# expect: pareto ValueError a <= 0
# expect: pareto ValueError a <= 0
# expect: pareto ValueError a <= 0
# expect: pareto ValueError a <= 0
# expect: weibull ValueError a < 0
# expect: weibull ValueError a < 0
# expect: weibull ValueError a < 0
# expect: weibull ValueError a < 0
# expect: rayleigh ValueError scale < 0
# expect: rayleigh ValueError scale < 0
# expect: rayleigh ValueError scale < 0
# expect: rayleigh ValueError scale < 0
# expect: f ValueError dfden <= 0
# expect: f ValueError dfden <= 0
# expect: f ValueError dfden <= 0
# expect: f ValueError dfden <= 0
# expect: noncentral_f ValueError nonc < 0
# expect: noncentral_f ValueError nonc < 0
# expect: noncentral_f ValueError nonc < 0
# expect: noncentral_f ValueError nonc < 0
# expect: wald ValueError mean <= 0
# expect: wald ValueError mean <= 0
# expect: wald ValueError mean <= 0
# expect: wald ValueError mean <= 0
# expect: vonmises ValueError kappa < 0
# expect: vonmises ValueError kappa < 0
# expect: vonmises ValueError kappa < 0
# expect: vonmises ValueError kappa < 0
# expect: negative_binomial ValueError n <= 0
# expect: negative_binomial ValueError n <= 0
# expect: negative_binomial ValueError n <= 0
# expect: negative_binomial ValueError n <= 0
# expect: negative_binomial ValueError p < 0, p > 1 or p is NaN
# expect: negative_binomial ValueError p < 0, p > 1 or p contains NaNs
# expect: negative_binomial ValueError p <= 0, p > 1 or p contains NaNs
# expect: negative_binomial ValueError p <= 0, p > 1 or p contains NaNs
# expect: negative_binomial ok
# expect: negative_binomial ok
# expect: negative_binomial ValueError n too large or p too small, see Generator.negative_binomial Notes
# expect: negative_binomial ValueError n too large or p too small, see Generator.negative_binomial Notes
# expect: logseries ValueError p < 0, p >= 1 or p is NaN
# expect: logseries ValueError p < 0, p >= 1 or p contains NaNs
# expect: logseries ValueError p < 0, p >= 1 or p is NaN
# expect: logseries ValueError p < 0, p >= 1 or p contains NaNs
# expect: zipf ValueError a <= 1 or a is NaN
# expect: zipf ValueError a <= 1 or a contains NaNs
# expect: zipf ValueError a <= 1 or a is NaN
# expect: zipf ValueError a <= 1 or a contains NaNs
# expect: ValueError n must not be NaN
