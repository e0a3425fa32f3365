"""numba.np.ufunc — @vectorize and @guvectorize on tpy's compiler (Numba
0.56's API).

A vectorized function is a numpy.ufunc whose loops are compiled code. For
each loop (a tuple of input dtypes and the output dtype) this module
writes a kernel

    def loop(a0, a1, out, n):
        for i in range(n):
            out[i] = f(a0[i], a1[i])

over 1-d arrays of layout 'A', where f is the user's function compiled
with @njit (inlined into the loop when small), compiles it for the loop's
dtypes and registers it with the ufunc (_tpy_numba.add_ufunc_kernel); the
ufunc machinery of tpy's numpy does the rest (broadcasting, casting,
out=, reduce, accumulate, outer).

@vectorize with signatures makes an eager ufunc: a numpy.ufunc with one
loop per signature, in the order given (NumPy picks the first one the
inputs cast to safely). Without signatures it makes a DUFunc, which
compiles a loop for each new combination of input types it is called
with (the types the inputs do not cast to safely from an existing loop).

@guvectorize(signatures, '(m,n),(n)->(m)') makes a generalized ufunc of
tpy's numpy (np_gufunc.cpp: core dimensions, broadcasting of the loop
dimensions, out=) whose loop per signature is

    def loop(a0, a1, out, n):
        for i in range(n):
            f(a0[i], a1[i], out[i])

over arrays of one more dimension than f takes (a scalar argument is a
1-d array): the native side hands it the operands' memory as views whose
element i is the core of loop index i. GUFunc wraps it as Numba's does
(calls, .signature, .types); target='parallel' returns the ufunc itself,
its loop iterations split across the thread pool.
"""

import warnings as _warnings
import numpy as _np
import _tpy_numba
from numba.core import config as _config
from numba.core import errors as _errors
from numba.core import sigutils as _sigutils
from numba.core import types as _types
from numba.core import decorators as _decorators
from numba.core.decorators import jit as _jit

__all__ = ['vectorize', 'guvectorize', 'DUFunc', 'GUFunc']

_TARGETS = ('cpu', 'parallel', 'cuda')
# What the scalar function is compiled with (ufuncs use NumPy's error
# model: division by zero gives inf, nan or 0, as Numba's).
_SCALAR_OPTIONS = ('fastmath', 'boundscheck', 'error_model')


def _loop_source(name, nargs, extra, stmt):
    """`def name(a0, ..., <extra>n):` running `stmt` (its %s: a0[i], ...)
    for i in range(n): the loop kernels' source."""
    params = ''.join('a%d, ' % k for k in range(nargs))
    items = ', '.join('a%d[i]' % k for k in range(nargs))
    return 'def %s(%s%sn):\n    for i in range(n):\n        %s\n' % (name, params, extra, stmt % items)


def _numba_name(dtype):
    name = _np.dtype(dtype).name
    return 'boolean' if name == 'bool' else name


def _dtype_of(name):
    """The NumPy dtype of a Numba type name (_numba_name's inverse)."""
    return _np.dtype('bool' if name == 'boolean' else name)


def _compiled_or_fallback(builder, compile, looplifting):
    """Runs compile() unless the builder went to object mode; a TypingError
    without nopython=True sends it there (Numba's fallback, with its
    warning). Whether compiled code was made."""
    if builder.objmode:
        return False
    try:
        compile()
        return True
    except _errors.TypingError as e:
        if builder.nopython:
            raise
        builder.objmode = True
        _warnings.warn(_errors.NumbaWarning(
            "\nCompilation is falling back to object mode %s looplifting enabled because Function "
            "\"%s\" failed type inference due to: %s"
            % ('WITH' if looplifting else 'WITHOUT', builder.py_func.__name__, e)))
        return False


class _Untyped(Exception):
    """An input a dynamic ufunc cannot type (a list: Numba's reflected list)."""


def _type_of_value(v):
    """The Numba type name of an input of a dynamic ufunc call."""
    if isinstance(v, (list, tuple, set, dict, str)):
        raise _Untyped(type(v).__name__)
    if isinstance(v, bool):
        return 'boolean'
    if isinstance(v, int):
        return 'int64'
    if isinstance(v, float):
        return 'float64'
    if isinstance(v, complex):
        return 'complex128'
    dt = _np.asarray(v).dtype
    if dt.kind in 'US':
        raise TypeError("tpy compiles no ufunc loop for arrays of %s (%r)" % (dt.name, dt))
    return _numba_name(dt)


