# RandomState objects are independent generators with the module's methods.
import numpy as np
rs = np.random.RandomState(42)
np.random.seed(0)
print(rs.rand(3), rs.randint(0, 100, size=4))
print(np.random.rand(2))
rs2 = np.random.RandomState(42)
print(rs2.rand(3), rs2.randn(2), rs2.normal(5.0, 0.1))
rs2.seed(1)
print(rs2.random_sample(2), type(rs).__name__)

# expect: [0.37454012 0.95071431 0.73199394] [60 20 82 86]
# expect: [0.5488135  0.71518937]
# expect: [0.37454012 0.95071431 0.73199394] [-1.11188012  0.31890218] 5.027904129220014
# expect: [0.417022   0.72032449] RandomState
