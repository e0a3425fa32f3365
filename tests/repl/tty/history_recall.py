# Up arrow recalls earlier lines, in this session and (from ~/.tpy_history)
# in the next one.
from pty_session import start, finish, UP

s = start()
s.line("n = 40")
s.expect_prompt()
assert s.run("n + 2") == "42\n"
s.line("n = 50")
s.expect_prompt()
s.send(UP + UP)
s.line("")
s.expect(r"\n52\n>>> $")
finish(s)
s = start(home=s.home)
s.line("n = 1")
s.expect_prompt()
s.send(UP + UP)  # "n = 1", then "n + 2" from the first session
s.line("")
s.expect(r"\n3\n>>> $")
finish(s)
