import sys
n = sys.stdout.write("hello\n")
print(n)
m = sys.stderr.write("err line\n")
print(m)

# expect: hello
# expect: 6
# expect: 9
# expect-stderr: err line
