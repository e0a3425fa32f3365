# np.iscomplex/isreal, real_if_close, trim_zeros, broadcast_shapes, the
# *_indices_from functions, round_, asfarray, piecewise, binary_repr,
# base_repr, shares_memory/may_share_memory, with NumPy's errors.
import numpy as np
def t(label, f):
    try:
        r = f()
        print(label, '->', repr(r), type(r).__name__, getattr(r, 'dtype', ''))
    except Exception as e:
        print(label, 'EXC', type(e).__name__, e)
t('iscomplex', lambda: np.iscomplex([1 + 1j, 1 + 0j, 4.5, 3, 2, 2j]))
t('iscomplex s', lambda: np.iscomplex(1))
t('iscomplex s2', lambda: np.iscomplex(1j))
t('isreal', lambda: np.isreal([1 + 1j, 1 + 0j, 4.5, 3, 2, 2j]))
t('isreal s', lambda: np.isreal(1))
t('ric', lambda: np.real_if_close([2.1 + 4e-14j, 5.2 + 3e-15j], tol=1000))
t('ric2', lambda: np.real_if_close([2.1 + 4e-13j, 5.2 + 3e-15j], tol=1000))
t('trim', lambda: np.trim_zeros(np.array((0, 0, 0, 1, 2, 3, 0, 2, 1, 0))))
t('trim b', lambda: np.trim_zeros(np.array((0, 0, 0, 1, 2, 3, 0, 2, 1, 0)), 'b'))
t('trim l', lambda: np.trim_zeros([0, 1, 2, 0]))
t('bs', lambda: np.broadcast_shapes((1, 2), (3, 1), (3, 2)))
t('bs2', lambda: np.broadcast_shapes((6, 7), (5, 6, 1), (7,), (5, 1, 7)))
t('bs bad', lambda: np.broadcast_shapes((2,), (3,)))
t('bs bad2', lambda: np.broadcast_shapes((2,), (3, 1), (4,)))
t('bs int', lambda: np.broadcast_shapes(5, (2, 1)))
t('dif', lambda: np.diag_indices_from(np.zeros((3, 3))))
t('dif bad', lambda: np.diag_indices_from(np.zeros((3, 2))))
t('dif bad1', lambda: np.diag_indices_from(np.zeros(3)))
t('tif', lambda: np.tril_indices_from(np.zeros((3, 4)), k=1))
t('uif', lambda: np.triu_indices_from(np.zeros((3, 3))))
t('uif bad', lambda: np.triu_indices_from(np.zeros(3)))
t('round_', lambda: np.round_([1.256, 2.5], 1))
t('asfarray', lambda: np.asfarray([2, 3]))
t('asfarray f', lambda: np.asfarray([2, 3], dtype=np.float32))
t('asfarray i', lambda: np.asfarray([2, 3], dtype=int))
x = np.linspace(-2.5, 2.5, 6)
t('piecewise', lambda: np.piecewise(x, [x < 0, x >= 0], [-1, 1]))
t('piecewise f', lambda: np.piecewise(x, [x < 0, x >= 0], [lambda x: -x, lambda x: x]))
t('piecewise else', lambda: np.piecewise(x, [x < 0], [lambda x: x * 2, 7]))
t('piecewise s', lambda: np.piecewise(3, [True], [lambda x: x + 1]))
t('piecewise bad', lambda: np.piecewise(x, [x < 0], [1, 2, 3]))
t('binary', lambda: (np.binary_repr(3), np.binary_repr(-3), np.binary_repr(3, width=4), np.binary_repr(-3, width=3), np.binary_repr(-3, width=5), np.binary_repr(0), np.binary_repr(-8, width=4)))
t('base', lambda: (np.base_repr(5), np.base_repr(6, 5), np.base_repr(7, base=5, padding=3), np.base_repr(10, base=16), np.base_repr(-32, 16), np.base_repr(0)))
t('base bad', lambda: np.base_repr(5, 37))
a = np.arange(10)
t('share', lambda: (np.shares_memory(a, a[2:]), np.shares_memory(a[::2], a[1::2]), np.shares_memory(a, a.copy()), np.shares_memory(a[:5], a[5:]), np.shares_memory(a[::-1], a[3])))
t('may', lambda: (np.may_share_memory(a, a[2:]), np.may_share_memory(a[::2], a[1::2]), np.may_share_memory(a, a.copy())))
b = np.arange(12).reshape(3, 4)
t('share2', lambda: (np.shares_memory(b[:, 0], b[:, 1]), np.shares_memory(b.T, b[1]), np.shares_memory(b[0], b[1]), np.shares_memory(b.view(), b), np.shares_memory(b, np.zeros(0))))

