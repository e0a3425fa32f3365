import os
path = "/tmp/tpy_test_open_binary_%d.bin" % os.getpid()
with open(path, "wb") as f:
    f.write(bytes([0, 1, 255]))
with open(path, "rb") as f:
    data = f.read()
print(data, type(data).__name__, list(data))
os.remove(path)

# expect: b'\x00\x01\xff' bytes [0, 1, 255]
