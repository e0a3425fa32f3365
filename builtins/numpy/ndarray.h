// builtins/numpy/ndarray.h — the ndarray layout and the C++ API over it:
// dtypes (dtypes.def), the NdArray struct the JIT and GPU back end index
// directly, creation of arrays and views, element boxing, and the per-VM
// numpy state. The Python-facing module is np_module.cpp; ufuncs are
// builtins/numpy/ufunc.h; printing np_print.cpp.
// Contract: every function taking VM& may raise (returns false / null with
// the exception pending) unless marked "no raise". None runs Python code
// except where it converts arbitrary Python objects (np_from_value).
#pragma once
#include <complex>
#include <cstdint>
#include <string>
#include <unordered_map>
#include "vm/ops.h"

namespace tpy {

// ---- dtypes ------------------------------------------------------------------

enum class DType : uint8_t {
#define TPY_DTYPE(id, name, ctype, code, size, kind) id,
#define TPY_FLEX_DTYPE(id, name, code, size, kind) id,
#include "builtins/numpy/dtypes.def"
#undef TPY_FLEX_DTYPE
#undef TPY_DTYPE
};
constexpr int kNumDTypes = 0
#define TPY_DTYPE(id, name, ctype, code, size, kind) +1
#include "builtins/numpy/dtypes.def"
#undef TPY_DTYPE
    ;
// kNumDTypes plus the flexible dtypes (str, bytes), which follow them.
constexpr int kNumAllDTypes = kNumDTypes
#define TPY_DTYPE(id, name, ctype, code, size, kind)
#define TPY_FLEX_DTYPE(id, name, code, size, kind) +1
#include "builtins/numpy/dtypes.def"
#undef TPY_FLEX_DTYPE
#undef TPY_DTYPE
    ;
// Whether d's item size is per array (str, bytes) rather than fixed.
inline bool dtype_is_flexible(DType d) { return (int)d >= kNumDTypes; }
// complex64 and complex128.
inline bool dtype_is_complex(DType d) { return d == DType::Complex64 || d == DType::Complex128; }
// The float dtype of a complex dtype's parts (float32 for complex64); d itself otherwise.
inline DType complex_part_dtype(DType d) {
  return d == DType::Complex64 ? DType::Float32 : d == DType::Complex128 ? DType::Float64 : d;
}

struct DTypeInfo {
  const char* name;   // "float64"
  char code;          // 'd'
  int itemsize;       // bytes
  char kind;          // 'b', 'i', 'u', 'f', 'c'; 'U' str, 'S' bytes
};
extern const DTypeInfo kDTypeInfo[kNumAllDTypes];
inline const DTypeInfo& dtype_info(DType d) { return kDTypeInfo[(int)d]; }
// Bytes per element; for a flexible dtype, per character.
inline int dtype_size(DType d) { return kDTypeInfo[(int)d].itemsize; }

// The C++ type of each dtype: DTypeC<DType::Float32>::type is float.
template <DType D> struct DTypeC;
#define TPY_DTYPE(id, name, ctype, code, size, kind) \
  template <> struct DTypeC<DType::id> { using type = ctype; };
#include "builtins/numpy/dtypes.def"
#undef TPY_DTYPE

// Whether C++ element type T is a complex one (complex64's or complex128's).
template <class T>
inline constexpr bool kIsComplexC = std::is_same_v<T, std::complex<float>> || std::is_same_v<T, std::complex<double>>;

// Calls f.template operator()<C>() with C the C++ type of d (a switch over
// every dtype: the way typed loops are instantiated for the whole list).
// Flexible dtypes have no C type: callers keep them away (np_strings.cpp).
template <class F> decltype(auto) dispatch_dtype(DType d, F&& f) {
  switch (d) {
#define TPY_DTYPE(id, name, ctype, code, size, kind) \
  case DType::id: return f.template operator()<ctype>();
#define TPY_FLEX_DTYPE(id, name, code, size, kind) case DType::id: break;
#include "builtins/numpy/dtypes.def"
#undef TPY_FLEX_DTYPE
#undef TPY_DTYPE
  }
  return f.template operator()<double>();
}

// NumPy 1.24 casting rules (no raise).
bool can_cast_safe(DType from, DType to);        // casting='safe'
bool can_cast_same_kind(DType from, DType to);   // casting='same_kind'
DType promote_types(DType a, DType b);           // np.promote_types
// 0 bool, 1 integer, 2 float, 3 complex: the categories value-based casting compares.
int dtype_category(DType d);

// ---- the array ---------------------------------------------------------------

constexpr int kMaxDims = 32;

enum NdFlags : uint32_t {
  kNdCContig = 1,     // C-contiguous (row-major, no gaps)
  kNdFContig = 2,     // Fortran-contiguous
  kNdOwnData = 4,     // `data` was allocated by this array and is freed with it
  kNdWriteable = 8,   // may be written through
};

// A strided n-dimensional view of typed elements. Element (i0, i1, ...) is
// at data + i0*strides[0] + i1*strides[1] + ... (strides in bytes, may be 0
// or negative). A view keeps the array owning its memory alive through
// `base` (never a view itself: bases are collapsed to the owner).
// Fields are plain data at fixed offsets so generated code can load them.
struct NdArray : Object {
  char* data = nullptr;        // element (0, 0, ...)
  int64_t size = 1;            // product of shape
  int32_t ndim = 0;
  DType dtype = DType::Float64;
  uint32_t flags = 0;
  Object* base = nullptr;      // owner of the memory for views; null when this owns it (or borrowed)
  int64_t shape[kMaxDims];
  int64_t strides[kMaxDims];
  int64_t elsize = 0;          // bytes per element of a flexible dtype (str, bytes); unused otherwise
  NdArray(TypeObject* t) : Object(t) {}
  ~NdArray() override;
  void trace(Tracer& tr) override { tr.mark(base); }
  int64_t itemsize() const { return dtype_is_flexible(dtype) ? elsize : dtype_size(dtype); }
  bool c_contiguous() const { return flags & kNdCContig; }
  bool writeable() const { return flags & kNdWriteable; }
};

// Recomputes kNdCContig / kNdFContig from shape and strides (no raise).
void nd_update_flags(NdArray* a);

// ---- creation (raise MemoryError / ValueError on bad sizes) -------------------
// A new C-contiguous array of `shape`, zero-filled. TypeError for str and
// bytes, whose width it does not know (nd_new_sized takes one).
NdArray* nd_new(VM& vm, DType dt, int ndim, const int64_t* shape);
// The same made from `a`, an array nothing references any more (compiled
// code's released temporaries): its object, and its buffer when the size
// matches (zero-filled again when `zero`). Null (raised) on a bad shape or
// MemoryError, `a` left as it was.
NdArray* nd_renew(VM& vm, NdArray* a, DType dt, int ndim, const int64_t* shape, bool zero);
// A view of `src`'s memory with the given layout (base set to src's owner).
NdArray* nd_view(VM& vm, NdArray* src, DType dt, char* data, int ndim, const int64_t* shape, const int64_t* strides);
// The strides of `x` reshaped to `shape` (of the same size) as a view of
// its memory, as NumPy finds them; false when only a copy has that shape.
bool nd_reshape_strides(const NdArray* x, int ndim, const int64_t* shape, int64_t* strides);
// x.reshape(shape) (an int or a sequence, -1 inferred; NumPy's errors) as a
// view of x's memory, or None in `out` when only a copy has that shape;
// reads no element.
[[nodiscard]] bool nd_reshape_view(VM& vm, NdArray* x, Value shape, Value& out);
// nd_new for any dtype: `itemsize` is the bytes per element of a flexible
// dtype (ignored for the others).
NdArray* nd_new_sized(VM& vm, DType dt, int64_t itemsize, int ndim, const int64_t* shape);
// A C-contiguous copy of `a` converted to `dt` (unsafe casting, as astype).
// A flexible dt keeps a's item size when a has that dtype, else takes the
// width NumPy gives astype(str) (str_width_of).
NdArray* nd_copy_as(VM& vm, NdArray* a, DType dt);
// The same with the item size of a flexible dt given (0: as nd_copy_as).
NdArray* nd_copy_sized(VM& vm, NdArray* a, DType dt, int64_t itemsize);
// Copies src into dst elementwise with casting; shapes must broadcast to dst's.
[[nodiscard]] bool nd_assign(VM& vm, NdArray* dst, NdArray* src);
// Converts any Python value (array, scalar, nested sequence) to an array;
// `dt` forced when has_dt, else discovered as np.array does. `copy` false
// returns arrays of the right dtype unchanged (np.asarray).
// A flexible dt takes `itemsize` bytes per element, or when that is 0 the
// width its values need (np.array([1.5], dtype=str) is '<U3').
[[nodiscard]] bool nd_from_value(VM& vm, Value v, bool has_dt, DType dt, bool copy, NdArray*& out,
                                 int64_t itemsize = 0);

// ---- elements -----------------------------------------------------------------
// The NumPy scalar for one element (np_scalar.cpp): float64, int64 and bool
// elements become twins (a float/int/bool Value with Value::kNumpyScalar:
// np.float64 & co. without an allocation), complex128 a Python complex,
// other dtypes NpScalar objects (np.float32(1.5)); str and bytes, whose
// width it does not know, None (nd_box_elem boxes them).
Value nd_box(VM& vm, DType dt, const char* p);
// The Python bool/int/float/complex for one element (a.tolist(), a.item()).
Value nd_box_python(VM& vm, DType dt, const char* p);
// Stores a Python scalar into one element of type dt (unsafe cast, as a[i] = v);
// TypeError for str and bytes (nd_unbox_elem stores them).
[[nodiscard]] bool nd_unbox(VM& vm, Value v, DType dt, char* p);
// Converts one element between dtypes (no raise; numeric dtypes only).
void cast_element(DType from, const char* src, DType to, char* dst);
// nd_box / nd_unbox for an element of array `a`, flexible dtypes included
// (str elements read as Python str, bytes as bytes; stores truncate).
Value nd_box_elem(VM& vm, const NdArray* a, const char* p);
[[nodiscard]] bool nd_unbox_elem(VM& vm, Value v, const NdArray* a, char* p);

// A NumPy scalar of a dtype Python has no type for (np.float32(1.5), np.int32(7)).
struct NpScalar : Object {
  DType dtype;
  alignas(16) unsigned char data[16];
  NpScalar(TypeObject* t, DType d) : Object(t), dtype(d) {}
};

// The dtype and bits of a NumPy scalar (a twin or an NpScalar); false for
// anything else.
struct ScalarBits {
  DType dtype;
  alignas(16) unsigned char data[16];
};
bool np_scalar_bits(VM& vm, Value v, ScalarBits& out);

// ---- per-VM numpy state -------------------------------------------------------------
// np.set_printoptions (defaults are NumPy's).
struct NpPrintOptions {
  int precision = 8;
  int64_t threshold = 1000;   // summarise arrays with more elements
  int64_t edgeitems = 3;
  int linewidth = 75;
  bool suppress = false;      // never scientific notation for small values
  char floatmode = 'p';       // 'f' fixed, 'u' unique, 'p' maxprec, 'e' maxprec_equal
  char sign = '-';            // '-', '+' (always a sign) or ' ' (a space for positives)
  std::string nanstr = "nan", infstr = "inf";
  Value formatter;            // undef/None, or a dict of callables (np_state roots this copy)
};
// np.seterr's policy for one kind of floating-point error.
enum class FpMode : uint8_t { Ignore, Warn, Raise, Call, Print, Log };
enum FpKind { kFpKindDivide, kFpKindOver, kFpKindUnder, kFpKindInvalid, kNumFpKinds };   // NumPy's order
constexpr int kNumAbstractTypes = 8;   // np.generic, number, integer, signedinteger, unsignedinteger, inexact, floating, complexfloating
struct NpState {
  NpPrintOptions print;
  FpMode fp_mode[kNumFpKinds] = {FpMode::Warn, FpMode::Warn, FpMode::Ignore, FpMode::Warn};
  Value holder;                          // a List keeping everything below alive (a GC root)
  TypeObject* ndarray = nullptr;         // numpy.ndarray
  TypeObject* dtype_type = nullptr;      // numpy.dtype
  TypeObject* dtype_classes[kNumAllDTypes] = {};   // numpy.dtype[float64], ...: the class of each dtype's objects
  TypeObject* ufunc = nullptr;           // numpy.ufunc
  TypeObject* flatiter = nullptr;        // numpy.flatiter (a.flat)
  TypeObject* array_iter = nullptr;      // iter(a): walks the first axis
  TypeObject* scalar_types[kNumDTypes] = {};  // numpy.float32, ... (callable, usable as dtypes)
  Object* dtypes[kNumDTypes] = {};       // the dtype object of each dtype
  TypeObject* abstract_types[kNumAbstractTypes] = {};  // the bases of the scalar types (np_typeinfo.cpp)
  TypeObject* axis_error = nullptr;      // numpy.AxisError (a ValueError and an IndexError)
  TypeObject* iinfo_type = nullptr;      // numpy.iinfo
  TypeObject* str_type = nullptr;        // numpy.str_: str array elements (a Str of this class)
  TypeObject* bytes_type = nullptr;      // numpy.bytes_: bytes array elements (a Bytes of this class)
  TypeObject* complex_warning = nullptr; // numpy.ComplexWarning (float(complex scalar))
  TypeObject* finfo_type = nullptr;      // numpy.finfo
  Module* module = nullptr;              // the numpy module
  Object* random_state = nullptr;        // np.random's generator (numpy.random._rand)
  Object* jit_random_state = nullptr;    // compiled code's own (Numba keeps one apart), seeded from entropy
  std::unordered_map<std::string, struct UFunc*> ufuncs;  // built-in ufuncs by name (also in holder)
};
// The numpy state of `vm`, created on first use (no raise).
NpState& np_state(VM& vm);

inline bool is_ndarray(VM& vm, Value v) { return v.is_obj() && v.o->type == np_state(vm).ndarray; }
// A numpy.dtype object (of one of the per-dtype classes).
inline bool is_dtype_obj(VM& vm, Value v) { return v.is_obj() && v.o->type->base == np_state(vm).dtype_type; }
bool is_np_scalar(VM& vm, Value v);   // an NpScalar object (twins and complex128, a Complex, read as numbers)
// Interprets a dtype argument: a dtype, a scalar type (np.float32), a
// Python type (float, int, bool, complex), or a name ('float32', 'f8', 'i').
// TypeError "data type 'x' not understood" otherwise; TypeError for str
// and bytes dtypes, which only the callers of to_dtype_sized take.
[[nodiscard]] bool to_dtype(VM& vm, Value v, DType& out);
// to_dtype that also takes 'U5', str, 'S3', bytes, np.dtype('<U2'):
// itemsize is then the bytes per element (0 for 'U' / str: not given).
[[nodiscard]] bool to_dtype_sized(VM& vm, Value v, DType& out, int64_t& itemsize);
Value dtype_object(VM& vm, DType d);
// The dtype object of a flexible dtype of `itemsize` bytes (np.dtype('<U2')),
// or dtype_object for the others.
Value dtype_object_sized(VM& vm, DType d, int64_t itemsize);
// The width in characters NumPy gives astype(str) of a numeric dtype
// (int64: 21, float64: 32, bool: 5); no raise.
int64_t str_width_of(DType d);

// np.random's legacy RandomState (builtins/numpy/np_random.cpp), for
// compiled code's scalar draws: the next standard Gaussian (polar method,
// second value cached), a value in [0, rng] by masked rejection (uniform
// doubles it draws inline from np_rs_generator). rs is a RandomState
// (NpState's).
double np_rs_gauss(Object* rs);
uint64_t np_rs_bounded(Object* rs, uint64_t rng);
// The MT19937 generator inside RandomState rs (builtins/mt_random.h).
class MersenneTwister* np_rs_generator(Object* rs);

// "(3, 4)" / "(3,)" as Python prints a shape tuple; compact gives "(3,4)",
// the form NumPy's C-level messages use (broadcasting, reshape).
std::string shape_text(int ndim, const int64_t* shape, bool compact = false);

}  // namespace tpy
