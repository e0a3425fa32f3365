# Seeds 000/001: @vectorize without signatures makes a ufunc that applies the
# scalar function to each element.
import numpy as np
from numba import vectorize

@vectorize
def add_ten(num):
    return num + 10 # This scalar operation will be performed on each element

nums = np.arange(10)
print(add_ten(nums))
print(add_ten(2.5))

# expect: [10 11 12 13 14 15 16 17 18 19]
# expect: 12.5
