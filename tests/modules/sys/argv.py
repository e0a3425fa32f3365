# args: one "two words" 3
import sys
print(sys.argv[1:])
print(len(sys.argv), sys.argv[0].endswith("argv.py"))

# expect: ['one', 'two words', '3']
# expect: 4 True
