import sys
try:
    sys.exit(2)
finally:
    print("finally ran")

# expect: finally ran
# expect-exit: 2
