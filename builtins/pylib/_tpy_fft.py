"""_tpy_fft — numpy.fft over tpy's C++ numpy: fft, ifft, rfft, irfft,
hfft, ihfft, their 2-D and n-D forms, fftfreq, rfftfreq, fftshift,
ifftshift. Transforms of any length: mixed-radix Cooley-Tukey (the
smallest prime factor first, each stage batched over whole arrays) and
Bluestein's chirp-z for prime factors above 64. Twiddle factors are exact
at the multiples of an eighth turn, so the values NumPy's pocketfft gives
as exact (1, 0, sqrt(1/2)) are exact here too. The module numpy.fft
(builtins/numpy/np_module.cpp) fetches its names from here.
"""

import math
import numpy as np

__all__ = ['fft', 'ifft', 'rfft', 'irfft', 'hfft', 'ihfft', 'fft2', 'ifft2', 'fftn', 'ifftn',
           'rfft2', 'irfft2', 'rfftn', 'irfftn', 'fftfreq', 'rfftfreq', 'fftshift', 'ifftshift']

_twiddle_cache = {}
_PI_FIX = 1069028584064966747859680373161870783301   # round(pi * 2**128)
_ONE = 1 << 128


def _sincos_frac(rem, n):
    # sin and cos of (pi/4) * rem / n (0 <= rem < n) correctly rounded:
    # Taylor's series in 128-bit fixed point, then one rounding to float
    x = _PI_FIX * rem // (4 * n)
    x2 = x * x >> 128
    s = 0
    term = x
    k = 1
    while term:
        s += term
        term = -(term * x2 >> 128) // ((k + 1) * (k + 2))
        k += 2
    c = math.isqrt(_ONE * _ONE - s * s)
    return float(s) * 2.0 ** -128, float(c) * 2.0 ** -128


