# Malformed -W options are reported at start-up and ignored.
import sys

print(sys.warnoptions)
# flags: -W bogus -W ignore::NoSuchWarning -W error::int -W a:b:c:d:e:f
# expect-stderr: Invalid -W option ignored: invalid action: 'bogus'
# expect-stderr: Invalid -W option ignored: unknown warning category: 'NoSuchWarning'
# expect-stderr: Invalid -W option ignored: invalid warning category: 'int'
# expect-stderr: Invalid -W option ignored: too many fields (max 5): 'a:b:c:d:e:f'
# expect: ['bogus', 'ignore::NoSuchWarning', 'error::int', 'a:b:c:d:e:f']
