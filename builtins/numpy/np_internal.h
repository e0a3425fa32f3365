// builtins/numpy/np_internal.h — declarations shared by the numpy files
// only (the public C++ API is ndarray.h and ufunc.h). Each init_* adds its
// type's methods to the per-VM state when np_state() first runs.
#pragma once
#include <string>
#include <vector>
#include "builtins/numpy/ndarray.h"
#include "builtins/numpy/ufunc.h"

namespace tpy {

// Operators of ndarray and NumPy scalars, as (dunder stem, ufunc name).
// Binary operators have reflected forms (__radd__); comparisons swap instead.
#define TPY_NP_BINOPS(X)                                                                          \
  X(add, "add") X(sub, "subtract") X(mul, "multiply") X(truediv, "divide")                         \
  X(floordiv, "floor_divide") X(mod, "remainder") X(pow, "power") X(and, "bitwise_and")            \
  X(or, "bitwise_or") X(xor, "bitwise_xor") X(lshift, "left_shift") X(rshift, "right_shift")
#define TPY_NP_CMPOPS(X)                                                                          \
  X(lt, "less") X(le, "less_equal") X(eq, "equal") X(ne, "not_equal") X(gt, "greater")             \
  X(ge, "greater_equal")
#define TPY_NP_UNOPS(X) X(neg, "negative") X(pos, "positive") X(abs, "absolute") X(invert, "invert")

// Typed strided conversion of n elements (np_dtype.cpp; no raise).
void cast_run(DType from, const char* src, int64_t sstep, DType to, char* dst, int64_t dstep, int64_t n);

// ---- type initialisers, called once per VM by np_state (np_module.cpp)
void init_dtype_types(VM& vm, NpState& st);    // np_dtype.cpp: numpy.dtype (and the scalar types, below)
void init_scalar_types(VM& vm, NpState& st);   // np_scalar.cpp: numpy.float64 & co.
void add_python_base(TypeObject* t, TypeObject* py);   // np_scalar.cpp: t also derives from Python's py (before object in the MRO)
void init_ndarray_type(VM& vm, NpState& st);   // np_array.cpp: numpy.ndarray, flatiter
// np_scalar.cpp: the ndarray methods scalars share (x.sum(), x.reshape(1)), after both types exist.
void add_scalar_array_methods(VM& vm, NpState& st);
void init_ufunc_type(VM& vm, NpState& st);     // np_ufunc.cpp: numpy.ufunc
// np_typeinfo.cpp: np.generic and the other abstract classes (before the scalar types,
// whose bases they are), and the base of one dtype's scalar type.
void init_abstract_types(VM& vm, NpState& st);
TypeObject* scalar_base_type(NpState& st, DType d);
// Keeps `o` alive for the VM's lifetime; returns it.
Object* np_keep(VM& vm, NpState& st, Object* o);

// ---- the module's pieces
// Adds np.add, np.sqrt, ... to the module (np_ufuncs.cpp); the operators of
// ndarray use them through np_ufunc_by_name.
void add_builtin_ufuncs(VM& vm, Module* m);
UFunc* np_ufunc(VM& vm, const char* name);      // a built-in ufunc by name (must exist)
// The libmvec loop for float32/float64 `ufunc` ("exp", "sin", ...) on this
// CPU, or nullptr (np_simd.cpp). The loop does not allocate or raise.
UFuncLoopFn vec_math_loop(const char* ufunc, DType dt);
// Max (is_max) or min of a leading part of contiguous p[0..n) into `out`, a
// NaN if that part holds one; returns how many elements it covered (0 when
// n is small or the CPU has no AVX2), the caller folds in the rest.
int64_t simd_minmax(const double* p, int64_t n, bool is_max, double& out);
int64_t simd_minmax(const float* p, int64_t n, bool is_max, float& out);
void add_creation_functions(VM& vm, Module* m); // np_create.cpp: array, zeros, arange, ...
void add_reduction_functions(VM& vm, Module* m); // np_reduce.cpp: sum, mean, ...
void add_random_module(VM& vm, Module* m);      // np_random.cpp: np.random
void add_generator(VM& vm, Module* np, Module* random);  // np_generator.cpp: default_rng
void add_array_functions(VM& vm, Module* m);    // np_funcs.cpp: concatenate, stack, where, ...
void add_sort_functions(VM& vm, Module* m);     // np_sort.cpp: sort, argsort, partition, lexsort
void add_sort_methods(VM& vm, TypeObject* ndarray);  // np_sort.cpp: a.sort(), a.argsort(), a.partition()
void add_view_methods(VM& vm, TypeObject* ndarray);  // np_view.cpp: a.view(dtype), a.__array_interface__
void add_set_functions(VM& vm, Module* m);      // np_sets.cpp: unique, isin, intersect1d, ...
void add_typeinfo_functions(VM& vm, Module* m); // np_typeinfo.cpp: iinfo, finfo, issubdtype, can_cast, ...
void add_array_reduction_methods(VM& vm, TypeObject* ndarray); // np_reduce.cpp: a.sum(), a.dot(), @
void add_shape_functions(VM& vm, Module* m);    // np_shape.cpp: hstack, nonzero, np.testing
void add_linalg_functions(VM& vm, Module* m);   // np_linalg.cpp: np.linalg, tensordot/kron/..., polynomials
void add_vectorize(VM& vm, Module* m);           // np_vectorize.cpp: np.vectorize
void add_stats_functions(VM& vm, Module* m);    // np_stats.cpp: median, histogram, einsum, clip, ...
void add_layout_functions(VM& vm, Module* m);   // np_layout.cpp: flip, rot90, swapaxes, split, broadcast_to, ...
void add_build_functions(VM& vm, Module* m);    // np_build.cpp: roll, tri*, diag, meshgrid, logspace, copyto, ...
void add_take_functions(VM& vm, Module* m);     // np_take.cpp: take, put, compress, choose, repeat, ...
void add_flags(VM& vm, Module* m);              // np_flags.cpp: a.flags, a.shape = ...
void add_pad_function(VM& vm, Module* m);       // np_pad.cpp: np.pad
void add_print_functions(VM& vm, Module* m);    // np_print.cpp: set/get_printoptions, array2string, format_float_*
void add_io_functions(VM& vm, Module* m);       // np_io.cpp: save, load, loadtxt, savetxt, genfromtxt
void add_string_types(VM& vm, Module* m);       // np_strings.cpp: np.str_/bytes_, numpy.core._exceptions
// Joins arrays along an existing axis (np.concatenate; np_funcs.cpp).
[[nodiscard]] bool np_concat(VM& vm, std::vector<NdArray*>& arrs, int axis, Value& out);
// np.nonzero(a): a tuple of int64 index arrays (np_shape.cpp).
[[nodiscard]] bool np_nonzero(VM& vm, Value a, Value& out);
// Replaces a pending broadcast error by NumPy's np.broadcast wording, which
// names the first two of arrs[0..n) that do not broadcast (np_layout.cpp).
[[nodiscard]] bool raise_broadcast_mismatch(VM& vm, NdArray* const* arrs, int n);
// np.result_type with NumPy 1.24's value-based rules for 0-d operands (np_ufunc.cpp).
DType result_type(NdArray* const* in, int n);
// The loop of uf for the inputs by NumPy's resolution; TypeError when none fits.
[[nodiscard]] bool resolve_loop(VM& vm, UFunc* uf, NdArray* const* in, const UFuncLoop*& out);
// The loop of uf whose output is `want` (dtype=), NumPy 1.24's choice;
// inputs that cannot reach it under `casting` raise _UFuncInputCastingError.
[[nodiscard]] bool resolve_loop_dtype(VM& vm, UFunc* uf, NdArray* const* in, DType want, Casting casting,
                                      const UFuncLoop*& out);
// casting= read: TypeError "casting must be str, not int", ValueError for
// a name outside NumPy's five.
[[nodiscard]] bool parse_casting(VM& vm, Value v, Casting& out);
const char* casting_name(Casting c);   // "same_kind"
// Whether `from` casts to `to` under the rule (the dtypes alone).
bool can_cast_rule(DType from, DType to, Casting c);
// Whether input `a` casts to `to` under the rule: 0-d arrays by their
// value, as NumPy 1.24's PyArray_CanCastArrayTo judges them.
bool can_cast_input(NdArray* a, DType to, Casting c);
// where= read into a bool array: null for True; NumPy's TypeError for an
// array of another dtype; Python objects by their truth.
[[nodiscard]] bool parse_where(VM& vm, Value v, NdArray*& mask, RootScope& roots);
// NumPy's TypeError when no loop of uf takes the inputs (always false).
bool no_loop_error(VM& vm, UFunc* uf);
// Raises what a loop's status says (false), or true for kLoopOk.
bool loop_error(VM& vm, int status);
// Whether b's memory overlaps a's without being the very same elements
// (then an input is copied before a loop writes the output).
bool overlaps_differently(NdArray* a, NdArray* b);

// ---- operators shared by ndarray and NumPy scalars (np_array.cpp)
// self OP other through the named ufunc; reflected swaps the operands.
[[nodiscard]] bool np_binary(VM& vm, const char* ufunc, Value self, Value other, bool reflected, Value& out);

// ---- floating-point errors (np_errstate.cpp): np.seterr's policy
// The status flags of the SSE unit and the x87 (the bits fetestexcept
// reports). Loops raise them by computing; integer loops raise kFpDivide
// and kFpOverflow themselves (fp_raise), as NumPy's do.
enum FpFlag : int { kFpInvalid = 0x1, kFpDivide = 0x4, kFpOverflow = 0x8, kFpUnderflow = 0x10 };
inline void fp_clear() {
  unsigned csr;
  asm volatile("stmxcsr %0" : "=m"(csr) : : "memory");
  csr &= ~0x3Fu;
  asm volatile("ldmxcsr %0\n\tfnclex" : : "m"(csr) : "memory");
}
inline int fp_flags() {
  unsigned csr;
  uint16_t sw;
  asm volatile("stmxcsr %0\n\tfnstsw %1" : "=m"(csr), "=a"(sw) : : "memory");
  return (int)((csr | sw) & 0x3F);
}
inline void fp_raise(int flags) {
  unsigned csr;
  asm volatile("stmxcsr %0" : "=m"(csr) : : "memory");
  csr |= (unsigned)flags;
  asm volatile("ldmxcsr %0" : : "m"(csr) : "memory");
}
// Reports the errors in `flags` that np.seterr does not ignore, as NumPy
// does after a loop: a RuntimeWarning "divide by zero encountered in
// <where>" ('warn'), FloatingPointError ('raise'), a printed line
// ('print', to stderr), the np.seterrcall function ('call', 'log'). False when one
// raised. `where` is the ufunc's name, "scalar add" for scalar operators.
[[nodiscard]] bool np_fp_report(VM& vm, int flags, const std::string& where);
// An unsafe cast of float or complex elements as NumPy reports it: a
// complex → real cast warns ComplexWarning (begin), and the invalid flag of
// a float → int conversion (a NaN, an infinity, a value out of range) or
// the overflow flag of a narrowing float cast is "... encountered in cast"
// (end; np.seterr decides).
struct CastCheck {
  bool complex_to_real = false;
  int flags = 0;
  CastCheck(DType from, DType to);
  [[nodiscard]] bool begin(VM& vm);
  [[nodiscard]] bool end(VM& vm);
};
// Set while a NumPy scalar's operator runs a ufunc on scalars (np_scalar.cpp:
// ScalarOpScope), so np_fp_report says "scalar multiply" as NumPy's scalar
// math does, where the array operation says "multiply".
extern thread_local bool np_in_scalar_op;
// warnings.warn(msg, category) attributed to the Python line running now
// (NumPy's stacklevel=2: native functions have no frame of their own).
[[nodiscard]] bool np_warn(VM& vm, TypeObject* category, const std::string& msg);
// Calls `name` of the shipped Python module `module` (builtins/pylib/,
// imported on first use): the parts of numpy written in Python.
[[nodiscard]] bool np_call_pylib(VM& vm, const char* module, const char* name, Value* args, int nargs,
                                 Tuple* kwnames, Value& out);
void add_errstate_functions(VM& vm, Module* m);  // np.seterr, geterr, errstate, seterrcall, geterrcall
// ---- str and bytes arrays (np_strings.cpp)
// Copies src into dst (same shape) converting through text when either is
// str/bytes: numbers print as NumPy's str of the scalar, text parses as
// int()/float()/complex() do (their ValueError), stores truncate to width.
[[nodiscard]] bool str_cast(VM& vm, NdArray* dst, NdArray* src);
// The comparison ufuncs (equal, less, ...) on two str or two bytes arrays,
// broadcast; false with a TypeError for other ufuncs or mixed operands
// (NumPy's _UFuncNoLoopError or its "not supported" message).
[[nodiscard]] bool str_ufunc(VM& vm, UFunc* uf, NdArray* const* in, Value& out);
// numpy.core._exceptions.`name` (UFuncTypeError, _UFuncNoLoopError,
// _UFuncInputCastingError, _UFuncOutputCastingError); null if missing.
TypeObject* ufunc_error_type(VM& vm, const char* name);
// uf's refusal of flexible inputs, raised (always false).
bool str_no_loop(VM& vm, UFunc* uf, NdArray* const* in);
// One element as NumPy's repr prints it inside an array ('ab', b'ab').
std::string str_elem_repr(const NdArray* a, const char* p);
// Item sizes NumPy gives the result of joining str/bytes arrays with others
// (concatenate, where): the widest, numbers at their astype(str) width.
int64_t str_common_itemsize(DType dt, NdArray* const* arrs, int n);
// A C-contiguous 1-d copy of a's elements sorted (NumPy's order: code
// points, shorter first), or the stable argsort of them as int64.
NdArray* str_sorted(VM& vm, NdArray* a, bool indices);

// ---- printing (np_print.cpp)
// repr(a) / str(a) under np.set_printoptions; may raise (a formatter callable).
[[nodiscard]] bool np_array_repr(VM& vm, NdArray* a, std::string& out);
[[nodiscard]] bool np_array_str(VM& vm, NdArray* a, std::string& out);
std::string np_scalar_repr(DType dt, const char* p);   // one element as NumPy prints the scalar

// ---- arrays as arguments
// The array of `v` (np.asarray); no copy for arrays.
[[nodiscard]] bool np_asarray(VM& vm, Value v, NdArray*& out);
// An axis argument: None → all dims (mask of ndim bits), an int or a tuple of
// ints (negative counted from the end); AxisError as NumPy words it.
[[nodiscard]] bool np_axis_mask(VM& vm, Value axis, int ndim, uint64_t& mask);
// np_axis_mask for a reduction of an array of `ndim` dims: as NumPy, a 0-d
// array takes an int axis 0 or -1 as no axis (mask 0); its other axes are
// checked against `zero_d_ndim` dims (0 for ufunc reductions, 1 for the
// one-axis functions argmax/cumsum/take/repeat, which see a 0-d array as 1-d).
[[nodiscard]] bool np_reduce_axis_mask(VM& vm, Value axis, int ndim, uint64_t& mask, int zero_d_ndim = 0);
// A shape argument: an int or a sequence of ints.
[[nodiscard]] bool np_shape_arg(VM& vm, Value v, int& ndim, int64_t* shape);
// Value of a 0-d array, or the array itself (what ufuncs return).
Value np_result(VM& vm, NdArray* a, bool scalar);

// nd_new without zeroing: for results whose every element is written
// before anything reads them (np_array.cpp; no memset over a recycled
// buffer, as NumPy's np.empty). TypeError for str/bytes, as nd_new.
NdArray* nd_empty(VM& vm, DType dt, int ndim, const int64_t* shape);
// The same with the item size of a flexible dt (as nd_new_sized).
NdArray* nd_empty_sized(VM& vm, DType dt, int64_t itemsize, int ndim, const int64_t* shape);

// An element pointer from a flat C-order index (no raise; index in range).
char* nd_flat_ptr(const NdArray* a, int64_t i);

}  // namespace tpy
