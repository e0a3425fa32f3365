# The compiler's SyntaxWarnings are printed before the program runs, with
# the line they are about, and the program then runs as written.
x = 5
print(x is 5)
assert (x, "always true")
print("done")
# expect: True
# expect: done
# expect-stderr: tests/errors/syntax_warning_printed.py:4: SyntaxWarning: "is" with a literal. Did you mean "=="?
# expect-stderr:   print(x is 5)
# expect-stderr: tests/errors/syntax_warning_printed.py:5: SyntaxWarning: assertion is always true, perhaps remove parentheses?
# expect-stderr:   assert (x, "always true")
