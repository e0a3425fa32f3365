# Capture, wildcard and sequence patterns: lists, tuples, ranges and other
# sequences match; str, bytes, bytearray, dict and iterators do not. A
# star capture is always a list.
import collections

def seq(v):
    match v:
        case []:
            return "empty"
        case [x]:
            return f"one {x!r}"
        case [x, y]:
            return f"two {x!r} {y!r}"
        case [first, *middle, last] if len(middle) > 2:
            return f"long {first!r} {middle!r} {last!r}"
        case (a, b, *rest):
            return f"many {a!r} {b!r} {rest!r}"
        case _:
            return "not a sequence"

for v in [[], (), [1], (1,), [1, 2], (1, 2), range(3), range(10), [1, 2, 3], "ab", b"ab",
          bytearray(b"ab"), {1: 2, 3: 4}, {1, 2}, iter([1, 2]), 5, collections.deque([7, 8]),
          memoryview(b"xyz")]:
    print(type(v).__name__, seq(v))

# nested sequences and wildcards in the middle
def nested(v):
    match v:
        case [[a, b], [c, _], *_]:
            return ("grid", a, b, c)
        case [_, _, [*inner]]:
            return ("third", inner)
        case [*_, "end"]:
            return ("ends",)
        case [*_]:
            return ("any",)
    return None

print(nested([[1, 2], [3, 4]]))
print(nested([[1, 2], [3, 4], 5, 6]))
print(nested([0, 0, (9, 8, 7)]))
print(nested(("a", "b", "c", "end")))
print(nested([1, 2, 3]))
print(nested("end"))

# capture and wildcard at top level; _ is never bound
_ = "untouched"
match [1, 2]:
    case [_, _]:
        print("two items", _)
match 99:
    case whatever:
        print("captured", whatever)

# a subclass of list and a user sequence via __getitem__ only (not a Sequence)
class MyList(list):
    pass
class Fake:
    def __getitem__(self, i):
        return i
    def __len__(self):
        return 2
print(seq(MyList([1, 2])))
print(seq(Fake()))

# star in the middle with a subscripted tail
match list(range(6)):
    case [a, *_, b, c]:
        print(a, b, c)
match (1, 2, 3):
    case (*front, last):
        print(front, last, type(front).__name__)
match (1, 2):
    case 1, 2:
        print("open tuple pattern")
x, y = 3, 4
match x, y:
    case (3, b):
        print("tuple subject", b)
# expect: list empty
# expect: tuple empty
# expect: list one 1
# expect: tuple one 1
# expect: list two 1 2
# expect: tuple two 1 2
# expect: range many 0 1 [2]
# expect: range long 0 [1, 2, 3, 4, 5, 6, 7, 8] 9
# expect: list many 1 2 [3]
# expect: str not a sequence
# expect: bytes not a sequence
# expect: bytearray not a sequence
# expect: dict not a sequence
# expect: set not a sequence
# expect: list_iterator not a sequence
# expect: int not a sequence
# expect: deque two 7 8
# expect: memoryview many 120 121 [122]
# expect: ('grid', 1, 2, 3)
# expect: ('grid', 1, 2, 3)
# expect: ('third', [9, 8, 7])
# expect: ('ends',)
# expect: ('any',)
# expect: None
# expect: two items untouched
# expect: captured 99
# expect: two 1 2
# expect: not a sequence
# expect: 0 4 5
# expect: [1, 2] 3 list
# expect: open tuple pattern
# expect: tuple subject 4
