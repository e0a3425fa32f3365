# BaseException.add_note and __notes__ (PEP 678).
e = ValueError("bad")
print(hasattr(e, "__notes__"))
e.add_note("first")
e.add_note("second\nline")
print(e.__notes__, type(e.__notes__).__name__)
try:
    e.add_note(3)
except TypeError as x:
    print("TypeError:", x)
e.__notes__ = ("t",)
try:
    e.add_note("more")
except TypeError as x:
    print("TypeError:", x)


class MyError(Exception):
    pass


try:
    try:
        raise MyError("inner")
    except MyError as err:
        err.add_note("context added")
        raise
except MyError as err:
    print(err.__notes__, "add_note" in dir(BaseException))

# expect: False
# expect: ['first', 'second\nline'] list
# expect: TypeError: note must be a str, not 'int'
# expect: TypeError: Cannot add note: __notes__ is not a list
# expect: ['context added'] True
