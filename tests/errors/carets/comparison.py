if 3 < "4":
    pass

# expect-stderr: Traceback (most recent call last):
# expect-stderr:   File "tests/errors/carets/comparison.py", line 1, in <module>
# expect-stderr:     if 3 < "4":
# expect-stderr:        ^^^^^^^
# expect-stderr: TypeError: '<' not supported between instances of 'int' and 'str'
# expect-exit: 1