# expect: iscomplex -> array([ True, False, False, False, False,  True]) ndarray bool
# expect: iscomplex s -> False bool_ bool
# expect: iscomplex s2 -> True bool_ bool
# expect: isreal -> array([False,  True,  True,  True,  True, False]) ndarray bool
# expect: isreal s -> True bool 
# expect: ric -> array([2.1, 5.2]) ndarray float64
# expect: ric2 -> array([2.1+4.e-13j, 5.2+3.e-15j]) ndarray complex128
# expect: trim -> array([1, 2, 3, 0, 2, 1]) ndarray int64
# expect: trim b -> array([0, 0, 0, 1, 2, 3, 0, 2, 1]) ndarray int64
# expect: trim l -> [1, 2] list 
# expect: bs -> (3, 2) tuple 
# expect: bs2 -> (5, 6, 7) tuple 
# expect: bs bad EXC ValueError shape mismatch: objects cannot be broadcast to a single shape.  Mismatch is between arg 0 with shape (2,) and arg 1 with shape (3,).
# expect: bs bad2 EXC ValueError shape mismatch: objects cannot be broadcast to a single shape.  Mismatch is between arg 0 with shape (2,) and arg 2 with shape (4,).
# expect: bs int -> (2, 5) tuple 
# expect: dif -> (array([0, 1, 2]), array([0, 1, 2])) tuple 
# expect: dif bad EXC ValueError All dimensions of input must be of equal length
# expect: dif bad1 EXC ValueError input array must be at least 2-d
# expect: tif -> (array([0, 0, 1, 1, 1, 2, 2, 2, 2]), array([0, 1, 0, 1, 2, 0, 1, 2, 3])) tuple 
# expect: uif -> (array([0, 0, 0, 1, 1, 2]), array([0, 1, 2, 1, 2, 2])) tuple 
# expect: uif bad EXC ValueError input array must be 2-d
# expect: round_ -> array([1.3, 2.5]) ndarray float64
# expect: asfarray -> array([2., 3.]) ndarray float64
# expect: asfarray f -> array([2., 3.], dtype=float32) ndarray float32
# expect: asfarray i -> array([2., 3.]) ndarray float64
# expect: piecewise -> array([-1., -1., -1.,  1.,  1.,  1.]) ndarray float64
# expect: piecewise f -> array([2.5, 1.5, 0.5, 0.5, 1.5, 2.5]) ndarray float64
# expect: piecewise else -> array([-5., -3., -1.,  7.,  7.,  7.]) ndarray float64
# expect: piecewise s -> array(4) ndarray int64
# expect: piecewise bad EXC ValueError with 1 condition(s), either 1 or 2 functions are expected
# expect: binary -> ('11', '-11', '0011', '101', '11101', '0', '1000') tuple 
# expect: base -> ('101', '11', '00012', 'A', '-20', '0') tuple 
# expect: base bad EXC ValueError Bases greater than 36 not handled in base_repr.
# expect: share -> (True, False, False, False, False) tuple 
# expect: may -> (True, True, False) tuple 
# expect: share2 -> (False, True, False, True, False) tuple 
