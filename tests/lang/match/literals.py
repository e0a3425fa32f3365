# Literal patterns: numbers (negative, complex), strings (concatenated),
# bytes, and None/True/False compared by identity.
def describe(v):
    match v:
        case 0:
            return "zero"
        case -1:
            return "minus one"
        case 2.5:
            return "two and a half"
        case -1+2j:
            return "complex"
        case 3-4j:
            return "complex minus"
        case "ab" "c":
            return "abc"
        case b"raw":
            return "bytes"
        case None:
            return "None"
        case True:
            return "True"
        case False:
            return "False"
        case 0x10:
            return "sixteen"
        case 123456789012345678901234567890:
            return "big"
        case -7.0:
            return "minus seven"
    return "no match"

for v in [0, 0.0, -1, -1.0, 2.5, complex(-1, 2), 3-4j, "abc", b"raw", None, True, False,
          1, 16, 123456789012345678901234567890, -7, "x", [], bytearray(b"raw")]:
    print(repr(v), describe(v))

# True matches only True (identity), 1 matches True by equality
match 1:
    case True:
        print("1 is True?")
    case _:
        print("1 is not True")
match True:
    case 1:
        print("True == 1")
match 1.0:
    case 1:
        print("1.0 == 1")

# the subject is evaluated once
calls = []
def subject():
    calls.append(1)
    return 5
match subject():
    case 1: pass
    case 2: pass
    case 5: print("five")
print(len(calls))

# no case matches: nothing happens
match 42:
    case 1:
        print("one")
print("after")
# expect: 0 zero
# expect: 0.0 zero
# expect: -1 minus one
# expect: -1.0 minus one
# expect: 2.5 two and a half
# expect: (-1+2j) complex
# expect: (3-4j) complex minus
# expect: 'abc' abc
# expect: b'raw' bytes
# expect: None None
# expect: True True
# expect: False zero
# expect: 1 no match
# expect: 16 sixteen
# expect: 123456789012345678901234567890 big
# expect: -7 minus seven
# expect: 'x' no match
# expect: [] no match
# expect: bytearray(b'raw') bytes
# expect: 1 is not True
# expect: True == 1
# expect: 1.0 == 1
# expect: five
# expect: 1
# expect: after
