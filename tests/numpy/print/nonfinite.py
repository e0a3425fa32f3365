# nan and inf take part in the column widths.
import numpy as np
print(repr(np.array([1.0, np.nan, np.inf])))
print(repr(np.array([-np.inf, 2.5])))
print(repr(np.array([np.nan, np.nan])))
print(np.array([[np.nan, 1.0], [2.0, -np.inf]]))

# expect: array([ 1., nan, inf])
# expect: array([-inf,  2.5])
# expect: array([nan, nan])
# expect: [[ nan   1.]
# expect:  [  2. -inf]]
