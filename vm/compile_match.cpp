// compile_match.cpp — the match statement (PEP 634) to register bytecode.
//
// The subject is evaluated once into a temporary. Each case compiles its
// pattern as a chain of tests that jump to the case's fail label; the
// values a pattern captures go to temporaries (one per name, shared by the
// alternatives of an or-pattern) and are stored to the names only once the
// whole pattern matched, then the guard runs, then the body, which jumps to
// the end. Literal and value patterns are COMPARE_OP ==, singletons IS_OP,
// sequence items BINARY_SUBSCR or UNPACK_SEQUENCE/UNPACK_EX, so simple
// patterns stay traceable; MATCH_SEQUENCE, MATCH_MAPPING, GET_LEN,
// MATCH_KEYS, COPY_DICT_WITHOUT_KEYS and MATCH_CLASS (vm/match.cpp) do the
// rest. The SyntaxErrors CPython's compiler raises for patterns are raised
// here, at the pattern CPython names.
#include <algorithm>

#include "vm/compiler_internal.h"
#include "vm/ops.h"

namespace tpy {

namespace {

void collect_captures(const Node* p, std::vector<std::string>& out) {
  auto add = [&](const std::string& n) {
    if (n.empty()) return;
    for (const std::string& o : out) if (o == n) return;
    out.push_back(n);
  };
  switch (p->kind) {
    case NodeKind::MatchAs:
      if (p->x) collect_captures(p->x, out);
      add(p->str);
      break;
    case NodeKind::MatchStar: add(p->str); break;
    case NodeKind::MatchMapping:
      for (const Node* c : p->b) collect_captures(c, out);
      add(p->str);
      break;
    case NodeKind::MatchClass:
      for (const Node* c : p->a) collect_captures(c, out);
      for (const Node* c : p->b) collect_captures(c, out);
      break;
    case NodeKind::MatchSequence:
    case NodeKind::MatchOr:
      for (const Node* c : p->a) collect_captures(c, out);
      break;
    default:
      break;
  }
}

bool is_wildcard(const Node* p) {
  return (p->kind == NodeKind::MatchAs && !p->x && p->str.empty()) ||
         (p->kind == NodeKind::MatchStar && p->str.empty());
}

bool is_number(const Node* e, ConstKind k) { return e->kind == NodeKind::Constant && e->op == uint8_t(k); }

}  // namespace

void Compiler::compile_match(const Node* s) {
  int subject = temp();
  expr_to(s->x, subject);
  int end = new_label();
  DefState before = u->def;
  DefState merged;
  merged.dead = true;
  size_t n = s->a.size();
  for (size_t i = 0; i < n && !failed(); i++) {
    const Node* c = s->a[i];
    int next = new_label();
    int m = mark();
    PatternState ps;
    ps.fail = next;
    ps.allow_irrefutable = c->y != nullptr || i + 1 == n;
    std::vector<std::string> names;
    collect_captures(c->x, names);
    for (const std::string& name : names) ps.regs[name] = temp();
    compile_pattern(c->x, subject, ps);
    {
      PosGuard g(*this, c->x);
      for (const std::string& name : ps.names) store_name(name, ps.regs[name], c->x);
    }
    release(m);
    if (c->y) jump_if(c->y, false, next);
    stmts(c->a);
    merged = meet(merged, u->def);
    if (i + 1 < n && falls_through()) emit_jump(Op::JUMP, 0, end);
    bind(next);
    u->def = before;
  }
  bind(end);
  u->def = meet(merged, before);
}

void Compiler::pattern_capture(const std::string& name, int src, PatternState& ps) {
  if (name == "__debug__") {
    error(ps.loc, "cannot assign to __debug__");
    return;
  }
  for (const std::string& o : ps.names) {
    if (o == name) {
      error(ps.loc, "multiple assignments to name '" + name + "' in pattern");
      return;
    }
  }
  ps.names.push_back(name);
  int r = ps.regs[name];
  if (r != src) emit(Op::MOVE, r, src);
}

// A literal key of a mapping pattern as a value (false: not a literal).
bool Compiler::pattern_literal(const Node* e, Value& out) {
  std::string key;
  switch (e->kind) {
    case NodeKind::Constant:
      out = const_of(e, key);
      return true;
    case NodeKind::UnaryOp: {
      const Node* c = e->x;
      if (is_number(c, ConstKind::Int) && !(c->flags & 1)) out = Value::integer(-c->ival);
      else if (is_number(c, ConstKind::Float)) out = Value::real(-c->fval);
      else if (is_number(c, ConstKind::Imag)) out = vm.new_complex(-0.0, -c->fval);
      else return false;
      return true;
    }
    case NodeKind::BinOp: {
      const Node* l = e->x;
      bool neg = l->kind == NodeKind::UnaryOp;
      if (neg) l = l->x;
      double re;
      if (is_number(l, ConstKind::Int) && !(l->flags & 1)) re = double(l->ival);
      else if (is_number(l, ConstKind::Float)) re = l->fval;
      else return false;
      if (neg) re = -re;
      double im = e->y->fval;
      if (e->op == uint8_t(BinOpKind::Sub)) im = -im;
      out = vm.new_complex(re, im);
      return true;
    }
    default:
      return false;
  }
}

void Compiler::compile_subpattern(const Node* p, int subject, PatternState& ps) {
  bool allow = ps.allow_irrefutable;
  ps.allow_irrefutable = true;
  compile_pattern(p, subject, ps);
  ps.allow_irrefutable = allow;
}

void Compiler::compile_pattern(const Node* p, int subject, PatternState& ps) {
  if (failed()) return;
  ps.loc = p;
  PosGuard g(*this, p);
  int m = mark();
  switch (p->kind) {
    case NodeKind::MatchValue: {
      if (p->x->kind == NodeKind::JoinedStr) {
        error(p, "patterns may only match literals and attribute lookups");
        break;
      }
      int v = expr(p->x);
      int t = temp();
      emit_compare(CmpOpKind::Eq, t, subject, v);
      emit_jump(Op::POP_JUMP_IF_FALSE, t, ps.fail);
      break;
    }
    case NodeKind::MatchSingleton: {
      if (ConstKind(p->op) == ConstKind::None) {
        emit_jump(Op::POP_JUMP_IF_NOT_NONE, subject, ps.fail);
        break;
      }
      int k = temp();
      emit(Op::LOAD_CONST, k, const_value(Value::boolean(ConstKind(p->op) == ConstKind::True),
                                         ConstKind(p->op) == ConstKind::True ? "T" : "F"));
      int t = temp();
      emit(Op::IS_OP, t, subject, k, 0);
      emit_jump(Op::POP_JUMP_IF_FALSE, t, ps.fail);
      break;
    }
    case NodeKind::MatchAs:
      if (!p->x) {
        if (!ps.allow_irrefutable) {
          if (!p->str.empty()) error(p, "name capture '" + p->str + "' makes remaining patterns unreachable");
          else error(p, "wildcard makes remaining patterns unreachable");
          break;
        }
        if (!p->str.empty()) pattern_capture(p->str, subject, ps);
        break;
      }
      compile_pattern(p->x, subject, ps);
      pattern_capture(p->str, subject, ps);
      break;
    case NodeKind::MatchStar:
      if (!p->str.empty()) pattern_capture(p->str, subject, ps);
      break;
    case NodeKind::MatchOr: {
      int end = new_label();
      std::vector<std::string> outer = std::move(ps.names);
      std::vector<std::string> control;
      bool allow = ps.allow_irrefutable;
      int fail = ps.fail;
      size_t n = p->a.size();
      for (size_t i = 0; i < n && !failed(); i++) {
        bool last = i + 1 == n;
        ps.names.clear();
        ps.allow_irrefutable = last && allow;
        ps.fail = last ? fail : new_label();
        compile_pattern(p->a[i], subject, ps);
        if (i == 0) {
          control = ps.names;
        } else {
          bool same = ps.names.size() == control.size();
          for (const std::string& c : control)
            if (same && std::find(ps.names.begin(), ps.names.end(), c) == ps.names.end()) same = false;
          if (!same) error(ps.loc, "alternative patterns bind different names");
        }
        if (!last) {
          emit_jump(Op::JUMP, 0, end);
          bind(ps.fail);
        }
      }
      ps.fail = fail;
      ps.allow_irrefutable = allow;
      bind(end);
      ps.names = std::move(outer);
      for (const std::string& c : control) {
        if (std::find(ps.names.begin(), ps.names.end(), c) != ps.names.end()) {
          error(ps.loc, "multiple assignments to name '" + c + "' in pattern");
          break;
        }
        ps.names.push_back(c);
      }
      break;
    }
    case NodeKind::MatchSequence: {
      int size = int(p->a.size());
      int star = -1;
      for (int i = 0; i < size; i++) {
        if (p->a[i]->kind != NodeKind::MatchStar) continue;
        if (star >= 0) {
          error(p, "multiple starred names in sequence pattern");
          break;
        }
        star = i;
      }
      if (failed()) break;
      int t = temp();
      emit(Op::MATCH_SEQUENCE, t, subject);
      emit_jump(Op::POP_JUMP_IF_FALSE, t, ps.fail);
      if (star < 0 || size > 1) {
        int k = temp();
        int want = star < 0 ? size : size - 1;
        emit(Op::GET_LEN, t, subject);
        emit(Op::LOAD_CONST, k, const_value(Value::integer(want), "i" + std::to_string(want)));
        emit_compare(star < 0 ? CmpOpKind::Eq : CmpOpKind::GtE, t, t, k);
        emit_jump(Op::POP_JUMP_IF_FALSE, t, ps.fail);
      }
      bool only_wildcards = true;
      for (const Node* c : p->a) if (!is_wildcard(c)) only_wildcards = false;
      if (only_wildcards) break;
      if (star >= 0 && is_wildcard(p->a[star])) {
        // [a, *_, b]: index the items that matter (from the end after the star).
        int k = temp(), item = temp();
        for (int i = 0; i < size; i++) {
          const Node* c = p->a[i];
          if (i == star || is_wildcard(c)) continue;
          int idx = i < star ? i : i - size;
          emit(Op::LOAD_CONST, k, const_value(Value::integer(idx), "i" + std::to_string(idx)));
          emit(Op::BINARY_SUBSCR, item, subject, k);
          compile_subpattern(c, item, ps);
        }
        break;
      }
      if (star > 255 || size - star - 1 > 0xffff) {
        error(p, "too many expressions in star-unpacking sequence pattern");
        break;
      }
      int base = temps(size);
      if (star < 0) emit(Op::UNPACK_SEQUENCE, subject, base, size);
      else emit(Op::UNPACK_EX, subject, base, size - star - 1, star);
      for (int i = 0; i < size; i++) compile_subpattern(p->a[i], base + i, ps);
      break;
    }
    case NodeKind::MatchMapping: {
      int size = int(p->a.size());
      int t = temp();
      emit(Op::MATCH_MAPPING, t, subject);
      emit_jump(Op::POP_JUMP_IF_FALSE, t, ps.fail);
      if (size > 0) {
        int k = temp();
        emit(Op::GET_LEN, t, subject);
        emit(Op::LOAD_CONST, k, const_value(Value::integer(size), "i" + std::to_string(size)));
        emit_compare(CmpOpKind::GtE, t, t, k);
        emit_jump(Op::POP_JUMP_IF_FALSE, t, ps.fail);
      }
      std::vector<Value> seen;
      for (const Node* key : p->a) {
        Value v;
        if (key->kind == NodeKind::Attribute) continue;
        if (key->kind == NodeKind::JoinedStr || !pattern_literal(key, v)) {
          error(p, "mapping pattern keys may only match literals and attribute lookups");
          break;
        }
        for (Value o : seen) {
          bool eq = false;
          if (!equal(vm, o, v, eq)) {
            vm.pending = nullptr;
            continue;
          }
          if (eq) {
            Str* r = nullptr;
            std::string text = "?";
            if (to_repr(vm, v, r)) text = r->text();
            else vm.pending = nullptr;
            error(p, "mapping pattern checks duplicate key (" + text + ")");
            break;
          }
        }
        seen.push_back(v);
        if (failed()) break;
      }
      if (failed()) break;
      if (size == 0 && p->str.empty()) break;
      int kbase = mark();
      expr_into_temps(p->a, kbase);
      int keys = temp();
      emit(Op::BUILD_TUPLE, keys, kbase, size);
      int vals = temp();
      emit(Op::MATCH_KEYS, vals, subject, keys);
      emit_jump(Op::POP_JUMP_IF_NONE, vals, ps.fail);
      if (size > 0) {
        int base = temps(size);
        emit(Op::UNPACK_SEQUENCE, vals, base, size);
        for (int i = 0; i < size; i++) compile_subpattern(p->b[i], base + i, ps);
      }
      if (!p->str.empty()) {
        int rest = temp();
        {
          PosGuard pg(*this, p);
          emit(Op::COPY_DICT_WITHOUT_KEYS, rest, subject, keys);
        }
        pattern_capture(p->str, rest, ps);
      }
      break;
    }
    case NodeKind::MatchClass: {
      size_t npos = p->a.size(), nkw = p->names.size();
      for (size_t i = 0; i < nkw && !failed(); i++) {
        for (size_t j = 0; j < i; j++) {
          if (p->names[i] == p->names[j]) {
            error(p->b[i], "attribute name repeated in class pattern: " + p->names[i]);
            break;
          }
        }
      }
      if (failed()) break;
      if (npos > 255) {
        error(p, "too many sub-patterns in class pattern");
        break;
      }
      int cls = temps(2);
      expr_to(p->x, cls);
      std::vector<Value> items;
      std::string key = "t" + std::to_string(nkw) + "(";
      for (const std::string& name : p->names) {
        items.push_back(Value::object(vm.intern(name)));
        std::string sk = "s" + std::to_string(name.size()) + ":" + name;
        key += std::to_string(sk.size()) + ":" + sk;
      }
      key += ")";
      emit(Op::LOAD_CONST, cls + 1, const_value(Value::object(vm.new_tuple(std::move(items))), key));
      int t = temp();
      emit(Op::MATCH_CLASS, t, subject, cls, int(npos));
      emit_jump(Op::POP_JUMP_IF_NONE, t, ps.fail);
      bool only_wildcards = true;
      for (const Node* c : p->a) if (!is_wildcard(c)) only_wildcards = false;
      for (const Node* c : p->b) if (!is_wildcard(c)) only_wildcards = false;
      if (only_wildcards) break;
      int base = temps(int(npos + nkw));
      emit(Op::UNPACK_SEQUENCE, t, base, int(npos + nkw));
      for (size_t i = 0; i < npos; i++) compile_subpattern(p->a[i], base + int(i), ps);
      for (size_t i = 0; i < nkw; i++) compile_subpattern(p->b[i], base + int(npos + i), ps);
      break;
    }
    default:
      error(p, std::string("internal compiler error: unexpected ") + kNodeKindNames[int(p->kind)] + " pattern");
      break;
  }
  release(m);
}

}  // namespace tpy
