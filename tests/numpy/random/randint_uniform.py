# randint (masked rejection sampling) and uniform.
import numpy as np
np.random.seed(42)
print(np.random.randint(0, 10, size=8), np.random.randint(5), np.random.randint(-3, 3, size=(2, 3)))
print(np.random.randint(0, 2**40, size=3))
print(np.random.uniform(1, 2, size=3), np.random.uniform())

# expect: [6 3 7 4 6 9 2 6] 2 [[-1  1  0]
# expect:  [-1  2  1]]
# expect: [   7395928407 1013348367773  158917134721]
# expect: [1.18182497 1.18340451 1.30424224] 0.5247564316322378
