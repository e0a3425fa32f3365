// tpy.h — the embedding API: the only header a C++ host includes to run tpy
// inside itself. Link with libtpy.a (`pkg-config --cflags --libs tpy`).
// Entry points: tpy::VM (run code, bind functions, modules and classes,
// limits), tpy::Value (a handle to a Python value), tpy::Result/tpy::Error.
// Needs C++17. It includes no other tpy header: the engine sits behind the
// opaque tpy::detail::VMState and a small set of type-erased functions.
//
// Thread rules, for everything below unless a function says otherwise: a VM
// and every Value, Error and Function made from it are used by one thread at
// a time (any thread, one after the other). Different VMs run on different
// threads at once: they share nothing. VM::interrupt() alone may be called
// from any thread while another thread runs the VM.
//
// Errors: functions returning Result never throw for Python exceptions; the
// other calls that run Python code throw tpy::Error (a C++ exception, only
// at this boundary: the engine itself never unwinds through C++ frames).
// A bound C++ function that throws is seen by Python as an exception:
// tpy::Error re-raises the original Python exception, any other
// std::exception becomes RuntimeError(what()).
#pragma once
#include <cstddef>
#include <cstdint>
#include <functional>
#include <limits>
#include <map>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <tuple>
#include <type_traits>
#include <unordered_map>
#include <utility>
#include <vector>

