"""itertools — iterator building blocks (tpy's Python-source subset).

Every function returns a lazy iterator: generators, except count and
repeat, which are classes so that they have CPython's repr.
"""


class count:
    """count(start=0, step=1) --> start, start+step, start+2*step, ..."""

    __slots__ = ('_n', '_step')

    def __init__(self, start=0, step=1):
        if not isinstance(start, (int, float, complex)) or not isinstance(step, (int, float, complex)):
            raise TypeError('a number is required')
        self._n = start
        self._step = step

    def __iter__(self):
        return self

    def __next__(self):
        n = self._n
        self._n = n + self._step
        return n

    def __repr__(self):
        if self._step == 1 and type(self._step) is int:
            return 'count(%r)' % (self._n,)
        return 'count(%r, %r)' % (self._n, self._step)


class repeat:
    """repeat(object [,times]) --> object, object, ... (times times or forever)"""

    __slots__ = ('_obj', '_left')

    def __init__(self, object, times=None):
        self._obj = object
        if times is not None and times < 0:
            times = 0
        self._left = times

    def __iter__(self):
        return self

    def __next__(self):
        left = self._left
        if left is None:
            return self._obj
        if left <= 0:
            raise StopIteration
        self._left = left - 1
        return self._obj

    def __length_hint__(self):
        if self._left is None:
            raise TypeError("len() of unsized object")
        return self._left

    def __repr__(self):
        if self._left is None:
            return 'repeat(%r)' % (self._obj,)
        return 'repeat(%r, %d)' % (self._obj, self._left)


def cycle(iterable):
    saved = []
    for element in iterable:
        yield element
        saved.append(element)
    if not saved:
        return
    while True:
        yield from saved


def _add(a, b):
    return a + b


def accumulate(iterable, func=None, *, initial=None):
    it = iter(iterable)
    total = initial
    if initial is None:
        try:
            total = next(it)
        except StopIteration:
            return
    yield total
    if func is None:
        for element in it:
            total = total + element
            yield total
    else:
        for element in it:
            total = func(total, element)
            yield total


def chain(*iterables):
    for it in iterables:
        yield from it


def _chain_from_iterable(iterables):
    for it in iterables:
        yield from it


chain.from_iterable = _chain_from_iterable


def compress(data, selectors):
    for d, s in zip(data, selectors):
        if s:
            yield d


def dropwhile(predicate, iterable):
    it = iter(iterable)
    for x in it:
        if not predicate(x):
            yield x
            break
    yield from it


def takewhile(predicate, iterable):
    for x in iterable:
        if predicate(x):
            yield x
        else:
            break


def filterfalse(predicate, iterable):
    if predicate is None:
        predicate = bool
    for x in iterable:
        if not predicate(x):
            yield x


class groupby:
    """groupby(iterable, key=None) --> (key, group iterator) pairs for
    runs of consecutive elements with equal keys."""

    def __init__(self, iterable, key=None):
        self._keyfunc = key
        self._it = iter(iterable)
        self._tgtkey = self._currkey = self._currvalue = _MARKER
        self._id = None

    def __iter__(self):
        return self

    def __next__(self):
        self._id = object()
        while self._currkey is not _MARKER and self._currkey == self._tgtkey:
            self._step()
            if self._currkey is _MARKER:
                raise StopIteration
        if self._currkey is _MARKER:
            self._step()
            if self._currkey is _MARKER:
                raise StopIteration
        self._tgtkey = self._currkey
        return (self._currkey, self._grouper(self._tgtkey, self._id))

    def _step(self):
        try:
            value = next(self._it)
        except StopIteration:
            self._currkey = _MARKER
            return
        self._currvalue = value
        self._currkey = value if self._keyfunc is None else self._keyfunc(value)

    def _grouper(self, tgtkey, id):
        while self._id is id and self._currkey == tgtkey:
            yield self._currvalue
            self._step()
            if self._currkey is _MARKER:
                return


_MARKER = object()


_ISLICE_MSG = ' argument for islice() must be None or an integer: 0 <= x <= sys.maxsize.'


def _islice_index(v, what):
    if v is None:
        return None
    try:
        v = v.__index__()
    except AttributeError:
        v = -1
    if v < 0:
        raise ValueError(what + _ISLICE_MSG if what == 'Stop' else
                         'Indices for islice() must be None or an integer: 0 <= x <= sys.maxsize.')
    return v


