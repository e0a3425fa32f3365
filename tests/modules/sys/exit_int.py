import sys
print("before")
sys.exit(3)
print("after")

# expect: before
# expect-exit: 3
