// nbtypes.h — the function compiler's type lattice (Numba's): machine
// integers and floats, booleans, None, arrays (dtype, ndim, layout,
// readonly), tuples, ranges and their iterators, and "constant" types for
// the Python objects a compiled function reads as frozen globals (modules,
// functions, dispatchers, exception classes). Types are interned: a TypeId
// names one for the life of the process. Entry points: type_of_value (what
// a Python argument is), unify (merges, Numba's rules), type_name (Numba's
// spelling, used in signatures and messages), parse_type_name (the reverse).
// Typing rules for operations live in jit/infer_ops.cpp.
#pragma once
#include <cstdint>
#include <string>
#include <vector>
#include "builtins/numpy/ndarray.h"
#include "vm/value.h"

namespace tpy::jit {

enum class NbKind : uint8_t {
  Undef,      // no value (an unbound register)
  None,
  Bool,
  Int,        // bits 8..64, signed
  UInt,       // bits 8..64, unsigned
  Float,      // bits 32 or 64
  Complex,    // bits 64 or 128
  Array,      // dtype, ndim, layout, readonly
  UniTuple,   // items[0] repeated count times
  Tuple,      // items
  Range,      // range(start, stop, step) of int64
  RangeIter,  // its iterator (current, stop, step)
  ArrayIter,  // iterator over the first axis of items[0] (an array type)
  TupleIter,  // iterator over the items of items[0] (a UniTuple type)
  EnumerateIter,  // enumerate(items[0] iterator)
  ZipIter,    // zip(items... iterators)
  Str,        // unicode_type: the VM's own str object
  List,       // a list built in compiled code ([x, y]): each item's type in items; what np.array and `for` read
  ObjList,    // list(items[0]): the VM's own list object, each item a Value of items[0]'s kind (jit/infer_list.cpp);
              // bits 1: reflected (an argument), 2: a numba.typed.List; count: the site that made it in compiled code (jit/infer_list.cpp
              // list_site), 0 for lists from elsewhere; items[0] kNoType: an empty list whose item type is not known yet
  ObjDict,    // DictType[items[0], items[1]]: a numba.typed.Dict (the VM's dict object, jit/infer_dict.cpp);
              // count: the site that made it (as ObjList's), items kNoType until a store typed them
  SeqIter,    // iterator over a str or an ObjList items[0] (the object, the next index, the length)
  Const,      // a Python object known at compile time (value): module, function, class, dispatcher
  Method,     // attribute `name` of a value of type items[0], about to be called
  Slice,      // slice(start, stop, step); count: bit k set when part k is None
  Omitted,    // an argument left to its default `value` (the code uses the constant)
  Closure,    // an inner function or lambda: its Code in `value`, the captured values' types in items
};

using TypeId = uint32_t;
constexpr TypeId kNoType = 0;   // Undef

struct NbType {
  NbKind kind = NbKind::Undef;
  uint8_t bits = 0;
  DType dtype = DType::Float64;   // arrays
  uint8_t ndim = 0;
  char layout = 'C';              // 'C', 'F' or 'A'
  bool readonly = false;
  uint32_t count = 0;             // UniTuple
  std::vector<TypeId> items;
  Value value;                    // Const
  std::string name;               // Method
};

// The interned type equal to t (created on first use; no raise).
TypeId intern_type(const NbType& t);
const NbType& type_at(TypeId id);
inline bool is_tuple(TypeId t) { return type_at(t).kind == NbKind::UniTuple || type_at(t).kind == NbKind::Tuple; }

// Common types.
TypeId t_none();
TypeId t_bool();
TypeId t_int(int bits = 64, bool is_signed = true);
TypeId t_float(int bits = 64);
TypeId t_complex(int bits = 128);   // complex64 or complex128: two float leaves (re, im)
TypeId t_array(DType dt, int ndim, char layout, bool readonly = false);
TypeId t_unituple(TypeId item, uint32_t count);
TypeId t_tuple(const std::vector<TypeId>& items);   // UniTuple when all items are equal, as Numba
TypeId t_list(const std::vector<TypeId>& items);
TypeId t_const(Value v, const std::string& name = "");   // name: how messages call it
TypeId t_method(TypeId self, const std::string& name);
TypeId t_range();
TypeId t_range_iter();
// prange() in a parallel=True function, and its iterator: a range whose
// loop runs on the thread pool (count = 1 marks them; jit/parallel_outline.cpp).
TypeId t_prange();
TypeId t_prange_iter();
TypeId t_array_iter(TypeId array);
TypeId t_tuple_iter(TypeId unituple);
TypeId t_slice(uint32_t none_mask);
TypeId t_omitted(Value default_value);
TypeId t_str();
// typed: a numba.typed.List (ListType[item]), whose class is_typed_list_class.
TypeId t_obj_list(TypeId item, bool reflected = false, uint32_t site = 0, bool typed = false);
bool is_typed_list_class(TypeObject* ty);
TypeId t_obj_dict(TypeId key, TypeId value, uint32_t site = 0);
bool is_typed_dict_class(TypeObject* ty);   // numba.typed.Dict
// Whether a list may hold items of type t (numbers but uint64, str,
// arrays, lists, tuples of those).
bool list_item_type_ok(TypeId t);
// Whether a dict key may be of type t (hashable: numbers but uint64, str, tuples of them).
bool dict_key_type_ok(TypeId t);
TypeId t_seq_iter(TypeId seq);   // iterator over a str or an ObjList

// The scalar type of an array's elements, and the dtype of a scalar type.
TypeId dtype_type(DType d);
bool type_dtype(TypeId t, DType& out);

bool is_int_type(TypeId t);       // Int or UInt (bool excluded)
bool is_number_type(TypeId t);    // Bool, Int, UInt, Float
bool is_float_type(TypeId t);
bool is_complex_type(TypeId t);
// Whether a result of type t is several words, returned in FuncCtx::ret
// (tuples, complex numbers) rather than one in rax.
inline bool in_ret_words(TypeId t) { return is_tuple(t) || is_complex_type(t); }
// The tuple's item types (UniTuple expanded).
std::vector<TypeId> tuple_items(TypeId t);

// Numba's name of t: "int64", "float32", "bool", "none",
// "array(float64, 2d, C)", "UniTuple(int64 x 2)", "Tuple(int64, float64)".
std::string type_name(TypeId t);
// The type named by s (Numba's spelling as above); kNoType if unknown.
TypeId parse_type_name(const std::string& s);

// The type of a Python value passed to a compiled function, or kNoType
// with `why` set to Numba's reason (dicts, lists, objects...).
TypeId type_of_value(VM& vm, Value v, std::string& why);

// Numba's unification at a merge of two definitions (int64 and float64 is
// float64, int64 and uint64 is float64, ...); kNoType when they do not unify.
TypeId unify(TypeId a, TypeId b);
// t with the lists and dicts in it (items, tuple members) made at no site.
TypeId siteless(TypeId t);
// The result of a binary arithmetic operation on two numbers, as Numba
// types it (integers widen to 64 bits; int64 op uint64 is float64).
TypeId arith_result(TypeId a, TypeId b);

}  // namespace tpy::jit
