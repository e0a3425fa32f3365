"""_tpy_linalg — NumPy 1.24's composite linear-algebra functions, written
over tpy's C++ numpy (ufuncs, reductions, BLAS products, the LAPACK
functions of builtins/numpy/np_linalg.cpp, whose forwarding rows call
these): np.linalg.norm, pinv, matrix_rank, matrix_power, cond, multi_dot,
svd(hermitian=True), and np.tensordot, inner, vdot, kron, trace, polyfit,
polyval, roots, polyadd, polysub, polymul, polyder, polyint,
poly1d (importing this module makes np.poly1d the class).
Element loops stay in C++; this file only arranges the calls.
"""

import numpy as np

_EPS = {'float64': 2.220446049250313e-16, 'float32': 1.1920928955078125e-07}
_inf = float('inf')


def _index(v):
    # operator.index, with CPython's TypeError for non-integers
    try:
        f = type(v).__index__
    except AttributeError:
        raise TypeError("'%s' object cannot be interpreted as an integer" % type(v).__name__) from None
    return f(v)


def _err(msg):
    return np.linalg.LinAlgError(msg)


def _stacked_square(a):
    if a.ndim < 2:
        raise _err('%d-dimensional array given. Array must be at least two-dimensional' % a.ndim)
    if a.shape[-1] != a.shape[-2]:
        raise _err('Last 2 dimensions of the array must be square')


def _swap_last(a):
    perm = list(range(a.ndim))
    perm[-1], perm[-2] = perm[-2], perm[-1]
    return a.transpose(perm)


def _axis_index(ax, nd):
    ax = _index(ax)
    if ax < -nd or ax >= nd:
        raise np.AxisError('axis %d is out of bounds for array of dimension %d' % (ax, nd))
    return ax % nd


def _to_last(x, row, col):
    # x with axes row, col moved to the end (in that order)
    rest = [d for d in range(x.ndim) if d != row and d != col]
    return x.transpose(rest + [row, col])


# ---------------------------------------------------------------- svd, rank

def _svd_hermitian(a, full_matrices, compute_uv):
    a = np.asarray(a)
    if not compute_uv:
        s = np.abs(np.linalg.eigvalsh(a))
        return np.sort(s, axis=-1)[..., ::-1]
    if a.ndim > 2:
        parts = [_svd_hermitian(m, full_matrices, True) for m in a.reshape((-1,) + a.shape[-2:])]
        return tuple(np.stack([p[i] for p in parts]).reshape(a.shape[:-2] + parts[0][i].shape) for i in range(3))
    w, u = np.linalg.eigh(a)
    order = np.argsort(np.abs(w))[::-1]
    sgn = np.sign(w[order])   # 0 for a zero eigenvalue: its row of vt is zero, as NumPy's
    s = np.abs(w)[order]
    u = u[:, order]
    vt = np.conj(_swap_last(u * sgn))
    return u, s, vt


def matrix_rank(A, tol=None, hermitian=False):
    A = np.asarray(A)
    if A.ndim < 2:
        return int(not np.all(A == 0))
    S = np.linalg.svd(A, compute_uv=False, hermitian=hermitian)
    if tol is None:
        tol = S.max(axis=-1, keepdims=True) * max(A.shape[-2:]) * _EPS[S.dtype.name]
    else:
        tol = np.asarray(tol)[..., None]
    return (S > tol).sum(axis=-1)


def pinv(a, rcond=1e-15, hermitian=False):
    a = np.asarray(a)
    rcond = np.asarray(rcond)
    if a.ndim >= 2 and a.size == 0:
        return np.empty(a.shape[:-2] + (a.shape[-1], a.shape[-2]), dtype=a.dtype)
    a = np.conj(a)
    u, s, vt = np.linalg.svd(a, full_matrices=False, hermitian=hermitian)
    cutoff = rcond[..., None] * s.max(axis=-1, keepdims=True)
    large = s > cutoff
    s = np.where(large, 1 / np.where(large, s, 1), 0).astype(s.dtype)
    return np.matmul(_swap_last(vt), s[..., None] * _swap_last(u))


