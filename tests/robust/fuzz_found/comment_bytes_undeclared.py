print("never runs")
# A script with no coding comment must be UTF-8 throughout, comments too: café
# expect-stderr: SyntaxError: Non-UTF-8 code starting with '\xe9' in file tests/robust/fuzz_found/comment_bytes_undeclared.py on line 2, but no encoding declared; see https://peps.python.org/pep-0263/ for details
# expect-exit: 1
