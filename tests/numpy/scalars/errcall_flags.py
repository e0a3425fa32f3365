# np.seterrcall: the callback gets the error's name and NumPy's status
# bits of every error the operation raised (divide 1, over 2, under 4,
# invalid 8).
import numpy as np

log = []


def handler(kind, flag):
    log.append((kind, flag))


np.seterrcall(handler)
old = np.seterr(all="call")
np.array([1.0, 0.0]) / 0
np.float64(1e308) * 10
np.sqrt(np.array([-1.0]))
np.array([1e-300]) * 1e-300
np.float32(1e38) * np.float32(10)
print(log)
np.seterr(**old)

# expect: [('divide by zero', 9), ('invalid value', 9), ('overflow', 2), ('invalid value', 8), ('underflow', 4), ('overflow', 2)]