def matrix_power(a, n):
    a = np.asarray(a)
    if a.ndim < 2:
        raise _err('%d-dimensional array given. Array must be at least two-dimensional' % a.ndim)
    _stacked_square(a)
    try:
        n = _index(n)
    except TypeError:
        raise TypeError('exponent must be an integer') from None
    if n == 0:
        r = np.empty_like(a)
        r[...] = np.eye(a.shape[-2], dtype=a.dtype)
        return r
    if n < 0:
        a = np.linalg.inv(a)
        n = -n
    if n == 1:
        return a
    if n == 2:
        return a @ a
    if n == 3:
        return (a @ a) @ a
    square = result = None
    while n > 0:
        square = a if square is None else square @ square
        n, bit = divmod(n, 2)
        if bit:
            result = square if result is None else result @ square
    return result


# ---------------------------------------------------------------- norm, cond

def _vector_norm(x, ord, axis, keepdims):
    if ord == _inf:
        return np.abs(x).max(axis=axis, keepdims=keepdims)
    if ord == -_inf:
        return np.abs(x).min(axis=axis, keepdims=keepdims)
    if ord == 0:
        return (x != 0).astype(x.real.dtype).sum(axis=axis, keepdims=keepdims)
    if ord == 1:
        return np.abs(x).sum(axis=axis, keepdims=keepdims)
    if ord is None or ord == 2:
        return np.sqrt((np.conj(x) * x).real.sum(axis=axis, keepdims=keepdims))
    if isinstance(ord, str):
        raise ValueError(f"Invalid norm order '{ord}' for vectors")
    absx = np.abs(x) ** ord
    r = absx.sum(axis=axis, keepdims=keepdims)
    dt = np.asarray(r).dtype
    return r ** (np.asarray(1, dt) / np.asarray(ord, dt))


def _svd_norm(x, row, col, op):
    s = np.linalg.svd(_to_last(x, row, col), compute_uv=False)
    return op(s, axis=-1)


def _matrix_norm(x, ord, row, col):
    if ord == 2:
        return _svd_norm(x, row, col, np.max)
    if ord == -2:
        return _svd_norm(x, row, col, np.min)
    if ord in (1, -1):
        if col > row:
            col -= 1
        s = np.abs(x).sum(axis=row)
        return s.max(axis=col) if ord == 1 else s.min(axis=col)
    if ord in (_inf, -_inf):
        if row > col:
            row -= 1
        s = np.abs(x).sum(axis=col)
        return s.max(axis=row) if ord == _inf else s.min(axis=row)
    if ord is None or ord in ('fro', 'f'):
        return np.sqrt((np.conj(x) * x).real.sum(axis=(row, col)))
    if ord == 'nuc':
        return _svd_norm(x, row, col, np.sum)
    raise ValueError('Invalid norm order for matrices.')


def norm(x, ord=None, axis=None, keepdims=False):
    x = np.asarray(x)
    if x.dtype.kind not in 'fc':
        x = x.astype(float)
    nd = x.ndim
    if axis is None and (ord is None or (ord in ('f', 'fro') and nd == 2) or (ord == 2 and nd == 1)):
        flat = x.ravel()
        if x.dtype.kind == 'c':
            sq = flat.real.dot(flat.real) + flat.imag.dot(flat.imag)
        else:
            sq = flat.dot(flat)
        r = np.sqrt(sq)
        return np.asarray(r).reshape([1] * nd) if keepdims else r
    if axis is None:
        axis = tuple(range(nd))
    elif not isinstance(axis, tuple):
        try:
            axis = (int(axis),)
        except Exception:
            raise TypeError("'axis' must be None, an integer or a tuple of integers") from None
    if len(axis) == 1:
        _axis_index(axis[0], nd)
        return _vector_norm(x, ord, axis, keepdims)
    if len(axis) != 2:
        raise ValueError('Improper number of dimensions to norm.')
    row, col = _axis_index(axis[0], nd), _axis_index(axis[1], nd)
    if row == col:
        raise ValueError('Duplicate axes given.')
    r = _matrix_norm(x, ord, row, col)
    if keepdims:
        shape = list(x.shape)
        shape[row] = shape[col] = 1
        r = np.asarray(r).reshape(shape)
    return r


