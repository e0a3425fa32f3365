# Or-patterns, as-patterns and guards; the first matching case wins.
def classify(v):
    match v:
        case 1 | 2 | 3:
            return "small"
        case [x, y] | (x, y, _):
            return f"pair-ish {x} {y}"
        case {"id": ident} | {"key": ident}:
            return f"id {ident}"
        case (4 | 5) as n:
            return f"four or five: {n}"
        case [(0 | 1) as bit, *_] as whole:
            return f"bit {bit} of {whole}"
        case str() as s if s.startswith("#"):
            return f"comment {s}"
        case str(s) | bytes(s):
            return f"text {s!r}"
        case n if n is None:
            return "none via guard"
        case _:
            return "other"

for v in [1, 3, [7, 8], (7, 8, 9), {"id": 1}, {"key": 2}, 5, [1, 2, 3], [0], "#c", "plain", b"b", None, 9.5]:
    print(repr(v), classify(v))

# guards see the captured names; a failing guard moves on
seen = []
def note(x):
    seen.append(x)
    return False
match 10:
    case n if note(n):
        print("never")
    case n if n > 5:
        print("big", n)
print(seen)

# a guard may use the walrus and other names
limit = 3
match [1, 2, 3, 4]:
    case [*items] if (count := len(items)) > limit:
        print("more than", limit, count)

# the first match wins even when later cases also match
match 2:
    case 2:
        print("first")
    case 2:
        print("second")

# or-pattern alternatives binding the same names in different order
match (1, "a"):
    case (int(i), str(s)) | (str(s), int(i)):
        print(i, s)
match ("b", 2):
    case (int(i), str(s)) | (str(s), int(i)):
        print(i, s)

# as-pattern on a whole sequence and on an or-pattern inside a mapping
match {"color": "red", "size": [1, 2]}:
    case {"color": ("red" | "green") as c, "size": [_, _] as sz}:
        print(c, sz)
# expect: 1 small
# expect: 3 small
# expect: [7, 8] pair-ish 7 8
# expect: (7, 8, 9) pair-ish 7 8
# expect: {'id': 1} id 1
# expect: {'key': 2} id 2
# expect: 5 four or five: 5
# expect: [1, 2, 3] pair-ish 1 2
# expect: [0] bit 0 of [0]
# expect: '#c' comment #c
# expect: 'plain' text 'plain'
# expect: b'b' text b'b'
# expect: None none via guard
# expect: 9.5 other
# expect: big 10
# expect: [10]
# expect: more than 3 4
# expect: first
# expect: 1 a
# expect: 2 b
# expect: red [1, 2]
