# stdin: only line
print(input())
try:
    input()
except EOFError as e:
    print("EOFError", repr(e))

# expect: only line
# expect: EOFError EOFError('EOF when reading a line')
