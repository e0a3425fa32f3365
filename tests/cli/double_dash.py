# `--` ends the options: what follows is the program and its arguments.
import sys

print(sys.argv[1:])
# flags: --
# args: -x --y
# expect: ['-x', '--y']
