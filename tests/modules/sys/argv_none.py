import sys
print(sys.argv[1:], type(sys.argv).__name__)

# expect: [] list
