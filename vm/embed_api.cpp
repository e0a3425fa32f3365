// embed_api.cpp — the public classes of vm/tpy.h (VM, Value, Error, Result,
// Function) over the type-erased core. This file sees only the public
// header: everything it does goes through tpy::detail.
#include <new>
#include <stdexcept>
#include "vm/tpy.h"

namespace tpy {

namespace detail {

[[noreturn]] void throw_pending(VMState* st) {
  Value exc = Value::make(st);
  ErrorData data;
  take_error(st, data, exc.slot());
  throw Error(std::move(data), std::make_shared<Value>(std::move(exc)));
}

void raise_current_exception(VMState* st) noexcept {
  try {
    throw;
  } catch (const Error& e) {
    if (!e.exception().empty() && e.exception().state() == st) raise_object(st, e.exception().slot());
    else raise(st, e.type_name(), e.message());
  } catch (const std::bad_alloc&) {
    raise(st, "MemoryError", "");
  } catch (const std::exception& e) {
    raise(st, "RuntimeError", e.what());
  } catch (...) {
    raise(st, "RuntimeError", "unknown C++ exception");
  }
}

namespace {

Result result_of(VMState* st, bool ok, Value v) {
  if (ok) return Result(std::move(v));
  Value exc = Value::make(st);
  ErrorData data;
  take_error(st, data, exc.slot());
  return Result(Error(std::move(data), std::make_shared<Value>(std::move(exc))));
}

}  // namespace
}  // namespace detail

// ---- Error

namespace {
std::string what_text(const detail::ErrorData& d) { return d.message.empty() ? d.type : d.type + ": " + d.message; }
}  // namespace

Error::Error(detail::ErrorData data, std::shared_ptr<Value> exc)
    : std::runtime_error(what_text(data)), data_(std::move(data)), exc_(std::move(exc)) {
  if (!exc_) exc_ = std::make_shared<Value>();
}

bool Error::is(std::string_view type) const {
  for (auto& n : data_.mro)
    if (n == type) return true;
  return false;
}

const Value& Error::exception() const noexcept { return *exc_; }

const Error& Result::error() const {
  if (!error_) throw std::logic_error("tpy::Result::error() on a successful result");
  return *error_;
}

// ---- Value

Value::Value(const Value& o) {
  if (o.st_) {
    st_ = o.st_;
    slot_ = detail::slot_new(st_);
    detail::slot_assign(slot_, o.slot_);
  }
}

Value& Value::operator=(const Value& o) {
  if (this == &o) return *this;
  Value copy(o);
  *this = std::move(copy);
  return *this;
}

Value& Value::operator=(Value&& o) noexcept {
  if (this != &o) {
    reset();
    st_ = o.st_;
    slot_ = o.slot_;
    o.st_ = nullptr;
    o.slot_ = nullptr;
  }
  return *this;
}

void Value::reset() noexcept {
  if (st_) detail::slot_free(st_, slot_);
  st_ = nullptr;
  slot_ = nullptr;
}

void Value::check() const {
  if (!st_) throw std::logic_error("tpy::Value is empty");
  if (!detail::vm_alive(st_)) throw std::logic_error("tpy::Value used after its VM was destroyed");
}

bool Value::is_none() const {
  check();
  return detail::is_none(slot_);
}

std::string Value::type_name() const {
  check();
  return detail::type_name(slot_);
}

std::string Value::repr() const {
  check();
  std::string s;
  detail::check_ok(st_, detail::repr(st_, slot_, s));
  return s;
}

std::string Value::str() const {
  check();
  std::string s;
  detail::check_ok(st_, detail::str(st_, slot_, s));
  return s;
}

bool Value::truthy() const {
  check();
  bool b;
  detail::check_ok(st_, detail::truthy(st_, slot_, b));
  return b;
}

std::int64_t Value::len() const {
  check();
  std::int64_t n;
  detail::check_ok(st_, detail::length(st_, slot_, n));
  return n;
}

bool Value::operator==(const Value& o) const {
  check();
  o.check();
  if (o.st_ != st_) return false;
  bool b;
  detail::check_ok(st_, detail::equals(st_, slot_, o.slot_, b));
  return b;
}

Value Value::attr(std::string_view name) const {
  check();
  Value r = make(st_);
  detail::check_ok(st_, detail::get_attr(st_, slot_, name, r.slot()));
  return r;
}

bool Value::has_attr(std::string_view name) const {
  check();
  bool found;
  detail::check_ok(st_, detail::has_attr(st_, slot_, name, found));
  return found;
}

// ---- Function

Function::Function(Value callable) : fn_(std::move(callable)) {
  fn_.check();
  if (!detail::is_callable(fn_.state(), fn_.slot()))
    throw std::invalid_argument("tpy::Function: '" + fn_.type_name() + "' object is not callable");
}

// ---- VM

VM::VM(Options options) : st_(detail::vm_create(options)) {}

VM::~VM() { detail::vm_destroy(st_); }

VM& VM::operator=(VM&& o) noexcept {
  if (this != &o) {
    detail::vm_destroy(st_);
    st_ = o.st_;
    o.st_ = nullptr;
  }
  return *this;
}

Result VM::exec(std::string_view source, std::string_view filename) {
  Value out = Value::make(st_);
  bool ok = detail::run_source(st_, source, filename, 0, out.slot());
  return detail::result_of(st_, ok, std::move(out));
}

Result VM::exec_file(const std::string& path) {
  bool ok = detail::run_file(st_, path);
  return detail::result_of(st_, ok, none());
}

Result VM::eval(std::string_view expression) {
  Value out = Value::make(st_);
  bool ok = detail::run_source(st_, expression, "<string>", 1, out.slot());
  return detail::result_of(st_, ok, std::move(out));
}

Result VM::import(std::string_view name) {
  Value out = Value::make(st_);
  bool ok = detail::import_module(st_, name, out.slot());
  return detail::result_of(st_, ok, std::move(out));
}

Value VM::globals() {
  Value d = Value::make(st_);
  detail::main_dict(st_, d.slot());
  return d;
}

Value VM::builtins() {
  Value d = Value::make(st_);
  detail::builtins_dict(st_, d.slot());
  return d;
}

Value VM::get(std::string_view name) {
  Value g = globals();
  Value key = Value::from(*this, name);
  Value r = Value::make(st_);
  if (!detail::get_item(st_, g.slot(), key.slot(), r.slot())) {
    detail::ErrorData ignored;
    detail::take_error(st_, ignored, nullptr);
    detail::raise(st_, "NameError", "name '" + std::string(name) + "' is not defined");
    detail::throw_pending(st_);
  }
  return r;
}

Value VM::none() { return Value::make(st_); }

Value VM::array(void* data, DType dtype, std::vector<std::int64_t> shape, std::vector<std::int64_t> strides_bytes,
                std::function<void()> release, bool writable) {
  if (!strides_bytes.empty() && strides_bytes.size() != shape.size()) {
    detail::raise(st_, "ValueError", "array(): " + std::to_string(strides_bytes.size()) + " strides for " +
                                         std::to_string(shape.size()) + " dimensions");
    detail::throw_pending(st_);
  }
  Value r = Value::make(st_);
  detail::check_ok(st_, detail::array_wrap(st_, data, static_cast<int>(dtype), shape.data(), shape.size(),
                                           strides_bytes.empty() ? nullptr : strides_bytes.data(), writable,
                                           release, r.slot()));
  return r;
}

const char* api::dtype_name(DType d) noexcept {
  static const char* const names[] = {"bool",   "int8",  "uint8",  "int16",   "uint16",  "int32",
                                      "uint32", "int64", "uint64", "float32", "float64", "complex64", "complex128"};
  auto i = static_cast<std::size_t>(d);
  return i < sizeof names / sizeof names[0] ? names[i] : "?";
}

ArrayView::ArrayView(Value array, detail::ArrayInfo info) : array_(std::move(array)), info_(std::move(info)) {}

void ArrayView::fail(const char* type, const std::string& message) const {
  detail::raise(array_.state(), type, message);
  detail::throw_pending(array_.state());
}

ArrayView Value::array_view() const {
  check();
  detail::ArrayInfo info;
  if (!detail::array_info(st_, slot_, info)) {
    detail::raise(st_, "TypeError", "expected numpy.ndarray, got " + type_name());
    detail::throw_pending(st_);
  }
  return ArrayView(*this, std::move(info));
}

void VM::set_argv(const std::vector<std::string>& argv) { detail::set_argv(st_, argv); }
void VM::set_path(const std::vector<std::string>& path) { detail::set_path(st_, path); }

Module VM::module(std::string_view name) {
  Value m = Value::make(st_);
  detail::new_module(st_, name, m.slot());
  return Module(st_, std::move(m));
}

void VM::set_time_limit(double seconds) { detail::set_time_limit(st_, seconds); }
void VM::set_memory_limit(std::size_t bytes) { detail::set_memory_limit(st_, bytes); }
void VM::interrupt() noexcept { detail::interrupt(st_); }
std::size_t VM::collect() { return detail::collect(st_); }
std::size_t VM::live_objects() { return detail::live_objects(st_); }

}  // namespace tpy
