# json.dumps/loads: CPython's text for every option, round trips, and the
# decoder's hooks.
import json
from collections import OrderedDict

data = {"name": "tpy", "n": 3, "pi": 3.14159, "ok": True, "none": None, "list": [1, 2.5, "x", [], {}],
        "nested": {"b": [1, {"c": False}], "a": -0.0}, "big": 10**30, "tiny": 1e-300, "u": "é\u2603\U0001f600"}
print(json.dumps(data))
print(json.dumps(data, ensure_ascii=False))
print(json.dumps(data, sort_keys=True, indent=2))
print(json.dumps(data, indent="\t", separators=(",", ":")))
print(json.dumps([1, [2, [3]]], indent=0))
print(json.dumps({"a": 1, "b": 2}, separators=(",", ":")))
print(json.dumps((1, 2)), json.dumps("q\"\\\n\t\x01\x7f/"), json.dumps(1.0), json.dumps(1e16), json.dumps(-5))
print(json.dumps({1: "int", 2.5: "float", True: "bool", None: "null"}))
print(json.dumps([float("nan"), float("inf"), -float("inf")]))
print(json.dumps({"z": 1, "a": {"y": 2, "b": 3}}, sort_keys=True))
print(json.dumps({(1, 2): "x", "k": 1}, skipkeys=True))
print(json.dumps({"s": {1, 2}}, default=sorted))

back = json.loads(json.dumps(data))
print(back == data, type(back["big"]).__name__, back["u"] == data["u"])
print(json.loads('  {"a" : [1, 2.0, -3e2, 0.5E-1, true, false, null, "\\u00e9\\ud83d\\ude00\\n"]}  '))
print(json.loads("[NaN, Infinity, -Infinity]"), json.loads("-0"), json.loads("-0.0"), json.loads('"\\/"'))
print(json.loads(b'{"b": 1}'), json.loads(bytearray(b"[2]")), json.loads('{"a": 1}'.encode("utf-16")))
print(json.loads('{"a": 1, "a": 2}'), json.loads("123456789012345678901234567890"))
print(json.loads('{"b": 1, "a": 2}', object_pairs_hook=OrderedDict))
print(json.loads('{"x": 1}', object_hook=lambda d: sorted(d.items())))
print(json.loads("[1.5, 2]", parse_float=str, parse_int=lambda t: int(t) * 10))
print(json.loads("[NaN]", parse_constant=lambda c: "const " + c))
print(json.loads('"a\tb"', strict=False))
dec = json.JSONDecoder()
print(dec.raw_decode('{"a": 1} trailing'), dec.decode("[]"))
enc = json.JSONEncoder(sort_keys=True)
print(enc.encode({"b": 1, "a": [None]}), "".join(enc.iterencode([1, {"x": 2}])))
# expect: {"name": "tpy", "n": 3, "pi": 3.14159, "ok": true, "none": null, "list": [1, 2.5, "x", [], {}], "nested": {"b": [1, {"c": false}], "a": -0.0}, "big": 1000000000000000000000000000000, "tiny": 1e-300, "u": "\u00e9\u2603\ud83d\ude00"}
# expect: {"name": "tpy", "n": 3, "pi": 3.14159, "ok": true, "none": null, "list": [1, 2.5, "x", [], {}], "nested": {"b": [1, {"c": false}], "a": -0.0}, "big": 1000000000000000000000000000000, "tiny": 1e-300, "u": "é☃😀"}
# expect: {
# expect:   "big": 1000000000000000000000000000000,
# expect:   "list": [
# expect:     1,
# expect:     2.5,
# expect:     "x",
# expect:     [],
# expect:     {}
# expect:   ],
# expect:   "n": 3,
# expect:   "name": "tpy",
# expect:   "nested": {
# expect:     "a": -0.0,
# expect:     "b": [
# expect:       1,
# expect:       {
# expect:         "c": false
# expect:       }
# expect:     ]
# expect:   },
# expect:   "none": null,
# expect:   "ok": true,
# expect:   "pi": 3.14159,
# expect:   "tiny": 1e-300,
# expect:   "u": "\u00e9\u2603\ud83d\ude00"
# expect: }
# expect: {
# expect: 	"name":"tpy",
# expect: 	"n":3,
# expect: 	"pi":3.14159,
# expect: 	"ok":true,
# expect: 	"none":null,
# expect: 	"list":[
# expect: 		1,
# expect: 		2.5,
# expect: 		"x",
# expect: 		[],
# expect: 		{}
# expect: 	],
# expect: 	"nested":{
# expect: 		"b":[
# expect: 			1,
# expect: 			{
# expect: 				"c":false
# expect: 			}
# expect: 		],
# expect: 		"a":-0.0
# expect: 	},
# expect: 	"big":1000000000000000000000000000000,
# expect: 	"tiny":1e-300,
# expect: 	"u":"\u00e9\u2603\ud83d\ude00"
# expect: }
# expect: [
# expect: 1,
# expect: [
# expect: 2,
# expect: [
# expect: 3
# expect: ]
# expect: ]
# expect: ]
# expect: {"a":1,"b":2}
# expect: [1, 2] "q\"\\\n\t\u0001\u007f/" 1.0 1e+16 -5
# expect: {"1": "bool", "2.5": "float", "null": "null"}
# expect: [NaN, Infinity, -Infinity]
# expect: {"a": {"b": 3, "y": 2}, "z": 1}
# expect: {"k": 1}
# expect: {"s": [1, 2]}
# expect: True int True
# expect: {'a': [1, 2.0, -300.0, 0.05, True, False, None, 'é😀\n']}
# expect: [nan, inf, -inf] 0 -0.0 /
# expect: {'b': 1} [2] {'a': 1}
# expect: {'a': 2} 123456789012345678901234567890
# expect: OrderedDict([('b', 1), ('a', 2)])
# expect: [('x', 1)]
# expect: ['1.5', 20]
# expect: ['const NaN']
# expect: a	b
# expect: ({'a': 1}, 8) []
# expect: {"a": [null], "b": 1} [1, {"x": 2}]
