# repl: stdin
# Compound statements continue until a blank line, then run.
def twice(x):
    y = x * 2
    return y

twice(21)
class Point:
    def __init__(self, x):
        self.x = x

Point(4).x
for i in range(3): i

if 0:
    print("no")
else:
    print("yes")

# expect: 42
# expect: 4
# expect: 0
# expect: 1
# expect: 2
# expect: yes
