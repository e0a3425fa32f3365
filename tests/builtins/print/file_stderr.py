import sys
print("to out")
print("to err", 1, file=sys.stderr)
print("flushed", flush=True)

# expect: to out
# expect: flushed
# expect-stderr: to err 1
