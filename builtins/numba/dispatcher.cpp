// dispatcher.cpp — the native side of tpy's numba module: the module
// `_tpy_numba` with the Dispatcher type that @jit/@njit return
// (builtins/pylib/numba.core.decorators.py makes them). A dispatcher keeps
// one compiled specialisation per argument types (jit/func.h): a call
// types its arguments, finds or compiles the specialisation, and runs it
// through the boxing wrapper. Plain @jit falls back to the Python
// function (tpy's tracing JIT runs it) when typing fails, after Numba's
// warning; @njit raises numba.core.errors.TypingError.
#include <chrono>
#include <cstring>
#include <memory>
#include <vector>
#include "builtins/args.h"
#include "builtins/builtins_b.h"
#include "builtins/numpy/ndarray.h"
#include "jit/func.h"
#include "vm/dict.h"
#include "vm/ops.h"
#include "vm/run.h"
#include "vm/vm.h"

namespace tpy {

namespace {

using jit::CompiledFunc;
using jit::TypeId;

struct Dispatcher : Object {
  Value py_func;
  Value options;
  bool nopython = false, forceobj = false, explicit_sigs = false, fell_back = false;
  jit::FuncOptions opt;
  std::vector<std::unique_ptr<CompiledFunc>> specs;
  CompiledFunc* last = nullptr;   // the specialisation of the last call (the fast path's guess)
  // The signatures of object-mode calls (kNoType: pyobject), each once.
  std::vector<std::vector<TypeId>> objmode_sigs;
  explicit Dispatcher(TypeObject* t) : Object(t) {}
  void trace(Tracer& tr) override {
    tr.mark(py_func);
    tr.mark(options);
    for (auto& s : specs)
      for (Object* o : s->keep) tr.mark(o);
  }
};

TypeObject* g_dispatcher_type = nullptr;   // per process: set by the first VM that imports the module

Dispatcher* as_disp(Value v) {
  return v.is_obj() && g_dispatcher_type && v.o->type == g_dispatcher_type ? static_cast<Dispatcher*>(v.o) : nullptr;
}

// Raises numba.core.errors.<name>(msg).
bool raise_numba(VM& vm, const char* name, const std::string& msg) {
  Value mod;
  if (!import_module(vm, vm.intern("numba.core.errors"), Value::object(vm.new_tuple({vm.str_value("x")})), 0, mod))
    return false;
  Value cls;
  if (!get_attr(vm, mod, vm.intern(name), cls)) return false;
  if (!is_layout(cls, Layout::Type)) return vm.raise(vm.exc.RuntimeError, msg);
  return vm.raise(static_cast<TypeObject*>(cls.o), msg);
}

// The compiler's failure `why` as Numba's exception: TypingError, or
// ConstantInferenceError or UnsupportedError when the text says so (jit/func.h).
bool raise_compile_error(VM& vm, std::string why) {
  for (const char* name : {"ConstantInferenceError", "UnsupportedError"}) {
    std::string prefix = std::string(name) + ": ";
    if (why.rfind(prefix, 0) == 0) return raise_numba(vm, name, why.substr(prefix.size()));
  }
  if (why.rfind("Failed in nopython", 0) != 0) why = "Failed in nopython mode pipeline (step: nopython frontend)\n" + why;
  return raise_numba(vm, "TypingError", why);
}

// The type object (numba.core.types) of t.
bool type_object(VM& vm, TypeId t, Value& out) {
  Value mod;
  if (!import_module(vm, vm.intern("numba.core.types"), Value::object(vm.new_tuple({vm.str_value("x")})), 0, mod))
    return false;
  const jit::NbType& nt = jit::type_at(t);
  auto attr = [&](const std::string& n, Value& o) { return get_attr(vm, mod, vm.intern(n), o); };
  switch (nt.kind) {
    case jit::NbKind::Array: {
      Value arr, dt;
      if (!attr("Array", arr) || !type_object(vm, jit::dtype_type(nt.dtype), dt)) return false;
      Value args[3] = {dt, Value::integer(nt.ndim), vm.str_value(std::string(1, nt.layout))};
      return call(vm, arr, args, 3, nullptr, out);
    }
    case jit::NbKind::UniTuple: case jit::NbKind::Tuple: {
      std::vector<Value> items;
      for (TypeId i : jit::tuple_items(t)) {
        Value o;
        if (!type_object(vm, i, o)) return false;
        items.push_back(o);
      }
      Value ctor;
      if (!attr("Tuple", ctor)) return false;
      Value arg = Value::object(vm.new_tuple(items));
      return call(vm, ctor, &arg, 1, nullptr, out);
    }
    case jit::NbKind::Omitted: {
      Value cls, v = nt.value;
      return attr("Omitted", cls) && call(vm, cls, &v, 1, nullptr, out);
    }
    case jit::NbKind::Bool: return attr("boolean", out);
    case jit::NbKind::None: return attr("none", out);
    case jit::NbKind::Const: case jit::NbKind::ObjList: {   // shown by name (a list: Numba's list(unicode_type)<iv=None>)
      Value cls, name = vm.str_value(jit::type_name(t));
      return attr("Opaque", cls) && call(vm, cls, &name, 1, nullptr, out);
    }
    default: return attr(jit::type_name(t), out);
  }
}

bool type_objects(VM& vm, const std::vector<TypeId>& ts, std::vector<Value>& out) {
  for (TypeId t : ts) {
    Value o;
    if (!type_object(vm, t, o)) return false;
    out.push_back(o);
  }
  return true;
}

// The Python function of a dispatcher (DispatcherHooks).
Function* hook_py_func(VM&, Value v) {
  Dispatcher* d = as_disp(v);
  return d && is_layout(d->py_func, Layout::Function) ? as<Function>(d->py_func) : nullptr;
}

CompiledFunc* find_spec(Dispatcher* d, const std::vector<TypeId>& args) {
  for (auto& s : d->specs)
    if (s->args == args) return s.get();
  return nullptr;
}

// Compiles d for `args`; null with the TypingError text in why.
CompiledFunc* compile_spec(VM& vm, Dispatcher* d, const std::vector<TypeId>& args, std::string& why,
                           TypeId declared_ret = jit::kNoType) {
  if (CompiledFunc* f = find_spec(d, args)) return f;
  auto f = std::make_unique<CompiledFunc>();
  f->args = args;
  f->declared_ret = declared_ret;
  Function* fn = as<Function>(d->py_func);
  if ((int)args.size() != fn->code->argcount || fn->code->kwonlycount || (fn->code->flags & (kCodeVarargs | kCodeVarkw))) {
    why = "tpy compiles functions with positional parameters only (" + std::to_string(fn->code->argcount) +
          " expected, " + std::to_string(args.size()) + " given)";
    return nullptr;
  }
  // Registered before typing, so a recursive call finds it.
  CompiledFunc* raw = f.get();
  d->specs.push_back(std::move(f));
  auto t0 = std::chrono::steady_clock::now();
  bool ok = jit::infer_function(vm, fn, Value::object(d), d->opt, raw, why);
  auto t1 = std::chrono::steady_clock::now();
  if (ok) ok = jit::assemble_function(vm, raw, why, nullptr);
  auto t2 = std::chrono::steady_clock::now();
  if (!ok) {
    d->specs.pop_back();
    return nullptr;
  }
  raw->infer_s = std::chrono::duration<double>(t1 - t0).count();
  raw->codegen_s = std::chrono::duration<double>(t2 - t1).count();
  jit::note_compiled(vm, fn->name->s, raw);
  raw->ir_dump = raw->ir.dump();
  return raw;
}

CompiledFunc* hook_specialise(VM& vm, Value v, const std::vector<TypeId>& args, std::string& why) {
  Dispatcher* d = as_disp(v);
  if (!d) return nullptr;
  return compile_spec(vm, d, args, why);
}

bool opt_bool(VM& vm, Dict* o, const char* name, bool& out) {
  Value v = dict_get_str(o, vm.intern(name));
  if (v.is_undef() || v.is_none()) return true;
  return truthy(vm, v, out);
}

bool dispatcher_ctor(VM& vm, CallArgs& a, Value& out) {
  CallArgs rest;
  TypeObject* cls = ctor_split(a, nullptr, rest);
  Value args[2];
  if (!bind_args(vm, rest, "Dispatcher", {"py_func", "options"}, 2, args)) return false;
  if (!is_layout(args[0], Layout::Function)) return vm.raise(vm.exc.TypeError, "Dispatcher() needs a Python function");
  if (!is_layout(args[1], Layout::Dict)) return vm.raise(vm.exc.TypeError, "Dispatcher() options must be a dict");
  Dispatcher* d = vm.alloc<Dispatcher>(cls);
  d->py_func = args[0];
  d->options = args[1];
  Dict* o = static_cast<Dict*>(args[1].o);
  if (!opt_bool(vm, o, "nopython", d->nopython) || !opt_bool(vm, o, "forceobj", d->forceobj) ||
      !opt_bool(vm, o, "boundscheck", d->opt.boundscheck))
    return false;
  Value em = dict_get_str(o, vm.intern("error_model"));
  d->opt.error_model_numpy = is_str(em) && as<Str>(em)->s == "numpy";
  Value fm = dict_get_str(o, vm.intern("fastmath"));
  if (!fm.is_undef()) {
    bool b = false;
    if (!truthy(vm, fm, b)) return false;
    d->opt.fastmath = b;
  }
  out = Value::object(d);
  return true;
}

Dispatcher* self_disp(CallArgs& a) { return static_cast<Dispatcher*>(a.args[0].o); }

// The source line `line` of fn's file ("" when unknown).
std::string source_line(Function* fn, int line) {
  if (!fn->code->source) return "";
  const std::string& src = *fn->code->source;
  size_t pos = 0;
  for (int l = 1; l < line && pos != std::string::npos; l++) {
    pos = src.find('\n', pos);
    if (pos != std::string::npos) pos++;
  }
  if (pos == std::string::npos) return "";
  size_t end = src.find('\n', pos);
  return src.substr(pos, end == std::string::npos ? std::string::npos : end - pos);
}

// Numba's reason when arguments have no Numba type ("- argument N: ...").
std::string untyped_args_reason(Function* fn, const std::vector<std::string>& args) {
  const std::string& file = fn->code->filename->s;
  int line = fn->code->firstlineno;
  std::string s = "non-precise type pyobject\nDuring: typing of argument at " + file + " (" + std::to_string(line) +
                  ")\n\nFile \"" + file + "\", line " + std::to_string(line) + ":\n" + source_line(fn, line) + "\n^ \n";
  for (const std::string& a : args) s += "\nThis error may have been caused by the following argument(s):\n" + a + "\n";
  return s;
}

// Numba's warnings when @jit falls back to the interpreter, through the
// warnings module (filters and catch_warnings see them).
bool warn_fallback(VM& vm, Dispatcher* d, std::string why) {
  if (d->fell_back) return true;
  for (const char* cls : {"ConstantInferenceError: ", "UnsupportedError: "})
    if (why.rfind(cls, 0) == 0) why = why.substr(strlen(cls));
  const std::string prefix = "Failed in nopython mode pipeline (step: nopython frontend)\n";
  if (why.rfind(prefix, 0) == 0) why = why.substr(prefix.size());
  d->fell_back = true;
  Function* fn = as<Function>(d->py_func);
  Value wmod, emod, warn, numba_warning, deprecation;
  Value fromlist = Value::object(vm.new_tuple({vm.str_value("x")}));
  if (!import_module(vm, vm.intern("warnings"), fromlist, 0, wmod) ||
      !import_module(vm, vm.intern("numba.core.errors"), fromlist, 0, emod) ||
      !get_attr(vm, wmod, vm.intern("warn_explicit"), warn) ||
      !get_attr(vm, emod, vm.intern("NumbaWarning"), numba_warning) ||
      !get_attr(vm, emod, vm.intern("NumbaDeprecationWarning"), deprecation))
    return false;
  std::string where = "\n\nFile \"" + fn->code->filename->s + "\", line " + std::to_string(fn->code->firstlineno) + ":\n" +
                      source_line(fn, fn->code->firstlineno) + "\n";
  const std::string name = fn->name->s;
  std::pair<std::string, Value> msgs[] = {
      {"\nCompilation is falling back to object mode WITH looplifting enabled because Function \"" + name +
           "\" failed type inference due to: " + why, numba_warning},
      {"Function \"" + name + "\" was compiled in object mode without forceobj=True." + where, numba_warning},
      {"\nFall-back from the nopython compilation path to the object mode compilation path has been detected, this is "
       "deprecated behaviour.\n\nFor more information visit "
       "https://numba.readthedocs.io/en/stable/reference/deprecation.html#deprecation-of-object-mode-fall-back-behaviour-when-using-jit" + where,
       deprecation},
  };
  for (auto& [text, cls] : msgs) {
    Value args[4] = {vm.str_value(text), cls, Value::object(fn->code->filename), Value::integer(fn->code->firstlineno)};
    Value r;
    RootScope roots(vm);
    for (Value& v : args) roots.add(v);
    if (!call(vm, warn, args, 4, nullptr, r)) return false;
  }
  return true;
}

// A call of dispatcher d (the instance call of its type, and __call__).
bool dispatch(VM& vm, Dispatcher* d, Value* args, int nargs, Tuple* kwnames, Value& out);

// An object-mode call: the interpreter runs the function, and the
// dispatcher lists a (pyobject, ...) signature for it, as Numba's does.
// The signature lists each argument's type, pyobject where it has none.
bool call_objmode(VM& vm, Dispatcher* d, Value* args, int nargs, Tuple* kwnames, Value& out) {
  std::vector<TypeId> sig;
  for (int i = 0; i < nargs; i++) {
    std::string why;
    sig.push_back(jit::type_of_value(vm, args[i], why));
  }
  bool seen = false;
  for (auto& s : d->objmode_sigs) seen |= s == sig;
  if (!seen) d->objmode_sigs.push_back(sig);
  return call(vm, d->py_func, args, nargs, kwnames, out);
}

bool dispatcher_call(VM& vm, CallArgs& a, Value& out) {
  return dispatch(vm, self_disp(a), a.args + 1, a.nargs - 1, a.kwnames, out);
}

bool dispatcher_instance_call(VM& vm, Value self, Value* args, int nargs, Tuple* kwnames, Value& out) {
  Dispatcher* d = static_cast<Dispatcher*>(self.o);
  // The fast path: positional arguments of the types of the last call.
  CompiledFunc* f = d->last;
  if (f && !kwnames && nargs == (int)f->args.size()) {
    bool same = true;
    for (int i = 0; i < nargs && same; i++) {
      Value v = args[i];
      TypeId t = f->args[i];
      if (v.is_int()) same = t == jit::t_int(64);
      else if (v.is_float()) same = t == jit::t_float(64);
      else {
        std::string why;
        same = jit::type_of_value(vm, v, why) == t;
      }
    }
    if (same) return jit::call_compiled(vm, f, args, nargs, out);
  }
  return dispatch(vm, d, args, nargs, kwnames, out);
}

// Whether an argument of type `have` converts to an explicit signature's
// `want`: numbers to numbers; an array to an array of its dtype and ndim
// whose layout is its own or 'A' (a writable one also to a readonly one).
bool arg_fits(TypeId want, TypeId have) {
  if (want == have || (jit::is_number_type(want) && jit::is_number_type(have))) return true;
  const jit::NbType& w = jit::type_at(want);
  const jit::NbType& h = jit::type_at(have);
  return w.kind == jit::NbKind::Array && h.kind == jit::NbKind::Array && w.dtype == h.dtype && w.ndim == h.ndim &&
         (w.layout == 'A' || w.layout == h.layout) && (w.readonly || !h.readonly);
}

bool dispatch(VM& vm, Dispatcher* d, Value* args, int nargs, Tuple* kwnames, Value& out) {
  CallArgs a;   // for the keyword accessors
  a.args = args;
  a.nargs = nargs;
  a.kwnames = kwnames;
  if (d->forceobj || d->fell_back) return call_objmode(vm, d, args, nargs, a.kwnames, out);
  // Keywords and defaults bound to the parameters, as Numba: a default
  // left out is an omitted(default=...) argument.
  Function* fn = as<Function>(d->py_func);
  int nparams = fn->code->argcount;
  std::vector<Value> bound;
  std::vector<bool> omitted;
  if (a.nkw() || nargs != nparams) {
    if (nargs > nparams)
      return vm.raisef(vm.exc.TypeError, "too many arguments: expected %d, got %d", nparams, nargs + a.nkw());
    bound.assign(args, args + nargs);
    bound.resize(nparams);
    omitted.assign(nparams, false);
    for (int k = 0; k < a.nkw(); k++) {
      Str* name = as<Str>(a.kwnames->items[k]);
      int at = -1;
      for (int p = 0; p < nparams; p++)
        if (fn->code->varnames[p]->s == name->s) at = p;
      if (at < 0) return vm.raisef(vm.exc.TypeError, "got an unexpected keyword argument '%s'", name->s.c_str());
      if (!bound[at].is_undef()) return vm.raisef(vm.exc.TypeError, "got multiple values for argument '%s'", name->s.c_str());
      bound[at] = a.kwvalue(k);
    }
    int ndef = fn->defaults ? (int)fn->defaults->items.size() : 0;
    int given = nargs + a.nkw();
    for (int p = 0; p < nparams; p++) {
      if (!bound[p].is_undef()) continue;
      if (p < nparams - ndef) return vm.raisef(vm.exc.TypeError, "not enough arguments: expected %d, got %d", nparams, given);
      bound[p] = fn->defaults->items[p - (nparams - ndef)];
      omitted[p] = true;
    }
    args = bound.data();
    nargs = nparams;
  }
  std::vector<TypeId> types;
  std::string why;
  std::vector<std::string> untyped;
  for (int i = 0; i < nargs; i++) {
    std::string reason;
    TypeId t = !omitted.empty() && omitted[i] ? jit::t_omitted(args[i]) : jit::type_of_value(vm, args[i], reason);
    if (!t) untyped.push_back("- argument " + std::to_string(i) + ": " + reason);
    types.push_back(t);
  }
  if (!untyped.empty()) why = untyped_args_reason(as<Function>(d->py_func), untyped);
  CompiledFunc* f = nullptr;
  if (why.empty()) {
    f = find_spec(d, types);
    if (!f && d->explicit_sigs) {
      // The first explicit signature every argument converts to.
      for (auto& s : d->specs) {
        if (s->args.size() != types.size()) continue;
        bool fits = true;
        for (size_t k = 0; k < types.size() && fits; k++) fits = arg_fits(s->args[k], types[k]);
        if (fits) { f = s.get(); break; }
      }
      if (!f) {
        std::string sig = "(";
        for (size_t k = 0; k < types.size(); k++) sig += (k ? ", " : "") + jit::type_name(types[k]);
        return vm.raise(vm.exc.TypeError, "No matching definition for argument type(s) " + sig.substr(1));
      }
    }
    if (!f) f = compile_spec(vm, d, types, why);
    if (!f && vm.pending) return false;
  }
  if (!f) {
    if (!d->nopython) {
      // What Numba refuses while analysing the bytecode fails its object mode as well.
      const std::string refused = "UnsupportedError: Failed in nopython mode";
      if (why.rfind(refused, 0) == 0) return raise_compile_error(vm, "UnsupportedError: Failed in object mode" + why.substr(refused.size()));
      if (!warn_fallback(vm, d, why)) return false;
      return call_objmode(vm, d, args, nargs, nullptr, out);
    }
    return raise_compile_error(vm, why);
  }
  if (omitted.empty()) d->last = f;
  return jit::call_compiled(vm, f, args, nargs, out);
}

// d.compile(sig): a Signature (.args: type objects, named as Numba names
// them), or what @jit takes as one ('float64(float64)', a tuple of types),
// read by numba.core.sigutils.parse_signature.
bool dispatcher_compile(VM& vm, CallArgs& a, Value& out) {
  Dispatcher* d = self_disp(a);
  Value sig = a.args[1], sargs;
  if (is_str(sig) || is_layout(sig, Layout::Tuple)) {
    Value mod, parse;
    if (!import_module(vm, vm.intern("numba.core.sigutils"), Value::object(vm.new_tuple({vm.str_value("x")})), 0, mod) ||
        !get_attr(vm, mod, vm.intern("parse_signature"), parse) || !call(vm, parse, &sig, 1, nullptr, sig))
      return false;
  }
  RootScope roots(vm);
  roots.add(sig);
  if (!get_attr(vm, sig, vm.intern("args"), sargs)) return false;
  std::vector<Value> items;
  if (!collect_iterable(vm, sargs, items)) return false;
  std::vector<TypeId> types;
  for (Value it : items) {
    Value s;
    if (!call(vm, Value::object(vm.t.str), &it, 1, nullptr, s)) return false;
    TypeId t = jit::parse_type_name(as<Str>(s)->s);
    if (!t) return vm.raise(vm.exc.TypeError, "tpy cannot compile for the type " + as<Str>(s)->s + " yet");
    types.push_back(t);
  }
  // The return type, when the signature gives one.
  TypeId ret = jit::kNoType;
  Value rt;
  if (!get_attr(vm, sig, vm.intern("return_type"), rt)) return false;
  if (!rt.is_none()) {
    Value s;
    if (!call(vm, Value::object(vm.t.str), &rt, 1, nullptr, s)) return false;
    ret = jit::parse_type_name(as<Str>(s)->s);
    if (!ret) return vm.raise(vm.exc.TypeError, "tpy cannot compile for the return type " + as<Str>(s)->s + " yet");
  }
  std::string why;
  CompiledFunc* f = compile_spec(vm, d, types, why, ret);
  if (!f) {
    if (vm.pending) return false;
    return raise_compile_error(vm, why);
  }
  out = Value::none();
  return true;
}

// d.disable_compile(val=True): calls use the signatures compiled so far
// only (what @jit(signatures) does after compiling them).
bool dispatcher_disable_compile(VM& vm, CallArgs& a, Value& out) {
  bool v = true;
  if (a.nargs > 1 && !truthy(vm, a.args[1], v)) return false;
  self_disp(a)->explicit_sigs = v;
  out = Value::none();
  return true;
}

bool get_py_func(VM&, CallArgs& a, Value& out) { out = self_disp(a)->py_func; return true; }

bool get_signatures(VM& vm, CallArgs& a, Value& out) {
  Dispatcher* d = self_disp(a);
  List* l = vm.new_list({});
  out = Value::object(l);
  RootScope roots(vm);
  roots.add(l);
  for (auto& s : d->specs) {
    std::vector<Value> items;
    if (!type_objects(vm, s->args, items)) return false;
    l->items.push_back(Value::object(vm.new_tuple(items)));
  }
  if (d->objmode_sigs.empty()) return true;
  Value mod, pyobject;
  if (!import_module(vm, vm.intern("numba.core.types"), Value::object(vm.new_tuple({vm.str_value("x")})), 0, mod) ||
      !get_attr(vm, mod, vm.intern("pyobject"), pyobject))
    return false;
  roots.add(pyobject);
  for (auto& sig : d->objmode_sigs) {
    std::vector<Value> items;
    for (TypeId t : sig) {
      Value o = pyobject;
      if (t && !type_object(vm, t, o)) return false;
      items.push_back(o);
      roots.add(o);
    }
    l->items.push_back(Value::object(vm.new_tuple(items)));
  }
  return true;
}

// [Signature(args) -> return type, ...] as numba.core.typing.Signature objects.
bool get_nopython_signatures(VM& vm, CallArgs& a, Value& out) {
  Dispatcher* d = self_disp(a);
  Value mod, sig_cls;
  if (!import_module(vm, vm.intern("numba.core.typing"), Value::object(vm.new_tuple({vm.str_value("x")})), 0, mod) ||
      !get_attr(vm, mod, vm.intern("Signature"), sig_cls))
    return false;
  List* l = vm.new_list({});
  out = Value::object(l);
  RootScope roots(vm);
  roots.add(l);
  for (auto& s : d->specs) {
    std::vector<Value> items;
    if (!type_objects(vm, s->args, items)) return false;
    Value call_args[3];
    if (!type_object(vm, s->ret, call_args[0])) return false;
    call_args[1] = Value::object(vm.new_tuple(items));
    call_args[2] = Value::none();
    Value sig;
    if (!call(vm, sig_cls, call_args, 3, nullptr, sig)) return false;
    l->items.push_back(sig);
  }
  return true;
}

bool dispatcher_inspect_types(VM& vm, CallArgs& a, Value& out) {
  Dispatcher* d = self_disp(a);
  Function* fn = as<Function>(d->py_func);
  std::string s;
  for (auto& f : d->specs) {
    s += fn->name->s + " (";
    for (size_t k = 0; k < f->args.size(); k++) s += (k ? ", " : "") + jit::type_name(f->args[k]);
    s += ") -> " + jit::type_name(f->ret) + "\n" + std::string(80, '-') + "\n";
    s += f->ir_dump + std::string(80, '=') + "\n";
  }
  fflush(stdout);
  fputs(s.c_str(), stdout);
  out = Value::none();
  return true;
}

bool dispatcher_inspect_asm(VM& vm, CallArgs& a, Value& out) {
  Dispatcher* d = self_disp(a);
  Dict* r = vm.new_dict();
  out = Value::object(r);
  for (auto& f : d->specs) {
    std::string key = "(";
    for (size_t k = 0; k < f->args.size(); k++) key += (k ? ", " : "") + jit::type_name(f->args[k]);
    key += f->args.size() == 1 ? ",)" : ")";
    dict_set_str(vm, r, vm.intern(key), vm.str_value(f->ir_dump));
  }
  return true;
}

bool dispatcher_stats(VM& vm, CallArgs& a, Value& out) {
  Dispatcher* d = self_disp(a);
  List* l = vm.new_list({});
  out = Value::object(l);
  for (auto& f : d->specs) {
    Value row[3] = {Value::real(f->infer_s), Value::real(f->codegen_s), Value::integer((int64_t)f->code_size)};
    l->items.push_back(Value::object(vm.new_tuple(row, 3)));
  }
  return true;
}

const NativeDef kMethods[] = {
    {"__call__", dispatcher_call, 1, -1, true, JitHint::None},
    {"compile", dispatcher_compile, 2, 2, false, JitHint::None},
    {"disable_compile", dispatcher_disable_compile, 1, 2, false, JitHint::None},
    {"inspect_types", dispatcher_inspect_types, 1, 1, false, JitHint::None},
    {"inspect_asm", dispatcher_inspect_asm, 1, 1, false, JitHint::None},
    {"_compile_stats", dispatcher_stats, 1, 1, false, JitHint::None},
};
const NativeDef kGetters[] = {
    {"py_func", get_py_func, 1, 1, false, JitHint::None},
    {"signatures", get_signatures, 1, 1, false, JitHint::None},
    {"nopython_signatures", get_nopython_signatures, 1, 1, false, JitHint::None},
};

}  // namespace

Module* create_tpy_numba_module(VM& vm) {
  Module* m = vm.new_module("_tpy_numba");
  TypeObject* t = vm.new_builtin_type("CPUDispatcher", Layout::Native, vm.t.object);
  t->module = Value::object(vm.intern("numba.core.registry"));
  t->ctor = dispatcher_ctor;
  t->instance_call = dispatcher_instance_call;
  t->subclassable = false;
  vm.add_methods(t, kMethods);
  for (auto& g : kGetters) add_getter(vm, t, &g);
  keep_type(vm, t);
  g_dispatcher_type = t;
  jit::set_dispatcher_hooks(jit::DispatcherHooks{hook_py_func, hook_specialise});
  set_module_attr(vm, m, "Dispatcher", Value::object(t));
  return m;
}

}  // namespace tpy
