// embed_core.cpp — the type-erased core behind vm/tpy.h: creating and
// destroying VMs, the rooted cells of host handles, reading and writing
// values, the object protocol, running code, turning pending exceptions
// into ErrorData, and the limits (time-limit watchdog, memory cap,
// interrupts). Binding lives in embed_bind.cpp, the public classes in
// embed_api.cpp.
#include <fstream>
#include <sstream>
#include <stdexcept>
#include "jit/jit.h"
#include "vm/dict.h"
#include "vm/embed_state.h"
#include "vm/ops.h"
#include "vm/run.h"

namespace tpy::detail {

namespace {

void watchdog_main(VMState* st) {
  std::unique_lock<std::mutex> lk(st->mu);
  while (!st->stop) {
    if (!st->armed) {
      st->cv.wait(lk);
      continue;
    }
    if (st->cv.wait_until(lk, st->deadline) == std::cv_status::timeout && st->armed &&
        std::chrono::steady_clock::now() >= st->deadline) {
      st->vm->interrupt_requested.fetch_or(tpy::VM::kInterruptTimeout);
      st->armed = false;
    }
  }
}

void arm_time_limit(VMState* st) {
  if (st->options.time_limit <= 0) return;
  std::lock_guard<std::mutex> lk(st->mu);
  if (!st->watchdog.joinable()) st->watchdog = std::thread(watchdog_main, st);
  st->deadline = std::chrono::steady_clock::now() +
                 std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                     std::chrono::duration<double>(st->options.time_limit));
  st->armed = true;
  st->cv.notify_all();
}

void disarm_time_limit(VMState* st) {
  if (!st->watchdog.joinable()) return;
  std::lock_guard<std::mutex> lk(st->mu);
  st->armed = false;
}

void release(VMState* st) {
  if (--st->refs == 0) delete st;
}

tpy::Value* grow_cells(VMState* st) {
  auto chunk = std::make_unique<tpy::Value[]>(VMState::kChunk);
  for (size_t i = 0; i < VMState::kChunk; i++) {
    chunk[i] = tpy::Value::none();
    st->vm->extra_roots.push_back(&chunk[i]);
    if (i) st->free_cells.push_back(&chunk[i]);
  }
  tpy::Value* first = &chunk[0];
  st->chunks.push_back(std::move(chunk));
  return first;
}

tpy::Value* take_cell(VMState* st) {
  if (!st->vm) {
    // A dead VM still hands out cells (never read): handles stay uniform.
    auto chunk = std::make_unique<tpy::Value[]>(1);
    tpy::Value* p = &chunk[0];
    st->chunks.push_back(std::move(chunk));
    return p;
  }
  if (st->free_cells.empty()) return grow_cells(st);
  tpy::Value* c = st->free_cells.back();
  st->free_cells.pop_back();
  return c;
}

void set_list_from(VMState* st, Slot* out, std::vector<tpy::Value> items) {
  cell(out) = tpy::Value::object(st->vm->new_list(std::move(items)));
}

}  // namespace

// ---- entries

Entry::Entry(VMState* st) : st_(st) {
  if (st->entry_depth++ == 0) {
    st->vm->interrupt_requested.fetch_and(tpy::VM::kInterruptSignal);
    arm_time_limit(st);
  }
}

Entry::~Entry() {
  if (--st_->entry_depth == 0) {
    disarm_time_limit(st_);
    st_->vm->interrupt_requested.fetch_and(tpy::VM::kInterruptSignal);
    // Back in the host: no frames are live, every value the host holds is in
    // a cell, so this is a safepoint.
    if (!st_->vm->frame && !st_->vm->pending) {
      st_->vm->maybe_collect();
      st_->vm->run_finalizers();
    }
  }
}

// ---- lifetime

