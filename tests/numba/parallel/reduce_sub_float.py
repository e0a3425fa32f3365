# A float `-=` reduction: the parts are subtracted from the start value.
import numpy as np
from numba import njit, prange


@njit(parallel=True)
def spend(budget, costs):
    for i in prange(costs.shape[0]):
        budget -= costs[i]
    return budget


costs = np.linspace(0.0, 2.0, 201)
print(round(spend(1000.0, costs), 6))
print(round(spend(0.0, costs), 6))
print(spend(5.0, np.empty(0)))

# expect: 799.0
# expect: -201.0
# expect: 5.0
