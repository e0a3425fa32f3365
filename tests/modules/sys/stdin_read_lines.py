# stdin: 3 4
# stdin: 5 6
import sys
total = 0
for line in sys.stdin:
    total += sum(int(x) for x in line.split())
print(total)

# expect: 18
