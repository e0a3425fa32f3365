# Expression values are echoed with repr and kept in `_`; None is silent;
# non-ASCII text typed at the prompt arrives intact.
from pty_session import start, finish

s = start()
assert s.run("'a' * 3") == "'aaa'\n"
assert s.run("None") == ""
assert s.run("_ + 'b'") == "'aaab'\n"
assert s.run('w = "héllo"; w, len(w)') == "('héllo', 5)\n"  # UTF-8 typed in
finish(s)
