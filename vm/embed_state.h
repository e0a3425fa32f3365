// embed_state.h — what stands behind tpy::detail::VMState: the engine, the
// cells that root host handles, bound functions and classes, the output
// callbacks and the time-limit watchdog. Private to vm/embed_*.cpp and
// builtins/numpy/np_embed.cpp (the core's array functions; hosts
// see only vm/tpy.h). embed_core.cpp: values, running, errors, limits;
// embed_bind.cpp: functions, modules, classes, host streams.
#pragma once
#define TPY_EMBED_CORE_ONLY
#include "vm/tpy.h"
#undef TPY_EMBED_CORE_ONLY
#include <chrono>
#include <condition_variable>
#include <mutex>
#include <thread>
#include "vm/vm.h"

namespace tpy::detail {

// A bound C++ callable. `def` comes first so the CallArgs::def the call
// machinery hands to host_fn_entry converts back to the HostFn (standard
// layout: the first member shares the struct's address).
struct HostFnBody;
struct HostFn {
  NativeDef def;
  HostFnBody* body;
};
struct HostFnBody {
  VMState* st;
  FnSpec spec;
  bool is_method = false;   // self is args[0]; messages do not count it
  HostFn fn;
};

struct HostClass {
  const void* key;
  TypeObject* type;
  std::vector<HostFnBody*> inits;  // constructor overloads, in the order added
};

// An instance of a bound class: owns a C++ object.
struct HostObject : Object {
  void* ptr;
  DataDtor dtor;
  const void* key;
  HostObject(TypeObject* t, void* p, DataDtor d, const void* k) : Object(t), ptr(p), dtor(d), key(k) {}
  ~HostObject() override { if (dtor) dtor(ptr); }
};

struct VMState {
  std::unique_ptr<tpy::VM> vm;  // null after vm_destroy
  long refs = 1;                 // the tpy::VM plus one per live slot
  static constexpr size_t kChunk = 256;
  std::vector<std::unique_ptr<tpy::Value[]>> chunks;  // stable cells, each in vm->extra_roots
  std::vector<tpy::Value*> free_cells;
  Module* main = nullptr;        // __main__ (rooted by a kept cell)
  std::vector<std::unique_ptr<HostFnBody>> fns;
  std::vector<std::unique_ptr<HostClass>> classes;
  const HostFnBody* calling = nullptr;  // the bound function running now (messages)
  Options options;
  int entry_depth = 0;            // nesting of host→VM calls (the outermost arms the time limit)
  // The watchdog: sets kInterruptTimeout when an armed deadline passes.
  std::thread watchdog;
  std::mutex mu;
  std::condition_variable cv;
  bool stop = false, armed = false;
  std::chrono::steady_clock::time_point deadline;

  HostClass* find_class(const void* key) {
    for (auto& c : classes) if (c->key == key) return c.get();
    return nullptr;
  }
  HostClass* find_class(const TypeObject* t) {
    for (auto& c : classes) if (c->type == t) return c.get();
    return nullptr;
  }
};

inline tpy::Value& cell(Slot* s) { return *reinterpret_cast<tpy::Value*>(s); }
inline const tpy::Value& cell(const Slot* s) { return *reinterpret_cast<const tpy::Value*>(s); }
inline Slot* as_slot(tpy::Value* v) { return reinterpret_cast<Slot*>(v); }
inline VMState* state_of(tpy::VM& vm) { return static_cast<VMState*>(vm.host); }

// Brackets every core call that may run Python code: the outermost arms
// the time limit and, on the way out, clears interrupts and collects.
class Entry {
 public:
  explicit Entry(VMState* st);
  ~Entry();
 private:
  VMState* st_;
};

tpy::Value* keep_cell(VMState* st, tpy::Value v);  // a rooted cell for the VM's lifetime
void install_streams(VMState* st);                  // embed_bind.cpp: sys.std* → host callbacks
void destroy_bindings(VMState* st);                 // embed_bind.cpp: frees bound functions' data

}  // namespace tpy::detail
