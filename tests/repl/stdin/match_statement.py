# repl: stdin
# A match statement is a compound statement: a blank line ends it.
point = (1, 2)
match point:
    case (0, y):
        print("y axis", y)
    case (x, y):
        print("at", x, y)

match = 5
match
match * 2

# expect: at 1 2
# expect: 5
# expect: 10
