# An uncaught exception prints a <stdin> traceback; the session keeps its state.
from pty_session import start, finish

s = start()
s.line("x = 7")
s.expect_prompt()
got = s.run("x / 0")
assert got == ("Traceback (most recent call last):\n"
               "  File \"<stdin>\", line 1, in <module>\n"
               "ZeroDivisionError: division by zero\n"), repr(got)
assert s.run("x + 1") == "8\n"
finish(s)
