import sys
for i in range(3):
    print("row", i)
sys.stdout.flush()
raise ValueError("row 3 invalid")

# expect: row 0
# expect: row 1
# expect: row 2
# expect-stderr: Traceback (most recent call last):
# expect-stderr:   File "tests/errors/traceback/exit_code_after_partial_output.py", line 5, in <module>
# expect-stderr:     raise ValueError("row 3 invalid")
# expect-stderr: ValueError: row 3 invalid
# expect-exit: 1
