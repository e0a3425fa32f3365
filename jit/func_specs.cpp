// func_specs.cpp — a dispatcher's specialisations: the function compiler's
// side of builtins/numba/dispatcher.cpp, reached through the facade
// jit/jit.h (builtins/ may not include jit/func.h). Typing a call's
// arguments, finding or compiling the specialisation, calling it, and what
// the dispatcher shows of them (numba.core.types objects, the signatures
// of its object-mode calls, dumps, timings). The Python-facing rules
// (keywords, defaults, fallback, Numba's exceptions, reading signatures)
// stay in the dispatcher.
#include <chrono>
#include <memory>
#include <vector>
#include "jit/func.h"
#include "jit/jit.h"
#include "vm/ops.h"
#include "vm/run.h"
#include "vm/vm.h"

namespace tpy {

namespace jit {

struct FuncSpecs {
  FuncOptions opt;
  bool compile_disabled = false;  // disable_compile(): calls convert to the signatures compiled so far
  std::vector<std::unique_ptr<CompiledFunc>> specs;
  CompiledFunc* last = nullptr;   // the specialisation of the last call (the fast path's guess)
  // The signatures of object-mode calls (kNoType: pyobject), each once.
  std::vector<std::vector<TypeId>> objmode_sigs;
};

namespace {

Function* (*g_py_func_of)(VM&, Value) = nullptr;
FuncSpecs* (*g_specs_of)(Value) = nullptr;

// f's IR listing, printed now if it was deferred (CompiledFunc::ir_dump_deferred).
const std::string& ir_dump_of(CompiledFunc* f) {
  if (f->ir_dump_deferred) {
    f->ir_dump = f->ir.dump();
    f->ir_dump_deferred = false;
  }
  return f->ir_dump;
}

CompiledFunc* find_spec(FuncSpecs* s, const std::vector<TypeId>& args) {
  for (auto& f : s->specs)
    if (f->args == args) return f.get();
  return nullptr;
}

// CompiledFunc::effect_free and scalar_pure.
bool effect_free(const CompiledFunc* f) {
  for (const IrIns& in : f->ir.ins) {
    if (in.op == IrOp::FSTORE || in.op == IrOp::ESTORE) return false;
    if (in.op != IrOp::CALLX) continue;
    auto* c = reinterpret_cast<const CallSpec*>((intptr_t)in.k);
    bool pure_helper = c->fn == (void*)&jit_fn_ipow;
    if (!pure_helper && !(c->callee && (c->callee == f || c->callee->effect_free))) return false;
  }
  return true;
}
bool scalar_pure(const CompiledFunc* f) {
  auto scalar = [](TypeId t) { return t == t_int(64) || t == t_float(64) || t == t_bool(); };
  if (!f->effect_free || !scalar(f->ret)) return false;
  for (TypeId t : f->args)
    if (!scalar(t)) return false;
  return true;
}

// Compiles fn (the function of dispatcher `self`) for `args`; null with
// the TypingError text in why.
CompiledFunc* compile_spec(VM& vm, FuncSpecs* s, Value self, Function* fn, const std::vector<TypeId>& args,
                           std::string& why, TypeId declared_ret = kNoType, bool for_gpu = false) {
  if (CompiledFunc* f = find_spec(s, args)) return f;
  auto f = std::make_unique<CompiledFunc>();
  f->args = args;
  f->declared_ret = declared_ret;
  if ((int)args.size() != fn->code->argcount || fn->code->kwonlycount || (fn->code->flags & (kCodeVarargs | kCodeVarkw))) {
    why = "tpy compiles functions with positional parameters only (" + std::to_string(fn->code->argcount) +
          " expected, " + std::to_string(args.size()) + " given)";
    return nullptr;
  }
  // Registered before typing, so a recursive call finds it.
  CompiledFunc* raw = f.get();
  raw->inline_always = s->opt.inline_always;
  s->specs.push_back(std::move(f));
  auto t0 = std::chrono::steady_clock::now();
  FuncOptions opt = s->opt;
  if (for_gpu) {
    opt.boundscheck = false;
    raw->gpu_typed = true;
  }
  bool ok = infer_function(vm, fn, self, opt, raw, why);
  auto t1 = std::chrono::steady_clock::now();
  raw->typed = ok;
  // Kernels and device functions get machine code when something runs
  // them on the CPU (the simulator, a host call): the GPU needs the IR alone.
  if (ok && !s->opt.cuda) ok = ensure_assembled(vm, raw, why);
  if (!ok) {
    s->specs.pop_back();
    return nullptr;
  }
  raw->effect_free = effect_free(raw);
  raw->scalar_pure = scalar_pure(raw);
  raw->infer_s = std::chrono::duration<double>(t1 - t0).count();
  note_compiled(vm, fn->name->text(), raw);
  // CUDA code is printed only if asked for: the GPU needs no listing, and
  // printing it was 14% of a first CUDA ufunc call (bench/cuda_first_ufunc.py).
  if (s->opt.cuda) raw->ir_dump_deferred = true;
  else raw->ir_dump = raw->ir.dump();
  return raw;
}

// DispatcherHooks::specialise, over the dispatcher's own hooks.
CompiledFunc* hook_specialise(VM& vm, Value v, const std::vector<TypeId>& args, std::string& why) {
  FuncSpecs* s = g_specs_of ? g_specs_of(v) : nullptr;
  Function* fn = s ? g_py_func_of(vm, v) : nullptr;
  if (!fn) return nullptr;
  return compile_spec(vm, s, v, fn, args, why);
}

// DispatcherHooks::find.
CompiledFunc* hook_find(Value v, const std::vector<TypeId>& args) {
  FuncSpecs* s = g_specs_of ? g_specs_of(v) : nullptr;
  return s ? find_spec(s, args) : nullptr;
}

// The type object (numba.core.types) of t.
bool type_object(VM& vm, TypeId t, Value& out) {
  Value mod;
  if (!import_module(vm, vm.intern("numba.core.types"), Value::object(vm.new_tuple({vm.str_value("x")})), 0, mod))
    return false;
  const NbType& nt = type_at(t);
  auto attr = [&](const std::string& n, Value& o) { return get_attr(vm, mod, vm.intern(n), o); };
  switch (nt.kind) {
    case NbKind::Array: {
      Value arr, dt;
      if (!attr("Array", arr) || !type_object(vm, dtype_type(nt.dtype), dt)) return false;
      Value args[3] = {dt, Value::integer(nt.ndim), vm.str_value(std::string(1, nt.layout))};
      return call(vm, arr, args, 3, nullptr, out);
    }
    case NbKind::UniTuple: case NbKind::Tuple: {
      std::vector<Value> items;
      for (TypeId i : tuple_items(t)) {
        Value o;
        if (!type_object(vm, i, o)) return false;
        items.push_back(o);
      }
      Value ctor;
      if (!attr("Tuple", ctor)) return false;
      Value arg = Value::object(vm.new_tuple(items));
      return call(vm, ctor, &arg, 1, nullptr, out);
    }
    case NbKind::Omitted: {
      Value cls, v = nt.value;
      return attr("Omitted", cls) && call(vm, cls, &v, 1, nullptr, out);
    }
    case NbKind::Bool: return attr("boolean", out);
    case NbKind::None: return attr("none", out);
    case NbKind::Const: case NbKind::ObjList: case NbKind::ObjDict: {   // shown by name (a list: Numba's list(unicode_type)<iv=None>)
      Value cls, name = vm.str_value(type_name(t));
      return attr("Opaque", cls) && call(vm, cls, &name, 1, nullptr, out);
    }
    default: return attr(type_name(t), out);
  }
}

// A tuple of the type objects of ts; `pyobject` stands for kNoType.
bool type_tuple(VM& vm, const std::vector<TypeId>& ts, Value pyobject, Value& out) {
  RootScope roots(vm);
  std::vector<Value> items;
  for (TypeId t : ts) {
    Value o = pyobject;
    if (t && !type_object(vm, t, o)) return false;
    roots.add(o);
    items.push_back(o);
  }
  out = Value::object(vm.new_tuple(items));
  return true;
}

// Whether an argument of type `have` converts to an explicit signature's
// `want`: numbers to numbers; an array to an array of its dtype and ndim
// whose layout is its own or 'A' (a writable one also to a readonly one).
bool arg_fits(TypeId want, TypeId have) {
  if (want == have || (is_number_type(want) && is_number_type(have))) return true;
  const NbType& w = type_at(want);
  const NbType& h = type_at(have);
  return w.kind == NbKind::Array && h.kind == NbKind::Array && w.dtype == h.dtype && w.ndim == h.ndim &&
         (w.layout == 'A' || w.layout == h.layout) && (w.readonly || !h.readonly);
}

// "(int64, float64" for f's arguments (no closing parenthesis).
std::string args_text(const CompiledFunc* f) {
  std::string s = "(";
  for (size_t k = 0; k < f->args.size(); k++) s += (k ? ", " : "") + type_name(f->args[k]);
  return s;
}

}  // namespace

bool ensure_assembled(VM& vm, CompiledFunc* f, std::string& why) {
  if (!f->typed) return true;   // still being typed (a recursive call): its own compile assembles it
  if (!f->entry) {
    ir_dump_of(f);   // before code generation changes the IR
    auto t0 = std::chrono::steady_clock::now();
    if (!assemble_function(vm, f, why, nullptr)) return false;
    f->codegen_s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  }
  // What f calls through a body pointer (calls not inlined: recursion,
  // large callees) runs when f does: CUDA-mode callees get their code now.
  for (auto& c : f->calls) {
    auto* callee = const_cast<CompiledFunc*>(c->callee);
    if (callee && !callee->entry && !ensure_assembled(vm, callee, why)) return false;
  }
  return true;
}

}  // namespace jit

using jit::CompiledFunc;
using jit::FuncSpecs;
using jit::TypeId;

FuncSpecs* jit_specs_new(bool error_model_numpy, bool boundscheck, bool fastmath, bool parallel) {
  FuncSpecs* s = new FuncSpecs;
  s->opt.parallel = parallel;
  s->opt.error_model_numpy = error_model_numpy;
  s->opt.boundscheck = boundscheck;
  s->opt.fastmath = fastmath;
  return s;
}

void jit_specs_set_inline_always(FuncSpecs* s, bool on) { s->opt.inline_always = on; }

void jit_specs_set_cuda(FuncSpecs* s, int mode) {
  s->opt.cuda = (uint8_t)mode;
  if (mode) s->opt.error_model_numpy = true;   // no exceptions from arithmetic on the GPU
  // The simulator checks indices: an out-of-bounds access is an IndexError
  // naming the thread (gpu/sim.cpp); the CUDA C is printed from IR typed
  // without the checks, as the GPU runs it.
  if (mode == 1) s->opt.boundscheck = true;
}

void jit_specs_free(FuncSpecs* s) { delete s; }

void jit_specs_mark(FuncSpecs* s, Tracer& tr) {
  for (auto& f : s->specs)
    for (Object* o : f->keep) tr.mark(o);
}

void jit_set_dispatcher_hooks(Function* (*py_func_of)(VM&, Value), FuncSpecs* (*specs_of)(Value)) {
  jit::g_py_func_of = py_func_of;
  jit::g_specs_of = specs_of;
  jit::set_dispatcher_hooks(jit::DispatcherHooks{py_func_of, jit::hook_specialise, jit::hook_find});
}

int jit_specs_call_last(VM& vm, FuncSpecs* s, const Value* args, int nargs, Value& out) {
  CompiledFunc* f = s->last;
  if (!f || nargs != (int)f->args.size()) return -1;
  for (int i = 0; i < nargs; i++) {
    Value v = args[i];
    TypeId t = f->args[i];
    bool same;
    if (v.is_int()) same = t == jit::t_int(64);
    else if (v.is_float()) same = t == jit::t_float(64);
    else {
      std::string why;
      same = jit::type_of_value(vm, v, why) == t;
    }
    if (!same) return -1;
  }
  return jit::call_compiled(vm, f, args, nargs, out) ? 1 : 0;
}

int jit_specs_prepare(VM& vm, FuncSpecs* s, Value self, Function* fn, const Value* args, int nargs,
                      const std::vector<bool>& omitted, CompiledFunc*& f, std::string& why, std::vector<std::string>& untyped,
                      bool need_code) {
  std::vector<TypeId> types;
  for (int i = 0; i < nargs; i++) {
    std::string reason;
    TypeId t = !omitted.empty() && omitted[i] ? jit::t_omitted(args[i]) : jit::type_of_value(vm, args[i], reason);
    if (!t) untyped.push_back("- argument " + std::to_string(i) + ": " + reason);
    types.push_back(t);
  }
  if (!untyped.empty()) return -1;
  f = jit::find_spec(s, types);
  if (!f && s->compile_disabled) {
    // The first signature compiled so far that every argument converts to.
    for (auto& c : s->specs) {
      if (c->args.size() != types.size()) continue;
      bool fits = true;
      for (size_t k = 0; k < types.size() && fits; k++) fits = jit::arg_fits(c->args[k], types[k]);
      if (fits) { f = c.get(); break; }
    }
    if (!f) {
      std::string sig;
      for (size_t k = 0; k < types.size(); k++) sig += (k ? ", " : "") + jit::type_name(types[k]);
      vm.raise(vm.exc.TypeError, "No matching definition for argument type(s) " + sig);
      return 0;
    }
  }
  // A kernel's first launch on a GPU (no machine code wanted) types it as
  // the GPU runs it; the simulator's launches type it with bounds checks.
  // (A process launches on one or the other: numba.cuda.api decides once.)
  bool for_gpu = !need_code && s->opt.cuda == 1 && !s->opt.fastmath && !s->opt.parallel;
  if (!f) f = jit::compile_spec(vm, s, self, fn, types, why, jit::kNoType, for_gpu);
  if (!f) return vm.pending ? 0 : -1;
  if (!need_code) return 1;
  if (!jit::ensure_assembled(vm, f, why)) return vm.pending ? 0 : -1;
  if (omitted.empty()) s->last = f;   // what jit_specs_call_last calls
  return 1;
}

int jit_specs_call(VM& vm, FuncSpecs* s, Value self, Function* fn, const Value* args, int nargs,
                   const std::vector<bool>& omitted, Value& out, std::string& why, std::vector<std::string>& untyped) {
  CompiledFunc* f = nullptr;
  int r = jit_specs_prepare(vm, s, self, fn, args, nargs, omitted, f, why, untyped);
  if (r != 1) return r;
  return jit::call_compiled(vm, f, args, nargs, out) ? 1 : 0;
}

int jit_specs_compile(VM& vm, FuncSpecs* s, Value self, Function* fn, const std::vector<std::string>& arg_types,
                      const std::string* ret_type, std::string& why) {
  std::vector<TypeId> types;
  for (const std::string& name : arg_types) {
    TypeId t = jit::parse_type_name(name);
    if (!t) {
      vm.raise(vm.exc.TypeError, "tpy cannot compile for the type " + name + " yet");
      return 0;
    }
    types.push_back(t);
  }
  TypeId ret = jit::kNoType;
  if (ret_type) {
    ret = jit::parse_type_name(*ret_type);
    if (!ret) {
      vm.raise(vm.exc.TypeError, "tpy cannot compile for the return type " + *ret_type + " yet");
      return 0;
    }
  }
  if (jit::compile_spec(vm, s, self, fn, types, why, ret)) return 1;
  return vm.pending ? 0 : -1;
}

uint64_t jit_specs_uid(const CompiledFunc* f) { return f->uid; }

void jit_specs_disable_compile(FuncSpecs* s, bool disable) { s->compile_disabled = disable; }

void jit_specs_note_objmode(VM& vm, FuncSpecs* s, const Value* args, int nargs) {
  std::vector<TypeId> sig;
  for (int i = 0; i < nargs; i++) {
    std::string why;
    sig.push_back(jit::type_of_value(vm, args[i], why));
  }
  bool seen = false;
  for (auto& o : s->objmode_sigs) seen |= o == sig;
  if (!seen) s->objmode_sigs.push_back(sig);
}

size_t jit_specs_count(FuncSpecs* s) { return s->specs.size(); }

bool jit_specs_types(VM& vm, FuncSpecs* s, size_t i, Value& args, Value* ret) {
  const CompiledFunc* f = s->specs[i].get();
  RootScope roots(vm);
  if (ret) {
    if (!jit::type_object(vm, f->ret, *ret)) return false;
    roots.add(*ret);
  }
  return jit::type_tuple(vm, f->args, Value::none(), args);
}

bool jit_specs_signatures(VM& vm, FuncSpecs* s, Value& out) {
  List* l = vm.new_list({});
  out = Value::object(l);
  RootScope roots(vm);
  roots.add(l);
  for (auto& f : s->specs) {
    Value sig;
    if (!jit::type_tuple(vm, f->args, Value::none(), sig)) return false;
    l->items.push_back(sig);
  }
  if (s->objmode_sigs.empty()) return true;
  Value mod, pyobject;
  if (!import_module(vm, vm.intern("numba.core.types"), Value::object(vm.new_tuple({vm.str_value("x")})), 0, mod) ||
      !get_attr(vm, mod, vm.intern("pyobject"), pyobject))
    return false;
  roots.add(pyobject);
  for (auto& types : s->objmode_sigs) {
    Value sig;
    if (!jit::type_tuple(vm, types, pyobject, sig)) return false;
    l->items.push_back(sig);
  }
  return true;
}

std::string jit_specs_key(FuncSpecs* s, size_t i) {
  const CompiledFunc* f = s->specs[i].get();
  return jit::args_text(f) + (f->args.size() == 1 ? ",)" : ")");
}

std::vector<std::tuple<std::string, std::string, std::string, int>> jit_specs_warnings(FuncSpecs* s, size_t i) {
  std::vector<std::tuple<std::string, std::string, std::string, int>> r;
  for (const jit::CompileWarning& w : s->specs[i]->warnings) r.emplace_back(w.category, w.message, w.file, w.line);
  return r;
}

std::vector<int> jit_specs_reflected_args(FuncSpecs* s, size_t i) {
  std::vector<int> r;
  const CompiledFunc* f = s->specs[i].get();
  for (size_t k = 0; k < f->args.size(); k++) {
    const jit::NbType& t = jit::type_at(f->args[k]);
    if (t.kind == jit::NbKind::ObjList && (t.bits & 1)) r.push_back((int)k);
  }
  return r;
}

std::string jit_specs_types_dump(FuncSpecs* s, size_t i, const std::string& name) {
  CompiledFunc* f = s->specs[i].get();
  return name + " " + jit::args_text(f) + ") -> " + jit::type_name(f->ret) + "\n" + std::string(80, '-') + "\n" +
         jit::ir_dump_of(f) + std::string(80, '=') + "\n";
}

const std::string& jit_specs_ir(FuncSpecs* s, size_t i) { return jit::ir_dump_of(s->specs[i].get()); }

void jit_specs_stats(FuncSpecs* s, size_t i, double& infer_s, double& codegen_s, size_t& code_size) {
  const CompiledFunc* f = s->specs[i].get();
  infer_s = f->infer_s;
  codegen_s = f->codegen_s;
  code_size = f->code_size;
}

jit::CompiledFunc* jit_specs_at(jit::FuncSpecs* s, size_t i) { return i < s->specs.size() ? s->specs[i].get() : nullptr; }

bool jit_run_kernel(VM& vm, jit::CompiledFunc* f, int64_t n, KernelWordsFn fill, const void* ctx) {
  uint64_t words[jit::kMaxCallWords];
  int nwords = fill(ctx, 0, n, words);
  uint64_t unused;
  vm.gc_hold++;   // what the kernel makes lives in registers
  bool ok = jit::call_compiled_words(vm, f, words, nwords, unused);
  vm.gc_hold--;
  return ok;
}

int jit_kernel_max_words() { return jit::kMaxCallWords; }

}  // namespace tpy