VMState* vm_create(const Options& options) {
  auto st = std::make_unique<VMState>();
  st->options = options;
  st->vm = std::make_unique<tpy::VM>();
  tpy::VM& vm = *st->vm;
  if (options.jit == "off") vm.jit_mode = tpy::JitMode::Off;
  else if (options.jit == "eager") vm.jit_mode = tpy::JitMode::Eager;
  else if (options.jit != "on") throw std::invalid_argument("tpy::Options::jit must be \"off\", \"on\" or \"eager\", not \"" + options.jit + "\"");
  std::string err;
  bool ok = tpy::jit_configure(vm, "", err);
  for (size_t i = 0; ok && i < options.jit_params.size(); i++) ok = tpy::jit_configure(vm, options.jit_params[i], err);
  if (!ok) throw std::invalid_argument("tpy::Options::jit_params: " + err);
  vm.host = st.get();
  vm.native_depth_limit = options.max_native_depth > 0 ? options.max_native_depth : 200;
  vm.memory_limit = options.memory_limit;
  st->main = vm.new_module("__main__");
  keep_cell(st.get(), tpy::Value::object(st->main));  // scripts may drop it from sys.modules
  dict_set_str(vm, st->main->dict, vm.names.builtins, tpy::Value::object(vm.builtins_module));
  if (options.sandbox) {
    for (const char* name : {"open", "exec", "eval", "compile", "__import__"})
      dict_del_str(vm.builtins, vm.intern(name));
    vm.blocked_modules = {"os", "posix"};
  }
  set_argv(st.get(), options.argv.empty() ? std::vector<std::string>{""} : options.argv);
  set_path(st.get(), options.path);
  install_streams(st.get());
  vm.heap_bytes = 0;
  if (vm.memory_limit) vm.collect();  // measures the heap the cap starts from
  return st.release();
}

void vm_destroy(VMState* st) noexcept {
  if (!st) return;
  // The __del__ of what is still alive runs first, as at a program's exit
  // (never from inside a call into the VM).
  if (st->vm && !st->vm->frame) {
    try {
      st->vm->finalize_at_exit();
    } catch (const std::exception&) {   // out of memory: the rest are not finalized
    }
    st->vm->pending = nullptr;
  }
  if (st->watchdog.joinable()) {
    {
      std::lock_guard<std::mutex> lk(st->mu);
      st->stop = true;
      st->cv.notify_all();
    }
    st->watchdog.join();
  }
  st->vm.reset();  // frees every object: bound C++ objects are destroyed here
  destroy_bindings(st);
  release(st);
}

bool vm_alive(const VMState* st) noexcept { return st && st->vm; }

// ---- cells

Slot* slot_new(VMState* st) {
  st->refs++;
  return as_slot(take_cell(st));
}

void slot_free(VMState* st, Slot* s) noexcept {
  if (st->vm) {
    cell(s) = tpy::Value::none();
    st->free_cells.push_back(&cell(s));
  }
  release(st);
}

tpy::Value* keep_cell(VMState* st, tpy::Value v) {
  tpy::Value* c = take_cell(st);
  *c = v;
  return c;
}

void slot_assign(Slot* dst, const Slot* src) noexcept { cell(dst) = cell(src); }

void set_none(Slot* out) noexcept { cell(out) = tpy::Value::none(); }
void set_bool(Slot* out, bool v) noexcept { cell(out) = tpy::Value::boolean(v); }
void set_int(Slot* out, std::int64_t v) noexcept { cell(out) = tpy::Value::integer(v); }
void set_float(Slot* out, double v) noexcept { cell(out) = tpy::Value::real(v); }
void set_str(VMState* st, Slot* out, const char* p, std::size_t n) noexcept {
  cell(out) = st->vm->str_value(std::string(p, n));
}
void set_list(VMState* st, Slot* out, std::size_t n) noexcept {
  set_list_from(st, out, std::vector<tpy::Value>(n, tpy::Value::none()));
}
void set_tuple(VMState* st, Slot* out, std::size_t n) noexcept {
  cell(out) = tpy::Value::object(st->vm->new_tuple(std::vector<tpy::Value>(n, tpy::Value::none())));
}
void set_dict(VMState* st, Slot* out) noexcept { cell(out) = tpy::Value::object(st->vm->new_dict()); }

Slot* seq_cells(Slot* seq) noexcept {
  tpy::Value v = cell(seq);
  return as_slot(seq_items(v).data());
}

