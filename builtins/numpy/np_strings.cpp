// np_strings.cpp — NumPy's fixed-width str ('<U5') and bytes ('|S5')
// arrays: elements as numpy.str_/bytes_, subclasses of str/bytes
// (nd_box_elem, nd_unbox_elem), casts
// between them and numbers through text (str_cast), the comparison ufuncs
// on them and every other ufunc's refusal (str_ufunc), widths, sorting and
// the element text printing uses. The layout is NumPy's, so buffers match:
// a str element is itemsize/4 UCS4 code points, a bytes element itemsize
// bytes, both NUL-padded (trailing NULs are not part of the value).
// Creation (np_create.cpp) and dtype objects (np_dtype.cpp) call in here.
#include <algorithm>
#include <cstring>
#include <numeric>
#include "builtins/args.h"
#include "builtins/builtins_b.h"
#include "builtins/numpy/np_internal.h"
#include "builtins/numpy/np_iter.h"
#include "builtins/str_util.h"
#include "builtins/utf8.h"

namespace tpy {

namespace {

// The value of a str/bytes element: UTF-8 for str, raw for bytes, without
// the trailing NULs.
std::string elem_text(DType dt, int64_t isz, const char* p) {
  if (dt == DType::Bytes) {
    while (isz > 0 && p[isz - 1] == 0) isz--;
    return std::string(p, (size_t)isz);
  }
  int64_t n = isz / 4;
  uint32_t c = 0;
  while (n > 0 && (std::memcpy(&c, p + (n - 1) * 4, 4), c == 0)) n--;
  std::string out;
  for (int64_t i = 0; i < n; i++) {
    std::memcpy(&c, p + i * 4, 4);
    utf8_append(out, c);
  }
  return out;
}

// Stores text (UTF-8 for str) into an element of isz bytes: truncated to
// the width, NUL-padded.
void store_text(DType dt, int64_t isz, const std::string& text, char* p) {
  if (dt == DType::Bytes) {
    size_t n = std::min(text.size(), (size_t)isz);
    std::memcpy(p, text.data(), n);
    std::memset(p + n, 0, (size_t)isz - n);
    return;
  }
  int64_t k = 0;
  for (size_t i = 0; i < text.size() && k < isz / 4; i += utf8_len_at(text, i), k++) {
    uint32_t c = utf8_decode_at(text, i);
    std::memcpy(p + k * 4, &c, 4);
  }
  std::memset(p + k * 4, 0, (size_t)(isz - k * 4));
}

// Characters of text in a dt element (code points for str).
int64_t text_chars(DType dt, const std::string& text) {
  return dt == DType::Bytes ? (int64_t)text.size() : utf8_count(text);
}

bool is_bytes(Value v) { return is_layout(v, Layout::Bytes); }

// NumPy's str of a numeric element (str of the NumPy scalar).
bool number_text(VM& vm, DType dt, const char* p, std::string& out) {
  Str* s;
  if (!to_str(vm, nd_box(vm, dt, p), s)) return false;
  out = s->text();
  return true;
}

// The text a Python value stores into a str/bytes element; a str going to
// bytes must be ASCII (NumPy encodes it so).
bool value_text(VM& vm, Value v, DType dt, std::string& out) {
  if (is_str(v)) {
    out = as_str(v)->text();
    if (dt == DType::Bytes && !as_str(v)->ascii)
      return vm.raise(vm.exc.UnicodeEncodeError, "'ascii' codec can't encode characters: ordinal not in range(128)");
    return true;
  }
  if (is_bytes(v)) { out = as<Bytes>(v)->s; return true; }
  if (is_ndarray(vm, v) && as<NdArray>(v)->size == 1) {
    NdArray* a = as<NdArray>(v);
    if (dtype_is_flexible(a->dtype)) { out = elem_text(a->dtype, a->itemsize(), a->data); return true; }
    return number_text(vm, a->dtype, a->data, out);
  }
  Str* s;
  if (!to_str(vm, v, s)) return false;
  out = s->text();
  return true;
}

// Text into a number of dtype `to` as NumPy parses it: int() for integers
// and bools, float(), complex().
bool parse_text(VM& vm, DType src_dt, const std::string& text, DType to, char* p) {
  char kind = dtype_info(to).kind;
  Value s = src_dt == DType::Bytes ? Value::object(vm.alloc<Bytes>(vm.t.bytes, text)) : vm.str_value(text);
  TypeObject* conv = kind == 'f' ? vm.t.float_ : kind == 'c' ? vm.t.complex : vm.t.int_;
  Value num;
  return call1(vm, Value::object(conv), s, num) && nd_unbox(vm, num, to, p);
}

// One element of src into one of dst, either or both flexible.
bool cast_one(VM& vm, const NdArray* dst, char* d, const NdArray* src, const char* s) {
  int64_t dsz = dst->itemsize(), ssz = src->itemsize();
  if (dst->dtype == src->dtype) {   // same kind, another width: copy and pad
    size_t n = (size_t)std::min(dsz, ssz);
    std::memmove(d, s, n);
    std::memset(d + n, 0, (size_t)dsz - n);
    return true;
  }
  if (!dtype_is_flexible(src->dtype)) {
    std::string text;
    if (!number_text(vm, src->dtype, s, text)) return false;
    store_text(dst->dtype, dsz, text, d);
    return true;
  }
  std::string text = elem_text(src->dtype, ssz, s);
  if (dtype_is_flexible(dst->dtype)) {   // str <-> bytes
    if (dst->dtype == DType::Bytes && text_chars(DType::Str, text) != (int64_t)text.size())
      return vm.raise(vm.exc.UnicodeEncodeError, "'ascii' codec can't encode characters: ordinal not in range(128)");
    store_text(dst->dtype, dsz, text, d);
    return true;
  }
  return parse_text(vm, src->dtype, text, dst->dtype, d);
}

// ---- comparisons

enum class Cmp { Eq, Ne, Lt, Le, Gt, Ge };

bool comparison_of(const std::string& name, Cmp& op) {
  static const std::pair<const char*, Cmp> kOps[] = {
      {"equal", Cmp::Eq}, {"not_equal", Cmp::Ne}, {"less", Cmp::Lt},
      {"less_equal", Cmp::Le}, {"greater", Cmp::Gt}, {"greater_equal", Cmp::Ge},
  };
  for (auto& [n, o] : kOps)
    if (name == n) { op = o; return true; }
  return false;
}

// <0, 0, >0 as NumPy orders two elements of na and nb characters (units of
// type U): by code point, a shorter string first (padding NULs sort low).
template <class U> int compare_units(const char* a, int64_t na, const char* b, int64_t nb) {
  int64_t n = std::max(na, nb);
  for (int64_t i = 0; i < n; i++) {
    U x = 0, y = 0;
    if (i < na) std::memcpy(&x, a + i * sizeof(U), sizeof(U));
    if (i < nb) std::memcpy(&y, b + i * sizeof(U), sizeof(U));
    if (x != y) return x < y ? -1 : 1;
  }
  return 0;
}

int compare_elems(DType dt, const char* a, int64_t asz, const char* b, int64_t bsz) {
  if (dt == DType::Bytes) return compare_units<unsigned char>(a, asz, b, bsz);
  return compare_units<uint32_t>(a, asz / 4, b, bsz / 4);
}

bool holds(Cmp op, int c) {
  switch (op) {
    case Cmp::Eq: return c == 0;
    case Cmp::Ne: return c != 0;
    case Cmp::Lt: return c < 0;
    case Cmp::Le: return c <= 0;
    case Cmp::Gt: return c > 0;
    case Cmp::Ge: return c >= 0;
  }
  return false;
}

bool compare_arrays(VM& vm, Cmp op, NdArray* const* in, Value& out) {
  int ndim;
  int64_t shape[kMaxDims];
  if (!broadcast_shapes(vm, 2, in, ndim, shape)) return false;
  NdArray* r = nd_new(vm, DType::Bool, ndim, shape);
  if (!r) return false;
  int64_t s0[kMaxDims], s1[kMaxDims];
  broadcast_strides(in[0], ndim, shape, s0);
  broadcast_strides(in[1], ndim, shape, s1);
  const int64_t* sp[3] = {r->strides, s0, s1};
  char* base[3] = {r->data, in[0]->data, in[1]->data};
  DType dt = in[0]->dtype;
  int64_t asz = in[0]->itemsize(), bsz = in[1]->itemsize();
  NdWalk(ndim, shape, 3, sp).run(base, [&](char** p, int64_t n, const int64_t* steps) {
    for (int64_t i = 0; i < n; i++)
      p[0][i * steps[0]] = holds(op, compare_elems(dt, p[1] + i * steps[1], asz, p[2] + i * steps[2], bsz));
  });
  out = np_result(vm, r, in[0]->ndim == 0 && in[1]->ndim == 0);
  return true;
}


bool dtype_repr_text(VM& vm, const NdArray* a, std::string& out) {
  Str* r;
  if (!to_repr(vm, dtype_object_sized(vm, a->dtype, a->itemsize()), r)) return false;
  out = r->text();
  return true;
}

}  // namespace

int np_text_compare(DType dt, const char* a, int64_t asz, const char* b, int64_t bsz) {
  return compare_elems(dt, a, asz, b, bsz);
}

TypeObject* ufunc_error_type(VM& vm, const char* name) {
  Value core, exc, cls;
  if (!get_attr(vm, Value::object(np_state(vm).module), vm.intern("core"), core) ||
      !get_attr(vm, core, vm.intern("_exceptions"), exc) || !get_attr(vm, exc, vm.intern(name), cls))
    return nullptr;
  return static_cast<TypeObject*>(cls.o);
}

// ---- elements -----------------------------------------------------------------

Value nd_box_elem(VM& vm, const NdArray* a, const char* p) {
  if (!dtype_is_flexible(a->dtype)) return nd_box(vm, a->dtype, p);
  std::string text = elem_text(a->dtype, a->itemsize(), p);
  NpState& st = np_state(vm);
  if (a->dtype == DType::Bytes) return Value::object(vm.alloc<Bytes>(st.bytes_type, std::move(text)));
  return Value::object(vm.alloc<Str>(st.str_type, std::move(text)));
}

bool nd_unbox_elem(VM& vm, Value v, const NdArray* a, char* p) {
  std::string text;
  if (dtype_is_flexible(a->dtype)) {
    if (!value_text(vm, v, a->dtype, text)) return false;
    store_text(a->dtype, a->itemsize(), text, p);
    return true;
  }
  if (is_str(v) || is_bytes(v)) {   // a[i] = '7': parsed as astype parses
    if (!value_text(vm, v, DType::Str, text)) return false;
    return parse_text(vm, is_str(v) ? DType::Str : DType::Bytes, text, a->dtype, p);
  }
  return nd_unbox(vm, v, a->dtype, p);
}

bool str_cast(VM& vm, NdArray* dst, NdArray* src) {
  int64_t sstr[kMaxDims];
  broadcast_strides(src, dst->ndim, dst->shape, sstr);
  const int64_t* sp[2] = {dst->strides, sstr};
  char* base[2] = {dst->data, src->data};
  bool ok = true;
  NdWalk(dst->ndim, dst->shape, 2, sp).run(base, [&](char** p, int64_t n, const int64_t* steps) {
    for (int64_t i = 0; i < n && ok; i++) ok = cast_one(vm, dst, p[0] + i * steps[0], src, p[1] + i * steps[1]);
  });
  return ok;
}

int64_t str_width_of(DType d) {
  switch (d) {
    case DType::Bool: return 5;
    case DType::Int8: return 4;
    case DType::UInt8: return 3;
    case DType::Int16: return 6;
    case DType::UInt16: return 5;
    case DType::Int32: return 11;
    case DType::UInt32: return 10;
    case DType::Int64: return 21;
    case DType::UInt64: return 20;
    case DType::Float32: case DType::Float64: return 32;
    case DType::Complex64: case DType::Complex128: return 64;
    case DType::Str: case DType::Bytes: return 0;
  }
  return 0;
}

int64_t str_common_itemsize(DType dt, NdArray* const* arrs, int n) {
  int64_t chars = 0;
  for (int i = 0; i < n; i++) {
    const NdArray* a = arrs[i];
    chars = std::max(chars, dtype_is_flexible(a->dtype) ? a->itemsize() / dtype_size(a->dtype) : str_width_of(a->dtype));
  }
  return chars * dtype_size(dt);
}

// ---- ufuncs -------------------------------------------------------------------

bool str_no_loop(VM& vm, UFunc* uf, NdArray* const* in) {
  if (uf->resolver != UFuncResolver::Uniform) return no_loop_error(vm, uf);
  std::string types;
  if (uf->nin == 1) {
    types = in[0]->dtype == DType::Str ? "<class 'numpy.dtype[str_]'>" : "<class 'numpy.dtype[bytes_]'>";
  } else {
    for (int i = 0; i < uf->nin; i++) {
      std::string t;
      if (!dtype_repr_text(vm, in[i], t)) return false;
      types += (i ? ", " : "(") + t;
    }
    types += ")";
  }
  TypeObject* err = ufunc_error_type(vm, "_UFuncNoLoopError");
  if (!err) return false;
  return vm.raisef(err, "ufunc '%s' did not contain a loop with signature matching types %s -> None", uf->name.c_str(),
                   types.c_str());
}

bool str_ufunc(VM& vm, UFunc* uf, NdArray* const* in, Value& out) {
  Cmp op;
  if (uf->nin == 2 && comparison_of(uf->name, op) && in[0]->dtype == in[1]->dtype)
    return compare_arrays(vm, op, in, out);
  return str_no_loop(vm, uf, in);
}

// ---- sorting and printing -------------------------------------------------------

NdArray* str_sorted(VM& vm, NdArray* a, bool indices) {
  int64_t n = a->size, isz = a->itemsize();
  std::vector<int64_t> order((size_t)n);
  std::iota(order.begin(), order.end(), 0);
  std::vector<const char*> ptr((size_t)n);
  for (int64_t i = 0; i < n; i++) ptr[(size_t)i] = nd_flat_ptr(a, i);
  DType dt = a->dtype;
  std::stable_sort(order.begin(), order.end(), [&](int64_t x, int64_t y) {
    return compare_elems(dt, ptr[(size_t)x], isz, ptr[(size_t)y], isz) < 0;
  });
  NdArray* r = indices ? nd_new(vm, DType::Int64, 1, &n) : nd_new_sized(vm, dt, isz, 1, &n);
  if (!r) return nullptr;
  for (int64_t i = 0; i < n; i++) {
    if (indices) reinterpret_cast<int64_t*>(r->data)[i] = order[(size_t)i];
    else std::memcpy(r->data + i * isz, ptr[(size_t)order[(size_t)i]], (size_t)isz);
  }
  return r;
}

std::string str_elem_repr(const NdArray* a, const char* p) {
  std::string text = elem_text(a->dtype, a->itemsize(), p);
  return a->dtype == DType::Bytes ? bytes_repr(text) : repr_str(text);
}

namespace {

// numpy.str_ / numpy.bytes_: str / bytes with NumPy's character (a
// flexible, a generic) as a further base; the Python type's constructor
// makes instances of them.
TypeObject* flexible_scalar_type(VM& vm, NpState& st, const char* name, TypeObject* py, TypeObject* character) {
  TypeObject* t = vm.new_builtin_type(name, py->layout, py);
  t->module = Value::object(vm.intern("numpy"));
  t->tp_name = vm.intern(std::string("numpy.") + name);
  t->subclassable = false;
  t->ctor = py->ctor;
  t->bases.push_back(character);
  t->mro.pop_back();   // object, after character's chain
  for (TypeObject* m : character->mro) t->mro.push_back(m);
  np_keep(vm, st, t);
  return t;
}

bool str_scalar_get_dtype(VM& vm, CallArgs& a, Value& out) {
  NpState& st = np_state(vm);
  bool is_bytes = is_instance(vm, a.args[0], st.bytes_type);
  int64_t size = is_bytes ? (int64_t)as<Bytes>(a.args[0])->s.size() : as_str(a.args[0])->length() * 4;
  out = dtype_object_sized(vm, is_bytes ? DType::Bytes : DType::Str, size);
  return true;
}
bool str_scalar_get_itemsize(VM& vm, CallArgs& a, Value& out) {
  NpState& st = np_state(vm);
  bool is_bytes = is_instance(vm, a.args[0], st.bytes_type);
  out = Value::integer(is_bytes ? (int64_t)as<Bytes>(a.args[0])->s.size() : as_str(a.args[0])->length() * 4);
  return true;
}
const NativeDef kStrScalarGetters[] = {
    {"dtype", str_scalar_get_dtype, 1, 1, false, JitHint::None},
    {"itemsize", str_scalar_get_itemsize, 1, 1, false, JitHint::None},
};

}  // namespace

void add_string_types(VM& vm, Module* np) {
  NpState& st = np_state(vm);
  // np.flexible and np.character: abstract, between generic and str_/bytes_.
  TypeObject* flexible = vm.new_builtin_type("flexible", Layout::Native, st.abstract_types[0]);
  TypeObject* character = vm.new_builtin_type("character", Layout::Native, flexible);
  for (TypeObject* t : {flexible, character}) {
    t->module = Value::object(vm.intern("numpy"));
    t->ctor = st.abstract_types[0]->ctor;   // "cannot create 'numpy.X' instances"
    np_keep(vm, st, t);
  }
  set_module_attr(vm, np, "flexible", Value::object(flexible));
  set_module_attr(vm, np, "character", Value::object(character));
  st.str_type = flexible_scalar_type(vm, st, "str_", vm.t.str, character);
  st.bytes_type = flexible_scalar_type(vm, st, "bytes_", vm.t.bytes, character);
  for (TypeObject* t : {st.str_type, st.bytes_type})
    for (auto& g : kStrScalarGetters) add_getter(vm, t, &g);
  set_module_attr(vm, np, "str_", Value::object(st.str_type));
  set_module_attr(vm, np, "unicode_", Value::object(st.str_type));
  set_module_attr(vm, np, "bytes_", Value::object(st.bytes_type));
  set_module_attr(vm, np, "string_", Value::object(st.bytes_type));
  // numpy.core._exceptions: the ufunc type errors NumPy raises (no loop for
  // str arrays or a dtype=; inputs or an out= the loop cannot cast to).
  Module* core = vm.new_module("numpy.core");
  Module* exc = vm.new_module("numpy.core._exceptions");
  set_module_attr(vm, np, "core", Value::object(core));
  set_module_attr(vm, core, "_exceptions", Value::object(exc));
  Value modname = vm.str_value("numpy.core._exceptions");
  TypeObject* base = vm.new_builtin_type("UFuncTypeError", Layout::Exception, vm.exc.TypeError);
  base->module = modname;
  TypeObject* no_loop = vm.new_builtin_type("_UFuncNoLoopError", Layout::Exception, base);
  no_loop->module = modname;
  no_loop->name = vm.intern("UFuncTypeError");   // NumPy shows it as its base (_display_as_base)
  set_module_attr(vm, exc, "UFuncTypeError", Value::object(base));
  set_module_attr(vm, exc, "_UFuncNoLoopError", Value::object(no_loop));
  TypeObject* casting = vm.new_builtin_type("_UFuncCastingError", Layout::Exception, base);
  casting->module = modname;
  casting->name = vm.intern("UFuncTypeError");
  set_module_attr(vm, exc, "_UFuncCastingError", Value::object(casting));
  for (const char* name : {"_UFuncInputCastingError", "_UFuncOutputCastingError"}) {
    TypeObject* t = vm.new_builtin_type(name, Layout::Exception, casting);
    t->module = modname;
    t->name = vm.intern("UFuncTypeError");
    set_module_attr(vm, exc, name, Value::object(t));
  }
}

}  // namespace tpy
