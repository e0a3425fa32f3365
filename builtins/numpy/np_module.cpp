// np_module.cpp — the `numpy` module: the per-VM numpy state (types, dtype
// objects, built-in ufuncs; created on first use so C++ callers can make
// arrays without importing numpy) and create_numpy_module, which gathers
// the creation, ufunc, reduction and random functions and the constants;
// the modules' __getattr__ that tells NumPy's names tpy lacks from others
// and fetches those written in Python (pylib/_tpy_npapi.py; numpy.fft and
// numpy.emath from pylib/_tpy_fft.py, _tpy_emath.py).
#include <cmath>
#include "builtins/args.h"
#include "builtins/builtins_b.h"
#include "builtins/numpy/np_internal.h"
#include "vm/dict.h"
#include "vm/run.h"

namespace tpy {

Object* np_keep(VM&, NpState& st, Object* o) {
  as<List>(st.holder)->items.push_back(Value::object(o));
  return o;
}

// numpy.AxisError: NumPy's MRO (AxisError, ValueError, IndexError,
// LookupError, Exception, ...), so `except IndexError` catches it too.
void init_axis_error(VM& vm, NpState& st) {
  TypeObject* t = vm.new_builtin_type("AxisError", Layout::Exception, vm.exc.ValueError);
  t->module = Value::object(vm.intern("numpy"));
  t->bases.push_back(vm.exc.IndexError);
  t->mro.insert(t->mro.begin() + 2, {vm.exc.IndexError, vm.exc.LookupError});
  st.axis_error = t;
  np_keep(vm, st, t);
}

// numpy.ComplexWarning: what float() of a complex scalar warns with.
void init_complex_warning(VM& vm, NpState& st) {
  TypeObject* t = vm.new_builtin_type("ComplexWarning", Layout::Exception, vm.exc.RuntimeWarning);
  t->module = Value::object(vm.intern("numpy"));
  st.complex_warning = t;
  np_keep(vm, st, t);
}

// CPython's messages name a class by its tp_name, which NumPy's C types
// give with their module ("'numpy.ndarray' object has no attribute 'x'");
// Python classes (finfo, vectorize, the exceptions) keep the bare name.
void set_tp_name(VM& vm, TypeObject* t, const std::string& name) {
  if (t) t->tp_name = vm.intern(name);
}
void name_c_types(VM& vm, NpState& st) {
  set_tp_name(vm, st.ndarray, "numpy.ndarray");
  set_tp_name(vm, st.dtype_type, "numpy.dtype");
  set_tp_name(vm, st.ufunc, "numpy.ufunc");
  set_tp_name(vm, st.flatiter, "numpy.flatiter");
  for (TypeObject* t : st.abstract_types) set_tp_name(vm, t, "numpy." + t->name->text());
}
// np.random's classes, once the module has them.
void name_random_types(VM& vm, Module* np) {
  Value rnd = dict_get_str(np->dict, vm.intern("random"));
  if (!is_layout(rnd, Layout::Module)) return;
  const char* const names[][2] = {{"RandomState", "numpy.random.mtrand.RandomState"},
                                  {"Generator", "numpy.random._generator.Generator"},
                                  {"PCG64", "numpy.random._pcg64.PCG64"},
                                  {"SeedSequence", "numpy.random.bit_generator.SeedSequence"}};
  for (auto& n : names) {
    Value t = dict_get_str(as<Module>(rnd)->dict, vm.intern(n[0]));
    if (is_layout(t, Layout::Type)) set_tp_name(vm, as<TypeObject>(t), n[1]);
  }
}

bool np_call_pylib(VM& vm, const char* module, const char* name, Value* args, int nargs, Tuple* kwnames,
                   Value& out) {
  Value mod, fn;
  Value fromlist = Value::object(vm.new_tuple({vm.str_value(name)}));
  if (!import_module(vm, vm.intern(module), fromlist, 0, mod) || !get_attr(vm, mod, vm.intern(name), fn)) return false;
  return call(vm, fn, args, nargs, kwnames, out);
}

namespace {

// NumPy 1.24's public names (np_api_names.def): a lookup that misses in
// tpy's numpy, numpy.linalg or numpy.random ends in the module's
// __getattr__ (PEP 562), which says whether NumPy has the name.
struct ApiName {
  const char* module;
  const char* name;
};
const ApiName kNumpyApiNames[] = {
#define TPY_NP_API_NAME(module, name) {module, name},
#include "builtins/numpy/np_api_names.def"
#undef TPY_NP_API_NAME
};

const char* const kApiModules[] = {"numpy", "numpy.linalg", "numpy.random"};

// NumPy 1.24's __all__ of those modules (np_all_names.def), for star imports.
const ApiName kNumpyAllNames[] = {
#define TPY_NP_ALL_NAME(module, name) {module, name},
#include "builtins/numpy/np_all_names.def"
#undef TPY_NP_ALL_NAME
};

// The names written in Python: a public name of the pylib module `pylib`
// (imported on first use), stored on `m` so later lookups never come here.
// Unbound `out` (and no exception) when `pylib` has no such name.
bool np_pylib_attr(VM& vm, Module* m, const char* pylib, Str* name, Value& out) {
  out = Value();
  if (name->text().empty() || (name->text()[0] == '_' && name->text() != "__all__")) return true;
  Value mod;
  Value fromlist = Value::object(vm.new_tuple({vm.str_value("*")}));
  if (!import_module(vm, vm.intern(pylib), fromlist, 0, mod)) return false;
  if (!is_layout(mod, Layout::Module)) return true;
  out = dict_get_str(as<Module>(mod)->dict, name);
  if (!out.is_undef()) dict_set_str(vm, m->dict, name, out);
  return true;
}

// The module's __all__, built at its first lookup (`from numpy import *`):
// the names of NumPy's __all__ that tpy has, defined in C++ or in
// _tpy_npapi; stored on the module.
bool np_module_all(VM& vm, int which, Value& out) {
  Module* m = np_state(vm).module;
  if (which > 0) {
    Value sub = dict_get_str(m->dict, vm.intern(kApiModules[which] + 6));
    if (!is_layout(sub, Layout::Module)) return vm.raise(vm.exc.AttributeError, "__all__");
    m = as<Module>(sub);
  }
  std::vector<Value> names;
  for (const ApiName& n : kNumpyAllNames) {
    if (std::string_view(n.module) != kApiModules[which]) continue;
    Str* name = vm.intern(n.name);
    Value v = dict_get_str(m->dict, name);
    if (v.is_undef() && which == 0 && !np_pylib_attr(vm, m, "_tpy_npapi", name, v)) return false;
    if (!v.is_undef()) names.push_back(Value::object(name));
  }
  out = Value::object(vm.new_list(std::move(names)));
  dict_set_str(vm, m->dict, vm.intern("__all__"), out);
  return true;
}

template <int M> bool np_module_getattr(VM& vm, CallArgs& a, Value& out) {
  const char* module = kApiModules[M];
  if (!is_str(a.args[0])) return vm.raise(vm.exc.TypeError, "attribute name must be string");
  std::string_view name = str_view(a.args[0]);
  if (name == "__all__") return np_module_all(vm, M, out);
  if (M == 0) {   // NumPy 1.24's deprecated aliases, served by its __getattr__ with a warning
    static const struct { const char* name; const char* target; DType dt; } kAliases[] = {
        {"bool8", "bool_", DType::Bool}, {"int0", "intp", DType::Int64}, {"uint0", "uintp", DType::UInt64}};
    for (const auto& al : kAliases) {
      if (name != al.name) continue;
      if (!np_warn(vm, vm.exc.DeprecationWarning,
                   std::string("`np.") + al.name + "` is a deprecated alias for `np." + al.target + "`.  (Deprecated NumPy 1.24)"))
        return false;
      out = Value::object(np_state(vm).scalar_types[(int)al.dt]);
      return true;
    }
  }
  for (const ApiName& n : kNumpyApiNames)
    if (name == n.name && std::string_view(module) == n.module) {
      if (M == 0) {
        if (!np_pylib_attr(vm, np_state(vm).module, "_tpy_npapi", as<Str>(a.args[0]), out)) return false;
        if (!out.is_undef()) return true;
      }
      return vm.raisef(vm.exc.AttributeError, "%s.%.*s is not supported by tpy", module, (int)name.size(), name.data());
    }
  return vm.raisef(vm.exc.AttributeError, "module '%s' has no attribute '%.*s'", module, (int)name.size(), name.data());
}

// numpy.fft and np.emath: modules whose every function is Python
// (pylib/_tpy_fft.py, pylib/_tpy_emath.py), imported at the first lookup.
// np.emath is NumPy's numpy.lib.scimath, which `import numpy.emath` does
// not find: it is kept out of sys.modules.
struct PylibModule {
  const char* attr;
  const char* name;
  const char* pylib;
  bool importable;
};
const PylibModule kPylibModules[] = {{"fft", "numpy.fft", "_tpy_fft", true},
                                     {"emath", "numpy.lib.scimath", "_tpy_emath", false}};

template <int M> bool np_pylib_module_getattr(VM& vm, CallArgs& a, Value& out) {
  const char* module = kPylibModules[M].name;
  if (!is_str(a.args[0])) return vm.raise(vm.exc.TypeError, "attribute name must be string");
  Value self = dict_get_str(np_state(vm).module->dict, vm.intern(kPylibModules[M].attr));
  if (!is_layout(self, Layout::Module)) return vm.raisef(vm.exc.AttributeError, "numpy.%s was removed", kPylibModules[M].attr);
  if (!np_pylib_attr(vm, as<Module>(self), kPylibModules[M].pylib, as<Str>(a.args[0]), out)) return false;
  if (!out.is_undef()) return true;
  std::string_view name = str_view(a.args[0]);
  return vm.raisef(vm.exc.AttributeError, "module '%s' has no attribute '%.*s'", module, (int)name.size(), name.data());
}

const NativeDef kPylibModuleGetattr[] = {
    {"__getattr__", np_pylib_module_getattr<0>, 1, 1, false, JitHint::None},
    {"__getattr__", np_pylib_module_getattr<1>, 1, 1, false, JitHint::None},
};
static_assert(sizeof(kPylibModuleGetattr) / sizeof(kPylibModuleGetattr[0]) ==
              sizeof(kPylibModules) / sizeof(kPylibModules[0]));

void add_pylib_modules(VM& vm, Module* np) {
  for (size_t i = 0; i < sizeof(kPylibModules) / sizeof(kPylibModules[0]); i++) {
    const PylibModule& pm = kPylibModules[i];
    Module* sub = vm.new_module(pm.name);
    if (!pm.importable) dict_del_str(vm.modules, vm.intern(pm.name));
    set_module_attr(vm, np, pm.attr, Value::object(sub));
    set_module_attr(vm, sub, "__getattr__", vm.new_builtin(&kPylibModuleGetattr[i]));
  }
}

const NativeDef kModuleGetattr[] = {
    {"__getattr__", np_module_getattr<0>, 1, 1, false, JitHint::None},
    {"__getattr__", np_module_getattr<1>, 1, 1, false, JitHint::None},
    {"__getattr__", np_module_getattr<2>, 1, 1, false, JitHint::None},
};
static_assert(sizeof(kModuleGetattr) / sizeof(kModuleGetattr[0]) == sizeof(kApiModules) / sizeof(kApiModules[0]));

void add_module_getattrs(VM& vm, Module* np) {
  for (size_t i = 0; i < sizeof(kApiModules) / sizeof(kApiModules[0]); i++) {
    Module* m = np;
    if (i > 0) {
      Value sub = dict_get_str(np->dict, vm.intern(kApiModules[i] + 6));   // "numpy.linalg" -> "linalg"
      if (!is_layout(sub, Layout::Module)) continue;
      m = as<Module>(sub);
    }
    set_module_attr(vm, m, "__getattr__", vm.new_builtin(&kModuleGetattr[i]));
  }
}

}  // namespace

NpState& np_state(VM& vm) {
  BState& bs = bstate(vm);
  if (bs.numpy) return *bs.numpy;
  bs.numpy = std::make_shared<NpState>();
  NpState& st = *bs.numpy;
  st.holder = Value::object(vm.new_list());
  vm.extra_roots.push_back(&st.holder);
  vm.extra_roots.push_back(&st.print.formatter);
  init_axis_error(vm, st);
  init_dtype_types(vm, st);
  init_ufunc_type(vm, st);
  init_ndarray_type(vm, st);
  init_complex_warning(vm, st);
  name_c_types(vm, st);
  return st;
}

Module* create_numpy_module(VM& vm) {
  NpState& st = np_state(vm);
  if (st.module) return st.module;
  Module* m = vm.new_module("numpy");
  st.module = m;
  np_keep(vm, st, m);
  set_module_attr(vm, m, "__version__", vm.str_value("1.24.2"));
  set_module_attr(vm, m, "ndarray", Value::object(st.ndarray));
  set_module_attr(vm, m, "dtype", Value::object(st.dtype_type));
  set_module_attr(vm, m, "ufunc", Value::object(st.ufunc));
  set_module_attr(vm, m, "AxisError", Value::object(st.axis_error));
  set_module_attr(vm, m, "ComplexWarning", Value::object(st.complex_warning));
  for (int i = 0; i < kNumDTypes; i++) {
    const char* name = i == (int)DType::Bool ? "bool_" : dtype_info((DType)i).name;
    set_module_attr(vm, m, name, Value::object(st.scalar_types[i]));
  }
  struct Alias { const char* name; DType dt; };
  const Alias aliases[] = {{"float_", DType::Float64}, {"double", DType::Float64}, {"single", DType::Float32},
                           {"int_", DType::Int64}, {"intp", DType::Int64}, {"intc", DType::Int32},
                           {"uint", DType::UInt64}, {"byte", DType::Int8}, {"ubyte", DType::UInt8},
                           {"short", DType::Int16}, {"ushort", DType::UInt16}, {"longlong", DType::Int64},
                           {"complex_", DType::Complex128}, {"cdouble", DType::Complex128},
                           {"cfloat", DType::Complex128}, {"csingle", DType::Complex64},
                           {"singlecomplex", DType::Complex64}};
  for (auto& a : aliases) set_module_attr(vm, m, a.name, Value::object(st.scalar_types[(int)a.dt]));
  set_module_attr(vm, m, "pi", Value::real(M_PI));
  set_module_attr(vm, m, "e", Value::real(M_E));
  set_module_attr(vm, m, "inf", Value::real(INFINITY));
  set_module_attr(vm, m, "nan", Value::real(NAN));
  set_module_attr(vm, m, "newaxis", Value::none());
  add_builtin_ufuncs(vm, m);
  add_creation_functions(vm, m);
  add_reduction_functions(vm, m);
  add_print_functions(vm, m);
  add_io_functions(vm, m);
  add_array_functions(vm, m);
  add_sort_functions(vm, m);
  add_set_functions(vm, m);
  add_typeinfo_functions(vm, m);
  add_shape_functions(vm, m);
  add_linalg_functions(vm, m);
  add_errstate_functions(vm, m);
  add_vectorize(vm, m);
  add_stats_functions(vm, m);
  add_layout_functions(vm, m);
  add_build_functions(vm, m);
  add_take_functions(vm, m);
  add_flags(vm, m);
  add_pad_function(vm, m);
  add_string_types(vm, m);
  add_random_module(vm, m);
  name_random_types(vm, m);
  add_pylib_modules(vm, m);
  add_module_getattrs(vm, m);
  add_scalar_array_methods(vm, st);   // after every file added its ndarray methods
  return m;
}

}  // namespace tpy
