# NumPy scalars have the ndarray methods (run on their 0-d array, a 0-d
# result as a scalar), float's is_integer/as_integer_ratio, and integer
# scalars numerator, denominator and bit_count.
import numpy as np

def show(label, r):
    if isinstance(r, np.ndarray):
        print(label, repr(r), r.dtype)
    else:
        print(label, repr(r), type(r).__name__)

f = np.float64(2.5)
i = np.int64(3)
g = np.float32(1.5)
k = np.int8(-4)
b = np.bool_(True)
for name, x in [("f64", f), ("i64", i), ("f32", g), ("i8", k), ("bool", b)]:
    show(name + " sum", x.sum())
    show(name + " prod", x.prod())
    show(name + " max", x.max())
    show(name + " min", x.min())
    show(name + " mean", x.mean())
    show(name + " std", x.std())
    show(name + " var", x.var())
    show(name + " all", x.all())
    show(name + " any", x.any())
    show(name + " argmax", x.argmax())
    show(name + " argmin", x.argmin())
    show(name + " reshape", x.reshape(1))
    show(name + " reshape 2", x.reshape(1, 1))
    show(name + " flatten", x.flatten())
    show(name + " ravel", x.ravel())
    show(name + " cumsum", x.cumsum())
    show(name + " cumprod", x.cumprod())
    show(name + " transpose", x.transpose())
    show(name + " squeeze", x.squeeze())
    show(name + " repeat", x.repeat(3))
    show(name + " take", x.take(0))
    show(name + " tolist", x.tolist())
    show(name + " item", x.item())
    show(name + " [()]", x[()])
    show(name + " [...]", x[...])
    show(name + " __array__", x.__array__())
    show(name + " T", x.T)
    show(name + " real", x.real)
    show(name + " imag", x.imag)
    show(name + " conjugate", x.conjugate())
    show(name + " clip", x.clip(0, 2))
    show(name + " astype", x.astype(np.float32))
show("f64 round", np.float64(2.567).round(1))
show("f32 round", np.float32(2.567).round())
show("i64 round", np.int64(1234).round(-2))
show("f64 mean keepdims", f.mean(keepdims=True))
show("f64 is_integer", (np.float64(3.0).is_integer(), np.float64(3.5).is_integer()))
show("f32 is_integer", (np.float32(3.0).is_integer(), np.float32(3.5).is_integer()))
show("i64 is_integer", np.int64(3).is_integer())
show("f32 as_integer_ratio", np.float32(0.75).as_integer_ratio())
show("f64 as_integer_ratio", np.float64(0.5).as_integer_ratio())
show("i64 numerator", np.int64(7).numerator)
show("i64 denominator", np.int64(7).denominator)
show("u8 numerator", np.uint8(7).numerator)
show("i16 denominator", np.int16(7).denominator)
show("i32 bit_count", np.int32(-7).bit_count())
show("i64 bit_count", np.int64(7).bit_count())
show("f64 view", np.float64(1.0).view(np.int64))
show("f64 sum out", np.float64(2.0).sum(dtype=np.int32))
show("i64 argsort", i.argsort())
show("i64 diagonal?", hasattr(i, "diagonal"))

