// symtable.h — scope analysis for the compiler (CPython's symtable, 3.11
// rules): which names of each scope are locals, cells, free variables or
// globals; comprehension scopes; generator detection; the implicit
// `__class__` cell. Entry point: SymbolTable::build. Register assignment and
// code generation are the compiler's (vm/compiler.cpp). Never throws; the
// first error found is kept in `error`.
#pragma once
#include <memory>
#include <set>
#include <string>
#include <unordered_map>
#include <vector>
#include "vm/ast.h"

namespace tpy {

enum class ScopeKind : uint8_t { Module, Function, Lambda, Class, Comprehension };

// Where a name lives, seen from one scope.
enum class SymKind : uint8_t {
  Local,           // a local register (functions) or the namespace (module, class)
  Cell,            // a local captured by an inner scope (a Cell in its register)
  Free,            // a variable of an enclosing function (closure cell)
  GlobalExplicit,  // declared `global`
  GlobalImplicit,  // not bound anywhere visible: globals, then builtins
};

enum SymFlags : int {
  kSymAssigned = 1,   // bound here (assignment, def, import, for target, del, ...)
  kSymParam = 2,
  kSymUsed = 4,
  kSymGlobal = 8,     // `global` declaration
  kSymNonlocal = 16,  // `nonlocal` declaration (or walrus in a comprehension)
  kSymFreeClass = 32, // class scope: also passes an enclosing variable through to methods
  kSymIterVar = 64,   // comprehension iteration variable
};

struct Symbol {
  int flags = 0;
  SymKind kind = SymKind::GlobalImplicit;
};

struct Scope {
  ScopeKind kind = ScopeKind::Module;
  std::string name;                  // function/class name, "<lambda>", "<listcomp>", ...
  const Node* node = nullptr;        // FunctionDef, Lambda, ClassDef, comprehension or root
  Scope* parent = nullptr;
  std::vector<Scope*> children;      // source order
  std::unordered_map<std::string, Symbol> syms;
  std::vector<std::string> order;    // names in first-seen order (deterministic registers)
  std::unordered_map<std::string, const Node*> nonlocal_at;  // `nonlocal` statements (error positions)
  std::vector<std::string> params;   // co_varnames order: positional, kw-only, *args, **kwargs
  std::vector<std::string> cellvars; // sorted
  std::vector<std::string> freevars; // sorted (closure order)
  bool generator = false;
  bool has_walrus = false;           // a walrus binds a name of this scope
  bool needs_class_cell = false;     // class scope: methods use super()/__class__
  bool is_function() const { return kind == ScopeKind::Function || kind == ScopeKind::Lambda || kind == ScopeKind::Comprehension; }
  SymKind lookup(const std::string& n) const {
    auto it = syms.find(n);
    return it == syms.end() ? SymKind::GlobalImplicit : it->second.kind;
  }
  int flags_of(const std::string& n) const {
    auto it = syms.find(n);
    return it == syms.end() ? 0 : it->second.flags;
  }
};

class SymbolTable {
 public:
  // `root` is a Module node, or an expression for eval mode.
  // Returns false with error/error_node set.
  bool build(const Node* root);
  Scope* top() const { return top_; }
  Scope* scope_of(const Node* n) const {
    auto it = by_node_.find(n);
    return it == by_node_.end() ? nullptr : it->second;
  }
  std::string error;
  const Node* error_node = nullptr;
  // CPython's compiler recursion check: every statement and expression
  // nested counts one, from `depth` (3 per Python frame of the caller) up to
  // `max_depth` (3 times the recursion limit); past it, `recursion_error`.
  int depth = 0;
  int max_depth = 1 << 30;
  bool recursion_error = false;

 private:
  Scope* new_scope(ScopeKind k, std::string name, const Node* n);
  void fail(const Node* n, std::string msg);
  void fail_compile_stage(const Node* n, std::string msg);
  std::string deferred_;
  const Node* deferred_node_ = nullptr;
  void add(const std::string& name, int flag, const Node* at);
  void visit_stmts(const std::vector<Node*>& v);
  void visit_stmt(const Node* s);
  void visit_stmt_kind(const Node* s);
  void visit_expr(const Node* e);
  void visit_expr_kind(const Node* e);
  bool enter();  // counts one level of nesting; false past max_depth
  void visit_pattern(const Node* p);   // a match statement's pattern: captures bind, values are read
  void visit_args_defaults(const Node* args);
  void visit_params(const Node* args);
  void visit_comprehension(const Node* e, const char* name);
  void visit_walrus_target(const Node* target);
  void analyze(Scope* s, std::set<std::string> bound, std::set<std::string> global,
               std::set<std::string>& free_out);

  std::vector<std::unique_ptr<Scope>> scopes_;
  std::unordered_map<const Node*, Scope*> by_node_;
  Scope* top_ = nullptr;
  Scope* cur_ = nullptr;
  // Inside a comprehension's iterable (nested scopes included): no walrus.
  int comp_iter_expr_ = 0;
  // Visiting a comprehension's `for` target: every name is an iteration variable.
  bool comp_iter_target_ = false;
};

}  // namespace tpy
