# Ragged nested lists are a ValueError naming the detected shape.
import numpy as np
try:
    np.array([[1, 2], [3]])
except ValueError as e:
    print(e)

# expect: setting an array element with a sequence. The requested array has an inhomogeneous shape after 1 dimensions. The detected shape was (2,) + inhomogeneous part.
