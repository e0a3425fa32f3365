# A backslash inside a string nested in an f-string's expression is a
# SyntaxError in Python 3.11, as one outside it is (scripts/format_fuzz.py).
for src in ["f\"{('\\U0001F600'):>3}\"", "f\"{'a\\tb'}\"", "f'{\"\\n\".join([])}'", "f'{1:{\"\\x41\"}}'",
            "f'\\n{1}'", "f'{1}\\t'"]:
    try:
        print(repr(eval(src)))
    except SyntaxError as e:
        print("SyntaxError", e.msg)
# expect: SyntaxError f-string expression part cannot include a backslash
# expect: SyntaxError f-string expression part cannot include a backslash
# expect: SyntaxError f-string expression part cannot include a backslash
# expect: SyntaxError f-string expression part cannot include a backslash
# expect: '\n1'
# expect: '1\t'
