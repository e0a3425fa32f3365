def cleanup():
    raise OSError("cleanup failed")
def work():
    try:
        raise ValueError("work failed")
    except ValueError:
        cleanup()
work()

# expect-stderr: Traceback (most recent call last):
# expect-stderr:   File "tests/errors/chaining/error_in_handler_function.py", line 5, in work
# expect-stderr:     raise ValueError("work failed")
# expect-stderr: ValueError: work failed
# expect-stderr:
# expect-stderr: During handling of the above exception, another exception occurred:
# expect-stderr:
# expect-stderr: Traceback (most recent call last):
# expect-stderr:   File "tests/errors/chaining/error_in_handler_function.py", line 8, in <module>
# expect-stderr:     work()
# expect-stderr:   File "tests/errors/chaining/error_in_handler_function.py", line 7, in work
# expect-stderr:     cleanup()
# expect-stderr:   File "tests/errors/chaining/error_in_handler_function.py", line 2, in cleanup
# expect-stderr:     raise OSError("cleanup failed")
# expect-stderr: OSError: cleanup failed
# expect-exit: 1
