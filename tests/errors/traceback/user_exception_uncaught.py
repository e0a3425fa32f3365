class ConfigError(Exception):
    pass
def load():
    raise ConfigError("missing field 'name'")
load()

# expect-stderr: Traceback (most recent call last):
# expect-stderr:   File "tests/errors/traceback/user_exception_uncaught.py", line 5, in <module>
# expect-stderr:     load()
# expect-stderr:   File "tests/errors/traceback/user_exception_uncaught.py", line 4, in load
# expect-stderr:     raise ConfigError("missing field 'name'")
# expect-stderr: ConfigError: missing field 'name'
# expect-exit: 1
