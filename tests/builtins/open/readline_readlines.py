import os
path = "/tmp/tpy_test_open_readline_%d.txt" % os.getpid()
with open(path, "w") as f:
    f.writelines(["1\n", "2\n", "3\n"])
f = open(path)
print(repr(f.readline()), f.readlines(), repr(f.readline()))
f.close()
print(f.closed)
os.remove(path)

# expect: '1\n' ['2\n', '3\n'] ''
# expect: True