def _cond_inv_norm(x, p):
    # norm(inv(x)) per matrix, NaN where x is singular (NumPy ignores the error)
    try:
        return norm(np.linalg.inv(x), p, axis=(-2, -1))
    except np.linalg.LinAlgError:
        pass
    flat = x.reshape((-1,) + x.shape[-2:])
    out = np.empty(flat.shape[0])
    for i in range(flat.shape[0]):
        try:
            out[i] = norm(np.linalg.inv(flat[i]), p)
        except np.linalg.LinAlgError:
            out[i] = np.nan
    return out.reshape(x.shape[:-2])


def cond(x, p=None):
    x = np.asarray(x)
    if x.ndim >= 2 and x.size == 0 and x.shape[-1] * x.shape[-2] == 0:
        raise _err('cond is not defined on empty arrays')
    if p is None or p == 2 or p == -2:
        s = np.linalg.svd(x, compute_uv=False)
        r = s[..., -1] / s[..., 0] if p == -2 else s[..., 0] / s[..., -1]
    else:
        _stacked_square(x)
        single = x.dtype == np.float32
        r = norm(x, p, axis=(-2, -1)) * _cond_inv_norm(x, p)
        if single:
            r = np.asarray(r).astype(np.float32)
    r = np.asarray(r)
    nan = np.asarray(np.isnan(r))
    if nan.any():
        nan = np.asarray(nan & ~np.isnan(x).any(axis=(-2, -1)))
        if r.ndim > 0:
            r[nan] = _inf
        elif nan:
            r = np.asarray(_inf, dtype=r.dtype)
    return r[()] if r.ndim == 0 else r


# ---------------------------------------------------------------- products

def multi_dot(arrays, *, out=None):
    n = len(arrays)
    if n < 2:
        raise ValueError('Expecting at least two arrays.')
    if n == 2:
        return _store(np.dot(arrays[0], arrays[1]), out)
    arrays = [np.asarray(a) for a in arrays]
    first, last = arrays[0].ndim, arrays[-1].ndim
    if first == 1:
        arrays[0] = arrays[0].reshape(1, -1)
    if last == 1:
        arrays[-1] = arrays[-1].reshape(-1, 1)
    for a in arrays:
        if a.ndim != 2:
            raise _err('%d-dimensional array given. Array must be two-dimensional' % a.ndim)
    if n == 3:
        r = _dot_three(*arrays)
    else:
        r = _chain(arrays, _chain_order(arrays), 0, n - 1)
    if first == 1 and last == 1:
        r = r[0, 0]
    elif first == 1 or last == 1:
        r = r.ravel()
    return _store(r, out)


def _store(r, out):
    if out is None:
        return r
    out[...] = r
    return out


def _dot_three(a, b, c):
    left = a.shape[0] * c.shape[0] * (a.shape[1] + c.shape[1])    # (ab)c
    right = a.shape[1] * c.shape[1] * (a.shape[0] + c.shape[0])   # a(bc)
    return np.dot(np.dot(a, b), c) if left < right else np.dot(a, np.dot(b, c))


def _chain_order(arrays):
    # the classic dynamic programme over split points (Cormen et al. 15.2)
    n = len(arrays)
    dims = [a.shape[0] for a in arrays] + [arrays[-1].shape[1]]
    cost = [[0] * n for _ in range(n)]
    split = [[0] * n for _ in range(n)]
    for length in range(1, n):
        for i in range(n - length):
            j = i + length
            cost[i][j] = _inf
            for k in range(i, j):
                c = cost[i][k] + cost[k + 1][j] + dims[i] * dims[k + 1] * dims[j + 1]
                if c < cost[i][j]:
                    cost[i][j] = c
                    split[i][j] = k
    return split


def _chain(arrays, split, i, j):
    if i == j:
        return arrays[i]
    k = split[i][j]
    return np.dot(_chain(arrays, split, i, k), _chain(arrays, split, k + 1, j))


def _axes_list(ax):
    try:
        return [_index(ax)]
    except TypeError:
        return list(ax)