class _Builder:
    """The compiled pieces of one vectorized function: the scalar function
    and one loop kernel per added signature, registered with `ufunc`."""

    def __init__(self, py_func, nin, identity, options, parallel=False):
        self.py_func = py_func
        self.nin = nin
        self.parallel = parallel
        self.nopython = bool(options.get('nopython', False))
        self.objmode = False   # typing failed without nopython=True: loops call py_func
        scalar_opts = {'error_model': 'numpy'}
        for k in _SCALAR_OPTIONS:
            if k in options:
                scalar_opts[k] = options[k]
        self.scalar = _jit(nopython=True, **scalar_opts)(py_func)
        ns = {'__scalar': self.scalar}
        exec(_loop_source('__vectorized_loop', nin, 'out, ', 'out[i] = __scalar(%s)'), ns)
        self.kernel = _jit(nopython=True, error_model='numpy')(ns['__vectorized_loop'])
        if identity not in (0, 1, None, 'reorderable') or isinstance(identity, float):
            raise ValueError("Invalid identity value %r" % (identity,))
        reorderable = identity == 'reorderable'
        if reorderable:
            identity = None
        # Numba's parallel ufuncs take a loop of the inputs' own types first.
        self.ufunc = _tpy_numba.new_ufunc(py_func.__name__, nin, identity, reorderable, parallel)
        _tpy_numba.set_ufunc_scalar(self.ufunc, self.scalar, None)

    def add(self, arg_names, ret_name=None):
        """Compiles the loop for input types arg_names (Numba type names);
        the output type is ret_name, or what the function returns. Without
        nopython=True a function compiled code cannot type gets an
        object-mode loop (Numba's fallback, with its warning)."""
        if _compiled_or_fallback(self, lambda: self._add_compiled(arg_names, ret_name), True):
            return
        if ret_name is None:
            raise TypeError("return type must be specified for object mode")
        dtypes = [_dtype_of(n) for n in list(arg_names) + [ret_name]]
        _tpy_numba.add_ufunc_pyfunc(self.ufunc, self.py_func, dtypes)

    def _add_compiled(self, arg_names, ret_name):
        if ret_name is None:
            self.scalar.compile('(%s,)' % ', '.join(arg_names))
            sig = self.scalar.nopython_signatures[-1]
            ret_name = str(sig.return_type)
        else:
            self.scalar.compile('%s(%s)' % (ret_name, ', '.join(arg_names)))
        if ret_name == 'bool':
            ret_name = 'boolean'
        try:
            out_dtype = _dtype_of(ret_name)
        except TypeError:
            raise TypeError("tpy cannot make a ufunc loop returning %s" % ret_name) from None
        names = list(arg_names) + [ret_name]
        self.kernel.compile('void(%s, int64)' % ', '.join(n + '[:]' for n in names))
        dtypes = [_dtype_of(n) for n in arg_names] + [out_dtype]
        _tpy_numba.add_ufunc_kernel(self.ufunc, self.kernel, dtypes, self.parallel)


class _UFuncView:
    """What a ufunc wrapper shows of its numpy ufunc (self.ufunc): the
    attributes, and reduce/accumulate/outer of the loops compiled so far
    (as Numba's, they compile none)."""

    nin = property(lambda self: self.ufunc.nin)
    nout = property(lambda self: self.ufunc.nout)
    nargs = property(lambda self: self.ufunc.nargs)
    ntypes = property(lambda self: self.ufunc.ntypes)
    types = property(lambda self: self.ufunc.types)
    identity = property(lambda self: self.ufunc.identity)