bool dict_store(VMState* st, Slot* dict, const Slot* key, const Slot* value) noexcept {
  return dict_set(*st->vm, as<Dict>(cell(dict)), cell(key), cell(value));
}

// ---- reading

bool get_int(VMState* st, const Slot* s, std::int64_t& out) noexcept {
  tpy::Value v = cell(s);
  if (v.is_int()) { out = v.i; return true; }
  if (v.is_bool()) { out = v.b; return true; }
  if (is_layout(v, Layout::Int)) {
    st->vm->raise(st->vm->exc.OverflowError, "Python int too large to convert to C++ int64_t");
    return false;
  }
  return false;
}

bool get_float(const Slot* s, double& out) noexcept {
  tpy::Value v = cell(s);
  if (v.is_float()) out = v.f;
  else if (v.is_int()) out = static_cast<double>(v.i);
  else if (v.is_bool()) out = v.b;
  else if (is_layout(v, Layout::Int)) out = static_cast<BigIntObj*>(v.o)->v.convert_to<double>();
  else return false;
  return true;
}

bool get_bool(const Slot* s, bool& out) noexcept {
  if (!cell(s).is_bool()) return false;
  out = cell(s).b;
  return true;
}

bool get_str(const Slot* s, const char*& p, std::size_t& n) noexcept {
  if (!is_str(cell(s))) return false;
  const std::string& text = as<Str>(cell(s))->text();
  p = text.data();
  n = text.size();
  return true;
}

bool is_none(const Slot* s) noexcept { return cell(s).is_none(); }

bool get_items(VMState* st, const Slot* s, Slot* tmp, Slot*& cells, std::size_t& n) noexcept {
  tpy::Value v = cell(s);
  if (!is_layout(v, Layout::List) && !is_layout(v, Layout::Tuple)) {
    if (is_str(v) || !v.is_obj()) return false;  // a str is iterable but never a sequence of items here
    Entry entry(st);
    tpy::Value it;
    if (!get_iter(*st->vm, v, it)) {
      if (st->vm->pending_is(st->vm->exc.TypeError)) st->vm->pending = nullptr;  // not iterable: a mismatch
      return false;
    }
    cell(tmp) = tpy::Value::object(st->vm->new_list());
    List* l = as<List>(cell(tmp));
    RootScope roots(*st->vm);
    roots.add(it);
    for (;;) {
      tpy::Value x;
      bool done;
      if (!iter_next(*st->vm, it, x, done)) return false;
      if (done) break;
      l->items.push_back(x);
    }
    v = cell(tmp);
  }
  ValueArray items = seq_items(v);
  cells = as_slot(items.data());
  n = items.size();
  return true;
}

bool get_entries(VMState* st, const Slot* s, Slot* tmp, Slot*& cells, std::size_t& n) noexcept {
  tpy::Value v = cell(s);
  if (!is_layout(v, Layout::Dict)) return false;
  std::vector<tpy::Value> flat;
  for (auto& e : as<Dict>(v)->entries) {
    if (e.key.is_undef()) continue;
    flat.push_back(e.key);
    flat.push_back(e.value);
  }
  set_list_from(st, tmp, std::move(flat));
  cells = as_slot(as<List>(cell(tmp))->items.data());
  n = as<List>(cell(tmp))->items.size() / 2;
  return true;
}

std::string type_name(const Slot* s) {
  tpy::Value v = cell(s);
  switch (v.tag) {
    case Tag::Undef: return "<unbound>";
    case Tag::None: return "NoneType";
    case Tag::Bool: return "bool";
    case Tag::Int: return "int";
    case Tag::Float: return "float";
    case Tag::Obj: return v.o->type->name->text();
  }
  return "?";
}

// ---- the object protocol

bool get_attr(VMState* st, const Slot* obj, std::string_view name, Slot* out) noexcept {
  Entry e(st);
  return tpy::get_attr(*st->vm, cell(obj), st->vm->intern(name), cell(out));
}

