# _sitebuiltins — `exit` and `quit` as an interactive session shows them:
# their repr says how to leave, calling one raises SystemExit. The REPL
# (vm/repl.cpp) puts them in builtins; scripts keep the plain functions.
# Also help(), aiter() and anext(), which the built-ins of those names
# (builtins/builtin_funcs.cpp) call on first use.


class Quitter(object):
    def __init__(self, name, eof):
        self.name = name
        self.eof = eof

    def __repr__(self):
        return 'Use %s() or %s to exit' % (self.name, self.eof)

    def __call__(self, code=None):
        raise SystemExit(code)


# ---- help(): a plain-text summary in pydoc's layout (the built-in `help`
# calls help() below; the REPL binds `help` to a _Helper, whose repr says
# how to use it).

def _cleandoc(doc):
    lines = doc.expandtabs().split('\n')
    margin = None
    for line in lines[1:]:
        content = len(line.lstrip())
        if content:
            indent = len(line) - content
            margin = indent if margin is None else min(margin, indent)
    lines[0] = lines[0].lstrip()
    if margin is not None:
        for i in range(1, len(lines)):
            lines[i] = lines[i][margin:]
    while lines and not lines[-1]:
        lines.pop()
    while lines and not lines[0]:
        lines.pop(0)
    return '\n'.join(lines)


def _indent(text, prefix='    '):
    return '\n'.join(prefix + line for line in text.split('\n'))


def _annotation(a):
    if isinstance(a, type):
        if a.__module__ == 'builtins':
            return a.__qualname__
        return a.__module__ + '.' + a.__qualname__
    return repr(a)


def _signature(f, skip_first=False):
    code = f.__code__
    names = code.co_varnames
    npos = code.co_argcount
    nposonly = code.co_posonlyargcount
    nkw = code.co_kwonlyargcount
    flags = code.co_flags
    defaults = f.__defaults__ or ()
    kwdefaults = f.__kwdefaults__ or {}
    ann = getattr(f, '__annotations__', None) or {}

    def param(name, prefix=''):
        p = prefix + name
        if name in ann:
            p += ': ' + _annotation(ann[name])
        return p

    def with_default(p, value):
        return p + (' = ' if ': ' in p else '=') + repr(value)

    parts = []
    first_default = npos - len(defaults)
    for i in range(npos):
        p = param(names[i])
        if i >= first_default:
            p = with_default(p, defaults[i - first_default])
        parts.append(p)
        if nposonly and i == nposonly - 1:
            parts.append('/')
    idx = npos + nkw
    if flags & 4:
        parts.append(param(names[idx], '*'))
        idx += 1
    elif nkw:
        parts.append('*')
    for j in range(npos, npos + nkw):
        p = param(names[j])
        if names[j] in kwdefaults:
            p = with_default(p, kwdefaults[names[j]])
        parts.append(p)
    if flags & 8:
        parts.append(param(names[idx], '**'))
    if skip_first and parts and parts[0] != '/':
        parts.pop(0)
        if parts and parts[0] == '/':
            parts.pop(0)
    text = '(' + ', '.join(parts) + ')'
    if 'return' in ann:
        text += ' -> ' + _annotation(ann['return'])
    return text


def _is_function(obj):
    return hasattr(obj, '__code__') and hasattr(obj, '__defaults__')


def _doc_block(obj):
    doc = getattr(obj, '__doc__', None)
    if not isinstance(doc, str) or not doc:
        return ''
    return '\n' + _indent(_cleandoc(doc))


def _function_text(f, name=None):
    name = name or f.__name__
    if f.__name__ == '<lambda>':
        return name + ' lambda ' + _signature(f)[1:-1] + _doc_block(f)
    return name + _signature(f) + _doc_block(f)


def _class_text(cls):
    bases = ', '.join(b.__qualname__ if b.__module__ == 'builtins' and b is not object
                      else b.__module__ + '.' + b.__qualname__ for b in cls.__bases__)
    lines = ['class %s(%s)' % (cls.__name__, bases)]
    body = []
    init = cls.__dict__.get('__init__')
    if _is_function(init):
        body.append(cls.__name__ + _signature(init, True))
        body.append('')
    doc = cls.__dict__.get('__doc__')
    if isinstance(doc, str) and doc:
        body.extend(_cleandoc(doc).split('\n'))
        body.append('')
    methods = [(k, v) for k, v in cls.__dict__.items() if _is_function(v)]
    if methods:
        body.append('Methods defined here:')
        body.append('')
        for k, v in sorted(methods):
            body.extend(_function_text(v, k).split('\n'))
            body.append('')
    while body and body[-1] == '':
        body.pop()
    for line in body:
        lines.append((' |  ' + line) if line else ' |  ')
    return '\n'.join(lines)


