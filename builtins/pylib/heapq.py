"""heapq — min-heap operations on lists (tpy's Python-source subset)."""

__all__ = ['heappush', 'heappop', 'heapify', 'heapreplace', 'merge',
           'nlargest', 'nsmallest', 'heappushpop']


def heappush(heap, item):
    heap.append(item)
    _siftdown(heap, 0, len(heap) - 1)


def heappop(heap):
    if not heap:
        raise IndexError('index out of range')
    lastelt = heap.pop()
    if heap:
        returnitem = heap[0]
        heap[0] = lastelt
        _siftup(heap, 0)
        return returnitem
    return lastelt


def heapreplace(heap, item):
    if not heap:
        raise IndexError('index out of range')
    returnitem = heap[0]
    heap[0] = item
    _siftup(heap, 0)
    return returnitem


def heappushpop(heap, item):
    if heap and heap[0] < item:
        item, heap[0] = heap[0], item
        _siftup(heap, 0)
    return item


def heapify(x):
    n = len(x)
    for i in reversed(range(n // 2)):
        _siftup(x, i)


def _siftdown(heap, startpos, pos):
    newitem = heap[pos]
    while pos > startpos:
        parentpos = (pos - 1) >> 1
        parent = heap[parentpos]
        if newitem < parent:
            heap[pos] = parent
            pos = parentpos
            continue
        break
    heap[pos] = newitem


def _siftup(heap, pos):
    # Sink to a leaf along the smaller children, then sift back up: fewer
    # comparisons than stopping early (the same strategy as CPython).
    endpos = len(heap)
    startpos = pos
    newitem = heap[pos]
    childpos = 2 * pos + 1
    while childpos < endpos:
        rightpos = childpos + 1
        if rightpos < endpos and not heap[childpos] < heap[rightpos]:
            childpos = rightpos
        heap[pos] = heap[childpos]
        pos = childpos
        childpos = 2 * pos + 1
    heap[pos] = newitem
    _siftdown(heap, startpos, pos)


def merge(*iterables, key=None, reverse=False):
    entries = []
    sign = -1 if reverse else 1
    for order, it in enumerate(map(iter, iterables)):
        for value in it:
            entries.append(((key(value) if key is not None else value), order * sign, value, it))
            break
    if reverse:
        # Max-heap through negated order numbers and reversed comparisons.
        entries = [_Rev(e) for e in entries]
    heapify(entries)
    while entries:
        top = entries[0]
        e = top.e if reverse else top
        k, order, value, it = e
        yield value
        for nxt in it:
            ne = ((key(nxt) if key is not None else nxt), order, nxt, it)
            heapreplace(entries, _Rev(ne) if reverse else ne)
            break
        else:
            heappop(entries)


class _Rev:
    __slots__ = ('e',)

    def __init__(self, e):
        self.e = e

    def __lt__(self, other):
        a, b = self.e, other.e
        if a[0] == b[0]:
            return a[1] > b[1]
        return b[0] < a[0]


def nsmallest(n, iterable, key=None):
    if n <= 0:
        return []
    if key is None:
        return sorted(iterable)[:n]
    return sorted(iterable, key=key)[:n]


def nlargest(n, iterable, key=None):
    if n <= 0:
        return []
    if key is None:
        return sorted(iterable, reverse=True)[:n]
    return sorted(iterable, key=key, reverse=True)[:n]
