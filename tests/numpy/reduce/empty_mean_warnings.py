# mean of an empty slice and var/std without degrees of freedom: NumPy's
# own RuntimeWarnings ("Mean of empty slice.", "Degrees of freedom <= 0 for
# slice") and then those of its divisions (scalar divide for a scalar
# result, divide for an array), in that order, with the nan/inf results.
import warnings
import numpy as np


def show(f):
    with warnings.catch_warnings(record=True) as w:
        warnings.simplefilter("always")
        r = f()
    print(r, [(x.category.__name__, str(x.message)) for x in w])


show(lambda: np.mean(np.array([])))
show(lambda: np.array([]).mean())
show(lambda: np.zeros((0, 3)).mean(axis=0))
show(lambda: np.zeros((3, 0)).mean(axis=0))
show(lambda: np.zeros((2, 0)).mean(axis=1))
show(lambda: np.std(np.array([1.0]), ddof=1))
show(lambda: np.var(np.array([1.0, 3.0]), ddof=2))
show(lambda: np.var(np.array([1.0, 3.0]), ddof=5))
show(lambda: np.var(np.array([])))
show(lambda: np.zeros((0, 2)).std(axis=0))
show(lambda: np.ones((3, 2)).var(axis=1, ddof=2))
show(lambda: np.array([[1.0, 2.0]]).std(axis=0, ddof=1))
show(lambda: np.mean(np.array([], dtype=np.float32)))
show(lambda: np.mean(np.array([1.0, 2.0])))
show(lambda: np.std(np.array([1.0, 2.0]), ddof=1))
with np.errstate(invalid='ignore'):
    show(lambda: np.mean(np.array([])))

# expect: nan [('RuntimeWarning', 'Mean of empty slice.'), ('RuntimeWarning', 'invalid value encountered in scalar divide')]
# expect: nan [('RuntimeWarning', 'Mean of empty slice.'), ('RuntimeWarning', 'invalid value encountered in scalar divide')]
# expect: [nan nan nan] [('RuntimeWarning', 'Mean of empty slice.'), ('RuntimeWarning', 'invalid value encountered in divide')]
# expect: [] []
# expect: [nan nan] [('RuntimeWarning', 'Mean of empty slice.'), ('RuntimeWarning', 'invalid value encountered in divide')]
# expect: nan [('RuntimeWarning', 'Degrees of freedom <= 0 for slice'), ('RuntimeWarning', 'invalid value encountered in scalar divide')]
# expect: inf [('RuntimeWarning', 'Degrees of freedom <= 0 for slice'), ('RuntimeWarning', 'divide by zero encountered in scalar divide')]
# expect: inf [('RuntimeWarning', 'Degrees of freedom <= 0 for slice'), ('RuntimeWarning', 'divide by zero encountered in scalar divide')]
# expect: nan [('RuntimeWarning', 'Degrees of freedom <= 0 for slice'), ('RuntimeWarning', 'invalid value encountered in divide'), ('RuntimeWarning', 'invalid value encountered in scalar divide')]
# expect: [nan nan] [('RuntimeWarning', 'Degrees of freedom <= 0 for slice'), ('RuntimeWarning', 'invalid value encountered in divide'), ('RuntimeWarning', 'invalid value encountered in divide')]
# expect: [nan nan nan] [('RuntimeWarning', 'Degrees of freedom <= 0 for slice'), ('RuntimeWarning', 'invalid value encountered in divide')]
# expect: [nan nan] [('RuntimeWarning', 'Degrees of freedom <= 0 for slice'), ('RuntimeWarning', 'invalid value encountered in divide')]
# expect: nan [('RuntimeWarning', 'Mean of empty slice.'), ('RuntimeWarning', 'invalid value encountered in divide')]
# expect: 1.5 []
# expect: 0.7071067811865476 []
# expect: nan [('RuntimeWarning', 'Mean of empty slice.')]
