// compile_expr.cpp — expressions to register bytecode. Entry points:
// Compiler::expr (value in any register, a local's own register when safe)
// and Compiler::expr_to (value in a given register, written last so that
// `x = f(x)` style targets are never clobbered early), plus jump_if for
// conditions. Calls, containers, comparisons and f-strings live here too.
#include "vm/compiler_internal.h"

namespace tpy {

int Compiler::expr(const Node* e) {
  if (e->kind == NodeKind::Name && e->ctx == Ctx::Load) {
    PosGuard g(*this, e);
    return read_name(e);
  }
  int t = temp();
  expr_to(e, t);
  return t;
}

// Evaluates es into consecutive new temporaries starting at `base` (which
// must be the next free register). Each one is allocated just before its
// evaluation so that it is the newest temporary: calls then build their
// argument block in place instead of moving the result.
void Compiler::expr_into_temps(const std::vector<Node*>& es, int base) {
  for (size_t i = 0; i < es.size(); i++) {
    int t = temp();
    if (t != base + int(i)) error(es[i], "internal compiler error: temporaries out of order");
    expr_to(es[i], t);
  }
}

static bool is_starred(const Node* n) { return n->kind == NodeKind::Starred; }

void Compiler::expr_to(const Node* e, int dst) {
  PosGuard g(*this, e);
  int m = mark();
  switch (e->kind) {
    case NodeKind::Name:
      if (e->ctx != Ctx::Load) error(e, "internal compiler error: store name in load context");
      load_name(e, dst);
      break;
    case NodeKind::Constant:
      emit(Op::LOAD_CONST, dst, const_node(e));
      break;
    case NodeKind::Tuple:
      if (is_const_expr(e)) emit(Op::LOAD_CONST, dst, const_node(e));
      else compile_sequence(e, dst, Op::BUILD_TUPLE);
      break;
    case NodeKind::List:
      compile_sequence(e, dst, Op::BUILD_LIST);
      break;
    case NodeKind::Set:
      compile_sequence(e, dst, Op::BUILD_SET);
      break;
    case NodeKind::Dict:
      compile_dict(e, dst);
      break;
    case NodeKind::BinOp: {
      int l = expr(e->x);
      int r = expr(e->y);
      emit(Op::BINARY_OP, dst, l, r, e->op);
      break;
    }
    case NodeKind::UnaryOp: {
      if (is_const_expr(e)) {
        emit(Op::LOAD_CONST, dst, const_node(e));
        break;
      }
      int v = expr(e->x);
      switch (UnaryOpKind(e->op)) {
        case UnaryOpKind::Invert: emit(Op::UNARY_INVERT, dst, v); break;
        case UnaryOpKind::Not: emit(Op::UNARY_NOT, dst, v); break;
        case UnaryOpKind::UAdd: emit(Op::UNARY_POSITIVE, dst, v); break;
        case UnaryOpKind::USub: emit(Op::UNARY_NEGATIVE, dst, v); break;
      }
      break;
    }
    case NodeKind::BoolOp:
      compile_boolop(e, dst);
      break;
    case NodeKind::Compare:
      compile_compare(e, dst);
      break;
    case NodeKind::IfExp: {
      int else_l = new_label(), end = new_label();
      jump_if(e->x, false, else_l);
      DefState saved = u->def;
      expr_to(e->y, dst);
      emit_jump(Op::JUMP, 0, end);
      u->def = saved;
      bind(else_l);
      expr_to(e->z, dst);
      u->def = saved;
      bind(end);
      break;
    }
    case NodeKind::NamedExpr:
      expr_to(e->y, dst);
      {
        PosGuard tg(*this, e->x);
        store_name(e->x->str, dst, e->x);
      }
      break;
    case NodeKind::Lambda:
      make_function(e, dst);
      break;
    case NodeKind::ListComp:
    case NodeKind::SetComp:
    case NodeKind::DictComp:
    case NodeKind::GeneratorExp:
      compile_comprehension(e, dst);
      break;
    case NodeKind::Yield: {
      int v;
      if (e->x) {
        v = expr(e->x);
      } else {
        v = temp();
        emit(Op::LOAD_CONST, v, const_none());
      }
      emit(Op::YIELD_VALUE, dst, v);
      break;
    }
    case NodeKind::YieldFrom: {
      int v = expr(e->x);
      int it = temp();
      emit(Op::GET_YIELD_FROM_ITER, it, v);
      emit(Op::YIELD_FROM, dst, it);
      break;
    }
    case NodeKind::Call:
      compile_call(e, dst);
      break;
    case NodeKind::JoinedStr:
    case NodeKind::FormattedValue:
      compile_fstring(e, dst);
      break;
    case NodeKind::Attribute: {
      if (e->ctx != Ctx::Load) error(e, "internal compiler error: attribute store in load context");
      int o = expr(e->x);
      emit(Op::LOAD_ATTR, dst, o, name_idx(e->str));
      break;
    }
    case NodeKind::Subscript: {
      int o = expr(e->x);
      int k = subscript_key(e->y);
      emit(Op::BINARY_SUBSCR, dst, o, k);
      break;
    }
    case NodeKind::Slice:
      compile_slice(e, dst);
      break;
    case NodeKind::Starred:
      error(e, "can't use starred expression here");
      break;
    default:
      error(e, std::string("internal compiler error: unexpected ") + kNodeKindNames[int(e->kind)] +
                   " in expression");
      break;
  }
  release(m);
}

int Compiler::subscript_key(const Node* slice) {
  if (slice->kind == NodeKind::Slice) {
    int t = temp();
    compile_slice(slice, t);
    return t;
  }
  return expr(slice);
}

void Compiler::compile_slice(const Node* e, int dst) {
  PosGuard g(*this, e);
  int m = mark();
  int n = e->z ? 3 : 2;
  int base = temps(n);
  const Node* parts[3] = {e->x, e->y, e->z};
  for (int i = 0; i < n; i++) {
    if (parts[i]) expr_to(parts[i], base + i);
    else emit(Op::LOAD_CONST, base + i, const_none());
  }
  emit(Op::BUILD_SLICE, dst, base, 0, n);
  release(m);
}

// ---- containers ---------------------------------------------------------------

static constexpr size_t kMaxDirectBuild = 1024;   // larger displays build incrementally

void Compiler::compile_sequence(const Node* e, int dst, Op build) {
  const std::vector<Node*>& elts = e->a;
  bool star = false;
  for (const Node* x : elts) if (is_starred(x)) star = true;
  size_t n = elts.size();
  bool all_const = !star && n >= 3;
  if (all_const) for (const Node* x : elts) if (!is_const_expr(x)) all_const = false;
  if (all_const && build != Op::BUILD_TUPLE) {
    // [1, 2, 3] → BUILD_LIST + LIST_EXTEND of a constant tuple (CPython does the same).
    std::vector<Value> items;
    std::string key = "t" + std::to_string(n) + "(";
    for (const Node* x : elts) {
      std::string k;
      items.push_back(const_of(x, k));
      key += std::to_string(k.size()) + ":" + k;
    }
    key += ")";
    int k = const_value(Value::object(vm.new_tuple(std::move(items))), key);
    int d = scratch(dst);
    int t = temp();
    emit(Op::LOAD_CONST, t, k);
    if (build == Op::BUILD_LIST) {
      emit(Op::BUILD_LIST, d, 0, 0);
      emit(Op::LIST_EXTEND, d, t);
    } else {
      emit(Op::BUILD_SET, d, 0, 0);
      emit(Op::SET_UPDATE, d, t);
    }
    if (d != dst) emit(Op::MOVE, dst, d);
    return;
  }
  if (!star && n <= kMaxDirectBuild) {
    int base = mark();
    expr_into_temps(elts, base);
    emit(build, dst, base, int(n));
    return;
  }
  // Incremental: a list (or set) grown element by element.
  bool is_set = build == Op::BUILD_SET;
  int d = build == Op::BUILD_TUPLE ? temp() : scratch(dst);
  size_t lead = 0;
  while (lead < n && lead < 64 && !is_starred(elts[lead])) lead++;
  {
    int m = mark();
    int base = temps(int(lead));
    for (size_t i = 0; i < lead; i++) expr_to(elts[i], base + int(i));
    emit(is_set ? Op::BUILD_SET : Op::BUILD_LIST, d, base, int(lead));
    release(m);
  }
  for (size_t i = lead; i < n; i++) {
    int m = mark();
    const Node* x = elts[i];
    if (is_starred(x)) {
      int v = expr(x->x);
      PosGuard g(*this, x);
      emit(is_set ? Op::SET_UPDATE : Op::LIST_EXTEND, d, v);
    } else {
      int v = expr(x);
      emit(is_set ? Op::SET_ADD : Op::LIST_APPEND, d, v);
    }
    release(m);
  }
  if (build == Op::BUILD_TUPLE) emit(Op::LIST_TO_TUPLE, dst, d);
  else if (d != dst) emit(Op::MOVE, dst, d);
}

void Compiler::compile_dict(const Node* e, int dst) {
  size_t n = e->a.size();
  bool unpack = false;
  for (const Node* k : e->a) if (!k) unpack = true;
  if (!unpack && n <= kMaxDirectBuild) {
    int base = mark();
    for (size_t i = 0; i < n; i++) {
      expr_to(e->a[i], temp());
      expr_to(e->b[i], temp());
    }
    emit(Op::BUILD_MAP, dst, base, int(n));
    return;
  }
  int d = scratch(dst);
  emit(Op::BUILD_MAP, d, 0, 0);
  for (size_t i = 0; i < n; i++) {
    int m = mark();
    if (!e->a[i]) {
      int v = expr(e->b[i]);
      emit(Op::DICT_UPDATE, d, v);
    } else {
      int k = expr(e->a[i]);
      int v = expr(e->b[i]);
      emit(Op::MAP_ADD, d, k, v);
    }
    release(m);
  }
  if (d != dst) emit(Op::MOVE, dst, d);
}

// ---- boolean operators and comparisons ------------------------------------------

void Compiler::compile_boolop(const Node* e, int dst) {
  int d = scratch(dst);
  int end = new_label();
  Op jmp = BoolOpKind(e->op) == BoolOpKind::And ? Op::POP_JUMP_IF_FALSE : Op::POP_JUMP_IF_TRUE;
  expr_to(e->a[0], d);
  DefState saved = u->def;
  for (size_t i = 1; i < e->a.size(); i++) {
    emit_jump(jmp, d, end);
    expr_to(e->a[i], d);
  }
  u->def = saved;
  bind(end);
  if (d != dst) emit(Op::MOVE, dst, d);
}

void Compiler::emit_compare(CmpOpKind op, int dst, int l, int r) {
  switch (op) {
    case CmpOpKind::Is: emit(Op::IS_OP, dst, l, r, 0); break;
    case CmpOpKind::IsNot: emit(Op::IS_OP, dst, l, r, 1); break;
    case CmpOpKind::In: emit(Op::CONTAINS_OP, dst, l, r, 0); break;
    case CmpOpKind::NotIn: emit(Op::CONTAINS_OP, dst, l, r, 1); break;
    case CmpOpKind::Lt:
    case CmpOpKind::LtE:
    case CmpOpKind::Eq:
    case CmpOpKind::NotEq:
    case CmpOpKind::Gt:
    case CmpOpKind::GtE:
      emit(Op::COMPARE_OP, dst, l, r, int(op));
      break;
  }
}

void Compiler::compile_compare(const Node* e, int dst) {
  size_t n = e->ops.size();
  auto operand = [&](size_t i) -> int {
    const Node* c = e->a[i];
    CmpOpKind op = CmpOpKind(e->ops[i]);
    // `x in [1, 2, 3]` / `x in {1, 2}`: a constant tuple is enough.
    if ((op == CmpOpKind::In || op == CmpOpKind::NotIn) &&
        (c->kind == NodeKind::List) && !c->a.empty()) {
      bool all = true;
      for (const Node* x : c->a) if (!is_const_expr(x)) all = false;
      if (all) {
        std::vector<Value> items;
        std::string key = "t" + std::to_string(c->a.size()) + "(";
        for (const Node* x : c->a) {
          std::string k;
          items.push_back(const_of(x, k));
          key += std::to_string(k.size()) + ":" + k;
        }
        key += ")";
        int t = temp();
        PosGuard g(*this, c);
        emit(Op::LOAD_CONST, t, const_value(Value::object(vm.new_tuple(std::move(items))), key));
        return t;
      }
    }
    return expr(c);
  };
  if (n == 1) {
    int l = expr(e->x);
    int r = operand(0);
    emit_compare(CmpOpKind(e->ops[0]), dst, l, r);
    return;
  }
  int d = scratch(dst);
  int end = new_label();
  int l = expr(e->x);
  DefState saved;
  for (size_t i = 0; i < n; i++) {
    int r = operand(i);
    emit_compare(CmpOpKind(e->ops[i]), d, l, r);
    if (i + 1 < n) {
      emit_jump(Op::POP_JUMP_IF_FALSE, d, end);
      if (i == 0) saved = u->def;
    }
    l = r;
  }
  u->def = saved;
  bind(end);
  if (d != dst) emit(Op::MOVE, dst, d);
}

// Truthiness of a constant node: 1 true, 0 false, -1 not a simple constant.
static int const_truth(const Node* e) {
  if (e->kind != NodeKind::Constant) return -1;
  switch (ConstKind(e->op)) {
    case ConstKind::None: return 0;
    case ConstKind::True: return 1;
    case ConstKind::False: return 0;
    case ConstKind::Ellipsis: return 1;
    case ConstKind::Int: return (e->flags & 1) ? 1 : e->ival != 0;
    case ConstKind::Float: return e->fval != 0.0;
    case ConstKind::Imag: return e->fval != 0.0;
    case ConstKind::Str:
    case ConstKind::Bytes: return !e->str.empty();
  }
  return -1;
}

void Compiler::jump_if(const Node* e, bool cond, int label) {
  PosGuard g(*this, e);
  if (e->kind == NodeKind::UnaryOp && UnaryOpKind(e->op) == UnaryOpKind::Not) {
    jump_if(e->x, !cond, label);
    return;
  }
  if (e->kind == NodeKind::BoolOp) {
    bool is_and = BoolOpKind(e->op) == BoolOpKind::And;
    size_t n = e->a.size();
    DefState saved;
    if (is_and != cond) {
      // and/false or or/true: any operand deciding jumps straight to label.
      for (size_t i = 0; i < n; i++) {
        jump_if(e->a[i], cond, label);
        if (i == 0) saved = u->def;
      }
    } else {
      int skip = new_label();
      for (size_t i = 0; i + 1 < n; i++) {
        jump_if(e->a[i], !cond, skip);
        if (i == 0) saved = u->def;
      }
      jump_if(e->a[n - 1], cond, label);
      bind(skip);
    }
    u->def = saved;
    return;
  }
  int t = const_truth(e);
  if (t >= 0) {
    if (bool(t) == cond) emit_jump(Op::JUMP, 0, label);
    return;
  }
  int m = mark();
  int v = expr(e);
  emit_jump(cond ? Op::POP_JUMP_IF_TRUE : Op::POP_JUMP_IF_FALSE, v, label);
  release(m);
}

// ---- calls ----------------------------------------------------------------------

int Compiler::kwnames_const(const std::vector<Node*>& kws) {
  std::vector<Value> items;
  std::string key = "t" + std::to_string(kws.size()) + "(";
  for (const Node* k : kws) {
    items.push_back(Value::object(vm.intern(k->str)));
    std::string sk = "s" + std::to_string(k->str.size()) + ":" + k->str;
    key += std::to_string(sk.size()) + ":" + sk;
  }
  key += ")";
  return const_value(Value::object(vm.new_tuple(std::move(items))), key);
}

void Compiler::call_ex(int base, int prefix, int nprefix, const std::vector<Node*>& args,
                       const std::vector<Node*>& kws, const Node* at) {
  int lst = base + 1, kwd = base + 2;
  emit(Op::BUILD_LIST, lst, prefix, nprefix);
  for (const Node* a : args) {
    int m = mark();
    if (is_starred(a)) {
      int v = expr(a->x);
      PosGuard g(*this, a);
      emit(Op::LIST_EXTEND, lst, v, base, 1);  // x=1: the callee is r[c] (error messages)
    } else {
      int v = expr(a);
      emit(Op::LIST_APPEND, lst, v);
    }
    release(m);
  }
  emit(Op::LIST_TO_TUPLE, lst, lst);
  emit(Op::BUILD_MAP, kwd, 0, 0);
  for (const Node* k : kws) {
    int m = mark();
    if (k->str.empty()) {
      int v = expr(k->x);
      PosGuard g(*this, k);
      emit(Op::DICT_MERGE, kwd, v, base);
    } else {
      int kt = temp();
      emit(Op::LOAD_CONST, kt, const_str(k->str));
      int v = expr(k->x);
      emit(Op::MAP_ADD, kwd, kt, v);
    }
    release(m);
  }
  PosGuard g(*this, at);
  emit(Op::CALL_FUNCTION_EX, base);
}

void Compiler::check_repeated_keywords(const std::vector<Node*>& keywords) {
  for (size_t i = 1; i < keywords.size(); i++) {
    const Node* k = keywords[i];
    if (k->str.empty()) continue;
    for (size_t j = 0; j < i; j++)
      if (keywords[j]->str == k->str) {
        error(k, "keyword argument repeated: " + k->str);
        return;
      }
  }
}

void Compiler::compile_call(const Node* e, int dst) {
  check_repeated_keywords(e->b);
  bool ex = false;
  for (const Node* a : e->a) if (is_starred(a)) ex = true;
  for (const Node* k : e->b) if (k->str.empty()) ex = true;
  // The call block starts at dst when dst is the newest temporary.
  int base = (dst >= u->nlocals && dst == u->next_temp - 1) ? dst : temp();
  const Node* f = e->x;
  if (ex) {
    expr_to(f, base);
    temps(2);
    call_ex(base, 0, 0, e->a, e->b, e);
  } else {
    int nargs = int(e->a.size()), nkw = int(e->b.size());
    bool method = f->kind == NodeKind::Attribute && f->ctx == Ctx::Load;
    if (method) {
      int self = temp();
      int o;
      if (f->x->kind == NodeKind::Name && fast_reg(f->x->str) >= 0 && !u->scope->has_walrus) {
        o = expr(f->x);
      } else {
        expr_to(f->x, self);
        o = self;
      }
      {
        PosGuard g(*this, f);
        emit(Op::LOAD_METHOD, base, o, name_idx(f->str));
      }
    } else {
      expr_to(f, base);
    }
    int args = mark();
    for (int i = 0; i < nargs; i++) expr_to(e->a[i], temp());
    for (int i = 0; i < nkw; i++) expr_to(e->b[i]->x, temp());
    if (args + nargs + nkw > 0xffff) error(e, "too many arguments");
    if (method) {
      if (nkw) emit(Op::CALL_METHOD_KW, base, nargs + nkw, kwnames_const(e->b));
      else emit(Op::CALL_METHOD, base, nargs);
    } else {
      if (nkw) emit(Op::CALL_KW, base, nargs + nkw, kwnames_const(e->b));
      else emit(Op::CALL, base, nargs);
    }
  }
  if (base != dst) emit(Op::MOVE, dst, base);
}

// ---- f-strings --------------------------------------------------------------------

void Compiler::compile_fstring(const Node* e, int dst) {
  if (e->kind == NodeKind::FormattedValue) {
    int v = expr(e->x);
    int conv = 0;
    switch (e->ival) {
      case 's': conv = 1; break;
      case 'r': conv = 2; break;
      case 'a': conv = 3; break;
      default: conv = 0; break;
    }
    // f'{x=}' shows repr unless a conversion or format spec is given.
    if ((e->flags & 1) && e->ival == -1 && !e->y) conv = 2;
    int spec = 0;
    if (e->y) {
      spec = temp();
      expr_to(e->y, spec);
      conv |= 4;
    }
    emit(Op::FORMAT_VALUE, dst, v, spec, conv);
    return;
  }
  const std::vector<Node*>& parts = e->a;
  bool all_const = true;
  std::string text;
  for (const Node* p : parts) {
    if (p->kind == NodeKind::Constant) text += p->str;
    else all_const = false;
  }
  if (all_const) {
    emit(Op::LOAD_CONST, dst, const_str(text));
    return;
  }
  if (parts.size() == 1) {
    expr_to(parts[0], dst);
    return;
  }
  int n = int(parts.size());
  int base = mark();
  for (int i = 0; i < n; i++) {
    int t = temp();
    if (parts[i]->kind == NodeKind::Constant) emit(Op::LOAD_CONST, t, const_str(parts[i]->str));
    else expr_to(parts[i], t);
  }
  emit(Op::BUILD_STRING, dst, base, n);
}

}  // namespace tpy
