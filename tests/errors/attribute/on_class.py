class Config:
    debug = True
print(Config.verbose)

# expect-stderr: Traceback (most recent call last):
# expect-stderr:   File "tests/errors/attribute/on_class.py", line 3, in <module>
# expect-stderr:     print(Config.verbose)
# expect-stderr:           ^^^^^^^^^^^^^^
# expect-stderr: AttributeError: type object 'Config' has no attribute 'verbose'
# expect-exit: 1
