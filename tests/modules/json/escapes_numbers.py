# json: surrogate escapes, number forms, ensure_ascii of separators and lone
# surrogates, int enums as values and keys.
import json
for t in ['"\\ud83d\\uzzzz"', '"\\ud83dx"', '"\\ud83d\\u0041"', '"\\udc00"', '[1e5, 1E+2, -0e-0, 0.000001, 123.456e-7]', '{"a":[{"b":[[]]}]}', '"\\"\\\\\\/\\b\\f\\n\\r\\t"']:
    try:
        print(ascii(json.loads(t)))
    except json.JSONDecodeError as e:
        print(e)
print(json.dumps(["\ud83d", "\x7f", "\u2028"]), ascii(json.dumps(["\ud83d", "\u2028"], ensure_ascii=False)))
print(json.dumps(1e22), json.dumps(123456789.123), json.dumps([True, False]), json.dumps({"a": (1,)}, indent=3))
import enum
class C(enum.IntEnum):
    A = 1
print(json.dumps([C.A, {C.A: 2}]))
# expect: Invalid \uXXXX escape: line 1 column 9 (char 8)
# expect: '\ud83dx'
# expect: '\ud83dA'
# expect: '\udc00'
# expect: [100000.0, 100.0, -0.0, 1e-06, 1.23456e-05]
# expect: {'a': [{'b': [[]]}]}
# expect: '"\\/\x08\x0c\n\r\t'
# expect: ["\ud83d", "\u007f", "\u2028"] '["\ud83d", "\u2028"]'
# expect: 1e+22 123456789.123 [true, false] {
# expect:    "a": [
# expect:       1
# expect:    ]
# expect: }
# expect: [1, {"1": 2}]
