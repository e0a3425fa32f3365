# Importing a module whose source holds a NUL (in a string literal too) is
# compile()'s "source code string cannot contain null bytes" (CPython 3.11.7),
# with no line; tpy used to run it (scripts/source_fuzz.py).
import os, sys
here = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, here)
for k, src in enumerate((b'print("a\0b")\n', b'x = 1\ny = """a\n\0"""\n', b'y = "a\\\0b"\n')):
    name = "_nul_in_string_%d_%d" % (os.getpid(), k)
    path = os.path.join(here, name + ".py")
    with open(path, "wb") as f:
        f.write(src)
    try:
        __import__(name)
        print("imported")
    except SyntaxError as e:
        print(type(e).__name__, e.msg, e.lineno)
    finally:
        os.remove(path)
# expect: SyntaxError source code string cannot contain null bytes None
# expect: SyntaxError source code string cannot contain null bytes None
# expect: SyntaxError source code string cannot contain null bytes None
