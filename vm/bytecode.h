// bytecode.h — instructions and code objects: what the compiler produces and
// the interpreter runs. The opcode list is vm/opcodes.def; the disassembler
// (--dump-bytecode) is vm/disasm.cpp.
#pragma once
#include <cstdint>
#include <memory>
#include <string>
#include <vector>
#include "vm/object.h"

namespace tpy {

enum class Op : uint8_t {
#define TPY_OP(name, doc) name,
#include "vm/opcodes.def"
#undef TPY_OP
};
extern const char* const kOpNames[];

// Fixed-width 8-byte instruction; see opcodes.def for operand meanings.
struct Instr {
  Op op;
  uint8_t x = 0;
  uint16_t a = 0, b = 0, c = 0;
  uint32_t target() const { return uint32_t(c) | (uint32_t(x) << 16); }
  void set_target(uint32_t t) { c = uint16_t(t & 0xffff); x = uint8_t(t >> 16); }
};
static_assert(sizeof(Instr) == 8);

constexpr int kInplaceOffset = 16;   // BINARY_OP x for augmented assignment
constexpr uint32_t kMaxJumpTarget = 0xffffff;

// What an inline cache remembers about one LOAD_ATTR / STORE_ATTR /
// LOAD_METHOD / LOAD_GLOBAL / JUMP_BACKWARD instruction (Code::icache, indexed like code).
// Entries keyed by types or shapes are valid while `epoch` equals
// vm.type_epoch, which moves whenever any class changes and at every
// collection (a freed type's or shape's address may be reused). Entries
// that name a dict entry check that the entry still holds the name.
enum class IcKind : uint8_t {
  Empty,
  Slot,        // LOAD/STORE_ATTR: instance of `type` with `shape`: slots[index]
  AddSlot,     // STORE_ATTR: instance of `type` with `shape` gains the attribute: becomes `shape2`, slot `index`
  ClassValue,  // LOAD_ATTR: instance of `type` with `shape`: the class attribute `value` (no binding)
  ModuleEntry, // LOAD_ATTR: module `obj`'s dict entry `index`
  Method,      // LOAD_METHOD: object of `type` (instance with `shape`, or a layout without attributes): `value`
  Global,      // LOAD_GLOBAL: globals entry `index`
  Builtin,     // LOAD_GLOBAL: absent from `obj` (the globals) while its version is `version`: builtins entry `index`
  // JUMP_BACKWARD (jit/jit.h): `index` counts back-edges while Empty, `version` counts recording
  // aborts, `epoch` the milder ones (the recorded iteration left the loop).
  Loop,            // `obj` is the compiled trace of this loop
  LoopBlacklisted, // recording failed maxabort times: stays interpreted
};
struct InlineCache {
  IcKind kind = IcKind::Empty;
  int32_t index = 0;
  uint64_t epoch = 0;
  uint64_t version = 0;
  const void* obj = nullptr;    // type, module or globals dict
  const void* shape = nullptr;
  const void* shape2 = nullptr;
  Value value;
};

// Source span of one instruction (CPython's co_positions).
struct Position {
  int32_t line = 0, end_line = 0;
  int32_t col = -1, end_col = -1;    // UTF-8 byte columns, -1 when unknown
};

// Exception table row: an exception raised at pc in [start, end) jumps to
// `handler` (the innermost matching row comes first).
struct ExcEntry {
  uint32_t start, end, handler;
  uint16_t exc_reg;   // register that receives the exception
};

enum CodeFlags : uint32_t {
  kCodeVarargs = 1,       // has *args (in register argcount + kwonlycount)
  kCodeVarkw = 2,         // has **kwargs (register after *args, or after kwonly args)
  kCodeGenerator = 4,     // calling returns a generator
  kCodeClassBody = 8,     // names resolve through the frame's namespace dict
  kCodeModule = 16,       // module top level: globals are the namespace
  kCodeNested = 32,       // defined inside a function (qualname has <locals>)
  kCodeUsesNames = 64,    // uses LOAD_NAME/STORE_NAME (exec with locals, class bodies)
};

// A compiled function body, module or class body. Registers: parameters
// first (positional, keyword-only, *args, **kwargs — CPython's co_varnames
// order), then other locals, then temporaries; nregs covers them all.
// Layout the compiler guarantees: free variables are the last
// freenames.size() locals (varnames ends with freenames, in closure order;
// COPY_FREE_VARS fills them); captured locals (cellnames) keep their own
// register, which MAKE_CELL turns into a Cell. A class body has no local
// variables: its registers are the `__class__` cell (when a method uses
// super/__class__), then its free variables.
struct Code : Object {
  std::vector<Instr> code;
  std::vector<Position> positions;     // parallel to code
  std::vector<Value> consts;
  std::vector<Str*> names;             // globals, attributes, imported names
  std::vector<Str*> varnames;          // names of the first nlocals registers
  std::vector<Str*> cellnames;         // locals captured by inner functions (for messages)
  std::vector<Str*> freenames;         // the closure's variables, in closure order
  std::vector<ExcEntry> exc_table;
  std::vector<InlineCache> icache;     // parallel to code, sized on first run (vm/interp.cpp)
  uint32_t flags = 0;
  int argcount = 0;        // positional parameters (incl. positional-only)
  int posonlycount = 0;
  int kwonlycount = 0;
  int nlocals = 0;
  int nregs = 0;
  int firstlineno = 0;
  // The JIT's function trace of this code (jit/README.md), and the calls
  // counted towards recording one (negative: given up).
  void* jit_func = nullptr;
  int32_t jit_calls = 0;
  int32_t jit_aborts = 0;
  // A generator's resume trace (from the resume point after one yield to
  // the next yield), and the resumes counted towards recording one.
  void* jit_gen = nullptr;
  uint32_t jit_gen_pc = 0;   // where it starts
  int32_t jit_resumes = 0;
  int32_t jit_gen_aborts = 0;
  // The JIT's register liveness (jit/liveness.cpp), a bit per register per
  // instruction; made on first use.
  std::vector<uint64_t> jit_live;
  Value doc;               // the docstring (unbound when absent)
  std::shared_ptr<const std::string> source;  // the file's text for traceback lines (null for -c/stdin)
  Str* name;
  Str* qualname;
  Str* filename;
  Code(TypeObject* t, Str* n, Str* q, Str* f) : Object(t), name(n), qualname(q), filename(f) {}
  void trace(Tracer& tr) override;
};

}  // namespace tpy
