# After `for e in <array>:` the loop variable keeps the last element (the
# exhausted iterator must not overwrite it), inside functions and at module level.
import numpy as np


def last(it):
    e = -1
    for e in it:
        pass
    return e


print(last(np.array([3, 4])), last(np.array([1.5, 2.5])), last(iter(np.array([5, 6]))), last([3, 4]), last(np.array([])))
a = np.array([7, 8])
for v in a:
    pass
print(v)

# expect: 4 2.5 6 4 -1
# expect: 8
