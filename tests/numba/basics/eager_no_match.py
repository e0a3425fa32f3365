# With explicit signatures only, arguments no signature accepts raise TypeError
# (floats are converted to int64 arguments, strings are not).
from numba import njit


@njit('int64(int64)')
def inc(x):
    return x + 1


print(inc(4))
print(inc(2.75))
try:
    inc("four")
except TypeError as e:
    print(type(e).__name__ + ":", e)
try:
    inc((1, 2))
except TypeError as e:
    print(type(e).__name__ + ":", e)
print(len(inc.signatures))

# expect: 5
# expect: 3
# expect: TypeError: No matching definition for argument type(s) unicode_type
# expect: TypeError: No matching definition for argument type(s) UniTuple(int64 x 2)
# expect: 1
