# repl: stdin
# In a session `help` tells how to use it, and help(f) prints f's summary.
help
def twice(x):
    "Return x doubled."
    return 2 * x

help(twice)
help(twice) is None
# expect: Type help() for interactive help, or help(object) for help about object.
# expect: Help on function twice in module __main__:
# expect:
# expect: twice(x)
# expect:     Return x doubled.
# expect:
# expect: Help on function twice in module __main__:
# expect:
# expect: twice(x)
# expect:     Return x doubled.
# expect:
# expect: True
