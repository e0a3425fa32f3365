# A name NumPy does not have: NumPy's own AttributeError text.
import numpy as np

for mod, name in ((np, "no_such_thing"), (np.linalg, "sovle"), (np.random, "randn2")):
    try:
        getattr(mod, name)
    except AttributeError as e:
        print(e)
print(hasattr(np, "no_such_thing"), hasattr(np.random, "seed"))

# expect: module 'numpy' has no attribute 'no_such_thing'
# expect: module 'numpy.linalg' has no attribute 'sovle'
# expect: module 'numpy.random' has no attribute 'randn2'
# expect: False True
