# Expression values are echoed with repr and kept in `_`; None is silent.
from pty_session import start, finish

s = start()
assert s.run("'a' * 3") == "'aaa'\n"
assert s.run("None") == ""
assert s.run("_ + 'b'") == "'aaab'\n"
finish(s)
