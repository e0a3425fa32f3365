# np.random.default_rng(seed=...): the keyword gives the same stream as the
# positional seed; seed=None.
import numpy as np

print(np.random.default_rng(seed=42).integers(0, 100, 5))
print(np.random.default_rng(42).integers(0, 100, 5))
print(type(np.random.default_rng(seed=None).random()).__name__)

# expect: [ 8 77 65 43 43]
# expect: [ 8 77 65 43 43]
# expect: float
