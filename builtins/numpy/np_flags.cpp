// np_flags.cpp — a.flags (numpy.core.multiarray.flagsobj: attributes,
// a.flags['C_CONTIGUOUS'], NumPy's printing, a.flags.writeable = False
// making the array read-only), a.setflags(), and the array's attribute
// setters: a.shape = ... (in place when a view of that shape exists,
// NumPy's AttributeError otherwise), a.dtype = ... (a view's layout taken
// over), a.real / a.imag = ..., NumPy's AttributeError for the read-only
// ones. The flag bits
// themselves are ndarray.h's NdFlags.
#include <string>
#include "builtins/args.h"
#include "vm/dict.h"
#include "builtins/builtins_b.h"
#include "builtins/numpy/np_internal.h"
#include "vm/run.h"

namespace tpy {

namespace {

struct FlagsObj : Object {
  NdArray* arr;
  FlagsObj(TypeObject* t, NdArray* a) : Object(t), arr(a) {}
  void trace(Tracer& tr) override { tr.mark(arr); }
};

const char* const kFlagsTypeName = "flagsobj";

// The flagsobj type of this VM (kept in the numpy state's holder list).
TypeObject* flags_type(VM& vm) {
  for (Value v : as<List>(np_state(vm).holder)->items)
    if (is_layout(v, Layout::Type) && static_cast<TypeObject*>(v.o)->name->text() == kFlagsTypeName)
      return static_cast<TypeObject*>(v.o);
  return nullptr;
}

enum class Flag { C, F, Own, Write, Aligned, WriteBack, Behaved, CArray, FArray, Fnc, Forc };

bool flag_value(const NdArray* x, Flag f) {
  bool c = x->flags & kNdCContig, fo = x->flags & kNdFContig, w = x->flags & kNdWriteable;
  switch (f) {
    case Flag::C: return c;
    case Flag::F: return fo;
    case Flag::Own: return x->flags & kNdOwnData;
    case Flag::Write: return w;
    case Flag::Aligned: return true;
    case Flag::WriteBack: return false;
    case Flag::Behaved: return w;
    case Flag::CArray: return w && c;
    case Flag::FArray: return w && fo && !c;
    case Flag::Fnc: return fo && !c;
    case Flag::Forc: return fo || c;
  }
  return false;
}

struct FlagName { const char* key; Flag flag; };
const FlagName kFlagKeys[] = {
    {"C_CONTIGUOUS", Flag::C}, {"C", Flag::C}, {"CONTIGUOUS", Flag::C}, {"F_CONTIGUOUS", Flag::F},
    {"F", Flag::F}, {"FORTRAN", Flag::F}, {"OWNDATA", Flag::Own}, {"O", Flag::Own},
    {"WRITEABLE", Flag::Write}, {"W", Flag::Write}, {"ALIGNED", Flag::Aligned}, {"A", Flag::Aligned},
    {"WRITEBACKIFCOPY", Flag::WriteBack}, {"X", Flag::WriteBack}, {"BEHAVED", Flag::Behaved}, {"B", Flag::Behaved},
    {"CARRAY", Flag::CArray}, {"CA", Flag::CArray}, {"FARRAY", Flag::FArray}, {"FA", Flag::FArray},
    {"FNC", Flag::Fnc}, {"FORC", Flag::Forc},
};

NdArray* flags_arr(CallArgs& a) { return static_cast<FlagsObj*>(a.args[0].o)->arr; }

bool lookup_key(VM& vm, Value key, Flag& f) {
  if (is_layout(key, Layout::Str))
    for (const FlagName& k : kFlagKeys)
      if (as<Str>(key)->text() == k.key) { f = k.flag; return true; }
  return vm.raise(vm.exc.KeyError, "Unknown flag");
}

// a.flags.writeable = v: False always works; True only while the memory's
// owner is writeable.
bool set_writeable(VM& vm, NdArray* x, Value v) {
  bool on;
  if (!truthy(vm, v, on)) return false;
  if (!on) { x->flags &= ~kNdWriteable; return true; }
  Object* owner = x->base;
  if (owner && is_ndarray(vm, Value::object(owner)) && !static_cast<NdArray*>(owner)->writeable())
    return vm.raise(vm.exc.ValueError, "cannot set WRITEABLE flag to True of this array");
  x->flags |= kNdWriteable;
  return true;
}

bool flags_getitem(VM& vm, CallArgs& a, Value& out) {
  Flag f;
  if (!lookup_key(vm, a.args[1], f)) return false;
  out = Value::boolean(flag_value(flags_arr(a), f));
  return true;
}

bool flags_setitem(VM& vm, CallArgs& a, Value& out) {
  Flag f;
  if (!lookup_key(vm, a.args[1], f)) return false;
  out = Value::none();
  if (f == Flag::Write) return set_writeable(vm, flags_arr(a), a.args[2]);
  if (f == Flag::Aligned || f == Flag::WriteBack) return true;
  return vm.raise(vm.exc.KeyError, "Unknown flag");
}

bool flags_repr(VM& vm, CallArgs& a, Value& out) {
  NdArray* x = flags_arr(a);
  std::string s;
  const std::pair<const char*, Flag> shown[] = {{"C_CONTIGUOUS", Flag::C}, {"F_CONTIGUOUS", Flag::F},
                                                {"OWNDATA", Flag::Own},      {"WRITEABLE", Flag::Write},
                                                {"ALIGNED", Flag::Aligned},  {"WRITEBACKIFCOPY", Flag::WriteBack}};
  for (auto& [name, f] : shown) s += std::string("  ") + name + " : " + (flag_value(x, f) ? "True" : "False") + "\n";
  out = vm.str_value(s);
  return true;
}

template <Flag F> bool flags_get(VM&, CallArgs& a, Value& out) {
  out = Value::boolean(flag_value(flags_arr(a), F));
  return true;
}

bool flags_set_writeable(VM& vm, CallArgs& a, Value& out) {
  out = Value::none();
  return set_writeable(vm, flags_arr(a), a.args[1]);
}

// Setting any other flag attribute: NumPy's read-only attribute error (the
// row called names the attribute).
bool flags_no_set(VM& vm, CallArgs& a, Value&) {
  return vm.raisef(vm.exc.AttributeError,
                   "attribute '%s' of 'numpy.core.multiarray.flagsobj' objects is not writable", a.def->name);
}

bool arr_get_flags(VM& vm, CallArgs& a, Value& out) {
  TypeObject* t = flags_type(vm);
  if (!t) return vm.raise(vm.exc.RuntimeError, "numpy is not initialised");
  out = Value::object(vm.alloc<FlagsObj>(t, static_cast<NdArray*>(a.args[0].o)));
  return true;
}

// a.shape = s: the same memory seen with shape s.
bool arr_set_shape(VM& vm, CallArgs& a, Value& out) {
  NdArray* x = static_cast<NdArray*>(a.args[0].o);
  Value view;
  if (!nd_reshape_view(vm, x, a.args[1], view)) return false;
  if (view.is_none())
    return vm.raise(vm.exc.AttributeError, "Incompatible shape for in-place modification. Use `.reshape()` to make a "
                                           "copy with the desired shape.");
  NdArray* v = as<NdArray>(view);
  x->ndim = v->ndim;
  for (int d = 0; d < v->ndim; d++) { x->shape[d] = v->shape[d]; x->strides[d] = v->strides[d]; }
  nd_update_flags(x);
  out = Value::none();
  return true;
}

// a.setflags(write=None, align=None, uic=None): tpy's arrays are always
// aligned and never write-back copies, so only write= changes anything.
bool arr_setflags(VM& vm, CallArgs& a, Value& out) {
  Value args[3];
  if (!bind_args(vm, a, "setflags", {"write", "align", "uic"}, 0, args, true)) return false;
  out = Value::none();
  if (!args[2].is_undef() && !args[2].is_none()) {
    bool on;
    if (!truthy(vm, args[2], on)) return false;
    if (on) return vm.raise(vm.exc.ValueError, "cannot set WRITEBACKIFCOPY flag to True");
  }
  if (args[0].is_undef() || args[0].is_none()) return true;
  return set_writeable(vm, static_cast<NdArray*>(a.args[0].o), args[0]);
}

// a.dtype = d: a.view(d)'s layout taken over in place.
bool arr_set_dtype(VM& vm, CallArgs& a, Value& out) {
  NdArray* x = static_cast<NdArray*>(a.args[0].o);
  Value view_fn, view;
  if (!get_attr(vm, a.args[0], vm.intern("view"), view_fn)) return false;
  Value dt = a.args[1];
  if (dt.is_none()) dt = dtype_object(vm, DType::Float64);   // dtype(None) is float64
  DType check;
  int64_t check_size;
  if (!to_dtype_sized(vm, dt, check, check_size)) {
    if (!vm.pending_is(vm.exc.TypeError)) return false;
    vm.take_pending();
    return vm.raise(vm.exc.TypeError, "invalid data-type for array");
  }
  if (!call(vm, view_fn, &dt, 1, nullptr, view)) return false;
  NdArray* v = as<NdArray>(view);
  x->dtype = v->dtype;
  x->elsize = v->elsize;
  for (int d = 0; d < v->ndim; d++) { x->shape[d] = v->shape[d]; x->strides[d] = v->strides[d]; }
  x->size = v->size;
  nd_update_flags(x);
  out = Value::none();
  return true;
}

// a.real = v / a.imag = v: v stored into that part (NumPy's TypeError for
// the imaginary part of a real array).
bool set_part(VM& vm, CallArgs& a, const char* part) {
  NdArray* x = static_cast<NdArray*>(a.args[0].o);
  if (part[0] == 'i' && !dtype_is_complex(x->dtype))
    return vm.raise(vm.exc.TypeError, "array does not have imaginary part to set");
  Value view;
  if (!get_attr(vm, a.args[0], vm.intern(part), view)) return false;
  RootScope roots(vm);
  roots.add(view);
  NdArray* src;
  if (!nd_from_value(vm, a.args[1], false, DType::Float64, false, src)) return false;
  roots.add(Value::object(src));
  return nd_assign(vm, as<NdArray>(view), src);
}
bool arr_set_real(VM& vm, CallArgs& a, Value& out) { out = Value::none(); return set_part(vm, a, "real"); }
bool arr_set_imag(VM& vm, CallArgs& a, Value& out) { out = Value::none(); return set_part(vm, a, "imag"); }

// Setting a read-only attribute of an array: NumPy's AttributeError.
bool arr_no_set(VM& vm, CallArgs& a, Value&) {
  return vm.raisef(vm.exc.AttributeError, "attribute '%s' of 'numpy.ndarray' objects is not writable", a.def->name);
}

const NativeDef kArrayNoSet[] = {
    {"size", arr_no_set, 2, 2, false, JitHint::None},
    {"ndim", arr_no_set, 2, 2, false, JitHint::None},
    {"itemsize", arr_no_set, 2, 2, false, JitHint::None},
    {"nbytes", arr_no_set, 2, 2, false, JitHint::None},
    {"T", arr_no_set, 2, 2, false, JitHint::None},
    {"base", arr_no_set, 2, 2, false, JitHint::None},
    {"flags", arr_no_set, 2, 2, false, JitHint::None},
};
const NativeDef kSetFlags = {"setflags", arr_setflags, 1, -1, true, JitHint::None};
const NativeDef kDTypeSet = {"dtype", arr_set_dtype, 2, 2, false, JitHint::None};
const NativeDef kRealSet = {"real", arr_set_real, 2, 2, false, JitHint::None};
const NativeDef kImagSet = {"imag", arr_set_imag, 2, 2, false, JitHint::None};

const NativeDef kFlagsMethods[] = {
    {"__getitem__", flags_getitem, 2, 2, false, JitHint::None},
    {"__setitem__", flags_setitem, 3, 3, false, JitHint::None},
    {"__repr__", flags_repr, 1, 1, false, JitHint::None},
    {"__str__", flags_repr, 1, 1, false, JitHint::None},
};

const NativeDef kFlagsGetters[] = {
    {"c_contiguous", flags_get<Flag::C>, 1, 1, false, JitHint::None},
    {"contiguous", flags_get<Flag::C>, 1, 1, false, JitHint::None},
    {"f_contiguous", flags_get<Flag::F>, 1, 1, false, JitHint::None},
    {"fortran", flags_get<Flag::F>, 1, 1, false, JitHint::None},
    {"owndata", flags_get<Flag::Own>, 1, 1, false, JitHint::None},
    {"aligned", flags_get<Flag::Aligned>, 1, 1, false, JitHint::None},
    {"writebackifcopy", flags_get<Flag::WriteBack>, 1, 1, false, JitHint::None},
    {"behaved", flags_get<Flag::Behaved>, 1, 1, false, JitHint::None},
    {"carray", flags_get<Flag::CArray>, 1, 1, false, JitHint::None},
    {"farray", flags_get<Flag::FArray>, 1, 1, false, JitHint::None},
    {"fnc", flags_get<Flag::Fnc>, 1, 1, false, JitHint::None},
    {"forc", flags_get<Flag::Forc>, 1, 1, false, JitHint::None},
};

const NativeDef kFlagsNoSet[] = {
    {"c_contiguous", flags_no_set, 2, 2, false, JitHint::None},
    {"contiguous", flags_no_set, 2, 2, false, JitHint::None},
    {"f_contiguous", flags_no_set, 2, 2, false, JitHint::None},
    {"fortran", flags_no_set, 2, 2, false, JitHint::None},
    {"owndata", flags_no_set, 2, 2, false, JitHint::None},
    {"aligned", flags_no_set, 2, 2, false, JitHint::None},
    {"writebackifcopy", flags_no_set, 2, 2, false, JitHint::None},
    {"behaved", flags_no_set, 2, 2, false, JitHint::None},
    {"carray", flags_no_set, 2, 2, false, JitHint::None},
    {"farray", flags_no_set, 2, 2, false, JitHint::None},
    {"fnc", flags_no_set, 2, 2, false, JitHint::None},
    {"forc", flags_no_set, 2, 2, false, JitHint::None},
};
static_assert(sizeof(kFlagsNoSet) == sizeof(kFlagsGetters), "one setter row per flag getter");

const NativeDef kWriteableGet = {"writeable", flags_get<Flag::Write>, 1, 1, false, JitHint::None};
const NativeDef kWriteableSet = {"writeable", flags_set_writeable, 2, 2, false, JitHint::None};
const NativeDef kFlagsGetter = {"flags", arr_get_flags, 1, 1, false, JitHint::None};
const NativeDef kShapeSet = {"shape", arr_set_shape, 2, 2, false, JitHint::None};

// A property of `type` with fget `get` (or the existing property's, when
// null) and fset `set`.
void add_property(VM& vm, TypeObject* type, const char* name, const NativeDef* get, const NativeDef* set) {
  Value old = dict_get_str(type->dict, vm.intern(name));
  Property* p = vm.alloc<Property>(vm.t.property);
  p->fget = get ? vm.new_builtin(get) : as<Property>(old)->fget;
  p->fset = vm.new_builtin(set);
  p->fdel = Value::none();
  p->doc = Value::none();
  dict_set_str(vm, type->dict, vm.intern(name), Value::object(p));
  vm.invalidate_type_cache();
  type->version++;
}

}  // namespace

void add_flags(VM& vm, Module*) {
  NpState& st = np_state(vm);
  TypeObject* t = vm.new_builtin_type(kFlagsTypeName, Layout::Native, vm.t.object);
  t->module = Value::object(vm.intern("numpy.core.multiarray"));
  t->tp_name = vm.intern("numpy.core.multiarray.flagsobj");
  t->subclassable = false;
  vm.add_methods(t, kFlagsMethods);
  for (size_t i = 0; i < sizeof(kFlagsGetters) / sizeof(kFlagsGetters[0]); i++)
    add_property(vm, t, kFlagsGetters[i].name, &kFlagsGetters[i], &kFlagsNoSet[i]);
  add_property(vm, t, "writeable", &kWriteableGet, &kWriteableSet);
  dict_set_str(vm, t->dict, vm.names.hash, Value::none());
  np_keep(vm, st, t);
  add_getter(vm, st.ndarray, &kFlagsGetter);
  add_property(vm, st.ndarray, "shape", nullptr, &kShapeSet);
  add_property(vm, st.ndarray, "dtype", nullptr, &kDTypeSet);
  add_property(vm, st.ndarray, "real", nullptr, &kRealSet);
  add_property(vm, st.ndarray, "imag", nullptr, &kImagSet);
  for (const NativeDef& d : kArrayNoSet) add_property(vm, st.ndarray, d.name, nullptr, &d);
  vm.add_methods(st.ndarray, &kSetFlags, 1);
}

}  // namespace tpy
