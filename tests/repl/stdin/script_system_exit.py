# repl: stdin
# args: tests/repl/stdin/_exit_script.py
# With -i, a script's SystemExit is reported as a traceback and the session
# starts anyway, as CPython 3.11 does; the status is then the session's.
value
# expect: 42
# expect-stderr: Traceback (most recent call last):
# expect-stderr:   File "tests/repl/stdin/_exit_script.py", line 4, in <module>
# expect-stderr:     sys.exit(3)
# expect-stderr: SystemExit: 3
