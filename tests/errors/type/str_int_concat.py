age = 30
msg = "age: " + age

# expect-stderr: Traceback (most recent call last):
# expect-stderr:   File "tests/errors/type/str_int_concat.py", line 2, in <module>
# expect-stderr:     msg = "age: " + age
# expect-stderr:           ~~~~~~~~^~~~~
# expect-stderr: TypeError: can only concatenate str (not "int") to str
# expect-exit: 1
