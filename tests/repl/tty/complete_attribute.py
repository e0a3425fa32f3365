# Tab completes module attributes after a dot, names in scope and keywords.
from pty_session import start, finish, TAB

s = start()
s.line("import math")
s.expect_prompt()
s.send("math.sq" + TAB)
s.expect(r"math\.sqrt\($")
s.line("16)")
s.expect(r"\n4\.0\n>>> $")
s.line("my_value = 3")
s.expect_prompt()
s.send("my_v" + TAB)
s.expect(r"my_value$")
s.line(" + 1")
s.expect(r"\n4\n>>> $")
s.send("whi" + TAB)
s.expect(r"while $")
s.send("\x15")  # Ctrl-U: kill the line
s.send("math.fa" + TAB)  # two candidates: both are listed
s.expect(r"math\.fabs\(\s+math\.factorial\(\n")
s.send("\x15")
s.line("")
s.expect_prompt()
finish(s)
