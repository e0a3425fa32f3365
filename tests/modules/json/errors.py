# json's errors: JSONDecodeError's message, position, line and column for
# each kind of bad text; the encoder's TypeError/ValueError; files.
import json
import os

bad = ['', '   ', '[', '[1,', '[1,]', '[1 2]', '{', '{"a"', '{"a" 1}', '{"a": }', '{"a": 1,}', '{1: 2}',
       "{'a': 1}", '"abc', '"a\\x"', '"\\u12"', '"\\uzzzz"', '"a\nb"', 'tru', 'nul', '01', '1.', '-', '--1',
       '[1] x', '{"a": 1}\n\n  }', '\ufeff[1]', 'NaN1', '[1,\n  2,\n  @]', '1e', '"\\', '[\t\n', '"\x7f\x00"']
for text in bad:
    try:
        print(repr(text), "->", repr(json.loads(text)))
    except json.JSONDecodeError as e:
        print(repr(text), "->", e, "|", e.msg, e.pos, e.lineno, e.colno)
print(issubclass(json.JSONDecodeError, ValueError))
for value, kw in [({1, 2}, {}), ({"a": object}, {}), ({(1, 2): 3}, {}), (float("nan"), {"allow_nan": False}),
                  ([1j], {}), (b"x", {})]:
    try:
        json.dumps(value, **kw)
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
loop = []
loop.append(loop)
try:
    json.dumps(loop)
except ValueError as e:
    print("ValueError", e)
d = {}
d["self"] = d
try:
    json.dumps(d)
except ValueError as e:
    print("ValueError", e)
for arg in (3, None):
    try:
        json.loads(arg)
    except TypeError as e:
        print("TypeError", e)


class Point:
    def __init__(self, x, y):
        self.x, self.y = x, y


class PointEncoder(json.JSONEncoder):
    def default(self, o):
        if isinstance(o, Point):
            return {"x": o.x, "y": o.y}
        return super().default(o)


print(json.dumps([Point(1, 2)], cls=PointEncoder))
try:
    json.dumps([Point(1, 2), {3}], cls=PointEncoder)
except TypeError as e:
    print("TypeError", e)

path = "json_errors_%d.json" % os.getpid()
with open(path, "w") as f:
    json.dump({"k": [1, 2, {"z": None}]}, f, indent=1)
with open(path) as f:
    print(repr(f.read()))
with open(path) as f:
    print(json.load(f))
os.remove(path)
# expect: '' -> Expecting value: line 1 column 1 (char 0) | Expecting value 0 1 1
# expect: '   ' -> Expecting value: line 1 column 4 (char 3) | Expecting value 3 1 4
# expect: '[' -> Expecting value: line 1 column 2 (char 1) | Expecting value 1 1 2
# expect: '[1,' -> Expecting value: line 1 column 4 (char 3) | Expecting value 3 1 4
# expect: '[1,]' -> Expecting value: line 1 column 4 (char 3) | Expecting value 3 1 4
# expect: '[1 2]' -> Expecting ',' delimiter: line 1 column 4 (char 3) | Expecting ',' delimiter 3 1 4
# expect: '{' -> Expecting property name enclosed in double quotes: line 1 column 2 (char 1) | Expecting property name enclosed in double quotes 1 1 2
# expect: '{"a"' -> Expecting ':' delimiter: line 1 column 5 (char 4) | Expecting ':' delimiter 4 1 5
# expect: '{"a" 1}' -> Expecting ':' delimiter: line 1 column 6 (char 5) | Expecting ':' delimiter 5 1 6
# expect: '{"a": }' -> Expecting value: line 1 column 7 (char 6) | Expecting value 6 1 7
# expect: '{"a": 1,}' -> Expecting property name enclosed in double quotes: line 1 column 9 (char 8) | Expecting property name enclosed in double quotes 8 1 9
# expect: '{1: 2}' -> Expecting property name enclosed in double quotes: line 1 column 2 (char 1) | Expecting property name enclosed in double quotes 1 1 2
# expect: "{'a': 1}" -> Expecting property name enclosed in double quotes: line 1 column 2 (char 1) | Expecting property name enclosed in double quotes 1 1 2
# expect: '"abc' -> Unterminated string starting at: line 1 column 1 (char 0) | Unterminated string starting at 0 1 1
# expect: '"a\\x"' -> Invalid \escape: line 1 column 3 (char 2) | Invalid \escape 2 1 3
# expect: '"\\u12"' -> Invalid \uXXXX escape: line 1 column 3 (char 2) | Invalid \uXXXX escape 2 1 3
# expect: '"\\uzzzz"' -> Invalid \uXXXX escape: line 1 column 3 (char 2) | Invalid \uXXXX escape 2 1 3
# expect: '"a\nb"' -> Invalid control character at: line 1 column 3 (char 2) | Invalid control character at 2 1 3
# expect: 'tru' -> Expecting value: line 1 column 1 (char 0) | Expecting value 0 1 1
# expect: 'nul' -> Expecting value: line 1 column 1 (char 0) | Expecting value 0 1 1
# expect: '01' -> Extra data: line 1 column 2 (char 1) | Extra data 1 1 2
# expect: '1.' -> Extra data: line 1 column 2 (char 1) | Extra data 1 1 2
# expect: '-' -> Expecting value: line 1 column 1 (char 0) | Expecting value 0 1 1
# expect: '--1' -> Expecting value: line 1 column 1 (char 0) | Expecting value 0 1 1
# expect: '[1] x' -> Extra data: line 1 column 5 (char 4) | Extra data 4 1 5
# expect: '{"a": 1}\n\n  }' -> Extra data: line 3 column 3 (char 12) | Extra data 12 3 3
# expect: '\ufeff[1]' -> Unexpected UTF-8 BOM (decode using utf-8-sig): line 1 column 1 (char 0) | Unexpected UTF-8 BOM (decode using utf-8-sig) 0 1 1
# expect: 'NaN1' -> Extra data: line 1 column 4 (char 3) | Extra data 3 1 4
# expect: '[1,\n  2,\n  @]' -> Expecting value: line 3 column 3 (char 11) | Expecting value 11 3 3
# expect: '1e' -> Extra data: line 1 column 2 (char 1) | Extra data 1 1 2
# expect: '"\\' -> Unterminated string starting at: line 1 column 1 (char 0) | Unterminated string starting at 0 1 1
# expect: '[\t\n' -> Expecting value: line 2 column 1 (char 3) | Expecting value 3 2 1
# expect: '"\x7f\x00"' -> Invalid control character at: line 1 column 3 (char 2) | Invalid control character at 2 1 3
# expect: True
# expect: TypeError Object of type set is not JSON serializable
# expect: TypeError Object of type type is not JSON serializable
# expect: TypeError keys must be str, int, float, bool or None, not tuple
# expect: ValueError Out of range float values are not JSON compliant
# expect: TypeError Object of type complex is not JSON serializable
# expect: TypeError Object of type bytes is not JSON serializable
# expect: ValueError Circular reference detected
# expect: ValueError Circular reference detected
# expect: TypeError the JSON object must be str, bytes or bytearray, not int
# expect: TypeError the JSON object must be str, bytes or bytearray, not NoneType
# expect: [{"x": 1, "y": 2}]
# expect: TypeError Object of type set is not JSON serializable
# expect: '{\n "k": [\n  1,\n  2,\n  {\n   "z": null\n  }\n ]\n}'
# expect: {'k': [1, 2, {'z': None}]}
