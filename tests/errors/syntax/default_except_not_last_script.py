# The same error stops a script before it runs.
print("never printed")
try:
    raise ValueError("v")
except:
    print("caught")
except ValueError:
    print("never")
# expect-stderr:   File "tests/errors/syntax/default_except_not_last_script.py", line 5
# expect-stderr:     except:
# expect-stderr:     ^^^^^^^
# expect-stderr: SyntaxError: default 'except:' must be last
# expect-exit: 1
