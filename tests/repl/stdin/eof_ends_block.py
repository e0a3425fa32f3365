# repl: stdin
# End of input finishes the statement being typed, then the session ends.
x = 2
for i in range(x):
    print("line", i)
# expect: line 0
# expect: line 1
