# The built-in types' __hash__ as a method gives what hash() gives: the
# numbers, None, tuples, bytes, complex and the types whose hash is their value.
values = [3, -1, 0, 2**70, -(2**65), 1.5, -0.0, float("inf"), True, None, "abc", (1, "a", 2.5),
          (), b"xy", 1 + 2j, frozenset({1, 2}), range(3)]
for v in values:
    print(type(v).__name__, v.__hash__() == hash(v))
print((5).__hash__(), (-1).__hash__(), (2.0).__hash__(), True.__hash__())
print(int.__hash__(7) == hash(7), tuple.__hash__((1, 2)) == hash((1, 2)))


class Point(tuple):
    pass


p = Point((1, 2))
print(p.__hash__() == hash(p) == hash((1, 2)))


class Key(int):
    def __eq__(self, other):
        return int(self) == int(other)

    __hash__ = int.__hash__


print(Key(9).__hash__() == hash(9), {Key(9): "k"}[9])
o = object()
print(o.__hash__() == hash(o))
try:
    [].__hash__()
except TypeError as e:
    print(type(e).__name__)
# expect: int True
# expect: int True
# expect: int True
# expect: int True
# expect: int True
# expect: float True
# expect: float True
# expect: float True
# expect: bool True
# expect: NoneType True
# expect: str True
# expect: tuple True
# expect: tuple True
# expect: bytes True
# expect: complex True
# expect: frozenset True
# expect: range True
# expect: 5 -2 2 1
# expect: True True
# expect: True
# expect: True k
# expect: True
# expect: TypeError
