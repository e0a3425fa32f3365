// compiler_internal.h — the code generator's state, shared by
// vm/compiler.cpp (entry, code units, constants, functions and classes),
// vm/compile_expr.cpp (expressions) and vm/compile_stmt.cpp (statements,
// control flow, exceptions). Scope analysis is vm/symtable.cpp.
// Not a public header: only the compiler's .cpp files include it.
#pragma once
#include <map>
#include <memory>
#include <string>
#include <unordered_map>
#include <vector>
#include "vm/compiler.h"
#include "vm/symtable.h"
#include "vm/vm.h"

namespace tpy {

// Definite assignment of a function's local registers (CHECK_LOCAL
// elision). `dead` = unreachable: the identity of meet().
struct DefState {
  std::vector<bool> bits;
  bool dead = false;
};

enum class BlockKind : uint8_t {
  Loop,            // break/continue target
  TryExcept,       // try body covered by an except dispatcher
  FinallyTry,      // try body covered by a finally: unwinding runs the finally body inline
  HandlerCleanup,  // inside an except handler / exceptional finally: unwinding does POP_EXCEPT
  NameCleanup,     // body of `except E as name`: unwinding sets name = None and deletes it
  With,            // with body: unwinding calls __exit__(None, None, None)
  StarHandler,     // body of an except* clause: what it raises is collected; break/continue/return may not leave it
};

struct PatternState;

// One entry of the compile-time block stack (CPython's fblock).
struct Block {
  BlockKind kind;
  int continue_label = -1, break_label = -1;   // Loop
  int handler_label = -1;                      // protected blocks: where exceptions go
  int exc_reg = 0;                             // ... and which register receives them
  int range_start = -1;                        // open exception-table range (-1: suspended)
  const std::vector<Node*>* final_body = nullptr;  // FinallyTry
  int prev_reg = 0;                            // HandlerCleanup: POP_EXCEPT operand
  int exit_reg = 0;                            // With
  const Node* name_node = nullptr;             // NameCleanup: the ExceptHandler
};

struct PendingRow {
  uint32_t start, end;
  int label;
  int exc_reg;
};

// One code object being generated.
struct Unit {
  Code* code = nullptr;
  Scope* scope = nullptr;
  Unit* parent = nullptr;
  bool fast_locals = false;     // names live in registers (function-like scopes)
  bool use_names = false;       // *_NAME ops for unqualified names (class bodies, exec, eval)
  std::unordered_map<std::string, int> regs;   // local/cell/free name → register
  int nlocals = 0;
  int next_temp = 0;
  int max_reg = 0;
  std::vector<int> label_pos;
  std::vector<std::pair<uint32_t, int>> fixups;   // (pc, label)
  std::vector<Block> blocks;
  std::vector<PendingRow> rows;
  std::map<std::string, int> const_index;
  std::unordered_map<std::string, int> name_index;
  DefState def;
  int last_bound = -1;         // pc of the most recently bound label
  Position pos;
};

class Compiler {
 public:
  Compiler(VM& vm, CompileMode mode, const std::string& filename, std::string_view source, SyntaxErrorInfo& err);
  Code* compile(const Node* root);

  // ---- errors (first one wins; code generation carries on harmlessly)
  void error(const Node* at, const std::string& msg);
  // "keyword argument repeated: k" for a call's or class statement's keywords.
  void check_repeated_keywords(const std::vector<Node*>& keywords);
  bool failed() const { return failed_; }

  // ---- units, registers, labels, emission (compiler.cpp)
  Unit* u = nullptr;
  Code* new_code(const std::string& name, const std::string& qualname, int firstline, uint32_t flags);
  void enter_unit(Unit& unit, Scope* scope, Code* code);
  Code* finish_unit();
  int temp();
  int temps(int n);
  int mark() const { return u->next_temp; }
  void release(int m) { u->next_temp = m; }
  bool is_var_reg(int r) const { return r < u->nlocals; }
  int new_label();
  void bind(int label);
  uint32_t pc() const { return uint32_t(u->code->code.size()); }
  uint32_t emit(Op op, int a = 0, int b = 0, int c = 0, int x = 0);
  void emit_jump(Op op, int a, int label);
  void set_pos(const Node* n);
  // Can control reach the next instruction emitted? (false right after a
  // return/raise/jump with no label bound since)
  bool falls_through() const;
  int const_value(Value v, const std::string& key);
  int const_none();
  int const_str(const std::string& s);
  int const_node(const Node* c);     // a Constant node (or a tuple of constants)
  // An annotation's value: the expression, or under `from __future__ import
  // annotations` its source text as a str constant (PEP 563).
  void annotation_to(const Node* ann, int dst);
  std::string source_of(const Node* n) const;   // the node's source text, lines joined
  // `from __future__ import ...` at the top of a module: checks the feature
  // names and notes `annotations`; the statements it accepted.
  void scan_future(const std::vector<Node*>& body, size_t start);
  bool future_annotations = false;
  std::vector<const Node*> future_imports;
  bool is_const_expr(const Node* e) const;
  Value const_of(const Node* e, std::string& key);
  Str* intern(const std::string& s);
  Value str_value(const std::string& s);
  int name_idx(const std::string& s);
  std::string qualname_for(const std::string& name, Scope* child);