class DUFunc(_UFuncView):
    """A dynamic ufunc: compiles a loop for each new combination of input
    types it is called with, then calls the numpy.ufunc it builds."""

    __module__ = 'numba.np.ufunc.dufunc'
    _tpy_dufunc = True   # compiled code calls it through its ufunc (jit/infer_ops.cpp freeze)

    def __init__(self, py_func, identity=None, cache=False, targetoptions={}, target='cpu'):
        self._builder = _Builder(py_func, py_func.__code__.co_argcount, identity, targetoptions,
                                 parallel=target == 'parallel')
        self._frozen = False
        _tpy_numba.set_ufunc_scalar(self._builder.ufunc, self._builder.scalar, self)
        self.__name__ = py_func.__name__
        self.__doc__ = py_func.__doc__

    @property
    def ufunc(self):
        return self._builder.ufunc

    @property
    def _dispatcher(self):
        return self._builder.scalar

    def __repr__(self):
        return "<numba._DUFunc '%s'>" % self.__name__

    def add(self, sig):
        """Compiles the loop of one signature ('float64(float64, float64)',
        a Signature, or a tuple of argument types)."""
        args, ret = _parse(sig)
        if len(args) != self._builder.nin:
            raise TypeError("signature %s has %d arguments; %s takes %d"
                            % (sig, len(args), self.__name__, self._builder.nin))
        self._builder.add(args, ret)

    def disable_compile(self):
        self._frozen = True

    def _compile_for_args(self, args):
        """Compiles the loop for the types of args (nothing when frozen)."""
        if self._frozen:
            return
        try:
            names = [_type_of_value(a) for a in args[:self._builder.nin]]
        except _Untyped as e:
            if self._builder.nopython:
                raise _errors.TypingError("non-precise type pyobject: a %s argument" % e) from None
            raise TypeError("return type must be specified for object mode") from None
        self._builder.add(names)

    def __call__(self, *args, **kws):
        uf = self._builder.ufunc
        if uf.ntypes:
            try:
                return uf(*args, **kws)
            except TypeError as e:
                if 'not supported for the input types' not in str(e) or self._frozen:
                    raise
        nin = self._builder.nin
        if len(args) < nin:
            raise TypeError("%s() takes %d positional arguments but %d were given" % (self.__name__, nin, len(args)))
        self._compile_for_args(args)
        return uf(*args, **kws)

    # reduce, accumulate and outer use the loops compiled so far (as
    # Numba's, they compile none).
    def reduce(self, array, axis=0, dtype=None, out=None, keepdims=False):
        if self._builder.nin != 2:
            raise ValueError("reduce only supported for binary functions")
        return self._builder.ufunc.reduce(array, axis, dtype, out, keepdims)

    def accumulate(self, array, axis=0, dtype=None, out=None):
        if self._builder.nin != 2:
            raise ValueError("accumulate only supported for binary functions")
        return self._builder.ufunc.accumulate(array, axis, dtype, out)

    def outer(self, a, b):
        if self._builder.nin != 2:
            raise ValueError("outer product only supported for binary functions")
        return self._builder.ufunc.outer(a, b)



def _parse(sig):
    """(argument type names, return type name or None) of a signature."""
    if isinstance(sig, str):
        sig = _sigutils.parse_signature(sig)
    if isinstance(sig, tuple):
        return [str(t) for t in sig], None
    args = [str(t) for t in sig.args]
    ret = None if sig.return_type is None else str(sig.return_type)
    return args, ret


_OPTIONS = ('identity', 'cache', 'target', 'nopython', 'forceobj', 'boundscheck',
            'fastmath', 'writable_args', 'error_model')


def _signature_list(sigs):
    """A decorator's signatures as a list (one string or Signature alone too)."""
    if isinstance(sigs, str) or _sigutils.is_signature(sigs) and not isinstance(sigs, (list, tuple)):
        sigs = [sigs]
    return list(sigs)


def _pop_options(kws, what):
    """(target, identity, cache) from @vectorize's or @guvectorize's keywords,
    checked as Numba checks them; the compile options stay in kws."""
    target = kws.pop('target', 'cpu')
    if target not in _TARGETS:
        raise ValueError("Unsupported target: %s" % target)
    for k in kws:
        if k not in _OPTIONS:
            raise KeyError("Unrecognized options: {'%s'}." % k)
    return target, kws.pop('identity', None), kws.pop('cache', False)


def vectorize(ftylist_or_function=(), **kws):
    """@vectorize, @vectorize(signatures, target=..., identity=..., ...)."""
    if callable(ftylist_or_function) and not isinstance(ftylist_or_function, (str, list, tuple)) \
            and not _sigutils.is_signature(ftylist_or_function):
        return vectorize(**kws)(ftylist_or_function)
    sigs = _signature_list(ftylist_or_function)
    target, identity, cache = _pop_options(kws, 'ufuncs')

    def wrap(func):
        if _config.DISABLE_JIT:
            return _np.vectorize(func)
        if target == 'cuda':
            if not sigs:
                raise TypeError("CUDA ufuncs need signatures: @vectorize([...], target='cuda')")
            from numba.cuda.vectorizers import CUDAUFunc
            return CUDAUFunc(func, sigs, kws)
        if target == 'parallel' and not sigs:
            raise TypeError("tpy's target='parallel' ufuncs need signatures (as Numba's)")
        dufunc = DUFunc(func, identity=identity, cache=cache, targetoptions=kws, target=target)
        if not sigs:
            return dufunc
        for sig in sigs:
            dufunc.add(sig)
        _tpy_numba.set_ufunc_scalar(dufunc.ufunc, dufunc._dispatcher, None)
        return dufunc.ufunc

    return wrap


