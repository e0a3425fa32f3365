"""_tpy_npapi — NumPy 1.24 module-level names written in Python over tpy's
C++ numpy: append/insert/delete, the index helpers (r_, c_, s_, index_exp,
mgrid, ogrid, ix_, ndindex, ndenumerate), real/imag/angle, resize, ediff1d,
unwrap, sinc, vander, block, apply_along_axis/apply_over_axes, fromiter,
frombuffer, histogram2d, histogram_bin_edges, the window functions, fix,
spacing, i0, packbits/unpackbits, the deprecated aliases and constants. numpy's __getattr__
(builtins/numpy/np_module.cpp) fetches a name from here at its first use.
Element loops stay in C++; this file only arranges the calls.
"""

import math
import operator
import numpy as np

# ---------------------------------------------------------------- constants

euler_gamma = 0.5772156649015329
Inf = Infinity = PINF = infty = float('inf')
NINF = -float('inf')
NaN = NAN = float('nan')
PZERO = 0.0
NZERO = -0.0
little_endian = True
MAXDIMS = 32
BUFSIZE = 8192
ALLOW_THREADS = 1
True_ = np.bool_(True)
False_ = np.bool_(False)
ScalarType = (int, float, complex, bool, bytes, str, memoryview, np.bool_, np.complex64, np.complex128,
              np.float32, np.float64, np.int8, np.int16, np.int32, np.int64, np.str_, np.bytes_,
              np.uint8, np.uint16, np.uint32, np.uint64)


class VisibleDeprecationWarning(UserWarning):
    """Visible deprecation warning (NumPy's: shown by default)."""


class RankWarning(UserWarning):
    """Issued by polyfit when the Vandermonde matrix is rank deficient."""


class TooHardError(RuntimeError):
    """max_work was exceeded (NumPy's shares_memory)."""


for _c in (VisibleDeprecationWarning, RankWarning, TooHardError):
    _c.__module__ = 'numpy'


def _index(v):
    # operator.index, with CPython's TypeError for non-integers
    try:
        f = type(v).__index__
    except AttributeError:
        raise TypeError("'%s' object cannot be interpreted as an integer" % type(v).__name__) from None
    return f(v)


def _axis(axis, ndim):
    axis = _index(axis)
    if axis < -ndim or axis >= ndim:
        raise np.AxisError('axis %d is out of bounds for array of dimension %d' % (axis, ndim))
    return axis % ndim


# ---------------------------------------------------------------- aliases

def product(a, axis=None, dtype=None, out=None, keepdims=False, initial=None, where=True):
    return np.prod(a, axis=axis, dtype=dtype, out=out, keepdims=keepdims)


def cumproduct(a, axis=None, dtype=None, out=None):
    return np.cumprod(a, axis=axis, dtype=dtype, out=out)


def alltrue(a, axis=None, out=None, keepdims=False, where=True):
    return np.all(a, axis=axis, out=out, keepdims=keepdims)


def sometrue(a, axis=None, out=None, keepdims=False, where=True):
    return np.any(a, axis=axis, out=out, keepdims=keepdims)


def asanyarray(a, dtype=None, order=None, like=None):
    return np.asarray(a, dtype=dtype, order=order)


def asarray_chkfinite(a, dtype=None, order=None):
    a = np.asarray(a, dtype=dtype, order=order)
    if a.dtype.kind in 'fc' and not np.isfinite(a).all():
        raise ValueError("array must not contain infs or NaNs")
    return a


def isscalar(element):
    return isinstance(element, (np.generic, int, float, complex, str, bytes, memoryview))


def iterable(y):
    try:
        iter(y)
    except TypeError:
        return False
    return True


# ---------------------------------------------------------------- append, insert, delete

def append(arr, values, axis=None):
    arr = np.asarray(arr)
    if axis is None:
        if arr.ndim != 1:
            arr = arr.ravel()
        values = np.ravel(values)
        axis = arr.ndim - 1
    return np.concatenate((arr, values), axis=axis)


def _along(ndim, axis, key):
    sl = [slice(None)] * ndim
    sl[axis] = key
    return tuple(sl)


def _flat_or_axis(arr, axis):
    """delete's and insert's array and axis: the flattened array's last
    axis when axis is None, else axis checked against arr."""
    arr = np.asarray(arr)
    if axis is None:
        if arr.ndim != 1:
            arr = arr.ravel()
        return arr, arr.ndim - 1
    return arr, _axis(axis, arr.ndim)


