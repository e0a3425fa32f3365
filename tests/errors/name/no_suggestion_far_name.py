alpha = 1
print(zzzzqqqq)

# expect-stderr: Traceback (most recent call last):
# expect-stderr:   File "tests/errors/name/no_suggestion_far_name.py", line 2, in <module>
# expect-stderr:     print(zzzzqqqq)
# expect-stderr:           ^^^^^^^^
# expect-stderr: NameError: name 'zzzzqqqq' is not defined
# expect-exit: 1
