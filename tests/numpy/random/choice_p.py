# choice with probabilities p (legacy cdf + searchsorted), and its checks.
import numpy as np
np.random.seed(5)
print(np.random.choice(4, size=10, p=[0.1, 0.2, 0.3, 0.4]))
print(np.random.choice(['x', 'y'][0:0] or [10, 20, 30], p=[0.5, 0.25, 0.25]), np.random.choice(3, p=[0, 0, 1.0]))
try:
    np.random.choice(3, p=[0.5, 0.5, 0.5])
except ValueError as e:
    print(e)

# expect: [1 3 1 3 2 3 3 2 1 1]
# expect: 10 2
# expect: probabilities do not sum to 1
