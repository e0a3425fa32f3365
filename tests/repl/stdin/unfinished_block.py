# repl: stdin
# A header with no body before the blank line is an IndentationError.
if True:

print("next")
# expect: next
# expect-stderr:   File "<stdin>", line 2
# expect-stderr:     
# expect-stderr:     ^
# expect-stderr: IndentationError: expected an indented block after 'if' statement on line 1
