# randn / normal use the legacy polar Gaussian with its cached second value.
import numpy as np
np.random.seed(1)
print(np.random.randn(5))
print(np.random.randn())
print(np.random.normal(10, 2, size=3), np.random.normal())

# expect: [ 1.62434536 -0.61175641 -0.52817175 -1.07296862  0.86540763]
# expect: -2.3015386968802827
# expect: [13.48962353  8.4775862  10.63807819] -0.2493703754774101
