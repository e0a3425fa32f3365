s = "ab\N{NO SUCH CHARACTER NAME}"

# expect-stderr:   File "tests/errors/syntax/unknown_unicode_name.py", line 1
# expect-stderr:     s = "ab\N{NO SUCH CHARACTER NAME}"
# expect-stderr:                                       ^
# expect-stderr: SyntaxError: (unicode error) 'unicodeescape' codec can't decode bytes in position 2-27: unknown Unicode character name
# expect-exit: 1
