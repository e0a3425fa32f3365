def level3(x):
    return x["key"]
def level2(x):
    return level3(x) * 2
def level1():
    data = {"other": 1}
    return level2(data)
level1()

# expect-stderr: Traceback (most recent call last):
# expect-stderr:   File "tests/errors/traceback/several_frames.py", line 8, in <module>
# expect-stderr:     level1()
# expect-stderr:   File "tests/errors/traceback/several_frames.py", line 7, in level1
# expect-stderr:     return level2(data)
# expect-stderr:            ^^^^^^^^^^^^
# expect-stderr:   File "tests/errors/traceback/several_frames.py", line 4, in level2
# expect-stderr:     return level3(x) * 2
# expect-stderr:            ^^^^^^^^^
# expect-stderr:   File "tests/errors/traceback/several_frames.py", line 2, in level3
# expect-stderr:     return x["key"]
# expect-stderr:            ~^^^^^^^
# expect-stderr: KeyError: 'key'
# expect-exit: 1
