# Float reductions that overflow: NumPy's RuntimeWarning "overflow
# encountered in reduce" (np.seterr's policy: raise, ignore), for sum,
# prod, mean and the add.reduce method; none when nothing overflows.
import warnings
import numpy as np

big = np.array([1e308, 1e308, -5.0])
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    print(np.sum(big), big.prod(), np.mean(big), np.add.reduce(big))
    print(np.sum(np.ones(3)), np.max(big), np.sum(np.array([np.inf, 1.0])))
    print(np.sum(np.array([[1e308, 1e308], [1.0, 2.0]]), axis=1))
    for x in w:
        print(x.category.__name__, x.message)
with np.errstate(over="raise"):
    try:
        np.sum(big)
    except FloatingPointError as e:
        print("FloatingPointError", e)
with np.errstate(over="ignore"):
    print(np.multiply.reduce(np.array([1e200, 1e200])))

# expect: inf -inf inf inf
# expect: 3.0 1e+308 inf
# expect: [inf  3.]
# expect: RuntimeWarning overflow encountered in reduce
# expect: RuntimeWarning overflow encountered in reduce
# expect: RuntimeWarning overflow encountered in reduce
# expect: RuntimeWarning overflow encountered in reduce
# expect: RuntimeWarning overflow encountered in reduce
# expect: FloatingPointError overflow encountered in reduce
# expect: inf
