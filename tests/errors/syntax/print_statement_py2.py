print "hello"

# expect-stderr:   File "tests/errors/syntax/print_statement_py2.py", line 1
# expect-stderr:     print "hello"
# expect-stderr:     ^^^^^^^^^^^^^
# expect-stderr: SyntaxError: Missing parentheses in call to 'print'. Did you mean print(...)?
# expect-exit: 1
