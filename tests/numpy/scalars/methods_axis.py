# ndarray methods on NumPy scalars, and axis 0 / -1 of 0-d arrays: NumPy's
# ufunc reductions take them as no axis; argmax/argmin/cumsum/cumprod see
# a 0-d array as 1-d; mean/var/std and other axes raise AxisError.
import warnings
import numpy as np

scalars = [np.float64(2.5), np.int64(-3), np.bool_(True), np.complex128(1 + 2j), np.float32(1.5),
           np.int32(7), np.uint8(0)]
calls = ["nonzero()", "sum(axis=0)", "sum(axis=-1)", "sum()", "prod(axis=0)", "mean(axis=0)", "mean()",
         "reshape(1)", "reshape(())", "reshape(1, 1)", "ravel()", "flatten()", "T", "all()", "any()",
         "all(axis=0)", "any(axis=-1)", "argmax()", "argmin()", "argmax(axis=0)", "argmin(axis=-1)",
         "argsort()", "max()", "min(axis=0)", "max(axis=None)", "cumsum()", "cumsum(axis=0)",
         "cumprod(axis=-1)", "std()", "var()", "std(axis=0)", "ptp()", "ptp(axis=0)", "clip(0, 1)",
         "conj()", "copy()", "item()", "tolist()", "squeeze()", "squeeze(axis=0)", "transpose()",
         "repeat(2)", "take(0)", "compress([True])", "dot(2)", "astype(float)", "real", "imag", "ndim",
         "shape", "size", "strides", "itemsize", "nbytes", "sum(keepdims=True)", "sum(axis=1)",
         "argmax(axis=1)", "cumsum(axis=1)", "mean(axis=1)", "sum(axis=(0,))", "cumsum(axis=(0,))"]
for s in scalars:
    for c in calls:
        with warnings.catch_warnings(record=True) as w:
            warnings.simplefilter("always")
            try:
                r = eval("s." + c)
                print(type(s).__name__, c, type(r).__name__, repr(r))
            except Exception as e:
                print(type(s).__name__, c, "EXC", type(e).__name__, e)
        for x in w:
            print("  ", x.category.__name__, str(x.message)[:40])

z = np.array(2.5)
for name in ["sum", "all", "any", "max", "min", "amax", "prod", "ptp", "count_nonzero", "squeeze", "nansum",
             "nanmax", "nanmean", "add.reduce", "argmax", "argmin", "cumsum", "cumprod", "mean", "std", "median",
             "add.accumulate"]:
    f = eval("np." + name)
    for ax in [0, -1, 1, (0,)]:
        try:
            print(name, ax, repr(f(z, axis=ax)))
        except Exception as e:
            print(name, ax, "EXC", type(e).__name__, e)

