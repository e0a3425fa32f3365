// dispatcher.cpp — the native side of tpy's numba module: the module
// `_tpy_numba` with the Dispatcher type that @jit/@njit return
// (builtins/pylib/numba.core.decorators.py makes them). A dispatcher keeps
// one compiled specialisation per argument types (through the facade
// jit/jit.h; jit/func_specs.cpp): a call types its arguments, finds or
// compiles the specialisation, and runs it through the boxing wrapper.
// Plain @jit falls back to the Python function (tpy's tracing JIT runs
// it) when typing fails, after Numba's warning; @njit raises
// numba.core.errors.TypingError.
#include <cstring>
#include <vector>
#include "builtins/args.h"
#include "builtins/builtins_b.h"
#include "builtins/numba/numba.h"
#include "jit/jit.h"
#include "vm/dict.h"
#include "vm/ops.h"
#include "vm/run.h"
#include "vm/vm.h"

namespace tpy {

namespace {

struct Dispatcher : Object {
  Value py_func;
  Value options;
  bool nopython = false, forceobj = false, fell_back = false;
  jit::FuncSpecs* specs = nullptr;   // owned; set by the constructor
  explicit Dispatcher(TypeObject* t) : Object(t) {}
  ~Dispatcher() override { if (specs) jit_specs_free(specs); }
  void trace(Tracer& tr) override {
    tr.mark(py_func);
    tr.mark(options);
    if (specs) jit_specs_mark(specs, tr);
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
  for (const char* name : {"ConstantInferenceError", "UnsupportedError", "UnsupportedRewriteError"}) {
    std::string prefix = std::string(name) + ": ";
    if (why.rfind(prefix, 0) == 0) return raise_numba(vm, name, why.substr(prefix.size()));
  }
  if (why.rfind("Failed in nopython", 0) != 0 && why.rfind("Failed in cuda", 0) != 0) why = "Failed in nopython mode pipeline (step: nopython frontend)\n" + why;
  return raise_numba(vm, "TypingError", why);
}

// The Python function of a dispatcher (jit_set_dispatcher_hooks).
Function* hook_py_func(VM&, Value v) {
  Dispatcher* d = as_disp(v);
  return d && is_layout(d->py_func, Layout::Function) ? as<Function>(d->py_func) : nullptr;
}

jit::FuncSpecs* hook_specs_of(Value v) {
  Dispatcher* d = as_disp(v);
  return d ? d->specs : nullptr;
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
  bool boundscheck = false, fastmath = false, parallel = false;
  if (!opt_bool(vm, o, "nopython", d->nopython) || !opt_bool(vm, o, "forceobj", d->forceobj) ||
      !opt_bool(vm, o, "boundscheck", boundscheck) || !opt_bool(vm, o, "parallel", parallel))
    return false;
  Value em = dict_get_str(o, vm.intern("error_model"));
  Value fm = dict_get_str(o, vm.intern("fastmath"));
  if (!fm.is_undef() && !truthy(vm, fm, fastmath)) return false;
  d->specs = jit_specs_new(is_str(em) && as<Str>(em)->text() == "numpy", boundscheck, fastmath, parallel);
  Value inl = dict_get_str(o, vm.intern("inline"));
  jit_specs_set_inline_always(d->specs, is_str(inl) && as<Str>(inl)->text() == "always");
  Value cuda = dict_get_str(o, vm.intern("cuda"));   // numba.cuda.jit: 1 a kernel, 2 a device function
  if (cuda.is_int()) jit_specs_set_cuda(d->specs, (int)cuda.i);
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
  const std::string& file = fn->code->filename->text();
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
  for (const char* cls : {"ConstantInferenceError: ", "UnsupportedError: ", "UnsupportedRewriteError: "})
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
  std::string where = "\n\nFile \"" + fn->code->filename->text() + "\", line " + std::to_string(fn->code->firstlineno) + ":\n" +
                      source_line(fn, fn->code->firstlineno) + "\n";
  const std::string name = fn->name->text();
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

}  // namespace

// warnings.warn_explicit(message, numba.core.errors.<category>, file, line).
bool warn_numba(VM& vm, const std::string& category, const std::string& message, const std::string& file, int line,
                Value registry) {
  Value wmod, emod, warn, cls;
  Value fromlist = Value::object(vm.new_tuple({vm.str_value("x")}));
  if (!import_module(vm, vm.intern("warnings"), fromlist, 0, wmod) ||
      !import_module(vm, vm.intern("numba.core.errors"), fromlist, 0, emod) ||
      !get_attr(vm, wmod, vm.intern("warn_explicit"), warn) || !get_attr(vm, emod, vm.intern(category), cls))
    return false;
  Value args[6] = {vm.str_value(message), cls, vm.str_value(file), Value::integer(line), Value::none(), registry};
  Value r;
  RootScope roots(vm);
  for (Value& v : args) roots.add(v);
  return call(vm, warn, args, 6, nullptr, r);
}

namespace {

// Numba's NumbaPendingDeprecationWarning for a reflected list argument
// (number k of fn), through the warnings module, attributed to the
// function's first line.
bool warn_reflected_list(VM& vm, Function* fn, int k) {
  Value wmod, emod, warn, cls;
  Value fromlist = Value::object(vm.new_tuple({vm.str_value("x")}));
  if (!import_module(vm, vm.intern("warnings"), fromlist, 0, wmod) ||
      !import_module(vm, vm.intern("numba.core.errors"), fromlist, 0, emod) ||
      !get_attr(vm, wmod, vm.intern("warn_explicit"), warn) ||
      !get_attr(vm, emod, vm.intern("NumbaPendingDeprecationWarning"), cls))
    return false;
  // Numba's location: the def line, shown with the decorators above it.
  int line = fn->code->firstlineno;
  std::string shown;
  for (int l = line; l < line + 20; l++) {
    std::string src = source_line(fn, l);
    shown += src + "\n";
    size_t at = src.find_first_not_of(" \t");
    if (at != std::string::npos && (src.compare(at, 4, "def ") == 0 || src.compare(at, 10, "async def ") == 0)) {
      line = l;
      break;
    }
  }
  std::string text = "\nEncountered the use of a type that is scheduled for deprecation: type 'reflected list' found for argument '" +
                     std::string(fn->code->varnames[k]->text()) + "' of function '" + fn->name->text() +
                     "'.\n\nFor more information visit "
                     "https://numba.readthedocs.io/en/stable/reference/deprecation.html#deprecation-of-reflection-for-list-and-set-types"
                     "\n\nFile \"" + fn->code->filename->text() + "\", line " + std::to_string(line) + ":\n" + shown + "^\n";
  Value args[4] = {vm.str_value(text), cls, Value::object(fn->code->filename), Value::integer(line)};
  Value r;
  RootScope roots(vm);
  for (Value& v : args) roots.add(v);
  return call(vm, warn, args, 4, nullptr, r);
}

// A call of dispatcher d (the instance call of its type, and __call__).
bool dispatch(VM& vm, Dispatcher* d, Value* args, int nargs, Tuple* kwnames, Value& out);

// An object-mode call: the interpreter runs the function, and the
// dispatcher lists a (pyobject, ...) signature for it, as Numba's does.
bool call_objmode(VM& vm, Dispatcher* d, Value* args, int nargs, Tuple* kwnames, Value& out) {
  jit_specs_note_objmode(vm, d->specs, args, nargs);
  return call(vm, d->py_func, args, nargs, kwnames, out);
}

bool dispatcher_call(VM& vm, CallArgs& a, Value& out) {
  return dispatch(vm, self_disp(a), a.args + 1, a.nargs - 1, a.kwnames, out);
}

bool dispatcher_instance_call(VM& vm, Value self, Value* args, int nargs, Tuple* kwnames, Value& out) {
  Dispatcher* d = static_cast<Dispatcher*>(self.o);
  // The fast path: positional arguments of the types of the last call.
  if (!kwnames && d->specs) {
    int r = jit_specs_call_last(vm, d->specs, args, nargs, out);
    if (r >= 0) return r == 1;
  }
  return dispatch(vm, d, args, nargs, kwnames, out);
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
        if (fn->code->varnames[p]->text() == name->text()) at = p;
      if (at < 0) return vm.raisef(vm.exc.TypeError, "got an unexpected keyword argument '%s'", name->text().c_str());
      if (!bound[at].is_undef()) return vm.raisef(vm.exc.TypeError, "got multiple values for argument '%s'", name->text().c_str());
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
  std::string why;
  std::vector<std::string> untyped;
  size_t compiled = jit_specs_count(d->specs);
  int r = jit_specs_call(vm, d->specs, Value::object(d), fn, args, nargs, omitted, out, why, untyped);
  if (jit_specs_count(d->specs) > compiled) {
    // A new specialisation: Numba warns of each reflected list argument as it compiles.
    RootScope roots(vm);
    roots.add(out);
    ExceptionObj* pending = vm.take_pending();
    if (pending) roots.add(Value::object(pending));
    for (int k : jit_specs_reflected_args(d->specs, compiled))
      if (!warn_reflected_list(vm, fn, k)) return false;
    for (const auto& [category, message, file, line] : jit_specs_warnings(d->specs, compiled))
      if (!warn_numba(vm, category, message, file, line)) return false;
    if (pending) vm.pending = pending;
  }
  if (r >= 0) return r == 1;
  // An argument Numba's unboxing refuses when called (a heterogeneous or
  // empty list): its exception, not a compile error.
  for (const std::string& u : untyped) {
    size_t colon = u.find(": ");
    std::string reason = colon == std::string::npos ? u : u.substr(colon + 2);
    if (reason.rfind("TypeError: ", 0) == 0) return vm.raise(vm.exc.TypeError, reason.substr(11));
    if (reason.rfind("ValueError: ", 0) == 0) return vm.raise(vm.exc.ValueError, reason.substr(12));
  }
  if (!untyped.empty()) why = untyped_args_reason(fn, untyped);
  if (!d->nopython) {
    // What Numba refuses while analysing the bytecode fails its object mode as well.
    const std::string refused = "UnsupportedError: Failed in nopython mode";
    if (why.rfind(refused, 0) == 0) return raise_compile_error(vm, "UnsupportedError: Failed in object mode" + why.substr(refused.size()));
    if (!warn_fallback(vm, d, why)) return false;
    return call_objmode(vm, d, args, nargs, nullptr, out);
  }
  return raise_compile_error(vm, why);
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
  std::vector<std::string> names;
  for (Value it : items) {
    Value s;
    if (!call(vm, Value::object(vm.t.str), &it, 1, nullptr, s)) return false;
    names.push_back(as<Str>(s)->text());
  }
  // The return type, when the signature gives one.
  std::string ret;
  Value rt;
  if (!get_attr(vm, sig, vm.intern("return_type"), rt)) return false;
  if (!rt.is_none()) {
    Value s;
    if (!call(vm, Value::object(vm.t.str), &rt, 1, nullptr, s)) return false;
    ret = as<Str>(s)->text();
  }
  std::string why;
  int r = jit_specs_compile(vm, d->specs, Value::object(d), as<Function>(d->py_func), names, rt.is_none() ? nullptr : &ret, why);
  if (r == 0) return false;
  if (r < 0) return raise_compile_error(vm, why);
  out = Value::none();
  return true;
}

// d.disable_compile(val=True): calls use the signatures compiled so far
// only (what @jit(signatures) does after compiling them).
bool dispatcher_disable_compile(VM& vm, CallArgs& a, Value& out) {
  bool v = true;
  if (a.nargs > 1 && !truthy(vm, a.args[1], v)) return false;
  jit_specs_disable_compile(self_disp(a)->specs, v);
  out = Value::none();
  return true;
}

bool get_py_func(VM&, CallArgs& a, Value& out) { out = self_disp(a)->py_func; return true; }

// The Python function's identity, as Numba's dispatcher copies it
// (functools.wraps): __name__, __qualname__, __doc__, __module__.
template <const char* Name> bool get_wrapped_attr(VM& vm, CallArgs& a, Value& out) {
  return get_attr(vm, self_disp(a)->py_func, vm.intern(Name), out);
}
constexpr char kName[] = "__name__", kQualname[] = "__qualname__", kDoc[] = "__doc__", kModule[] = "__module__";

bool get_signatures(VM& vm, CallArgs& a, Value& out) { return jit_specs_signatures(vm, self_disp(a)->specs, out); }

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
  for (size_t i = 0; i < jit_specs_count(d->specs); i++) {
    Value call_args[3];
    if (!jit_specs_types(vm, d->specs, i, call_args[1], &call_args[0])) return false;
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
  for (size_t i = 0; i < jit_specs_count(d->specs); i++) s += jit_specs_types_dump(d->specs, i, fn->name->text());
  fflush(stdout);
  fputs(s.c_str(), stdout);
  out = Value::none();
  return true;
}

bool dispatcher_inspect_asm(VM& vm, CallArgs& a, Value& out) {
  Dispatcher* d = self_disp(a);
  Dict* r = vm.new_dict();
  out = Value::object(r);
  for (size_t i = 0; i < jit_specs_count(d->specs); i++)
    dict_set_str(vm, r, vm.intern(jit_specs_key(d->specs, i)), vm.str_value(jit_specs_ir(d->specs, i)));
  return true;
}

bool dispatcher_stats(VM& vm, CallArgs& a, Value& out) {
  Dispatcher* d = self_disp(a);
  List* l = vm.new_list({});
  out = Value::object(l);
  for (size_t i = 0; i < jit_specs_count(d->specs); i++) {
    double infer_s, codegen_s;
    size_t code_size;
    jit_specs_stats(d->specs, i, infer_s, codegen_s, code_size);
    Value row[3] = {Value::real(infer_s), Value::real(codegen_s), Value::integer((int64_t)code_size)};
    l->items.push_back(Value::object(vm.new_tuple(row, 3)));
  }
  return true;
}

// set_thread_limits(n, use): the pool's size (NUMBA_NUM_THREADS, read
// before its first loop) and how many of its threads loops use.
bool set_thread_limits(VM& vm, CallArgs& a, Value& out) {
  if (!a.args[0].is_int() || !a.args[1].is_int()) return vm.raise(vm.exc.TypeError, "set_thread_limits(n, use): ints");
  jit_set_threads((int)a.args[0].i, (int)a.args[1].i);
  out = Value::none();
  return true;
}

bool get_thread_id(VM&, CallArgs&, Value& out) {
  out = Value::integer(jit_thread_id());
  return true;
}

bool get_num_threads(VM&, CallArgs&, Value& out) {
  out = Value::integer(jit_num_threads());
  return true;
}

const NativeDef kFunctions[] = {
    {"set_thread_limits", set_thread_limits, 2, 2, false, JitHint::None},
    {"get_thread_id", get_thread_id, 0, 0, false, JitHint::None},
    {"get_num_threads", get_num_threads, 0, 0, false, JitHint::None},
};

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
    {"__wrapped__", get_py_func, 1, 1, false, JitHint::None},
    {"__name__", get_wrapped_attr<kName>, 1, 1, false, JitHint::None},
    {"__qualname__", get_wrapped_attr<kQualname>, 1, 1, false, JitHint::None},
    {"__doc__", get_wrapped_attr<kDoc>, 1, 1, false, JitHint::None},
    {"__module__", get_wrapped_attr<kModule>, 1, 1, false, JitHint::None},
    {"signatures", get_signatures, 1, 1, false, JitHint::None},
    {"nopython_signatures", get_nopython_signatures, 1, 1, false, JitHint::None},
};

}  // namespace

jit::FuncSpecs* dispatcher_specs(Value v) { return hook_specs_of(v); }

Value dispatcher_py_func(Value v) {
  Dispatcher* d = as_disp(v);
  return d ? d->py_func : Value();
}

bool dispatcher_prepare(VM& vm, Value v, const Value* args, int nargs, jit::CompiledFunc*& f, bool need_code) {
  Dispatcher* d = as_disp(v);
  if (!d) return vm.raise(vm.exc.TypeError, "not a compiled function");
  Function* fn = as<Function>(d->py_func);
  if (nargs != fn->code->argcount)
    return vm.raisef(vm.exc.TypeError, "%s() takes %d positional arguments but %d were given", fn->name->text().c_str(),
                     fn->code->argcount, nargs);
  std::string why;
  std::vector<std::string> untyped;
  int r = jit_specs_prepare(vm, d->specs, v, fn, args, nargs, {}, f, why, untyped, need_code);
  if (r >= 0) return r == 1;
  if (!untyped.empty()) why = untyped_args_reason(fn, untyped);
  return raise_compile_error(vm, why);
}

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
  jit_set_dispatcher_hooks(hook_py_func, hook_specs_of);
  set_module_attr(vm, m, "Dispatcher", Value::object(t));
  add_ufunc_functions(vm, m);
  add_cuda_functions(vm, m);
  add_module_functions(vm, m, kFunctions);
  return m;
}

}  // namespace tpy
