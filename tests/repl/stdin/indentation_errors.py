# repl: stdin
# Indentation errors are reported per statement and the session goes on.
  x = 1
x = 1
  y = 2
if 1:
    a = 1
      b = 2

if 1:
    a = 1
  b = 2

print("end")
# expect: end
# expect-stderr:   File "<stdin>", line 1
# expect-stderr:     x = 1
# expect-stderr: IndentationError: unexpected indent
# expect-stderr:   File "<stdin>", line 1
# expect-stderr:     y = 2
# expect-stderr: IndentationError: unexpected indent
# expect-stderr:   File "<stdin>", line 3
# expect-stderr:     b = 2
# expect-stderr: IndentationError: unexpected indent
# expect-stderr:   File "<stdin>", line 3
# expect-stderr:     b = 2
# expect-stderr:          ^
# expect-stderr: IndentationError: unindent does not match any outer indentation level
