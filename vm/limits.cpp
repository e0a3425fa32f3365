// limits.cpp — what the interpreter raises when its interrupt bits are set
// (Ctrl-C, a host's interrupt(), a spent time budget, the memory cap, an
// allocation that failed where it could not raise), MemoryError and
// RecursionError for C++ code, and the per-object byte estimate the
// collector sums when a memory cap is set.
// The flag itself is polled at the interpreter's existing safepoints
// (vm/interp.cpp); timers that set it live with the embedding API (vm/embed_*.cpp).
#include <sys/resource.h>
#include "vm/dict.h"
#include "vm/str_buffer.h"
#include "vm/vm.h"

namespace tpy {

bool VM::raise_interrupt() {
  // The timeout bit stays set: a script that catches TimeoutError gets it
  // again at its next loop iteration or call, until the host clears it.
  int bits = interrupt_requested.fetch_and(kInterruptTimeout);
  if (bits & kInterruptTimeout) return raise(exc.TimeoutError, "time limit exceeded");
  if (bits & kInterruptMemory) return raise(exc.MemoryError, "memory limit exceeded");
  if (bits & kInterruptNoMemory) return raise_no_memory();
  raise(exc.KeyboardInterrupt, "");
  pending->args = new_tuple();
  return false;
}

size_t VM::address_space_share(size_t want, size_t share) {
  struct rlimit rl;
  if (getrlimit(RLIMIT_AS, &rl) != 0 || rl.rlim_cur == RLIM_INFINITY) return want;
  return std::min<size_t>(want, rl.rlim_cur / share);
}

bool VM::raise_no_memory() {
  interrupt_requested.fetch_and(~kInterruptNoMemory);
  gc_requested = true;   // what the program drops next comes back at the next safepoint
  pending = new_exception(exc.MemoryError, {});
  return false;
}

bool VM::enter_recursion(const char* where) {
  if (depth >= recursion_limit) return raisef(exc.RecursionError, "maximum recursion depth exceeded%s", where);
  depth++;
  return true;
}

size_t VM::object_bytes(Object* o) {
  size_t n = 0;  // the object's own block is counted by the heap's sweep
  switch (o->type->layout) {
    case Layout::Str: n += StrBuffer::held_bytes(static_cast<Str*>(o)); break;
    case Layout::Bytes: n += static_cast<Bytes*>(o)->s.capacity(); break;
    case Layout::List: n += static_cast<List*>(o)->items.capacity() * sizeof(Value); break;
    case Layout::Dict: {
      Dict* d = static_cast<Dict*>(o);
      n += d->entries.capacity() * sizeof(DictEntry) + d->index.capacity() * sizeof(int32_t);
      break;
    }
    case Layout::Set:
    case Layout::FrozenSet: n += static_cast<Set*>(o)->table.capacity() * sizeof(SetSlot); break;
    case Layout::Instance:
    case Layout::Object: n += static_cast<Instance*>(o)->slots.heap_bytes(); break;
    default: break;  // other layouts hold little beyond their own block
  }
  return n;
}

}  // namespace tpy