namespace tpy {

// How a VM is set up. Every field may be left at its default.
struct Options {
  // Leave out what reaches outside the process: the builtins open, exec,
  // eval, compile and __import__, and the modules os and posix (import raises
  // ImportError). Modules still load from `path` when the host sets one.
  // namedtuple and dataclasses need exec and are unavailable in a sandbox.
  bool sandbox = false;
  // Live heap bytes scripts may hold (0 = no cap). Past it the script gets
  // MemoryError at its next loop iteration or call, after a collection.
  std::size_t memory_limit = 0;
  // Seconds each top-level exec/eval/call from the host may run (0 = no
  // limit). When spent the script gets TimeoutError, raised again at every
  // loop iteration or call until control is back in the host.
  double time_limit = 0;
  // Nesting of C++ re-entries (bound functions calling back into Python,
  // dunders called from C++) before RecursionError. Each level needs C++
  // stack of the calling thread: 200 fits an 8 MiB thread stack.
  int max_native_depth = 200;
  // The tracing JIT: "on" (hot loops compiled to x86-64), "off", or "eager"
  // (compile from a loop's first iteration; for testing). jit_params are
  // "name=value" tunables as tpy's --jit-param takes them. A bad value
  // makes the VM constructor throw std::invalid_argument.
  std::string jit = "on";
  std::vector<std::string> jit_params;
  std::vector<std::string> argv;  // sys.argv (default [""])
  std::vector<std::string> path;  // sys.path: folders searched for .py modules (default none)
  // Where print() and sys.stdout/sys.stderr writes go (default: the process's
  // stdout/stderr). Called on the VM's thread with pieces of text; they may
  // throw (the script sees RuntimeError).
  std::function<void(std::string_view)> on_stdout;
  std::function<void(std::string_view)> on_stderr;
  // Where input() and sys.stdin.readline() read lines from (default: the
  // process's stdin). Return the line with its '\n', or nullopt at end of input.
  std::function<std::optional<std::string>()> on_stdin;
};

// ---- the type-erased core --------------------------------------------------
// Opaque pointers, plain values and status returns, implemented by
// libtpy.a (vm/embed_*.cpp). Hosts use the classes further down; these are
// public only because the templates there expand into calls to them.
// Convention: a bool return of false means a Python exception is pending in
// the VMState (take_error fetches it), unless the function says "mismatch".
namespace detail {

struct VMState;  // one engine: the interpreter, its heap and the host's handles
struct Slot;     // one value cell: a handle's root, a call argument, a list item

constexpr std::size_t kSlotBytes = 16;
inline Slot* slot_at(Slot* base, std::size_t i) {
  return reinterpret_cast<Slot*>(reinterpret_cast<char*>(base) + i * kSlotBytes);
}

// VM lifetime. A VMState is reference-counted by its VM and by each slot:
// vm_destroy frees the interpreter and every Python object (C++ objects of
// bound classes are destroyed); slots that outlive it only release memory.
VMState* vm_create(const Options& options);  // throws std::bad_alloc
void vm_destroy(VMState* st) noexcept;
bool vm_alive(const VMState* st) noexcept;

// Rooted cells: kept alive across collections until slot_free. Never null.
Slot* slot_new(VMState* st);  // holds None; throws std::bad_alloc
void slot_free(VMState* st, Slot* s) noexcept;
void slot_assign(Slot* dst, const Slot* src) noexcept;

// Writing values into a cell (no exception can be pending afterwards).
void set_none(Slot* out) noexcept;
void set_bool(Slot* out, bool v) noexcept;
void set_int(Slot* out, std::int64_t v) noexcept;
void set_float(Slot* out, double v) noexcept;
void set_str(VMState* st, Slot* out, const char* p, std::size_t n) noexcept;
// A new list or tuple of n Nones; fill it through seq_cells before any other
// call into the VM.
void set_list(VMState* st, Slot* out, std::size_t n) noexcept;
void set_tuple(VMState* st, Slot* out, std::size_t n) noexcept;
void set_dict(VMState* st, Slot* out) noexcept;
Slot* seq_cells(Slot* list_or_tuple) noexcept;  // contiguous items
bool dict_store(VMState* st, Slot* dict, const Slot* key, const Slot* value) noexcept;  // may raise (unhashable)

// Reading. false with nothing pending = mismatch (wrong type); false with a
// pending exception = the value fits the type but not the C++ range.
bool get_int(VMState* st, const Slot* v, std::int64_t& out) noexcept;  // int or bool; OverflowError
bool get_float(const Slot* v, double& out) noexcept;                    // float, int or bool
bool get_bool(const Slot* v, bool& out) noexcept;                       // bool only
bool get_str(const Slot* v, const char*& p, std::size_t& n) noexcept;   // str only; view lives with the value
bool is_none(const Slot* v) noexcept;
// Items of a list or tuple in place; any other iterable is first collected
// into a new list stored in `tmp`. Mismatch when not iterable. May run
// Python code (iterators). Cells stay valid until the VM runs code again.
bool get_items(VMState* st, const Slot* v, Slot* tmp, Slot*& cells, std::size_t& n) noexcept;
// A dict's entries as [k0, v0, k1, v1, ...] in a new list stored in tmp.
// Mismatch when not a dict.
bool get_entries(VMState* st, const Slot* v, Slot* tmp, Slot*& cells, std::size_t& n) noexcept;
std::string type_name(const Slot* v);

// The object protocol (may run Python code; raise on error).
bool get_attr(VMState* st, const Slot* obj, std::string_view name, Slot* out) noexcept;
bool set_attr(VMState* st, const Slot* obj, std::string_view name, const Slot* v) noexcept;
bool has_attr(VMState* st, const Slot* obj, std::string_view name, bool& out) noexcept;
bool get_item(VMState* st, const Slot* obj, const Slot* key, Slot* out) noexcept;
bool set_item(VMState* st, const Slot* obj, const Slot* key, const Slot* v) noexcept;
bool length(VMState* st, const Slot* obj, std::int64_t& out) noexcept;
bool truthy(VMState* st, const Slot* obj, bool& out) noexcept;
bool equals(VMState* st, const Slot* a, const Slot* b, bool& out) noexcept;
bool repr(VMState* st, const Slot* obj, std::string& out) noexcept;
bool str(VMState* st, const Slot* obj, std::string& out) noexcept;
bool is_callable(VMState* st, const Slot* obj) noexcept;
// args: nargs positional values, then one value per name in kwnames.
bool call(VMState* st, const Slot* fn, const Slot* const* args, std::size_t nargs,
          const std::string_view* kwnames, std::size_t nkw, Slot* out) noexcept;

// Running code. mode: 0 exec (out = None), 1 eval (out = the value).
bool run_source(VMState* st, std::string_view source, std::string_view filename, int mode, Slot* out) noexcept;
bool run_file(VMState* st, const std::string& path) noexcept;
bool import_module(VMState* st, std::string_view name, Slot* out) noexcept;
void main_dict(VMState* st, Slot* out) noexcept;      // __main__'s globals
void builtins_dict(VMState* st, Slot* out) noexcept;  // the builtins namespace
void set_argv(VMState* st, const std::vector<std::string>& argv) noexcept;
void set_path(VMState* st, const std::vector<std::string>& path) noexcept;

// Errors.
struct ErrorData {
  std::string type;       // exception class name ("ValueError")
  std::string message;    // str(exception)
  std::string traceback;  // CPython's full report: "Traceback (most recent call last):..." to the last line
  std::vector<std::string> mro;  // class names of type(exception).__mro__
};
bool error_pending(VMState* st) noexcept;
// Takes the pending exception (clears it): its data, and the exception
// object into exc (when not null).
void take_error(VMState* st, ErrorData& out, Slot* exc) noexcept;
// Raises a built-in exception class by name ("TypeError"; unknown names
// raise RuntimeError) with `message`, or an exception object.
void raise(VMState* st, std::string_view type, std::string_view message) noexcept;
void raise_object(VMState* st, const Slot* exc) noexcept;

// Binding. A NativeFn gets its argument count already checked against the
// spec, keyword arguments already put in their parameter's place (a left-out
// optional parameter in the middle reads None); it converts arguments, runs
// the host code and writes the result. It must not throw (the templates
// below catch everything).
using NativeFn = bool (*)(void* data, VMState* st, Slot* args, std::size_t nargs, Slot* out);
using DataDtor = void (*)(void* data);
// Would every argument convert to its parameter's type? Leaves nothing
// pending (a failed conversion's exception is dropped); it may run Python
// code (iterating a container argument, consuming a generator).
using ArgCheck = bool (*)(VMState* st, Slot* args, std::size_t nargs) noexcept;
// The parameter types as messages spell them ("float", "Vec2"), self left out.
using ParamTypes = void (*)(VMState* st, std::vector<std::string>& out);
struct FnSpec {
  std::string name;
  NativeFn fn;
  void* data;         // owned by the VM from now on: destroy(data) when the VM is destroyed
  DataDtor destroy;
  int min_args, max_args;  // positional count; methods and property accessors count self
  // Parameter names (self left out), one per parameter, for keyword
  // arguments and messages; empty = positional only ("takes no keyword arguments").
  std::vector<std::string> names;
  ArgCheck accepts = nullptr;       // for choosing among constructor overloads
  ParamTypes param_types = nullptr;  // for the message when no overload matches
};
// The functions taking a FnSpec throw std::invalid_argument when `names` is
// neither empty nor one distinct name per parameter.
void make_function(VMState* st, FnSpec spec, Slot* out);                 // a builtin_function_or_method
void new_module(VMState* st, std::string_view name, Slot* out) noexcept;  // registered in sys.modules
// Argument i (0-based, self counted) did not convert: TypeError "f() argument
// i+1 must be EXPECTED, not TYPE" (or "argument 'name'" when the function has names).
void arg_type_error(VMState* st, std::size_t i, const std::string& expected, const Slot* got) noexcept;

// Bound C++ classes. type_key identifies the C++ type (one per class per VM).
// Instances hold a C++ object destroyed by `dtor` when they are collected.
bool make_class(VMState* st, std::string_view name, const void* type_key, Slot* out) noexcept;  // raises if bound twice
// Adds a constructor overload: fn writes new_instance(...) into out. With
// several, a call runs the first (in the order added) whose parameter count
// fits and whose accepts() holds; TypeError listing them when none does.
void add_init(VMState* st, const void* type_key, FnSpec spec);
void add_method(VMState* st, const void* type_key, FnSpec spec);  // fn gets self as args[0]
void add_property(VMState* st, const void* type_key, std::string_view name, FnSpec get, FnSpec* set);
void new_instance(VMState* st, const void* type_key, void* object, DataDtor dtor, Slot* out) noexcept;
void* instance_ptr(const Slot* obj, const void* type_key) noexcept;  // null when not an instance of it
bool class_name(VMState* st, const void* type_key, std::string& out) noexcept;  // false when not bound

// Limits (see Options).
void set_time_limit(VMState* st, double seconds) noexcept;
void set_memory_limit(VMState* st, std::size_t bytes) noexcept;
void interrupt(VMState* st) noexcept;  // any thread
std::size_t collect(VMState* st) noexcept;
std::size_t live_objects(VMState* st) noexcept;

// Arrays (builtins/numpy/np_embed.cpp). dtype is the index of tpy::DType
// below (the order of builtins/numpy/dtypes.def).
struct ArrayInfo {
  void* data = nullptr;          // element (0, 0, ...)
  int dtype = 0;
  int itemsize = 0;
  bool writable = false;
  bool c_contiguous = false;
  std::int64_t size = 0;         // number of elements
  std::vector<std::int64_t> shape, strides;  // strides in bytes
};
// An ndarray over host memory: strides null = C order. `release` (may be
// empty) is moved from only on success; it runs once when the array and
// every view of it are collected, or when the VM is destroyed.
bool array_wrap(VMState* st, void* data, int dtype, const std::int64_t* shape, std::size_t ndim,
                const std::int64_t* strides, bool writable, std::function<void()>& release, Slot* out) noexcept;
// Mismatch (false) when v is not an ndarray.
bool array_info(VMState* st, const Slot* v, ArrayInfo& out) noexcept;

template <class T> struct TypeKey { static constexpr char id = 0; };
template <class T> const void* type_key() { return &TypeKey<T>::id; }

}  // namespace detail

// libtpy's own implementation files define TPY_EMBED_CORE_ONLY: they see the
// core above but not the classes below, whose names (VM, Value) the engine's
// internal types also use.
}  // namespace tpy

