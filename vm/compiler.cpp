// compiler.cpp — the compiler's entry point (compile_ast) and its machinery:
// code units and register layout, labels and emission, the constant pool,
// name resolution to instructions, and the code objects of functions,
// lambdas, classes and comprehensions. Expressions are compile_expr.cpp,
// statements and exception handling compile_stmt.cpp, scopes symtable.cpp.
#include <algorithm>
#include <cstring>
#include <exception>

#include "vm/compiler_internal.h"
#include "vm/num_parse.h"

namespace tpy {

Compiler::Compiler(VM& v, CompileMode m, const std::string& fn, std::string_view text, SyntaxErrorInfo& e)
    : vm(v), mode(m), filename(fn), src(text), err(e) {
  if (filename != "<string>" && filename != "<stdin>") {
    source = std::make_shared<const std::string>(text);
  }
  filename_str = vm.intern(filename);
}

// ---- errors -------------------------------------------------------------

void Compiler::error(const Node* at, const std::string& msg) {
  if (failed_) return;
  failed_ = true;
  err = SyntaxErrorInfo();
  err.msg = msg;
  if (!at) return;
  err.line = at->line;
  // The line's text, and CPython's 1-based character offsets.
  size_t pos = 0;
  for (int l = 1; l < at->line && pos < src.size(); l++) {
    size_t nl = src.find('\n', pos);
    if (nl == std::string_view::npos) { pos = src.size(); break; }
    pos = nl + 1;
  }
  size_t end = src.find('\n', pos);
  if (end == std::string_view::npos) end = src.size();
  std::string text(src.substr(pos, end - pos));
  if (!text.empty() && text.back() == '\r') text.pop_back();
  err.text = text;
  // CPython's compiler and symbol table give the AST's offsets: UTF-8
  // bytes (the parser's own errors count characters).
  err.col = at->col + 1;
  if (at->end_line == at->line && at->end_col > at->col) err.end_col = at->end_col + 1;
  // A node over several lines: CPython's carets run to the end of the first.
  else if (at->end_line > at->line) err.end_col = (int)text.size() + 1;
}

// ---- units ----------------------------------------------------------------

Code* Compiler::new_code(const std::string& name, const std::string& qualname, int firstline, uint32_t flags) {
  Code* c = vm.alloc<Code>(vm.t.code, intern(name), intern(qualname), filename_str);
  c->flags = flags;
  c->firstlineno = firstline;
  c->source = source;
  c->doc = Value::undef();   // no docstring
  return c;
}

void Compiler::enter_unit(Unit& unit, Scope* scope, Code* code) {
  unit.parent = u;
  unit.scope = scope;
  unit.code = code;
  u = &unit;
  auto add_reg = [&](const std::string& n) {
    int r = int(code->varnames.size());
    unit.regs[n] = r;
    code->varnames.push_back(intern(n));
  };
  if (scope->is_function()) {
    unit.fast_locals = true;
    for (const std::string& p : scope->params) add_reg(p);
    for (const std::string& n : scope->order) {
      SymKind k = scope->lookup(n);
      if ((k == SymKind::Local || k == SymKind::Cell) && !unit.regs.count(n)) add_reg(n);
    }
    for (const std::string& n : scope->cellvars) code->cellnames.push_back(intern(n));
  } else if (scope->kind == ScopeKind::Class) {
    unit.use_names = true;
    if (scope->needs_class_cell) {
      add_reg("__class__");
      code->cellnames.push_back(intern("__class__"));
    }
  } else {
    unit.use_names = mode == CompileMode::Exec || mode == CompileMode::Eval;
  }
  // Free variables: the last registers of the locals, in closure order.
  for (const std::string& n : scope->freevars) {
    code->freenames.push_back(intern(n));
    int r = int(code->varnames.size());
    unit.regs[n] = r;
    code->varnames.push_back(intern(n));
  }
  unit.nlocals = int(code->varnames.size());
  code->nlocals = unit.nlocals;
  unit.next_temp = unit.max_reg = unit.nlocals;
  unit.def.bits.assign(unit.nlocals, false);
  for (size_t i = 0; i < scope->params.size(); i++) unit.def.bits[i] = true;
  if (scope->node) unit.pos = position_of(scope->node);
}

Code* Compiler::finish_unit() {
  Code* c = u->code;
  for (auto& [at, label] : u->fixups) {
    int t = u->label_pos[label];
    if (t < 0 || uint32_t(t) > kMaxJumpTarget) {
      error(nullptr, "internal compiler error: unbound label");
      t = 0;
    }
    c->code[at].set_target(uint32_t(t));
  }
  for (const PendingRow& r : u->rows) {
    int h = u->label_pos[r.label];
    c->exc_table.push_back(ExcEntry{r.start, r.end, uint32_t(h < 0 ? 0 : h), uint16_t(r.exc_reg)});
  }
  c->nregs = std::max(u->max_reg, u->nlocals);
  if (c->nregs > 0xffff) error(u->scope->node, "too many local variables and temporaries in function");
  Unit* parent = u->parent;
  u = parent;
  return c;
}

int Compiler::temp() {
  int r = u->next_temp++;
  if (u->next_temp > u->max_reg) u->max_reg = u->next_temp;
  if (u->next_temp > 0xffff) {
    error(u->scope->node, "too many registers needed (expression too complex)");
    u->next_temp = u->nlocals;
  }
  return r;
}

int Compiler::temps(int n) {
  int base = u->next_temp;
  for (int i = 0; i < n; i++) temp();
  return base;
}

int Compiler::new_label() {
  u->label_pos.push_back(-1);
  return int(u->label_pos.size()) - 1;
}

void Compiler::bind(int label) {
  u->label_pos[label] = int(pc());
  u->last_bound = int(pc());
}

bool Compiler::falls_through() const {
  const std::vector<Instr>& c = u->code->code;
  if (c.empty() || u->last_bound == int(c.size())) return true;
  switch (c.back().op) {
    case Op::RETURN_VALUE:
    case Op::RERAISE:
    case Op::JUMP:
    case Op::JUMP_BACKWARD:
      return false;
    case Op::RAISE_VARARGS:
      return false;
    default:
      return true;
  }
}

uint32_t Compiler::emit(Op op, int a, int b, int c, int x) {
  Instr in;
  in.op = op;
  in.a = uint16_t(a);
  in.b = uint16_t(b);
  in.c = uint16_t(c);
  in.x = uint8_t(x);
  u->code->code.push_back(in);
  u->code->positions.push_back(u->pos);
  if (pc() > kMaxJumpTarget) error(u->scope->node, "code object too large");
  return pc() - 1;
}

void Compiler::emit_jump(Op op, int a, int label) {
  uint32_t at = emit(op, a);
  u->fixups.emplace_back(at, label);
}

void Compiler::set_pos(const Node* n) {
  if (n) u->pos = position_of(n);
}

// ---- constants --------------------------------------------------------------

Str* Compiler::intern(const std::string& s) { return vm.intern(s); }

Value Compiler::str_value(const std::string& s) {
  // Identifier-like and very short strings are interned (CPython does the same).
  bool ident = s.size() <= 64;
  for (char ch : s) {
    if (!(isalnum(uint8_t(ch)) || ch == '_')) { ident = false; break; }
  }
  if (ident || s.size() <= 1) return Value::object(vm.intern(s));
  return Value::object(vm.new_str(s));
}

int Compiler::const_value(Value v, const std::string& key) {
  auto it = u->const_index.find(key);
  if (it != u->const_index.end()) return it->second;
  int k = int(u->code->consts.size());
  u->code->consts.push_back(v);
  u->const_index.emplace(key, k);
  if (k > 0xffff) error(u->scope->node, "too many constants");
  return k;
}

int Compiler::const_none() { return const_value(Value::none(), "N"); }

int Compiler::const_str(const std::string& s) {
  return const_value(str_value(s), "s" + std::to_string(s.size()) + ":" + s);
}

static std::string double_key(char tag, double d) {
  uint64_t bits;
  std::memcpy(&bits, &d, sizeof bits);
  return tag + std::to_string(bits);
}

bool Compiler::is_const_expr(const Node* e) const {
  if (!e) return false;
  switch (e->kind) {
    case NodeKind::Constant: return true;
    case NodeKind::Tuple:
      if (e->ctx != Ctx::Load) return false;
      for (const Node* c : e->a) if (!is_const_expr(c)) return false;
      return true;
    case NodeKind::UnaryOp:
      return e->op == uint8_t(UnaryOpKind::USub) && e->x->kind == NodeKind::Constant &&
             ((e->x->op == uint8_t(ConstKind::Int) && e->x->flags == 0) ||
              e->x->op == uint8_t(ConstKind::Float));
    default: return false;
  }
}

Value Compiler::const_of(const Node* e, std::string& key) {
  if (e->kind == NodeKind::Tuple) {
    std::vector<Value> items;
    key = "t" + std::to_string(e->a.size()) + "(";
    for (const Node* c : e->a) {
      std::string k;
      items.push_back(const_of(c, k));
      key += std::to_string(k.size()) + ":" + k;
    }
    key += ")";
    return Value::object(vm.new_tuple(std::move(items)));
  }
  if (e->kind == NodeKind::UnaryOp) {
    const Node* c = e->x;
    if (c->op == uint8_t(ConstKind::Int)) {
      key = "i" + std::to_string(-c->ival);
      return Value::integer(-c->ival);
    }
    key = double_key('f', -c->fval);
    return Value::real(-c->fval);
  }
  switch (ConstKind(e->op)) {
    case ConstKind::None: key = "N"; return Value::none();
    case ConstKind::True: key = "T"; return Value::boolean(true);
    case ConstKind::False: key = "F"; return Value::boolean(false);
    case ConstKind::Ellipsis: key = "E"; return vm.ellipsis;
    case ConstKind::Int:
      if (e->flags & 1) {
        key = "i" + e->str;
        if (e->str.size() > 1 && e->str[1] > '9') {  // "0x...", "0o...", "0b..."
          BigInt v;
          std::string err;
          if (parse_int(e->str, 0, v, err, 0)) return vm.new_int(std::move(v));
        }
        return vm.new_int(BigInt(e->str));
      }
      key = "i" + std::to_string(e->ival);
      return Value::integer(e->ival);
    case ConstKind::Float: key = double_key('f', e->fval); return Value::real(e->fval);
    case ConstKind::Imag: key = double_key('c', e->fval); return vm.new_complex(0.0, e->fval);
    case ConstKind::Str: key = "s" + std::to_string(e->str.size()) + ":" + e->str; return str_value(e->str);
    case ConstKind::Bytes:
      key = "b" + std::to_string(e->str.size()) + ":" + e->str;
      return Value::object(vm.alloc<Bytes>(vm.t.bytes, e->str));
  }
  key = "N";
  return Value::none();
}

int Compiler::const_node(const Node* c) {
  std::string key;
  // Build the key first so duplicates allocate nothing new that matters:
  // the value is only kept when the key is new.
  Value v = const_of(c, key);
  return const_value(v, key);
}

int Compiler::name_idx(const std::string& s) {
  auto it = u->name_index.find(s);
  if (it != u->name_index.end()) return it->second;
  int i = int(u->code->names.size());
  u->code->names.push_back(intern(s));
  u->name_index.emplace(s, i);
  if (i > 0xffff) error(u->scope->node, "too many names");
  return i;
}

std::string Compiler::qualname_for(const std::string& name, Scope* child) {
  Scope* parent = child->parent;
  if (!parent || parent->kind == ScopeKind::Module) return name;
  if (parent->lookup(name) == SymKind::GlobalExplicit) return name;
  std::string base = u->code->qualname->text();
  if (parent->is_function()) return base + ".<locals>." + name;
  return base + "." + name;
}

// ---- names ----------------------------------------------------------------

int Compiler::fast_reg(const std::string& name) const {
  if (!u->fast_locals) return -1;
  if (u->scope->lookup(name) != SymKind::Local) return -1;
  auto it = u->regs.find(name);
  return it == u->regs.end() ? -1 : it->second;
}

void Compiler::mark_defined(int reg) {
  if (reg >= 0 && reg < int(u->def.bits.size())) u->def.bits[reg] = true;
}

void Compiler::check_local(int reg) {
  if (u->def.dead) return;
  if (reg < int(u->def.bits.size()) && u->def.bits[reg]) return;
  emit(Op::CHECK_LOCAL, reg);
  mark_defined(reg);
}

void Compiler::load_name(const Node* n, int dst) {
  const std::string& name = n->str;
  SymKind k = u->scope->lookup(name);
  if (u->fast_locals) {
    switch (k) {
      case SymKind::Local: {
        int r = u->regs[name];
        check_local(r);
        if (r != dst) emit(Op::MOVE, dst, r);
        return;
      }
      case SymKind::Cell:
      case SymKind::Free:
        emit(Op::LOAD_DEREF, dst, u->regs[name], name_idx(name));
        return;
      case SymKind::GlobalExplicit:
      case SymKind::GlobalImplicit:
        emit(Op::LOAD_GLOBAL, dst, name_idx(name));
        return;
    }
  }
  if (u->scope->kind == ScopeKind::Class) {
    if (k == SymKind::Free) {
      emit(Op::LOAD_CLASSDEREF, dst, u->regs[name], name_idx(name));
    } else if (k == SymKind::GlobalExplicit) {
      emit(Op::LOAD_GLOBAL, dst, name_idx(name));
    } else {
      emit(Op::LOAD_NAME, dst, name_idx(name));
    }
    return;
  }
  if (u->use_names && k != SymKind::GlobalExplicit) emit(Op::LOAD_NAME, dst, name_idx(name));
  else emit(Op::LOAD_GLOBAL, dst, name_idx(name));
}

int Compiler::read_name(const Node* n) {
  int r = fast_reg(n->str);
  if (r >= 0 && !u->scope->has_walrus) {
    check_local(r);
    return r;
  }
  int t = temp();
  load_name(n, t);
  return t;
}

void Compiler::store_name(const std::string& name, int src, const Node* at) {
  (void)at;
  SymKind k = u->scope->lookup(name);
  if (u->fast_locals) {
    switch (k) {
      case SymKind::Local: {
        int r = u->regs[name];
        if (r != src) emit(Op::MOVE, r, src);
        mark_defined(r);
        return;
      }
      case SymKind::Cell:
      case SymKind::Free:
        emit(Op::STORE_DEREF, u->regs[name], src);
        return;
      case SymKind::GlobalExplicit:
      case SymKind::GlobalImplicit:
        emit(Op::STORE_GLOBAL, src, name_idx(name));
        return;
    }
  }
  if (u->scope->kind == ScopeKind::Class && k == SymKind::Free) {
    emit(Op::STORE_DEREF, u->regs[name], src);
    return;
  }
  if (u->use_names && k != SymKind::GlobalExplicit) emit(Op::STORE_NAME, src, name_idx(name));
  else emit(Op::STORE_GLOBAL, src, name_idx(name));
}

void Compiler::delete_name(const std::string& name, const Node* at) {
  (void)at;
  SymKind k = u->scope->lookup(name);
  if (u->fast_locals) {
    switch (k) {
      case SymKind::Local: {
        int r = u->regs[name];
        emit(Op::DELETE_FAST, r);
        if (r < int(u->def.bits.size())) u->def.bits[r] = false;
        return;
      }
      case SymKind::Cell:
      case SymKind::Free:
        emit(Op::DELETE_DEREF, u->regs[name], 0, name_idx(name));
        return;
      case SymKind::GlobalExplicit:
      case SymKind::GlobalImplicit:
        emit(Op::DELETE_GLOBAL, 0, name_idx(name));
        return;
    }
  }
  if (u->scope->kind == ScopeKind::Class && k == SymKind::Free) {
    emit(Op::DELETE_DEREF, u->regs[name], 0, name_idx(name));
    return;
  }
  if (u->use_names && k != SymKind::GlobalExplicit) emit(Op::DELETE_NAME, 0, name_idx(name));
  else emit(Op::DELETE_GLOBAL, 0, name_idx(name));
}

// ---- functions, classes, comprehensions ------------------------------------

static bool inside_function(const Scope* s) {
  for (const Scope* p = s->parent; p; p = p->parent) {
    if (p->is_function()) return true;
  }
  return false;
}

static const Node* docstring_of(const std::vector<Node*>& body) {
  if (body.empty()) return nullptr;
  const Node* s = body[0];
  if (s->kind != NodeKind::Expr || s->x->kind != NodeKind::Constant) return nullptr;
  if (s->x->op != uint8_t(ConstKind::Str)) return nullptr;
  return s->x;
}

void Compiler::emit_prologue() {
  Code* c = u->code;
  if (!c->freenames.empty()) {
    emit(Op::COPY_FREE_VARS, u->regs[c->freenames[0]->text()], int(c->freenames.size()));
  }
  for (Str* n : c->cellnames) emit(Op::MAKE_CELL, u->regs[n->text()]);
}

int Compiler::cell_reg(const std::string& name) {
  auto it = u->regs.find(name);
  if (it == u->regs.end()) {
    error(u->scope->node, "internal compiler error: no cell for '" + name + "'");
    return 0;
  }
  return it->second;
}

void Compiler::emit_closure(Scope* child, int dst) {
  int n = int(child->freevars.size());
  std::vector<int> regs;
  for (const std::string& f : child->freevars) regs.push_back(cell_reg(f));
  bool consecutive = true;
  for (int i = 1; i < n; i++) if (regs[i] != regs[0] + i) consecutive = false;
  if (consecutive) {
    emit(Op::BUILD_TUPLE, dst, regs[0], n);
    return;
  }
  int m = mark();
  int base = temps(n);
  for (int i = 0; i < n; i++) emit(Op::MOVE, base + i, regs[i]);
  emit(Op::BUILD_TUPLE, dst, base, n);
  release(m);
}

Code* Compiler::compile_function_body(const Node* def, Scope* scope) {
  bool lambda = def->kind == NodeKind::Lambda;
  std::string name = lambda ? "<lambda>" : def->str;
  const Node* args = def->x;
  uint32_t flags = 0;
  if (args && args->x) flags |= kCodeVarargs;
  if (args && args->y) flags |= kCodeVarkw;
  if (scope->generator) flags |= kCodeGenerator;
  if (inside_function(scope)) flags |= kCodeNested;
  int firstline = def->line;
  if (!lambda && !def->b.empty()) firstline = std::min(firstline, def->b[0]->line);
  Code* code = new_code(name, qualname_for(name, scope), firstline, flags);
  if (args) {
    code->argcount = int(args->a.size());
    code->posonlycount = int(args->ival);
    code->kwonlycount = int(args->b.size());
  }
  Unit unit;
  enter_unit(unit, scope, code);
  emit_prologue();
  if (lambda) {
    set_pos(def->y);
    int v = expr(def->y);
    emit(Op::RETURN_VALUE, v);
  } else {
    const std::vector<Node*>& body = def->a;
    size_t start = 0;
    if (const Node* doc = docstring_of(body)) {
      code->doc = str_value(doc->str);
      start = 1;
    }
    for (size_t i = start; i < body.size(); i++) stmt(body[i]);
    if (falls_through()) {
      if (!body.empty()) set_pos(body.back());
      int t = temp();
      emit(Op::LOAD_CONST, t, const_none());
      emit(Op::RETURN_VALUE, t);
    }
  }
  return finish_unit();
}

void Compiler::make_function(const Node* def, int dst) {
  Scope* child = st.scope_of(def);
  if (!child) {
    error(def, "internal compiler error: no scope");
    return;
  }
  const Node* args = def->x;
  int m = mark();
  int x = 0;
  bool has_kwdefaults = false;
  if (args) for (const Node* d : args->c) if (d) has_kwdefaults = true;
  // Annotations (parameters in co_varnames order, then 'return').
  std::vector<std::pair<std::string, const Node*>> annotations;
  if (args && def->kind == NodeKind::FunctionDef) {
    for (const Node* p : args->a) if (p->x) annotations.emplace_back(p->str, p->x);
    if (args->x && args->x->x) annotations.emplace_back(args->x->str, args->x->x);
    for (const Node* p : args->b) if (p->x) annotations.emplace_back(p->str, p->x);
    if (args->y && args->y->x) annotations.emplace_back(args->y->str, args->y->x);
    if (def->y) annotations.emplace_back("return", def->y);
  }
  bool need_regs = (args && !args->d.empty()) || has_kwdefaults || !child->freevars.empty() ||
                   !annotations.empty();
  int base3 = need_regs ? temps(4) : 0;
  if (args && !args->d.empty()) {
    x |= 1;
    bool all_const = true;
    for (const Node* d : args->d) if (!is_const_expr(d)) all_const = false;
    if (all_const) {
      std::vector<Value> items;
      std::string key = "t" + std::to_string(args->d.size()) + "(";
      for (const Node* d : args->d) {
        std::string k;
        items.push_back(const_of(d, k));
        key += std::to_string(k.size()) + ":" + k;
      }
      key += ")";
      emit(Op::LOAD_CONST, base3, const_value(Value::object(vm.new_tuple(std::move(items))), key));
    } else {
      int n = int(args->d.size());
      int t = mark();
      expr_into_temps(args->d, t);
      emit(Op::BUILD_TUPLE, base3, t, n);
    }
  }
  if (has_kwdefaults) {
    x |= 2;
    int inner = mark();
    int npairs = 0;
    for (const Node* d : args->c) if (d) npairs++;
    int t = temps(2 * npairs);
    int i = 0;
    for (size_t j = 0; j < args->b.size(); j++) {
      const Node* d = j < args->c.size() ? args->c[j] : nullptr;
      if (!d) continue;
      emit(Op::LOAD_CONST, t + 2 * i, const_str(args->b[j]->str));
      expr_to(d, t + 2 * i + 1);
      i++;
    }
    emit(Op::BUILD_MAP, base3 + 1, t, npairs);
    release(inner);
  }
  if (!annotations.empty()) {
    x |= 8;
    int inner = mark();
    int t = mark();
    for (auto& [name, ann] : annotations) {
      emit(Op::LOAD_CONST, temp(), const_str(name));
      annotation_to(ann, temp());
    }
    emit(Op::BUILD_MAP, base3 + 3, t, int(annotations.size()));
    release(inner);
  }
  Code* code = compile_function_body(def, child);
  set_pos(def);
  if (!child->freevars.empty()) {
    x |= 4;
    emit_closure(child, base3 + 2);
  }
  int k = const_value(Value::object(code), "#" + std::to_string(u->code->consts.size()));
  emit(Op::MAKE_FUNCTION, dst, k, base3, x);
  release(m);
}

void Compiler::compile_function_def(const Node* s) {
  int m = mark();
  int n = int(s->b.size());
  int base = mark();
  expr_into_temps(s->b, base);
  set_pos(s);
  make_function(s, temp());
  for (int i = n - 1; i >= 0; i--) {
    set_pos(s->b[i]);
    emit(Op::CALL, base + i, 1);
  }
  set_pos(s);
  store_name(s->str, base, s);
  release(m);
}

Code* Compiler::compile_class_body(const Node* s, Scope* scope) {
  uint32_t flags = kCodeClassBody | kCodeUsesNames;
  if (inside_function(scope)) flags |= kCodeNested;
  int firstline = s->line;
  if (!s->b.empty()) firstline = std::min(firstline, s->b[0]->line);
  std::string qual = qualname_for(s->str, scope);
  Code* code = new_code(s->str, qual, firstline, flags);
  Unit unit;
  enter_unit(unit, scope, code);
  emit_prologue();
  int t = temp();
  emit(Op::LOAD_GLOBAL, t, name_idx("__name__"));
  emit(Op::STORE_NAME, t, name_idx("__module__"));
  emit(Op::LOAD_CONST, t, const_str(qual));
  emit(Op::STORE_NAME, t, name_idx("__qualname__"));
  size_t start = 0;
  if (const Node* doc = docstring_of(s->a)) {
    code->doc = str_value(doc->str);
    set_pos(s->a[0]);
    emit(Op::LOAD_CONST, t, const_str(doc->str));
    emit(Op::STORE_NAME, t, name_idx("__doc__"));
    start = 1;
  }
  release(t);
  for (size_t i = start; i < s->a.size(); i++) stmt(s->a[i]);
  set_pos(s->a.empty() ? s : s->a.back());
  if (scope->needs_class_cell) emit(Op::STORE_NAME, u->regs["__class__"], name_idx("__classcell__"));
  t = temp();
  emit(Op::LOAD_CONST, t, const_none());
  emit(Op::RETURN_VALUE, t);
  return finish_unit();
}

void Compiler::compile_class_def(const Node* s) {
  check_repeated_keywords(s->d);
  Scope* scope = st.scope_of(s);
  if (!scope) {
    error(s, "internal compiler error: no scope");
    return;
  }
  int m = mark();
  int n = int(s->b.size());
  int dbase = mark();
  expr_into_temps(s->b, dbase);
  set_pos(s);
  bool ex = false;
  for (const Node* b : s->c) if (b->kind == NodeKind::Starred) ex = true;
  for (const Node* k : s->d) if (k->str.empty()) ex = true;
  int a = temp();   // == dbase + n: the decorators' argument slot
  emit(Op::LOAD_BUILD_CLASS, a);
  int fn = temp();
  int name = temp();
  {
    int inner = mark();
    Code* code = compile_class_body(s, scope);
    set_pos(s);
    int x = 0;
    int base3 = 0;
    if (!scope->freevars.empty()) {
      base3 = temps(3);
      x = 4;
      emit_closure(scope, base3 + 2);
    }
    int k = const_value(Value::object(code), "#" + std::to_string(u->code->consts.size()));
    emit(Op::MAKE_FUNCTION, fn, k, base3, x);
    release(inner);
  }
  emit(Op::LOAD_CONST, name, const_str(s->str));
  if (ex) {
    // __build_class__(func, name, *bases, **kw) through CALL_FUNCTION_EX.
    int p = temps(2);
    emit(Op::MOVE, p, fn);
    emit(Op::MOVE, p + 1, name);
    call_ex(a, p, 2, s->c, s->d, s);
  } else {
    int nb = int(s->c.size());
    int nk = int(s->d.size());
    for (int i = 0; i < nb; i++) expr_to(s->c[i], temp());
    for (int i = 0; i < nk; i++) expr_to(s->d[i]->x, temp());
    set_pos(s);
    if (nk) emit(Op::CALL_KW, a, 2 + nb + nk, kwnames_const(s->d));
    else emit(Op::CALL, a, 2 + nb);
  }
  for (int i = n - 1; i >= 0; i--) {
    set_pos(s->b[i]);
    emit(Op::CALL, dbase + i, 1);
  }
  set_pos(s);
  store_name(s->str, n ? dbase : a, s);
  release(m);
}

Code* Compiler::compile_comprehension_body(const Node* e, Scope* scope) {
  uint32_t flags = 0;
  if (scope->generator) flags |= kCodeGenerator;
  if (inside_function(scope)) flags |= kCodeNested;
  Code* code = new_code(scope->name, qualname_for(scope->name, scope), e->line, flags);
  code->argcount = 1;
  Unit unit;
  enter_unit(unit, scope, code);
  emit_prologue();
  set_pos(e);
  int res = -1;
  if (e->kind == NodeKind::ListComp) {
    res = temp();
    emit(Op::BUILD_LIST, res, 0, 0);
  } else if (e->kind == NodeKind::SetComp) {
    res = temp();
    emit(Op::BUILD_SET, res, 0, 0);
  } else if (e->kind == NodeKind::DictComp) {
    res = temp();
    emit(Op::BUILD_MAP, res, 0, 0);
  }
  struct Level { int top, cont, exit; };
  std::vector<Level> levels;
  for (size_t i = 0; i < e->a.size(); i++) {
    const Node* g = e->a[i];
    int it;
    if (i == 0) {
      it = 0;  // `.0`: the iterator the caller passed
    } else {
      set_pos(g->y);
      int v = expr(g->y);
      it = temp();
      emit(Op::GET_ITER, it, v);
    }
    Level lv{new_label(), new_label(), new_label()};
    bind(lv.top);
    set_pos(g->x);
    int target = (g->x->kind == NodeKind::Name) ? fast_reg(g->x->str) : -1;
    if (target >= 0) {
      emit_jump(Op::FOR_ITER, it, lv.exit);
      u->code->code.back().b = uint16_t(target);
      mark_defined(target);
    } else {
      int m = mark();
      int t = temp();
      emit_jump(Op::FOR_ITER, it, lv.exit);
      u->code->code.back().b = uint16_t(t);
      store(g->x, t);
      release(m);
    }
    for (const Node* cond : g->a) jump_if(cond, false, lv.cont);
    levels.push_back(lv);
  }
  {
    int m = mark();
    set_pos(e);
    if (e->kind == NodeKind::DictComp) {
      int k = expr(e->x);
      int v = expr(e->y);
      set_pos(e);
      emit(Op::MAP_ADD, res, k, v);
    } else {
      int v = expr(e->x);
      set_pos(e);
      if (e->kind == NodeKind::ListComp) emit(Op::LIST_APPEND, res, v);
      else if (e->kind == NodeKind::SetComp) emit(Op::SET_ADD, res, v);
      else emit(Op::YIELD_VALUE, temp(), v);
    }
    release(m);
  }
  for (size_t i = levels.size(); i-- > 0;) {
    bind(levels[i].cont);
    set_pos(e);
    emit_jump(Op::JUMP_BACKWARD, 0, levels[i].top);
    bind(levels[i].exit);
  }
  set_pos(e);
  if (res < 0) {
    res = temp();
    emit(Op::LOAD_CONST, res, const_none());
  }
  emit(Op::RETURN_VALUE, res);
  return finish_unit();
}

void Compiler::compile_comprehension(const Node* e, int dst) {
  Scope* scope = st.scope_of(e);
  if (!scope || e->a.empty()) {
    error(e, "internal compiler error: bad comprehension");
    return;
  }
  int m = mark();
  int a = (dst >= u->nlocals && dst == u->next_temp - 1) ? dst : temp();
  int arg = temp();
  {
    int inner = mark();
    Code* code = compile_comprehension_body(e, scope);
    set_pos(e);
    int x = 0, base3 = 0;
    if (!scope->freevars.empty()) {
      base3 = temps(3);
      x = 4;
      emit_closure(scope, base3 + 2);
    }
    int k = const_value(Value::object(code), "#" + std::to_string(u->code->consts.size()));
    emit(Op::MAKE_FUNCTION, a, k, base3, x);
    release(inner);
  }
  const Node* iter = e->a[0]->y;
  expr_to(iter, arg);
  set_pos(iter);
  emit(Op::GET_ITER, arg, arg);
  set_pos(e);
  emit(Op::CALL, a, 1);
  if (a != dst) emit(Op::MOVE, dst, a);
  release(m);
}

// ---- __future__ and postponed annotations ---------------------------------------

void Compiler::scan_future(const std::vector<Node*>& body, size_t start) {
  static const char* const kFeatures[] = {"nested_scopes", "generators", "division", "absolute_import",
                                          "with_statement", "print_function", "unicode_literals",
                                          "barry_as_FLUFL", "generator_stop", "annotations"};
  for (size_t i = start; i < body.size(); i++) {
    const Node* s = body[i];
    if (s->kind != NodeKind::ImportFrom || s->str != "__future__" || s->ival != 0) break;
    future_imports.push_back(s);
    for (const Node* al : s->a) {
      bool known = false;
      for (const char* f : kFeatures) known = known || al->str == f;
      bool first = !failed();
      if (al->str == "braces") error(s, "not a chance");
      else if (!known) error(s, "future feature " + al->str + " is not defined");
      if (first && failed()) err.end_col = err.col + 1;   // CPython marks the statement's first column
      if (al->str == "annotations") future_annotations = true;
    }
  }
}

std::string Compiler::source_of(const Node* n) const {
  size_t pos = 0;
  for (int l = 1; l < n->line && pos < src.size(); l++) {
    size_t nl = src.find('\n', pos);
    if (nl == std::string_view::npos) return std::string();
    pos = nl + 1;
  }
  size_t begin = pos + size_t(n->col), end = pos;
  for (int l = n->line; l < n->end_line && end < src.size(); l++) {
    size_t nl = src.find('\n', end);
    if (nl == std::string_view::npos) break;
    end = nl + 1;
  }
  end += size_t(n->end_col);
  if (begin > src.size() || end > src.size() || end < begin) return std::string();
  std::string text(src.substr(begin, end - begin));
  // A multi-line annotation reads as one line (newline and indent: a space).
  std::string out;
  for (size_t i = 0; i < text.size(); i++) {
    if (text[i] == '\n' || text[i] == '\r') {
      while (i + 1 < text.size() && (text[i + 1] == ' ' || text[i + 1] == '\t' || text[i + 1] == '\n')) i++;
      if (!out.empty() && out.back() != '(' && out.back() != '[' && out.back() != '{' && out.back() != ' ') out += ' ';
      continue;
    }
    out += text[i];
  }
  return out;
}

void Compiler::annotation_to(const Node* ann, int dst) {
  if (future_annotations) emit(Op::LOAD_CONST, dst, const_str(source_of(ann)));
  else expr_to(ann, dst);
}

// ---- the whole compile --------------------------------------------------------

Code* Compiler::compile(const Node* root) {
  // CPython's compiler counts 3 levels per Python frame (the caller's
  // depth to start from) and stops at 3 times the recursion limit.
  st.depth = 3 * vm.depth;
  st.max_depth = 3 * vm.recursion_limit;
  if (!st.build(root)) {
    error(st.error_node, st.error);
    if (st.recursion_error) err.type = "RecursionError";
    return nullptr;
  }
  uint32_t flags = 0;
  if (mode == CompileMode::Module || mode == CompileMode::Interactive) flags |= kCodeModule;
  else flags |= kCodeUsesNames;
  Code* code = new_code("<module>", "<module>", 1, flags);
  Unit unit;
  enter_unit(unit, st.top(), code);
  if (mode == CompileMode::Eval) {
    set_pos(root);
    int v = expr(root);
    emit(Op::RETURN_VALUE, v);
  } else {
    const std::vector<Node*>& body = root->a;
    size_t start = 0;
    if (mode != CompileMode::Interactive) {
      if (const Node* doc = docstring_of(body)) {
        code->doc = str_value(doc->str);
        set_pos(body[0]);
        int t = temp();
        emit(Op::LOAD_CONST, t, const_str(doc->str));
        store_name("__doc__", t, body[0]);
        release(t);
        start = 1;
      }
    }
    if (mode != CompileMode::Eval) scan_future(body, start);
    for (size_t i = start; i < body.size(); i++) stmt(body[i]);
    if (!body.empty()) set_pos(body.back());
    else u->pos = Position{1, 1, 0, 0};
    int t = temp();
    emit(Op::LOAD_CONST, t, const_none());
    emit(Op::RETURN_VALUE, t);
  }
  Code* out = finish_unit();
  return failed_ ? nullptr : out;
}

Code* compile_ast(VM& vm, const Node* root, CompileMode mode, const std::string& filename,
                  std::string_view source, SyntaxErrorInfo& err) {
  if (!root) {
    err.msg = "internal compiler error: no AST";
    return nullptr;
  }
  // The compiler reports errors through `err`; this only keeps the
  // never-throws contract against allocation failure and the like.
  try {
    Compiler c(vm, mode, filename, source, err);
    return c.compile(root);
  } catch (const std::bad_alloc&) {
    err = SyntaxErrorInfo();
    err.type = "MemoryError";  // as CPython's compiler: MemoryError, no message
    return nullptr;
  } catch (const std::exception& ex) {
    err = SyntaxErrorInfo();
    err.msg = std::string("internal compiler error: ") + ex.what();
    return nullptr;
  }
}

}  // namespace tpy
