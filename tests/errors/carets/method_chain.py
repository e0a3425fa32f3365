s = "a,b"
parts = s.split(",").pop(5)

# expect-stderr: Traceback (most recent call last):
# expect-stderr:   File "tests/errors/carets/method_chain.py", line 2, in <module>
# expect-stderr:     parts = s.split(",").pop(5)
# expect-stderr:             ^^^^^^^^^^^^^^^^^^^
# expect-stderr: IndexError: pop index out of range
# expect-exit: 1