# ---- @guvectorize -----------------------------------------------------------------


def _layout_dims(layout):
    """([core dim names] per input, [core dim names] per output) of a
    gufunc layout; the native side has checked its syntax."""
    ins, outs = layout.split('->')
    def operands(part):
        groups = [g.split(')')[0] for g in part.split('(')[1:]]
        return [[d.strip() for d in g.split(',') if d.strip()] for g in groups]
    return operands(ins), operands(outs)


def _arg_kind(t):
    """(dtype name, dimensions) of one argument type of a gufunc signature."""
    if isinstance(t, _types.Array):
        return _numba_name(_np.dtype(str(t.dtype).replace('boolean', 'bool'))), t.ndim
    name = str(t)
    return ('boolean' if name in ('bool', 'boolean') else name), 0


def _njit_always(func, **options):
    """@njit that NUMBA_DISABLE_JIT leaves on: Numba compiles gufuncs regardless."""
    boundscheck = options.pop('boundscheck', None)
    native = _decorators._native_options(dict(options, nopython=True), {}, False, boundscheck)
    return _tpy_numba.Dispatcher(func, native)


class _GuBuilder:
    """The compiled loops of one generalized ufunc, registered with `ufunc`."""

    def __init__(self, py_func, layout, options, parallel):
        self.py_func = py_func
        self.layout = layout
        self.ufunc = _tpy_numba.new_gufunc(py_func.__name__, layout)
        ins, outs = _layout_dims(layout)
        defined = set(d for op in ins for d in op)
        undefined = [d for op in outs for d in op if d not in defined]
        if undefined:
            raise NameError("undefined output symbols: %s" % ','.join(undefined))
        self.ncore = [len(op) for op in ins + outs]
        self.nin = len(ins)
        self.parallel = parallel
        self.nopython = bool(options.get('nopython', False))
        self.objmode = False   # typing failed without nopython=True: loops call py_func
        # Inlined into the loop, loops and all: a call per element costs
        # as much as a short core loop.
        kernel_opts = {'error_model': 'numpy', 'inline': 'always'}
        for k in _SCALAR_OPTIONS:
            if k in options:
                kernel_opts[k] = options[k]
        self.func = _njit_always(py_func, **kernel_opts)
        # Two loops per signature: over cores of layout 'A', and over
        # C-contiguous cores (what most calls pass: unit-stride access).
        self.kernels = []
        for _ in range(2):
            ns = {'__kernel': self.func}
            exec(_loop_source('__gufunc_loop', len(self.ncore), '', '__kernel(%s)'), ns)
            self.kernels.append(_njit_always(ns['__gufunc_loop'], error_model='numpy'))
        self.keys = set()

    def add(self, kinds):
        """Compiles the loop for argument kinds [(dtype name, dimensions)],
        one per operand, outputs last."""
        if len(kinds) != len(self.ncore):
            raise TypeError("signature has %d arguments; the layout '%s' has %d operands"
                            % (len(kinds), self.layout, len(self.ncore)))
        key = tuple(kinds)
        if key in self.keys:
            return
        for k, ((_, nd), nc) in enumerate(zip(kinds, self.ncore)):
            if nd < nc or k >= self.nin and nd == 0:
                raise TypeError("argument %d of %s has %d dimensions; its layout in '%s' needs %d"
                                % (k, self.py_func.__name__, nd, self.layout, max(nc, 1)))
        dtypes = [_dtype_of(name) for name, _ in kinds]
        dims = [nd + 1 for _, nd in kinds]
        if not _compiled_or_fallback(self, lambda: self._add_compiled(kinds, dtypes, dims), False):
            _tpy_numba.add_gufunc_pyfunc(self.ufunc, self.py_func, dtypes, dims)
        self.keys.add(key)

    def _add_compiled(self, kinds, dtypes, dims):
        arrays = ['%s[%s]' % (name, ', '.join([':'] * (nd + 1))) for name, nd in kinds]
        self.kernels[0].compile('void(%s, int64)' % ', '.join(arrays))
        c_kernel = None
        if any(nd for _, nd in kinds):
            c_arrays = ['%s[%s]' % (name, ', '.join([':'] * nd + ['::1'])) for name, nd in kinds]
            c_arrays = [c if nd else a for c, a, (_, nd) in zip(c_arrays, arrays, kinds)]
            self.kernels[1].compile('void(%s, int64)' % ', '.join(c_arrays))
            c_kernel = self.kernels[1]
        _tpy_numba.add_gufunc_kernel(self.ufunc, self.kernels[0], c_kernel, dtypes, dims, self.parallel)


