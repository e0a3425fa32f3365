// parser_expr.cpp — expression grammar of Python 3.11 (no async/await).
// Entry points: Parser::parse_star_expressions / parse_expression and
// friends, called by the statement parser (vm/parser_stmt.cpp). Literals are
// built in vm/parser_str.cpp. Spans follow CPython: a node spans from the
// first token of its rule to the last token consumed, so `(a) + b` starts at
// the '(' while the parenthesised atom itself keeps its inner span.
#include "vm/parser_impl.h"

namespace tpy {

namespace {

// Binary operator precedence for precedence climbing; 0 = not a binary op.
int binop_prec(const Token& t, BinOpKind* kind) {
  if (t.kind != Tok::Op) return 0;
  switch (t.op) {
    case Op::VBar: *kind = BinOpKind::BitOr; return 1;
    case Op::Circumflex: *kind = BinOpKind::BitXor; return 2;
    case Op::Amper: *kind = BinOpKind::BitAnd; return 3;
    case Op::LeftShift: *kind = BinOpKind::LShift; return 4;
    case Op::RightShift: *kind = BinOpKind::RShift; return 4;
    case Op::Plus: *kind = BinOpKind::Add; return 5;
    case Op::Minus: *kind = BinOpKind::Sub; return 5;
    case Op::Star: *kind = BinOpKind::Mul; return 6;
    case Op::Slash: *kind = BinOpKind::TrueDiv; return 6;
    case Op::DoubleSlash: *kind = BinOpKind::FloorDiv; return 6;
    case Op::Percent: *kind = BinOpKind::Mod; return 6;
    case Op::At: *kind = BinOpKind::MatMul; return 6;
    default: return 0;
  }
}

}  // namespace

Node* Parser::parse_star_expressions() {
  SrcPos start = here();
  Node* first = parse_star_expression();
  if (!at_op(Op::Comma)) return first;
  Node* t = make(NodeKind::Tuple, start);
  t->a.push_back(first);
  while (accept_op(Op::Comma)) {
    if (!starts_expression()) break;
    t->a.push_back(parse_star_expression());
  }
  return finish(t);
}

Node* Parser::parse_star_expression() {
  if (at_op(Op::Star)) {
    SrcPos start = here();
    advance();
    Node* s = make(NodeKind::Starred, start);
    s->x = parse_bitwise_or();
    return finish(s);
  }
  return parse_expression();
}

Node* Parser::parse_star_named_expression() {
  if (at_op(Op::Star)) return parse_star_expression();
  return parse_named_expression();
}

Node* Parser::parse_named_expression() {
  SrcPos start = here();
  if (at_name() && peek(1).kind == Tok::Op && peek(1).op == Op::ColonEqual) {
    Node* target = make(NodeKind::Name, start);
    target->str = token_str(tok());
    target->ctx = Ctx::Store;
    advance();
    finish(target);
    advance();
    Node* n = make(NodeKind::NamedExpr, start);
    n->x = target;
    n->y = parse_expression();
    return finish(n);
  }
  Node* e = parse_expression();
  if (at_op(Op::ColonEqual)) {
    error_node(e, std::string("cannot use assignment expressions with ") + describe_expr(e));
  } else if (at_op(Op::Equal) && !failed_ && !without_invalid_) {
    // `if x = 1:` and friends: CPython's invalid_named_expression hints.
    if (e->kind == NodeKind::Name) {
      State s = save();
      advance();
      parse_bitwise_or();
      int el = prev_end_line_, ec = prev_end_col_;
      bool ok = !failed_ && !at_op(Op::Equal) && !at_op(Op::ColonEqual);
      restore(s);
      if (ok) error_span(e->line, e->col, el, ec, "invalid syntax. Maybe you meant '==' or ':=' instead of '='?");
    } else if (e->kind != NodeKind::List && e->kind != NodeKind::Tuple && e->kind != NodeKind::GeneratorExp &&
               !(e->kind == NodeKind::Constant && e->op <= (uint8_t)ConstKind::False)) {
      // The rule reads the value and the token after it first.
      bool ok = trial([&] {
        advance();
        parse_bitwise_or();
        if (at_op(Op::Equal) || at_op(Op::ColonEqual)) error_invalid_syntax();
      });
      if (ok) error_node(e, std::string("cannot assign to ") + describe_expr(e) + " here. Maybe you meant '==' instead of '='?");
    }
  }
  return e;
}

Node* Parser::parse_expression() {
  DepthGuard guard(*this);
  if (at_kw(Kw::Lambda)) return parse_lambda();
  SrcPos start = here();
  Node* body = parse_disjunction();
  if (!at_kw(Kw::If)) return body;
  advance();
  State before_test = save();
  Node* test = parse_disjunction();
  if (failed_ && err_.msg == "invalid syntax" && !before_test.failed && stop_at_ == SIZE_MAX) {
    // CPython's PEG parser backtracks out of a failed operand (`x != not z`,
    // `x +`): the test is the longest prefix that is a disjunction, and what
    // follows it (neither 'else' nor ':') is "expected 'else'".
    size_t fail = pos_;
    State failed_state = save();
    restore(before_test);
    size_t end = disjunction_prefix_end(before_test.pos, fail);
    if (end == SIZE_MAX) {
      restore(failed_state);
    } else {
      stop_at_ = end;
      parse_disjunction();
      stop_at_ = SIZE_MAX;
    }
  }
  if (!at_kw(Kw::Else)) {
    if (!failed_ && !at_op(Op::Colon))
      error_span(start.line, start.col, prev_end_line_, prev_end_col_, "expected 'else' after 'if' expression");
    else
      error_invalid_syntax();
    return body;
  }
  advance();
  Node* n = make(NodeKind::IfExp, start);
  n->x = test;
  n->y = body;
  n->z = parse_expression();
  return finish(n);
}

// The end (a token index in (start, fail]) of the longest prefix of tokens
// [start, fail] that parses as a whole disjunction followed by neither
// 'else' nor ':', or SIZE_MAX. Only ends at the bracket depth of `start`
// can be one, and only the last few are tried: each try parses the prefix.
size_t Parser::disjunction_prefix_end(size_t start, size_t fail) {
  constexpr int kTries = 6;
  if (fail >= toks_.size()) fail = toks_.size() - 1;
  std::vector<size_t> ends;
  int depth = 0, min_depth = 0;
  for (size_t i = start; i <= fail; i++) {
    const Token& t = toks_[i];
    if (i > start && depth == 0 && min_depth == 0) ends.push_back(i);
    if (t.kind != Tok::Op) continue;
    if (t.op == Op::LPar || t.op == Op::LSqb || t.op == Op::LBrace) depth++;
    if (t.op == Op::RPar || t.op == Op::RSqb || t.op == Op::RBrace) min_depth = std::min(min_depth, --depth);
  }
  State s = save();
  size_t found = SIZE_MAX;
  int tries = 0;
  for (size_t k = ends.size(); k-- > 0 && tries < kTries; tries++) {
    const Token& next = toks_[ends[k]];
    if ((next.kind == Tok::Name && next.kw == Kw::Else) || (next.kind == Tok::Op && next.op == Op::Colon)) continue;
    stop_at_ = ends[k];
    parse_disjunction();
    bool ok = !failed_ && pos_ == ends[k];
    stop_at_ = SIZE_MAX;
    restore(s);
    if (ok) {
      found = ends[k];
      break;
    }
  }
  return found;
}

Node* Parser::parse_disjunction() {
  SrcPos start = here();
  Node* first = parse_conjunction();
  if (!at_kw(Kw::Or)) return first;
  Node* n = make(NodeKind::BoolOp, start);
  n->op = (uint8_t)BoolOpKind::Or;
  n->a.push_back(first);
  while (accept_kw(Kw::Or)) n->a.push_back(parse_conjunction());
  return finish(n);
}

Node* Parser::parse_conjunction() {
  SrcPos start = here();
  Node* first = parse_inversion();
  if (!at_kw(Kw::And)) return first;
  Node* n = make(NodeKind::BoolOp, start);
  n->op = (uint8_t)BoolOpKind::And;
  n->a.push_back(first);
  while (accept_kw(Kw::And)) n->a.push_back(parse_inversion());
  return finish(n);
}

Node* Parser::parse_inversion() {
  if (!at_kw(Kw::Not)) return parse_comparison();
  DepthGuard guard(*this);
  SrcPos start = here();
  advance();
  Node* n = make(NodeKind::UnaryOp, start);
  n->op = (uint8_t)UnaryOpKind::Not;
  n->x = parse_inversion();
  return finish(n);
}

Node* Parser::parse_comparison() {
  SrcPos start = here();
  Node* left = parse_bitwise_or();
  Node* n = nullptr;
  for (;;) {
    const Token& t = tok();
    CmpOpKind k;
    int len = 1;
    if (t.kind == Tok::Op) {
      switch (t.op) {
        case Op::Less: k = CmpOpKind::Lt; break;
        case Op::LessEqual: k = CmpOpKind::LtE; break;
        case Op::EqEqual: k = CmpOpKind::Eq; break;
        case Op::NotEqual: k = CmpOpKind::NotEq; break;
        case Op::Greater: k = CmpOpKind::Gt; break;
        case Op::GreaterEqual: k = CmpOpKind::GtE; break;
        default: goto done;
      }
    } else if (t.kind == Tok::Name && t.kw == Kw::In) {
      k = CmpOpKind::In;
    } else if (t.kind == Tok::Name && t.kw == Kw::Not && peek(1).kind == Tok::Name && peek(1).kw == Kw::In) {
      k = CmpOpKind::NotIn;
      len = 2;
    } else if (t.kind == Tok::Name && t.kw == Kw::Is) {
      k = CmpOpKind::Is;
      if (peek(1).kind == Tok::Name && peek(1).kw == Kw::Not) { k = CmpOpKind::IsNot; len = 2; }
    } else {
      break;
    }
    for (int i = 0; i < len; i++) advance();
    if (!n) {
      n = make(NodeKind::Compare, start);
      n->x = left;
    }
    n->ops.push_back((uint8_t)k);
    n->a.push_back(parse_bitwise_or());
  }
done:
  return n ? finish(n) : left;
}

Node* Parser::parse_binary(int min_prec) {
  SrcPos start = here();
  Node* left = parse_factor();
  for (;;) {
    BinOpKind k{};
    int p = binop_prec(tok(), &k);
    if (p == 0 || p < min_prec) break;
    advance();
    Node* right = parse_binary(p + 1);
    Node* n = make(NodeKind::BinOp, start);
    n->op = (uint8_t)k;
    n->x = left;
    n->y = right;
    left = finish(n);
  }
  return left;
}

Node* Parser::parse_factor() {
  UnaryOpKind k;
  if (at_op(Op::Minus)) k = UnaryOpKind::USub;
  else if (at_op(Op::Plus)) k = UnaryOpKind::UAdd;
  else if (at_op(Op::Tilde)) k = UnaryOpKind::Invert;
  else return parse_power();
  DepthGuard guard(*this);
  SrcPos start = here();
  advance();
  Node* n = make(NodeKind::UnaryOp, start);
  n->op = (uint8_t)k;
  n->x = parse_factor();
  return finish(n);
}

Node* Parser::parse_power() {
  SrcPos start = here();
  Node* base = parse_primary();
  if (!accept_op(Op::DoubleStar)) return base;
  DepthGuard guard(*this, 2);  // power, factor
  Node* n = make(NodeKind::BinOp, start);
  n->op = (uint8_t)BinOpKind::Pow;
  n->x = base;
  n->y = parse_factor();  // right-associative, and binds -x on its right
  return finish(n);
}

Node* Parser::parse_primary() {
  SrcPos start = here();
  if (at_kw(Kw::Await)) {  // parsed as CPython does; vm/symtable.cpp gives its compile-stage errors
    advance();
    Node* n = make(NodeKind::Await, start);
    n->x = parse_primary();
    return finish(n);
  }
  Node* e = parse_atom();
  for (;;) {
    if (at_op(Op::Dot)) {
      advance();
      if (!at_name()) {
        error_invalid_syntax();
        return e;
      }
      Node* n = make(NodeKind::Attribute, start);
      n->x = e;
      n->str = token_str(tok());
      advance();
      e = finish(n);
    } else if (at_op(Op::LPar)) {
      e = parse_call(e, start);
    } else if (at_op(Op::LSqb)) {
      e = parse_subscript(e, start);
    } else {
      return e;
    }
  }
}

Node* Parser::parse_call(Node* func, SrcPos start) {
  DepthGuard guard(*this, 23);
  SrcPos open = here();
  advance();
  Node* n = make(NodeKind::Call, start);
  n->x = func;
  parse_call_args(n->a, n->b, open, true);
  return finish(n);
}

void Parser::parse_call_args(std::vector<Node*>& args, std::vector<Node*>& keywords, SrcPos open, bool allow_genexp) {
  bool seen_kw = false, seen_dstar = false;
  Node* last = nullptr;
  while (!at_op(Op::RPar) && !failed_) {
    SrcPos st = here();
    if (at_op(Op::Star)) {
      advance();
      Node* s = make(NodeKind::Starred, st);
      s->x = parse_expression();
      finish(s);
      if (seen_dstar)
        error_span(st.line, st.col, st.line, st.col + 1, "iterable argument unpacking follows keyword argument unpacking");
      args.push_back(s);
      last = s;
    } else if (at_op(Op::DoubleStar)) {
      advance();
      Node* k = make(NodeKind::Keyword, st);
      k->x = parse_expression();
      keywords.push_back(finish(k));
      seen_dstar = true;
      last = k;
    } else if (tok().kind == Tok::Name &&
               (tok().kw == Kw::None_ || tok().kw == Kw::True || tok().kw == Kw::False || tok().kw == Kw::None) &&
               peek(1).kind == Tok::Op && peek(1).op == Op::Equal) {
      // (A keyword is checked before the peek: CPython reads no token past `f(finally`.)
      Token name = tok();
      advance();
      Token eq = tok();
      advance();
      Node* k = make(NodeKind::Keyword, st);
      k->str = token_str(name);
      k->x = parse_expression();
      finish(k);
      if (name.kw != Kw::None_) {
        error_span(name.line, name.col, eq.end_line, eq.end_col, "cannot assign to " + k->str);
      }
      keywords.push_back(k);
      seen_kw = true;
      last = k;
    } else {
      bool walrus = at_name() && peek(1).kind == Tok::Op && peek(1).op == Op::ColonEqual;
      Node* e = walrus ? parse_named_expression() : parse_expression();
      if (at_op(Op::Equal) && !failed_) {
        const Token& eq = tok();
        error_span(e->line, st.col, eq.end_line, eq.end_col,
                   "expression cannot contain assignment, perhaps you meant \"==\"?");
        return;
      }
      if (at_kw(Kw::For)) {
        Token genexp_for = tok();
        Node* g = make(NodeKind::GeneratorExp, st);
        g->x = e;
        parse_comprehension(g->a);
        finish(g);
        bool sole = args.empty() && keywords.empty() && at_op(Op::RPar);
        if (!allow_genexp) {
          error_at(genexp_for, "invalid syntax");
          return;
        }
        if (!at_op(Op::RPar) && !at_op(Op::Comma)) {  // `f(x for x in y z)`
          error_at(tok(), "invalid syntax");
          return;
        }
        if (!sole) {
          error_span(g->line, g->col, g->end_line, g->end_col, "Generator expression must be parenthesized");
          return;
        }
        // CPython gives the sole generator argument the call's parentheses.
        g->line = open.line;
        g->col = open.col;
        advance();
        g->end_line = prev_end_line_;
        g->end_col = prev_end_col_;
        args.push_back(g);
        return;
      }
      // CPython puts the caret on the token after the offending argument.
      if (seen_dstar) error_at(tok(), "positional argument follows keyword argument unpacking");
      else if (seen_kw) error_at(tok(), "positional argument follows keyword argument");
      args.push_back(e);
      last = e;
    }
    if (!accept_op(Op::Comma)) break;
    if (at_kw(Kw::For) && last && !failed_) {
      error_node(last, "Generator expression must be parenthesized");
      return;
    }
  }
  expect_closer(Op::RPar, last);
}

Node* Parser::parse_subscript(Node* value, SrcPos start) {
  DepthGuard guard(*this, 23);
  advance();
  Node* n = make(NodeKind::Subscript, start);
  n->x = value;
  SrcPos sst = here();
  Node* first = parse_slice();
  if (at_op(Op::Comma) || first->kind == NodeKind::Starred) {  // a[*b] indexes with a 1-tuple
    Node* t = make(NodeKind::Tuple, sst);
    t->a.push_back(first);
    while (accept_op(Op::Comma)) {
      if (at_op(Op::RSqb)) break;
      t->a.push_back(parse_slice());
    }
    n->y = finish(t);
  } else {
    n->y = first;
  }
  expect_closer(Op::RSqb, n->y);
  return finish(n);
}

Node* Parser::parse_slice() {
  SrcPos start = here();
  if (at_op(Op::Star)) return parse_star_expression();
  Node* lower = nullptr;
  if (!at_op(Op::Colon)) {
    lower = parse_named_expression();
    if (!at_op(Op::Colon)) return lower;
  }
  advance();
  Node* s = make(NodeKind::Slice, start);
  s->x = lower;
  if (!at_op(Op::Colon) && !at_op(Op::Comma) && !at_op(Op::RSqb)) s->y = parse_expression();
  if (accept_op(Op::Colon)) {
    if (!at_op(Op::Comma) && !at_op(Op::RSqb)) s->z = parse_expression();
  }
  return finish(s);
}

Node* Parser::parse_atom() {
  const Token& t = tok();
  SrcPos start = here();
  switch (t.kind) {
    case Tok::Name: {
      if (t.kw == Kw::None_) {
        Node* n = make(NodeKind::Name, start);
        n->str = token_str(t);
        advance();
        return finish(n);
      }
      if (t.kw == Kw::None || t.kw == Kw::True || t.kw == Kw::False) {
        Node* n = make(NodeKind::Constant, start);
        n->op = (uint8_t)(t.kw == Kw::None ? ConstKind::None : t.kw == Kw::True ? ConstKind::True : ConstKind::False);
        advance();
        return finish(n);
      }
      break;
    }
    case Tok::Number:
      return parse_number();
    case Tok::String: {
      bool was = failed_;
      Node* n = parse_strings();
      if (failed_ && !was) literal_error_ = true;
      return n;
    }
    case Tok::Op:
      if (t.op == Op::LPar) return parse_paren_atom();
      if (t.op == Op::LSqb) return parse_list_atom();
      if (t.op == Op::LBrace) return parse_brace_atom();
      if (t.op == Op::Ellipsis) {
        Node* n = make(NodeKind::Constant, start);
        n->op = (uint8_t)ConstKind::Ellipsis;
        advance();
        return finish(n);
      }
      break;
    case Tok::EndMarker:
    case Tok::Newline:
    case Tok::Indent:
    case Tok::Dedent:
    case Tok::Error:
      break;
  }
  error_invalid_syntax();
  return placeholder();
}

// CPython's invalid_group: `(**x)` is "cannot use double starred expression
// here" at the '**' when an expression and the ')' (an f-string field's end
// for `field`) follow it.
bool Parser::double_star_group(bool field) {
  if (!at_op(Op::DoubleStar)) return false;
  Token star = tok();
  State s = save();
  advance();
  if (starts_expression()) {
    parse_expression();
    if (!failed_ && (field ? at(Tok::EndMarker) : at_op(Op::RPar))) {
      restore(s);
      error_span(star.line, star.col, star.end_line, star.end_col, "cannot use double starred expression here");
      return true;
    }
  }
  restore(s);
  return false;
}

Node* Parser::parse_paren_atom() {
  DepthGuard guard(*this, 27);
  SrcPos start = here();
  advance();
  if (accept_op(Op::RPar)) return finish(make(NodeKind::Tuple, start));
  if (at_kw(Kw::Yield)) {
    Node* y = parse_yield_expr();
    expect_closer(Op::RPar, y);
    return y;
  }
  if (double_star_group(false)) return placeholder();
  Node* first = parse_star_named_expression();
  if (at_kw(Kw::For)) {
    Node* g = make(NodeKind::GeneratorExp, start);
    g->x = first;
    parse_comprehension(g->a);
    expect_closer(Op::RPar, nullptr);  // no comma check after a comprehension
    return finish(g);
  }
  if (at_op(Op::Comma)) {
    Node* t = make(NodeKind::Tuple, start);
    t->a.push_back(first);
    DepthGuard guard(*this, 2);  // star_named_expressions, under tuple
    while (accept_op(Op::Comma)) {
      if (at_op(Op::RPar)) break;
      t->a.push_back(parse_star_named_expression());
    }
    expect_closer(Op::RPar, t->a.back());
    return finish(t);
  }
  expect_closer(Op::RPar, first);
  if (first->kind == NodeKind::Starred) error_node(first, "cannot use starred expression here");
  return first;
}

Node* Parser::parse_list_atom() {
  DepthGuard guard(*this, 28);
  SrcPos start = here();
  advance();
  if (accept_op(Op::RSqb)) return finish(make(NodeKind::List, start));
  Node* first = parse_star_named_expression();
  if (at_kw(Kw::For)) {
    Node* c = make(NodeKind::ListComp, start);
    c->x = first;
    parse_comprehension(c->a);
    expect_closer(Op::RSqb, nullptr);
    return finish(c);
  }
  Node* l = make(NodeKind::List, start);
  l->a.push_back(first);
  while (accept_op(Op::Comma)) {
    if (at_op(Op::RSqb)) break;
    l->a.push_back(parse_star_named_expression());
  }
  expect_closer(Op::RSqb, l->a.back());
  return finish(l);
}

// At a dict display's ':': the value, or CPython's error for a missing one.
Node* Parser::parse_dict_value() {
  Token colon = tok();
  advance();
  if (at_op(Op::RBrace) || at_op(Op::Comma)) {
    error_at(colon, "expression expected after dictionary key and ':'");
    return placeholder();
  }
  return parse_expression();
}

Node* Parser::parse_brace_atom() {
  DepthGuard guard(*this, 28);
  SrcPos start = here();
  advance();
  if (accept_op(Op::RBrace)) return finish(make(NodeKind::Dict, start));
  bool is_dict;
  Node* first_key = nullptr;
  Node* first_val = nullptr;
  if (at_op(Op::DoubleStar)) {
    advance();
    is_dict = true;
    first_val = parse_bitwise_or();
  } else {
    first_key = parse_star_named_expression();
    is_dict = at_op(Op::Colon);
    if (is_dict) {
      first_val = parse_dict_value();
    }
  }
  if (is_dict) {
    if (first_key && at_kw(Kw::For)) {
      Node* c = make(NodeKind::DictComp, start);
      c->x = first_key;
      c->y = first_val;
      parse_comprehension(c->a);
      expect_closer(Op::RBrace, nullptr);
      return finish(c);
    }
    Node* d = make(NodeKind::Dict, start);
    d->a.push_back(first_key);
    d->b.push_back(first_val);
    Node* last = first_val;
    while (accept_op(Op::Comma) && !failed_) {
      if (at_op(Op::RBrace)) break;
      if (accept_op(Op::DoubleStar)) {
        d->a.push_back(nullptr);
        d->b.push_back(last = parse_bitwise_or());
        continue;
      }
      Node* k = parse_expression();
      if (!at_op(Op::Colon)) {
        if (!failed_)
          error_span(k->line, k->col, k->end_line, -1, "':' expected after dictionary key");
        break;
      }
      d->a.push_back(k);
      d->b.push_back(last = parse_dict_value());
    }
    expect_closer(Op::RBrace, last);
    return finish(d);
  }
  if (at_kw(Kw::For)) {
    Node* c = make(NodeKind::SetComp, start);
    c->x = first_key;
    parse_comprehension(c->a);
    expect_closer(Op::RBrace, nullptr);
    return finish(c);
  }
  Node* s = make(NodeKind::Set, start);
  s->a.push_back(first_key);
  while (accept_op(Op::Comma)) {
    if (at_op(Op::RBrace)) break;
    s->a.push_back(parse_star_named_expression());
  }
  expect_closer(Op::RBrace, s->a.back());
  return finish(s);
}

void Parser::parse_comprehension(std::vector<Node*>& gens) {
  while (at_kw(Kw::For) && !failed_) {
    SrcPos start = here();
    advance();
    Node* c = make(NodeKind::Comprehension, start);
    c->x = parse_target_list();
    if (Node* bad = set_target_ctx(c->x, Ctx::Store)) {
      error_bad_target(bad, Ctx::Store);
      return;
    }
    if (!accept_kw(Kw::In)) {
      error_invalid_syntax();
      return;
    }
    c->y = parse_disjunction();
    while (accept_kw(Kw::If)) c->a.push_back(parse_disjunction());
    gens.push_back(finish(c));
  }
  if (at_kw(Kw::Async)) error_at(tok(), "asynchronous comprehensions are not supported by tpy");
}

Node* Parser::parse_target_list() {
  SrcPos start = here();
  auto one = [&]() -> Node* {
    if (at_op(Op::Star)) {
      SrcPos st = here();
      advance();
      Node* s = make(NodeKind::Starred, st);
      s->x = parse_bitwise_or();
      return finish(s);
    }
    return parse_bitwise_or();
  };
  Node* first = one();
  if (!at_op(Op::Comma)) return first;
  Node* t = make(NodeKind::Tuple, start);
  t->a.push_back(first);
  while (accept_op(Op::Comma)) {
    if (at_kw(Kw::In) || at_op(Op::Equal) || !starts_expression()) break;
    t->a.push_back(one());
  }
  return finish(t);
}

Node* Parser::parse_lambda() {
  DepthGuard guard(*this);  // lambdef, under expression
  SrcPos start = here();
  advance();
  Node* n = make(NodeKind::Lambda, start);
  n->x = parse_parameters(true);
  if (!accept_op(Op::Colon)) {
    error_invalid_syntax();
    return n;
  }
  n->y = parse_expression();
  return finish(n);
}

Node* Parser::parse_yield_expr() {
  SrcPos start = here();
  advance();
  if (accept_kw(Kw::From)) {
    Node* n = make(NodeKind::YieldFrom, start);
    n->x = parse_expression();
    return finish(n);
  }
  Node* n = make(NodeKind::Yield, start);
  if (starts_expression()) n->x = parse_star_expressions();
  return finish(n);
}

Node* Parser::parse_param(bool allow_annotation) {
  SrcPos start = here();
  if (!at_name()) {
    error_invalid_syntax();
    return placeholder();
  }
  Node* a = make(NodeKind::Arg, start);
  a->str = token_str(tok());
  advance();
  if (allow_annotation && accept_op(Op::Colon)) {
    a->x = at_op(Op::Star) ? parse_star_expression() : parse_expression();
  }
  return finish(a);
}

// Parameters of `def f(...)` (after the '(') or of `lambda ...:`. Stops
// before the closing ')' / ':'.
Node* Parser::parse_parameters(bool is_lambda) {
  params_last_expr_ = nullptr;
  Node* args = make(NodeKind::Arguments, here());
  Op closer = is_lambda ? Op::Colon : Op::RPar;
  bool seen_star = false, seen_slash = false, bare_star = false;
  Token bare_star_tok{};
  while (!at_op(closer) && !failed_) {
    if (at_op(Op::Star)) {
      if (seen_star) { error_at(tok(), "* argument may appear only once"); break; }
      seen_star = true;
      bare_star_tok = tok();
      advance();
      if (at_op(Op::Comma) || at_op(closer)) {
        bare_star = true;
      } else {
        args->x = parse_param(!is_lambda);
      }
    } else if (at_op(Op::DoubleStar)) {
      advance();
      args->y = parse_param(!is_lambda);
      accept_op(Op::Comma);
      if (!at_op(closer)) {
        error_at(tok(), "arguments cannot follow var-keyword argument");
        break;
      }
      break;
    } else if (at_op(Op::Slash)) {
      if (seen_slash) { error_at(tok(), "/ may appear only once"); break; }
      if (seen_star) { error_at(tok(), "/ must be ahead of *"); break; }
      if (args->a.empty()) { error_at(tok(), "at least one argument must precede /"); break; }
      seen_slash = true;
      args->ival = (int64_t)args->a.size();
      advance();
    } else {
      Node* p = parse_param(!is_lambda);
      Node* def = nullptr;
      if (accept_op(Op::Equal)) def = parse_expression();
      params_last_expr_ = def ? def : p->x;
      if (seen_star) {
        args->b.push_back(p);
        args->c.push_back(def);
      } else {
        if (def) args->d.push_back(def);
        else if (!args->d.empty() && !failed_) error_node(p, "non-default argument follows default argument");
        args->a.push_back(p);
      }
    }
    if (!accept_op(Op::Comma)) break;
  }
  if (bare_star && args->b.empty() && !failed_) {
    error_at(bare_star_tok, "named arguments must follow bare *");
  }
  return args;
}

}  // namespace tpy
