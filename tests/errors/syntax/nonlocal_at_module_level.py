nonlocal x

# expect-stderr:   File "tests/errors/syntax/nonlocal_at_module_level.py", line 1
# expect-stderr:     nonlocal x
# expect-stderr:     ^^^^^^^^^^
# expect-stderr: SyntaxError: nonlocal declaration not allowed at module level
# expect-exit: 1
