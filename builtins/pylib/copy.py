"""copy — shallow and deep copy operations (tpy's Python-source subset).

copy() and deepcopy() for built-in containers and user instances
(__copy__/__deepcopy__, else __dict__ and __slots__ state). No copyreg.
NumPy's scalars and dtypes are immutable: both copies return them.
"""

import sys


class Error(Exception):
    pass


error = Error

_ATOMIC = frozenset([type(None), int, float, bool, complex, str, bytes, type,
                     range, type(Ellipsis), type(NotImplemented),
                     type(len), type(lambda: 0), type(property())])


def copy(x):
    cls = type(x)
    if cls in _ATOMIC or cls is tuple or cls is frozenset:
        return x
    if cls is list or cls is dict or cls is set:
        return x.copy()
    if issubclass(cls, type):
        return x
    copier = getattr(cls, '__copy__', None)
    if copier is not None:
        return copier(x)
    if _numpy_immutable(x):
        return x
    return _reconstruct(x, None)


def _numpy_immutable(x):
    # Without numpy imported, x cannot be one of its objects.
    np = sys.modules.get('numpy')
    return np is not None and isinstance(x, (np.generic, np.dtype))


def _new_like(x):
    cls = type(x)
    getnewargs = getattr(cls, '__getnewargs__', None)
    if getnewargs is not None:
        return cls.__new__(cls, *getnewargs(x))
    if isinstance(x, (list, dict, set)):
        return cls()
    return object.__new__(cls)


def _get_state(x):
    state = getattr(x, '__dict__', None)
    slots = {}
    for klass in type(x).__mro__:
        names = klass.__dict__.get('__slots__', ())
        if isinstance(names, str):
            names = (names,)
        for name in names:
            if name in ('__dict__', '__weakref__'):
                continue
            try:
                slots[name] = getattr(x, name)
            except AttributeError:
                pass
    return state, slots


def _reconstruct(x, memo):
    deep = memo is not None
    y = _new_like(x)
    if deep:
        memo[id(x)] = y
    getstate = getattr(type(x), '__getstate__', None)
    setstate = getattr(y, '__setstate__', None)
    if getstate is not None and setstate is not None:
        state = getstate(x)
        if deep:
            state = deepcopy(state, memo)
        setstate(state)
    else:
        state, slots = _get_state(x)
        if state:
            if deep:
                state = deepcopy(state, memo)
            y.__dict__.update(state)
        for name, value in slots.items():
            if deep:
                value = deepcopy(value, memo)
            setattr(y, name, value)
    if isinstance(x, list):
        y.extend(deepcopy(v, memo) for v in x) if deep else y.extend(x)
    elif isinstance(x, dict):
        for k, v in x.items():
            if deep:
                k = deepcopy(k, memo)
                v = deepcopy(v, memo)
            y[k] = v
    elif isinstance(x, set):
        for v in x:
            y.add(deepcopy(v, memo) if deep else v)
    return y


def deepcopy(x, memo=None, _nil=[]):
    if memo is None:
        memo = {}
    d = id(x)
    y = memo.get(d, _nil)
    if y is not _nil:
        return y
    cls = type(x)
    if cls in _ATOMIC or issubclass(cls, type):
        return x
    if cls is list:
        y = []
        memo[d] = y
        append = y.append
        for a in x:
            append(deepcopy(a, memo))
    elif cls is dict:
        y = {}
        memo[d] = y
        for key, value in x.items():
            y[deepcopy(key, memo)] = deepcopy(value, memo)
    elif cls is tuple:
        y = [deepcopy(a, memo) for a in x]
        # A tuple may already have been copied while copying its items.
        if d in memo:
            return memo[d]
        for k, j in zip(x, y):
            if k is not j:
                y = tuple(y)
                break
        else:
            y = x
    elif cls is set:
        y = set()
        memo[d] = y
        for a in x:
            y.add(deepcopy(a, memo))
    elif cls is frozenset:
        y = frozenset(deepcopy(a, memo) for a in x)
    else:
        copier = getattr(x, '__deepcopy__', None)
        if copier is not None:
            y = copier(memo)
        elif _numpy_immutable(x):
            return x
        else:
            y = _reconstruct(x, memo)
    if y is not x:
        memo[d] = y
        _keep_alive(x, memo)
    return y


def _keep_alive(x, memo):
    # Ids in memo must stay unique while the copy runs: keep the originals alive.
    try:
        memo[id(memo)].append(x)
    except KeyError:
        memo[id(memo)] = [x]
