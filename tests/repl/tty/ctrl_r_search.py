# Ctrl-R searches the history backwards; Enter runs the found line.
from pty_session import start, finish, CTRL_R

s = start()
s.line("print('found' + 'it')")
s.expect(r"\nfoundit\n>>> $")
s.line("1 + 1")
s.expect(r"\n2\n>>> $")
s.send(CTRL_R + "found")
s.expect(r"print\('found' \+ 'it'\)")
s.line("")
s.expect(r"\nfoundit\n>>> $")
finish(s)
