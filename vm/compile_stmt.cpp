// compile_stmt.cpp — statements to register bytecode: assignment and
// unpacking, control flow (if/while/for with else, break/continue through
// finally and with), try/except/finally and with as zero-cost exception-table
// ranges, imports, raise/assert, and the definite-assignment state that
// decides where CHECK_LOCAL is needed. Expressions are compile_expr.cpp.
#include <algorithm>
#include <set>

#include "vm/compiler_internal.h"

namespace tpy {

void Compiler::stmts(const std::vector<Node*>& v) {
  for (const Node* s : v) stmt(s);
}

DefState Compiler::meet(const DefState& a, const DefState& b) const {
  if (a.dead) return b;
  if (b.dead) return a;
  DefState r = a;
  for (size_t i = 0; i < r.bits.size() && i < b.bits.size(); i++) r.bits[i] = a.bits[i] && b.bits[i];
  return r;
}

// Names a statement list may delete (del, `except ... as name`): at a loop
// head or handler entry they may be unbound even if bound before.
static void collect_kills(const std::vector<Node*>& body, std::set<std::string>& out);

static void collect_target_kills(const Node* t, std::set<std::string>& out) {
  if (t->kind == NodeKind::Name) out.insert(t->str);
  else if (t->kind == NodeKind::Tuple || t->kind == NodeKind::List) for (const Node* c : t->a) collect_target_kills(c, out);
}

static void collect_kills(const std::vector<Node*>& body, std::set<std::string>& out) {
  for (const Node* s : body) {
    switch (s->kind) {
      case NodeKind::Delete:
        for (const Node* t : s->a) collect_target_kills(t, out);
        break;
      case NodeKind::If:
      case NodeKind::While:
      case NodeKind::For:
        collect_kills(s->a, out);
        collect_kills(s->b, out);
        break;
      case NodeKind::With:
        collect_kills(s->b, out);
        break;
      case NodeKind::Match:
        for (const Node* c : s->a) collect_kills(c->a, out);
        break;
      case NodeKind::Try:
        collect_kills(s->a, out);
        for (const Node* h : s->b) {
          if (!h->str.empty()) out.insert(h->str);
          collect_kills(h->a, out);
        }
        collect_kills(s->c, out);
        collect_kills(s->d, out);
        break;
      default:
        break;
    }
  }
}

void Compiler::kill_deleted(const std::vector<Node*>& body) {
  if (!u->fast_locals) return;
  std::set<std::string> names;
  collect_kills(body, names);
  for (const std::string& n : names) {
    int r = fast_reg(n);
    if (r >= 0 && r < int(u->def.bits.size())) u->def.bits[r] = false;
  }
}

// ---- blocks and unwinding ---------------------------------------------------------

void Compiler::push_block(Block b) { u->blocks.push_back(b); }
void Compiler::pop_block() { u->blocks.pop_back(); }

void Compiler::close_range(Block& b) {
  if (b.range_start >= 0 && pc() > uint32_t(b.range_start)) {
    u->rows.push_back(PendingRow{uint32_t(b.range_start), pc(), b.handler_label, b.exc_reg});
  }
  b.range_start = -1;
}

// Runs the exit actions of blocks [keep, top) innermost first, each with its
// own protection (and that of the blocks inside it) suspended. The caller
// emits its jump/return, then reopens the ranges with resume_ranges(keep).
void Compiler::unwind_to(size_t keep) {
  for (size_t i = u->blocks.size(); i-- > keep;) {
    if (u->blocks[i].kind != BlockKind::Loop) close_range(u->blocks[i]);
    Block b = u->blocks[i];
    switch (b.kind) {
      case BlockKind::Loop:
      case BlockKind::TryExcept:
      case BlockKind::StarHandler:  // leaving one is a SyntaxError, reported before unwinding
        break;
      case BlockKind::FinallyTry: {
        std::vector<Block> tail(u->blocks.begin() + long(i), u->blocks.end());
        u->blocks.resize(i);
        stmts(*b.final_body);
        u->blocks.insert(u->blocks.end(), tail.begin(), tail.end());
        break;
      }
      case BlockKind::HandlerCleanup:
        emit(Op::POP_EXCEPT, b.prev_reg);
        break;
      case BlockKind::NameCleanup:
        emit_name_cleanup(b.name_node);
        break;
      case BlockKind::With:
        emit(Op::WITH_EXIT, b.exit_reg);
        break;
    }
  }
}

static void resume_ranges(Compiler& c, size_t keep) {
  for (size_t i = keep; i < c.u->blocks.size(); i++) {
    if (c.u->blocks[i].kind != BlockKind::Loop) c.open_range(c.u->blocks[i]);
  }
}

void Compiler::emit_name_cleanup(const Node* h) {
  int m = mark();
  int t = temp();
  emit(Op::LOAD_CONST, t, const_none());
  store_name(h->str, t, h);
  delete_name(h->str, h);
  release(m);
}

// ---- statements -------------------------------------------------------------------------

void Compiler::stmt(const Node* s) {
  PosGuard g(*this, s);
  int m = mark();
  switch (s->kind) {
    case NodeKind::FunctionDef: compile_function_def(s); break;
    case NodeKind::ClassDef: compile_class_def(s); break;
    case NodeKind::Return: compile_return(s); break;
    case NodeKind::Delete:
      for (const Node* t : s->a) compile_delete(t);
      break;
    case NodeKind::Assign: compile_assign(s); break;
    case NodeKind::AugAssign: compile_augassign(s); break;
    case NodeKind::AnnAssign:
      // Module and class bodies record simple-name annotations in
      // __annotations__ (dataclasses, NamedTuple rely on it); function
      // bodies do not evaluate them, as CPython.
      if ((s->flags & 1) && s->x->kind == NodeKind::Name && !u->scope->is_function()) {
        int m = mark();
        int ann = temp();
        annotation_to(s->y, ann);
        PosGuard g(*this, s);
        emit(Op::ANNOTATE, ann, name_idx(s->x->str));
        release(m);
      }
      if (s->z) {
        int r = s->x->kind == NodeKind::Name ? fast_reg(s->x->str) : -1;
        if (r >= 0) {
          expr_to(s->z, r);
          mark_defined(r);
        } else {
          int v = expr(s->z);
          store(s->x, v);
        }
      }
      break;
    case NodeKind::For: compile_for(s); break;
    case NodeKind::While: compile_while(s); break;
    case NodeKind::If: compile_if(s); break;
    case NodeKind::With: compile_with(s, 0); break;
    case NodeKind::Raise: compile_raise(s); break;
    case NodeKind::Try: compile_try(s); break;
    case NodeKind::Match: compile_match(s); break;
    case NodeKind::Assert: compile_assert(s); break;
    case NodeKind::Import: compile_import(s); break;
    case NodeKind::ImportFrom: compile_import_from(s); break;
    case NodeKind::Global:
    case NodeKind::Nonlocal:
    case NodeKind::Pass:
      break;
    case NodeKind::Expr: {
      bool echo = mode == CompileMode::Interactive && !u->parent;
      if (!echo && s->x->kind == NodeKind::Constant) break;  // docstrings and bare constants
      int v = expr(s->x);
      if (echo) emit(Op::PRINT_EXPR, v);
      break;
    }
    case NodeKind::Break: compile_break_continue(s, true); break;
    case NodeKind::Continue: compile_break_continue(s, false); break;
    default:
      error(s, std::string("internal compiler error: unexpected ") + kNodeKindNames[int(s->kind)] +
                   " statement");
      break;
  }
  release(m);
}

// ---- assignment ------------------------------------------------------------------------

static bool has_starred(const Node* n) {
  for (const Node* c : n->a) if (c->kind == NodeKind::Starred) return true;
  return false;
}

static bool is_seq(const Node* n) { return n->kind == NodeKind::Tuple || n->kind == NodeKind::List; }

void Compiler::compile_assign(const Node* s) {
  const Node* value = s->x;
  if (s->a.size() == 1) {
    const Node* t = s->a[0];
    int r = t->kind == NodeKind::Name ? fast_reg(t->str) : -1;
    if (r >= 0) {
      expr_to(value, r);
      mark_defined(r);
      return;
    }
    if (is_seq(t) && is_seq(value) && !has_starred(t) && !has_starred(value) &&
        t->a.size() == value->a.size() && t->a.size() > 1) {
      // a, b = b, a: evaluate every value first, then store left to right.
      int n = int(t->a.size());
      int base = mark();
      expr_into_temps(value->a, base);
      for (int i = 0; i < n; i++) store(t->a[i], base + i);
      return;
    }
  }
  int v = expr(value);
  for (const Node* t : s->a) store(t, v);
}

void Compiler::store(const Node* t, int src) {
  PosGuard g(*this, t);
  int m = mark();
  switch (t->kind) {
    case NodeKind::Name:
      store_name(t->str, src, t);
      break;
    case NodeKind::Attribute: {
      int o = expr(t->x);
      emit(Op::STORE_ATTR, o, name_idx(t->str), src);
      break;
    }
    case NodeKind::Subscript: {
      int o = expr(t->x);
      int k = subscript_key(t->y);
      emit(Op::STORE_SUBSCR, o, k, src);
      break;
    }
    case NodeKind::Tuple:
    case NodeKind::List: {
      int n = int(t->a.size());
      int star = -1;
      for (int i = 0; i < n; i++) {
        if (t->a[i]->kind == NodeKind::Starred) {
          if (star >= 0) {
            error(t->a[i], "multiple starred expressions in assignment");
            break;
          }
          star = i;
        }
      }
      int base = temps(n);
      if (star < 0) {
        emit(Op::UNPACK_SEQUENCE, src, base, n);
      } else {
        if (star > 255) error(t, "too many expressions in star-unpacking assignment");
        emit(Op::UNPACK_EX, src, base, n - star - 1, star);
      }
      for (int i = 0; i < n; i++) {
        const Node* e = t->a[i];
        store(e->kind == NodeKind::Starred ? e->x : e, base + i);
      }
      break;
    }
    case NodeKind::Starred:
      error(t, "starred assignment target must be in a list or tuple");
      break;
    default:
      error(t, "cannot assign to expression");
      break;
  }
  release(m);
}

void Compiler::compile_augassign(const Node* s) {
  const Node* t = s->x;
  int op = s->op + kInplaceOffset;
  switch (t->kind) {
    case NodeKind::Name: {
      int r = fast_reg(t->str);
      if (r >= 0) {
        {
          PosGuard g(*this, t);
          check_local(r);
        }
        int v = expr(s->y);
        emit(Op::BINARY_OP, r, r, v, op);
      } else {
        int cur = temp();
        {
          PosGuard g(*this, t);
          load_name(t, cur);
        }
        int v = expr(s->y);
        emit(Op::BINARY_OP, cur, cur, v, op);
        PosGuard g(*this, t);
        store_name(t->str, cur, t);
      }
      break;
    }
    case NodeKind::Attribute: {
      int o = expr(t->x);
      int cur = temp();
      {
        PosGuard g(*this, t);
        emit(Op::LOAD_ATTR, cur, o, name_idx(t->str));
      }
      int v = expr(s->y);
      emit(Op::BINARY_OP, cur, cur, v, op);
      PosGuard g(*this, t);
      emit(Op::STORE_ATTR, o, name_idx(t->str), cur);
      break;
    }
    case NodeKind::Subscript: {
      int o = expr(t->x);
      int k = subscript_key(t->y);
      int cur = temp();
      {
        PosGuard g(*this, t);
        emit(Op::BINARY_SUBSCR, cur, o, k);
      }
      int v = expr(s->y);
      emit(Op::BINARY_OP, cur, cur, v, op);
      PosGuard g(*this, t);
      emit(Op::STORE_SUBSCR, o, k, cur);
      break;
    }
    default:
      error(t, "'" + std::string(kNodeKindNames[int(t->kind)]) + "' is an illegal expression for augmented assignment");
      break;
  }
}

void Compiler::compile_delete(const Node* t) {
  PosGuard g(*this, t);
  int m = mark();
  switch (t->kind) {
    case NodeKind::Name:
      delete_name(t->str, t);
      break;
    case NodeKind::Attribute: {
      int o = expr(t->x);
      emit(Op::DELETE_ATTR, o, name_idx(t->str));
      break;
    }
    case NodeKind::Subscript: {
      int o = expr(t->x);
      int k = subscript_key(t->y);
      emit(Op::DELETE_SUBSCR, o, k);
      break;
    }
    case NodeKind::Tuple:
    case NodeKind::List:
      for (const Node* c : t->a) compile_delete(c);
      break;
    default:
      error(t, "cannot delete expression");
      break;
  }
  release(m);
}

// ---- control flow ------------------------------------------------------------------------

void Compiler::compile_if(const Node* s) {
  int else_l = new_label(), end = new_label();
  jump_if(s->x, false, else_l);
  DefState before = u->def;
  stmts(s->a);
  DefState after_body = u->def;
  if (!s->b.empty() && falls_through()) emit_jump(Op::JUMP, 0, end);
  bind(else_l);
  u->def = before;
  stmts(s->b);
  u->def = meet(after_body, u->def);
  bind(end);
}

void Compiler::compile_while(const Node* s) {
  int top = new_label(), exit = new_label(), brk = new_label();
  kill_deleted(s->a);
  kill_deleted(s->b);
  DefState entry = u->def;
  bind(top);
  jump_if(s->x, false, exit);
  Block b{BlockKind::Loop};
  b.continue_label = top;
  b.break_label = brk;
  push_block(b);
  stmts(s->a);
  pop_block();
  if (falls_through()) emit_jump(Op::JUMP_BACKWARD, 0, top);
  bind(exit);
  u->def = entry;
  stmts(s->b);
  bind(brk);
  u->def = entry;
}

void Compiler::compile_for(const Node* s) {
  int it = temp();
  {
    int m = mark();
    int v = expr(s->y);
    emit(Op::GET_ITER, it, v);
    release(m);
  }
  int top = new_label(), exit = new_label(), brk = new_label();
  kill_deleted(s->a);
  kill_deleted(s->b);
  DefState entry = u->def;
  bind(top);
  int r = s->x->kind == NodeKind::Name ? fast_reg(s->x->str) : -1;
  {
    if (r >= 0) {
      emit_jump(Op::FOR_ITER, it, exit);
      u->code->code.back().b = uint16_t(r);
      mark_defined(r);
    } else {
      int t = temp();
      emit_jump(Op::FOR_ITER, it, exit);
      u->code->code.back().b = uint16_t(t);
      store(s->x, t);
    }
  }
  Block b{BlockKind::Loop};
  b.continue_label = top;
  b.break_label = brk;
  push_block(b);
  stmts(s->a);
  pop_block();
  if (falls_through()) emit_jump(Op::JUMP_BACKWARD, 0, top);
  bind(exit);
  u->def = entry;
  stmts(s->b);
  bind(brk);
  u->def = entry;
}

static const char kExceptStarExit[] = "'break', 'continue' and 'return' cannot appear in an except* block";

void Compiler::compile_break_continue(const Node* s, bool is_break) {
  int loop = -1;
  for (size_t i = u->blocks.size(); i-- > 0;) {
    if (u->blocks[i].kind == BlockKind::Loop) { loop = int(i); break; }
    if (u->blocks[i].kind == BlockKind::StarHandler) {
      error(s, kExceptStarExit);
      return;
    }
  }
  if (loop < 0) {
    error(s, is_break ? "'break' outside loop" : "'continue' not properly in loop");
    return;
  }
  Block b = u->blocks[loop];
  unwind_to(size_t(loop) + 1);
  if (is_break) emit_jump(Op::JUMP, 0, b.break_label);
  else emit_jump(Op::JUMP_BACKWARD, 0, b.continue_label);
  resume_ranges(*this, size_t(loop) + 1);
  u->def.dead = true;
}

void Compiler::compile_return(const Node* s) {
  if (!u->scope->is_function()) {
    error(s, "'return' outside function");
    return;
  }
  for (const Block& b : u->blocks) {
    if (b.kind == BlockKind::StarHandler) {
      // CPython points at a constant return value on the return's line, else at the statement.
      bool at_value = s->x && s->x->kind == NodeKind::Constant && s->x->line == s->line;
      error(at_value ? s->x : s, kExceptStarExit);
      return;
    }
  }
  bool unwinds = false;
  for (const Block& b : u->blocks) if (b.kind != BlockKind::Loop && b.kind != BlockKind::TryExcept) unwinds = true;
  int v;
  if (!s->x) {
    v = temp();
    emit(Op::LOAD_CONST, v, const_none());
  } else if (unwinds) {
    // The finally code must not see (or change) the value being returned.
    v = temp();
    expr_to(s->x, v);
  } else {
    v = expr(s->x);
  }
  unwind_to(0);
  emit(Op::RETURN_VALUE, v);
  resume_ranges(*this, 0);
  u->def.dead = true;
}

void Compiler::compile_raise(const Node* s) {
  if (!s->x) {
    emit(Op::RAISE_VARARGS, 0, 0, 0, 0);
  } else if (!s->y) {
    int e = expr(s->x);
    emit(Op::RAISE_VARARGS, e, 0, 0, 1);
  } else {
    int e = expr(s->x);
    int c = expr(s->y);
    emit(Op::RAISE_VARARGS, e, c, 0, 2);
  }
  u->def.dead = true;
}

// CPython 3.11 blames a failing assert on the last comparison of its test
// (the location a compare leaves behind), else on the whole statement.
static const Node* assert_blame(const Node* test, const Node* fallback) {
  const Node* found = nullptr;
  std::vector<const Node*> todo{test};
  while (!todo.empty()) {
    const Node* e = todo.back();
    todo.pop_back();
    if (e->kind == NodeKind::Compare) {
      found = e;
    } else if (e->kind == NodeKind::UnaryOp && UnaryOpKind(e->op) == UnaryOpKind::Not) {
      todo.push_back(e->x);
    } else if (e->kind == NodeKind::BoolOp) {
      for (size_t i = e->a.size(); i-- > 0;) todo.push_back(e->a[i]);
    }
  }
  return found ? found : fallback;
}

void Compiler::compile_assert(const Node* s) {
  if (vm.optimize) return;  // -O
  int end = new_label();
  jump_if(s->x, true, end);
  PosGuard g(*this, assert_blame(s->x, s));
  DefState after_test = u->def;
  int base = temps(2);
  emit(Op::LOAD_ASSERTION_ERROR, base);
  if (s->y) {
    expr_to(s->y, base + 1);
    emit(Op::CALL, base, 1);
  }
  emit(Op::RAISE_VARARGS, base, 0, 0, 1);
  bind(end);
  u->def = after_test;
}

// ---- exceptions ------------------------------------------------------------------------------

void Compiler::emit_handler_cleanup(int handler_label, int prev_reg, int exc_reg) {
  bind(handler_label);
  emit(Op::POP_EXCEPT, prev_reg);
  emit(Op::RERAISE, exc_reg);
}

void Compiler::compile_try(const Node* s) {
  if (s->d.empty()) {
    compile_try_except(s);
    return;
  }
  int exc = temp(), prev = temp(), nexc = temp();
  int handler = new_label(), cleanup = new_label(), end = new_label();
  DefState pre = u->def;
  {
    DefState saved = u->def;
    kill_deleted(s->a);
    for (const Node* h : s->b) {
      if (!h->str.empty()) {
        int r = fast_reg(h->str);
        if (r >= 0) u->def.bits[r] = false;
      }
      kill_deleted(h->a);
    }
    kill_deleted(s->c);
    pre = u->def;
    u->def = saved;
  }
  Block b{BlockKind::FinallyTry};
  b.handler_label = handler;
  b.exc_reg = exc;
  b.final_body = &s->d;
  push_block(b);
  open_range(u->blocks.back());
  if (!s->b.empty()) {
    compile_try_except(s);
  } else {
    stmts(s->a);
  }
  close_range(u->blocks.back());
  pop_block();
  // Normal path: the finally body inline.
  stmts(s->d);
  DefState out = u->def;
  if (falls_through()) emit_jump(Op::JUMP, 0, end);
  // Exceptional path: run the finally body with the exception handled, re-raise.
  bind(handler);
  u->def = pre;
  emit(Op::PUSH_EXC_INFO, exc, prev);
  open_handler_cleanup(cleanup, nexc, prev);
  size_t first = u->code->positions.size();
  stmts(s->d);
  // The re-raise has the finally body's last line, as in CPython's line table.
  Position saved = u->pos;
  if (u->code->positions.size() > first) u->pos = u->code->positions.back();
  else set_pos(s->d.back());
  emit(Op::RERAISE, exc);
  close_range(u->blocks.back());
  pop_block();
  emit_handler_cleanup(cleanup, prev, nexc);
  u->pos = saved;
  bind(end);
  u->def = out;
}

// The protected part of try/except and try/except*: the body (exceptions
// go to `handler` in `exc`), then the else block, then a jump to `end`.
// Returns the definite-assignment state after it; `pre` gets the state a
// handler starts from (the body's deletions applied).
DefState Compiler::compile_try_body(const Node* s, int handler, int exc, int end, DefState& pre) {
  DefState saved = u->def;
  kill_deleted(s->a);
  pre = u->def;
  u->def = saved;
  Block b{BlockKind::TryExcept};
  b.handler_label = handler;
  b.exc_reg = exc;
  push_block(b);
  open_range(u->blocks.back());
  stmts(s->a);
  close_range(u->blocks.back());
  pop_block();
  stmts(s->c);
  DefState out = u->def;
  if (falls_through()) emit_jump(Op::JUMP, 0, end);
  return out;
}

// Opens the range of a handler body: an exception escaping it goes to
// `cleanup` (in `nexc`), which restores the handled exception from `prev`.
void Compiler::open_handler_cleanup(int cleanup, int nexc, int prev) {
  Block hc{BlockKind::HandlerCleanup};
  hc.handler_label = cleanup;
  hc.exc_reg = nexc;
  hc.prev_reg = prev;
  push_block(hc);
  open_range(u->blocks.back());
}

void Compiler::compile_try_except(const Node* s) {
  if (s->flags == 1) {
    compile_try_star(s);
    return;
  }
  int exc = temp(), prev = temp(), nexc = temp();
  int handler = new_label(), cleanup = new_label(), end = new_label();
  DefState pre;
  DefState out = compile_try_body(s, handler, exc, end, pre);
  bind(handler);
  {
    PosGuard g(*this, s->b.empty() ? s : s->b[0]);
    emit(Op::PUSH_EXC_INFO, exc, prev);
  }
  open_handler_cleanup(cleanup, nexc, prev);
  for (const Node* h : s->b) {
    if (!h->x && h != s->b.back()) error(h, "default 'except:' must be last");
    PosGuard g(*this, h);
    int m = mark();
    u->def = pre;
    int next = new_label();
    if (h->x) {
      int t = expr(h->x);
      int match = temp();
      emit(Op::CHECK_EXC_MATCH, match, exc, t);
      emit_jump(Op::POP_JUMP_IF_FALSE, match, next);
    }
    if (!h->str.empty()) {
      store_name(h->str, exc, h);
      int nc = new_label();
      int nexc2 = temp();
      Block nb{BlockKind::NameCleanup};
      nb.handler_label = nc;
      nb.exc_reg = nexc2;
      nb.name_node = h;
      push_block(nb);
      open_range(u->blocks.back());
      stmts(h->a);
      close_range(u->blocks.back());
      pop_block();
      if (falls_through()) {
        emit_name_cleanup(h);
        out = meet(out, u->def);
        emit(Op::POP_EXCEPT, prev);
        emit_jump(Op::JUMP, 0, end);
      }
      bind(nc);
      emit_name_cleanup(h);
      emit(Op::RERAISE, nexc2);
    } else {
      stmts(h->a);
      if (falls_through()) {
        out = meet(out, u->def);
        emit(Op::POP_EXCEPT, prev);
        emit_jump(Op::JUMP, 0, end);
      }
    }
    bind(next);
    release(m);
  }
  // CPython's line table puts what follows the clauses on the last one.
  PosGuard g(*this, s->b.back());
  emit(Op::RERAISE, exc);
  close_range(u->blocks.back());
  pop_block();
  emit_handler_cleanup(cleanup, prev, nexc);
  bind(end);
  u->def = out;
}

// try/except* (CPython 3.11's layout): the handler keeps `rest`, what no
// clause has matched yet, and the list `raised` of what clause bodies
// raised. Each clause splits rest with CHECK_EG_MATCH and runs on the
// matching part; PREP_RERAISE_STAR then combines `raised` and the final rest
// into the one exception that leaves the statement, if any.
void Compiler::compile_try_star(const Node* s) {
  int exc = temp(), prev = temp(), nexc = temp(), rest = temp(), raised = temp(), result = temp();
  int handler = new_label(), cleanup = new_label(), end = new_label();
  DefState pre;
  DefState out = compile_try_body(s, handler, exc, end, pre);
  bind(handler);
  u->def = pre;
  {
    PosGuard g(*this, s->b[0]);
    emit(Op::PUSH_EXC_INFO, exc, prev);
  }
  open_handler_cleanup(cleanup, nexc, prev);
  emit(Op::MOVE, rest, exc);
  emit(Op::BUILD_LIST, raised, 0, 0);
  for (const Node* h : s->b) {
    PosGuard g(*this, h);
    int m = mark();
    DefState before = u->def;
    int next = new_label(), caught = new_label();
    int t = expr(h->x);
    int match = temp(), hexc = temp();
    emit(Op::CHECK_EG_MATCH, match, rest, t);
    emit_jump(Op::POP_JUMP_IF_NONE, match, next);
    if (!h->str.empty()) store_name(h->str, match, h);
    Block sb{BlockKind::StarHandler};
    sb.handler_label = caught;
    sb.exc_reg = hexc;
    push_block(sb);
    open_range(u->blocks.back());
    stmts(h->a);
    close_range(u->blocks.back());
    pop_block();
    DefState after = u->def;
    if (falls_through()) {
      if (!h->str.empty()) emit_name_cleanup(h);
      emit_jump(Op::JUMP, 0, next);
    }
    // A clause body that raised: collect what it raised, go on with the next clause.
    bind(caught);
    u->def = before;
    emit(Op::LIST_APPEND, raised, hexc);
    if (!h->str.empty()) emit_name_cleanup(h);
    bind(next);
    u->def = meet(before, after);
    release(m);
  }
  emit(Op::LIST_APPEND, raised, rest);
  emit(Op::PREP_RERAISE_STAR, result, exc, raised);
  int reraise = new_label();
  emit_jump(Op::POP_JUMP_IF_NOT_NONE, result, reraise);
  emit(Op::POP_EXCEPT, prev);
  out = meet(out, u->def);
  emit_jump(Op::JUMP, 0, end);
  bind(reraise);
  emit(Op::RERAISE, result);
  close_range(u->blocks.back());
  pop_block();
  emit_handler_cleanup(cleanup, prev, nexc);
  bind(end);
  u->def = out;
}

void Compiler::compile_with(const Node* s, size_t item) {
  if (item >= s->a.size()) {
    stmts(s->b);
    return;
  }
  const Node* it = s->a[item];
  int exit_reg = temp(), enter_res = temp(), exc = temp(), prev = temp(), nexc = temp();
  {
    int m = mark();
    int ctx = expr(it->x);
    emit(Op::BEFORE_WITH, exit_reg, enter_res, ctx);
    release(m);
  }
  int handler = new_label(), cleanup = new_label(), end = new_label();
  Block b{BlockKind::With};
  b.handler_label = handler;
  b.exc_reg = exc;
  b.exit_reg = exit_reg;
  push_block(b);
  open_range(u->blocks.back());
  if (it->y) store(it->y, enter_res);
  DefState after_target = u->def;
  compile_with(s, item + 1);
  close_range(u->blocks.back());
  pop_block();
  if (falls_through()) {
    emit(Op::WITH_EXIT, exit_reg);
    emit_jump(Op::JUMP, 0, end);
  }
  bind(handler);
  emit(Op::PUSH_EXC_INFO, exc, prev);
  open_handler_cleanup(cleanup, nexc, prev);
  int res = temp();
  int suppressed = new_label();
  emit(Op::WITH_EXCEPT_START, res, exit_reg, exc);
  emit_jump(Op::POP_JUMP_IF_TRUE, res, suppressed);
  emit(Op::RERAISE, exc);
  bind(suppressed);
  emit(Op::POP_EXCEPT, prev);
  close_range(u->blocks.back());
  pop_block();
  emit_jump(Op::JUMP, 0, end);
  emit_handler_cleanup(cleanup, prev, nexc);
  bind(end);
  u->def = after_target;
  kill_deleted(s->b);
}

// ---- imports -----------------------------------------------------------------------------------

void Compiler::compile_import(const Node* s) {
  for (const Node* al : s->a) {
    int m = mark();
    int t = temp();
    emit(Op::IMPORT_NAME, t, name_idx(al->str), const_none(), 0);
    if (al->str2.empty()) {
      store_name(al->str.substr(0, al->str.find('.')), t, al);
    } else {
      // import a.b.c as d: walk down from the top package (CPython 3.11 uses IMPORT_FROM).
      int cur = t;
      size_t pos = al->str.find('.');
      while (pos != std::string::npos) {
        size_t next = al->str.find('.', pos + 1);
        std::string part = al->str.substr(pos + 1, next == std::string::npos ? std::string::npos : next - pos - 1);
        int n = temp();
        emit(Op::IMPORT_FROM, n, cur, name_idx(part));
        cur = n;
        pos = next;
      }
      store_name(al->str2, cur, al);
    }
    release(m);
  }
}

void Compiler::compile_import_from(const Node* s) {
  if (s->ival > 255) error(s, "relative import level too deep");
  if (s->str == "__future__" && s->ival == 0 &&
      std::find(future_imports.begin(), future_imports.end(), s) == future_imports.end())
    error(s, "from __future__ imports must occur at the beginning of the file");
  std::vector<Value> names;
  std::string key = "t" + std::to_string(s->a.size()) + "(";
  for (const Node* al : s->a) {
    names.push_back(Value::object(vm.intern(al->str)));
    std::string sk = "s" + std::to_string(al->str.size()) + ":" + al->str;
    key += std::to_string(sk.size()) + ":" + sk;
  }
  key += ")";
  int fromlist = const_value(Value::object(vm.new_tuple(std::move(names))), key);
  int mod = temp();
  emit(Op::IMPORT_NAME, mod, name_idx(s->str), fromlist, int(s->ival));
  for (const Node* al : s->a) {
    if (al->str == "*") {
      if (u->scope->kind != ScopeKind::Module) error(s, "import * only allowed at module level");
      emit(Op::IMPORT_STAR, mod);
      continue;
    }
    int m = mark();
    int v = temp();
    {
      PosGuard g(*this, s);   // CPython's position for the import: the whole statement
      emit(Op::IMPORT_FROM, v, mod, name_idx(al->str));
    }
    PosGuard g(*this, al);
    store_name(al->str2.empty() ? al->str : al->str2, v, al);
    release(m);
  }
}

}  // namespace tpy
