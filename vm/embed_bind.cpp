// embed_bind.cpp — C++ callables, native modules and C++ classes as Python
// objects (the core behind VM::def, VM::module, VM::class_), and the host
// streams that route sys.stdout/stderr/stdin to the host's callbacks.
// A bound callable is a builtin function whose NativeDef row sits at the
// start of a HostFn; host_fn_entry recovers it from CallArgs::def, puts
// keyword arguments in their parameter's place (merge_keywords), checks the
// argument count and calls the host's type-erased NativeFn. A bound class's
// constructor call picks among its overloads (host_class_ctor).
#include <algorithm>
#include <cstdio>
#include <stdexcept>
#include "vm/dict.h"
#include "vm/embed_state.h"
#include "vm/ops.h"

namespace tpy::detail {

namespace {

std::string plural(int n, const char* word) { return std::to_string(n) + " " + word + (n == 1 ? "" : "s"); }

bool check_count(VMState* st, const HostFnBody& b, int given) {
  int shift = b.is_method ? 1 : 0;
  int mn = b.spec.min_args - shift, mx = b.spec.max_args - shift;
  given -= shift;
  if (given >= mn && given <= mx) return true;
  std::string name = b.spec.name + "()";
  std::string msg;
  if (mn == mx) msg = name + " takes exactly " + plural(mx, "argument");
  else if (given < mn) msg = name + " takes at least " + plural(mn, "argument");
  else msg = name + " takes at most " + plural(mx, "argument");
  msg += " (" + std::to_string(given) + " given)";
  st->vm->raise(st->vm->exc.TypeError, msg);
  return false;
}

// 'a', 'a' and 'b', 'a', 'b', and 'c': how CPython lists missing arguments.
std::string quoted_list(const std::vector<std::string>& names) {
  std::string r;
  for (size_t i = 0; i < names.size(); i++) {
    if (i) r += names.size() == 2 ? " and " : i + 1 == names.size() ? ", and " : ", ";
    r += "'" + names[i] + "'";
  }
  return r;
}

// Positional args[0..nargs) and the keyword values after them (named by
// kwnames) into `merged`, in parameter order, up to the last one given; a
// left-out optional parameter before it gets None (read as std::nullopt).
// Raises CPython's TypeErrors for unknown, repeated and missing arguments.
bool merge_keywords(VMState* st, const HostFnBody& b, tpy::Value* args, int nargs, Tuple* kwnames,
                    std::vector<tpy::Value>& merged) {
  tpy::VM& vm = *st->vm;
  const std::vector<std::string>& names = b.spec.names;
  const char* fname = b.spec.name.c_str();
  if (names.empty()) return vm.raisef(vm.exc.TypeError, "%s() takes no keyword arguments", fname);
  int shift = b.is_method ? 1 : 0, total = b.spec.max_args;
  if (nargs > total) return check_count(st, b, nargs);
  merged.assign(args, args + nargs);
  merged.resize(total);
  std::vector<bool> given(total, false);
  for (int i = 0; i < nargs; i++) given[i] = true;
  int end = nargs;
  for (size_t k = 0; k < kwnames->items.size(); k++) {
    std::string_view key = str_view(kwnames->items[k]);
    int idx = -1;
    for (size_t j = 0; j < names.size(); j++)
      if (names[j] == key) idx = static_cast<int>(j) + shift;
    std::string key_s(key);
    if (idx < 0) return vm.raisef(vm.exc.TypeError, "%s() got an unexpected keyword argument '%s'", fname, key_s.c_str());
    if (given[idx]) return vm.raisef(vm.exc.TypeError, "%s() got multiple values for argument '%s'", fname, key_s.c_str());
    merged[idx] = args[nargs + k];
    given[idx] = true;
    end = std::max(end, idx + 1);
  }
  std::vector<std::string> missing;
  for (int i = shift; i < b.spec.min_args; i++)
    if (!given[i]) missing.push_back(names[i - shift]);
  if (!missing.empty()) {
    size_t n = missing.size();
    return vm.raisef(vm.exc.TypeError, "%s() missing %zu required positional argument%s: %s", fname, n,
                     n == 1 ? "" : "s", quoted_list(missing).c_str());
  }
  for (int i = 0; i < end; i++)
    if (!given[i]) merged[i] = tpy::Value::none();
  merged.resize(end);
  return true;
}

// Runs a host callable with arguments args[0..nargs).
bool run_host(HostFnBody& b, tpy::Value* args, int nargs, tpy::Value& out) {
  VMState* st = b.st;
  tpy::VM& vm = *st->vm;
  if (!check_count(st, b, nargs)) return false;
  RootScope roots(vm);  // the arguments may come from a temporary buffer; the host may call back into Python
  for (int i = 0; i < nargs; i++) roots.add(args[i]);
  const HostFnBody* saved = st->calling;
  st->calling = &b;
  tpy::Value r = tpy::Value::none();
  bool ok = b.spec.fn(b.spec.data, st, as_slot(args), static_cast<size_t>(nargs), as_slot(&r));
  st->calling = saved;
  if (!ok) {
    if (!vm.pending) vm.raise(vm.exc.SystemError, "bound function " + b.spec.name + "() failed without an exception");
    return false;
  }
  if (vm.pending) vm.pending = nullptr;  // a conversion probe left one behind; the call succeeded
  out = r;
  return true;
}

// Runs b with positional args[0..nargs) and keyword values after them.
bool call_body(HostFnBody& b, tpy::Value* args, int nargs, Tuple* kwnames, tpy::Value& out) {
  if (!kwnames || kwnames->items.empty()) return run_host(b, args, nargs, out);
  std::vector<tpy::Value> merged;  // rooted: the caller's frame holds the same values
  if (!merge_keywords(b.st, b, args, nargs, kwnames, merged)) return false;
  return run_host(b, merged.data(), static_cast<int>(merged.size()), out);
}

bool host_fn_entry(tpy::VM& vm, CallArgs& a, tpy::Value& out) {
  HostFnBody& b = *reinterpret_cast<const HostFn*>(a.def)->body;
  return call_body(b, a.args, a.nargs, a.kwnames, out);
}

// "Vec2(x: float, y: float)" for the no-overload message.
std::string overload_text(VMState* st, const HostFnBody& b) {
  std::vector<std::string> types;
  if (b.spec.param_types) b.spec.param_types(st, types);
  std::string r = b.spec.name + "(";
  for (size_t i = 0; i < types.size(); i++) {
    if (i) r += ", ";
    if (i < b.spec.names.size()) r += b.spec.names[i] + ": ";
    r += types[i];
  }
  return r + ")";
}

// Several constructors: the first whose count fits and whose arguments
// convert runs (test_bind.cpp "overloaded constructors").
bool choose_init(VMState* st, HostClass& hc, tpy::Value* args, int nargs, Tuple* kwnames, tpy::Value& out) {
  tpy::VM& vm = *st->vm;
  int nkw = kwnames ? static_cast<int>(kwnames->items.size()) : 0;
  std::vector<tpy::Value> merged;
  for (HostFnBody* b : hc.inits) {
    tpy::Value* use = args;
    int n = nargs;
    if (nkw) {
      if (!merge_keywords(st, *b, args, nargs, kwnames, merged)) {
        vm.pending = nullptr;  // these names or counts do not fit this overload
        continue;
      }
      use = merged.data();
      n = static_cast<int>(merged.size());
    } else if (n < b->spec.min_args || n > b->spec.max_args) {
      continue;
    }
    if (b->spec.accepts && !b->spec.accepts(st, as_slot(use), static_cast<size_t>(n))) continue;
    return run_host(*b, use, n, out);
  }
  std::string given;
  for (int i = 0; i < nargs + nkw; i++) {
    if (i) given += ", ";
    if (i >= nargs) given += std::string(str_view(kwnames->items[i - nargs])) + "=";
    given += type_name(vm, args[i]);
  }
  std::string msg = hc.type->name->text() + "(): no constructor accepts (" + given + "); the overloads are:";
  for (size_t i = 0; i < hc.inits.size(); i++) msg += (i ? ", " : " ") + overload_text(st, *hc.inits[i]);
  return vm.raise(vm.exc.TypeError, msg);
}

// TypeObject::ctor of bound classes: args[0] is the class being called.
bool host_class_ctor(tpy::VM& vm, CallArgs& a, tpy::Value& out) {
  VMState* st = state_of(vm);
  TypeObject* cls = as<TypeObject>(a.args[0]);
  HostClass* hc = st->find_class(cls);
  if (!hc || hc->inits.empty()) return vm.raisef(vm.exc.TypeError, "cannot create '%s' instances", cls->name->text().c_str());
  if (hc->inits.size() == 1) return call_body(*hc->inits[0], a.args + 1, a.nargs - 1, a.kwnames, out);
  return choose_init(st, *hc, a.args + 1, a.nargs - 1, a.kwnames, out);
}

// Why spec.names cannot name its parameters ("" when it can).
std::string names_problem(const FnSpec& spec, bool is_method) {
  if (spec.names.empty()) return "";
  size_t params = static_cast<size_t>(spec.max_args - (is_method ? 1 : 0));
  if (spec.names.size() != params)
    return "tpy: " + spec.name + "() has " + plural(static_cast<int>(params), "parameter") + " but " +
           std::to_string(spec.names.size()) + " names were given";
  for (size_t i = 0; i < params; i++)
    for (size_t j = 0; j < i; j++)
      if (spec.names[i] == spec.names[j]) return "tpy: " + spec.name + "() names parameter '" + spec.names[i] + "' twice";
  return "";
}

HostFnBody* new_body(VMState* st, FnSpec spec, bool is_method) {
  std::string problem = names_problem(spec, is_method);
  if (!problem.empty()) {
    if (spec.destroy) spec.destroy(spec.data);  // the VM owned it from the call on
    throw std::invalid_argument(problem);
  }
  auto body = std::make_unique<HostFnBody>();
  body->st = st;
  body->spec = std::move(spec);
  body->is_method = is_method;
  body->fn.def = NativeDef{body->spec.name.c_str(), host_fn_entry, 0, -1, true, JitHint::None};
  body->fn.body = body.get();
  st->fns.push_back(std::move(body));
  return st->fns.back().get();
}

// A builtin function object for a body, rooted for the VM's lifetime.
BuiltinFunction* new_builtin_for(VMState* st, HostFnBody* b, TypeObject* owner) {
  tpy::VM& vm = *st->vm;
  BuiltinFunction* f = vm.alloc<BuiltinFunction>(vm.t.builtin_function, &b->fn.def, vm.intern(b->spec.name), tpy::Value());
  f->is_method = owner != nullptr;
  f->owner = owner;
  return f;
}

void touch_type(tpy::VM& vm, TypeObject* t) {
  t->version++;
  vm.invalidate_type_cache();
}

// ---- host streams: sys.stdout/stderr/stdin objects calling the host.

struct HostStream : Object {
  int which;  // 0 stdin, 1 stdout, 2 stderr
  HostStream(TypeObject* t, int w) : Object(t), which(w) {}
};

bool stream_write(tpy::VM& vm, CallArgs& a, tpy::Value& out) {
  VMState* st = state_of(vm);
  HostStream* s = static_cast<HostStream*>(a.args[0].o);
  if (!is_str(a.args[1]))
    return vm.raisef(vm.exc.TypeError, "write() argument must be str, not %s", type_name(vm, a.args[1]));
  std::string_view text = str_view(a.args[1]);
  auto& cb = s->which == 2 ? st->options.on_stderr : st->options.on_stdout;
  try {
    if (cb) cb(text);
    else fwrite(text.data(), 1, text.size(), s->which == 2 ? stderr : stdout);
  } catch (const std::exception& e) {
    return vm.raise(vm.exc.RuntimeError, e.what());
  } catch (...) {
    return vm.raise(vm.exc.RuntimeError, "unknown C++ exception in the output callback");
  }
  out = tpy::Value::integer(as<Str>(a.args[1])->length());
  return true;
}

bool stream_flush(tpy::VM& vm, CallArgs& a, tpy::Value& out) {
  out = tpy::Value::none();
  return true;
}

bool stream_readline(tpy::VM& vm, CallArgs& a, tpy::Value& out) {
  VMState* st = state_of(vm);
  std::optional<std::string> line;
  try {
    if (st->options.on_stdin) {
      line = st->options.on_stdin();
    } else {
      std::string s;
      int c;
      while ((c = fgetc(stdin)) != EOF) {
        s.push_back(static_cast<char>(c));
        if (c == '\n') break;
      }
      if (!s.empty()) line = std::move(s);
    }
  } catch (const std::exception& e) {
    return vm.raise(vm.exc.RuntimeError, e.what());
  } catch (...) {
    return vm.raise(vm.exc.RuntimeError, "unknown C++ exception in the input callback");
  }
  out = vm.str_value(line ? *line : std::string());
  return true;
}

bool stream_isatty(tpy::VM& vm, CallArgs& a, tpy::Value& out) {
  out = tpy::Value::boolean(false);
  return true;
}

const NativeDef kStreamMethods[] = {
    {"write", stream_write, 2, 2, false, JitHint::None},
    {"flush", stream_flush, 1, 1, false, JitHint::None},
    {"readline", stream_readline, 1, 2, false, JitHint::None},
    {"isatty", stream_isatty, 1, 1, false, JitHint::None},
};

}  // namespace

void install_streams(VMState* st) {
  const Options& o = st->options;
  if (!o.on_stdout && !o.on_stderr && !o.on_stdin && !o.sandbox) return;  // keep the C stdio file objects
  tpy::VM& vm = *st->vm;
  TypeObject* t = vm.new_builtin_type("HostStream", Layout::Native, vm.t.object);
  t->subclassable = false;
  vm.add_methods(t, kStreamMethods);
  keep_cell(st, tpy::Value::object(t));
  const char* names[] = {"stdin", "stdout", "stderr"};
  for (int i = 0; i < 3; i++) {
    tpy::Value s = tpy::Value::object(vm.alloc<HostStream>(t, i));
    dict_set_str(vm, vm.sys->dict, vm.intern(names[i]), s);
    dict_set_str(vm, vm.sys->dict, vm.intern(std::string("__") + names[i] + "__"), s);
  }
}

void destroy_bindings(VMState* st) {
  for (auto& b : st->fns)
    if (b->spec.destroy) b->spec.destroy(b->spec.data);
  st->fns.clear();
  st->classes.clear();
}

void make_function(VMState* st, FnSpec spec, Slot* out) {
  HostFnBody* b = new_body(st, std::move(spec), false);
  cell(out) = tpy::Value::object(new_builtin_for(st, b, nullptr));
}

void new_module(VMState* st, std::string_view name, Slot* out) noexcept {
  tpy::VM& vm = *st->vm;
  Module* m = vm.new_module(name);  // registered in sys.modules
  dict_set_str(vm, m->dict, vm.names.builtins, tpy::Value::object(vm.builtins_module));
  cell(out) = tpy::Value::object(m);
}

void arg_type_error(VMState* st, std::size_t i, const std::string& expected, const Slot* got) noexcept {
  tpy::VM& vm = *st->vm;
  const HostFnBody* b = st->calling;
  std::string fname = b ? b->spec.name : std::string("?");
  size_t shift = b && b->is_method ? 1 : 0;
  if (b && i >= shift && i - shift < b->spec.names.size())
    vm.raisef(vm.exc.TypeError, "%s() argument '%s' must be %s, not %s", fname.c_str(),
              b->spec.names[i - shift].c_str(), expected.c_str(), type_name(got).c_str());
  else
    vm.raisef(vm.exc.TypeError, "%s() argument %zu must be %s, not %s", fname.c_str(), i + 1, expected.c_str(),
              type_name(got).c_str());
}

// ---- classes

bool make_class(VMState* st, std::string_view name, const void* key, Slot* out) noexcept {
  tpy::VM& vm = *st->vm;
  if (HostClass* existing = st->find_class(key)) {
    return vm.raisef(vm.exc.RuntimeError, "C++ class already bound as '%s'", existing->type->name->text().c_str());
  }
  TypeObject* t = vm.new_builtin_type(std::string(name).c_str(), Layout::Native, vm.t.object);
  t->subclassable = false;
  t->ctor = host_class_ctor;
  t->module = tpy::Value::object(vm.intern("__main__"));
  keep_cell(st, tpy::Value::object(t));
  auto hc = std::make_unique<HostClass>();
  hc->key = key;
  hc->type = t;
  st->classes.push_back(std::move(hc));
  cell(out) = tpy::Value::object(t);
  return true;
}

void add_init(VMState* st, const void* key, FnSpec spec) {
  HostClass* hc = st->find_class(key);
  if (!hc) return;
  spec.name = hc->type->name->text();  // messages say Counter(), as for any class
  hc->inits.push_back(new_body(st, std::move(spec), false));
}

void add_method(VMState* st, const void* key, FnSpec spec) {
  HostClass* hc = st->find_class(key);
  if (!hc) return;
  tpy::VM& vm = *st->vm;
  HostFnBody* b = new_body(st, std::move(spec), true);
  dict_set_str(vm, hc->type->dict, vm.intern(b->spec.name), tpy::Value::object(new_builtin_for(st, b, hc->type)));
  touch_type(vm, hc->type);
}

void add_property(VMState* st, const void* key, std::string_view name, FnSpec get, FnSpec* set) {
  HostClass* hc = st->find_class(key);
  if (!hc) return;
  tpy::VM& vm = *st->vm;
  Property* p = vm.alloc<Property>(vm.t.property);
  p->fget = tpy::Value::object(new_builtin_for(st, new_body(st, std::move(get), false), nullptr));
  p->fset = set ? tpy::Value::object(new_builtin_for(st, new_body(st, std::move(*set), false), nullptr))
                : tpy::Value::none();
  p->fdel = tpy::Value::none();
  p->doc = tpy::Value::none();
  dict_set_str(vm, hc->type->dict, vm.intern(name), tpy::Value::object(p));
  touch_type(vm, hc->type);
}

void new_instance(VMState* st, const void* key, void* object, DataDtor dtor, Slot* out) noexcept {
  HostClass* hc = st->find_class(key);
  cell(out) = tpy::Value::object(st->vm->alloc<HostObject>(hc->type, object, dtor, key));
}

void* instance_ptr(const Slot* obj, const void* key) noexcept {
  tpy::Value v = cell(obj);
  if (!v.is_obj() || v.o->type->ctor != host_class_ctor) return nullptr;
  HostObject* h = static_cast<HostObject*>(v.o);
  return h->key == key ? h->ptr : nullptr;
}

bool class_name(VMState* st, const void* key, std::string& out) noexcept {
  HostClass* hc = st->find_class(key);
  if (!hc) return false;
  out = hc->type->name->text();
  return true;
}

}  // namespace tpy::detail