def delete(arr, obj, axis=None):
    arr, axis = _flat_or_axis(arr, axis)
    ndim = arr.ndim
    n = arr.shape[axis]
    if isinstance(obj, slice):
        keep = np.ones(n, dtype=bool)
        keep[obj] = False
        return arr[_along(ndim, axis, keep)]
    if isinstance(obj, (int, np.integer)) and not isinstance(obj, (bool, np.bool_)):
        single = True
    else:
        single = False
        given = obj
        obj = np.asarray(obj)
        if obj.size == 0 and not isinstance(given, np.ndarray):
            obj = obj.astype(np.intp)
        elif obj.size == 1 and obj.dtype.kind in 'ui':
            obj = obj.item()
            single = True
    if single:
        if obj < -n or obj >= n:
            raise IndexError("index %i is out of bounds for axis %i with size %i" % (obj, axis, n))
        if obj < 0:
            obj += n
        keep = np.ones(n, dtype=bool)
        keep[obj] = False
        return arr[_along(ndim, axis, keep)]
    if obj.dtype == bool:
        if obj.shape != (n,):
            raise ValueError('boolean array argument obj to delete must be one dimensional and '
                             'match the axis length of {}'.format(n))
        keep = ~obj
    else:
        if obj.dtype.kind not in 'ui':
            raise IndexError('arrays used as indices must be of integer (or boolean) type')
        keep = np.ones(n, dtype=bool)
        keep[obj.ravel()] = False
    return arr[_along(ndim, axis, keep)]


def insert(arr, obj, values, axis=None):
    arr, axis = _flat_or_axis(arr, axis)
    ndim = arr.ndim
    n = arr.shape[axis]
    newshape = list(arr.shape)
    if isinstance(obj, slice):
        indices = np.arange(*obj.indices(n))
    else:
        indices = np.array(obj)
        if indices.dtype == bool:
            import warnings
            warnings.warn("in the future insert will treat boolean arrays and array-likes as a "
                          "boolean index instead of casting it to integer", FutureWarning, stacklevel=2)
            indices = indices.astype(np.intp)
        elif indices.ndim > 1:
            raise ValueError("index array argument obj to insert must be one dimensional or scalar")
    if indices.size == 1:
        index = indices.item()
        if not isinstance(index, int):
            raise TypeError("slice indices must be integers or None or have an __index__ method")
        if index < -n or index > n:
            raise IndexError("index %s is out of bounds for axis %d with size %d" % (obj, axis, n))
        if index < 0:
            index += n
        values = np.array(values, ndmin=ndim, dtype=arr.dtype)
        if indices.ndim == 0:
            values = np.moveaxis(values, 0, axis)
        numnew = values.shape[axis]
        newshape[axis] += numnew
        new = np.empty(newshape, arr.dtype)
        new[_along(ndim, axis, slice(None, index))] = arr[_along(ndim, axis, slice(None, index))]
        new[_along(ndim, axis, slice(index, index + numnew))] = values
        new[_along(ndim, axis, slice(index + numnew, None))] = arr[_along(ndim, axis, slice(index, None))]
        return new
    if indices.size == 0 and not isinstance(obj, np.ndarray):
        indices = indices.astype(np.intp)
    if indices.dtype.kind not in 'ui':
        raise IndexError('arrays used as indices must be of integer (or boolean) type')
    indices = indices.astype(np.intp)
    indices[indices < 0] += n
    numnew = len(indices)
    order = indices.argsort(kind='mergesort')
    indices[order] += np.arange(numnew)
    newshape[axis] += numnew
    old_mask = np.ones(newshape[axis], dtype=bool)
    old_mask[indices] = False
    new = np.empty(newshape, arr.dtype)
    new[_along(ndim, axis, indices)] = values
    new[_along(ndim, axis, old_mask)] = arr
    return new