bool set_attr(VMState* st, const Slot* obj, std::string_view name, const Slot* v) noexcept {
  Entry e(st);
  tpy::Value o = cell(obj);
  if (is_layout(o, Layout::Module)) {  // native modules are filled from C++: plain stores
    dict_set_str(*st->vm, as<tpy::Module>(o)->dict, st->vm->intern(name), cell(v));
    return true;
  }
  return tpy::set_attr(*st->vm, o, st->vm->intern(name), cell(v));
}

bool has_attr(VMState* st, const Slot* obj, std::string_view name, bool& out) noexcept {
  Entry e(st);
  tpy::Value r;
  return get_attr_opt(*st->vm, cell(obj), st->vm->intern(name), r, out);
}

bool get_item(VMState* st, const Slot* obj, const Slot* key, Slot* out) noexcept {
  Entry e(st);
  return tpy::get_item(*st->vm, cell(obj), cell(key), cell(out));
}

bool set_item(VMState* st, const Slot* obj, const Slot* key, const Slot* v) noexcept {
  Entry e(st);
  return tpy::set_item(*st->vm, cell(obj), cell(key), cell(v));
}

bool length(VMState* st, const Slot* obj, std::int64_t& out) noexcept {
  Entry e(st);
  return tpy::length(*st->vm, cell(obj), out);
}

bool truthy(VMState* st, const Slot* obj, bool& out) noexcept {
  Entry e(st);
  return tpy::truthy(*st->vm, cell(obj), out);
}

bool equals(VMState* st, const Slot* a, const Slot* b, bool& out) noexcept {
  Entry e(st);
  return tpy::equal(*st->vm, cell(a), cell(b), out);
}

bool repr(VMState* st, const Slot* obj, std::string& out) noexcept {
  Entry e(st);
  Str* s;
  if (!to_repr(*st->vm, cell(obj), s)) return false;
  out = s->text();
  return true;
}

bool str(VMState* st, const Slot* obj, std::string& out) noexcept {
  Entry e(st);
  Str* s;
  if (!to_str(*st->vm, cell(obj), s)) return false;
  out = s->text();
  return true;
}

bool is_callable(VMState* st, const Slot* obj) noexcept { return tpy::is_callable(*st->vm, cell(obj)); }

bool call(VMState* st, const Slot* fn, const Slot* const* args, std::size_t nargs, const std::string_view* kwnames,
          std::size_t nkw, Slot* out) noexcept {
  Entry e(st);
  tpy::VM& vm = *st->vm;
  std::vector<tpy::Value> argv(nargs + nkw);
  for (size_t i = 0; i < nargs + nkw; i++) argv[i] = cell(args[i]);
  RootScope roots(vm);
  Tuple* names = nullptr;
  if (nkw) {
    std::vector<tpy::Value> ns;
    for (size_t i = 0; i < nkw; i++) ns.push_back(tpy::Value::object(vm.intern(kwnames[i])));
    names = vm.new_tuple(std::move(ns));
    roots.add(names);
  }
  tpy::Value r;
  if (!tpy::call(vm, cell(fn), argv.data(), static_cast<int>(nargs), names, r)) return false;
  cell(out) = r;
  return true;
}

// ---- running code

bool run_source(VMState* st, std::string_view source, std::string_view filename, int mode, Slot* out) noexcept {
  Entry e(st);
  tpy::VM& vm = *st->vm;
  tpy::Value r;
  if (mode == 1) {
    if (!exec_string(vm, source, std::string(filename), CompileMode::Eval, st->main->dict, nullptr, r)) return false;
  } else {
    if (!vm.run_source(source, std::string(filename), st->main)) return false;
    r = tpy::Value::none();
  }
  if (out) cell(out) = r;
  return true;
}

bool run_file(VMState* st, const std::string& path) noexcept {
  tpy::VM& vm = *st->vm;
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    vm.raise_with(vm.exc.FileNotFoundError, vm.str_value("No such file or directory: '" + path + "'"));
    return false;
  }
  std::ostringstream text;
  text << in.rdbuf();
  dict_set_str(vm, st->main->dict, vm.names.file, vm.str_value(path));
  std::string source = text.str();
  if (!decode_source_bytes(vm, source, path)) return false;
  return run_source(st, source, path, 0, nullptr);
}

