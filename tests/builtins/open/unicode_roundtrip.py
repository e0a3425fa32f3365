import os
path = "/tmp/tpy_test_open_unicode_%d.txt" % os.getpid()
with open(path, "w", encoding="utf-8") as f:
    f.write("héllo ☃\n")
with open(path, "rb") as f:
    raw = f.read()
with open(path, encoding="utf-8") as f:
    print(f.read().strip(), len(raw))
os.remove(path)

# expect: héllo ☃ 11
