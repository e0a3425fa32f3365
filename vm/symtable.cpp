// symtable.cpp — scope analysis (see vm/symtable.h). Two passes as in
// CPython: a walk that records how each scope uses each name, then analyze()
// which resolves names top-down (bound/global sets) and free variables
// bottom-up, turning captured locals into cells.
#include "vm/symtable.h"

#include <algorithm>

namespace tpy {

Scope* SymbolTable::new_scope(ScopeKind k, std::string name, const Node* n) {
  scopes_.push_back(std::make_unique<Scope>());
  Scope* s = scopes_.back().get();
  s->kind = k;
  s->name = std::move(name);
  s->node = n;
  s->parent = cur_;
  if (cur_) cur_->children.push_back(s);
  by_node_[n] = s;
  return s;
}

void SymbolTable::fail(const Node* n, std::string msg) {
  if (error_node || !error.empty()) return;
  error = std::move(msg);
  error_node = n;
}

// An error CPython's compiler gives, after its symbol table has found none
// of its own ('return' outside function, then "no binding for nonlocal" wins).
void SymbolTable::fail_compile_stage(const Node* n, std::string msg) {
  if (deferred_node_) return;
  deferred_ = std::move(msg);
  deferred_node_ = n;
}

void SymbolTable::add(const std::string& name, int flag, const Node* at) {
  auto it = cur_->syms.find(name);
  if (it == cur_->syms.end()) {
    cur_->order.push_back(name);
    it = cur_->syms.emplace(name, Symbol{}).first;
  }
  int& f = it->second.flags;
  if (flag == kSymParam && (f & kSymParam)) {
    fail(at, "duplicate argument '" + name + "' in function definition");
  }
  f |= flag;
  if (comp_iter_target_) {
    // A name in a comprehension's `for` target (CPython marks every name there).
    if (f & (kSymGlobal | kSymNonlocal)) {
      fail(at, "comprehension inner loop cannot rebind assignment expression target '" + name + "'");
    }
    f |= kSymIterVar;
  }
}

bool SymbolTable::build(const Node* root) {
  top_ = cur_ = new_scope(ScopeKind::Module, "<module>", root);
  if (root->kind == NodeKind::Module) visit_stmts(root->a);
  else visit_expr(root);
  if (!error.empty()) return false;
  std::set<std::string> free;
  analyze(top_, {}, {}, free);
  if (error.empty() && deferred_node_) {
    error = deferred_;
    error_node = deferred_node_;
  }
  return error.empty();
}

// ---- pass 1: record uses ---------------------------------------------------

void SymbolTable::visit_stmts(const std::vector<Node*>& v) {
  for (const Node* s : v) visit_stmt(s);
}

void SymbolTable::visit_args_defaults(const Node* args) {
  if (!args) return;
  for (const Node* d : args->d) visit_expr(d);
  for (const Node* d : args->c) if (d) visit_expr(d);
  // Parameter annotations are evaluated when the def runs, in this scope.
  for (const Node* p : args->a) if (p->x) visit_expr(p->x);
  if (args->x && args->x->x) visit_expr(args->x->x);
  for (const Node* p : args->b) if (p->x) visit_expr(p->x);
  if (args->y && args->y->x) visit_expr(args->y->x);
}

void SymbolTable::visit_params(const Node* args) {
  if (!args) return;
  auto param = [&](const Node* arg) {
    add(arg->str, kSymParam, arg);
    cur_->params.push_back(arg->str);
  };
  for (const Node* p : args->a) param(p);
  for (const Node* p : args->b) param(p);
  if (args->x) param(args->x);
  if (args->y) param(args->y);
}

bool SymbolTable::enter() {
  if (++depth <= max_depth) return true;
  if (!recursion_error && error.empty() && !error_node) {
    recursion_error = true;
    error = "maximum recursion depth exceeded during compilation";
  }
  return false;
}

void SymbolTable::visit_stmt(const Node* s) {
  if (enter()) visit_stmt_kind(s);
  depth--;
}

void SymbolTable::visit_stmt_kind(const Node* s) {
  switch (s->kind) {
    case NodeKind::FunctionDef: {
      add(s->str, kSymAssigned, s);
      for (const Node* d : s->b) visit_expr(d);
      visit_args_defaults(s->x);
      if (s->y) visit_expr(s->y);
      Scope* saved = cur_;
      cur_ = new_scope(ScopeKind::Function, s->str, s);
      visit_params(s->x);
      visit_stmts(s->a);
      cur_ = saved;
      break;
    }
    case NodeKind::ClassDef: {
      add(s->str, kSymAssigned, s);
      for (const Node* d : s->b) visit_expr(d);
      for (const Node* d : s->c) visit_expr(d);
      for (const Node* d : s->d) visit_expr(d->x);
      Scope* saved = cur_;
      cur_ = new_scope(ScopeKind::Class, s->str, s);
      visit_stmts(s->a);
      cur_ = saved;
      break;
    }
    case NodeKind::Return:
      if (!cur_->is_function()) fail_compile_stage(s, "'return' outside function");
      if (s->x) visit_expr(s->x);
      break;
    case NodeKind::Delete:
      for (const Node* t : s->a) visit_expr(t);
      break;
    case NodeKind::Assign:
      visit_expr(s->x);
      for (const Node* t : s->a) visit_expr(t);
      break;
    case NodeKind::AugAssign:
      if (s->x->kind == NodeKind::Name) {
        add(s->x->str, kSymUsed, s->x);
        add(s->x->str, kSymAssigned, s->x);
      } else {
        visit_expr(s->x);
      }
      visit_expr(s->y);
      break;
    case NodeKind::AnnAssign:
      // A simple name's annotation is evaluated in a module or class body
      // (the compiler's AnnAssign); elsewhere it is not.
      if ((s->flags & 1) && s->x->kind == NodeKind::Name && !cur_->is_function()) visit_expr(s->y);
      if (s->z) visit_expr(s->z);
      if (s->x->kind == NodeKind::Name) add(s->x->str, kSymAssigned, s->x);
      else if (s->z) visit_expr(s->x);
      break;
    case NodeKind::For:
      visit_expr(s->y);
      visit_expr(s->x);
      visit_stmts(s->a);
      visit_stmts(s->b);
      break;
    case NodeKind::While:
    case NodeKind::If:
      visit_expr(s->x);
      visit_stmts(s->a);
      visit_stmts(s->b);
      break;
    case NodeKind::With:
      for (const Node* it : s->a) {
        visit_expr(it->x);
        if (it->y) visit_expr(it->y);
      }
      visit_stmts(s->b);
      break;
    case NodeKind::Raise:
      if (s->x) visit_expr(s->x);
      if (s->y) visit_expr(s->y);
      break;
    case NodeKind::Try:
      visit_stmts(s->a);
      for (const Node* h : s->b) {
        if (h->x) visit_expr(h->x);
        if (!h->str.empty()) add(h->str, kSymAssigned, h);
        visit_stmts(h->a);
      }
      visit_stmts(s->c);
      visit_stmts(s->d);
      break;
    case NodeKind::Assert:
      visit_expr(s->x);
      if (s->y) visit_expr(s->y);
      break;
    case NodeKind::Match:
      visit_expr(s->x);
      for (const Node* c : s->a) {
        visit_pattern(c->x);
        if (c->y) visit_expr(c->y);
        visit_stmts(c->a);
      }
      break;
    case NodeKind::Import:
      for (const Node* al : s->a) {
        std::string bound = al->str2;
        if (bound.empty()) bound = al->str.substr(0, al->str.find('.'));
        add(bound, kSymAssigned, al);
      }
      break;
    case NodeKind::ImportFrom:
      for (const Node* al : s->a) {
        if (al->str == "*") {
          if (cur_->kind != ScopeKind::Module) fail(s, "import * only allowed at module level");
          continue;
        }
        add(al->str2.empty() ? al->str : al->str2, kSymAssigned, al);
      }
      break;
    case NodeKind::Global:
      for (const std::string& n : s->names) {
        int f = cur_->flags_of(n);
        if (f & (kSymParam | kSymUsed | kSymAssigned)) {
          if (f & kSymParam) fail(s, "name '" + n + "' is parameter and global");
          else if (f & kSymUsed) fail(s, "name '" + n + "' is used prior to global declaration");
          else fail(s, "name '" + n + "' is assigned to before global declaration");
        }
        if (f & kSymNonlocal) fail(s, "name '" + n + "' is nonlocal and global");
        add(n, kSymGlobal, s);
      }
      break;
    case NodeKind::Nonlocal:
      for (const std::string& n : s->names) {
        if (cur_->kind == ScopeKind::Module) {
          fail(s, "nonlocal declaration not allowed at module level");
          break;
        }
        int f = cur_->flags_of(n);
        if (f & (kSymParam | kSymUsed | kSymAssigned)) {
          if (f & kSymParam) fail(s, "name '" + n + "' is parameter and nonlocal");
          else if (f & kSymUsed) fail(s, "name '" + n + "' is used prior to nonlocal declaration");
          else fail(s, "name '" + n + "' is assigned to before nonlocal declaration");
        }
        if (f & kSymGlobal) fail(s, "name '" + n + "' is nonlocal and global");
        add(n, kSymNonlocal, s);
        cur_->nonlocal_at.emplace(n, s);
      }
      break;
    case NodeKind::Expr:
      visit_expr(s->x);
      break;
    case NodeKind::Pass:
    case NodeKind::Break:
    case NodeKind::Continue:
      break;
    default:
      // An expression node where a statement was expected (eval roots).
      visit_expr(s);
      break;
  }
}

void SymbolTable::visit_pattern(const Node* p) {
  switch (p->kind) {
    case NodeKind::MatchValue: visit_expr(p->x); break;
    case NodeKind::MatchSingleton: break;
    case NodeKind::MatchSequence:
    case NodeKind::MatchOr:
      for (const Node* c : p->a) visit_pattern(c);
      break;
    case NodeKind::MatchMapping:
      for (const Node* k : p->a) visit_expr(k);
      for (const Node* c : p->b) visit_pattern(c);
      if (!p->str.empty()) add(p->str, kSymAssigned, p);
      break;
    case NodeKind::MatchClass:
      visit_expr(p->x);
      for (const Node* c : p->a) visit_pattern(c);
      for (const Node* c : p->b) visit_pattern(c);
      break;
    case NodeKind::MatchStar:
      if (!p->str.empty()) add(p->str, kSymAssigned, p);
      break;
    case NodeKind::MatchAs:
      if (p->x) visit_pattern(p->x);
      if (!p->str.empty()) add(p->str, kSymAssigned, p);
      break;
    default:
      break;
  }
}

static const char* comp_kind_text(const Scope* s) {
  if (s->name == "<listcomp>") return "list comprehension";
  if (s->name == "<setcomp>") return "set comprehension";
  if (s->name == "<dictcomp>") return "dict comprehension";
  return "generator expression";
}

void SymbolTable::visit_comprehension(const Node* e, const char* name) {
  const std::vector<Node*>& gens = e->a;
  if (gens.empty()) return;
  // The outermost iterable is evaluated in the enclosing scope.
  comp_iter_expr_++;
  visit_expr(gens[0]->y);
  comp_iter_expr_--;
  Scope* saved = cur_;
  bool saved_target = comp_iter_target_;
  comp_iter_target_ = false;
  cur_ = new_scope(ScopeKind::Comprehension, name, e);
  if (e->kind == NodeKind::GeneratorExp) cur_->generator = true;
  add(".0", kSymParam, e);
  cur_->params.push_back(".0");
  // CPython's order: each target (marking iteration variables, which a
  // walrus may not rebind), then the next iterable, then the conditions.
  for (size_t i = 0; i < gens.size(); i++) {
    const Node* g = gens[i];
    comp_iter_target_ = true;
    visit_expr(g->x);
    comp_iter_target_ = false;
    if (i > 0) {
      comp_iter_expr_++;
      visit_expr(g->y);
      comp_iter_expr_--;
    }
    for (const Node* cond : g->a) visit_expr(cond);
  }
  if (e->kind == NodeKind::DictComp) {
    visit_expr(e->x);
    visit_expr(e->y);
  } else {
    visit_expr(e->x);
  }
  cur_ = saved;
  comp_iter_target_ = saved_target;
}

void SymbolTable::visit_walrus_target(const Node* target) {
  const std::string& n = target->str;
  if (cur_->kind != ScopeKind::Comprehension) {
    add(n, kSymAssigned, target);
    cur_->has_walrus = true;
    return;
  }
  // PEP 572: binds in the nearest enclosing non-comprehension scope.
  Scope* s = cur_;
  while (s->kind == ScopeKind::Comprehension) {
    if (s->flags_of(n) & kSymIterVar) {
      fail(target, "assignment expression cannot rebind comprehension iteration variable '" + n + "'");
      return;
    }
    s = s->parent;
  }
  if (s->kind == ScopeKind::Class) {
    fail(target, "assignment expression within a comprehension cannot be used in a class body");
    return;
  }
  Scope* saved = cur_;
  if (s->kind == ScopeKind::Module) {
    add(n, kSymGlobal, target);
    cur_ = s;
    add(n, kSymAssigned, target);
  } else {
    add(n, kSymNonlocal, target);
    cur_ = s;
    add(n, kSymAssigned, target);
    s->has_walrus = true;
  }
  cur_ = saved;
}

void SymbolTable::visit_expr(const Node* e) {
  if (!e) return;
  if (enter()) visit_expr_kind(e);
  depth--;
}

void SymbolTable::visit_expr_kind(const Node* e) {
  switch (e->kind) {
    case NodeKind::Name:
      if (e->ctx == Ctx::Load) {
        add(e->str, kSymUsed, e);
        // Zero-argument super() needs the class cell (CPython does the same).
        if (e->str == "super" && cur_->is_function()) add("__class__", kSymUsed, e);
      } else {
        add(e->str, kSymAssigned, e);
      }
      break;
    case NodeKind::NamedExpr:
      if (comp_iter_expr_ > 0) {
        fail(e, "assignment expression cannot be used in a comprehension iterable expression");
        break;
      }
      visit_walrus_target(e->x);
      visit_expr(e->y);
      break;
    case NodeKind::Lambda: {
      visit_args_defaults(e->x);
      Scope* saved = cur_;
      bool saved_target = comp_iter_target_;
      comp_iter_target_ = false;
      cur_ = new_scope(ScopeKind::Lambda, "<lambda>", e);
      visit_params(e->x);
      visit_expr(e->y);
      cur_ = saved;
      comp_iter_target_ = saved_target;
      break;
    }
    case NodeKind::ListComp: visit_comprehension(e, "<listcomp>"); break;
    case NodeKind::SetComp: visit_comprehension(e, "<setcomp>"); break;
    case NodeKind::DictComp: visit_comprehension(e, "<dictcomp>"); break;
    case NodeKind::GeneratorExp: visit_comprehension(e, "<genexpr>"); break;
    case NodeKind::Yield:
    case NodeKind::YieldFrom:
      if (cur_->kind == ScopeKind::Comprehension) {
        fail(e, std::string("'yield' inside ") + comp_kind_text(cur_));
      } else if (!cur_->is_function()) {
        fail_compile_stage(e, "'yield' outside function");
      } else {
        cur_->generator = true;
      }
      visit_expr(e->x);
      break;
    case NodeKind::Await:
      // CPython's compile-stage errors; tpy has no coroutines, so an await
      // that CPython would accept (in an async generator expression) is refused too.
      if (cur_->kind == ScopeKind::Comprehension && comp_kind_text(cur_) != std::string("generator expression"))
        fail_compile_stage(cur_->node, "asynchronous comprehension outside of an asynchronous function");
      else if (cur_->kind == ScopeKind::Comprehension) fail_compile_stage(e, "'await' is not supported by tpy");
      else if (!cur_->is_function()) fail_compile_stage(e, "'await' outside function");
      else fail_compile_stage(e, "'await' outside async function");
      visit_expr(e->x);
      break;
    case NodeKind::Keyword:
      visit_expr(e->x);
      break;
    default:
      visit_expr(e->x);
      visit_expr(e->y);
      visit_expr(e->z);
      for (const Node* c : e->a) visit_expr(c);
      for (const Node* c : e->b) visit_expr(c);
      for (const Node* c : e->c) visit_expr(c);
      for (const Node* c : e->d) visit_expr(c);
      break;
  }
}

// ---- pass 2: resolve -------------------------------------------------------

void SymbolTable::analyze(Scope* s, std::set<std::string> bound, std::set<std::string> global,
                          std::set<std::string>& free_out) {
  std::set<std::string> local, free;
  std::set<std::string> newbound, newglobal;
  bool is_class = s->kind == ScopeKind::Class;
  if (is_class) {
    // The class namespace is invisible to nested functions.
    newglobal = global;
    newbound = bound;
  }
  for (const std::string& n : s->order) {
    Symbol& sym = s->syms[n];
    int f = sym.flags;
    if (f & kSymGlobal) {
      sym.kind = SymKind::GlobalExplicit;
      global.insert(n);
      bound.erase(n);
    } else if (f & kSymNonlocal) {
      if (!bound.count(n)) {
        // Walrus-generated nonlocals always have a binding; this is a user `nonlocal`.
        auto at = s->nonlocal_at.find(n);
        fail(at != s->nonlocal_at.end() ? at->second : s->node, "no binding for nonlocal '" + n + "' found");
        return;
      }
      sym.kind = SymKind::Free;
      free.insert(n);
    } else if (f & (kSymAssigned | kSymParam)) {
      sym.kind = SymKind::Local;
      local.insert(n);
      global.erase(n);
    } else if (bound.count(n)) {
      sym.kind = SymKind::Free;
      free.insert(n);
    } else {
      sym.kind = SymKind::GlobalImplicit;
    }
  }
  if (!is_class) {
    if (s->is_function()) newbound.insert(local.begin(), local.end());
    newbound.insert(bound.begin(), bound.end());
    newglobal.insert(global.begin(), global.end());
  } else {
    newbound.insert("__class__");
  }
  std::set<std::string> child_free;
  for (Scope* c : s->children) {
    std::set<std::string> cf;
    analyze(c, newbound, newglobal, cf);
    if (!error.empty()) return;
    child_free.insert(cf.begin(), cf.end());
  }
  if (s->is_function()) {
    for (auto it = child_free.begin(); it != child_free.end();) {
      auto sit = s->syms.find(*it);
      if (sit != s->syms.end() && sit->second.kind == SymKind::Local) {
        sit->second.kind = SymKind::Cell;
        it = child_free.erase(it);
      } else {
        ++it;
      }
    }
  }
  if (is_class && child_free.erase("__class__")) s->needs_class_cell = true;
  // Free names of children pass through this scope.
  for (const std::string& n : child_free) {
    auto sit = s->syms.find(n);
    if (sit != s->syms.end()) {
      Symbol& sym = sit->second;
      if (is_class && (sym.flags & (kSymAssigned | kSymParam | kSymGlobal))) {
        sym.flags |= kSymFreeClass;
        continue;
      }
      if (sym.kind == SymKind::GlobalExplicit || sym.kind == SymKind::GlobalImplicit) {
        if (!bound.count(n)) continue;
        if (sym.kind == SymKind::GlobalExplicit) continue;
        sym.kind = SymKind::Free;
      }
      continue;
    }
    if (!bound.count(n)) continue;  // a global in the child
    Symbol sym;
    sym.kind = SymKind::Free;
    s->syms.emplace(n, sym);
    s->order.push_back(n);
  }
  // Cells and free variables, sorted like CPython's co_cellvars/co_freevars.
  for (const std::string& n : s->order) {
    const Symbol& sym = s->syms[n];
    if (sym.kind == SymKind::Cell) s->cellvars.push_back(n);
    if (sym.kind == SymKind::Free || (sym.flags & kSymFreeClass)) s->freevars.push_back(n);
  }
  std::sort(s->cellvars.begin(), s->cellvars.end());
  std::sort(s->freevars.begin(), s->freevars.end());
  free_out = free;
  for (const std::string& n : child_free) {
    if (bound.count(n)) free_out.insert(n);
  }
}

}  // namespace tpy