def _module_text(mod):
    lines = ['NAME', '    ' + mod.__name__, '']
    doc = getattr(mod, '__doc__', None)
    if isinstance(doc, str) and doc:
        lines += ['DESCRIPTION', _indent(_cleandoc(doc)), '']
    names = [n for n in dir(mod) if not n.startswith('_')]
    funcs = [n for n in names if callable(getattr(mod, n)) and not isinstance(getattr(mod, n), type)]
    classes = [n for n in names if isinstance(getattr(mod, n), type)]
    if classes:
        lines += ['CLASSES', _indent('\n'.join(classes)), '']
    if funcs:
        lines += ['FUNCTIONS', _indent('\n'.join(funcs)), '']
    f = getattr(mod, '__file__', None)
    if isinstance(f, str):
        lines += ['FILE', '    ' + f, '']
    return '\n'.join(lines)


def help_text(obj):
    """What help(obj) prints."""
    if isinstance(obj, str):
        import sys
        import builtins
        if obj in sys.modules:
            obj = sys.modules[obj]
        elif hasattr(builtins, obj):
            obj = getattr(builtins, obj)
        else:
            return ("No Python documentation found for %r.\n"
                    "Use help() to get the interactive help utility.\n"
                    "Use help(str) for help on the str class.\n" % obj)
    module = getattr(obj, '__module__', None)
    where = ' in module ' + module if isinstance(module, str) else ''
    if type(obj).__name__ == 'module':
        return 'Help on module %s:\n\n%s' % (obj.__name__, _module_text(obj))
    if isinstance(obj, type):
        return 'Help on class %s%s:\n\n%s\n' % (obj.__name__, where, _class_text(obj))
    if _is_function(obj):
        return 'Help on function %s%s:\n\n%s\n' % (obj.__name__, where, _function_text(obj))
    func = getattr(obj, '__func__', None)
    owner = getattr(obj, '__self__', None)
    if _is_function(func) and owner is not None:
        cls = type(owner)
        text = '%s%s method of %s.%s instance' % (func.__name__, _signature(func, True), cls.__module__,
                                                  cls.__qualname__)
        return 'Help on method %s%s:\n\n%s%s\n' % (func.__name__, where, text, _doc_block(func))
    if callable(obj) and hasattr(obj, '__name__'):
        return 'Help on built-in function %s%s:\n\n%s(...)%s\n' % (obj.__name__, where, obj.__name__,
                                                                 _doc_block(obj))
    cls = type(obj)
    return 'Help on %s object:\n\n%s\n' % (cls.__name__, _class_text(cls))


def help(*args, **kwds):
    if not args and not kwds:
        print("Welcome to tpy's help utility: call help(object) for help about object.")
        return None
    if kwds or len(args) != 1:
        raise TypeError('help() takes at most 1 argument')
    print(help_text(args[0]))


class _Helper(object):
    def __repr__(self):
        return ("Type help() for interactive help, "
                "or help(object) for help about object.")

    def __call__(self, *args, **kwds):
        return help(*args, **kwds)


# ---- aiter() and anext(): the async iteration protocol by hand (the
# objects' __aiter__/__anext__/__await__).

def aiter(obj):
    t = type(obj)
    fn = getattr(t, '__aiter__', None)
    if fn is None:
        raise TypeError("'%s' object is not an async iterable" % t.__name__)
    it = fn(obj)
    if getattr(type(it), '__anext__', None) is None:
        raise TypeError("aiter() returned not an async iterator of type '%s'" % type(it).__name__)
    return it


class _AnextAwaitable(object):
    def __init__(self, awaitable, default):
        self._awaitable = awaitable
        self._default = default

    def __await__(self):
        aw = self._awaitable
        get = getattr(type(aw), '__await__', None)
        if get is None:
            raise TypeError("object %s can't be used in 'await' expression" % type(aw).__name__)
        try:
            result = yield from get(aw)
        except StopAsyncIteration:
            return self._default
        return result


_MISSING = object()


def anext(iterator, default=_MISSING):
    fn = getattr(type(iterator), '__anext__', None)
    if fn is None:
        raise TypeError("'%s' object is not an async iterator" % type(iterator).__name__)
    awaitable = fn(iterator)
    if default is _MISSING:
        return awaitable
    return _AnextAwaitable(awaitable, default)
