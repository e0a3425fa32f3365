import os
path = "/tmp/tpy_test_open_append_%d.txt" % os.getpid()
with open(path, "w") as f:
    f.write("a\n")
with open(path, "a") as f:
    f.write("b\nc")
with open(path) as f:
    for line in f:
        print(repr(line))
os.remove(path)

# expect: 'a\n'
# expect: 'b\n'
# expect: 'c'
