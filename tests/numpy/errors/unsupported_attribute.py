# A name NumPy 1.24 has but tpy's numpy lacks, and a name NumPy lacks too:
# both an AttributeError (hasattr False, `from numpy import` an ImportError);
# the first says tpy does not support it.
# oracle: skip the message for NumPy's names depends on what tpy lacks; expected: tpy's wording
import numpy as np

for mod, name in ((np, "nditer"), (np, "no_such_thing"), (np.linalg, "tensorsolve"), (np.linalg, "solve2"),
                  (np.random, "MT19937"), (np.random, "randn2")):
    try:
        getattr(mod, name)
    except AttributeError as e:
        print(e)
print(hasattr(np, "nditer"), hasattr(np, "zeros"), hasattr(np, "no_such_thing"))
print(getattr(np, "nditer", "default"))
try:
    from numpy import nditer
except ImportError as e:
    print(type(e).__name__, str(e).split(" (")[0])
print(np.linalg.solve(np.eye(2), np.ones(2)))

# expect: numpy.nditer is not supported by tpy
# expect: module 'numpy' has no attribute 'no_such_thing'
# expect: numpy.linalg.tensorsolve is not supported by tpy
# expect: module 'numpy.linalg' has no attribute 'solve2'
# expect: numpy.random.MT19937 is not supported by tpy
# expect: module 'numpy.random' has no attribute 'randn2'
# expect: False True False
# expect: default
# expect: ImportError cannot import name 'nditer' from 'numpy'
# expect: [1. 1.]
