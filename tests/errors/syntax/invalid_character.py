x = 5 € 3

# expect-stderr:   File "tests/errors/syntax/invalid_character.py", line 1
# expect-stderr:     x = 5 € 3
# expect-stderr:           ^
# expect-stderr: SyntaxError: invalid character '€' (U+20AC)
# expect-exit: 1
