# Notes inside exception group boxes carry the box margin; a non-str note
# prints its str().
inner = KeyError("k")
inner.add_note("key note")
inner.__notes__.append(42)
g = ExceptionGroup("many", [TypeError("t"), inner])
g.add_note("group note")
raise g

# expect-stderr:   + Exception Group Traceback (most recent call last):
# expect-stderr:   |   File "tests/errors/notes/group_notes.py", line 8, in <module>
# expect-stderr:   |     raise g
# expect-stderr:   | ExceptionGroup: many (2 sub-exceptions)
# expect-stderr:   | group note
# expect-stderr:   +-+---------------- 1 ----------------
# expect-stderr:     | TypeError: t
# expect-stderr:     +---------------- 2 ----------------
# expect-stderr:     | KeyError: 'k'
# expect-stderr:     | key note
# expect-stderr:     | 42
# expect-stderr:     +------------------------------------
# expect-exit: 1
