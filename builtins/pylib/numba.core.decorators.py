"""numba.core.decorators — @jit and @njit (tpy's Numba API).

The decorators read their arguments as Numba 0.56 does (a function, a
signature, a list of signatures, keyword options), check the options, and
hand the function to tpy's compiler: _tpy_numba.Dispatcher(py_func, options)
with every option below filled in, then dispatcher.compile(Signature) for
each signature given and dispatcher.disable_compile() (calls then convert
their arguments to those signatures). With NUMBA_DISABLE_JIT=1 they return
the function.
Unlike Numba, bad options raise here rather than at the first compile.
"""

from numba.core import config as _config
from numba.core import sigutils as _sigutils
import sys as _sys

__all__ = ['jit', 'njit']

# The options Numba's CPU target accepts (named in its error message); tpy's
# compiler is given the ones in _DEFAULTS and ignores the debugging rest.
_KNOWN_OPTIONS = ['_dbg_extend_lifetimes', '_dbg_optnone', '_nrt', 'boundscheck', 'debug',
                  'error_model', 'fastmath', 'forceinline', 'forceobj', 'inline',
                  'looplift', 'no_cfunc_wrapper', 'no_cpython_wrapper', 'no_rewrites',
                  'nogil', 'nopython', 'parallel', 'target_backend']

_DEFAULTS = {'nopython': False, 'forceobj': False, 'fastmath': False, 'parallel': False,
             'cache': False, 'boundscheck': None, 'error_model': 'python', 'nogil': False,
             'inline': 'never', 'locals': {}}

_FASTMATH_FLAGS = frozenset(['fast', 'nnan', 'ninf', 'nsz', 'arcp', 'contract', 'afn',
                             'reassoc'])

_PARALLEL_OPTIONS = frozenset(['comprehension', 'reduction', 'inplace_binop', 'setitem',
                               'numpy', 'stencil', 'fusion', 'prange'])


def _warn(msg):
    _sys.stderr.write("RuntimeWarning: %s\n" % msg)


def _check_fastmath(value):
    if isinstance(value, bool):
        return value
    if isinstance(value, dict):
        flags = set(value)
        enabled = set(k for k, v in value.items() if v)
    elif isinstance(value, set):
        flags = enabled = value
    else:
        raise ValueError("Expected fastmath option(s) to be either a bool, dict or set")
    unknown = flags - _FASTMATH_FLAGS
    if unknown:
        raise ValueError("Unrecognized fastmath flags: %s" % (unknown,))
    return set(enabled)


def _check_parallel(value):
    if isinstance(value, bool):
        return value
    if isinstance(value, dict):
        unknown = [k for k in value if k not in _PARALLEL_OPTIONS]
        if unknown:
            raise NameError("Unrecognized parallel options: %s" % (dict.fromkeys(unknown).keys(),))
        return True
    raise ValueError("Expect parallel option to be either a bool or a dict")


def _native_options(options, locals, cache, boundscheck):
    """The options dict tpy's compiler takes; raises Numba's errors for bad ones."""
    unknown = set(options) - set(_KNOWN_OPTIONS)
    if unknown:
        raise KeyError("Unrecognized options: %s. Known options are %s"
                       % (unknown, dict.fromkeys(_KNOWN_OPTIONS).keys()))
    out = dict(_DEFAULTS)
    for name in _DEFAULTS:
        if name in options:
            out[name] = options[name]
    out['fastmath'] = _check_fastmath(out['fastmath'])
    out['parallel'] = _check_parallel(out['parallel'])
    if out['error_model'] not in ('python', 'numpy'):
        raise KeyError(str(out['error_model']))
    inline = out['inline']
    if not (inline in ('always', 'never') or callable(inline)):
        raise ValueError("kwarg 'inline' must be one of the strings 'always' or 'never', or "
                         "it can be a callable that returns True/False. Found value %s" % (inline,))
    out['nopython'] = bool(out['nopython'])
    out['forceobj'] = bool(out['forceobj'])
    out['nogil'] = bool(out['nogil'])
    out['cache'] = bool(cache)
    out['boundscheck'] = boundscheck
    out['locals'] = dict(locals)
    return out


def _is_python_function(obj):
    return type(obj).__name__ == 'function'


def jit(signature_or_function=None, locals={}, cache=False, pipeline_class=None,
        boundscheck=None, **options):
    """Compiles a function: @jit, @jit(sig or [sigs], **options), jit(f)."""
    options.pop('_target', None)
    if options.get('nopython', False) and options.get('forceobj', False):
        raise ValueError("Only one of 'nopython' or 'forceobj' can be True.")
    if signature_or_function is None:
        pyfunc, sigs = None, None
    elif isinstance(signature_or_function, list):
        pyfunc, sigs = None, signature_or_function
    elif _sigutils.is_signature(signature_or_function):
        pyfunc, sigs = None, [signature_or_function]
    else:
        pyfunc, sigs = signature_or_function, None

    def wrapper(func):
        if not _is_python_function(func):
            raise TypeError("The decorated object is not a function (got type %s)." % (type(func),))
        if _config.DISABLE_JIT:
            return func
        native = _native_options(options, locals, cache, boundscheck)
        import _tpy_numba
        dispatcher = _tpy_numba.Dispatcher(func, native)
        for sig in sigs or ():
            dispatcher.compile(_sigutils.parse_signature(sig))
        if sigs:
            dispatcher.disable_compile()
        return dispatcher

    if pyfunc is not None:
        return wrapper(pyfunc)
    return wrapper


def njit(*args, **kws):
    """jit(..., nopython=True): compiled code only, never the object-mode fallback."""
    if 'nopython' in kws:
        _warn('nopython is set for njit and is ignored')
    if 'forceobj' in kws:
        _warn('forceobj is set for njit and is ignored')
        del kws['forceobj']
    kws['nopython'] = True
    return jit(*args, **kws)
