grid = {(0, 0): "x"}
grid[1, 2]

# expect-stderr: Traceback (most recent call last):
# expect-stderr:   File "tests/errors/key/missing_tuple_key.py", line 2, in <module>
# expect-stderr:     grid[1, 2]
# expect-stderr:     ~~~~^^^^^^
# expect-stderr: KeyError: (1, 2)
# expect-exit: 1
