from typing import List, Dict, Optional, Iterable, Iterator, Sequence, Mapping, TYPE_CHECKING, cast
def total(xs: Iterable[int]) -> int:
    return sum(xs)
def index(words: Sequence[str]) -> Dict[str, List[int]]:
    out: Dict[str, List[int]] = {}
    for i, w in enumerate(words):
        out.setdefault(w, []).append(i)
    return out
def first(m: Mapping[str, int], default: Optional[int] = None) -> Optional[int]:
    return next(iter(m.values()), default)
def gen(n: int) -> Iterator[int]:
    yield from range(n)
print(total([1, 2]), index(['a', 'b', 'a']), first({}), first({'x': 3}), list(gen(3)))
print(cast(int, '3'), TYPE_CHECKING)

# expect: 3 {'a': [0, 2], 'b': [1]} None 3 [0, 1, 2]
# expect: 3 False
