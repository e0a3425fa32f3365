# The banner names tpy's version and what is built; Ctrl-D at the prompt
# leaves with status 0.
from pty_session import start, finish

s = start(first_prompt=False)
s.expect(r"^tpy \d+\.\d+\.\d+ \(Python 3\.11 language\) \[JIT: on, GPU: [^\]]+\]\n")
s.expect_prompt()
finish(s)
