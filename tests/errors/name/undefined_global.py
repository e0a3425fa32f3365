print("start")
print(undefined_name)

# expect: start
# expect-stderr: Traceback (most recent call last):
# expect-stderr:   File "tests/errors/name/undefined_global.py", line 2, in <module>
# expect-stderr:     print(undefined_name)
# expect-stderr:           ^^^^^^^^^^^^^^
# expect-stderr: NameError: name 'undefined_name' is not defined
# expect-exit: 1