# expect: float64 nonzero() tuple (array([0]),)
# expect:    DeprecationWarning Calling nonzero on 0d arrays is deprecat
# expect: float64 sum(axis=0) float64 2.5
# expect: float64 sum(axis=-1) float64 2.5
# expect: float64 sum() float64 2.5
# expect: float64 prod(axis=0) float64 2.5
# expect: float64 mean(axis=0) EXC AxisError axis 0 is out of bounds for array of dimension 0
# expect: float64 mean() float64 2.5
# expect: float64 reshape(1) ndarray array([2.5])
# expect: float64 reshape(()) float64 2.5
# expect: float64 reshape(1, 1) ndarray array([[2.5]])
# expect: float64 ravel() ndarray array([2.5])
# expect: float64 flatten() ndarray array([2.5])
# expect: float64 T float64 2.5
# expect: float64 all() bool_ True
# expect: float64 any() bool_ True
# expect: float64 all(axis=0) bool_ True
# expect: float64 any(axis=-1) bool_ True
# expect: float64 argmax() int64 0
# expect: float64 argmin() int64 0
# expect: float64 argmax(axis=0) int64 0
# expect: float64 argmin(axis=-1) int64 0
# expect: float64 argsort() ndarray array([0])
# expect: float64 max() float64 2.5
# expect: float64 min(axis=0) float64 2.5
# expect: float64 max(axis=None) float64 2.5
# expect: float64 cumsum() ndarray array([2.5])
# expect: float64 cumsum(axis=0) ndarray array([2.5])
# expect: float64 cumprod(axis=-1) ndarray array([2.5])
# expect: float64 std() float64 0.0
# expect: float64 var() float64 0.0
# expect: float64 std(axis=0) EXC AxisError axis 0 is out of bounds for array of dimension 0
# expect: float64 ptp() float64 0.0
# expect: float64 ptp(axis=0) float64 0.0
# expect: float64 clip(0, 1) float64 1.0
# expect: float64 conj() float64 2.5
# expect: float64 copy() float64 2.5
# expect: float64 item() float 2.5
# expect: float64 tolist() float 2.5
# expect: float64 squeeze() float64 2.5
# expect: float64 squeeze(axis=0) float64 2.5
# expect: float64 transpose() float64 2.5
# expect: float64 repeat(2) ndarray array([2.5, 2.5])
# expect: float64 take(0) float64 2.5
# expect: float64 compress([True]) ndarray array([2.5])
# expect: float64 dot(2) EXC AttributeError 'numpy.float64' object has no attribute 'dot'
# expect: float64 astype(float) float64 2.5
# expect: float64 real float64 2.5
# expect: float64 imag float64 0.0
# expect: float64 ndim int 0
# expect: float64 shape tuple ()
# expect: float64 size int 1
# expect: float64 strides tuple ()
# expect: float64 itemsize int 8
# expect: float64 nbytes int 8
# expect: float64 sum(keepdims=True) float64 2.5
# expect: float64 sum(axis=1) EXC AxisError axis 1 is out of bounds for array of dimension 0
# expect: float64 argmax(axis=1) EXC AxisError axis 1 is out of bounds for array of dimension 1
# expect: float64 cumsum(axis=1) EXC AxisError axis 1 is out of bounds for array of dimension 1
# expect: float64 mean(axis=1) EXC AxisError axis 1 is out of bounds for array of dimension 0
# expect: float64 sum(axis=(0,)) EXC AxisError axis 0 is out of bounds for array of dimension 0
# expect: float64 cumsum(axis=(0,)) EXC TypeError 'tuple' object cannot be interpreted as an integer
# expect: int64 nonzero() tuple (array([0]),)
# expect:    DeprecationWarning Calling nonzero on 0d arrays is deprecat
# expect: int64 sum(axis=0) int64 -3
# expect: int64 sum(axis=-1) int64 -3
# expect: int64 sum() int64 -3
# expect: int64 prod(axis=0) int64 -3
# expect: int64 mean(axis=0) EXC AxisError axis 0 is out of bounds for array of dimension 0
# expect: int64 mean() float64 -3.0
# expect: int64 reshape(1) ndarray array([-3])
# expect: int64 reshape(()) int64 -3
# expect: int64 reshape(1, 1) ndarray array([[-3]])
# expect: int64 ravel() ndarray array([-3])
# expect: int64 flatten() ndarray array([-3])
# expect: int64 T int64 -3
# expect: int64 all() bool_ True
# expect: int64 any() bool_ True
# expect: int64 all(axis=0) bool_ True
# expect: int64 any(axis=-1) bool_ True
# expect: int64 argmax() int64 0
# expect: int64 argmin() int64 0
# expect: int64 argmax(axis=0) int64 0
# expect: int64 argmin(axis=-1) int64 0
# expect: int64 argsort() ndarray array([0])
# expect: int64 max() int64 -3
# expect: int64 min(axis=0) int64 -3
# expect: int64 max(axis=None) int64 -3
# expect: int64 cumsum() ndarray array([-3])
# expect: int64 cumsum(axis=0) ndarray array([-3])
# expect: int64 cumprod(axis=-1) ndarray array([-3])
# expect: int64 std() float64 0.0
# expect: int64 var() float64 0.0
# expect: int64 std(axis=0) EXC AxisError axis 0 is out of bounds for array of dimension 0
# expect: int64 ptp() int64 0
# expect: int64 ptp(axis=0) int64 0
# expect: int64 clip(0, 1) int64 0
# expect: int64 conj() int64 -3
# expect: int64 copy() int64 -3
# expect: int64 item() int -3
# expect: int64 tolist() int -3
# expect: int64 squeeze() int64 -3
# expect: int64 squeeze(axis=0) int64 -3
# expect: int64 transpose() int64 -3
# expect: int64 repeat(2) ndarray array([-3, -3])
# expect: int64 take(0) int64 -3
# expect: int64 compress([True]) ndarray array([-3])
# expect: int64 dot(2) EXC AttributeError 'numpy.int64' object has no attribute 'dot'
# expect: int64 astype(float) float64 -3.0
# expect: int64 real int64 -3
# expect: int64 imag int64 0
# expect: int64 ndim int 0
# expect: int64 shape tuple ()
# expect: int64 size int 1
# expect: int64 strides tuple ()
# expect: int64 itemsize int 8
# expect: int64 nbytes int 8
# expect: int64 sum(keepdims=True) int64 -3
# expect: int64 sum(axis=1) EXC AxisError axis 1 is out of bounds for array of dimension 0
# expect: int64 argmax(axis=1) EXC AxisError axis 1 is out of bounds for array of dimension 1
# expect: int64 cumsum(axis=1) EXC AxisError axis 1 is out of bounds for array of dimension 1
# expect: int64 mean(axis=1) EXC AxisError axis 1 is out of bounds for array of dimension 0
# expect: int64 sum(axis=(0,)) EXC AxisError axis 0 is out of bounds for array of dimension 0
# expect: int64 cumsum(axis=(0,)) EXC TypeError 'tuple' object cannot be interpreted as an integer
# expect: bool_ nonzero() tuple (array([0]),)
# expect:    DeprecationWarning Calling nonzero on 0d arrays is deprecat
# expect: bool_ sum(axis=0) int64 1
# expect: bool_ sum(axis=-1) int64 1
# expect: bool_ sum() int64 1
# expect: bool_ prod(axis=0) int64 1
# expect: bool_ mean(axis=0) EXC AxisError axis 0 is out of bounds for array of dimension 0
# expect: bool_ mean() float64 1.0
# expect: bool_ reshape(1) ndarray array([ True])
# expect: bool_ reshape(()) bool_ True
# expect: bool_ reshape(1, 1) ndarray array([[ True]])
# expect: bool_ ravel() ndarray array([ True])
# expect: bool_ flatten() ndarray array([ True])
# expect: bool_ T bool_ True
# expect: bool_ all() bool_ True
# expect: bool_ any() bool_ True
# expect: bool_ all(axis=0) bool_ True
# expect: bool_ any(axis=-1) bool_ True
# expect: bool_ argmax() int64 0
# expect: bool_ argmin() int64 0
# expect: bool_ argmax(axis=0) int64 0
# expect: bool_ argmin(axis=-1) int64 0
# expect: bool_ argsort() ndarray array([0])
# expect: bool_ max() bool_ True
# expect: bool_ min(axis=0) bool_ True
# expect: bool_ max(axis=None) bool_ True
# expect: bool_ cumsum() ndarray array([1])
# expect: bool_ cumsum(axis=0) ndarray array([1])
# expect: bool_ cumprod(axis=-1) ndarray array([1])
# expect: bool_ std() float64 0.0
# expect: bool_ var() float64 0.0
# expect: bool_ std(axis=0) EXC AxisError axis 0 is out of bounds for array of dimension 0
# expect: bool_ ptp() EXC TypeError numpy boolean subtract, the `-` operator, is not supported, use the bitwise_xor, the `^` operator, or the logical_xor function instead.
# expect: bool_ ptp(axis=0) EXC TypeError numpy boolean subtract, the `-` operator, is not supported, use the bitwise_xor, the `^` operator, or the logical_xor function instead.
# expect: bool_ clip(0, 1) int64 1
# expect: bool_ conj() bool_ True
# expect: bool_ copy() bool_ True
# expect: bool_ item() bool True
# expect: bool_ tolist() bool True
# expect: bool_ squeeze() bool_ True
# expect: bool_ squeeze(axis=0) bool_ True
# expect: bool_ transpose() bool_ True
# expect: bool_ repeat(2) ndarray array([ True,  True])
# expect: bool_ take(0) bool_ True
# expect: bool_ compress([True]) ndarray array([ True])
# expect: bool_ dot(2) EXC AttributeError 'numpy.bool_' object has no attribute 'dot'
# expect: bool_ astype(float) float64 1.0
# expect: bool_ real bool_ True
# expect: bool_ imag bool_ False
# expect: bool_ ndim int 0
# expect: bool_ shape tuple ()
# expect: bool_ size int 1
# expect: bool_ strides tuple ()
# expect: bool_ itemsize int 1
# expect: bool_ nbytes int 1
# expect: bool_ sum(keepdims=True) int64 1
# expect: bool_ sum(axis=1) EXC AxisError axis 1 is out of bounds for array of dimension 0
# expect: bool_ argmax(axis=1) EXC AxisError axis 1 is out of bounds for array of dimension 1
# expect: bool_ cumsum(axis=1) EXC AxisError axis 1 is out of bounds for array of dimension 1
# expect: bool_ mean(axis=1) EXC AxisError axis 1 is out of bounds for array of dimension 0
# expect: bool_ sum(axis=(0,)) EXC AxisError axis 0 is out of bounds for array of dimension 0
# expect: bool_ cumsum(axis=(0,)) EXC TypeError 'tuple' object cannot be interpreted as an integer
# expect: complex128 nonzero() tuple (array([0]),)
# expect:    DeprecationWarning Calling nonzero on 0d arrays is deprecat
# expect: complex128 sum(axis=0) complex128 (1+2j)
# expect: complex128 sum(axis=-1) complex128 (1+2j)
# expect: complex128 sum() complex128 (1+2j)
# expect: complex128 prod(axis=0) complex128 (1+2j)
# expect: complex128 mean(axis=0) EXC AxisError axis 0 is out of bounds for array of dimension 0
# expect: complex128 mean() complex128 (1+2j)
# expect: complex128 reshape(1) ndarray array([1.+2.j])
# expect: complex128 reshape(()) complex128 (1+2j)
# expect: complex128 reshape(1, 1) ndarray array([[1.+2.j]])
# expect: complex128 ravel() ndarray array([1.+2.j])
# expect: complex128 flatten() ndarray array([1.+2.j])
# expect: complex128 T complex128 (1+2j)
# expect: complex128 all() bool_ True
# expect: complex128 any() bool_ True
# expect: complex128 all(axis=0) bool_ True
# expect: complex128 any(axis=-1) bool_ True
# expect: complex128 argmax() int64 0
# expect: complex128 argmin() int64 0
# expect: complex128 argmax(axis=0) int64 0
# expect: complex128 argmin(axis=-1) int64 0
# expect: complex128 argsort() ndarray array([0])
# expect: complex128 max() complex128 (1+2j)
# expect: complex128 min(axis=0) complex128 (1+2j)
# expect: complex128 max(axis=None) complex128 (1+2j)
# expect: complex128 cumsum() ndarray array([1.+2.j])
# expect: complex128 cumsum(axis=0) ndarray array([1.+2.j])
# expect: complex128 cumprod(axis=-1) ndarray array([1.+2.j])
# expect: complex128 std() float64 0.0
# expect: complex128 var() float64 0.0
# expect: complex128 std(axis=0) EXC AxisError axis 0 is out of bounds for array of dimension 0
# expect: complex128 ptp() complex128 0j
# expect: complex128 ptp(axis=0) complex128 0j
# expect: complex128 clip(0, 1) complex128 (1+0j)
# expect: complex128 conj() complex128 (1-2j)
# expect: complex128 copy() complex128 (1+2j)
# expect: complex128 item() complex (1+2j)
# expect: complex128 tolist() complex (1+2j)
# expect: complex128 squeeze() complex128 (1+2j)
# expect: complex128 squeeze(axis=0) complex128 (1+2j)
# expect: complex128 transpose() complex128 (1+2j)
# expect: complex128 repeat(2) ndarray array([1.+2.j, 1.+2.j])
# expect: complex128 take(0) complex128 (1+2j)
# expect: complex128 compress([True]) ndarray array([1.+2.j])
# expect: complex128 dot(2) EXC AttributeError 'numpy.complex128' object has no attribute 'dot'
# expect: complex128 astype(float) float64 1.0
# expect:    ComplexWarning Casting complex values to real discards 
# expect: complex128 real float64 1.0
# expect: complex128 imag float64 2.0
# expect: complex128 ndim int 0
# expect: complex128 shape tuple ()
# expect: complex128 size int 1
# expect: complex128 strides tuple ()
# expect: complex128 itemsize int 16
# expect: complex128 nbytes int 16
# expect: complex128 sum(keepdims=True) complex128 (1+2j)
# expect: complex128 sum(axis=1) EXC AxisError axis 1 is out of bounds for array of dimension 0
# expect: complex128 argmax(axis=1) EXC AxisError axis 1 is out of bounds for array of dimension 1
# expect: complex128 cumsum(axis=1) EXC AxisError axis 1 is out of bounds for array of dimension 1
# expect: complex128 mean(axis=1) EXC AxisError axis 1 is out of bounds for array of dimension 0
# expect: complex128 sum(axis=(0,)) EXC AxisError axis 0 is out of bounds for array of dimension 0
# expect: complex128 cumsum(axis=(0,)) EXC TypeError 'tuple' object cannot be interpreted as an integer
# expect: float32 nonzero() tuple (array([0]),)
# expect:    DeprecationWarning Calling nonzero on 0d arrays is deprecat
# expect: float32 sum(axis=0) float32 1.5
# expect: float32 sum(axis=-1) float32 1.5
# expect: float32 sum() float32 1.5
# expect: float32 prod(axis=0) float32 1.5
# expect: float32 mean(axis=0) EXC AxisError axis 0 is out of bounds for array of dimension 0
# expect: float32 mean() float32 1.5
# expect: float32 reshape(1) ndarray array([1.5], dtype=float32)
# expect: float32 reshape(()) float32 1.5
# expect: float32 reshape(1, 1) ndarray array([[1.5]], dtype=float32)
# expect: float32 ravel() ndarray array([1.5], dtype=float32)
# expect: float32 flatten() ndarray array([1.5], dtype=float32)
# expect: float32 T float32 1.5
# expect: float32 all() bool_ True
# expect: float32 any() bool_ True
# expect: float32 all(axis=0) bool_ True
# expect: float32 any(axis=-1) bool_ True
# expect: float32 argmax() int64 0
# expect: float32 argmin() int64 0
# expect: float32 argmax(axis=0) int64 0
# expect: float32 argmin(axis=-1) int64 0
# expect: float32 argsort() ndarray array([0])
# expect: float32 max() float32 1.5
# expect: float32 min(axis=0) float32 1.5
# expect: float32 max(axis=None) float32 1.5
# expect: float32 cumsum() ndarray array([1.5], dtype=float32)
# expect: float32 cumsum(axis=0) ndarray array([1.5], dtype=float32)
# expect: float32 cumprod(axis=-1) ndarray array([1.5], dtype=float32)
# expect: float32 std() float32 0.0
# expect: float32 var() float32 0.0
# expect: float32 std(axis=0) EXC AxisError axis 0 is out of bounds for array of dimension 0
# expect: float32 ptp() float32 0.0
# expect: float32 ptp(axis=0) float32 0.0
# expect: float32 clip(0, 1) float64 1.0
# expect: float32 conj() float32 1.5
# expect: float32 copy() float32 1.5
# expect: float32 item() float 1.5
# expect: float32 tolist() float 1.5
# expect: float32 squeeze() float32 1.5
# expect: float32 squeeze(axis=0) float32 1.5
# expect: float32 transpose() float32 1.5
# expect: float32 repeat(2) ndarray array([1.5, 1.5], dtype=float32)
# expect: float32 take(0) float32 1.5
# expect: float32 compress([True]) ndarray array([1.5], dtype=float32)
# expect: float32 dot(2) EXC AttributeError 'numpy.float32' object has no attribute 'dot'
# expect: float32 astype(float) float64 1.5
# expect: float32 real float32 1.5
# expect: float32 imag float32 0.0
# expect: float32 ndim int 0
# expect: float32 shape tuple ()
# expect: float32 size int 1
# expect: float32 strides tuple ()
# expect: float32 itemsize int 4
# expect: float32 nbytes int 4
# expect: float32 sum(keepdims=True) float32 1.5
# expect: float32 sum(axis=1) EXC AxisError axis 1 is out of bounds for array of dimension 0
# expect: float32 argmax(axis=1) EXC AxisError axis 1 is out of bounds for array of dimension 1
# expect: float32 cumsum(axis=1) EXC AxisError axis 1 is out of bounds for array of dimension 1
# expect: float32 mean(axis=1) EXC AxisError axis 1 is out of bounds for array of dimension 0
# expect: float32 sum(axis=(0,)) EXC AxisError axis 0 is out of bounds for array of dimension 0
# expect: float32 cumsum(axis=(0,)) EXC TypeError 'tuple' object cannot be interpreted as an integer
# expect: int32 nonzero() tuple (array([0]),)
# expect:    DeprecationWarning Calling nonzero on 0d arrays is deprecat
# expect: int32 sum(axis=0) int64 7
# expect: int32 sum(axis=-1) int64 7
# expect: int32 sum() int64 7
# expect: int32 prod(axis=0) int64 7
# expect: int32 mean(axis=0) EXC AxisError axis 0 is out of bounds for array of dimension 0
# expect: int32 mean() float64 7.0
# expect: int32 reshape(1) ndarray array([7], dtype=int32)
# expect: int32 reshape(()) int32 7
# expect: int32 reshape(1, 1) ndarray array([[7]], dtype=int32)
# expect: int32 ravel() ndarray array([7], dtype=int32)
# expect: int32 flatten() ndarray array([7], dtype=int32)
# expect: int32 T int32 7
# expect: int32 all() bool_ True
# expect: int32 any() bool_ True
# expect: int32 all(axis=0) bool_ True
# expect: int32 any(axis=-1) bool_ True
# expect: int32 argmax() int64 0
# expect: int32 argmin() int64 0
# expect: int32 argmax(axis=0) int64 0
# expect: int32 argmin(axis=-1) int64 0
# expect: int32 argsort() ndarray array([0])
# expect: int32 max() int32 7
# expect: int32 min(axis=0) int32 7
# expect: int32 max(axis=None) int32 7
# expect: int32 cumsum() ndarray array([7])
# expect: int32 cumsum(axis=0) ndarray array([7])
# expect: int32 cumprod(axis=-1) ndarray array([7])
# expect: int32 std() float64 0.0
# expect: int32 var() float64 0.0
# expect: int32 std(axis=0) EXC AxisError axis 0 is out of bounds for array of dimension 0
# expect: int32 ptp() int32 0
# expect: int32 ptp(axis=0) int32 0
# expect: int32 clip(0, 1) int64 1
# expect: int32 conj() int32 7
# expect: int32 copy() int32 7
# expect: int32 item() int 7
# expect: int32 tolist() int 7
# expect: int32 squeeze() int32 7
# expect: int32 squeeze(axis=0) int32 7
# expect: int32 transpose() int32 7
# expect: int32 repeat(2) ndarray array([7, 7], dtype=int32)
# expect: int32 take(0) int32 7
# expect: int32 compress([True]) ndarray array([7], dtype=int32)
# expect: int32 dot(2) EXC AttributeError 'numpy.int32' object has no attribute 'dot'
# expect: int32 astype(float) float64 7.0
# expect: int32 real int32 7
# expect: int32 imag int32 0
# expect: int32 ndim int 0
# expect: int32 shape tuple ()
# expect: int32 size int 1
# expect: int32 strides tuple ()
# expect: int32 itemsize int 4
# expect: int32 nbytes int 4
# expect: int32 sum(keepdims=True) int64 7
# expect: int32 sum(axis=1) EXC AxisError axis 1 is out of bounds for array of dimension 0
# expect: int32 argmax(axis=1) EXC AxisError axis 1 is out of bounds for array of dimension 1
# expect: int32 cumsum(axis=1) EXC AxisError axis 1 is out of bounds for array of dimension 1
# expect: int32 mean(axis=1) EXC AxisError axis 1 is out of bounds for array of dimension 0
# expect: int32 sum(axis=(0,)) EXC AxisError axis 0 is out of bounds for array of dimension 0
# expect: int32 cumsum(axis=(0,)) EXC TypeError 'tuple' object cannot be interpreted as an integer
# expect: uint8 nonzero() tuple (array([], dtype=int64),)
# expect:    DeprecationWarning Calling nonzero on 0d arrays is deprecat
# expect: uint8 sum(axis=0) uint64 0
# expect: uint8 sum(axis=-1) uint64 0
# expect: uint8 sum() uint64 0
# expect: uint8 prod(axis=0) uint64 0
# expect: uint8 mean(axis=0) EXC AxisError axis 0 is out of bounds for array of dimension 0
# expect: uint8 mean() float64 0.0
# expect: uint8 reshape(1) ndarray array([0], dtype=uint8)
# expect: uint8 reshape(()) uint8 0
# expect: uint8 reshape(1, 1) ndarray array([[0]], dtype=uint8)
# expect: uint8 ravel() ndarray array([0], dtype=uint8)
# expect: uint8 flatten() ndarray array([0], dtype=uint8)
# expect: uint8 T uint8 0
# expect: uint8 all() bool_ False
# expect: uint8 any() bool_ False
# expect: uint8 all(axis=0) bool_ False
# expect: uint8 any(axis=-1) bool_ False
# expect: uint8 argmax() int64 0
# expect: uint8 argmin() int64 0
# expect: uint8 argmax(axis=0) int64 0
# expect: uint8 argmin(axis=-1) int64 0
# expect: uint8 argsort() ndarray array([0])
# expect: uint8 max() uint8 0
# expect: uint8 min(axis=0) uint8 0
# expect: uint8 max(axis=None) uint8 0
# expect: uint8 cumsum() ndarray array([0], dtype=uint64)
# expect: uint8 cumsum(axis=0) ndarray array([0], dtype=uint64)
# expect: uint8 cumprod(axis=-1) ndarray array([0], dtype=uint64)
# expect: uint8 std() float64 0.0
# expect: uint8 var() float64 0.0
# expect: uint8 std(axis=0) EXC AxisError axis 0 is out of bounds for array of dimension 0
# expect: uint8 ptp() uint8 0
# expect: uint8 ptp(axis=0) uint8 0
# expect: uint8 clip(0, 1) int64 0
# expect: uint8 conj() uint8 0
# expect: uint8 copy() uint8 0
# expect: uint8 item() int 0
# expect: uint8 tolist() int 0
# expect: uint8 squeeze() uint8 0
# expect: uint8 squeeze(axis=0) uint8 0
# expect: uint8 transpose() uint8 0
# expect: uint8 repeat(2) ndarray array([0, 0], dtype=uint8)
# expect: uint8 take(0) uint8 0
# expect: uint8 compress([True]) ndarray array([0], dtype=uint8)
# expect: uint8 dot(2) EXC AttributeError 'numpy.uint8' object has no attribute 'dot'
# expect: uint8 astype(float) float64 0.0
# expect: uint8 real uint8 0
# expect: uint8 imag uint8 0
# expect: uint8 ndim int 0
# expect: uint8 shape tuple ()
# expect: uint8 size int 1
# expect: uint8 strides tuple ()
# expect: uint8 itemsize int 1
# expect: uint8 nbytes int 1
# expect: uint8 sum(keepdims=True) uint64 0
# expect: uint8 sum(axis=1) EXC AxisError axis 1 is out of bounds for array of dimension 0
# expect: uint8 argmax(axis=1) EXC AxisError axis 1 is out of bounds for array of dimension 1
# expect: uint8 cumsum(axis=1) EXC AxisError axis 1 is out of bounds for array of dimension 1
# expect: uint8 mean(axis=1) EXC AxisError axis 1 is out of bounds for array of dimension 0
# expect: uint8 sum(axis=(0,)) EXC AxisError axis 0 is out of bounds for array of dimension 0
# expect: uint8 cumsum(axis=(0,)) EXC TypeError 'tuple' object cannot be interpreted as an integer
# expect: sum 0 2.5
# expect: sum -1 2.5
# expect: sum 1 EXC AxisError axis 1 is out of bounds for array of dimension 0
# expect: sum (0,) EXC AxisError axis 0 is out of bounds for array of dimension 0
# expect: all 0 True
# expect: all -1 True
# expect: all 1 EXC AxisError axis 1 is out of bounds for array of dimension 0
# expect: all (0,) EXC AxisError axis 0 is out of bounds for array of dimension 0
# expect: any 0 True
# expect: any -1 True
# expect: any 1 EXC AxisError axis 1 is out of bounds for array of dimension 0
# expect: any (0,) EXC AxisError axis 0 is out of bounds for array of dimension 0
# expect: max 0 2.5
# expect: max -1 2.5
# expect: max 1 EXC AxisError axis 1 is out of bounds for array of dimension 0
# expect: max (0,) EXC AxisError axis 0 is out of bounds for array of dimension 0
# expect: min 0 2.5
# expect: min -1 2.5
# expect: min 1 EXC AxisError axis 1 is out of bounds for array of dimension 0
# expect: min (0,) EXC AxisError axis 0 is out of bounds for array of dimension 0
# expect: amax 0 2.5
# expect: amax -1 2.5
# expect: amax 1 EXC AxisError axis 1 is out of bounds for array of dimension 0
# expect: amax (0,) EXC AxisError axis 0 is out of bounds for array of dimension 0
# expect: prod 0 2.5
# expect: prod -1 2.5
# expect: prod 1 EXC AxisError axis 1 is out of bounds for array of dimension 0
# expect: prod (0,) EXC AxisError axis 0 is out of bounds for array of dimension 0
# expect: ptp 0 0.0
# expect: ptp -1 0.0
# expect: ptp 1 EXC AxisError axis 1 is out of bounds for array of dimension 0
# expect: ptp (0,) EXC AxisError axis 0 is out of bounds for array of dimension 0
# expect: count_nonzero 0 1
# expect: count_nonzero -1 1
# expect: count_nonzero 1 EXC AxisError axis 1 is out of bounds for array of dimension 0
# expect: count_nonzero (0,) EXC AxisError axis 0 is out of bounds for array of dimension 0
# expect: squeeze 0 array(2.5)
# expect: squeeze -1 array(2.5)
# expect: squeeze 1 EXC AxisError axis 1 is out of bounds for array of dimension 0
# expect: squeeze (0,) EXC AxisError axis 0 is out of bounds for array of dimension 0
# expect: nansum 0 2.5
# expect: nansum -1 2.5
# expect: nansum 1 EXC AxisError axis 1 is out of bounds for array of dimension 0
# expect: nansum (0,) EXC AxisError axis 0 is out of bounds for array of dimension 0
# expect: nanmax 0 2.5
# expect: nanmax -1 2.5
# expect: nanmax 1 EXC AxisError axis 1 is out of bounds for array of dimension 0
# expect: nanmax (0,) EXC AxisError axis 0 is out of bounds for array of dimension 0
# expect: nanmean 0 2.5
# expect: nanmean -1 2.5
# expect: nanmean 1 EXC AxisError axis 1 is out of bounds for array of dimension 0
# expect: nanmean (0,) EXC AxisError axis 0 is out of bounds for array of dimension 0
# expect: add.reduce 0 2.5
# expect: add.reduce -1 2.5
# expect: add.reduce 1 EXC AxisError axis 1 is out of bounds for array of dimension 0
# expect: add.reduce (0,) EXC AxisError axis 0 is out of bounds for array of dimension 0
# expect: argmax 0 0
# expect: argmax -1 0
# expect: argmax 1 EXC AxisError axis 1 is out of bounds for array of dimension 1
# expect: argmax (0,) EXC TypeError 'tuple' object cannot be interpreted as an integer
# expect: argmin 0 0
# expect: argmin -1 0
# expect: argmin 1 EXC AxisError axis 1 is out of bounds for array of dimension 1
# expect: argmin (0,) EXC TypeError 'tuple' object cannot be interpreted as an integer
# expect: cumsum 0 array([2.5])
# expect: cumsum -1 array([2.5])
# expect: cumsum 1 EXC AxisError axis 1 is out of bounds for array of dimension 1
# expect: cumsum (0,) EXC TypeError 'tuple' object cannot be interpreted as an integer
# expect: cumprod 0 array([2.5])
# expect: cumprod -1 array([2.5])
# expect: cumprod 1 EXC AxisError axis 1 is out of bounds for array of dimension 1
# expect: cumprod (0,) EXC TypeError 'tuple' object cannot be interpreted as an integer
# expect: mean 0 EXC AxisError axis 0 is out of bounds for array of dimension 0
# expect: mean -1 EXC AxisError axis -1 is out of bounds for array of dimension 0
# expect: mean 1 EXC AxisError axis 1 is out of bounds for array of dimension 0
# expect: mean (0,) EXC AxisError axis 0 is out of bounds for array of dimension 0
# expect: std 0 EXC AxisError axis 0 is out of bounds for array of dimension 0
# expect: std -1 EXC AxisError axis -1 is out of bounds for array of dimension 0
# expect: std 1 EXC AxisError axis 1 is out of bounds for array of dimension 0
# expect: std (0,) EXC AxisError axis 0 is out of bounds for array of dimension 0
# expect: median 0 EXC AxisError axis 0 is out of bounds for array of dimension 0
# expect: median -1 EXC AxisError axis -1 is out of bounds for array of dimension 0
# expect: median 1 EXC AxisError axis 1 is out of bounds for array of dimension 0
# expect: median (0,) EXC AxisError axis 0 is out of bounds for array of dimension 0
# expect: add.accumulate 0 EXC TypeError cannot accumulate on a scalar
# expect: add.accumulate -1 EXC TypeError cannot accumulate on a scalar
# expect: add.accumulate 1 EXC AxisError axis 1 is out of bounds for array of dimension 0
# expect: add.accumulate (0,) EXC AxisError axis 0 is out of bounds for array of dimension 0