def _sig_kinds(sig):
    """The argument kinds of a gufunc signature ('void(float64[:], float64[:])',
    '(float64[:], float64)', a Signature or a tuple of types)."""
    if isinstance(sig, str):
        sig = _sigutils.parse_signature(sig)
    args = sig if isinstance(sig, tuple) else sig.args
    return [_arg_kind(t) for t in args]


def _value_kind(v, ncore, output):
    """The argument kind a dynamic gufunc gives a call's argument."""
    try:
        name = _type_of_value(v)
    except _Untyped as e:
        raise _errors.TypingError("non-precise type pyobject: a %s argument" % e) from None
    return name, max(ncore, 1 if output else 0)


class GUFunc(_UFuncView):
    """A generalized ufunc compiled by @guvectorize: calls go to its numpy
    gufunc; a dynamic one (no signatures) compiles a loop for each new
    combination of argument types, outputs included (they must be passed)."""

    __module__ = 'numba.np.ufunc.gufunc'

    def __init__(self, py_func, signature, identity=None, cache=False, is_dynamic=False,
                 targetoptions={}, writable_args=()):
        self._builder = _GuBuilder(py_func, signature, targetoptions, parallel=False)
        self.ufunc = self._builder.ufunc
        self._is_dynamic = is_dynamic
        self._frozen = False
        self.__name__ = py_func.__name__
        self.__doc__ = py_func.__doc__

    def __repr__(self):
        return "<numba._GUFunc '%s'>" % self.__name__

    @property
    def is_dynamic(self):
        return self._is_dynamic

    def add(self, sig):
        self._builder.add(_sig_kinds(sig))

    def disable_compile(self):
        self._frozen = True

    def __call__(self, *args, **kws):
        if not self._is_dynamic or self._frozen:
            return self.ufunc(*args, **kws)
        b = self._builder
        if len(args) < len(b.ncore):
            raise TypeError("Too few arguments for function '%s'. Note that the pattern "
                            "`out = gufunc(Arg1, Arg2, ..., ArgN)` is not allowed. Use "
                            "`gufunc(Arg1, Arg2, ..., ArgN, out) instead." % self.__name__)
        # Inputs that cast safely to a loop compiled before use it.
        if self.ufunc.ntypes:
            try:
                return self.ufunc(*args, **kws)
            except TypeError as e:
                if 'not supported for the input types' not in str(e):
                    raise
        b.add([_value_kind(v, nc, k >= b.nin) for k, (v, nc) in enumerate(zip(args, b.ncore))])
        return self.ufunc(*args, **kws)

    def reduce(self, *args, **kws):
        return self.ufunc.reduce(*args, **kws)

    def accumulate(self, *args, **kws):
        return self.ufunc.accumulate(*args, **kws)

    def outer(self, *args, **kws):
        return self.ufunc.outer(*args, **kws)

    signature = property(lambda self: self.ufunc.signature)


def guvectorize(*args, **kws):
    """@guvectorize(signatures, layout, target=..., ...), or
    @guvectorize(layout) for a dynamic gufunc."""
    if len(args) == 1:
        ftylist, layout, dynamic = [], args[0], True
    elif len(args) == 2:
        ftylist, layout, dynamic = args[0], args[1], False
    else:
        raise TypeError("guvectorize() takes one or two positional arguments")
    if not isinstance(layout, str):
        raise TypeError("guvectorize: the layout must be a string such as '(n),()->(n)'")
    ftylist = _signature_list(ftylist)
    target, identity, cache = _pop_options(kws, 'gufuncs')
    writable_args = kws.pop('writable_args', ())

    def wrap(func):
        if target == 'cuda':
            if dynamic:
                raise TypeError("CUDA gufuncs need signatures: @guvectorize([...], layout, target='cuda')")
            from numba.cuda.gufunc import CUDAGUFunc
            return CUDAGUFunc(func, ftylist, layout, kws)
        if target == 'parallel':
            if dynamic:
                raise TypeError("tpy's target='parallel' gufuncs need signatures (as Numba's)")
            b = _GuBuilder(func, layout, kws, parallel=True)
            for sig in ftylist:
                b.add(_sig_kinds(sig))
            return b.ufunc
        g = GUFunc(func, layout, identity=identity, cache=cache, is_dynamic=dynamic,
                   targetoptions=kws, writable_args=writable_args)
        for sig in ftylist:
            g.add(sig)
        return g

    return wrap
