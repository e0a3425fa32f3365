# stdin: first
# stdin: second
import sys
print(repr(sys.stdin.readline()), repr(sys.stdin.read()))

# expect: 'first\n' 'second\n'
