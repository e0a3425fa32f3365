# The warnings of median and the nan-quantiles: nanmedian/nanpercentile/
# nanquantile warn "All-NaN slice encountered" once per all-NaN slice (and
# an empty array as nanmean does); median of an empty slice warns as the
# mean of one ("Mean of empty slice." and its division).
import warnings
import numpy as np


def show(f):
    with warnings.catch_warnings(record=True) as w:
        warnings.simplefilter("always")
        r = f()
    print(r, [(x.category.__name__, str(x.message)) for x in w])


a = np.array([[1.0, np.nan], [np.nan, np.nan], [3.0, 4.0]])
show(lambda: np.nanmedian(a, axis=1))
show(lambda: np.nanmedian(a, axis=0))
show(lambda: np.nanmedian(np.array([np.nan, np.nan])))
show(lambda: np.nanmedian(a))
show(lambda: np.nanpercentile(a, 50, axis=1))
show(lambda: np.nanpercentile(a, [10, 50, 90], axis=1))
show(lambda: np.nanpercentile(np.array([np.nan]), [10, 90]))
show(lambda: np.nanquantile(a, 0.3, axis=1))
show(lambda: np.nanmedian(np.full((2, 40), np.nan), axis=1))
show(lambda: np.nanmedian(np.full((2, 3), np.nan), axis=1, keepdims=True))
show(lambda: np.nanmedian(np.full((2, 700), np.nan), axis=1))
show(lambda: np.nanmedian(np.array([])))
show(lambda: np.median(np.array([])))
show(lambda: np.median(np.zeros((3, 0)), axis=1))
show(lambda: np.median(np.zeros((0, 3)), axis=1))
show(lambda: np.median(np.array([], dtype=np.float32)))
show(lambda: np.median(np.array([], dtype=int)))
show(lambda: np.median(np.array([1.0, np.nan])))
show(lambda: np.nanmedian(np.array([1.0, np.nan, 3.0])))

# expect: [1.  nan 3.5] [('RuntimeWarning', 'All-NaN slice encountered')]
# expect: [2. 4.] []
# expect: nan [('RuntimeWarning', 'All-NaN slice encountered')]
# expect: 3.0 []
# expect: [1.  nan 3.5] [('RuntimeWarning', 'All-NaN slice encountered')]
# expect: [[1.  nan 3.1]
# expect:  [1.  nan 3.5]
# expect:  [1.  nan 3.9]] [('RuntimeWarning', 'All-NaN slice encountered')]
# expect: [nan nan] [('RuntimeWarning', 'All-NaN slice encountered')]
# expect: [1.  nan 3.3] [('RuntimeWarning', 'All-NaN slice encountered')]
# expect: [nan nan] [('RuntimeWarning', 'All-NaN slice encountered'), ('RuntimeWarning', 'All-NaN slice encountered')]
# expect: [[nan]
# expect:  [nan]] [('RuntimeWarning', 'All-NaN slice encountered'), ('RuntimeWarning', 'All-NaN slice encountered')]
# expect: [nan nan] [('RuntimeWarning', 'All-NaN slice encountered'), ('RuntimeWarning', 'All-NaN slice encountered')]
# expect: nan [('RuntimeWarning', 'Mean of empty slice')]
# expect: nan [('RuntimeWarning', 'Mean of empty slice.'), ('RuntimeWarning', 'invalid value encountered in scalar divide')]
# expect: [nan nan nan] [('RuntimeWarning', 'Mean of empty slice.'), ('RuntimeWarning', 'invalid value encountered in divide')]
# expect: [] []
# expect: nan [('RuntimeWarning', 'Mean of empty slice.'), ('RuntimeWarning', 'invalid value encountered in divide')]
# expect: nan [('RuntimeWarning', 'Mean of empty slice.'), ('RuntimeWarning', 'invalid value encountered in scalar divide')]
# expect: nan []
# expect: 2.0 []
