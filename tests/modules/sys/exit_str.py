import sys
sys.exit("fatal: bad input")

# expect-stderr: fatal: bad input
# expect-exit: 1