def islice(iterable, *args):
    """islice(iterable, stop) or islice(iterable, start, stop[, step])."""
    nargs = len(args)
    if nargs == 1:
        start, stop, step = None, args[0], None
    elif 2 <= nargs <= 3:
        start, stop = args[0], args[1]
        step = args[2] if nargs == 3 else None
    else:
        raise TypeError('islice expected at most 4 arguments, got %d' % (nargs + 1))
    stop = _islice_index(stop, 'Stop')
    start = _islice_index(start, 'Start') or 0
    if step is None:
        step = 1
    else:
        try:
            step = step.__index__()
        except AttributeError:
            step = 0
        if step <= 0:
            raise ValueError('Step for islice() must be a positive integer or None.')
    return _islice(iter(iterable), start, stop, step)


def _islice(it, start, stop, step):
    i = 0
    nexti = start
    if stop is not None and stop <= start:
        # Consume what CPython would: the prefix up to stop.
        for _ in zip(range(stop), it):
            pass
        return
    for element in it:
        if i == nexti:
            yield element
            nexti += step
            if stop is not None and nexti >= stop:
                return
        i += 1
        if stop is not None and i >= stop:
            return


def starmap(function, iterable):
    for args in iterable:
        yield function(*args)


def tee(iterable, n=2):
    if n < 0:
        raise ValueError('n must be >= 0')
    it = iter(iterable)
    buffers = [[] for _ in range(n)]

    def gen(mybuf):
        while True:
            if not mybuf:
                try:
                    value = next(it)
                except StopIteration:
                    return
                for b in buffers:
                    b.append(value)
            yield mybuf.pop(0)
    return tuple(gen(b) for b in buffers)


def zip_longest(*iterables, fillvalue=None):
    iterators = [iter(it) for it in iterables]
    num_active = len(iterators)
    if not num_active:
        return
    while True:
        values = []
        for i, it in enumerate(iterators):
            try:
                value = next(it)
            except StopIteration:
                num_active -= 1
                if not num_active:
                    return
                iterators[i] = repeat(fillvalue)
                value = fillvalue
            values.append(value)
        yield tuple(values)


def product(*iterables, repeat=1):
    if repeat < 0:
        raise ValueError('repeat argument cannot be negative')
    return _product([tuple(pool) for pool in iterables] * repeat)


def _product(pools):
    result = [()]
    for pool in pools:
        result = [x + (y,) for x in result for y in pool]
    for prod in result:
        yield prod


def permutations(iterable, r=None):
    pool = tuple(iterable)
    n = len(pool)
    r = n if r is None else r
    if r < 0:
        raise ValueError('r must be non-negative')
    return _permutations(pool, n, r)


def _permutations(pool, n, r):
    if r > n:
        return
    indices = list(range(n))
    cycles = list(range(n, n - r, -1))
    yield tuple(pool[i] for i in indices[:r])
    while n:
        for i in reversed(range(r)):
            cycles[i] -= 1
            if cycles[i] == 0:
                indices[i:] = indices[i + 1:] + indices[i:i + 1]
                cycles[i] = n - i
            else:
                j = cycles[i]
                indices[i], indices[-j] = indices[-j], indices[i]
                yield tuple(pool[i] for i in indices[:r])
                break
        else:
            return


def combinations(iterable, r):
    pool = tuple(iterable)
    if r < 0:
        raise ValueError('r must be non-negative')
    return _combinations(pool, len(pool), r)


def _combinations(pool, n, r):
    if r > n:
        return
    indices = list(range(r))
    yield tuple(pool[i] for i in indices)
    while True:
        for i in reversed(range(r)):
            if indices[i] != i + n - r:
                break
        else:
            return
        indices[i] += 1
        for j in range(i + 1, r):
            indices[j] = indices[j - 1] + 1
        yield tuple(pool[i] for i in indices)


def combinations_with_replacement(iterable, r):
    pool = tuple(iterable)
    if r < 0:
        raise ValueError('r must be non-negative')
    return _combinations_with_replacement(pool, len(pool), r)


def _combinations_with_replacement(pool, n, r):
    if not n and r:
        return
    indices = [0] * r
    yield tuple(pool[i] for i in indices)
    while True:
        for i in reversed(range(r)):
            if indices[i] != n - 1:
                break
        else:
            return
        indices[i:] = [indices[i] + 1] * (r - i)
        yield tuple(pool[i] for i in indices)


def pairwise(iterable):
    it = iter(iterable)
    try:
        a = next(it)
    except StopIteration:
        return
    for b in it:
        yield a, b
        a = b
