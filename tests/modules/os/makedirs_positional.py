# os.makedirs(name, mode, exist_ok) with every argument given by position
# or by name.
import os
import tempfile

root = tempfile.mkdtemp()
p = os.path.join(root, "a", "b", "c")
os.makedirs(p)
os.makedirs(p, 0o755, True)
os.makedirs(p, exist_ok=True)
os.makedirs(name=os.path.join(root, "d"), mode=0o700)
for call in (lambda: os.makedirs(p), lambda: os.makedirs(p, 0o755, False)):
    try:
        call()
    except FileExistsError as e:
        print("FileExistsError", e.errno)
try:
    os.makedirs(p, 0o755, True, 1)
except TypeError as e:
    print("TypeError")
print(os.path.isdir(p), os.path.isdir(os.path.join(root, "d")))
for d in (p, os.path.dirname(p), os.path.join(root, "a"), os.path.join(root, "d"), root):
    os.rmdir(d)
print(os.path.exists(root))

# expect: FileExistsError 17
# expect: FileExistsError 17
# expect: TypeError
# expect: True True
# expect: False
