from typing import NamedTuple
try:
    class Bad(NamedTuple):
        a: int = 1
        b: int
except TypeError as exc:
    print(exc)
try:
    class Bad2(NamedTuple):
        a: int
        def _asdict(self):
            pass
except AttributeError as exc:
    print(exc)

# expect: Non-default namedtuple field b cannot follow default field a
# expect: Cannot overwrite NamedTuple attribute _asdict
