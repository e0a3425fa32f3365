f = lambda x: x.upper()
print(f("ok"))
f(3)

# expect: OK
# expect-stderr: Traceback (most recent call last):
# expect-stderr:   File "tests/errors/traceback/lambda_frame.py", line 3, in <module>
# expect-stderr:     f(3)
# expect-stderr:   File "tests/errors/traceback/lambda_frame.py", line 1, in <lambda>
# expect-stderr:     f = lambda x: x.upper()
# expect-stderr:                   ^^^^^^^
# expect-stderr: AttributeError: 'int' object has no attribute 'upper'
# expect-exit: 1
