"""_tpy_random — np.random's composite samplers, written over tpy's C++
RandomState / Generator (builtins/numpy/np_random.cpp, np_generator.cpp,
whose forwarding rows call these): multivariate_normal, as NumPy 1.24
draws it (standard normals, then a factor of cov from np.linalg), and
Generator.permuted (shuffles of 1-d views).
"""

import numpy as np


def _mvn_args(mean, cov, size):
    mean = np.array(mean)
    cov = np.array(cov)
    if size is None:
        shape = []
    elif isinstance(size, (int, np.integer)):
        shape = [size]
    else:
        shape = size
    if len(mean.shape) != 1:
        raise ValueError("mean must be 1 dimensional")
    if len(cov.shape) != 2 or cov.shape[0] != cov.shape[1]:
        raise ValueError("cov must be 2 dimensional and square")
    if mean.shape[0] != cov.shape[0]:
        raise ValueError("mean and cov must have same length")
    final_shape = list(shape[:])
    final_shape.append(mean.shape[0])
    return mean, cov, final_shape


def _not_psd(check_valid):
    msg = "covariance is not symmetric positive-semidefinite."
    if check_valid == 'warn':
        import warnings
        warnings.warn(msg, RuntimeWarning, stacklevel=3)
    else:
        raise ValueError(msg)


def _check_valid_arg(check_valid):
    if check_valid != 'warn' and check_valid != 'raise':
        raise ValueError("check_valid must equal 'warn', 'raise', or 'ignore'")


def legacy_multivariate_normal(rs, mean, cov, size=None, check_valid='warn', tol=1e-8):
    # RandomState: x @ (sqrt(s)[:, None] * vh) with (u, s, vh) = svd(cov).
    mean, cov, final_shape = _mvn_args(mean, cov, size)
    x = rs.standard_normal(final_shape).reshape(-1, mean.shape[0])
    cov = cov.astype(np.double)
    u, s, v = np.linalg.svd(cov)
    if check_valid != 'ignore':
        _check_valid_arg(check_valid)
        if not np.allclose(np.dot(v.T * s, v), cov, rtol=tol, atol=tol):
            _not_psd(check_valid)
    x = np.dot(x, np.sqrt(s)[:, None] * v)
    x += mean
    x.shape = tuple(final_shape)
    return x


def generator_multivariate_normal(g, mean, cov, size=None, check_valid='warn', tol=1e-8, *, method='svd'):
    # Generator: mean + x @ factor.T, the factor from svd (u * sqrt(s)),
    # eigh (u * sqrt(|s|)) or cholesky.
    if method not in {'eigh', 'svd', 'cholesky'}:
        raise ValueError("method must be one of {'eigh', 'svd', 'cholesky'}")
    mean, cov, final_shape = _mvn_args(mean, cov, size)
    x = g.standard_normal(final_shape).reshape(-1, mean.shape[0])
    cov = cov.astype(np.double)
    if method == 'svd':
        u, s, vh = np.linalg.svd(cov)
    elif method == 'eigh':
        s, u = np.linalg.eigh(cov)
    else:
        factor = np.linalg.cholesky(cov)
    if check_valid != 'ignore' and method != 'cholesky':
        _check_valid_arg(check_valid)
        if method == 'svd':
            psd = np.allclose(np.dot(vh.T * s, vh), cov, rtol=tol, atol=tol)
        else:
            psd = not np.any(s < -tol)
        if not psd:
            _not_psd(check_valid)
    if method == 'eigh':
        factor = u * np.sqrt(abs(s))
    elif method == 'svd':
        factor = u * np.sqrt(s)
    x = mean + x @ factor.T
    x.shape = tuple(final_shape)
    return x


def generator_permuted(g, x, *, axis=None, out=None):
    # Each 1-d slice along `axis` shuffled on its own (slices in C order of
    # the other axes); axis=None shuffles the flattened array.
    x = np.asarray(x)
    if out is None:
        out = x.copy()
    else:
        if type(out) is not np.ndarray:
            raise TypeError('out must be a numpy array')
        if out.shape != x.shape:
            raise ValueError('out must have the same shape as x')
        np.copyto(out, x, casting='safe')
    if axis is None:
        if x.ndim > 1:
            # in memory order: C or Fortran; a copy in C order otherwise
            if out.flags.c_contiguous:
                g.shuffle(out.reshape(-1))
            elif out.flags.f_contiguous:
                g.shuffle(out.T.reshape(-1))
            else:
                tmp = np.ascontiguousarray(out)
                g.shuffle(tmp.reshape(-1))
                out[...] = tmp
        else:
            g.shuffle(out)
        return out
    ndim = out.ndim
    if not -ndim <= axis < ndim:
        raise np.AxisError("axis %d is out of bounds for array of dimension %d" % (axis, ndim))
    moved = np.moveaxis(out, axis, -1)
    import itertools
    for idx in itertools.product(*[range(n) for n in moved.shape[:-1]]):
        g.shuffle(moved[idx])
    return out
