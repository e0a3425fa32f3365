# -O: assert statements are gone and __debug__ is False.
assert False, "not evaluated under -O"
print("after assert", __debug__)
if __debug__:
    print("debug branch")
else:
    print("optimized branch")


def check(x):
    assert x > 0, x
    return x


print(check(-1))
# flags: -O
# expect: after assert False
# expect: optimized branch
# expect: -1
