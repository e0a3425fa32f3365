import os
print("before")
os.kill(os.getpid(), 2)
while True:
    pass

# expect: before
# expect-stderr: Traceback (most recent call last):
# expect-stderr:   File "tests/lang/interrupt/uncaught_exit_status.py", line 3, in <module>
# expect-stderr:     os.kill(os.getpid(), 2)
# expect-stderr: KeyboardInterrupt
# expect-exit: -2
