# repl: stdin
# exit(N) ends the session with status N; nothing after it runs.
print("before")
exit(3)
print("not reached")
# expect: before
# expect-exit: 3
