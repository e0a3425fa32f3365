s = {1, {2}}

# expect-stderr: Traceback (most recent call last):
# expect-stderr:   File "tests/errors/type/unhashable_set_member.py", line 1, in <module>
# expect-stderr:     s = {1, {2}}
# expect-stderr:         ^^^^^^^^
# expect-stderr: TypeError: unhashable type: 'set'
# expect-exit: 1
