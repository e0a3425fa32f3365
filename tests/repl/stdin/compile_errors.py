# repl: stdin
# Errors the compiler finds (not the parser) print no source line, as CPython.
return 1
break
def f():
    nonlocal q

print("ok")
# expect: ok
# expect-stderr:   File "<stdin>", line 1
# expect-stderr: SyntaxError: 'return' outside function
# expect-stderr:   File "<stdin>", line 1
# expect-stderr: SyntaxError: 'break' outside loop
# expect-stderr:   File "<stdin>", line 2
# expect-stderr: SyntaxError: no binding for nonlocal 'q' found
