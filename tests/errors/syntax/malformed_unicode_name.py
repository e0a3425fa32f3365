s = "x\N{SNOWMAN"

# expect-stderr:   File "tests/errors/syntax/malformed_unicode_name.py", line 1
# expect-stderr:     s = "x\N{SNOWMAN"
# expect-stderr:                      ^
# expect-stderr: SyntaxError: (unicode error) 'unicodeescape' codec can't decode bytes in position 1-10: malformed \N character escape
# expect-exit: 1
