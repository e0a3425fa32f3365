print("start")
s = "hello
print(s)

# expect-stderr:   File "tests/errors/syntax/unterminated_string.py", line 2
# expect-stderr:     s = "hello
# expect-stderr:         ^
# expect-stderr: SyntaxError: unterminated string literal (detected at line 2)
# expect-exit: 1
