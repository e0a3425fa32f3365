import os
path = "/tmp/tpy_test_open_write_read_%d.txt" % os.getpid()
with open(path, "w") as f:
    n = f.write("line one\nline two\n")
print(n)
with open(path) as f:
    print(repr(f.read()))
os.remove(path)

# expect: 18
# expect: 'line one\nline two\n'
