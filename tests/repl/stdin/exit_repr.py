# repl: stdin
# In a session, `exit` and `quit` say how to leave; quit() leaves with status 0.
exit
quit
quit()
print("not reached")
# expect: Use exit() or Ctrl-D (i.e. EOF) to exit
# expect: Use quit() or Ctrl-D (i.e. EOF) to exit