def resize(a, new_shape):
    if isinstance(new_shape, (int, np.integer)):
        new_shape = (new_shape,)
    a = np.ravel(a)
    new_size = 1
    for dim in new_shape:
        new_size *= dim
        if dim < 0:
            raise ValueError('all elements of `new_shape` must be non-negative')
    if a.size == 0 or new_size == 0:
        return np.zeros(new_shape, dtype=a.dtype)
    repeats = -(-new_size // a.size)
    a = np.concatenate((a,) * repeats)[:new_size]
    return a.reshape(new_shape)


# ---------------------------------------------------------------- index helpers

def _common_type(arraytypes, scalartypes):
    # NumPy's find_common_type: scalars do not raise the arrays' type unless
    # their kind is a higher one (bool < unsigned < signed < float < complex)
    order = 'buifcSUV'
    a = np.result_type(*arraytypes) if arraytypes else None
    s = np.result_type(*scalartypes) if scalartypes else None
    if a is None:
        return s
    if s is None:
        return a
    if order.index(s.kind) > order.index(a.kind):
        return np.promote_types(s, a)
    return a


class AxisConcatenator:
    """Translates slice objects to concatenation along an axis (r_, c_)."""

    def __init__(self, axis=0, matrix=False, ndmin=1, trans1d=-1):
        self.axis = axis
        self.matrix = matrix
        self.trans1d = trans1d
        self.ndmin = ndmin

    def __getitem__(self, key):
        if not isinstance(key, tuple):
            key = (key,)
        trans1d = self.trans1d
        ndmin = self.ndmin
        axis = self.axis
        objs = []
        scalars = []
        arraytypes = []
        scalartypes = []
        for k, item in enumerate(key):
            scalar = False
            if isinstance(item, slice):
                step = 1 if item.step is None else item.step
                start = 0 if item.start is None else item.start
                stop = item.stop
                if isinstance(step, (complex, np.complexfloating)):
                    newobj = np.linspace(start, stop, num=int(abs(step)))
                else:
                    newobj = np.arange(start, stop, step)
                if ndmin > 1:
                    newobj = np.array(newobj, ndmin=ndmin)
                    if trans1d != -1:
                        newobj = newobj.swapaxes(-1, trans1d)
            elif isinstance(item, str):
                if k != 0:
                    raise ValueError("special directives must be the first entry.")
                if item in ('r', 'c'):
                    raise ValueError("numpy matrices are not supported by tpy")
                if ',' in item:
                    vec = item.split(',')
                    try:
                        axis, ndmin = [int(x) for x in vec[:2]]
                        if len(vec) == 3:
                            trans1d = int(vec[2])
                        continue
                    except Exception as e:
                        raise ValueError("unknown special directive {!r}".format(item)) from e
                try:
                    axis = int(item)
                    continue
                except (ValueError, TypeError) as e:
                    raise ValueError("unknown special directive") from e
            elif type(item) in ScalarType:
                newobj = np.array(item, ndmin=ndmin)
                scalars.append(len(objs))
                scalar = True
                scalartypes.append(newobj.dtype)
            else:
                item_ndim = np.ndim(item)
                newobj = np.array(item, ndmin=ndmin)
                if trans1d != -1 and item_ndim < ndmin:
                    k2 = ndmin - item_ndim
                    k1 = trans1d
                    if k1 < 0:
                        k1 += k2 + 1
                    defaxes = list(range(ndmin))
                    axes = defaxes[:k1] + defaxes[k2:] + defaxes[k1:k2]
                    newobj = newobj.transpose(axes)
            objs.append(newobj)
            if not scalar:
                arraytypes.append(newobj.dtype)
        final = _common_type(arraytypes, scalartypes)
        if final is not None:
            for k in scalars:
                objs[k] = objs[k].astype(final)
        return np.concatenate(tuple(objs), axis=axis)

    def __len__(self):
        return 0


class RClass(AxisConcatenator):
    """np.r_: concatenation along the first axis."""

    def __init__(self):
        AxisConcatenator.__init__(self, 0)


class CClass(AxisConcatenator):
    """np.c_: slices stacked as columns (at least 2-D, 1-D arrays as columns)."""

    def __init__(self):
        AxisConcatenator.__init__(self, -1, ndmin=2, trans1d=0)


r_ = RClass()
c_ = CClass()


class IndexExpression:
    """np.s_ and np.index_exp: the index expression itself."""

    def __init__(self, maketuple):
        self.maketuple = maketuple

    def __getitem__(self, item):
        if self.maketuple and not isinstance(item, tuple):
            return (item,)
        return item


index_exp = IndexExpression(maketuple=True)
s_ = IndexExpression(maketuple=False)


class nd_grid:
    """Dense (mgrid) or open (ogrid) mesh grids from slices."""

    def __init__(self, sparse=False):
        self.sparse = sparse

    def __getitem__(self, key):
        try:
            size = []
            num_list = [0]
            for k in range(len(key)):
                step = key[k].step
                start = key[k].start
                stop = key[k].stop
                if start is None:
                    start = 0
                if step is None:
                    step = 1
                if isinstance(step, (complex, np.complexfloating)):
                    step = abs(step)
                    size.append(int(step))
                else:
                    size.append(int(math.ceil((stop - start) / (step * 1.0))))
                num_list += [start, stop, step]
            typ = np.result_type(*num_list)
            if self.sparse:
                nn = [np.arange(x, dtype=typ) for x in size]
            else:
                nn = np.indices(size, typ)
            for k, kk in enumerate(key):
                step = kk.step
                start = kk.start
                if start is None:
                    start = 0
                if step is None:
                    step = 1
                if isinstance(step, (complex, np.complexfloating)):
                    step = int(abs(step))
                    if step != 1:
                        step = (kk.stop - start) / float(step - 1)
                nn[k] = nn[k] * step + start
            if self.sparse:
                for k in range(len(size)):
                    shape = [1] * len(size)
                    shape[k] = size[k]
                    nn[k] = nn[k].reshape(shape)
            return nn
        except (IndexError, TypeError):
            step = key.step
            stop = key.stop
            start = key.start
            if start is None:
                start = 0
            if isinstance(step, (complex, np.complexfloating)):
                step_float = abs(step)
                step = length = int(step_float)
                if step != 1:
                    step = (key.stop - start) / float(step - 1)
                typ = np.result_type(start, stop, step_float)
                return np.arange(0, length, 1, dtype=typ) * step + start
            return np.arange(start, stop, step)


class MGridClass(nd_grid):
    """np.mgrid: a dense multi-dimensional mesh grid."""

    def __init__(self):
        nd_grid.__init__(self, sparse=False)


class OGridClass(nd_grid):
    """np.ogrid: an open multi-dimensional mesh grid."""

    def __init__(self):
        nd_grid.__init__(self, sparse=True)


mgrid = MGridClass()
ogrid = OGridClass()


def ix_(*args):
    out = []
    nd = len(args)
    for k, new in enumerate(args):
        if not isinstance(new, np.ndarray):
            new = np.asarray(new)
            if new.size == 0:
                new = new.astype(np.intp)
        if new.ndim != 1:
            raise ValueError("Cross index must be 1 dimensional")
        if new.dtype == bool:
            new, = new.nonzero()
        shape = [1] * nd
        shape[k] = new.size
        out.append(new.reshape(shape))
    return tuple(out)


class ndindex:
    """An iterator over the index tuples of an array of the given shape."""

    def __init__(self, *shape):
        if len(shape) == 1 and isinstance(shape[0], tuple):
            shape = shape[0]
        for d in shape:
            d = _index(d)
            if d < 0:
                raise ValueError('negative dimensions are not allowed')
        self._shape = tuple(shape)
        self._it = self._walk()

    def _walk(self):
        shape = self._shape
        n = 1
        for d in shape:
            n *= d
        idx = [0] * len(shape)
        for _ in range(n):
            yield tuple(idx)
            k = len(shape) - 1
            while k >= 0:
                idx[k] += 1
                if idx[k] < shape[k]:
                    break
                idx[k] = 0
                k -= 1

    def __iter__(self):
        return self

    def __next__(self):
        return next(self._it)

    def ndincr(self):
        next(self)


class ndenumerate:
    """An iterator of (index tuple, element) pairs over an array."""

    def __init__(self, arr):
        self._arr = np.asarray(arr)
        self._it = iter(ndindex(self._arr.shape))

    def __iter__(self):
        return self

    def __next__(self):
        i = next(self._it)
        return i, self._arr[i]


# ---------------------------------------------------------------- complex parts

def real(val):
    try:
        return val.real
    except AttributeError:
        return np.asarray(val).real


def imag(val):
    try:
        return val.imag
    except AttributeError:
        return np.asarray(val).imag


def angle(z, deg=False):
    z = np.asarray(z)
    if z.dtype.kind == 'c':
        zimag = z.imag
        zreal = z.real
    else:
        zimag = 0
        zreal = z
    a = np.arctan2(zimag, zreal)
    if deg:
        a = a * (180 / np.pi)
    return a


# ---------------------------------------------------------------- differences, signals

def ediff1d(ary, to_end=None, to_begin=None):
    ary = np.asarray(ary).ravel()
    dtype_req = ary.dtype
    if to_begin is None and to_end is None:
        return ary[1:] - ary[:-1]
    parts = []
    for given, name in ((to_begin, 'to_begin'), (to_end, 'to_end')):
        if given is None:
            parts.append(None)
            continue
        v = np.asarray(given)
        if not np.can_cast(v, dtype_req, casting="same_kind"):
            raise TypeError("dtype of `%s` must be compatible with input `ary` under the "
                            "`same_kind` rule." % name)
        parts.append(v.ravel().astype(dtype_req))
    d = ary[1:] - ary[:-1] if ary.size else np.zeros(0, dtype_req)
    seq = [p for p in (parts[0], d.astype(dtype_req), parts[1]) if p is not None]
    return np.concatenate(seq)


def unwrap(p, discont=None, axis=-1, *, period=6.283185307179586):
    p = np.asarray(p)
    nd = p.ndim
    axis = _axis(axis, nd)
    dd = np.diff(p, axis=axis)
    if discont is None:
        discont = period / 2
    sl1 = _along(nd, axis, slice(1, None))
    dtype = np.result_type(dd, period)
    if dtype.kind in 'iu':
        interval_high, rem = divmod(period, 2)
        boundary_ambiguous = rem == 0
    else:
        interval_high = period / 2
        boundary_ambiguous = True
    interval_low = -interval_high
    ddmod = np.mod(dd - interval_low, period) + interval_low
    if boundary_ambiguous:
        ddmod = np.where((ddmod == interval_low) & (dd > 0), interval_high, ddmod)
    ph_correct = ddmod - dd
    ph_correct = np.where(np.abs(dd) < discont, 0, ph_correct)
    up = np.array(p, copy=True, dtype=dtype)
    up[sl1] = p[sl1] + np.cumsum(ph_correct, axis=axis)
    return up


def sinc(x):
    x = np.asarray(x)
    y = np.pi * np.where(x == 0, 1.0e-20, x)
    return np.sin(y) / y


def vander(x, N=None, increasing=False):
    x = np.asarray(x)
    if x.ndim != 1:
        raise ValueError("x must be a one-dimensional array or sequence.")
    if N is None:
        N = len(x)
    v = np.empty((len(x), N), dtype=np.promote_types(x.dtype, np.int64))
    tmp = v[:, ::-1] if not increasing else v
    if N > 0:
        tmp[:, 0] = 1
    if N > 1:
        tmp[:, 1:] = x[:, None]
        tmp[:, 1:] = np.cumprod(tmp[:, 1:], axis=1)
    return v


def fix(x, out=None):
    x = np.asarray(x)
    res = np.where(x >= 0, np.floor(x), np.ceil(x))
    if x.dtype.kind in 'iub':
        res = np.floor(x)
    if out is not None:
        out[...] = res
        return out
    return res[()] if res.ndim == 0 else res


def spacing(x):
    x = np.asarray(x)
    if x.dtype.kind in 'biu':
        x = x.astype(np.float64)
    toward = np.where(x < 0, -np.inf, np.inf).astype(x.dtype)
    with np.errstate(invalid='ignore'):  # inf - inf: NumPy's spacing gives nan silently
        return np.nextafter(x, toward) - x


# ---------------------------------------------------------------- window functions

def bartlett(M):
    if M < 1:
        return np.array([], dtype=float)
    if M == 1:
        return np.ones(1, dtype=float)
    n = np.arange(1 - M, M, 2)
    return np.where(n <= 0, 1 + n / (M - 1), 1 - n / (M - 1))


def _cosine_window(M, terms):
    if M < 1:
        return np.array([], dtype=float)
    if M == 1:
        return np.ones(1, dtype=float)
    n = np.arange(1 - M, M, 2)
    w = terms[0] + 0 * n
    for k, c in enumerate(terms[1:], 1):
        w = w + c * np.cos(k * np.pi * n / (M - 1))
    return w


def hanning(M):
    return _cosine_window(M, (0.5, 0.5))


def hamming(M):
    return _cosine_window(M, (0.54, 0.46))


def blackman(M):
    if M < 1:
        return np.array([], dtype=float)
    if M == 1:
        return np.ones(1, dtype=float)
    n = np.arange(1 - M, M, 2)
    return 0.42 + 0.5 * np.cos(np.pi * n / (M - 1)) + 0.08 * np.cos(2.0 * np.pi * n / (M - 1))


# Cephes' Chebyshev coefficients for exp(-x) I0(x) on [0, 8] and exp(-x) sqrt(x) I0(x) on (8, inf)
_I0_A = [-4.41534164647933937950E-18, 3.33079451882223809783E-17, -2.43127984654795469359E-16,
         1.71539128555513303061E-15, -1.16853328779934516808E-14, 7.67618549860493561688E-14,
         -4.85644678311192946090E-13, 2.95505266312963983461E-12, -1.72682629144155570723E-11,
         9.67580903537323691224E-11, -5.18979560163526290666E-10, 2.65982372468238665035E-9,
         -1.30002500998624804212E-8, 6.04699502254191894932E-8, -2.67079385394061173391E-7,
         1.11738753912010371815E-6, -4.41673835845875056359E-6, 1.64484480707288970893E-5,
         -5.75419501008210370398E-5, 1.88502885095841655729E-4, -5.76375574538582365885E-4,
         1.63947561694133579842E-3, -4.32430999505057594430E-3, 1.05464603945949983183E-2,
         -2.37374148058994688156E-2, 4.93052842396707084878E-2, -9.49010970480476444210E-2,
         1.71620901522208775349E-1, -3.04682672343198398683E-1, 6.76795274409476084995E-1]
_I0_B = [-7.23318048787475395456E-18, -4.83050448594418207126E-18, 4.46562142029675999901E-17,
         3.46122286769746109310E-17, -2.82762398051658348494E-16, -3.42548561967721913462E-16,
         1.77256013305652638360E-15, 3.81168066935262242075E-15, -9.55484669882830764870E-15,
         -4.15056934728722208663E-14, 1.54008621752140982691E-14, 3.85277838274214270114E-13,
         7.18012445138366623367E-13, -1.79417853150680611778E-12, -1.32158118404477131188E-11,
         -3.14991652796324136454E-11, 1.18891471078464383424E-11, 4.94060238822496958910E-10,
         3.39623202570838634515E-9, 2.26666899049817806459E-8, 2.04891858946906374183E-7,
         2.89137052083475648297E-6, 6.88975834691682398426E-5, 3.36911647825569408990E-3,
         8.04490411014108831608E-1]


def _chbevl(x, vals):
    b0 = vals[0]
    b1 = 0.0
    b2 = 0.0
    for i in range(1, len(vals)):
        b2 = b1
        b1 = b0
        b0 = x * b1 - b2 + vals[i]
    return 0.5 * (b0 - b2)


def i0(x):
    x = np.asarray(x)
    if x.dtype.kind == 'c':
        raise TypeError("i0 not supported for complex values")
    if x.dtype.kind != 'f':
        x = x.astype(float)
    x = np.abs(x)
    small = x <= 8.0
    xs = np.where(small, x, 0.0)
    xl = np.where(small, 8.0, x)
    ys = np.exp(xs) * _chbevl(xs / 2.0 - 2, _I0_A)
    yl = np.exp(xl) * _chbevl(32.0 / xl - 2.0, _I0_B) / np.sqrt(xl)
    return np.where(small, ys, yl)


def kaiser(M, beta):
    if M == 1:
        return np.ones(1, dtype=np.result_type(M, 0.0))
    n = np.arange(0, M)
    alpha = (M - 1) / 2.0
    return i0(beta * np.sqrt(1 - ((n - alpha) / alpha) ** 2.0)) / i0(float(beta))


# ---------------------------------------------------------------- block

def _block_depth(arrays, index, depths):
    if isinstance(arrays, tuple):
        raise TypeError('{} is a tuple. Only lists can be used to arrange blocks, and np.block does '
                        'not allow implicit conversion from tuple to ndarray.'.format(_index_str(index)))
    if isinstance(arrays, list):
        if len(arrays) == 0:
            raise ValueError('List at {} cannot be empty'.format(_index_str(index)))
        for i, a in enumerate(arrays):
            _block_depth(a, index + [i], depths)
        return
    depths.append((len(index), index, np.ndim(arrays)))


def _index_str(index):
    return 'arrays' + ''.join('[{}]'.format(i) for i in index)


def _block_concat(arrays, depth, list_ndim, result_ndim):
    if depth < list_ndim:
        parts = [_block_concat(a, depth + 1, list_ndim, result_ndim) for a in arrays]
        return np.concatenate(parts, axis=-(list_ndim - depth))
    return np.array(arrays, ndmin=result_ndim)


def block(arrays):
    depths = []
    _block_depth(arrays, [], depths)
    first = depths[0]
    for d in depths[1:]:
        if d[0] != first[0]:
            raise ValueError('List depths are mismatched. First element was at depth {}, but there is '
                             'an element at depth {} ({})'.format(first[0], d[0], _index_str(d[1])))
    list_ndim = first[0]
    result_ndim = max([list_ndim] + [d[2] for d in depths])
    if list_ndim == 0:
        return np.array(arrays)
    return _block_concat(arrays, 0, list_ndim, result_ndim)


# ---------------------------------------------------------------- apply

def apply_along_axis(func1d, axis, arr, *args, **kwargs):
    arr = np.asarray(arr)
    nd = arr.ndim
    axis = _axis(axis, nd)
    moved = np.moveaxis(arr, axis, -1)
    outer = moved.shape[:-1]
    inds = list(ndindex(outer))
    if not inds:
        raise ValueError('Cannot apply_along_axis when any iteration dimensions are 0')
    first = np.asarray(func1d(moved[inds[0]], *args, **kwargs))
    buff = np.zeros(outer + first.shape, first.dtype)
    buff[inds[0]] = first
    for ind in inds[1:]:
        buff[ind] = np.asarray(func1d(moved[ind], *args, **kwargs))
    # the function's axes go where the consumed axis was
    k = first.ndim
    perm = list(range(len(outer)))
    res_axes = list(range(len(outer), len(outer) + k))
    order = perm[:axis] + res_axes + perm[axis:]
    return buff.transpose(order)


def apply_over_axes(func, a, axes):
    val = np.asarray(a)
    N = a.ndim
    if np.ndim(axes) == 0:
        axes = (axes,)
    for axis in axes:
        if axis < 0:
            axis = N + axis
        res = func(val, axis)
        if np.ndim(res) == val.ndim:
            val = res
        else:
            res = np.expand_dims(res, axis)
            if res.ndim == val.ndim:
                val = res
            else:
                raise ValueError("function is not returning an array of the correct shape")
    return val


# ---------------------------------------------------------------- from iterables and buffers

def fromiter(iter, dtype, count=-1, *, like=None):
    dt = np.dtype(dtype)
    count = _index(count)
    items = []
    it = builtins_iter(iter)
    while count < 0 or len(items) < count:
        try:
            items.append(next(it))
        except StopIteration:
            if count >= 0:
                raise ValueError("iterator too short: Expected %d but iterator had only %d items."
                                 % (count, len(items))) from None
            break
    if not items:
        return np.empty(0, dtype=dt)
    return np.array(items, dtype=dt)


builtins_iter = iter


def frombuffer(buffer, dtype=float, count=-1, offset=0, *, like=None):
    dt = np.dtype(dtype)
    data = bytes(buffer)
    size = dt.itemsize
    n = len(data)
    if offset < 0 or offset > n:
        raise ValueError("offset must be non-negative and no greater than buffer length (%d)" % n)
    avail = n - offset
    if count < 0:
        if avail % size != 0:
            raise ValueError("buffer size must be a multiple of element size")
        count = avail // size
    elif avail < count * size:
        raise ValueError("buffer is smaller than requested size")
    raw = np.array(list(data[offset:offset + count * size]), dtype=np.uint8)
    out = raw.view(dt)
    out.flags.writeable = False
    return out


# ---------------------------------------------------------------- histograms

def histogram_bin_edges(a, bins=10, range=None, weights=None):
    if isinstance(bins, str):
        raise ValueError("string bin estimators are not supported by tpy")
    return np.histogram(a, bins=bins, range=range, weights=weights)[1]


def histogram2d(x, y, bins=10, range=None, density=None, weights=None):
    x = np.asarray(x)
    y = np.asarray(y)
    if x.shape != y.shape or x.ndim != 1:
        if len(x) != len(y):
            raise ValueError('The dimension of bins must be equal to the dimension of the  sample x.')
    try:
        nb = len(bins)
    except TypeError:
        nb = 1
    if nb != 1 and nb != 2:
        xedges = yedges = np.asarray(bins)
        bins = [xedges, yedges]
    elif nb == 1:
        bins = [bins, bins]
    r = [None, None] if range is None else range
    ex = _edges(x, bins[0], r[0])
    ey = _edges(y, bins[1], r[1])
    ix = _bin_of(x, ex)
    iy = _bin_of(y, ey)
    nx = len(ex) - 1
    ny = len(ey) - 1
    ok = (ix >= 0) & (iy >= 0)
    flat = ix[ok] * ny + iy[ok]
    w = None if weights is None else np.asarray(weights)[ok]
    h = np.bincount(flat, weights=w, minlength=nx * ny).astype(float).reshape(nx, ny)
    if density:
        s = h.sum()
        h = h / np.diff(ex)[:, None] / np.diff(ey)[None, :] / s
    return h, ex, ey


def _edges(v, bins, rng):
    if np.ndim(bins) == 0:
        n = _index(bins)
        if n < 1:
            raise ValueError('`bins[0]` must be positive, when an integer')
        if rng is None:
            lo, hi = (v.min(), v.max()) if v.size else (0.0, 1.0)
        else:
            lo, hi = rng
        if lo == hi:
            lo = lo - 0.5
            hi = hi + 0.5
        return np.linspace(lo, hi, n + 1)
    e = np.asarray(bins)
    if np.any(e[:-1] > e[1:]):
        raise ValueError('`bins[0]` must be monotonically increasing, when an array')
    return e


def _bin_of(v, e):
    # the bin of each value; the last bin includes its right edge; -1 outside
    i = np.searchsorted(e, v, side='right') - 1
    n = len(e) - 1
    i = np.where(v == e[-1], n - 1, i)
    return np.where((i < 0) | (i >= n), -1, i)


# NumPy's module names, for the classes' reprs
for _c in (AxisConcatenator, RClass, CClass, IndexExpression, nd_grid, MGridClass, OGridClass):
    _c.__module__ = 'numpy.lib.index_tricks'
for _c in (ndindex, ndenumerate):
    _c.__module__ = 'numpy'


# ---------------------------------------------------------------- small helpers

def iscomplex(x):
    ax = np.asarray(x)
    if ax.dtype.kind == 'c':
        return ax.imag != 0
    res = np.zeros(ax.shape, bool)
    return res[()]


def isreal(x):
    return imag(x) == 0


def real_if_close(a, tol=100):
    a = np.asarray(a)
    if a.dtype.kind != 'c':
        return a
    if tol > 1:
        tol = np.finfo(a.real.dtype).eps * tol
    if np.all(np.absolute(a.imag) < tol):
        a = a.real
    return a


def trim_zeros(filt, trim='fb'):
    first = 0
    trim = trim.upper()
    if 'F' in trim:
        for i in filt:
            if i != 0.:
                break
            first = first + 1
    last = len(filt)
    if 'B' in trim:
        for i in filt[::-1]:
            if i != 0.:
                break
            last = last - 1
    return filt[first:last]


def broadcast_shapes(*args):
    shapes = [(_index(s),) if np.ndim(s) == 0 else tuple(_index(d) for d in s) for s in args]
    nd = max([len(s) for s in shapes] + [0])
    out = []
    for i in range(nd):
        size = 1
        setter = 0
        for j, s in enumerate(shapes):
            k = i - (nd - len(s))
            if k < 0:
                continue
            d = s[k]
            if size == 1:
                size = d
                setter = j
            elif d != 1 and d != size:
                raise ValueError('shape mismatch: objects cannot be broadcast to a single shape.  Mismatch is '
                                 'between arg %d with shape %s and arg %d with shape %s.'
                                 % (setter, shapes[setter], j, s))
        out.append(size)
    return tuple(out)


def diag_indices_from(arr):
    if not arr.ndim >= 2:
        raise ValueError("input array must be at least 2-d")
    if len(set(arr.shape)) != 1:
        raise ValueError("All dimensions of input must be of equal length")
    return np.diag_indices(arr.shape[0], arr.ndim)


def tril_indices_from(arr, k=0):
    if arr.ndim != 2:
        raise ValueError("input array must be 2-d")
    return np.tril_indices(arr.shape[-2], k=k, m=arr.shape[-1])


def triu_indices_from(arr, k=0):
    if arr.ndim != 2:
        raise ValueError("input array must be 2-d")
    return np.triu_indices(arr.shape[-2], k=k, m=arr.shape[-1])


def round_(a, decimals=0, out=None):
    return np.around(a, decimals=decimals, out=out)


def asfarray(a, dtype=np.float64):
    dt = np.dtype(dtype)
    if dt.kind not in 'fc':
        dt = np.dtype(np.float64)
    return np.asarray(a, dtype=dt)


def piecewise(x, condlist, funclist, *args, **kw):
    x = np.asarray(x)
    n2 = len(funclist)
    if isscalar(condlist) or (not isinstance(condlist[0], (list, np.ndarray)) and x.ndim != 0):
        condlist = [condlist]
    condlist = np.asarray(condlist, dtype=bool)
    if x.ndim == 0:
        # a 0-d x as one element (its conditions as masks of length 1)
        return piecewise(x.reshape(1), list(condlist.reshape(-1, 1)), funclist, *args, **kw).reshape(())
    n = len(condlist)
    if n == n2 - 1:
        condelse = ~np.any(condlist, axis=0, keepdims=True)
        condlist = np.concatenate([condlist, condelse], axis=0)
        n += 1
    elif n != n2:
        raise ValueError("with {} condition(s), either {} or {} functions are expected".format(n, n, n + 1))
    y = np.zeros_like(x)
    for cond, func in zip(condlist, funclist):
        if not callable(func):
            y[cond] = func
        else:
            vals = x[cond]
            if vals.size > 0:
                y[cond] = func(vals, *args, **kw)
    return y


def binary_repr(num, width=None):
    num = _index(num)
    if num == 0:
        return '0' * (width or 1)
    if num > 0:
        binary = bin(num)[2:]
        if width is not None and width < len(binary):
            _warn_width()
        return binary.zfill(len(binary) if width is None else max(len(binary), width))
    if width is None:
        return '-' + bin(-num)[2:]
    poswidth = len(bin(-num)[2:])
    if 2 ** (poswidth - 1) == -num:
        poswidth -= 1
    binary = bin(2 ** (poswidth + 1) + num)[2:]
    if width < len(binary):
        _warn_width()
    return '1' * (max(len(binary), width) - len(binary)) + binary


def _warn_width():
    import warnings
    warnings.warn("Insufficient bit width provided. This behavior will raise an error in the future.",
                  DeprecationWarning, stacklevel=3)


def base_repr(number, base=2, padding=0):
    digits = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'
    if base > len(digits):
        raise ValueError("Bases greater than 36 not handled in base_repr.")
    if base < 2:
        raise ValueError("Bases less than 2 not handled in base_repr.")
    num = abs(number)
    res = []
    while num:
        res.append(digits[num % base])
        num //= base
    if padding:
        res.append('0' * padding)
    if number < 0:
        res.append('-')
    return ''.join(reversed(res or '0'))


def _element_starts(a):
    # the byte address of every element of a (flat), and its item size
    a = np.asarray(a)
    addr = np.full(1, a.__array_interface__['data'][0], dtype=np.int64)
    for d, st in zip(a.shape, a.strides):
        addr = (addr[:, None] + np.arange(d, dtype=np.int64)[None, :] * st).ravel()
    return addr, a.itemsize


def _bounds(a):
    a = np.asarray(a)
    lo = hi = a.__array_interface__['data'][0]
    if a.size == 0:
        return lo, lo
    for d, st in zip(a.shape, a.strides):
        if st < 0:
            lo += (d - 1) * st
        else:
            hi += (d - 1) * st
    return lo, hi + a.itemsize


def may_share_memory(a, b, max_work=None):
    alo, ahi = _bounds(a)
    blo, bhi = _bounds(b)
    return alo < bhi and blo < ahi and alo != ahi and blo != bhi


def shares_memory(a, b, max_work=None):
    if not may_share_memory(a, b):
        return False
    sa, ia = _element_starts(a)
    sb, ib = _element_starts(b)
    sa = np.unique(sa)
    # for each element of b, the last element of a starting before b's end
    pos = np.searchsorted(sa, sb + ib, side='left') - 1
    ok = pos >= 0
    return bool(np.any(sa[pos[ok]] + ia > sb[ok]))


# ---------------------------------------------------------------- packbits / unpackbits

def _bit_weights(bitorder, message):
    if not isinstance(bitorder, str) or bitorder[:1] not in ('l', 'b'):
        raise ValueError(message)
    w = np.left_shift(np.uint8(1), np.arange(8, dtype=np.uint8))
    return w if bitorder[0] == 'l' else w[::-1]


def packbits(a, axis=None, bitorder='big'):
    a = np.asarray(a)
    if a.dtype.kind not in 'biu':
        raise TypeError('Expected an input array of integer or boolean data type')
    w = _bit_weights(bitorder, "'order' must be either 'little' or 'big'")
    if axis is None:
        a, axis = a.ravel(), 0
    bits = np.moveaxis(a != 0, axis, -1)
    n = bits.shape[-1]
    if n % 8:
        bits = np.concatenate((bits, np.zeros(bits.shape[:-1] + (8 - n % 8,), dtype=bool)), axis=-1)
    bits = bits.reshape(bits.shape[:-1] + (-1, 8)).astype(np.uint8)
    return np.moveaxis((bits * w).sum(axis=-1, dtype=np.uint8), -1, axis)


def unpackbits(a, axis=None, count=None, bitorder='big'):
    a = np.asarray(a)
    if a.dtype != np.uint8:
        raise TypeError('Expected an input array of unsigned byte data type')
    w = _bit_weights(bitorder, "'order' must begin with 'l' or 'b'")
    if axis is None:
        a, axis = a.ravel(), 0
    x = np.moveaxis(a, axis, -1)
    bits = ((x[..., None] & w) != 0).astype(np.uint8).reshape(x.shape[:-1] + (x.shape[-1] * 8,))
    if count is not None:
        count = operator.index(count)
        n = bits.shape[-1]
        if count < 0:
            if -count > n:
                raise ValueError('-count larger than number of elements')
            bits = bits[..., :n + count]
        elif count <= n:
            bits = bits[..., :count]
        else:
            bits = np.concatenate((bits, np.zeros(bits.shape[:-1] + (count - n,), dtype=np.uint8)), axis=-1)
    return np.moveaxis(bits, -1, axis)
