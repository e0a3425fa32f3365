# Ctrl-C interrupts a long parallel=True loop: the workers stop between
# pieces of their chunks and the call raises KeyboardInterrupt; the
# session goes on, and the function runs again afterwards.
from pty_session import start, finish, CTRL_C

s = start()
s.line("from numba import njit, prange")
s.expect_prompt()
for text in ["@njit(parallel=True)", "def spin(n):", "    print('spinning')", "    t = 0.0",
             "    for i in prange(n):", "        t += (i % 7) * 0.5", "    return t"]:
    s.line(text)
    s.expect_prompt("... ")
s.line("")
s.expect_prompt()
s.line("spin(10)")
s.expect(r"spinning\n12.0\n>>> $")
s.line("spin(10**15)")
s.expect(r"spinning\n")
s.send(CTRL_C, editing=False)
s.expect(r"Traceback \(most recent call last\):\n"
         r"(.*\n)*"
         r"KeyboardInterrupt\n>>> $")
s.line("spin(100)")
s.expect(r"spinning\n147.5\n>>> $")
finish(s)
