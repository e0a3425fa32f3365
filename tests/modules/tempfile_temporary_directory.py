# tempfile.TemporaryDirectory: a new directory, its name the `with` target,
# removed with its files and subdirectories at the end (or by cleanup()).
import os
import tempfile

with tempfile.TemporaryDirectory(prefix="tpyt") as d:
    print(os.path.isdir(d), os.path.basename(d).startswith("tpyt"))
    with open(os.path.join(d, "a.txt"), "w") as f:
        f.write("hi")
    os.mkdir(os.path.join(d, "sub"))
    with open(os.path.join(d, "sub", "b.txt"), "w") as f:
        f.write("there")
    print(sorted(os.listdir(d)))
print(os.path.exists(d))

t = tempfile.TemporaryDirectory(suffix="_x")
print(t.name.endswith("_x"), os.path.isdir(t.name), repr(t).startswith("<TemporaryDirectory '"))
t.cleanup()
print(os.path.exists(t.name))
t.cleanup()
try:
    with tempfile.TemporaryDirectory() as d2:
        raise KeyError("inside")
except KeyError as e:
    print("KeyError", e, os.path.exists(d2))

# expect: True True
# expect: ['a.txt', 'sub']
# expect: False
# expect: True True True
# expect: False
# expect: KeyError 'inside' False
