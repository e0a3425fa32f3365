# savetxt's default format keeps every bit: loadtxt reads back the same floats.
import os
import numpy as np
d = '/tmp/tpy_np_io_%d_roundtrip_txt' % os.getpid()
os.makedirs(d, exist_ok=True)
path = os.path.join(d, 'x.txt')
np.random.seed(3)
a = np.random.randn(50, 4) * 10.0 ** np.arange(-6, 6, 3)
np.savetxt(path, a)
b = np.loadtxt(path)
print(b.shape, np.array_equal(a, b), b[0], b[-1])
np.savetxt(path, a, delimiter=',', fmt='%.17g')
print(np.array_equal(np.loadtxt(path, delimiter=','), a), np.array_equal(np.genfromtxt(path, delimiter=','), a))
os.remove(path)
os.rmdir(d)

# expect: (50, 4) True [ 1.78862847e-06  4.36509851e-04  9.64974681e-02 -1.86349270e+03] [ 1.98848968e-06  1.19505834e-03 -9.52375987e-02 -5.27187779e+02]
# expect: True True
