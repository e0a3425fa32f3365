# `tpy -i script.py` runs the script, then opens the session (no banner) in
# the script's namespace.
from pty_session import start, finish

s = start(["-i", "tests/repl/tty/_greeting.py"], first_prompt=False)
s.expect_prompt()
assert s.text().startswith("script ran\n>>> "), repr(s.text())
assert s.run("greeting * 2") == "'hellohello'\n"
finish(s)
