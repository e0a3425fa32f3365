# NumPy scalars with Python ints past uint64: Python's arithmetic on the
# scalar's value (as NumPy's object arrays), comparisons giving bool_.
import numpy as np


def show(label, f):
    try:
        r = f()
        print(label, repr(r), type(r).__name__)
    except OverflowError as e:
        print(label, "OverflowError", e)


show("f32 + 2**100", lambda: np.float32(1) + 2**100)
show("2**100 + f32", lambda: 2**100 + np.float32(1))
show("i8 + 2**100", lambda: np.int8(1) + 2**100)
show("i64 + 2**70", lambda: np.int64(1) + 2**70)
show("u64 + 2**64", lambda: np.uint64(1) + 2**64)
show("i64 == 2**70", lambda: np.int64(1) == 2**70)
show("i64 < 2**70", lambda: np.int64(1) < 2**70)
show("2**70 > i64", lambda: 2**70 > np.int64(1))
show("i8 == 2**70", lambda: np.int8(1) == 2**70)
show("f32 < 2**100", lambda: np.float32(1) < 2**100)
show("f64 > -2**80", lambda: np.float64(1) > -2**80)

# expect: f32 + 2**100 1.2676506002282294e+30 float
# expect: 2**100 + f32 1.2676506002282294e+30 float
# expect: i8 + 2**100 1267650600228229401496703205377 int
# expect: i64 + 2**70 1180591620717411303425 int
# expect: u64 + 2**64 18446744073709551617 int
# expect: i64 == 2**70 False bool_
# expect: i64 < 2**70 True bool_
# expect: 2**70 > i64 True bool_
# expect: i8 == 2**70 False bool_
# expect: f32 < 2**100 True bool_
# expect: f64 > -2**80 True bool_
