# Ctrl-C while input() or time.sleep() waits raises KeyboardInterrupt at
# once (the read is not restarted after the signal, the sleep not finished),
# and the session goes on; input() still reads a line afterwards.
import time

from pty_session import start, finish, CTRL_C

s = start()
s.line("input('name? ')")
s.expect(r"name\? $")
time.sleep(0.3)  # input() is blocked in its read by now
s.send(CTRL_C, editing=False)
s.expect(r"Traceback \(most recent call last\):\n"
         r"  File \"<stdin>\", line 1, in <module>\n"
         r"KeyboardInterrupt\n>>> $", timeout=5)
s.line("import time")
s.expect_prompt()
s.line("time.sleep(60)")
time.sleep(0.5)
s.send(CTRL_C, editing=False)
s.expect(r"Traceback \(most recent call last\):\n"
         r"  File \"<stdin>\", line 1, in <module>\n"
         r"KeyboardInterrupt\n>>> $", timeout=5)
s.line("input('again? ')")
s.expect(r"again\? $")
s.send("typed\r", editing=False)
s.expect(r"\n'typed'\n>>> $")
finish(s)
