# Ctrl-C interrupts running code with KeyboardInterrupt and returns to the
# prompt with the state kept; at the prompt it cancels the line being typed.
from pty_session import start, finish, CTRL_C

s = start()
s.line("count = 0")
s.expect_prompt()
for text in ["def spin():", "    global count", "    while True:", "        count += 1",
             "        if count == 100000: print('spinning')"]:
    s.line(text)
    s.expect_prompt("... ")
s.line("")
s.expect_prompt()
s.line("spin()")
s.expect(r"spinning\n")
s.send(CTRL_C, editing=False)
s.expect(r"Traceback \(most recent call last\):\n"
         r"  File \"<stdin>\", line 1, in <module>\n"
         r"  File \"<stdin>\", line [345], in spin\n"
         r"KeyboardInterrupt\n>>> $")
s.line("count >= 100000")
s.expect(r"\nTrue\n>>> $")
s.send("unfinished + ")
s.expect(r"unfinished \+ $")
s.send(CTRL_C)
s.expect(r"\nKeyboardInterrupt\n>>> $")
s.line("if True:")
s.expect_prompt("... ")
s.send(CTRL_C)
s.expect(r"\nKeyboardInterrupt\n>>> $")
s.line("'after'")
s.expect(r"\n'after'\n>>> $")
finish(s)
