import os
d = "/tmp/tpy_os_path_test_dir"
if not os.path.isdir(d):
    os.mkdir(d)
f = os.path.join(d, "a.txt")
with open(f, "w") as fh:
    fh.write("abc")
print(os.path.exists(d), os.path.isdir(d), os.path.isfile(d))
print(os.path.exists(f), os.path.isdir(f), os.path.isfile(f), os.path.getsize(f))
print(os.path.splitext(f)[1], os.path.basename(f), os.path.dirname(f) == d)
os.remove(f)
os.rmdir(d)
print(os.path.exists(f), os.path.exists(d))
try:
    os.rmdir(d)
except FileNotFoundError as e:
    print("FileNotFoundError", e.errno)

# expect: True True False
# expect: True False True 3
# expect: .txt a.txt True
# expect: False False
# expect: FileNotFoundError 2