def tensordot(a, b, axes=2):
    try:
        iter(axes)
    except TypeError:
        axes_a, axes_b = list(range(-axes, 0)), list(range(0, axes))
    else:
        axes_a, axes_b = axes
    axes_a, axes_b = _axes_list(axes_a), _axes_list(axes_b)
    a, b = np.asarray(a), np.asarray(b)
    if len(axes_a) != len(axes_b):
        raise ValueError('shape-mismatch for sum')
    for k in range(len(axes_a)):
        if a.shape[axes_a[k]] != b.shape[axes_b[k]]:
            raise ValueError('shape-mismatch for sum')
        axes_a[k] %= max(a.ndim, 1)
        axes_b[k] %= max(b.ndim, 1)
    keep_a = [d for d in range(a.ndim) if d not in axes_a]
    keep_b = [d for d in range(b.ndim) if d not in axes_b]
    inner = 1
    for d in axes_a:
        inner *= a.shape[d]
    out_a = [a.shape[d] for d in keep_a]
    out_b = [b.shape[d] for d in keep_b]
    at = a.transpose(keep_a + axes_a).reshape(_prod(out_a), inner)
    bt = b.transpose(axes_b + keep_b).reshape(inner, _prod(out_b))
    return np.dot(at, bt).reshape(out_a + out_b)


def _prod(shape):
    n = 1
    for s in shape:
        n *= s
    return n


def inner(a, b):
    a, b = np.asarray(a), np.asarray(b)
    if a.ndim == 0 or b.ndim == 0:
        return a * b
    if a.shape[-1] != b.shape[-1]:
        # NumPy words it as dot(a, b with its last two axes swapped)
        bs = b.shape[:-2] + b.shape[-1:] + b.shape[-2:-1] if b.ndim > 1 else b.shape
        raise ValueError('shapes %s and %s not aligned: %d (dim %d) != %d (dim %d)' % (
            _compact(a.shape), _compact(bs), a.shape[-1], a.ndim - 1, b.shape[-1], max(b.ndim - 2, 0)))
    r = tensordot(a, b, (-1, -1))
    return r[()] if r.ndim == 0 else r   # two vectors: a NumPy scalar


def _compact(shape):
    return '(' + ','.join(str(s) for s in shape) + (',)' if len(shape) == 1 else ')')


def vdot(a, b):
    a, b = np.asarray(a).ravel(), np.asarray(b).ravel()
    if a.size != b.size:
        raise ValueError('cannot reshape array of size %d into shape (%d,)' % (b.size, a.size))
    return np.dot(np.conj(a), b)


def kron(a, b):
    b = np.asarray(b)
    a = np.asarray(a)
    if a.ndim == 0 or b.ndim == 0:
        return np.multiply(a, b)
    nd = max(a.ndim, b.ndim)
    sa = (1,) * (nd - a.ndim) + a.shape
    sb = (1,) * (nd - b.ndim) + b.shape
    ia, ib = [], []
    for x, y in zip(sa, sb):
        ia += [x, 1]
        ib += [1, y]
    r = a.reshape(ia) * b.reshape(ib)
    return r.reshape([x * y for x, y in zip(sa, sb)])


def trace(a, offset=0, axis1=0, axis2=1, dtype=None, out=None):
    a = np.asarray(a)
    if a.ndim < 2:
        raise ValueError('diag requires an array of at least two dimensions')
    ax1, ax2 = _axis_index(axis1, a.ndim), _axis_index(axis2, a.ndim)
    if ax1 == ax2:
        raise ValueError('axis1 and axis2 cannot be the same')
    m = _to_last(a, ax1, ax2)
    offset = _index(offset)
    rows, cols = m.shape[-2], m.shape[-1]
    start_r, start_c = (0, offset) if offset >= 0 else (-offset, 0)
    n = max(0, min(rows - start_r, cols - start_c))
    i = np.arange(n)
    diag = m[..., i + start_r, i + start_c]
    r = diag.sum(axis=-1, dtype=dtype)
    return _store(r, out)


# ---------------------------------------------------------------- polynomials

def polyval(p, x):
    p = _coeffs_of(p)
    if isinstance(x, poly1d):
        y = 0
    else:
        x = np.asarray(x)
        y = np.zeros_like(x)
    for c in p:
        y = y * x + c
    return y


