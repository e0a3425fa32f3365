d = {"a": 1}
d["b"]

# expect-stderr: Traceback (most recent call last):
# expect-stderr:   File "tests/errors/carets/whole_line_expression_statement.py", line 2, in <module>
# expect-stderr:     d["b"]
# expect-stderr:     ~^^^^^
# expect-stderr: KeyError: 'b'
# expect-exit: 1
