# The nan-functions' own warnings: nanmean of an all-NaN slice ("Mean of
# empty slice"), nanmax/nanmin of one ("All-NaN slice encountered"),
# nanvar/nanstd with no degrees of freedom left; no floating-point warnings
# from their divisions. percentile's old interpolation= keyword works with
# NumPy's DeprecationWarning.
import numpy as np

b = np.arange(10.0)

print(np.nanmean(np.array([np.nan, np.nan])))
print(np.nanmean(np.array([[1.0, np.nan], [np.nan, np.nan]]), axis=1))
print(np.nanmax(np.array([np.nan])), np.nanmin(np.array([[np.nan, 1.0], [np.nan, 2.0]]), axis=0))
print(np.nanmax(np.array([1.0, np.nan])))
print(np.nanvar(np.array([1.0, np.nan])), np.nanvar(np.array([[1.0, 2.0], [np.nan, 3.0]]), axis=1, ddof=1))
print(np.nanvar(np.array([1.0, 2.0, np.nan]), ddof=1), np.nanstd(np.array([2.0, 4.0, np.nan])))
print(np.percentile(b, 30, method='linear', interpolation='lower'))
print(np.percentile(b, 30, interpolation='lower'))
print(np.quantile(b, [0.3, 0.55], interpolation='nearest'))
print(np.nanpercentile(b, 30, interpolation='higher'))
try:
    np.percentile(b, 30, method='lower', interpolation='lower')
except TypeError as e:
    print(e)

# expect: nan
# expect: [ 1. nan]
# expect: nan [nan  1.]
# expect: 1.0
# expect: 0.0 [0.5 nan]
# expect: 0.5 1.0
# expect: 2.0
# expect: 2.0
# expect: [3. 5.]
# expect: 3.0
# expect: You shall not pass both `method` and `interpolation`!
# expect: (`interpolation` is Deprecated in favor of `method`)
# expect-stderr: tests/numpy/stats/nan_warnings.py:10: RuntimeWarning: Mean of empty slice
# expect-stderr:   print(np.nanmean(np.array([np.nan, np.nan])))
# expect-stderr: tests/numpy/stats/nan_warnings.py:11: RuntimeWarning: Mean of empty slice
# expect-stderr:   print(np.nanmean(np.array([[1.0, np.nan], [np.nan, np.nan]]), axis=1))
# expect-stderr: tests/numpy/stats/nan_warnings.py:12: RuntimeWarning: All-NaN slice encountered
# expect-stderr:   print(np.nanmax(np.array([np.nan])), np.nanmin(np.array([[np.nan, 1.0], [np.nan, 2.0]]), axis=0))
# expect-stderr: tests/numpy/stats/nan_warnings.py:14: RuntimeWarning: Degrees of freedom <= 0 for slice.
# expect-stderr:   print(np.nanvar(np.array([1.0, np.nan])), np.nanvar(np.array([[1.0, 2.0], [np.nan, 3.0]]), axis=1, ddof=1))
# expect-stderr: tests/numpy/stats/nan_warnings.py:16: DeprecationWarning: the `interpolation=` argument to percentile was renamed to `method=`, which has additional options.
# expect-stderr: Users of the modes 'nearest', 'lower', 'higher', or 'midpoint' are encouraged to review the method they used. (Deprecated NumPy 1.22)
# expect-stderr:   print(np.percentile(b, 30, method='linear', interpolation='lower'))
# expect-stderr: tests/numpy/stats/nan_warnings.py:17: DeprecationWarning: the `interpolation=` argument to percentile was renamed to `method=`, which has additional options.
# expect-stderr: Users of the modes 'nearest', 'lower', 'higher', or 'midpoint' are encouraged to review the method they used. (Deprecated NumPy 1.22)
# expect-stderr:   print(np.percentile(b, 30, interpolation='lower'))
# expect-stderr: tests/numpy/stats/nan_warnings.py:18: DeprecationWarning: the `interpolation=` argument to quantile was renamed to `method=`, which has additional options.
# expect-stderr: Users of the modes 'nearest', 'lower', 'higher', or 'midpoint' are encouraged to review the method they used. (Deprecated NumPy 1.22)
# expect-stderr:   print(np.quantile(b, [0.3, 0.55], interpolation='nearest'))
# expect-stderr: tests/numpy/stats/nan_warnings.py:19: DeprecationWarning: the `interpolation=` argument to nanpercentile was renamed to `method=`, which has additional options.
# expect-stderr: Users of the modes 'nearest', 'lower', 'higher', or 'midpoint' are encouraged to review the method they used. (Deprecated NumPy 1.22)
# expect-stderr:   print(np.nanpercentile(b, 30, interpolation='higher'))
# expect-stderr: tests/numpy/stats/nan_warnings.py:21: DeprecationWarning: the `interpolation=` argument to percentile was renamed to `method=`, which has additional options.
# expect-stderr: Users of the modes 'nearest', 'lower', 'higher', or 'midpoint' are encouraged to review the method they used. (Deprecated NumPy 1.22)
# expect-stderr:   np.percentile(b, 30, method='lower', interpolation='lower')
