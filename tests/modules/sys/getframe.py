# sys._getframe(depth): the caller's frames with f_lineno, f_code,
# f_globals, f_locals and f_back. (tpy's frames are snapshots taken at the
# call, so f_lineno is read in the statement that calls _getframe.)
import sys


def where(depth=1):
    f = sys._getframe(depth)
    return f.f_code.co_name, f.f_lineno


def outer():
    x = 41
    f, line = sys._getframe(), sys._getframe().f_lineno
    print(f.f_code.co_name, line, f.f_locals["x"], f.f_globals is globals())
    print(f.f_back.f_code.co_name, f.f_back.f_lineno, f.f_back.f_back)
    print(where(), where(2))
    return inner()


def inner():
    return [sys._getframe(i).f_code.co_name for i in range(3)]


print(outer())
top = sys._getframe(0)
print(top.f_code.co_name, sys._getframe(0).f_lineno, top.f_back, top.f_code.co_filename.endswith("getframe.py"))
print(top.f_locals is globals(), "outer" in top.f_globals)
for i in range(3):
    print(where(1)[1])
try:
    sys._getframe(100)
except ValueError as e:
    print("ValueError:", e)
try:
    sys._getframe("x")
except TypeError as e:
    print("TypeError:", e)


# expect: outer 14 41 True
# expect: <module> 25 None
# expect: ('outer', 17) ('<module>', 25)
# expect: ['<listcomp>', 'inner', 'outer']
# expect: <module> 27 None True
# expect: True True
# expect: 30
# expect: 30
# expect: 30
# expect: ValueError: call stack is not deep enough
# expect: TypeError: 'str' object cannot be interpreted as an integer