bool import_module(VMState* st, std::string_view name, Slot* out) noexcept {
  Entry e(st);
  tpy::VM& vm = *st->vm;
  tpy::Value top;
  // A non-empty fromlist makes __import__ return the leaf module.
  tpy::Value fromlist = tpy::Value::object(vm.new_tuple({tpy::Value::object(vm.intern("*"))}));
  RootScope roots(vm);
  roots.add(fromlist);
  if (!tpy::import_module(vm, vm.intern(name), fromlist, 0, top)) return false;
  cell(out) = top;
  return true;
}

void main_dict(VMState* st, Slot* out) noexcept { cell(out) = tpy::Value::object(st->main->dict); }
void builtins_dict(VMState* st, Slot* out) noexcept { cell(out) = tpy::Value::object(st->vm->builtins); }

void set_argv(VMState* st, const std::vector<std::string>& argv) noexcept {
  tpy::VM& vm = *st->vm;
  vm.argv = argv;
  std::vector<tpy::Value> items;
  for (auto& a : argv) items.push_back(vm.str_value(a));
  dict_set_str(vm, vm.sys->dict, vm.intern("argv"), tpy::Value::object(vm.new_list(std::move(items))));
}

void set_path(VMState* st, const std::vector<std::string>& path) noexcept {
  tpy::VM& vm = *st->vm;
  vm.search_path = path;
  std::vector<tpy::Value> items;
  for (auto& a : path) items.push_back(vm.str_value(a));
  dict_set_str(vm, vm.sys->dict, vm.intern("path"), tpy::Value::object(vm.new_list(std::move(items))));
}

// ---- errors

bool error_pending(VMState* st) noexcept { return st->vm->pending != nullptr; }

void take_error(VMState* st, ErrorData& out, Slot* exc) noexcept {
  tpy::VM& vm = *st->vm;
  ExceptionObj* e = vm.take_pending();
  if (!e) {
    out = ErrorData{"SystemError", "no exception was pending", "SystemError: no exception was pending\n", {}};
    return;
  }
  RootScope roots(vm);
  roots.add(e);
  out.type = e->type->name->text();
  out.mro.clear();
  for (TypeObject* t : e->type->mro) out.mro.push_back(t->name->text());
  Str* s = nullptr;
  if (to_str(vm, tpy::Value::object(e), s)) out.message = s->text();
  else { vm.pending = nullptr; out.message = "<exception str() failed>"; }
  out.traceback = format_exception(vm, e);
  vm.pending = nullptr;
  if (exc) cell(exc) = tpy::Value::object(e);
}

void raise(VMState* st, std::string_view type, std::string_view message) noexcept {
  tpy::VM& vm = *st->vm;
  tpy::Value t = dict_get_str(vm.builtins, vm.intern(type));
  TypeObject* cls = vm.exc.RuntimeError;
  if (is_layout(t, Layout::Type) && is_subtype(as<TypeObject>(t), vm.exc.BaseException)) cls = as<TypeObject>(t);
  vm.raise(cls, std::string(message));
}

void raise_object(VMState* st, const Slot* exc) noexcept {
  if (!vm_alive(st)) return;
  if (!st->vm->raise_value(cell(exc)) && !st->vm->pending) raise(st, "RuntimeError", "invalid exception");
}

// ---- limits

void set_time_limit(VMState* st, double seconds) noexcept { st->options.time_limit = seconds; }

void set_memory_limit(VMState* st, std::size_t bytes) noexcept {
  st->vm->memory_limit = bytes;
  st->options.memory_limit = bytes;
  if (bytes && !st->vm->frame) st->vm->collect();
}

void interrupt(VMState* st) noexcept {
  if (st && st->vm) st->vm->interrupt_requested.fetch_or(tpy::VM::kInterruptHost);
}

std::size_t collect(VMState* st) noexcept {
  if (st->vm->frame) return 0;  // only at the host's level: every live value is rooted
  std::size_t freed = st->vm->collect();
  st->vm->run_finalizers();
  return freed;
}

std::size_t live_objects(VMState* st) noexcept { return st->vm->heap_objects; }

}  // namespace tpy::detail