def _vander(x, n):
    v = np.empty((len(x), n), dtype=x.dtype)
    if n > 0:
        v[:, 0] = 1
    if n > 1:
        v[:, 1:] = x[:, None]
        v[:, 1:] = np.multiply.accumulate(v[:, 1:], axis=1)
    return v[:, ::-1]


def polyfit(x, y, deg, rcond=None, full=False, w=None, cov=False):
    order = int(deg) + 1
    x = np.asarray(x) + 0.0
    y = np.asarray(y) + 0.0
    if deg < 0:
        raise ValueError('expected deg >= 0')
    if x.ndim != 1:
        raise TypeError('expected 1D vector for x')
    if x.size == 0:
        raise TypeError('expected non-empty vector for x')
    if y.ndim < 1 or y.ndim > 2:
        raise TypeError('expected 1D or 2D array for y')
    if x.shape[0] != y.shape[0]:
        raise TypeError('expected x and y to have same length')
    if rcond is None:
        rcond = len(x) * np.float64(_EPS.get(x.dtype.name, _EPS['float64']))
    lhs = _vander(x, order)
    rhs = y
    if w is not None:
        w = np.asarray(w) + 0.0
        if w.ndim != 1:
            raise TypeError('expected a 1-d array for weights')
        if w.shape[0] != y.shape[0]:
            raise TypeError('expected w and y to have the same length')
        lhs = lhs * w[:, None]
        rhs = (rhs.T * w).T
    scale = np.sqrt((lhs * lhs).sum(axis=0))
    lhs = lhs / scale
    c, resids, rank, s = np.linalg.lstsq(lhs, rhs, rcond)
    c = (c.T / scale).T
    if full:
        return c, resids, rank, s, rcond
    if cov:
        vbase = np.linalg.inv(np.dot(lhs.T, lhs))
        vbase = vbase / np.outer(scale, scale)
        if cov == 'unscaled':
            fac = 1
        else:
            if len(x) <= order:
                raise ValueError('the number of data points must exceed order to scale the covariance matrix')
            fac = resids / (len(x) - order)
        if y.ndim == 1:
            return c, vbase * fac
        return c, vbase[:, :, None] * fac
    return c


def roots(p):
    p = np.asarray(p)
    if p.ndim == 0:
        p = p.reshape(1)
    if p.ndim != 1:
        raise ValueError('Input must be a rank-1 array.')
    nz = [i for i in range(len(p)) if p[i] != 0]
    if not nz:
        return np.array([])
    trailing = len(p) - nz[-1] - 1
    p = p[nz[0]:nz[-1] + 1]
    if p.dtype.kind not in 'fc':
        p = p.astype(float)
    n = len(p)
    if n > 1:
        comp = np.zeros((n - 1, n - 1), dtype=p.dtype)
        for i in range(1, n - 1):
            comp[i, i - 1] = 1
        comp[0, :] = -p[1:] / p[0]
        r = np.linalg.eigvals(comp)
    else:
        r = np.array([])
    return np.concatenate((r, np.zeros(trailing, r.dtype)))


# ---------------------------------------------------------------- poly1d

def _coeffs_of(v):
    return v.coeffs if isinstance(v, poly1d) else np.asarray(v)


def _pad_front(a, n):
    return np.concatenate((np.zeros(n - len(a), a.dtype), a)) if len(a) < n else a


def _polyadd(a, b):
    a, b = _coeffs_of(a).reshape(-1), _coeffs_of(b).reshape(-1)
    n = max(len(a), len(b))
    return _pad_front(a, n) + _pad_front(b, n)


def _polysub(a, b):
    a, b = _coeffs_of(a).reshape(-1), _coeffs_of(b).reshape(-1)
    n = max(len(a), len(b))
    return _pad_front(a, n) - _pad_front(b, n)


def _polymul(a, b):
    a, b = _coeffs_of(a).reshape(-1), _coeffs_of(b).reshape(-1)
    out = np.zeros(len(a) + len(b) - 1, dtype=(a[:1] * b[:1]).dtype)
    for i in range(len(b)):
        out[i:i + len(a)] += a * b[i]
    return out