#ifndef TPY_EMBED_CORE_ONLY
namespace tpy {
// The public classes live in tpy::api (an inline namespace: hosts write
// tpy::VM) so their symbols never collide with the engine's own tpy::VM.
inline namespace api {

class VM;
class Value;
class Error;
class ArrayView;

// ---- errors ----------------------------------------------------------------

// A Python exception that reached the host: its class name, str() and the
// traceback text CPython would print. Copyable; the strings stay valid
// after the VM is gone (exception() is then a dead handle, see Value).
class Error : public std::runtime_error {
 public:
  Error(detail::ErrorData data, std::shared_ptr<Value> exc);
  const std::string& type_name() const noexcept { return data_.type; }
  const std::string& message() const noexcept { return data_.message; }
  const std::string& traceback() const noexcept { return data_.traceback; }
  // isinstance(exception, <builtin class `type`>) by name along the MRO.
  bool is(std::string_view type) const;
  const Value& exception() const noexcept;  // the exception object (empty once the VM is gone)
 private:
  detail::ErrorData data_;
  std::shared_ptr<Value> exc_;
};

// ---- values ----------------------------------------------------------------

// A keyword argument for Value::operator(): f(1, tpy::kw("sep", "-")).
template <class T> struct Kw {
  std::string_view name;
  T value;
};
template <class T> Kw<T> kw(std::string_view name, T&& value) { return Kw<T>{name, std::forward<T>(value)}; }

// A handle to a Python value of one VM, and a GC root: the value stays
// alive while a handle to it exists. Copy = another handle to the same
// object. A default-constructed Value is empty (not None); using an empty
// handle throws std::logic_error. Handles may outlive their VM, but then
// every use except destruction and empty() throws std::logic_error.
// Methods that run Python code throw tpy::Error when it raises.
class Value {
 public:
  Value() noexcept = default;
  Value(const Value& o);
  Value(Value&& o) noexcept : st_(o.st_), slot_(o.slot_) { o.st_ = nullptr; o.slot_ = nullptr; }
  Value& operator=(const Value& o);
  Value& operator=(Value&& o) noexcept;
  ~Value() { reset(); }
  void reset() noexcept;
  bool empty() const noexcept { return slot_ == nullptr; }

  // C++ → Python (see tpy::Convert for the types handled).
  template <class T> static Value from(VM& vm, const T& v);

  // Python → C++; throws tpy::Error (TypeError/OverflowError) when it does
  // not convert. as<C&>() of a bound class is the C++ object the Python
  // object owns (valid while the Value is held).
  template <class T> T as() const;
  // Would as<T>() succeed? Never throws tpy::Error; for containers it may
  // iterate the value (consuming a generator).
  template <class T> bool is() const;
  // The buffer of an ndarray, in place (throws tpy::Error(TypeError) for
  // other values).
  ArrayView array_view() const;
  bool is_none() const;
  std::string type_name() const;        // "int", "list", the class name
  std::string repr() const;             // repr(v)
  std::string str() const;              // str(v)
  bool truthy() const;                  // bool(v)
  std::int64_t len() const;             // len(v)
  bool operator==(const Value& o) const;  // Python ==
  bool operator!=(const Value& o) const { return !(*this == o); }

  Value attr(std::string_view name) const;
  bool has_attr(std::string_view name) const;
  template <class T> void set_attr(std::string_view name, const T& v) const;
  template <class K> Value item(const K& key) const;
  template <class K, class T> void set_item(const K& key, const T& v) const;

  // Calls the value: positional arguments, then tpy::kw(...) keyword ones.
  template <class... A> Value operator()(A&&... args) const;

  // For the templates in this header and custom tpy::Convert specialisations.
  detail::VMState* state() const noexcept { return st_; }
  detail::Slot* slot() const noexcept { return slot_; }
  static Value adopt(detail::VMState* st, detail::Slot* s) noexcept {
    Value v;
    v.st_ = st;
    v.slot_ = s;
    return v;
  }
  static Value make(detail::VMState* st) { return adopt(st, detail::slot_new(st)); }  // a new handle holding None
  void check() const;  // throws std::logic_error when empty or the VM is gone

 private:
  detail::VMState* st_ = nullptr;
  detail::Slot* slot_ = nullptr;
};

// ---- arrays ---------------------------------------------------------------------

// The element types of tpy's ndarray (numpy dtypes of the same names).
enum class DType : std::uint8_t { Bool, Int8, UInt8, Int16, UInt16, Int32, UInt32, Int64, UInt64, Float32, Float64, Complex64, Complex128 };
const char* dtype_name(DType d) noexcept;  // "float64"
// DTypeOf<double>::value == DType::Float64 (Complex64/128 are std::complex<float/double>,
// which this header does not include: pass the DType for it).
template <class T> struct DTypeOf;
template <> struct DTypeOf<bool> { static constexpr DType value = DType::Bool; };
template <> struct DTypeOf<std::int8_t> { static constexpr DType value = DType::Int8; };
template <> struct DTypeOf<std::uint8_t> { static constexpr DType value = DType::UInt8; };
template <> struct DTypeOf<std::int16_t> { static constexpr DType value = DType::Int16; };
template <> struct DTypeOf<std::uint16_t> { static constexpr DType value = DType::UInt16; };
template <> struct DTypeOf<std::int32_t> { static constexpr DType value = DType::Int32; };
template <> struct DTypeOf<std::uint32_t> { static constexpr DType value = DType::UInt32; };
template <> struct DTypeOf<std::int64_t> { static constexpr DType value = DType::Int64; };
template <> struct DTypeOf<std::uint64_t> { static constexpr DType value = DType::UInt64; };
template <> struct DTypeOf<float> { static constexpr DType value = DType::Float32; };
template <> struct DTypeOf<double> { static constexpr DType value = DType::Float64; };

// Contiguous typed elements in place (what ArrayView::span gives).
template <class T> struct Span {
  T* ptr = nullptr;
  std::size_t count = 0;
  T* data() const noexcept { return ptr; }
  std::size_t size() const noexcept { return count; }
  T& operator[](std::size_t i) const noexcept { return ptr[i]; }
  T* begin() const noexcept { return ptr; }
  T* end() const noexcept { return ptr + count; }
};

// An ndarray's buffer read in place (Value::array_view): no copy. It holds
// the array, so the memory stays valid while the view lives (tpy arrays
// never reallocate); scripts run later may still write the elements.
// Also a parameter type of bound functions: f(tpy::ArrayView a) receives an
// ndarray argument in place (TypeError "must be ndarray" for anything else).
class ArrayView {
 public:
  ArrayView() = default;  // empty: no array, size() 0
  ArrayView(Value array, detail::ArrayInfo info);
  void* data() const noexcept { return info_.data; }
  DType dtype() const noexcept { return static_cast<DType>(info_.dtype); }
  std::size_t itemsize() const noexcept { return static_cast<std::size_t>(info_.itemsize); }
  std::size_t ndim() const noexcept { return info_.shape.size(); }
  const std::vector<std::int64_t>& shape() const noexcept { return info_.shape; }
  const std::vector<std::int64_t>& strides() const noexcept { return info_.strides; }  // bytes
  std::int64_t size() const noexcept { return info_.size; }  // elements
  bool writable() const noexcept { return info_.writable; }
  bool c_contiguous() const noexcept { return info_.c_contiguous; }
  const Value& array() const noexcept { return array_; }
  // The elements as T[size()]: throws tpy::Error(TypeError) when T is not
  // the dtype's C++ type, ValueError when not C-contiguous (or, for a
  // non-const T, not writable).
  template <class T> Span<T> span() const;
 private:
  [[noreturn]] void fail(const char* type, const std::string& message) const;
  Value array_;
  detail::ArrayInfo info_;
};

// A Python callable resolved once, called many times: arguments converted
// straight into a reused buffer, no name lookup. Not re-entrant (don't call
// the same Function from inside its own call); copy it for that.
class Function {
 public:
  Function() = default;
  explicit Function(Value callable);
  template <class R = Value, class... A> R call(const A&... args);
  template <class... A> Value operator()(const A&... args) { return call<Value>(args...); }
  const Value& value() const noexcept { return fn_; }
 private:
  Value fn_;
  std::vector<Value> buf_;
};

// The outcome of exec/eval/import: the value, or the Error.
class Result {
 public:
  Result(Value v) : value_(std::move(v)) {}
  Result(Error e) : error_(std::make_shared<Error>(std::move(e))) {}
  bool ok() const noexcept { return !error_; }
  explicit operator bool() const noexcept { return ok(); }
  const Value& value() const { if (error_) throw *error_; return value_; }  // throws the Error
  const Error& error() const;  // precondition: !ok() (std::logic_error otherwise)
 private:
  Value value_;
  std::shared_ptr<Error> error_;
};

// ---- conversions -------------------------------------------------------------

// Convert<T>: to(st, v, out) writes a C++ value into a cell (false = raised);
// from(st, cell, out) reads one (false with nothing pending = not this type).
// name() is how TypeErrors spell the expected type. Specialise it to teach
// the binder a new type. Types with no specialisation are bound classes.
template <class T, class = void> struct Convert {
  static constexpr bool bound_class = true;
};

template <> struct Convert<bool> {
  static bool to(detail::VMState*, bool v, detail::Slot* out) { detail::set_bool(out, v); return true; }
  static bool from(detail::VMState*, const detail::Slot* s, bool& out) { return detail::get_bool(s, out); }
  static std::string name() { return "bool"; }
};

template <class T>
struct Convert<T, std::enable_if_t<std::is_integral_v<T> && !std::is_same_v<T, bool>>> {
  static bool to(detail::VMState* st, T v, detail::Slot* out) {
    if constexpr (std::is_unsigned_v<T> && sizeof(T) >= 8) {
      if (v > static_cast<std::uint64_t>(INT64_MAX)) {
        detail::raise(st, "OverflowError", "integer too large for a tpy int");
        return false;
      }
    }
    detail::set_int(out, static_cast<std::int64_t>(v));
    return true;
  }
  static bool from(detail::VMState* st, const detail::Slot* s, T& out) {
    std::int64_t i;
    if (!detail::get_int(st, s, i)) return false;
    bool fits;
    if constexpr (std::is_signed_v<T>) fits = i >= static_cast<std::int64_t>(std::numeric_limits<T>::min()) &&
                                              i <= static_cast<std::int64_t>(std::numeric_limits<T>::max());
    else fits = i >= 0 && static_cast<std::uint64_t>(i) <= std::numeric_limits<T>::max();
    if (!fits) {
      detail::raise(st, "OverflowError", "Python int too large to convert to C++ " + std::to_string(sizeof(T) * 8) + "-bit integer");
      return false;
    }
    out = static_cast<T>(i);
    return true;
  }
  static std::string name() { return "int"; }
};

template <class T> struct Convert<T, std::enable_if_t<std::is_floating_point_v<T>>> {
  static bool to(detail::VMState*, T v, detail::Slot* out) { detail::set_float(out, static_cast<double>(v)); return true; }
  static bool from(detail::VMState*, const detail::Slot* s, T& out) {
    double d;
    if (!detail::get_float(s, d)) return false;
    out = static_cast<T>(d);
    return true;
  }
  static std::string name() { return "float"; }
};

template <> struct Convert<std::string> {
  static bool to(detail::VMState* st, const std::string& v, detail::Slot* out) {
    detail::set_str(st, out, v.data(), v.size());
    return true;
  }
  static bool from(detail::VMState*, const detail::Slot* s, std::string& out) {
    const char* p;
    std::size_t n;
    if (!detail::get_str(s, p, n)) return false;
    out.assign(p, n);
    return true;
  }
  static std::string name() { return "str"; }
};

// A view into the Python str: valid while the value lives (for a bound
// function's argument: until the function returns).
template <> struct Convert<std::string_view> {
  static bool to(detail::VMState* st, std::string_view v, detail::Slot* out) {
    detail::set_str(st, out, v.data(), v.size());
    return true;
  }
  static bool from(detail::VMState*, const detail::Slot* s, std::string_view& out) {
    const char* p;
    std::size_t n;
    if (!detail::get_str(s, p, n)) return false;
    out = std::string_view(p, n);
    return true;
  }
  static std::string name() { return "str"; }
};

template <> struct Convert<const char*> {
  static bool to(detail::VMState* st, const char* v, detail::Slot* out) {
    if (!v) detail::set_none(out);
    else detail::set_str(st, out, v, std::char_traits<char>::length(v));
    return true;
  }
  static std::string name() { return "str"; }
};

template <> struct Convert<std::nullptr_t> {
  static bool to(detail::VMState*, std::nullptr_t, detail::Slot* out) { detail::set_none(out); return true; }
  static bool from(detail::VMState*, const detail::Slot* s, std::nullptr_t&) { return detail::is_none(s); }
  static std::string name() { return "None"; }
};

template <> struct Convert<Value> {
  static bool to(detail::VMState* st, const Value& v, detail::Slot* out) {
    if (v.empty()) { detail::set_none(out); return true; }
    if (v.state() != st) {
      detail::raise(st, "ValueError", "a tpy::Value of one VM was passed to another VM");
      return false;
    }
    detail::slot_assign(out, v.slot());
    return true;
  }
  static bool from(detail::VMState* st, const detail::Slot* s, Value& out) {
    out = Value::make(st);
    detail::slot_assign(out.slot(), s);
    return true;
  }
  static std::string name() { return "object"; }
};

// An ndarray in place (see ArrayView); C++ → Python gives back the array.
template <> struct Convert<ArrayView> {
  static bool to(detail::VMState* st, const ArrayView& v, detail::Slot* out) { return Convert<Value>::to(st, v.array(), out); }
  static bool from(detail::VMState* st, const detail::Slot* s, ArrayView& out) {
    detail::ArrayInfo info;
    if (!detail::array_info(st, s, info)) return false;
    Value v = Value::make(st);
    detail::slot_assign(v.slot(), s);
    out = ArrayView(std::move(v), std::move(info));
    return true;
  }
  static std::string name() { return "ndarray"; }
};

// Span<T> / Span<const T> as a bound function's parameter: the elements of
// a C-contiguous ndarray of T's dtype (writable for a non-const T), in place
// and valid until the function returns. Anything else does not convert
// (TypeError "must be C-contiguous float64 ndarray").
template <class T> struct Convert<Span<T>> {
  static bool from(detail::VMState* st, const detail::Slot* s, Span<T>& out) {
    using D = std::remove_const_t<T>;
    detail::ArrayInfo info;
    if (!detail::array_info(st, s, info)) return false;
    if (info.dtype != static_cast<int>(DTypeOf<D>::value) || !info.c_contiguous) return false;
    if (!std::is_const_v<T> && !info.writable) return false;
    out = Span<T>{static_cast<T*>(info.data), static_cast<std::size_t>(info.size)};
    return true;
  }
  static std::string name() {
    return std::string(std::is_const_v<T> ? "" : "writable ") + "C-contiguous " +
           dtype_name(DTypeOf<std::remove_const_t<T>>::value) + " ndarray";
  }
};

template <class T> struct Convert<std::optional<T>> {
  static bool to(detail::VMState* st, const std::optional<T>& v, detail::Slot* out) {
    if (!v) { detail::set_none(out); return true; }
    return Convert<T>::to(st, *v, out);
  }
  static bool from(detail::VMState* st, const detail::Slot* s, std::optional<T>& out) {
    if (detail::is_none(s)) { out.reset(); return true; }
    T v{};
    if (!Convert<T>::from(st, s, v)) return false;
    out = std::move(v);
    return true;
  }
  static std::string name() { return Convert<T>::name() + " or None"; }
};

template <class T, class A> struct Convert<std::vector<T, A>> {
  static bool to(detail::VMState* st, const std::vector<T, A>& v, detail::Slot* out) {
    detail::set_list(st, out, v.size());
    detail::Slot* cells = detail::seq_cells(out);
    for (std::size_t i = 0; i < v.size(); i++)
      if (!Convert<T>::to(st, v[i], detail::slot_at(cells, i))) return false;
    return true;
  }
  static bool from(detail::VMState* st, const detail::Slot* s, std::vector<T, A>& out) {
    Value tmp = Value::make(st);
    detail::Slot* cells;
    std::size_t n;
    if (!detail::get_items(st, s, tmp.slot(), cells, n)) return false;
    out.clear();
    out.reserve(n);
    for (std::size_t i = 0; i < n; i++) {
      T x{};
      if (!Convert<T>::from(st, detail::slot_at(cells, i), x)) return false;
      out.push_back(std::move(x));
    }
    return true;
  }
  static std::string name() { return "list[" + Convert<T>::name() + "]"; }
};

}  // namespace api
namespace detail {
template <class M> struct MapConvert {
  using K = typename M::key_type;
  using V = typename M::mapped_type;
  static bool to(VMState* st, const M& m, Slot* out) {
    set_dict(st, out);
    Value k = Value::make(st), v = Value::make(st);
    for (const auto& [key, val] : m) {
      if (!Convert<K>::to(st, key, k.slot()) || !Convert<V>::to(st, val, v.slot())) return false;
      if (!dict_store(st, out, k.slot(), v.slot())) return false;
    }
    return true;
  }
  static bool from(VMState* st, const Slot* s, M& out) {
    Value tmp = Value::make(st);
    Slot* cells;
    std::size_t n;
    if (!get_entries(st, s, tmp.slot(), cells, n)) return false;
    out.clear();
    for (std::size_t i = 0; i < n; i++) {
      K key{};
      V val{};
      if (!Convert<K>::from(st, slot_at(cells, 2 * i), key) || !Convert<V>::from(st, slot_at(cells, 2 * i + 1), val))
        return false;
      out.emplace(std::move(key), std::move(val));
    }
    return true;
  }
  static std::string name() { return "dict[" + Convert<K>::name() + ", " + Convert<V>::name() + "]"; }
};
}  // namespace detail
inline namespace api {

template <class K, class V, class C, class A>
struct Convert<std::map<K, V, C, A>> : detail::MapConvert<std::map<K, V, C, A>> {};
template <class K, class V, class H, class E, class A>
struct Convert<std::unordered_map<K, V, H, E, A>> : detail::MapConvert<std::unordered_map<K, V, H, E, A>> {};

template <class... T> struct Convert<std::tuple<T...>> {
  using Tup = std::tuple<T...>;
  static bool to(detail::VMState* st, const Tup& v, detail::Slot* out) {
    detail::set_tuple(st, out, sizeof...(T));
    detail::Slot* cells = detail::seq_cells(out);
    return to_each(st, v, cells, std::index_sequence_for<T...>{});
  }
  static bool from(detail::VMState* st, const detail::Slot* s, Tup& out) {
    Value tmp = Value::make(st);
    detail::Slot* cells;
    std::size_t n;
    if (!detail::get_items(st, s, tmp.slot(), cells, n) || n != sizeof...(T)) return false;
    return from_each(st, cells, out, std::index_sequence_for<T...>{});
  }
  static std::string name() {
    std::string r = "tuple[";
    ((r += Convert<T>::name() + ", "), ...);
    if (sizeof...(T)) r.resize(r.size() - 2);
    return r + "]";
  }
 private:
  template <std::size_t... I> static bool to_each(detail::VMState* st, const Tup& v, detail::Slot* cells, std::index_sequence<I...>) {
    return (Convert<T>::to(st, std::get<I>(v), detail::slot_at(cells, I)) && ...);
  }
  template <std::size_t... I> static bool from_each(detail::VMState* st, detail::Slot* cells, Tup& out, std::index_sequence<I...>) {
    return (Convert<T>::from(st, detail::slot_at(cells, I), std::get<I>(out)) && ...);
  }
};
template <class A, class B> struct Convert<std::pair<A, B>> {
  static bool to(detail::VMState* st, const std::pair<A, B>& v, detail::Slot* out) {
    return Convert<std::tuple<A, B>>::to(st, std::tuple<A, B>(v.first, v.second), out);
  }
  static bool from(detail::VMState* st, const detail::Slot* s, std::pair<A, B>& out) {
    std::tuple<A, B> t;
    if (!Convert<std::tuple<A, B>>::from(st, s, t)) return false;
    out = {std::move(std::get<0>(t)), std::move(std::get<1>(t))};
    return true;
  }
  static std::string name() { return Convert<std::tuple<A, B>>::name(); }
};

}  // namespace api
namespace detail {

template <class T, class = void> struct IsBound : std::false_type {};
template <class T> struct IsBound<T, std::void_t<decltype(Convert<T>::bound_class)>> : std::true_type {};

// A bound class's Python name, for messages.
template <class C> std::string class_display_name(VMState* st) {
  std::string n;
  return class_name(st, type_key<C>(), n) ? n : std::string("unbound C++ class");
}

// C++ → Python for any supported type, bound classes included (copied into
// a new instance; pointers to bound objects are not accepted: ownership
// would be unclear).
template <class T> bool to_python(VMState* st, const T& v, Slot* out) {
  using D = std::decay_t<T>;
  if constexpr (std::is_array_v<T>) {
    return Convert<const char*>::to(st, v, out);
  } else if constexpr (IsBound<D>::value) {
    static_assert(std::is_class_v<D> && std::is_copy_constructible_v<D>,
                  "tpy: no tpy::Convert for this type (bound classes are returned by value)");
    std::string n;
    if (!class_name(st, type_key<D>(), n)) {
      raise(st, "TypeError", "C++ class returned to Python was never bound with class_()");
      return false;
    }
    new_instance(st, type_key<D>(), new D(v), [](void* p) { delete static_cast<D*>(p); }, out);
    return true;
  } else {
    return Convert<D>::to(st, v, out);
  }
}

// How parameter type P of a bound function is read from a cell.
template <class P, class = void> struct ArgReader {
  using D = std::remove_cv_t<std::remove_reference_t<P>>;
  D value{};
  bool load(VMState* st, const Slot* s) { return Convert<D>::from(st, s, value); }
  D& get() { return value; }
  static std::string name() { return Convert<D>::name(); }
  static constexpr bool optional = false;
};
template <class T> struct ArgReader<std::optional<T>, void> {
  std::optional<T> value;
  bool load(VMState* st, const Slot* s) { return Convert<std::optional<T>>::from(st, s, value); }
  std::optional<T>& get() { return value; }
  static std::string name() { return Convert<std::optional<T>>::name(); }
  static constexpr bool optional = true;  // may be left out at the end of a call
};
template <class T> struct ArgReader<const std::optional<T>&, void> : ArgReader<std::optional<T>> {};
// Bound classes: by reference, pointer or value (a copy).
template <class P> struct ArgReader<P, std::enable_if_t<IsBound<std::remove_cv_t<std::remove_reference_t<std::remove_pointer_t<P>>>>::value>> {
  using C = std::remove_cv_t<std::remove_reference_t<std::remove_pointer_t<P>>>;
  C* ptr = nullptr;
  VMState* st_ = nullptr;
  bool load(VMState* st, const Slot* s) {
    st_ = st;
    if (std::is_pointer_v<P> && is_none(s)) return true;
    ptr = static_cast<C*>(instance_ptr(s, type_key<C>()));
    return ptr != nullptr;
  }
  decltype(auto) get() {
    if constexpr (std::is_pointer_v<P>) return ptr;
    else return (*ptr);
  }
  std::string name_() const { return class_display_name<C>(st_); }
  static std::string name() { return "bound C++ object"; }
  static constexpr bool optional = false;
};

template <class... A> constexpr int trailing_optionals() {
  constexpr bool opt[] = {ArgReader<A>::optional..., false};
  int n = 0;
  for (int i = static_cast<int>(sizeof...(A)) - 1; i >= 0 && opt[i]; i--) n++;
  return n;
}

// Turns a C++ exception thrown by host code into the pending Python exception.
void raise_current_exception(VMState* st) noexcept;

template <class F, class R, class... A> struct Binder {
  // Converts args, calls f, converts its result into out (methods get self as
  // their first parameter). Any C++ exception becomes a Python one.
  static bool invoke(F& f, VMState* st, Slot* args, std::size_t nargs, Slot* out) {
    try {
      std::tuple<ArgReader<A>...> readers;
      if (!load_all(st, args, nargs, readers, std::index_sequence_for<A...>{})) return false;
      return call_with(f, st, readers, out, std::index_sequence_for<A...>{});
    } catch (...) {
      raise_current_exception(st);
      return false;
    }
  }
  template <std::size_t... I>
  static bool load_all([[maybe_unused]] VMState* st, [[maybe_unused]] Slot* args, [[maybe_unused]] std::size_t nargs,
                       [[maybe_unused]] std::tuple<ArgReader<A>...>& rs, std::index_sequence<I...>) {
    return (load_one<I>(st, args, nargs, std::get<I>(rs)) && ...);
  }
  template <std::size_t I, class Rd> static bool load_one(VMState* st, Slot* args, std::size_t nargs, Rd& r) {
    if (I >= nargs) return true;  // a trailing optional left out
    Slot* s = slot_at(args, I);
    if (r.load(st, s)) return true;
    if (!error_pending(st)) {
      std::string expected;
      if constexpr (IsBound<std::remove_cv_t<std::remove_reference_t<std::remove_pointer_t<std::tuple_element_t<I, std::tuple<A...>>>>>>::value)
        expected = r.name_();
      else
        expected = Rd::name();
      arg_type_error(st, I, expected, s);
    }
    return false;
  }
  template <std::size_t... I>
  static bool call_with(F& f, VMState* st, std::tuple<ArgReader<A>...>& rs, Slot* out, std::index_sequence<I...>) {
    if constexpr (std::is_void_v<R>) {
      std::invoke(f, std::get<I>(rs).get()...);
      set_none(out);
      return true;
    } else {
      return to_python(st, std::invoke(f, std::get<I>(rs).get()...), out);
    }
  }
};

// How messages spell parameter type P (bound classes by their Python name).
template <class P> std::string param_type_name(VMState* st) {
  using C = std::remove_cv_t<std::remove_reference_t<std::remove_pointer_t<P>>>;
  if constexpr (IsBound<C>::value) return class_display_name<C>(st) + (std::is_pointer_v<P> ? " or None" : "");
  else return ArgReader<P>::name();
}

// Overload choice for a parameter list A... (FnSpec::accepts, ::param_types).
template <class... A> struct ArgProbe {
  static bool accepts(VMState* st, Slot* args, std::size_t nargs) noexcept {
    bool ok = false;
    try {
      std::tuple<ArgReader<A>...> readers;
      ok = load_all(st, args, nargs, readers, std::index_sequence_for<A...>{});
    } catch (...) {
      ok = false;  // a throwing conversion (std::bad_alloc) counts as no match
    }
    if (!ok && error_pending(st)) {
      ErrorData dropped;
      take_error(st, dropped, nullptr);
    }
    return ok;
  }
  static void param_types([[maybe_unused]] VMState* st, std::vector<std::string>& out) { (out.push_back(param_type_name<A>(st)), ...); }
  template <std::size_t... I>
  static bool load_all([[maybe_unused]] VMState* st, [[maybe_unused]] Slot* args, [[maybe_unused]] std::size_t nargs,
                       [[maybe_unused]] std::tuple<ArgReader<A>...>& rs, std::index_sequence<I...>) {
    return ((I >= nargs || std::get<I>(rs).load(st, slot_at(args, I))) && ...);
  }
};

template <class F, class R, class... A> FnSpec make_spec(std::string_view name, F f) {
  using Fn = std::decay_t<F>;
  FnSpec spec;
  spec.name = std::string(name);
  spec.data = new Fn(std::move(f));
  spec.destroy = [](void* p) { delete static_cast<Fn*>(p); };
  spec.fn = [](void* data, VMState* st, Slot* args, std::size_t nargs, Slot* out) {
    return Binder<Fn, R, A...>::invoke(*static_cast<Fn*>(data), st, args, nargs, out);
  };
  spec.max_args = static_cast<int>(sizeof...(A));
  spec.min_args = spec.max_args - trailing_optionals<A...>();
  return spec;
}

// Signature of a callable: plain functions, member functions, lambdas.
template <class T> struct Sig : Sig<decltype(&T::operator())> {};
template <class R, class... A> struct Sig<R (*)(A...)> { template <class F> static FnSpec spec(std::string_view n, F&& f) { return make_spec<F, R, A...>(n, std::forward<F>(f)); } };
template <class R, class... A> struct Sig<R(A...)> : Sig<R (*)(A...)> {};
template <class R, class C, class... A> struct Sig<R (C::*)(A...) const> : Sig<R (*)(A...)> {};
template <class R, class C, class... A> struct Sig<R (C::*)(A...)> : Sig<R (*)(A...)> {};
template <class R, class C, class... A> struct Sig<R (C::*)(A...) const noexcept> : Sig<R (*)(A...)> {};
template <class R, class C, class... A> struct Sig<R (C::*)(A...) noexcept> : Sig<R (*)(A...)> {};
template <class R, class... A> struct Sig<R (*)(A...) noexcept> : Sig<R (*)(A...)> {};

template <class F> FnSpec function_spec(std::string_view name, F&& f) {
  return Sig<std::remove_pointer_t<std::decay_t<F>>>::spec(name, std::forward<F>(f));
}
template <class R, class... A> FnSpec function_spec(std::string_view name, R (*f)(A...)) {
  return make_spec<R (*)(A...), R, A...>(name, f);
}

// Member functions as methods: self (C&) becomes the first parameter.
template <class C, class R, class... A> FnSpec method_spec(std::string_view name, R (C::*m)(A...)) {
  return make_spec<std::function<R(C&, A...)>, R, C&, A...>(name, std::function<R(C&, A...)>([m](C& self, A... a) -> R { return (self.*m)(std::forward<A>(a)...); }));
}
template <class C, class R, class... A> FnSpec method_spec(std::string_view name, R (C::*m)(A...) const) {
  return make_spec<std::function<R(C&, A...)>, R, C&, A...>(name, std::function<R(C&, A...)>([m](C& self, A... a) -> R { return (self.*m)(std::forward<A>(a)...); }));
}
template <class C, class F> FnSpec method_spec(std::string_view name, F&& f) { return function_spec(name, std::forward<F>(f)); }

}  // namespace detail
inline namespace api {

// ---- binding builders ----------------------------------------------------------

// A C++ class exposed to Python (VM::class_ / Module::class_). Instances are
// Python objects owning a C++ C, destroyed when collected (or with the VM).
// Methods and properties take the object as C& (member functions or
// callables whose first parameter is C&).
template <class C> class Class {
 public:
  Class(detail::VMState* st, Value type) : st_(st), type_(std::move(type)) {}
  // The constructor C(A...): Python calls Name(a, ...); param_names as
  // for VM::def. Call it again for overloads: Name(...) runs the first one
  // (in the order added) whose parameter count fits the call and whose
  // arguments all convert (an int converts to double, so add an int64_t
  // overload before a double one), else raises TypeError listing them.
  // Choosing converts the arguments once more than a single constructor
  // does (a generator argument is consumed by the first try).
  template <class... A> Class& init(std::vector<std::string> param_names = {}) {
    detail::FnSpec spec = make_init<A...>();
    spec.names = std::move(param_names);
    detail::add_init(st_, detail::type_key<C>(), std::move(spec));
    return *this;
  }
  // A method: a member function or a callable taking C& first; param_names
  // (self left out) as for VM::def.
  template <class F> Class& def(std::string_view name, F&& f, std::vector<std::string> param_names = {}) {
    detail::FnSpec spec = detail::method_spec<C>(name, std::forward<F>(f));
    spec.names = std::move(param_names);
    detail::add_method(st_, detail::type_key<C>(), std::move(spec));
    return *this;
  }
  // A property read with getter (C& → T, or a member function) and, when
  // given, written with setter ((C&, T) → void).
  template <class G> Class& property(std::string_view name, G&& getter) {
    detail::add_property(st_, detail::type_key<C>(), name, detail::method_spec<C>(name, std::forward<G>(getter)), nullptr);
    return *this;
  }
  template <class G, class S> Class& property(std::string_view name, G&& getter, S&& setter) {
    detail::FnSpec set = detail::method_spec<C>(name, std::forward<S>(setter));
    detail::add_property(st_, detail::type_key<C>(), name, detail::method_spec<C>(name, std::forward<G>(getter)), &set);
    return *this;
  }
  // A data member as a read-write property.
  template <class T> Class& field(std::string_view name, T C::*member) {
    return property(name, [member](C& self) -> T { return self.*member; },
                    [member](C& self, T v) { self.*member = std::move(v); });
  }
  const Value& type() const noexcept { return type_; }

 private:
  template <class... A> detail::FnSpec make_init() {
    using Fn = std::function<bool(detail::VMState*, detail::Slot*, std::size_t, detail::Slot*)>;
    Fn f = [](detail::VMState* st, detail::Slot* args, std::size_t nargs, detail::Slot* out) -> bool {
      C* created = nullptr;
      auto make = [&created](A... a) { created = new C(std::forward<A>(a)...); };
      if (!detail::Binder<decltype(make), void, A...>::invoke(make, st, args, nargs, out)) return false;
      detail::new_instance(st, detail::type_key<C>(), created, [](void* p) { delete static_cast<C*>(p); }, out);
      return true;
    };
    detail::FnSpec spec;
    spec.name = "__init__";
    spec.data = new Fn(std::move(f));
    spec.destroy = [](void* p) { delete static_cast<Fn*>(p); };
    spec.fn = [](void* data, detail::VMState* st, detail::Slot* args, std::size_t nargs, detail::Slot* out) {
      return (*static_cast<Fn*>(data))(st, args, nargs, out);
    };
    spec.max_args = static_cast<int>(sizeof...(A));
    spec.min_args = spec.max_args - detail::trailing_optionals<A...>();
    spec.accepts = detail::ArgProbe<A...>::accepts;
    spec.param_types = detail::ArgProbe<A...>::param_types;
    return spec;
  }
  detail::VMState* st_;
  Value type_;
};

// A native module (VM::module): functions, constants and classes, importable
// by scripts with `import name` once defined.
class Module {
 public:
  Module(detail::VMState* st, Value module) : st_(st), module_(std::move(module)) {}
  // As VM::def (param_names likewise), as an attribute of the module.
  template <class F> Module& def(std::string_view name, F&& f, std::vector<std::string> param_names = {}) {
    Value fn = Value::make(st_);
    detail::FnSpec spec = detail::function_spec(name, std::forward<F>(f));
    spec.names = std::move(param_names);
    detail::make_function(st_, std::move(spec), fn.slot());
    module_.set_attr(name, fn);
    return *this;
  }
  template <class T> Module& set(std::string_view name, const T& v) {
    module_.set_attr(name, v);
    return *this;
  }
  template <class C> Class<C> class_(std::string_view name);
  const Value& value() const noexcept { return module_; }
 private:
  detail::VMState* st_;
  Value module_;
};

// ---- the VM ------------------------------------------------------------------

// One interpreter with its own heap, modules and builtins. Not copyable;
// movable. Destroying it frees every Python object (bound C++ objects are
// destroyed) and the data of bound functions; Values still held become
// dead handles (see Value).
class VM {
 public:
  explicit VM(Options options = {});
  ~VM();
  VM(const VM&) = delete;
  VM& operator=(const VM&) = delete;
  VM(VM&& o) noexcept : st_(o.st_) { o.st_ = nullptr; }
  VM& operator=(VM&& o) noexcept;

  // Runs statements in __main__ (filename shows in tracebacks; source lines
  // are shown for names other than "<string>"). Never throws tpy::Error.
  Result exec(std::string_view source, std::string_view filename = "<embed>");
  // Reads and runs a file in __main__ (__file__ set); OSError when unreadable.
  Result exec_file(const std::string& path);
  // Evaluates one expression in __main__'s namespace.
  Result eval(std::string_view expression);
  // import name (dotted names give the leaf module, like importlib.import_module).
  Result import(std::string_view name);

  // __main__'s globals: get (throws tpy::Error(NameError) when unset) and set.
  Value get(std::string_view name);
  template <class T> void set(std::string_view name, const T& v) { globals().set_item(name, v); }
  Value globals();   // the dict
  Value builtins();  // the builtins namespace dict
  template <class T> Value value(const T& v) { return Value::from(*this, v); }
  Value none();

  // An ndarray over host memory, no copy: element (i, j, ...) at data +
  // i*strides[0] + j*strides[1] + ... (bytes; empty strides = C order).
  // `release` runs exactly once, on the VM's thread, when the array and all
  // its views are collected or when the VM is destroyed; until then the
  // memory must stay valid. It must not throw or call into the VM. Throws
  // tpy::Error(ValueError) for a bad layout (release is then not called).
  Value array(void* data, DType dtype, std::vector<std::int64_t> shape,
              std::vector<std::int64_t> strides_bytes = {}, std::function<void()> release = {},
              bool writable = true);
  template <class T> Value array(T* data, std::vector<std::int64_t> shape,
                                 std::vector<std::int64_t> strides_bytes = {},
                                 std::function<void()> release = {}) {
    return array(const_cast<std::remove_const_t<T>*>(data), DTypeOf<std::remove_const_t<T>>::value,
                 std::move(shape), std::move(strides_bytes), std::move(release), !std::is_const_v<T>);
  }

  // sys.argv / sys.path (replaces the lists).
  void set_argv(const std::vector<std::string>& argv);
  void set_path(const std::vector<std::string>& path);

  // Binds a C++ callable as a built-in function visible from every module.
  // Arguments convert with tpy::Convert; a wrong count or type raises
  // TypeError in Python; trailing std::optional parameters may be omitted.
  // With param_names (one per parameter: vm.def("clamp", fn, {"x", "lo",
  // "hi"})) scripts may pass any argument by keyword, and optional
  // parameters may be left out anywhere; CPython's TypeErrors for unknown,
  // repeated and missing arguments. Throws std::invalid_argument when the
  // names do not match the parameters (count, duplicates).
  template <class F> void def(std::string_view name, F&& f, std::vector<std::string> param_names = {}) {
    Value fn = Value::make(st_);
    detail::FnSpec spec = detail::function_spec(name, std::forward<F>(f));
    spec.names = std::move(param_names);
    detail::make_function(st_, std::move(spec), fn.slot());
    builtins().set_item(name, fn);
  }
  // A new native module registered in sys.modules (scripts `import name`).
  Module module(std::string_view name);
  // A C++ class as a Python class in builtins (each C++ type once per VM).
  template <class C> Class<C> class_(std::string_view name);

  // Limits (see Options); take effect at the next top-level run.
  void set_time_limit(double seconds);
  void set_memory_limit(std::size_t bytes);
  // Stops the running script with KeyboardInterrupt (catchable) at its next
  // loop iteration or call. Safe from any thread; no effect when idle.
  void interrupt() noexcept;
  std::size_t collect();        // full collection; returns objects freed
  std::size_t live_objects();   // objects on the heap now

  detail::VMState* state() const noexcept { return st_; }

 private:
  detail::VMState* st_;
};

// ---- template definitions ---------------------------------------------------------

}  // namespace api
namespace detail {
[[noreturn]] void throw_pending(VMState* st);  // throws the pending exception as tpy::Error
inline void check_ok(VMState* st, bool ok) { if (!ok) throw_pending(st); }
}  // namespace detail
inline namespace api {

template <class T> Value Value::from(VM& vm, const T& v) {
  Value r = make(vm.state());
  detail::check_ok(vm.state(), detail::to_python(vm.state(), v, r.slot()));
  return r;
}

template <class T> T Value::as() const {
  check();
  using D = std::remove_cv_t<std::remove_reference_t<T>>;
  if constexpr (detail::IsBound<D>::value) {
    D* p = static_cast<D*>(detail::instance_ptr(slot_, detail::type_key<D>()));
    if (!p) {
      detail::raise(st_, "TypeError", "expected " + detail::class_display_name<D>(st_) + ", got " + type_name());
      detail::throw_pending(st_);
    }
    return *p;
  } else {
    static_assert(!std::is_reference_v<T>, "tpy: as<T&>() is for bound classes only");
    T out{};
    if (!Convert<T>::from(st_, slot_, out)) {
      if (!detail::error_pending(st_))
        detail::raise(st_, "TypeError", "expected " + Convert<T>::name() + ", got " + type_name());
      detail::throw_pending(st_);
    }
    return out;
  }
}

template <class T> bool Value::is() const {
  check();
  using D = std::remove_cv_t<std::remove_reference_t<T>>;
  if constexpr (detail::IsBound<D>::value) {
    return detail::instance_ptr(slot_, detail::type_key<D>()) != nullptr;
  } else {
    T out{};
    bool ok = Convert<T>::from(st_, slot_, out);
    if (!ok && detail::error_pending(st_)) { detail::ErrorData d; detail::take_error(st_, d, nullptr); }
    return ok;
  }
}

template <class T> void Value::set_attr(std::string_view name, const T& v) const {
  check();
  Value tmp = make(st_);
  detail::check_ok(st_, detail::to_python(st_, v, tmp.slot()));
  detail::check_ok(st_, detail::set_attr(st_, slot_, name, tmp.slot()));
}

template <class K> Value Value::item(const K& key) const {
  check();
  Value k = make(st_), r = make(st_);
  detail::check_ok(st_, detail::to_python(st_, key, k.slot()));
  detail::check_ok(st_, detail::get_item(st_, slot_, k.slot(), r.slot()));
  return r;
}

template <class K, class T> void Value::set_item(const K& key, const T& v) const {
  check();
  Value k = make(st_), x = make(st_);
  detail::check_ok(st_, detail::to_python(st_, key, k.slot()));
  detail::check_ok(st_, detail::to_python(st_, v, x.slot()));
  detail::check_ok(st_, detail::set_item(st_, slot_, k.slot(), x.slot()));
}

}  // namespace api
namespace detail {
template <class T> struct IsKw : std::false_type {};
template <class T> struct IsKw<Kw<T>> : std::true_type {};
}  // namespace detail
inline namespace api {

template <class... A> Value Value::operator()(A&&... args) const {
  check();
  std::vector<Value> pos, kwv;
  std::vector<std::string_view> names;
  bool ok = true;
  auto add = [&](auto&& a) {
    using T = std::decay_t<decltype(a)>;
    Value v = make(st_);
    if constexpr (detail::IsKw<T>::value) {
      ok = ok && detail::to_python(st_, a.value, v.slot());
      names.push_back(a.name);
      kwv.push_back(std::move(v));
    } else {
      if (!names.empty()) throw std::invalid_argument("tpy: positional argument after a keyword argument");
      ok = ok && detail::to_python(st_, a, v.slot());
      pos.push_back(std::move(v));
    }
  };
  (add(std::forward<A>(args)), ...);
  (void)add;  // unused when called with no arguments
  detail::check_ok(st_, ok);
  std::vector<const detail::Slot*> slots;
  for (auto& v : pos) slots.push_back(v.slot());
  for (auto& v : kwv) slots.push_back(v.slot());
  Value r = make(st_);
  detail::check_ok(st_, detail::call(st_, slot_, slots.data(), pos.size(), names.data(), names.size(), r.slot()));
  return r;
}

template <class R, class... A> R Function::call(const A&... args) {
  fn_.check();
  detail::VMState* st = fn_.state();
  if (buf_.size() < sizeof...(A) + 1) {
    buf_.clear();
    for (std::size_t i = 0; i < sizeof...(A) + 1; i++) buf_.push_back(Value::make(st));
  }
  const detail::Slot* slots[sizeof...(A) + 1];
  std::size_t i = 0;
  bool ok = true;
  ((ok = ok && detail::to_python(st, args, buf_[i].slot()), slots[i] = buf_[i].slot(), i++), ...);
  detail::check_ok(st, ok);
  Value& r = buf_[sizeof...(A)];
  detail::check_ok(st, detail::call(st, fn_.slot(), slots, sizeof...(A), nullptr, 0, r.slot()));
  if constexpr (std::is_same_v<R, Value>) return Value(r);
  else if constexpr (std::is_void_v<R>) return;
  else return r.as<R>();
}

template <class T> Span<T> ArrayView::span() const {
  using D = std::remove_const_t<T>;
  if (dtype() != DTypeOf<D>::value)
    fail("TypeError", std::string("array of dtype ") + dtype_name(dtype()) + " read as " + dtype_name(DTypeOf<D>::value));
  if (!c_contiguous()) fail("ValueError", "array is not C-contiguous");
  if (!std::is_const_v<T> && !writable()) fail("ValueError", "array is read-only (read it as a span of const T)");
  return Span<T>{static_cast<T*>(data()), static_cast<std::size_t>(size())};
}

template <class C> Class<C> VM::class_(std::string_view name) {
  Value t = Value::make(st_);
  detail::check_ok(st_, detail::make_class(st_, name, detail::type_key<C>(), t.slot()));
  builtins().set_item(name, t);
  return Class<C>(st_, std::move(t));
}

template <class C> Class<C> Module::class_(std::string_view name) {
  Value t = Value::make(st_);
  detail::check_ok(st_, detail::make_class(st_, name, detail::type_key<C>(), t.slot()));
  module_.set_attr(name, t);
  return Class<C>(st_, std::move(t));
}

}  // namespace api
}  // namespace tpy

#endif  // TPY_EMBED_CORE_ONLY
