try:
    assert 1 + 1 == 3, "math is broken"
except AssertionError as e:
    print("caught:", e, e.args)
try:
    assert []
except AssertionError as e:
    print("no message:", repr(e))

# expect: caught: math is broken ('math is broken',)
# expect: no message: AssertionError()