def _polyder(p, m):
    p = np.asarray(p)
    for _ in range(m):
        p = p[:-1] * np.arange(len(p) - 1, 0, -1)
    return p


def _polyint(p, m, k):
    m = int(m)
    if m < 0:
        raise ValueError('Order of integral must be positive (see polyder)')
    k = np.asarray(k, dtype=float).reshape(-1)
    if len(k) == 1 and m > 1:
        k = k[0] * np.ones(m)
    if len(k) < m:
        raise ValueError('k must be a scalar or a rank-1 array of length 1 or >m.')
    p = np.asarray(p)
    for i in range(m):
        p = np.concatenate((p / np.arange(len(p), 0, -1), k[i:i + 1]))
    return p


# np.polyadd, polysub, polymul, polyder, polyint: arrays in, arrays out;
# a poly1d among the inputs makes the result a poly1d.
def _any_poly(*vs):
    return any(isinstance(v, poly1d) for v in vs)


def _poly_pad_op(a1, a2, op):
    a1, a2 = np.atleast_1d(_coeffs_of(a1)), np.atleast_1d(_coeffs_of(a2))
    diff = len(a2) - len(a1)
    if diff > 0:
        a1 = np.concatenate((np.zeros(diff, a1.dtype), a1))
    elif diff < 0:
        a2 = np.concatenate((np.zeros(-diff, a2.dtype), a2))
    return op(a1, a2)


def polyadd(a1, a2):
    val = _poly_pad_op(a1, a2, np.add)
    return poly1d(val) if _any_poly(a1, a2) else val


def polysub(a1, a2):
    val = _poly_pad_op(a1, a2, np.subtract)
    return poly1d(val) if _any_poly(a1, a2) else val


def polymul(a1, a2):
    val = np.convolve(poly1d(a1).coeffs, poly1d(a2).coeffs)
    return poly1d(val) if _any_poly(a1, a2) else val


def polyder(p, m=1):
    m = int(m)
    if m < 0:
        raise ValueError('Order of derivative must be positive (see polyint)')
    val = np.asarray(_coeffs_of(p))
    for _ in range(m):
        val = val[:-1] * np.arange(len(val) - 1, 0, -1)
    return poly1d(val) if isinstance(p, poly1d) else val


def polyint(p, m=1, k=None):
    m = int(m)
    if m < 0:
        raise ValueError('Order of integral must be positive (see polyder)')
    if k is None:
        k = np.zeros(m, float)
    val = _polyint(_coeffs_of(p), m, k)
    return poly1d(val) if isinstance(p, poly1d) else val


def _is_scalar(v):
    return isinstance(v, (int, float, complex)) or (not isinstance(v, (poly1d, list, tuple)) and np.ndim(v) == 0)


def _fmt_coeff(c):
    def g(q):
        s = '%.4g' % q
        return s[:-5] if s.endswith('.0000') else s
    c = complex(c) if isinstance(c, complex) or np.asarray(c).dtype.kind == 'c' else float(c)
    if not isinstance(c, complex) or c.imag == 0:
        return g(c.real)
    if c.real == 0:
        return '%sj' % g(c.imag)
    return '(%s + %sj)' % (g(c.real), g(c.imag))


def _term(coef, power, var, first):
    # one term of poly1d's str: 'c', 'c x' or 'c x**2' (NumPy writes a
    # coefficient of 1 too), '' for a zero
    if coef == '0':
        return '0' if first and power == 0 else ''
    if power == 0:
        return coef
    return '%s %s' % (coef, var) if power == 1 else '%s %s**%d' % (coef, var, power)


def _lift_powers(text, width=70):
    # poly1d's two-line layout: each "**N" becomes N on the line above
    top, bottom, out, pos = '', '', ' ', 0
    while True:
        at = text.find('**', pos)
        if at < 0:
            break
        end = at + 2
        while end < len(text) and text[end].isdigit():
            end += 1
        digits, before = text[at + 2:end], text[pos:at]
        add_bottom = before + ' ' * (len(digits) - 1)
        add_top = ' ' * (len(before) - 1) + digits
        if len(bottom) + len(add_bottom) > width or len(top) + len(add_top) > width:
            out += top + '\n' + bottom + '\n '
            top, bottom = add_top, add_bottom
        else:
            top += add_top
            bottom += add_bottom
        pos = end
    return out + top + '\n' + bottom + text[pos:]


