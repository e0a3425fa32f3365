# repl: stdin
# Syntax errors are reported as File "<stdin>", line N, and the session goes on.
x = = 1
if 1:
    y = = 2
if 1:
    z = 1
w = 2
print("after")
1 +
print("still here")
# expect: after
# expect: still here
# expect-stderr:   File "<stdin>", line 1
# expect-stderr:     x = = 1
# expect-stderr:         ^
# expect-stderr: SyntaxError: invalid syntax
# expect-stderr:   File "<stdin>", line 2
# expect-stderr:     y = = 2
# expect-stderr:         ^
# expect-stderr: SyntaxError: invalid syntax
# expect-stderr:   File "<stdin>", line 3
# expect-stderr:     w = 2
# expect-stderr:     ^
# expect-stderr: SyntaxError: invalid syntax
# expect-stderr:   File "<stdin>", line 1
# expect-stderr:     1 +
# expect-stderr:        ^
# expect-stderr: SyntaxError: invalid syntax
