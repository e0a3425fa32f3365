# exit() and quit(N) leave the session with their status.
from pty_session import start

s = start()
s.line("exit()")
assert s.wait_exit() == 0
s.close()
s = start()
s.line("quit(5)")
assert s.wait_exit() == 5
s.close()
