# A def continues with "... " prompts until a blank line, then is callable.
from pty_session import start, finish

s = start()
s.line("def twice(x):")
s.expect_prompt("... ")
s.line("    return 2 * x")
s.expect_prompt("... ")
s.line("")
s.expect_prompt()
assert s.run("twice(21)") == "42\n", s.text()
finish(s)