class poly1d:
    """A one-dimensional polynomial (NumPy's poly1d): coefficients highest power first."""
    __hash__ = None

    def __init__(self, c_or_r, r=False, variable=None):
        if isinstance(c_or_r, poly1d):
            self._coeffs, self._variable = c_or_r._coeffs, c_or_r._variable
            if variable is not None:
                self._variable = variable
            return
        if r:
            c = np.ones(1)
            for root in np.asarray(c_or_r).reshape(-1):
                c = _polymul(c, np.array([1, -root]))
            c_or_r = c
        c = np.asarray(c_or_r)
        if c.ndim == 0:
            c = c.reshape(1)
        if c.ndim > 1:
            raise ValueError('Polynomial must be 1d only.')
        first = 0
        while first < len(c) and c[first] == 0:
            first += 1
        c = c[first:]
        if len(c) == 0:
            c = np.array([0], dtype=c.dtype)
        self._coeffs = c
        self._variable = 'x' if variable is None else variable

    coeffs = property(lambda self: self._coeffs)
    c = coef = coefficients = coeffs
    variable = property(lambda self: self._variable)
    order = property(lambda self: len(self._coeffs) - 1)
    roots = property(lambda self: roots(self._coeffs))
    r = roots

    def __len__(self):
        return self.order

    def __repr__(self):
        return 'poly1d(%s)' % repr(self._coeffs)[6:-1]

    def __str__(self):
        c = self._coeffs
        first = 0
        while first < len(c) and c[first] == 0:
            first += 1
        c = c[first:]
        text = '0'
        for k in range(len(c)):
            t = _term(_fmt_coeff(c[k]), len(c) - 1 - k, self._variable, k == 0)
            if k == 0:
                text = t
            elif t.startswith('-'):
                text += ' - ' + t[1:]
            elif t:
                text += ' + ' + t
        return _lift_powers(text)

    def __call__(self, val):
        return polyval(self._coeffs, val)

    def __neg__(self):
        return poly1d(-self._coeffs)

    def __pos__(self):
        return self

    def __mul__(self, other):
        if _is_scalar(other):
            return poly1d(self._coeffs * other)
        return poly1d(_polymul(self._coeffs, poly1d(other)._coeffs))

    __rmul__ = __mul__

    def __add__(self, other):
        return poly1d(_polyadd(self._coeffs, poly1d(other)._coeffs))

    __radd__ = __add__

    def __sub__(self, other):
        return poly1d(_polysub(self._coeffs, poly1d(other)._coeffs))

    def __rsub__(self, other):
        return poly1d(_polysub(poly1d(other)._coeffs, self._coeffs))

    def __pow__(self, val):
        if not _is_scalar(val) or int(val) != val or val < 0:
            raise ValueError('Power to non-negative integers only.')
        res = np.array([1])
        for _ in range(int(val)):
            res = _polymul(self._coeffs, res)
        return poly1d(res)

    def __truediv__(self, other):
        if _is_scalar(other):
            return poly1d(self._coeffs / other)
        raise TypeError('poly1d / poly1d (polydiv) is not supported by tpy yet')

    def __eq__(self, other):
        if not isinstance(other, poly1d):
            return NotImplemented
        if self._coeffs.shape != other._coeffs.shape:
            return False
        return bool((self._coeffs == other._coeffs).all())

    def __ne__(self, other):
        eq = self.__eq__(other)
        return eq if eq is NotImplemented else not eq

    def __getitem__(self, val):
        if val > self.order or val < 0:
            return np.zeros(1, self._coeffs.dtype)[0]
        return self._coeffs[self.order - val]

    def __iter__(self):
        return iter(self._coeffs)

    def deriv(self, m=1):
        return poly1d(_polyder(self._coeffs, m))

    def integ(self, m=1, k=0):
        return poly1d(_polyint(self._coeffs, m, k))


np.poly1d = poly1d   # replaces the forwarding row: isinstance and type() see the class from now on
