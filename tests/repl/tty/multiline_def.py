# A def continues with "... " prompts until a blank line, then is callable;
# Ctrl-D at "... " ends the block, runs it and the session goes on (CPython).
from pty_session import start, finish, CTRL_D

s = start()
s.line("def twice(x):")
s.expect_prompt("... ")
s.line("    return 2 * x")
s.expect_prompt("... ")
s.line("")
s.expect_prompt()
assert s.run("twice(21)") == "42\n", s.text()
s.line("if True:")
s.expect_prompt("... ")
s.line("    y = 5")
s.expect_prompt("... ")
s.send(CTRL_D)
s.expect_prompt()
assert s.run("y") == "5\n"
finish(s)