# expect: f64 sum 2.5 float64
# expect: f64 prod 2.5 float64
# expect: f64 max 2.5 float64
# expect: f64 min 2.5 float64
# expect: f64 mean 2.5 float64
# expect: f64 std 0.0 float64
# expect: f64 var 0.0 float64
# expect: f64 all True bool_
# expect: f64 any True bool_
# expect: f64 argmax 0 int64
# expect: f64 argmin 0 int64
# expect: f64 reshape array([2.5]) float64
# expect: f64 reshape 2 array([[2.5]]) float64
# expect: f64 flatten array([2.5]) float64
# expect: f64 ravel array([2.5]) float64
# expect: f64 cumsum array([2.5]) float64
# expect: f64 cumprod array([2.5]) float64
# expect: f64 transpose 2.5 float64
# expect: f64 squeeze 2.5 float64
# expect: f64 repeat array([2.5, 2.5, 2.5]) float64
# expect: f64 take 2.5 float64
# expect: f64 tolist 2.5 float
# expect: f64 item 2.5 float
# expect: f64 [()] 2.5 float64
# expect: f64 [...] array(2.5) float64
# expect: f64 __array__ array(2.5) float64
# expect: f64 T 2.5 float64
# expect: f64 real 2.5 float64
# expect: f64 imag 0.0 float64
# expect: f64 conjugate 2.5 float64
# expect: f64 clip 2.0 float64
# expect: f64 astype 2.5 float32
# expect: i64 sum 3 int64
# expect: i64 prod 3 int64
# expect: i64 max 3 int64
# expect: i64 min 3 int64
# expect: i64 mean 3.0 float64
# expect: i64 std 0.0 float64
# expect: i64 var 0.0 float64
# expect: i64 all True bool_
# expect: i64 any True bool_
# expect: i64 argmax 0 int64
# expect: i64 argmin 0 int64
# expect: i64 reshape array([3]) int64
# expect: i64 reshape 2 array([[3]]) int64
# expect: i64 flatten array([3]) int64
# expect: i64 ravel array([3]) int64
# expect: i64 cumsum array([3]) int64
# expect: i64 cumprod array([3]) int64
# expect: i64 transpose 3 int64
# expect: i64 squeeze 3 int64
# expect: i64 repeat array([3, 3, 3]) int64
# expect: i64 take 3 int64
# expect: i64 tolist 3 int
# expect: i64 item 3 int
# expect: i64 [()] 3 int64
# expect: i64 [...] array(3) int64
# expect: i64 __array__ array(3) int64
# expect: i64 T 3 int64
# expect: i64 real 3 int64
# expect: i64 imag 0 int64
# expect: i64 conjugate 3 int64
# expect: i64 clip 2 int64
# expect: i64 astype 3.0 float32
# expect: f32 sum 1.5 float32
# expect: f32 prod 1.5 float32
# expect: f32 max 1.5 float32
# expect: f32 min 1.5 float32
# expect: f32 mean 1.5 float32
# expect: f32 std 0.0 float32
# expect: f32 var 0.0 float32
# expect: f32 all True bool_
# expect: f32 any True bool_
# expect: f32 argmax 0 int64
# expect: f32 argmin 0 int64
# expect: f32 reshape array([1.5], dtype=float32) float32
# expect: f32 reshape 2 array([[1.5]], dtype=float32) float32
# expect: f32 flatten array([1.5], dtype=float32) float32
# expect: f32 ravel array([1.5], dtype=float32) float32
# expect: f32 cumsum array([1.5], dtype=float32) float32
# expect: f32 cumprod array([1.5], dtype=float32) float32
# expect: f32 transpose 1.5 float32
# expect: f32 squeeze 1.5 float32
# expect: f32 repeat array([1.5, 1.5, 1.5], dtype=float32) float32
# expect: f32 take 1.5 float32
# expect: f32 tolist 1.5 float
# expect: f32 item 1.5 float
# expect: f32 [()] 1.5 float32
# expect: f32 [...] array(1.5, dtype=float32) float32
# expect: f32 __array__ array(1.5, dtype=float32) float32
# expect: f32 T 1.5 float32
# expect: f32 real 1.5 float32
# expect: f32 imag 0.0 float32
# expect: f32 conjugate 1.5 float32
# expect: f32 clip 1.5 float64
# expect: f32 astype 1.5 float32
# expect: i8 sum -4 int64
# expect: i8 prod -4 int64
# expect: i8 max -4 int8
# expect: i8 min -4 int8
# expect: i8 mean -4.0 float64
# expect: i8 std 0.0 float64
# expect: i8 var 0.0 float64
# expect: i8 all True bool_
# expect: i8 any True bool_
# expect: i8 argmax 0 int64
# expect: i8 argmin 0 int64
# expect: i8 reshape array([-4], dtype=int8) int8
# expect: i8 reshape 2 array([[-4]], dtype=int8) int8
# expect: i8 flatten array([-4], dtype=int8) int8
# expect: i8 ravel array([-4], dtype=int8) int8
# expect: i8 cumsum array([-4]) int64
# expect: i8 cumprod array([-4]) int64
# expect: i8 transpose -4 int8
# expect: i8 squeeze -4 int8
# expect: i8 repeat array([-4, -4, -4], dtype=int8) int8
# expect: i8 take -4 int8
# expect: i8 tolist -4 int
# expect: i8 item -4 int
# expect: i8 [()] -4 int8
# expect: i8 [...] array(-4, dtype=int8) int8
# expect: i8 __array__ array(-4, dtype=int8) int8
# expect: i8 T -4 int8
# expect: i8 real -4 int8
# expect: i8 imag 0 int8
# expect: i8 conjugate -4 int8
# expect: i8 clip 0 int64
# expect: i8 astype -4.0 float32
# expect: bool sum 1 int64
# expect: bool prod 1 int64
# expect: bool max True bool_
# expect: bool min True bool_
# expect: bool mean 1.0 float64
# expect: bool std 0.0 float64
# expect: bool var 0.0 float64
# expect: bool all True bool_
# expect: bool any True bool_
# expect: bool argmax 0 int64
# expect: bool argmin 0 int64
# expect: bool reshape array([ True]) bool
# expect: bool reshape 2 array([[ True]]) bool
# expect: bool flatten array([ True]) bool
# expect: bool ravel array([ True]) bool
# expect: bool cumsum array([1]) int64
# expect: bool cumprod array([1]) int64
# expect: bool transpose True bool_
# expect: bool squeeze True bool_
# expect: bool repeat array([ True,  True,  True]) bool
# expect: bool take True bool_
# expect: bool tolist True bool
# expect: bool item True bool
# expect: bool [()] True bool_
# expect: bool [...] array(True) bool
# expect: bool __array__ array(True) bool
# expect: bool T True bool_
# expect: bool real True bool_
# expect: bool imag False bool_
# expect: bool conjugate True bool_
# expect: bool clip 1 int64
# expect: bool astype 1.0 float32
# expect: f64 round 2.6 float64
# expect: f32 round 3.0 float32
# expect: i64 round 1200 int64
# expect: f64 mean keepdims 2.5 float64
# expect: f64 is_integer (True, False) tuple
# expect: f32 is_integer (True, False) tuple
# expect: i64 is_integer True bool
# expect: f32 as_integer_ratio (3, 4) tuple
# expect: f64 as_integer_ratio (1, 2) tuple
# expect: i64 numerator 7 int64
# expect: i64 denominator 1 int
# expect: u8 numerator 7 uint8
# expect: i16 denominator 1 int
# expect: i32 bit_count 3 int
# expect: i64 bit_count 3 int
# expect: f64 view 4607182418800017408 int64
# expect: f64 sum out 2 int32
# expect: i64 argsort array([0]) int64
# expect: i64 diagonal? True bool
