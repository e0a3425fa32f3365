# A ufunc's new output is laid out as NumPy's order='K' iterator walks its
# inputs: M.T * 2 is Fortran-ordered like M.T, (M.T - mean) too, so a
# later sum of it adds in NumPy's order (var/std of a transposed view).
import numpy as np

M = np.ones((4, 3))
print((M.T * 2).flags['F_CONTIGUOUS'], (M.T * 2).flags['C_CONTIGUOUS'], (M.T * 2).strides)
print((M.T - M.T.mean(axis=1, keepdims=True)).flags['F_CONTIGUOUS'], np.sqrt(M.T).strides)
print((M.T - np.ones((3, 1))).strides, (M.T + M).strides if False else (M.T + M.T).strides)
print((M[:, ::-1].T * 2).strides, (M.T + np.ones((4, 3)).T).strides, (M.T + np.ones((3, 4))).strides)
C = np.zeros((2, 3, 4))
print((C.transpose(2, 0, 1) + 1).strides, (C.transpose(1, 2, 0) * C.transpose(1, 2, 0)).strides)
print(np.add(M.T, 1).strides, np.negative(M.T).flags['F_CONTIGUOUS'], (M.T > 0).strides)
print((M.T * 2).ravel().tolist() == (M.T * 2).tolist()[0] + (M.T * 2).tolist()[1] + (M.T * 2).tolist()[2])
rng = np.random.default_rng(3)
A = rng.random((249, 3))
h = lambda a: " ".join(float(v).hex() for v in np.ravel(a)[:3])
print(h(A.T.var(axis=1)), h(A.T.std(axis=1, ddof=1)))
print(h(((A.T - A.T.mean(axis=1, keepdims=True)) ** 2).sum(axis=1)))

# expect: True False (8, 24)
# expect: True (8, 24)
# expect: (8, 24) (8, 24)
# expect: (8, 24) (8, 24) (32, 8)
# expect: (8, 96, 32) (32, 8, 96)
# expect: (8, 24) True (1, 3)
# expect: True
# expect: 0x1.2a9a3de7d3cdep-4 0x1.4df5377514ca3p-4 0x1.63b6e6ba22b87p-4 0x1.1509ec6d2800dp-2 0x1.24fb2bdf8cfd2p-2 0x1.2e5fc45f4c373p-2
# expect: 0x1.227006367d034p+4 0x1.44d382f0e138bp+4 0x1.59fce66b0bc56p+4