def _twiddles(n, inverse=False):
    # exp(-2j*pi*k/n) for k in range(n) (exp(+2j...) for the inverse),
    # each from an angle in the first octant, so the values are exact where
    # NumPy's are (0, 1, 1/2, ...)
    w = _twiddle_cache.get((n, inverse))
    if w is not None:
        return w
    re = [0.0] * n
    im = [0.0] * n
    octant = {}
    for k in range(n):
        # angle = 2*pi*k/n = (pi/4) * (8k/n): octant o, remainder rem/n
        q8 = 8 * k
        o = q8 // n
        rem = q8 - o * n
        if o % 2 == 1:
            rem = n - rem  # measured from the octant's far edge
        sc = octant.get(rem)
        if sc is None:
            sc = octant[rem] = _sincos_frac(rem, n)
        if o % 2 == 1:
            c, s = sc
        else:
            s, c = sc
        quarter = (o // 2) % 4  # then turned by whole quarter turns
        if quarter == 0:
            x, y = c, s
        elif quarter == 1:
            x, y = -s, c
        elif quarter == 2:
            x, y = -c, -s
        else:
            x, y = s, -c
        re[k] = x + 0.0  # no negative zeros: they would print as "-0."
        im[k] = y + 0.0 if inverse else 0.0 - y
    w = np.array(re) + 1j * np.array(im)
    _twiddle_cache[(n, inverse)] = w
    return w


def _smallest_factor(n):
    if n % 2 == 0:
        return 2
    f = 3
    while f * f <= n:
        if n % f == 0:
            return f
        f += 2
    return n


def _fft_rows(x, inverse):
    # x: (B, n) complex128, transformed along its last axis (unscaled)
    n = x.shape[-1]
    if n == 1:
        return x.copy()
    p = _smallest_factor(n)
    if p > 64:
        return _bluestein(x, inverse)
    w = _twiddles(n, inverse)
    m = n // p
    B = x.shape[0]
    if m == 1:
        idx = (np.arange(p)[:, None] * np.arange(p)[None, :]) % p
        return _combine(x.reshape(B, p, 1), w, idx, p, 1).reshape(B, n)
    # the p interleaved subsequences x[r::p], each transformed
    sub = x.reshape(B, m, p).transpose(0, 2, 1).reshape(B * p, m)
    y = _fft_rows(sub, inverse).reshape(B, p, m)
    # twiddle T[r, k1] = Y[r, k1] * w^(r*k1)
    tw = w[(np.arange(p)[:, None] * np.arange(m)[None, :]) % n]
    y[:, 1:, 1:] = y[:, 1:, 1:] * tw[1:, 1:]
    idx = ((np.arange(p)[:, None] * np.arange(p)[None, :]) % p) * m
    return _combine(y, w, idx, p, m).reshape(B, n)


def _combine(t, w, idx, p, m):
    # X[k2, k1] = sum_r w^(idx[k2, r]) * T[r, k1], the p-point DFT across r
    if p == 2:
        a = t[:, 0, :]
        b = t[:, 1, :]
        return np.stack((a + b, a - b), axis=1)
    if p <= 7:
        # odd p: inputs r and p-r paired, so a term whose pairs cancel
        # (a real or imaginary result) cancels exactly, as in pocketfft's
        # butterflies: X_k = A_k + i*B_k and X_{p-k} = A_k - i*B_k with
        # A_k = T_0 + sum c_rk (T_r + T_{p-r}), B_k = sum s_rk (T_r - T_{p-r})
        h = p // 2
        t0 = t[:, 0, :]
        plus = [t[:, r, :] + t[:, p - r, :] for r in range(1, h + 1)]
        minus = [t[:, r, :] - t[:, p - r, :] for r in range(1, h + 1)]
        rows = [None] * p
        total = t0
        for q in plus:
            total = total + q
        rows[0] = total
        for k in range(1, h + 1):
            A = t0
            B = None
            for r in range(1, h + 1):
                tw = w[idx[k, r]]
                A = A + tw.real * plus[r - 1]
                term = tw.imag * minus[r - 1]
                B = term if B is None else B + term
            rows[k] = (A.real - B.imag) + 1j * (A.imag + B.real)
            rows[p - k] = (A.real + B.imag) + 1j * (A.imag - B.real)
        return np.stack(rows, axis=1)
    return np.matmul(w[idx], t)


def _next_pow2(n):
    m = 1
    while m < n:
        m *= 2
    return m


def _bluestein(x, inverse):
    n = x.shape[-1]
    # chirp c_k = exp(-1j*pi*k^2/n) = w_2n^(k^2 mod 2n)
    w2 = _twiddles(2 * n, inverse)
    k = np.arange(n)
    chirp = w2[(k * k) % (2 * n)]
    M = _next_pow2(2 * n - 1)
    B = x.shape[0]
    a = np.zeros((B, M), dtype=np.complex128)
    a[:, :n] = x * chirp
    b = np.zeros((1, M), dtype=np.complex128)
    b[0, :n] = chirp.conj()
    b[0, M - n + 1:] = chirp[1:][::-1].conj()
    fa = _fft_rows(a, False)
    fb = _fft_rows(b, False)
    conv = _fft_rows(fa * fb, True) / M
    return conv[:, :n] * chirp


def _norm_factor(n, norm, forward):
    if n < 1:
        raise ValueError(f"Invalid number of FFT data points ({n}) specified.")
    if norm is None or norm == "backward":
        return 1.0 if forward else 1.0 / n
    if norm == "ortho":
        return 1.0 / math.sqrt(n)
    if norm == "forward":
        return 1.0 / n if forward else 1.0
    sep = ',' if forward else ', '
    raise ValueError(f'Invalid norm value {norm}; should be "backward"{sep}"ortho" or "forward".')


def _axis_index(axis, ndim):
    axis = _index(axis)
    if axis < -ndim or axis >= ndim:
        raise np.AxisError('axis %d is out of bounds for array of dimension %d' % (axis, ndim))
    return axis % ndim


def _index(v):
    try:
        f = type(v).__index__
    except AttributeError:
        raise TypeError("'%s' object cannot be interpreted as an integer" % type(v).__name__) from None
    return f(v)


def _fit(a, n, axis):
    # a cut or zero-padded to n along axis
    size = a.shape[axis]
    if size == n:
        return a
    sl = [slice(None)] * a.ndim
    if size > n:
        sl[axis] = slice(0, n)
        return a[tuple(sl)]
    shape = list(a.shape)
    shape[axis] = n
    z = np.zeros(shape, a.dtype)
    sl[axis] = slice(0, size)
    z[tuple(sl)] = a
    return z


def _raw(a, n, axis, inverse, fct):
    # the complex transform of a along axis, n points, scaled by fct
    a = np.moveaxis(a, axis, -1)
    shape = a.shape
    rows = np.ascontiguousarray(a, dtype=np.complex128).reshape(-1, shape[-1]) if a.size else \
        np.zeros((0, shape[-1]), np.complex128)
    r = _fft_rows(rows, inverse) if rows.shape[0] else rows.copy()
    if fct != 1.0:
        r = r * fct
    return np.moveaxis(r.reshape(shape), -1, axis)


def _prep(a, n, axis):
    a = np.asarray(a)
    if n is None:
        n = a.shape[axis]  # NumPy's IndexError for an axis out of range
    axis = _axis_index(axis, a.ndim)
    n = _index(n)
    return a, n, axis


def fft(a, n=None, axis=-1, norm=None):
    a, n, axis = _prep(a, n, axis)
    fct = _norm_factor(n, norm, True)
    return _raw(_fit(a, n, axis), n, axis, False, fct)


def ifft(a, n=None, axis=-1, norm=None):
    a, n, axis = _prep(a, n, axis)
    fct = _norm_factor(n, norm, False)
    return _raw(_fit(a, n, axis), n, axis, True, fct)


def rfft(a, n=None, axis=-1, norm=None):
    a, n, axis = _prep(a, n, axis)
    fct = _norm_factor(n, norm, True)
    if a.dtype.kind == 'c':
        import warnings
        warnings.warn("Casting complex values to real discards the imaginary part",
                      np.ComplexWarning, stacklevel=2)
        a = a.real
    a = _fit(a.astype(np.float64), n, axis)
    r = _raw(a, n, axis, False, fct)
    sl = [slice(None)] * r.ndim
    sl[axis] = slice(0, n // 2 + 1)
    r = r[tuple(sl)]
    # the zero-frequency term (and the Nyquist term for even n) are real
    sl[axis] = 0
    r[tuple(sl)] = r[tuple(sl)].real
    if n % 2 == 0:
        sl[axis] = n // 2
        r[tuple(sl)] = r[tuple(sl)].real
    return r


def irfft(a, n=None, axis=-1, norm=None):
    a = np.asarray(a)
    if n is None:
        n = (a.shape[axis] - 1) * 2
    axis = _axis_index(axis, a.ndim)
    n = _index(n)
    fct = _norm_factor(n, norm, False)
    a = _fit(a.astype(np.complex128), n, axis)
    a = np.moveaxis(a, axis, -1)
    h = n // 2 + 1
    full = np.empty(a.shape[:-1] + (n,), np.complex128)
    full[..., :h] = a[..., :h]
    full[..., 0] = full[..., 0].real
    if n % 2 == 0:
        full[..., n // 2] = full[..., n // 2].real
    if n > h:
        full[..., h:] = a[..., 1:n - h + 1][..., ::-1].conj()
    r = _raw(full, n, -1, True, fct).real
    return np.moveaxis(r, -1, axis)


def hfft(a, n=None, axis=-1, norm=None):
    a = np.asarray(a)
    if n is None:
        n = (a.shape[axis] - 1) * 2
    new_norm = _swap(norm)
    return irfft(np.conjugate(a), n, axis, norm=new_norm)


def ihfft(a, n=None, axis=-1, norm=None):
    a = np.asarray(a)
    if n is None:
        n = a.shape[axis]
    new_norm = _swap(norm)
    return np.conjugate(rfft(a, n, axis, norm=new_norm))


def _swap(norm):
    swap = {"backward": "forward", None: "forward", "ortho": "ortho", "forward": "backward"}
    try:
        return swap[norm]
    except KeyError:
        raise ValueError(f'Invalid norm value {norm}; should be "backward", "ortho" or "forward".') from None


def _cook_nd_args(a, s=None, axes=None, invreal=0):
    if s is None:
        shapeless = True
        if axes is None:
            s = list(a.shape)
        else:
            s = [a.shape[ax] for ax in axes]
    else:
        shapeless = False
    s = list(s)
    if axes is None:
        axes = list(range(-len(s), 0))
    if len(s) != len(axes):
        raise ValueError("Shape and axes have different lengths.")
    if invreal and shapeless:
        s[-1] = (a.shape[axes[-1]] - 1) * 2
    return s, axes


def _raw_nd(a, s, axes, function, norm):
    a = np.asarray(a)
    s, axes = _cook_nd_args(a, s, axes)
    for ii in reversed(range(len(axes))):
        a = function(a, n=s[ii], axis=axes[ii], norm=norm)
    return a


def fftn(a, s=None, axes=None, norm=None):
    return _raw_nd(a, s, axes, fft, norm)


def ifftn(a, s=None, axes=None, norm=None):
    return _raw_nd(a, s, axes, ifft, norm)


def fft2(a, s=None, axes=(-2, -1), norm=None):
    return _raw_nd(a, s, axes, fft, norm)


def ifft2(a, s=None, axes=(-2, -1), norm=None):
    return _raw_nd(a, s, axes, ifft, norm)


def rfftn(a, s=None, axes=None, norm=None):
    a = np.asarray(a)
    s, axes = _cook_nd_args(a, s, axes)
    a = rfft(a, s[-1], axes[-1], norm)
    for ii in range(len(axes) - 1):
        a = fft(a, s[ii], axes[ii], norm)
    return a


def rfft2(a, s=None, axes=(-2, -1), norm=None):
    return rfftn(a, s, axes, norm)


def irfftn(a, s=None, axes=None, norm=None):
    a = np.asarray(a)
    s, axes = _cook_nd_args(a, s, axes, invreal=1)
    for ii in range(len(axes) - 1):
        a = ifft(a, s[ii], axes[ii], norm)
    return irfft(a, s[-1], axes[-1], norm)


def irfft2(a, s=None, axes=(-2, -1), norm=None):
    return irfftn(a, s, axes, norm)


# ---------------------------------------------------------------- helpers

def fftfreq(n, d=1.0):
    if not isinstance(n, (int, np.integer)):
        raise ValueError("n should be an integer")
    val = 1.0 / (n * d)
    N = (n - 1) // 2 + 1
    results = np.empty(n, int)
    results[:N] = np.arange(0, N, dtype=int)
    results[N:] = np.arange(-(n // 2), 0, dtype=int)
    return results * val


def rfftfreq(n, d=1.0):
    if not isinstance(n, (int, np.integer)):
        raise ValueError("n should be an integer")
    val = 1.0 / (n * d)
    N = n // 2 + 1
    return np.arange(0, N, dtype=int) * val


def _shift(x, axes, sign):
    x = np.asarray(x)
    if axes is None:
        axes = tuple(range(x.ndim))
        shift = [sign * (dim // 2) for dim in x.shape]
    elif isinstance(axes, (int, np.integer)):
        shift = sign * (x.shape[axes] // 2)
    else:
        shift = [sign * (x.shape[ax] // 2) for ax in axes]
    return np.roll(x, shift, axes)


def fftshift(x, axes=None):
    return _shift(x, axes, 1)


def ifftshift(x, axes=None):
    return _shift(x, axes, -1)
