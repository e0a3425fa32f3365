# bool_ arithmetic by NumPy's rules, also with a Python bool on the left:
# + is logical or, * logical and, - refused; / // % ** through the ufuncs.
import numpy as np


def show(label, f):
    try:
        r = f()
        print(label, repr(r), type(r).__name__)
    except TypeError as e:
        print(label, "TypeError", e)


t = np.bool_(True)
show("True + bool_", lambda: True + t)
show("bool_ + True", lambda: t + True)
show("False + bool_(False)", lambda: False + np.bool_(False))
show("True * bool_(False)", lambda: True * np.bool_(False))
show("True - bool_", lambda: True - t)
show("True / bool_", lambda: True / t)
show("True // bool_", lambda: True // t)
show("True % bool_", lambda: True % t)
show("True ** bool_", lambda: True ** t)
show("1 + bool_", lambda: 1 + t)
show("2.5 * bool_", lambda: 2.5 * t)
show("bool_ & False", lambda: t & False)
show("True | bool_(False)", lambda: True | np.bool_(False))
total = 0
for k in range(300):
    total += bool(k % 3) + np.bool_(k % 2)
print(repr(total), type(total).__name__)

# expect: True + bool_ True bool_
# expect: bool_ + True True bool_
# expect: False + bool_(False) False bool_
# expect: True * bool_(False) False bool_
# expect: True - bool_ TypeError numpy boolean subtract, the `-` operator, is not supported, use the bitwise_xor, the `^` operator, or the logical_xor function instead.
# expect: True / bool_ 1.0 float64
# expect: True // bool_ 1 int8
# expect: True % bool_ 0 int8
# expect: True ** bool_ 1 int8
# expect: 1 + bool_ 2 int64
# expect: 2.5 * bool_ 2.5 float64
# expect: bool_ & False False bool_
# expect: True | bool_(False) True bool_
# expect: 250 int64
