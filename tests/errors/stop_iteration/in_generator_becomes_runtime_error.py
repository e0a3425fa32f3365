def gen():
    yield 1
    raise StopIteration("inside")
for x in gen():
    print(x)

# expect: 1
# expect-stderr: Traceback (most recent call last):
# expect-stderr:   File "tests/errors/stop_iteration/in_generator_becomes_runtime_error.py", line 3, in gen
# expect-stderr:     raise StopIteration("inside")
# expect-stderr: StopIteration: inside
# expect-stderr:
# expect-stderr: The above exception was the direct cause of the following exception:
# expect-stderr:
# expect-stderr: Traceback (most recent call last):
# expect-stderr:   File "tests/errors/stop_iteration/in_generator_becomes_runtime_error.py", line 4, in <module>
# expect-stderr:     for x in gen():
# expect-stderr: RuntimeError: generator raised StopIteration
# expect-exit: 1
