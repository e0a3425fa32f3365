def fail():
    raise ValueError("from fail")
value = 1 + fail()

# expect-stderr: Traceback (most recent call last):
# expect-stderr:   File "tests/errors/carets/call_partial_line.py", line 3, in <module>
# expect-stderr:     value = 1 + fail()
# expect-stderr:                 ^^^^^^
# expect-stderr:   File "tests/errors/carets/call_partial_line.py", line 2, in fail
# expect-stderr:     raise ValueError("from fail")
# expect-stderr: ValueError: from fail
# expect-exit: 1
