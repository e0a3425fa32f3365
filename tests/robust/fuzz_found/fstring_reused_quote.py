# Found by scripts/source_fuzz.py and format_fuzz.py: an f-string that reuses
# its own quote inside a field ends there, so the field is cut short. CPython
# 3.11 says what the cut field lacks (an unmatched bracket before a missing
# '}'), before any "cannot mix bytes" from the strings after it, and places
# the error at the token read after the strings.
for src in ['f"{"a"}"', 'f"{x["a"]}"', 'f"{x("a")}" + 1', 'f"{a:"b"}"', 'f"a{"', 'f"{""}"',
            'x = f"{"a"}"', 'f"{a["b"]:c}"', "f'{'a'}'"]:
    for mode in ("eval", "exec"):
        for s in (src, src + "\n"):
            try:
                compile(s, "<fuzz>", mode)
                print(mode, "compiled")
            except SyntaxError as e:
                print(mode, repr(s), e.msg, e.offset, e.end_offset)

# A presentation type outside printable ASCII is shown as \x.. in the message.
for value in (5, 5.0, 5j, "s", True):
    for code in ("\xe9", "\x01", "\u1234", "\x7f"):
        try:
            format(value, code)
        except ValueError as e:
            print(ascii(str(e)))
try:
    format(5, ",\xe9")
except ValueError as e:
    print(ascii(str(e)))
# expect: eval 'f"{"a"}"' f-string: expecting '}' 5 6
# expect: eval 'f"{"a"}"\n' f-string: expecting '}' 5 6
# expect: exec 'f"{"a"}"' f-string: expecting '}' 5 6
# expect: exec 'f"{"a"}"\n' f-string: expecting '}' 5 6
# expect: eval 'f"{x["a"]}"' f-string: unmatched '[' 7 8
# expect: eval 'f"{x["a"]}"\n' f-string: unmatched '[' 7 8
# expect: exec 'f"{x["a"]}"' f-string: unmatched '[' 7 8
# expect: exec 'f"{x["a"]}"\n' f-string: unmatched '[' 7 8
# expect: eval 'f"{x("a")}" + 1' f-string: unmatched '(' 7 8
# expect: eval 'f"{x("a")}" + 1\n' f-string: unmatched '(' 7 8
# expect: exec 'f"{x("a")}" + 1' f-string: unmatched '(' 7 8
# expect: exec 'f"{x("a")}" + 1\n' f-string: unmatched '(' 7 8
# expect: eval 'f"{a:"b"}"' f-string: expecting '}' 10 -1
# expect: eval 'f"{a:"b"}"\n' f-string: expecting '}' 11 11
# expect: exec 'f"{a:"b"}"' f-string: expecting '}' 11 11
# expect: exec 'f"{a:"b"}"\n' f-string: expecting '}' 11 11
# expect: eval 'f"a{"' f-string: expecting '}' 5 -1
# expect: eval 'f"a{"\n' f-string: expecting '}' 6 6
# expect: exec 'f"a{"' f-string: expecting '}' 6 6
# expect: exec 'f"a{"\n' f-string: expecting '}' 6 6
# expect: eval 'f"{""}"' f-string: expecting '}' 7 -1
# expect: eval 'f"{""}"\n' f-string: expecting '}' 8 8
# expect: exec 'f"{""}"' f-string: expecting '}' 8 8
# expect: exec 'f"{""}"\n' f-string: expecting '}' 8 8
# expect: eval 'x = f"{"a"}"' invalid syntax 3 4
# expect: eval 'x = f"{"a"}"\n' invalid syntax 3 4
# expect: exec 'x = f"{"a"}"' f-string: expecting '}' 9 10
# expect: exec 'x = f"{"a"}"\n' f-string: expecting '}' 9 10
# expect: eval 'f"{a["b"]:c}"' f-string: unmatched '[' 13 -1
# expect: eval 'f"{a["b"]:c}"\n' f-string: unmatched '[' 14 14
# expect: exec 'f"{a["b"]:c}"' f-string: unmatched '[' 14 14
# expect: exec 'f"{a["b"]:c}"\n' f-string: unmatched '[' 14 14
# expect: eval "f'{'a'}'" f-string: expecting '}' 5 6
# expect: eval "f'{'a'}'\n" f-string: expecting '}' 5 6
# expect: exec "f'{'a'}'" f-string: expecting '}' 5 6
# expect: exec "f'{'a'}'\n" f-string: expecting '}' 5 6
# expect: "Unknown format code '\\xe9' for object of type 'int'"
# expect: "Unknown format code '\\x1' for object of type 'int'"
# expect: "Unknown format code '\\x1234' for object of type 'int'"
# expect: "Unknown format code '\x7f' for object of type 'int'"
# expect: "Unknown format code '\\xe9' for object of type 'float'"
# expect: "Unknown format code '\\x1' for object of type 'float'"
# expect: "Unknown format code '\\x1234' for object of type 'float'"
# expect: "Unknown format code '\x7f' for object of type 'float'"
# expect: "Unknown format code '\\xe9' for object of type 'complex'"
# expect: "Unknown format code '\\x1' for object of type 'complex'"
# expect: "Unknown format code '\\x1234' for object of type 'complex'"
# expect: "Unknown format code '\x7f' for object of type 'complex'"
# expect: "Unknown format code '\\xe9' for object of type 'str'"
# expect: "Unknown format code '\\x1' for object of type 'str'"
# expect: "Unknown format code '\\x1234' for object of type 'str'"
# expect: "Unknown format code '\x7f' for object of type 'str'"
# expect: "Unknown format code '\\xe9' for object of type 'bool'"
# expect: "Unknown format code '\\x1' for object of type 'bool'"
# expect: "Unknown format code '\\x1234' for object of type 'bool'"
# expect: "Unknown format code '\x7f' for object of type 'bool'"
# expect: "Cannot specify ',' with '\\xe9'."
