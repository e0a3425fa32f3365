// parser_match.cpp — the match statement (PEP 634) and its patterns.
// `match` and `case` are soft keywords: a statement starting with the name
// `match` is a match statement only when a subject expression and ':'
// follow; otherwise it is parsed again as an ordinary statement
// (`match = 1`, `match(x)`). Patterns become the Match* nodes of
// vm/ast.def; checks that CPython makes in its compiler (unreachable
// patterns, repeated names, duplicate keys) are vm/compile_match.cpp's.
#include "vm/parser_impl.h"

namespace tpy {

Node* Parser::parse_match() {
  State s = save();
  SrcPos start = here();
  Token kw = tok();
  advance();
  if (!starts_expression()) {
    restore(s);
    return nullptr;
  }
  // subject_expr: star_named_expression ',' star_named_expressions? | named_expression
  Node* subject = parse_star_named_expression();
  if (at_op(Op::Comma)) {
    Node* t = make(NodeKind::Tuple, {subject->line, subject->col});
    t->a.push_back(subject);
    while (accept_op(Op::Comma) && !failed_) {
      if (at_op(Op::Colon) || at(Tok::Newline)) break;
      t->a.push_back(parse_star_named_expression());
    }
    subject = finish(t);
  } else if (subject->kind == NodeKind::Starred) {
    if (!failed_ && at_op(Op::Colon)) {   // `match *x:`
      Token bad = tok();
      restore(s);
      error_at(bad, "invalid syntax");
      return placeholder();
    }
    failed_ = true;
  }
  if (failed_ || !at_op(Op::Colon)) {
    bool newline = !failed_ && at(Tok::Newline);
    Token nl = tok();
    restore(s);
    if (newline) {
      // `match x` alone: "expected ':'" unless it is a statement after all.
      std::vector<Node*> out;
      parse_simple_stmts(out);
      bool ok = !failed_;
      restore(s);
      if (ok) return nullptr;
      error_at(nl, "expected ':'");
      return placeholder();
    }
    return nullptr;
  }
  Node* n = make(NodeKind::Match, start);
  n->x = subject;
  advance();  // ':'
  std::string what = "expected an indented block after 'match' statement on line " + std::to_string(kw.line);
  if (!at(Tok::Newline)) {
    // `match [x]: int = 1` is an annotated assignment after all.
    Token bad = tok();
    restore(s);
    std::vector<Node*> out;
    parse_simple_stmts(out);
    if (!failed_) {
      restore(s);
      return nullptr;
    }
    if (err_.msg != "invalid syntax") return placeholder();   // its own error ("illegal target for annotation")
    restore(s);
    error_at(bad, "invalid syntax");
    return n;
  }
  advance();
  if (!at(Tok::Indent)) {
    const Token& t = tok();
    if (t.kind == Tok::Dedent || t.kind == Tok::EndMarker || t.kind == Tok::Error) error_at(t, what, "IndentationError");
    else error_span(t.line, t.col, t.line, t.col + 1, what, "IndentationError");
    return n;
  }
  advance();
  while (!at(Tok::Dedent) && !at(Tok::EndMarker) && !failed_) {
    if (!at_soft_kw("case")) {
      error_invalid_syntax();
      break;
    }
    n->a.push_back(parse_case_block());
  }
  advance();  // DEDENT
  return finish(n);
}

Node* Parser::parse_case_block() {
  SrcPos start = here();
  advance();  // 'case'
  Node* c = make(NodeKind::MatchCase, start);
  c->x = parse_patterns();
  if (!failed_ && accept_kw(Kw::If)) c->y = parse_named_expression();
  parse_block(c->a, "'case' statement", start.line);
  return finish(c);
}

Node* Parser::parse_patterns() {
  SrcPos start = here();
  Node* p = parse_maybe_star_pattern();
  if (!at_op(Op::Comma)) {
    if (p->kind == NodeKind::MatchStar) error_invalid_syntax();
    return p;
  }
  Node* seq = make(NodeKind::MatchSequence, start);
  seq->a.push_back(p);
  while (accept_op(Op::Comma) && !failed_) {
    if (at_op(Op::Colon) || at_kw(Kw::If)) break;
    seq->a.push_back(parse_maybe_star_pattern());
  }
  return finish(seq);
}

Node* Parser::parse_maybe_star_pattern() {
  if (!at_op(Op::Star)) return parse_pattern();
  SrcPos start = here();
  advance();
  Node* n = make(NodeKind::MatchStar, start);
  if (!at_name()) {
    error_invalid_syntax();
    return n;
  }
  std::string name = token_str(tok());
  advance();
  if (name != "_") n->str = name;
  finish(n);
  if (at_op(Op::Dot) || at_op(Op::LPar) || at_op(Op::Equal)) error_invalid_syntax();
  return n;
}

Node* Parser::parse_pattern() {
  DepthGuard guard(*this);
  SrcPos start = here();
  Node* p = parse_or_pattern();
  if (!at_kw(Kw::As) || failed_) return p;
  advance();
  if (!at_name()) {
    error_invalid_syntax();
    return p;
  }
  const Token& t = tok();
  std::string name = token_str(t);
  if (name == "_") {
    error_at(t, "cannot use '_' as a target");
    return p;
  }
  advance();
  if (at_op(Op::Dot) || at_op(Op::LPar) || at_op(Op::Equal)) {
    error_invalid_syntax();
    return p;
  }
  Node* n = make(NodeKind::MatchAs, start);
  n->x = p;
  n->str = name;
  return finish(n);
}

Node* Parser::parse_or_pattern() {
  SrcPos start = here();
  Node* p = parse_closed_pattern();
  if (!at_op(Op::VBar)) return p;
  Node* n = make(NodeKind::MatchOr, start);
  n->a.push_back(p);
  while (accept_op(Op::VBar) && !failed_) n->a.push_back(parse_closed_pattern());
  return finish(n);
}

Node* Parser::parse_name_or_attr() {
  SrcPos start = here();
  Node* e = make(NodeKind::Name, start);
  e->str = token_str(tok());
  advance();
  finish(e);
  while (at_op(Op::Dot) && !failed_) {
    advance();
    if (!at_name()) {
      error_invalid_syntax();
      return e;
    }
    Node* a = make(NodeKind::Attribute, start);
    a->x = e;
    a->str = token_str(tok());
    advance();
    e = finish(a);
  }
  return e;
}

// signed_number, or with allow_complex signed_real ('+'|'-') imaginary.
Node* Parser::parse_signed_number(bool allow_complex) {
  SrcPos start = here();
  Node* num;
  if (at_op(Op::Minus)) {
    advance();
    if (!at(Tok::Number)) {
      error_invalid_syntax();
      return placeholder();
    }
    Node* neg = make(NodeKind::UnaryOp, start);
    neg->op = (uint8_t)UnaryOpKind::USub;
    neg->x = parse_number();
    num = finish(neg);
  } else {
    num = parse_number();
  }
  if (!allow_complex || !(at_op(Op::Plus) || at_op(Op::Minus)) || failed_) return num;
  bool minus = at_op(Op::Minus);
  advance();
  const Node* left = num->kind == NodeKind::UnaryOp ? num->x : num;
  if (left->kind == NodeKind::Constant && left->op == (uint8_t)ConstKind::Imag) {
    error_node(num, "real number required in complex literal");
    return num;
  }
  if (!at(Tok::Number)) {
    error_invalid_syntax();
    return num;
  }
  Node* right = parse_number();
  if (right->kind != NodeKind::Constant || right->op != (uint8_t)ConstKind::Imag) {
    error_node(right, "imaginary number required in complex literal");
    return num;
  }
  Node* b = make(NodeKind::BinOp, start);
  b->op = (uint8_t)(minus ? BinOpKind::Sub : BinOpKind::Add);
  b->x = num;
  b->y = right;
  return finish(b);
}

Node* Parser::parse_literal_expr() {
  const Token& t = tok();
  SrcPos start = here();
  if (t.kind == Tok::Number || at_op(Op::Minus)) return parse_signed_number(true);
  if (t.kind == Tok::String) return parse_strings();
  if (t.kind == Tok::Name && (t.kw == Kw::None || t.kw == Kw::True || t.kw == Kw::False)) {
    Node* n = make(NodeKind::Constant, start);
    n->op = (uint8_t)(t.kw == Kw::None ? ConstKind::None : t.kw == Kw::True ? ConstKind::True : ConstKind::False);
    advance();
    return finish(n);
  }
  return nullptr;
}

Node* Parser::parse_closed_pattern() {
  DepthGuard guard(*this);
  const Token& t = tok();
  SrcPos start = here();
  if (t.kind == Tok::Name && (t.kw == Kw::None || t.kw == Kw::True || t.kw == Kw::False)) {
    Node* n = make(NodeKind::MatchSingleton, start);
    n->op = (uint8_t)(t.kw == Kw::None ? ConstKind::None : t.kw == Kw::True ? ConstKind::True : ConstKind::False);
    advance();
    return finish(n);
  }
  if (t.kind == Tok::Number || t.kind == Tok::String || at_op(Op::Minus)) {
    Node* n = make(NodeKind::MatchValue, start);
    n->x = parse_literal_expr();
    return finish(n);
  }
  if (at_name()) {
    Node* e = parse_name_or_attr();
    if (failed_) return e;
    if (at_op(Op::LPar)) return parse_class_pattern(e, start);
    if (e->kind == NodeKind::Name) {
      Node* n = make(NodeKind::MatchAs, start);
      if (e->str != "_") n->str = e->str;
      finish(n);
      if (at_op(Op::Equal)) error_invalid_syntax();
      return n;
    }
    Node* n = make(NodeKind::MatchValue, start);
    n->x = e;
    finish(n);
    if (at_op(Op::Equal)) error_invalid_syntax();
    return n;
  }
  if (at_op(Op::LPar)) {
    advance();
    if (at_op(Op::RPar)) {
      advance();
      return finish(make(NodeKind::MatchSequence, start));
    }
    Node* p = parse_maybe_star_pattern();
    if (at_op(Op::RPar) && p->kind != NodeKind::MatchStar) {
      advance();   // a group: the pattern itself
      return p;
    }
    if (!at_op(Op::Comma)) {
      error_invalid_syntax();
      return p;
    }
    Node* seq = make(NodeKind::MatchSequence, start);
    seq->a.push_back(p);
    while (accept_op(Op::Comma) && !failed_) {
      if (at_op(Op::RPar)) break;
      seq->a.push_back(parse_maybe_star_pattern());
    }
    if (!failed_ && !accept_op(Op::RPar)) error_invalid_syntax();
    return finish(seq);
  }
  if (at_op(Op::LSqb)) {
    advance();
    return parse_sequence_pattern(Op::RSqb, start);
  }
  if (at_op(Op::LBrace)) return parse_mapping_pattern();
  error_invalid_syntax();
  return placeholder();
}

Node* Parser::parse_sequence_pattern(Op close, SrcPos start) {
  Node* seq = make(NodeKind::MatchSequence, start);
  while (!at_op(close) && !failed_) {
    seq->a.push_back(parse_maybe_star_pattern());
    if (!accept_op(Op::Comma)) break;
  }
  if (!failed_ && !accept_op(close)) error_invalid_syntax();
  return finish(seq);
}

Node* Parser::parse_mapping_pattern() {
  SrcPos start = here();
  advance();  // '{'
  Node* m = make(NodeKind::MatchMapping, start);
  while (!at_op(Op::RBrace) && !failed_) {
    if (at_op(Op::DoubleStar)) {
      advance();
      if (!at_name() || lex_.token_text(tok()) == "_") {
        error_invalid_syntax();
        return m;
      }
      m->str = token_str(tok());
      advance();
      accept_op(Op::Comma);
      if (!at_op(Op::RBrace)) error_invalid_syntax();
      break;
    }
    Node* key = nullptr;
    if (at_name()) {
      key = parse_name_or_attr();
      if (key->kind == NodeKind::Name && !failed_) {
        error_invalid_syntax();
        return m;
      }
    } else {
      key = parse_literal_expr();
      if (!key) {
        error_invalid_syntax();
        return m;
      }
    }
    if (failed_) return m;
    if (!accept_op(Op::Colon)) {
      error_invalid_syntax();
      return m;
    }
    m->a.push_back(key);
    m->b.push_back(parse_pattern());
    if (!accept_op(Op::Comma)) break;
  }
  if (!failed_ && !accept_op(Op::RBrace)) error_invalid_syntax();
  return finish(m);
}

Node* Parser::parse_class_pattern(Node* cls, SrcPos start) {
  advance();  // '('
  Node* n = make(NodeKind::MatchClass, start);
  n->x = cls;
  while (!at_op(Op::RPar) && !failed_) {
    if (at_name() && peek(1).kind == Tok::Op && peek(1).op == Op::Equal) {
      n->names.push_back(token_str(tok()));
      advance();
      advance();  // '='
      n->b.push_back(parse_pattern());
    } else {
      if (at_op(Op::Star)) {
        error_invalid_syntax();
        return n;
      }
      Node* p = parse_pattern();
      if (!n->b.empty() && !failed_) {
        error_node(p, "positional patterns follow keyword patterns");
        return n;
      }
      n->a.push_back(p);
    }
    if (!accept_op(Op::Comma)) break;
  }
  if (!failed_ && !accept_op(Op::RPar)) error_invalid_syntax();
  return finish(n);
}

}  // namespace tpy
