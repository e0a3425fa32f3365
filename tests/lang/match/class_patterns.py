# Class patterns: keyword attributes, positional via __match_args__, the
# self-matching built-ins, dataclasses and namedtuples.
from dataclasses import dataclass
from collections import namedtuple

class Point:
    __match_args__ = ("x", "y")
    def __init__(self, x, y):
        self.x = x
        self.y = y

def where(p):
    match p:
        case Point(x=0, y=0):
            return "origin"
        case Point(0, y):
            return f"on y axis at {y}"
        case Point(x, 0):
            return f"on x axis at {x}"
        case Point(x=px, y=py) if px == py:
            return f"diagonal {px}"
        case Point():
            return "somewhere"
        case _:
            return "not a point"

for p in [Point(0, 0), Point(0, 5), Point(3, 0), Point(2, 2), Point(1, 2), (0, 0)]:
    print(where(p))

# self-matching built-ins: one positional sub-pattern matches the subject
def kind(v):
    match v:
        case bool(b):
            return f"bool {b}"
        case int(i) if i < 0:
            return f"negative int {i}"
        case int(i):
            return f"int {i}"
        case float(f):
            return f"float {f}"
        case str(s):
            return f"str {s!r}"
        case bytes(b):
            return f"bytes {b!r}"
        case bytearray(b):
            return f"bytearray {b!r}"
        case dict(d):
            return f"dict {d}"
        case frozenset(s):
            return f"frozenset {sorted(s)}"
        case set(s):
            return f"set {sorted(s)}"
        case list([a, b]):
            return f"pair list {a} {b}"
        case list(l):
            return f"list {l}"
        case tuple(t):
            return f"tuple {t}"
    return "other"

for v in [True, -3, 7, 1.5, "hi", b"by", bytearray(b"ba"), {"k": 1}, frozenset({2, 1}), {3, 1},
          [1, 2], [1, 2, 3], (4,), None]:
    print(kind(v))

class MyInt(int):
    pass
match MyInt(5):
    case MyInt(v):
        print("subclass matches itself", v, type(v).__name__)
match MyInt(6):
    case int(real=r):
        print("keyword on builtin", r)

@dataclass
class Card:
    rank: int
    suit: str

print(Card.__match_args__)
for c in [Card(1, "spades"), Card(12, "hearts"), Card(5, "clubs")]:
    match c:
        case Card(1, suit):
            print("ace of", suit)
        case Card(rank, "hearts") if rank > 10:
            print("high heart", rank)
        case Card(rank=r, suit=s):
            print("card", r, s)

Pair = namedtuple("Pair", "left right")
match Pair(1, 2):
    case Pair(l, r):
        print("namedtuple", l, r)
match Pair(3, 4):
    case (a, b):
        print("namedtuple as sequence", a, b)

# missing attributes mean no match (AttributeError is not raised)
class Empty:
    pass
match Empty():
    case Empty(missing=1):
        print("matched?")
    case Empty():
        print("no attribute, next case")

# an attribute raising something other than AttributeError propagates
class Bad:
    @property
    def prop(self):
        raise KeyError("inside")
try:
    match Bad():
        case Bad(prop=1):
            pass
except KeyError as e:
    print("KeyError", e)

# dotted class names and nested class patterns
class shapes:
    class Line:
        __match_args__ = ("start", "end")
        def __init__(self, start, end):
            self.start, self.end = start, end
match shapes.Line(Point(0, 0), Point(1, 1)):
    case shapes.Line(Point(0, 0), Point(x, y)):
        print("line from origin to", x, y)

# isinstance honours a metaclass __instancecheck__
class Meta(type):
    def __instancecheck__(cls, obj):
        return obj == "anything"
class Anything(metaclass=Meta):
    pass
match "anything":
    case Anything():
        print("instancecheck used")
# expect: origin
# expect: on y axis at 5
# expect: on x axis at 3
# expect: diagonal 2
# expect: somewhere
# expect: not a point
# expect: bool True
# expect: negative int -3
# expect: int 7
# expect: float 1.5
# expect: str 'hi'
# expect: bytes b'by'
# expect: bytearray bytearray(b'ba')
# expect: dict {'k': 1}
# expect: frozenset [1, 2]
# expect: set [1, 3]
# expect: pair list 1 2
# expect: list [1, 2, 3]
# expect: tuple (4,)
# expect: other
# expect: subclass matches itself 5 MyInt
# expect: keyword on builtin 6
# expect: ('rank', 'suit')
# expect: ace of spades
# expect: high heart 12
# expect: card 5 clubs
# expect: namedtuple 1 2
# expect: namedtuple as sequence 3 4
# expect: no attribute, next case
# expect: KeyError 'inside'
# expect: line from origin to 1 1
# expect: instancecheck used
