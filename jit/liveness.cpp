// liveness.cpp — which interpreter registers a code may still read: for
// each instruction, the registers some path from it reads before writing
// them. A loop trace carries only the locals live at its head (record.cpp,
// close_loop): a value dead there holds no register across the back-edge
// and no exit writes it back.
//
// Backward dataflow over the bytecode to a fixed point:
//   live(pc) = reads(pc) ∪ (live(pc + 1) − writes(pc)) ∪ live(jump target)
//              ∪ (live(handler of every exception-table row covering pc)
//                 − the row's exception register, which the unwinder writes)
// Writes kill only on the fall-through edge (FOR_ITER writes its target
// register only when it does not jump). An instruction whose registers its
// operands do not all name reads every register, and so does every
// instruction of a code that names a built-in reading the frame behind the
// bytecode's back (locals, vars, dir, eval, exec, super, breakpoint).
#include "jit/trace.h"
#include "vm/bytecode.h"
#include "vm/object.h"

namespace tpy::jit {

namespace {

struct Effects {
  struct Range { uint32_t first, n; };
  Range reads[4];
  int nreads = 0;
  Range writes[2];
  int nwrites = 0;
  bool all = false;            // reads every register
  bool falls = true;           // goes on to pc + 1
  int64_t target = -1;         // also jumps here
  void read(uint32_t r, uint32_t n = 1) { reads[nreads++] = {r, n}; }
  void write(uint32_t r, uint32_t n = 1) { writes[nwrites++] = {r, n}; }
};

Effects effects_of(const Instr& in) {
  Effects e;
  switch (in.op) {
    case Op::NOP: break;
    case Op::LOAD_CONST: case Op::LOAD_GLOBAL: case Op::LOAD_NAME: case Op::LOAD_BUILD_CLASS:
    case Op::LOAD_ASSERTION_ERROR:
      e.write(in.a);
      break;
    case Op::MOVE: case Op::LOAD_DEREF: case Op::LOAD_ATTR: case Op::UNARY_NEGATIVE: case Op::UNARY_POSITIVE:
    case Op::UNARY_INVERT: case Op::UNARY_NOT: case Op::TO_BOOL: case Op::GET_ITER: case Op::LIST_TO_TUPLE:
    case Op::MATCH_SEQUENCE: case Op::MATCH_MAPPING: case Op::GET_LEN:
      e.read(in.b);
      e.write(in.a);
      break;
    case Op::CHECK_LOCAL: case Op::STORE_GLOBAL: case Op::STORE_NAME: case Op::DELETE_ATTR: case Op::DELETE_DEREF:
    case Op::POP_EXCEPT:
      e.read(in.a);
      break;
    case Op::DELETE_FAST: case Op::MAKE_CELL:
      e.read(in.a);
      e.write(in.a);
      break;
    case Op::DELETE_GLOBAL: case Op::DELETE_NAME: break;
    case Op::STORE_DEREF: case Op::LIST_APPEND: case Op::SET_ADD: case Op::SET_UPDATE: case Op::DICT_UPDATE:
    case Op::DELETE_SUBSCR:
      e.read(in.a);
      e.read(in.b);
      break;
    case Op::STORE_ATTR:
      e.read(in.a);
      e.read(in.c);
      break;
    case Op::LOAD_METHOD:
      e.read(in.b);
      e.write(in.a, 2);
      break;
    case Op::BINARY_SUBSCR: case Op::BINARY_OP: case Op::COMPARE_OP: case Op::IS_OP: case Op::CONTAINS_OP:
    case Op::CHECK_EXC_MATCH: case Op::MATCH_KEYS: case Op::COPY_DICT_WITHOUT_KEYS:
    case Op::FORMAT_VALUE:   // FORMAT_VALUE's r[c] (the spec) only with x & 4: kept live
      e.read(in.b);
      e.read(in.c);
      e.write(in.a);
      break;
    case Op::STORE_SUBSCR: case Op::MAP_ADD: case Op::DICT_MERGE:   // DICT_MERGE also rewrites r[b]: kept live
      e.read(in.a);
      e.read(in.b);
      e.read(in.c);
      break;
    case Op::LIST_EXTEND:
      e.read(in.a);
      e.read(in.b);
      e.read(in.c);   // the callee, when building call arguments
      break;
    case Op::MATCH_CLASS:
      e.read(in.b);
      e.read(in.c, 2);
      e.write(in.a);
      break;
    case Op::BUILD_SLICE:
      e.read(in.b, in.x);
      e.write(in.a);
      break;
    case Op::JUMP: case Op::JUMP_BACKWARD:
      e.falls = false;
      e.target = in.target();
      break;
    case Op::POP_JUMP_IF_FALSE: case Op::POP_JUMP_IF_TRUE: case Op::JUMP_IF_NOT_UNDEF: case Op::POP_JUMP_IF_NONE:
    case Op::POP_JUMP_IF_NOT_NONE:
      e.read(in.a);
      e.target = in.target();
      break;
    case Op::FOR_ITER:
      e.read(in.a);
      e.write(in.b);
      e.target = in.target();
      break;
    case Op::RETURN_VALUE: case Op::RERAISE:
      e.read(in.a);
      e.falls = false;
      break;
    case Op::RAISE_VARARGS:
      e.read(in.a);
      e.read(in.b);
      e.falls = false;
      break;
    case Op::CALL: case Op::CALL_KW:
      e.read(in.a, in.b + 1u);
      e.write(in.a);
      break;
    case Op::CALL_METHOD: case Op::CALL_METHOD_KW:
      e.read(in.a, in.b + 2u);
      e.write(in.a);
      break;
    case Op::CALL_FUNCTION_EX:
      e.read(in.a, 3);
      e.write(in.a);
      break;
    case Op::MAKE_FUNCTION:
      e.read(in.c, 4);
      e.write(in.a);
      break;
    case Op::BUILD_TUPLE: case Op::BUILD_LIST: case Op::BUILD_SET: case Op::BUILD_STRING:
      e.read(in.b, in.c);
      e.write(in.a);
      break;
    case Op::BUILD_MAP:
      e.read(in.b, 2u * in.c);
      e.write(in.a);
      break;
    case Op::UNPACK_SEQUENCE:
      e.read(in.a);
      e.write(in.b, in.c);
      break;
    case Op::UNPACK_EX:
      e.read(in.a);
      e.write(in.b, in.x + 1u + in.c);
      break;
    case Op::PUSH_EXC_INFO:
      e.read(in.a);
      e.write(in.b);
      break;
    default:   // the rest (with, yield, imports, except*, ...): every register
      e.all = true;
      break;
  }
  return e;
}

// Built-ins that read a frame's registers by name.
bool reads_frame(const Code* code) {
  static const char* const kNames[] = {"locals", "vars", "dir", "eval", "exec", "super", "breakpoint"};
  for (const Str* n : code->names)
    for (const char* k : kNames)
      if (n->text() == k) return true;
  return false;
}

void compute(Code* code) {
  const size_t n = code->code.size();
  const uint32_t nregs = (uint32_t)code->nregs;
  const size_t words = (nregs + 63) / 64;
  std::vector<uint64_t>& live = code->jit_live;
  live.assign(std::max<size_t>(n * words, 1), 0);
  if (reads_frame(code)) {   // everything live everywhere
    std::fill(live.begin(), live.end(), ~0ull);
    return;
  }
  std::vector<Effects> fx(n);
  for (size_t pc = 0; pc < n; pc++) fx[pc] = effects_of(code->code[pc]);
  std::vector<uint64_t> next(words), kill(words);
  for (bool changed = true; changed;) {
    changed = false;
    for (size_t pc = n; pc-- > 0;) {
      const Effects& e = fx[pc];
      std::fill(next.begin(), next.end(), 0);
      if (e.all) {
        std::fill(next.begin(), next.end(), ~0ull);
      } else {
        if (e.falls && pc + 1 < n) {
          std::fill(kill.begin(), kill.end(), 0);
          for (int w = 0; w < e.nwrites; w++)
            for (uint32_t r = e.writes[w].first; r < e.writes[w].first + e.writes[w].n && r < nregs; r++)
              kill[r / 64] |= 1ull << (r % 64);
          for (size_t w = 0; w < words; w++) next[w] |= live[(pc + 1) * words + w] & ~kill[w];
        }
        if (e.target >= 0 && (size_t)e.target < n)
          for (size_t w = 0; w < words; w++) next[w] |= live[(size_t)e.target * words + w];
        for (const ExcEntry& x : code->exc_table) {
          if (pc < x.start || pc >= x.end || x.handler >= n) continue;
          // The unwinder writes the row's register before the handler runs.
          for (size_t w = 0; w < words; w++)
            next[w] |= live[(size_t)x.handler * words + w] & ~(x.exc_reg / 64 == w ? 1ull << (x.exc_reg % 64) : 0);
        }
        for (int k = 0; k < e.nreads; k++)
          for (uint32_t r = e.reads[k].first; r < e.reads[k].first + e.reads[k].n && r < nregs; r++)
            next[r / 64] |= 1ull << (r % 64);
      }
      for (size_t w = 0; w < words; w++) {
        if (live[pc * words + w] != next[w]) {
          live[pc * words + w] = next[w];
          changed = true;
        }
      }
    }
  }
}

}  // namespace

bool reg_live(Code* code, uint32_t pc, uint32_t reg) {
  const size_t words = ((size_t)code->nregs + 63) / 64;
  if (code->jit_live.size() != std::max<size_t>(code->code.size() * words, 1)) compute(code);   // first use, or the code grew (REPL)
  if (pc >= code->code.size() || reg >= (uint32_t)code->nregs) return true;
  return code->jit_live[pc * words + reg / 64] >> (reg % 64) & 1;
}

}  // namespace tpy::jit
