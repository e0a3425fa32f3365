# repl: stdin
# args: tests/repl/stdin/_script.py
# `-i script.py` runs the script, then the session sees its globals.
greeting
__name__
# expect: script ran
# expect: 'hello from the script'
# expect: '__main__'
