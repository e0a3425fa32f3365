# print() of str values inside compiled code, with other values.
from numba import njit


@njit
def show(s, n):
    print(s)
    print(s + "!", n, "end")
    print(s[0], len(s))


show("héllo", 3)

# expect: héllo
# expect: héllo! 3 end
# expect: h 5
