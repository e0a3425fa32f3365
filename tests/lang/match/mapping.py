# Mapping patterns: dict and mapping subjects, literal and value keys,
# **rest (a dict copy without the matched keys), missing keys, and
# lookups through .get without KeyError side effects.
import collections

class Keys:
    A = "a"
    B = "b"

def m(v):
    match v:
        case {"kind": "point", "x": x, "y": y}:
            return f"point {x} {y}"
        case {Keys.A: 1, **rest}:
            return f"a=1 rest={rest}"
        case {1: one, -2: two, 3+4j: c}:
            return f"numbers {one} {two} {c}"
        case {None: n, True: t}:
            return f"singletons {n} {t}"
        case {}:
            return f"some mapping of {len(v)}"
        case _:
            return "not a mapping"

for v in [{"kind": "point", "x": 1, "y": 2, "z": 3}, {"kind": "point", "x": 1},
          {"a": 1, "b": 2, "c": 3}, {"a": 2}, {1: "o", -2: "t", 3+4j: "c"},
          {None: "n", True: "t"}, {}, [], "abc", collections.OrderedDict(a=1, q=2),
          collections.defaultdict(int, a=1), collections.Counter(a=1, b=5)]:
    print(m(v))

# **rest is a fresh dict; the subject is unchanged
d = {"a": 1, "b": 2}
match d:
    case {"a": _, **rest}:
        rest["new"] = 1
        print(rest, d, type(rest).__name__)

# a defaultdict's default factory is not called for missing keys
dd = collections.defaultdict(list)
match dd:
    case {"missing": _}:
        print("matched?")
    case _:
        print("no match", dict(dd))

# a dict subclass whose get is overridden: the pattern uses it
class Loud(dict):
    def get(self, key, default=None):
        print("get", key)
        return dict.get(self, key, default)
match Loud(a=1):
    case {"a": v}:
        print("value", v)

class Missing(dict):
    def __missing__(self, key):
        return "made up"
match Missing():
    case {"k": v}:
        print("found", v)
    case _:
        print("__missing__ not used")

# ChainMap is a mapping
match collections.ChainMap({"a": 1}, {"b": 2}):
    case {"a": 1, **others}:
        print("chain", others)

# duplicate value-pattern keys are found at run time
class Same:
    X = "k"
    Y = "k"
try:
    match {"k": 1, "j": 2}:
        case {Same.X: 1, Same.Y: 1}:
            print("matched")
except ValueError as e:
    print("ValueError", e)

# nested mappings and sequences
config = {"server": {"ports": [80, 443], "name": "web"}}
match config:
    case {"server": {"ports": [first, *others], "name": str(name)}}:
        print(name, first, others)
# expect: point 1 2
# expect: some mapping of 2
# expect: a=1 rest={'b': 2, 'c': 3}
# expect: some mapping of 1
# expect: numbers o t c
# expect: singletons n t
# expect: some mapping of 0
# expect: not a mapping
# expect: not a mapping
# expect: a=1 rest={'q': 2}
# expect: a=1 rest={}
# expect: a=1 rest={'b': 5}
# expect: {'b': 2, 'new': 1} {'a': 1, 'b': 2} dict
# expect: no match {}
# expect: get a
# expect: value 1
# expect: __missing__ not used
# expect: chain {'b': 2}
# expect: ValueError mapping pattern checks duplicate key ('k')
# expect: web 80 [443]
