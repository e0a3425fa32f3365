def numbers():
    yield 1
    yield 2 // 0
for n in numbers():
    print(n)

# expect: 1
# expect-stderr: Traceback (most recent call last):
# expect-stderr:   File "tests/errors/traceback/generator_frame.py", line 4, in <module>
# expect-stderr:     for n in numbers():
# expect-stderr:   File "tests/errors/traceback/generator_frame.py", line 3, in numbers
# expect-stderr:     yield 2 // 0
# expect-stderr:           ~~^^~~
# expect-stderr: ZeroDivisionError: integer division or modulo by zero
# expect-exit: 1
