// disasm.h — a readable listing of bytecode (--dump-bytecode), in the
// spirit of CPython's `dis`. Entry point: disassemble. kOpNames (declared in
// vm/bytecode.h) is defined in disasm.cpp from vm/opcodes.def.
#pragma once
#include <string>
#include "vm/bytecode.h"

namespace tpy {

// Lists `code` and, after it, every code object among its constants
// (recursively): a header (name, flags, registers, names of locals, cells and
// free variables), one line per instruction
//   `  line  pc  OPNAME  operands  (resolved names / constants / targets)`
// and the exception table. Needs no VM: constants are printed from their
// tags and layouts. Allocates nothing on the VM heap.
std::string disassemble(const Code* code);

// repr() of a constant as the listing shows it (str, bytes, numbers, None,
// bools, Ellipsis, tuples of those, code objects).
std::string const_repr(const Value& v);

}  // namespace tpy
