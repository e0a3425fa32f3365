// vm.cpp — VM construction and teardown: interned names, the built-in
// types and exception classes (from the .def lists), the builtins and sys
// modules, the register stack; plus allocation helpers and raising.
// The builtin functions and type methods are installed by builtins/.
#include "vm/vm.h"

#include <cerrno>
#include <sys/mman.h>
#include <algorithm>
#include <cstdio>
#include "jit/jit.h"
#include "vm/dict.h"
#include "vm/frame.h"
#include "vm/ops.h"

namespace tpy {

void install_core_types(VM& vm);  // vm/types_core.cpp

namespace {
// NotImplemented and Ellipsis.
struct Singleton : Object {
  explicit Singleton(TypeObject* t) : Object(t) {}
};
constexpr size_t kRegStackValues = size_t(16) << 20;  // 256 MiB reserved, committed on use
}  // namespace

std::string vstrfmt(const char* fmt, va_list ap) {
  va_list ap2;
  va_copy(ap2, ap);
  int n = vsnprintf(nullptr, 0, fmt, ap2);
  va_end(ap2);
  std::string s(n > 0 ? n : 0, '\0');
  if (n > 0) vsnprintf(s.data(), n + 1, fmt, ap);
  return s;
}

std::string strfmt(const char* fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  std::string s = vstrfmt(fmt, ap);
  va_end(ap);
  return s;
}

RootScope::RootScope(VM& vm) : vm_(vm), mark_(vm.temp_roots.size()) {}
RootScope::~RootScope() { vm_.temp_roots.resize(mark_); }
void RootScope::add(Value v) { vm_.temp_roots.push_back(v); }

VM::VM() {
  // Under ulimit -v the stack takes at most an eighth of the address space
  // (RecursionError comes sooner); a VM that cannot have even that is not made.
  size_t values = address_space_share(kRegStackValues * sizeof(Value), 8) / sizeof(Value);
  void* mem = mmap(nullptr, values * sizeof(Value), PROT_READ | PROT_WRITE,
                   MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
  if (mem == MAP_FAILED) throw std::bad_alloc();
  stack_base = stack_top = static_cast<Value*>(mem);
  stack_limit = stack_base + values;
  heap.set_oom_signal(&interrupt_requested, kInterruptNoMemory);
  init_types();
  init_names();
  init_exceptions();
  not_implemented = Value::object(alloc<Singleton>(t.not_impl_type));
  ellipsis = Value::object(alloc<Singleton>(t.ellipsis_type));
  modules = new_dict();
  builtins_module = new_module("builtins");
  builtins = builtins_module->dict;
  sys = new_module("sys");
  for (TypeObject* ty : {t.object, t.type, t.int_, t.bool_, t.float_, t.complex, t.str, t.bytes, t.bytearray, t.tuple, t.list,
                         t.dict, t.set, t.frozenset, t.range, t.slice, t.staticmethod, t.classmethod, t.property,
                         t.super})
    set_builtin(ty->name->text().c_str(), Value::object(ty));
#define TPY_EXC(name, base) set_builtin(#name, Value::object(exc.name));
#include "vm/exceptions.def"
#undef TPY_EXC
  set_builtin("IOError", Value::object(exc.OSError));
  set_builtin("EnvironmentError", Value::object(exc.OSError));
  set_builtin("None", Value::none());
  set_builtin("True", Value::boolean(true));
  set_builtin("False", Value::boolean(false));
  set_builtin("NotImplemented", not_implemented);
  set_builtin("Ellipsis", ellipsis);
  set_builtin("__debug__", Value::boolean(true));
  dict_set_str(*this, builtins, intern("__name__"), Value::object(intern("builtins")));
  install_core_types(*this);
  install_builtins(*this);
  heap_bytes = 0;
  gc_requested = false;
  invalidate_type_cache();  // builtins/ wrote type dicts directly while installing
  std::string err;
  (void)jit_configure(*this, "", err);   // the default mode (On) cannot fail
}

VM::~VM() {
  jit_shutdown(*this);
  heap.destroy_all();
  for (Frame* f : frame_pool) delete f;
  munmap(stack_base, (stack_limit - stack_base) * sizeof(Value));
}

void VM::init_names() {
#define TPY_NAME(field, text) names.field = intern(text);
#include "vm/names.def"
#undef TPY_NAME
}

static void set_mro_single(TypeObject* t) {
  t->mro.clear();
  t->mro.push_back(t);
  if (t->base)
    for (auto* m : t->base->mro) t->mro.push_back(m);
  t->bases.clear();
  if (t->base) t->bases.push_back(t->base);
}

void VM::init_types() {
  // `type` and `object` refer to each other; create both, then fix up.
  t.type = alloc<TypeObject>(nullptr, Layout::Type);
  t.type->type = t.type;
  // Strings need the str type; create str's TypeObject before any names.
  t.object = alloc<TypeObject>(t.type, Layout::Object);
  t.str = alloc<TypeObject>(t.type, Layout::Str);
  auto setup = [&](TypeObject* ty, const char* name, TypeObject* base, bool sub) {
    ty->name = intern(name);
    ty->qualname = ty->name;
    ty->module = Value::object(intern("builtins"));
    ty->base = base;
    ty->builtin = true;
    ty->subclassable = sub;
    ty->dict = new_dict();
    ty->core = true;
    set_mro_single(ty);
  };
  // First every TypeObject (dicts and strings need theirs), then their fields.
  std::unordered_map<std::string, TypeObject*> by_field;
#define TPY_TYPE(field, pyname, layout, base, sub)                   \
  if (!t.field) t.field = alloc<TypeObject>(t.type, Layout::layout); \
  by_field[#field] = t.field;
#include "vm/types.def"
#undef TPY_TYPE
#define TPY_TYPE(field, pyname, layout, base, sub) setup(t.field, pyname, by_field[#base], sub); classes.push_back(t.field);
#include "vm/types.def"
#undef TPY_TYPE
  for (TypeObject* leaf : {t.str, t.bytes, t.bytearray, t.int_, t.float_, t.complex, t.range}) leaf->gc_leaf = true;
  t.object->root_shape = alloc<Shape>(t.shape, nullptr, nullptr, -1);
}

void VM::init_exceptions() {
  std::unordered_map<std::string, TypeObject*> by_name{{"none_", t.object}};
#define TPY_EXC(name, base) \
  by_name[#name] = exc.name = new_builtin_type(#name, Layout::Exception, by_name[#base]);
#include "vm/exceptions.def"
#undef TPY_EXC
}

TypeObject* VM::new_builtin_type(const char* name, Layout layout, TypeObject* base) {
  TypeObject* ty = alloc<TypeObject>(t.type, layout);
  classes.push_back(ty);
  ty->name = intern(name);
  ty->qualname = ty->name;
  ty->module = Value::object(intern("builtins"));
  ty->base = base;
  ty->builtin = true;
  ty->dict = new_dict();
  set_mro_single(ty);
  if (layout == Layout::Exception || layout == Layout::Object) ty->root_shape = alloc<Shape>(t.shape, nullptr, nullptr, -1);
  invalidate_type_cache();
  return ty;
}

void VM::add_methods(TypeObject* type, const NativeDef* defs, size_t n) {
  for (size_t i = 0; i < n; i++) {
    Str* name = intern(defs[i].name);
    BuiltinFunction* f = alloc<BuiltinFunction>(t.builtin_function, &defs[i], name, Value());
    f->is_method = true;
    f->owner = type;
    dict_set_str(*this, type->dict, name, Value::object(f));
  }
  type->version++;
  invalidate_type_cache();
}

Value VM::new_builtin(const NativeDef* def, Value self) {
  return Value::object(alloc<BuiltinFunction>(t.builtin_function, def, intern(def->name), self));
}

Str* VM::new_str(std::string s) {
  if (s.size() <= 1) return s.empty() ? intern(s) : one_char(s);  // single characters and "" are shared
  Str* r = alloc<Str>(t.str, std::move(s));
  account(r->text().capacity());
  return r;
}

Str* VM::new_str(std::string s, int64_t length, bool ascii) {
  if (s.size() <= 1) return s.empty() ? intern(s) : one_char(s);
  if (length == 1) return one_char(s);
  Str* r = alloc<Str>(t.str, std::move(s), length, ascii);
  account(r->text().capacity());
  return r;
}

Str* VM::intern(std::string_view s) {
  auto it = interned.find(s);
  if (it != interned.end()) return it->second;
  Str* r = alloc<Str>(t.str, std::string(s));
  r->interned = true;
  interned.emplace(r->text(), r);
  return r;
}

// The items of a new tuple: a copy of `items` (word by word), or unbound
// without them. A loop the compiler keeps as one (tuples are short: a
// call of memcpy or memset costs more than the copy).
static Tuple* make_tuple(VM& vm, size_t n, TypeObject* cls, const Value* items) {
  size_t bytes = sizeof(Tuple) + n * sizeof(Value);
  void* mem = vm.heap.allocate(bytes);
  auto* storage = reinterpret_cast<Value*>(static_cast<char*>(mem) + sizeof(Tuple));
  for (size_t i = 0; i < n; i++) {
    new (storage + i) Value();
    if (items) copy_value_words(storage[i], items[i]);
    asm("" ::: "memory");
  }
  Tuple* o = new (mem) Tuple(cls ? cls : vm.t.tuple, storage, n);
  o->plain = true;   // a Tuple, whatever its class: nothing for the sweep to destroy
  vm.count_object(bytes);
  return o;
}

Tuple* VM::alloc_tuple(size_t n, TypeObject* cls) { return make_tuple(*this, n, cls, nullptr); }

Tuple* VM::new_tuple(const Value* items, size_t n, TypeObject* cls) { return make_tuple(*this, n, cls, items); }

Tuple* VM::new_tuple(std::vector<Value> items) { return new_tuple(items.data(), items.size()); }

List* VM::new_list(const Value* items, size_t n) {
  std::vector<Value> v = heap.take_values(n);
  for (size_t k = 0; k < n; k++) {
    Value x;
    copy_value_words(x, items[k]);
    v.push_back(x);
  }
  return new_list(std::move(v));
}

List* VM::new_list(std::vector<Value> items) {
  account(items.size() * sizeof(Value));
  return alloc<List>(t.list, std::move(items));
}

Dict* VM::new_dict() { return alloc<Dict>(t.dict); }

Set* VM::new_set(bool frozen) { return alloc<Set>(frozen ? t.frozenset : t.set); }

Value VM::new_int(const BigInt& v) {
  if (v >= INT64_MIN && v <= INT64_MAX) return Value::integer(static_cast<int64_t>(v));
  BigIntObj* o = alloc<BigIntObj>(t.int_, v);
  // Its digits live outside the object: they count towards the next collection.
  account(o->v.backend().size() * sizeof(boost::multiprecision::limb_type));
  return Value::object(o);
}

Value VM::new_complex(double re, double im) { return Value::object(alloc<Complex>(t.complex, re, im)); }

Module* VM::new_module(std::string_view name) {
  Dict* d = new_dict();
  Str* n = intern(name);
  Module* m = alloc<Module>(t.module, n, d);
  dict_set_str(*this, d, names.name, Value::object(n));
  dict_set_str(*this, d, names.doc, Value::none());
  if (modules) dict_set_str(*this, modules, n, Value::object(m));
  return m;
}

void VM::set_builtin(const char* name, Value v) { dict_set_str(*this, builtins, intern(name), v); }

// ---- exceptions

TypeObject* VM::os_error_type(int err) {
  switch (err) {
    case EAGAIN: case EALREADY: case EINPROGRESS: return exc.BlockingIOError;
    case ECHILD: return exc.ChildProcessError;
    case EPIPE: case ESHUTDOWN: return exc.BrokenPipeError;
    case ECONNABORTED: return exc.ConnectionAbortedError;
    case ECONNREFUSED: return exc.ConnectionRefusedError;
    case ECONNRESET: return exc.ConnectionResetError;
    case EEXIST: return exc.FileExistsError;
    case ENOENT: return exc.FileNotFoundError;
    case EISDIR: return exc.IsADirectoryError;
    case ENOTDIR: return exc.NotADirectoryError;
    case EINTR: return exc.InterruptedError;
    case EACCES: case EPERM: return exc.PermissionError;
    case ESRCH: return exc.ProcessLookupError;
    case ETIMEDOUT: return exc.TimeoutError;
    default: return exc.OSError;
  }
}

ExceptionObj* VM::new_exception(TypeObject* type, std::vector<Value> args) {
  ExceptionObj* e = alloc<ExceptionObj>(type, type->root_shape);
  e->args = new_tuple(std::move(args));
  return e;
}

bool VM::raise(TypeObject* type, std::string msg) {
  std::vector<Value> args;
  args.push_back(str_value(std::move(msg)));
  pending = new_exception(type, std::move(args));
  return false;
}

bool VM::raisef(TypeObject* type, const char* fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  std::string s = vstrfmt(fmt, ap);
  va_end(ap);
  return raise(type, std::move(s));
}

bool VM::raise_with(TypeObject* type, Value arg) {
  pending = new_exception(type, {arg});
  return false;
}

bool VM::raise_pending_as(ExceptionObj* e) {
  pending = e;
  return false;
}

bool VM::pending_is(TypeObject* type) const { return pending && is_subtype(pending->type, type); }

bool VM::raise_value(Value v) {
  if (v.is_obj() && v.o->type->layout == Layout::Type) {
    TypeObject* ty = as<TypeObject>(v);
    if (!is_subtype(ty, exc.BaseException))
      return raise(exc.TypeError, "exceptions must derive from BaseException");
    Value inst;
    if (!call(*this, v, nullptr, 0, nullptr, inst)) return false;
    if (!is_layout(inst, Layout::Exception)) {
      return raisef(exc.TypeError, "calling %s should have returned an instance of BaseException, not %s",
                    ty->name->text().c_str(), type_name(*this, inst));
    }
    pending = as<ExceptionObj>(inst);
    return false;
  }
  if (is_layout(v, Layout::Exception)) {
    pending = as<ExceptionObj>(v);
    return false;
  }
  return raise(exc.TypeError, "exceptions must derive from BaseException");
}

}  // namespace tpy
