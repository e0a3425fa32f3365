import sys
print("before")
sys.exit()
print("after")

# expect: before
