x = 10
def f():
    print(x)
    x = 5
f()

# expect-stderr: Traceback (most recent call last):
# expect-stderr:   File "tests/errors/unbound/local_before_assignment.py", line 5, in <module>
# expect-stderr:     f()
# expect-stderr:   File "tests/errors/unbound/local_before_assignment.py", line 3, in f
# expect-stderr:     print(x)
# expect-stderr:           ^
# expect-stderr: UnboundLocalError: cannot access local variable 'x' where it is not associated with a value
# expect-exit: 1