  // ---- functions, classes, comprehensions (compiler.cpp)
  void compile_function_def(const Node* s);
  void compile_class_def(const Node* s);
  void make_function(const Node* def, int dst);      // FunctionDef or Lambda
  void compile_comprehension(const Node* e, int dst);
  Code* compile_function_body(const Node* def, Scope* scope);
  Code* compile_comprehension_body(const Node* e, Scope* scope);
  Code* compile_class_body(const Node* s, Scope* scope);
  void emit_prologue();
  void emit_closure(Scope* child, int dst);
  int cell_reg(const std::string& name);

  // ---- names
  void load_name(const Node* n, int dst);
  int read_name(const Node* n);           // register holding the value (a local's own register if possible)
  void store_name(const std::string& name, int src, const Node* at);
  void delete_name(const std::string& name, const Node* at);
  int fast_reg(const std::string& name) const;   // register of a plain (non-cell) local, or -1
  void mark_defined(int reg);
  void check_local(int reg);

  // ---- expressions (compile_expr.cpp)
  int expr(const Node* e);                 // value in some register (temp allocated if needed)
  void expr_to(const Node* e, int dst);    // value in dst; dst is written last
  void expr_into_temps(const std::vector<Node*>& es, int base);
  void jump_if(const Node* e, bool cond, int label);
  void compile_call(const Node* e, int dst);
  // r[base] holds the callee: builds the positional tuple in r[base+1]
  // (starting with the nprefix registers at prefix) and the kwargs dict in
  // r[base+2], then CALL_FUNCTION_EX base.
  void call_ex(int base, int prefix, int nprefix, const std::vector<Node*>& args,
               const std::vector<Node*>& kws, const Node* at);
  void compile_boolop(const Node* e, int dst);
  void compile_compare(const Node* e, int dst);
  void compile_sequence(const Node* e, int dst, Op build);
  void compile_dict(const Node* e, int dst);
  void compile_fstring(const Node* e, int dst);
  void compile_slice(const Node* e, int dst);
  int subscript_key(const Node* slice);
  int kwnames_const(const std::vector<Node*>& kws);
  void emit_compare(CmpOpKind op, int dst, int l, int r);
  int scratch(int dst) { return is_var_reg(dst) ? temp() : dst; }

  // ---- statements (compile_stmt.cpp)
  void stmts(const std::vector<Node*>& v);
  void stmt(const Node* s);
  void store(const Node* target, int src);
  void compile_assign(const Node* s);
  void compile_augassign(const Node* s);
  void compile_delete(const Node* t);
  void compile_if(const Node* s);
  void compile_while(const Node* s);
  void compile_for(const Node* s);
  void compile_try(const Node* s);
  void compile_try_except(const Node* s);
  void compile_try_star(const Node* s);
  DefState compile_try_body(const Node* s, int handler, int exc, int end, DefState& pre);
  void open_handler_cleanup(int cleanup, int nexc, int prev);
  void compile_with(const Node* s, size_t item);
  void compile_import(const Node* s);
  void compile_import_from(const Node* s);
  void compile_return(const Node* s);
  void compile_break_continue(const Node* s, bool is_break);
  void compile_raise(const Node* s);
  void compile_assert(const Node* s);

  // ---- match statement (compile_match.cpp)
  void compile_match(const Node* s);
  void compile_pattern(const Node* p, int subject, PatternState& ps);
  void compile_subpattern(const Node* p, int subject, PatternState& ps);   // irrefutable allowed
  void pattern_capture(const std::string& name, int src, PatternState& ps);
  bool pattern_literal(const Node* e, Value& out);   // a mapping key's constant value
  void push_block(Block b);
  void pop_block();
  void open_range(Block& b) { b.range_start = int(pc()); }
  void close_range(Block& b);
  void unwind_to(size_t keep);
  void emit_name_cleanup(const Node* handler);
  void emit_handler_cleanup(int handler_label, int prev_reg, int exc_reg);
  void kill_deleted(const std::vector<Node*>& body);
  DefState meet(const DefState& a, const DefState& b) const;

  VM& vm;
  CompileMode mode;
  std::string filename;
  std::shared_ptr<const std::string> source;
  std::string_view src;
  SyntaxErrorInfo& err;
  SymbolTable st;
  Str* filename_str = nullptr;

 private:
  bool failed_ = false;
};

// The state of one case's pattern while it is compiled (compile_match.cpp).
struct PatternState {
  int fail = -1;                                  // label: the pattern does not match
  bool allow_irrefutable = false;                 // may a capture or wildcard stand here?
  std::vector<std::string> names;                 // names bound so far, in order
  std::unordered_map<std::string, int> regs;      // name → register holding its value until the case matches
  const Node* loc = nullptr;                      // the pattern last entered (where CPython reports errors)
};

// Sets the current instruction position to a node's span for one scope.
struct PosGuard {
  Unit* unit;
  Position saved;
  PosGuard(Compiler& c, const Node* n) : unit(c.u), saved(c.u->pos) { c.set_pos(n); }
  ~PosGuard() { unit->pos = saved; }
};

// A node's source span as an instruction position.
inline Position position_of(const Node* n) {
  Position p;
  p.line = n->line;
  p.end_line = n->end_line;
  p.col = n->col;
  p.end_col = n->end_col;
  return p;
}

}  // namespace tpy
