// parser_stmt.cpp — statement grammar of Python 3.11 (no async; match is vm/parser_match.cpp).
// Entry points: Parser::parse_file / parse_eval / parse_fstring_field, and
// parse_statement for blocks. Expressions come from vm/parser_expr.cpp.
// Checks that need scopes ('return' outside function, nonlocal at module
// level, duplicate parameters) are left to the compiler.
#include <algorithm>

#include "vm/parser_impl.h"

namespace tpy {

// The rule calls CPython's parser has made above a statement's expression,
// and above the expression of eval(): where its stack starts (DepthGuard).
constexpr int kFileRuleCalls = 29, kEvalRuleCalls = 23, kBlockRuleCalls = 6;

Node* Parser::parse_file() {
  depth_ = kFileRuleCalls;
  Node* m = make(NodeKind::Module, {1, 0});
  while (!at(Tok::EndMarker) && !failed_) {
    if (at(Tok::Newline)) { advance(); continue; }
    parse_statement(m->a);
  }
  return m;
}

Node* Parser::parse_eval() {
  depth_ = kEvalRuleCalls;
  eval_mode_ = true;
  // eval() ignores leading whitespace, so an INDENT here is not an error.
  while (at(Tok::Newline) || at(Tok::Indent)) advance();
  Node* e = at_kw(Kw::Yield) ? parse_yield_expr() : parse_star_expressions();
  while (at(Tok::Newline) || at(Tok::Dedent)) advance();
  if (!at(Tok::EndMarker)) error_invalid_syntax();
  return e;
}

Node* Parser::parse_fstring_field() {
  if (double_star_group(true)) return placeholder();
  Node* e = at_kw(Kw::Yield) ? parse_yield_expr() : parse_star_expressions();
  if (e->kind == NodeKind::Starred && at(Tok::EndMarker)) {  // "(*x)", as parse_paren_atom
    error_node(e, "cannot use starred expression here");
    return e;
  }
  if (at_kw(Kw::For) && e->kind != NodeKind::Tuple && e->kind != NodeKind::Starred) {
    // CPython 3.11 compiles the field as "(expr)": `f"{x for x in y}"` is a generator expression.
    Node* g = make(NodeKind::GeneratorExp, SrcPos{e->line, e->col});
    g->x = e;
    parse_comprehension(g->a);
    e = finish(g);
  }
  if (!at(Tok::EndMarker)) error_after_element(e);
  return e;
}

// CPython's place for an error raised at a layout token, end offset -1
// throughout: an INDENT's line at its width, a DEDENT's line at its
// column (offset 0 at column 0), and the end of the input on its last line.
void Parser::error_at_layout(const Token& t, const std::string& msg, const char* type) {
  if (t.kind == Tok::Indent) return error_span(t.line, t.end_col - 1, t.line, kEndOffsetMinusOne, msg, type);
  if (t.kind == Tok::Dedent && t.start < lex_.text().size())
    return error_span(t.line, t.col - 1, t.line, kEndOffsetMinusOne, msg, type);
  error_at_end(msg, type);
}

// An error CPython's tokenizer places at the end of the input: on its last
// line (a final blank or comment line included), just past that line's end.
void Parser::error_at_end(const std::string& msg, const char* type) {
  const std::string& s = lex_.text();
  size_t end = !s.empty() && s.back() == '\n' ? s.size() - 1 : s.size();
  size_t start = end == 0 ? 0 : s.rfind('\n', end - 1);
  start = start == std::string::npos ? 0 : start + 1;
  int line = base_line_ + (int)std::count(s.begin(), s.begin() + (ptrdiff_t)start, '\n');
  error_span(line, (int)(end - start), line, kEndOffsetMinusOne, msg, type);
}

void Parser::error_unexpected_indent() { error_at_layout(tok(), "unexpected indent", "IndentationError"); }

// CPython's generic error when its parser stopped at a DEDENT.
void Parser::error_unexpected_unindent() { error_at_layout(tok(), "unexpected unindent", "IndentationError"); }

void Parser::parse_statement(std::vector<Node*>& out) {
  const Token& t = tok();
  if (t.kind == Tok::Indent) {
    error_unexpected_indent();
    return;
  }
  if (t.kind == Tok::Name) {
    std::vector<Node*> none;
    switch (t.kw) {
      case Kw::If: out.push_back(parse_if(false)); return;
      case Kw::While: out.push_back(parse_while()); return;
      case Kw::For: out.push_back(parse_for()); return;
      case Kw::Try: out.push_back(parse_try()); return;
      case Kw::With: out.push_back(parse_with()); return;
      case Kw::Def: out.push_back(parse_funcdef(none)); return;
      case Kw::Class: out.push_back(parse_classdef(none)); return;
      case Kw::Async: error_at(t, "'async' is not supported by tpy"); return;
      case Kw::None_:
        if (at_soft_kw("match")) {
          if (Node* m = parse_match()) {
            out.push_back(m);
            return;
          }
        }
        break;
      default: break;
    }
  } else if (t.kind == Tok::Op && t.op == Op::At) {
    out.push_back(parse_decorated());
    return;
  }
  parse_simple_stmts(out);
}

void Parser::parse_simple_stmts(std::vector<Node*>& out) {
  for (;;) {
    Node* s = parse_simple_stmt();
    out.push_back(s);
    if (failed_) return;
    if (accept_op(Op::Semi)) {
      if (at(Tok::Newline)) break;
      continue;
    }
    if (!at(Tok::Newline)) {
      // `print "x"`: Python 2 habits get CPython's hint.
      if (s->kind == NodeKind::Expr && s->x->kind == NodeKind::Name &&
          (s->x->str == "print" || s->x->str == "exec") && starts_expression() && !at_op(Op::LPar)) {
        Node* name = s->x;
        if (!without_invalid_) trial([&] { legacy_reads(0); });  // what CPython's second pass reads there first
        parse_star_expressions();
        if (!failed_) {
          error_span(name->line, name->col, prev_end_line_, prev_end_col_,
                     "Missing parentheses in call to '" + name->str + "'. Did you mean " + name->str + "(...)?");
          return;
        }
        failed_ = false;
      }
      error_invalid_syntax();
      return;
    }
    break;
  }
  advance();  // NEWLINE
}

Node* Parser::parse_simple_stmt() {
  const Token& t = tok();
  SrcPos start = here();
  if (t.kind == Tok::Name) {
    switch (t.kw) {
      case Kw::Pass: advance(); return finish(make(NodeKind::Pass, start));
      case Kw::Break: advance(); return finish(make(NodeKind::Break, start));
      case Kw::Continue: advance(); return finish(make(NodeKind::Continue, start));
      case Kw::Return: {
        advance();
        Node* n = make(NodeKind::Return, start);
        DepthGuard guard(*this);  // return_stmt, under simple_stmt
        if (starts_expression()) n->x = parse_star_expressions();
        return finish(n);
      }
      case Kw::Raise: {
        advance();
        Node* n = make(NodeKind::Raise, start);
        if (starts_expression()) {
          n->x = parse_expression();
          if (accept_kw(Kw::From)) n->y = parse_expression();
        }
        return finish(n);
      }
      case Kw::Global:
      case Kw::Nonlocal: {
        advance();
        Node* n = make(t.kw == Kw::Global ? NodeKind::Global : NodeKind::Nonlocal, start);
        do {
          if (!at_name()) { error_invalid_syntax(); break; }
          n->names.push_back(token_str(tok()));
          advance();
        } while (accept_op(Op::Comma));
        return finish(n);
      }
      case Kw::Del: {
        advance();
        Node* n = make(NodeKind::Delete, start);
        do {
          if (at(Tok::Newline) || at_op(Op::Semi)) break;
          Node* target = parse_bitwise_or();
          if (Node* bad = set_target_ctx(target, Ctx::Del)) error_bad_target(bad, Ctx::Del);
          n->a.push_back(target);
        } while (accept_op(Op::Comma));
        if (n->a.empty()) error_invalid_syntax();
        return finish(n);
      }
      case Kw::Assert: {
        advance();
        Node* n = make(NodeKind::Assert, start);
        n->x = parse_expression();
        if (accept_op(Op::Comma)) n->y = parse_expression();
        return finish(n);
      }
      case Kw::Import: return parse_import();
      case Kw::From: return parse_from_import();
      default: break;
    }
  }
  return parse_expr_stmt();
}

Node* Parser::parse_expr_stmt() {
  SrcPos start = here();
  Token first_tok = tok();
  Node* e = at_kw(Kw::Yield) ? parse_yield_expr() : parse_star_expressions();
  if (failed_) return e;
  auto rhs = [&]() {
    DepthGuard guard(*this, 2);  // assignment, under simple_stmt
    return at_kw(Kw::Yield) ? parse_yield_expr() : parse_star_expressions();
  };
  if (at_op(Op::ColonEqual) && (e->kind != NodeKind::Name || first_tok.col != e->col)) {
    error_node(e, std::string("cannot use assignment expressions with ") + describe_expr(e));
    return e;
  }
  if (at_op(Op::Colon)) {
    if (e->kind == NodeKind::Yield || e->kind == NodeKind::YieldFrom) {  // no rule takes a yield as target
      error_invalid_syntax();
      return e;
    }
    bool parenthesized = first_tok.line != e->line || first_tok.col != e->col;
    // CPython's rules for these errors read the annotation first; when it
    // does not parse they do not match, and the error is at the ':'.
    auto read_annotation = [&] {
      State s = save();
      advance();
      bool ok = second_pass_expression();
      restore(s);
      if (!ok) error_invalid_syntax();
      return ok;
    };
    if (e->kind == NodeKind::Tuple || e->kind == NodeKind::List) {
      if (!read_annotation()) return e;
      error_node(e, std::string("only single target (not ") + (e->kind == NodeKind::Tuple ? "tuple" : "list") +
                        ") can be annotated");
      return e;
    }
    if (e->kind != NodeKind::Name && e->kind != NodeKind::Attribute && e->kind != NodeKind::Subscript) {
      if (!read_annotation()) return e;
      error_node(e, "illegal target for annotation");
      return e;
    }
    advance();
    Node* n = make(NodeKind::AnnAssign, start);
    set_target_ctx(e, Ctx::Store);
    n->x = e;
    n->flags = (e->kind == NodeKind::Name && !parenthesized) ? 1 : 0;
    n->y = parse_expression();
    if (accept_op(Op::Equal)) n->z = rhs();
    return finish(n);
  }
  const Token& t = tok();
  if (t.kind == Tok::Op) {
    BinOpKind k{};
    bool aug = true;
    switch (t.op) {
      case Op::PlusEqual: k = BinOpKind::Add; break;
      case Op::MinEqual: k = BinOpKind::Sub; break;
      case Op::StarEqual: k = BinOpKind::Mul; break;
      case Op::AtEqual: k = BinOpKind::MatMul; break;
      case Op::SlashEqual: k = BinOpKind::TrueDiv; break;
      case Op::DoubleSlashEqual: k = BinOpKind::FloorDiv; break;
      case Op::PercentEqual: k = BinOpKind::Mod; break;
      case Op::DoubleStarEqual: k = BinOpKind::Pow; break;
      case Op::LeftShiftEqual: k = BinOpKind::LShift; break;
      case Op::RightShiftEqual: k = BinOpKind::RShift; break;
      case Op::AmperEqual: k = BinOpKind::BitAnd; break;
      case Op::VBarEqual: k = BinOpKind::BitOr; break;
      case Op::CircumflexEqual: k = BinOpKind::BitXor; break;
      default: aug = false; break;
    }
    if (aug) {
      if (e->kind != NodeKind::Name && e->kind != NodeKind::Attribute && e->kind != NodeKind::Subscript) {
        if (!without_invalid_) trial([&] { advance(); rhs(); });  // CPython's rule reads the value first
        error_node(e, std::string("'") + describe_expr(e) + "' is an illegal expression for augmented assignment");
        return e;
      }
      advance();
      e->ctx = Ctx::Store;
      Node* n = make(NodeKind::AugAssign, start);
      n->x = e;
      n->op = (uint8_t)k;
      n->y = rhs();
      return finish(n);
    }
  }
  if (at_op(Op::Equal)) {
    Node* n = make(NodeKind::Assign, start);
    std::vector<Node*> parts{e};
    // Each target is checked at its '=', before the value is read: CPython
    // raises there (its invalid_assignment), having read only, for the first
    // target, the bitwise_or after the '=' and the token after it (its
    // invalid_named_expression, whose "here. Maybe you meant '=='" form
    // needs that token not to be '=' or ':=').
    auto target_ok = [&](Node* target, size_t i) {
      const bool yield = target->kind == NodeKind::Yield || target->kind == NodeKind::YieldFrom;
      // `*x = ...` parses (CPython's compiler refuses it, compile_stmt.cpp),
      // so an undecodable byte later in the file is the error reported.
      if (!yield && (target->kind == NodeKind::Starred || !set_target_ctx(target, Ctx::Store))) return true;
      bool single = false;
      if (i == 0) {
        trial([&] {
          advance();
          parse_bitwise_or();
          single = !failed_ && !at_op(Op::Equal) && !at_op(Op::ColonEqual);
        });
      }
      if (yield) {
        if (single)
          error_node(target, "cannot assign to yield expression here. Maybe you meant '==' instead of '='?");
        else
          error_node(target, "assignment to yield expression not possible");
        return false;
      }
      Node* bad = set_target_ctx(target, Ctx::Store);
      // CPython adds "here. Maybe you meant '=='" when `bad = value` reads
      // like a mistyped comparison: the single '=' right after it.
      bool tuple_unparen = target->kind == NodeKind::Tuple && !target->a.empty() &&
                           target->a[0]->col == target->col && target->a[0]->line == target->line;
      bool adjacent = bad == target || (tuple_unparen && bad == target->a.back());
      NodeKind bk = bad->kind;
      bool bitwise_level = bk != NodeKind::Compare && bk != NodeKind::BoolOp && bk != NodeKind::IfExp &&
                           bk != NodeKind::Lambda && bk != NodeKind::NamedExpr && bk != NodeKind::List &&
                           bk != NodeKind::Tuple && !(bk == NodeKind::UnaryOp && bad->op == (uint8_t)UnaryOpKind::Not) &&
                           !(bk == NodeKind::Constant && bad->op <= (uint8_t)ConstKind::False);
      if (single && adjacent && bitwise_level) {
        error_node(bad, std::string("cannot assign to ") + describe_expr(bad) +
                            " here. Maybe you meant '==' instead of '='?");
      } else {
        error_bad_target(bad, Ctx::Store);
      }
      return false;
    };
    while (at_op(Op::Equal) && !failed_) {
      if (!target_ok(parts.back(), parts.size() - 1)) break;
      advance();
      parts.push_back(rhs());
    }
    n->x = parts.back();
    parts.pop_back();
    n->a = parts;
    return finish(n);
  }
  Node* n = make(NodeKind::Expr, start);
  n->x = e;
  return finish(n);
}

void Parser::expect_colon(bool forced) {
  if (accept_op(Op::Colon)) return;
  if (forced) return error_at(tok(), "expected ':'");  // CPython's &&':' (a def's header)
  if (at(Tok::Newline)) error_at(tok(), "expected ':'");
  else error_invalid_syntax();
}

void Parser::parse_block(std::vector<Node*>& body, const std::string& what, int line) {
  DepthGuard guard(*this, kBlockRuleCalls);
  // CPython's forced ':' (&&':'): a def's, try's, finally's and else's.
  expect_colon(what == "function definition" || what == "'try' statement" || what == "'finally' statement" ||
               what == "'else' statement");
  if (failed_) return;
  if (!at(Tok::Newline)) {
    parse_simple_stmts(body);
    return;
  }
  advance();
  if (!at(Tok::Indent)) {
    const Token& t = tok();
    std::string msg = "expected an indented block after " + what + " on line " + std::to_string(line);
    // CPython marks a single character for IndentationError; at a dedent
    // it gives the dedent's line and its column as the offset (end -1).
    if (t.kind == Tok::Dedent || t.kind == Tok::EndMarker) {
      error_at_layout(t, msg, "IndentationError");
      if (t.start >= lex_.text().size()) err_.incomplete = true;  // the REPL reads the block's next line
    }
    else if (t.kind == Tok::Error) error_at(t, msg, "IndentationError");
    else error_span(t.line, t.col, t.line, t.col + 1, msg, "IndentationError");
    return;
  }
  advance();
  while (!at(Tok::Dedent) && !at(Tok::EndMarker) && !failed_) parse_statement(body);
  advance();  // DEDENT
}

Node* Parser::parse_if(bool is_elif) {
  SrcPos start = here();
  advance();
  Node* n = make(NodeKind::If, start);
  n->x = parse_named_expression();
  parse_block(n->a, is_elif ? "'elif' statement" : "'if' statement", start.line);
  if (at_kw(Kw::Elif)) {
    n->b.push_back(parse_if(true));
  } else if (at_kw(Kw::Else)) {
    int line = tok().line;
    advance();
    parse_block(n->b, "'else' statement", line);
  }
  return finish(n);
}

Node* Parser::parse_while() {
  SrcPos start = here();
  advance();
  Node* n = make(NodeKind::While, start);
  n->x = parse_named_expression();
  parse_block(n->a, "'while' statement", start.line);
  if (at_kw(Kw::Else)) {
    int line = tok().line;
    advance();
    parse_block(n->b, "'else' statement", line);
  }
  return finish(n);
}

Node* Parser::parse_for() {
  SrcPos start = here();
  advance();
  Node* n = make(NodeKind::For, start);
  n->x = parse_target_list();
  if (Node* bad = set_target_ctx(n->x, Ctx::Store)) {
    error_bad_target(bad, Ctx::Store);
    return n;
  }
  if (!accept_kw(Kw::In)) {
    error_invalid_syntax();
    return n;
  }
  n->y = parse_star_expressions();
  parse_block(n->a, "'for' statement", start.line);
  if (at_kw(Kw::Else)) {
    int line = tok().line;
    advance();
    parse_block(n->b, "'else' statement", line);
  }
  return finish(n);
}

Node* Parser::parse_try() {
  SrcPos start = here();
  advance();
  Node* n = make(NodeKind::Try, start);
  parse_block(n->a, "'try' statement", start.line);
  while (at_kw(Kw::Except) && !failed_) {
    SrcPos hs = here();
    Token kw = tok();
    advance();
    bool star = at_op(Op::Star);
    if (star) advance();
    if (!n->b.empty() && star != (n->flags == 1)) {
      // CPython's rule reads the handler's head up to its ':' first.
      int el = prev_end_line_, ec = prev_end_col_;
      trial([&] {
        if (at_op(Op::Colon)) return;
        trial([&] { second_pass_reads(0); });
        parse_expression();
        if (!failed_ && accept_kw(Kw::As) && at_name()) advance();
      });
      error_span(kw.line, kw.col, el, ec,
                 "cannot have both 'except' and 'except*' on the same 'try'");
      break;
    }
    n->flags = star ? 1 : 0;
    Node* h = make(NodeKind::ExceptHandler, hs);
    h->flags = n->flags;
    if (star && at_op(Op::Colon)) {
      error_at(tok(), "expected one or more exception types");
      break;
    }
    if (!at_op(Op::Colon)) {
      h->x = parse_expression();
      if (at_op(Op::Comma) && !failed_) {
        SrcPos ts = {h->x->line, h->x->col};
        advance();
        parse_expression();
        if (!failed_)
          error_span(ts.line, ts.col, prev_end_line_, prev_end_col_, "multiple exception types must be parenthesized");
        break;
      }
      if (accept_kw(Kw::As)) {
        if (!at_name()) { error_invalid_syntax(); break; }
        h->str = token_str(tok());
        advance();
      }
    }
    parse_block(h->a, star ? "'except*' statement" : "'except' statement", hs.line);
    n->b.push_back(finish(h));
  }
  if (at_kw(Kw::Else)) {
    int line = tok().line;
    if (n->b.empty()) { error_invalid_syntax(); return n; }
    advance();
    parse_block(n->c, "'else' statement", line);
  }
  if (at_kw(Kw::Finally)) {
    int line = tok().line;
    advance();
    parse_block(n->d, "'finally' statement", line);
  }
  if (n->b.empty() && n->d.empty() && !failed_) {
    const Token& t = tok();
    const char* msg = "expected 'except' or 'finally' block";
    if (t.kind == Tok::Indent || t.kind == Tok::Dedent || t.kind == Tok::EndMarker) error_at_layout(t, msg, "SyntaxError");
    else error_at(t, msg);
  }
  return finish(n);
}

Node* Parser::parse_with_item() {
  SrcPos start = here();
  Node* item = make(NodeKind::WithItem, start);
  item->x = parse_expression();
  if (accept_kw(Kw::As)) {
    item->y = parse_target_list();
    if (Node* bad = set_target_ctx(item->y, Ctx::Store)) error_bad_target(bad, Ctx::Store);
  }
  return finish(item);
}

Node* Parser::parse_with() {
  SrcPos start = here();
  advance();
  Node* n = make(NodeKind::With, start);
  if (at_op(Op::LPar)) {
    // 3.10+ `with (a as b, c as d):` — try it, fall back to an expression.
    State s = save();
    advance();
    std::vector<Node*> items;
    while (!at_op(Op::RPar) && !failed_) {
      Node* item = make(NodeKind::WithItem, here());
      item->x = parse_expression();
      if (accept_kw(Kw::As)) {
        item->y = parse_bitwise_or();
        if (set_target_ctx(item->y, Ctx::Store)) break;
      }
      items.push_back(finish(item));
      if (!accept_op(Op::Comma)) break;
    }
    if (!failed_ && accept_op(Op::RPar) && at_op(Op::Colon) && !items.empty()) {
      n->a = items;
    } else {
      restore(s);
    }
  }
  if (n->a.empty()) {
    do {
      Node* item = make(NodeKind::WithItem, here());
      item->x = parse_expression();
      if (accept_kw(Kw::As)) {
        item->y = parse_bitwise_or();
        if (Node* bad = set_target_ctx(item->y, Ctx::Store)) error_bad_target(bad, Ctx::Store);
      }
      n->a.push_back(finish(item));
    } while (accept_op(Op::Comma) && !failed_);
  }
  parse_block(n->b, "'with' statement", start.line);
  return finish(n);
}

Node* Parser::parse_decorated() {
  std::vector<Node*> decorators;
  while (accept_op(Op::At) && !failed_) {
    decorators.push_back(parse_named_expression());
    if (!at(Tok::Newline)) { error_invalid_syntax(); return placeholder(); }
    advance();
  }
  if (at_kw(Kw::Def)) return parse_funcdef(decorators);
  if (at_kw(Kw::Class)) return parse_classdef(decorators);
  if (at(Tok::Indent)) error_unexpected_indent();
  else if (at_kw(Kw::Async)) error_at(tok(), "'async' is not supported by tpy");
  else error_invalid_syntax();
  return placeholder();
}

Node* Parser::parse_funcdef(std::vector<Node*>& decorators) {
  SrcPos start = here();
  advance();
  Node* n = make(NodeKind::FunctionDef, start);
  n->b = decorators;
  if (!at_name()) { error_invalid_syntax(); return n; }
  n->str = token_str(tok());
  advance();
  if (!at_op(Op::LPar)) {
    error_at(tok(), "expected '('");  // CPython's forced token: nothing after it is read
    return n;
  }
  advance();
  n->x = parse_parameters(false);
  expect_closer(Op::RPar, params_last_expr_);  // after a default or annotation, CPython's comma check
  if (accept_op(Op::RArrow)) n->y = parse_expression();
  DepthGuard guard(*this);  // function_def_raw, under function_def
  parse_block(n->a, "function definition", start.line);
  return finish(n);
}

Node* Parser::parse_classdef(std::vector<Node*>& decorators) {
  SrcPos start = here();
  advance();
  Node* n = make(NodeKind::ClassDef, start);
  n->b = decorators;
  if (!at_name()) { error_invalid_syntax(); return n; }
  n->str = token_str(tok());
  advance();
  if (at_op(Op::LPar)) {
    SrcPos open = here();
    advance();
    parse_call_args(n->c, n->d, open, false);
  }
  parse_block(n->a, "class definition", start.line);
  return finish(n);
}

std::string Parser::parse_dotted_name() {
  std::string name;
  if (!at_name()) { error_invalid_syntax(); return name; }
  name = token_str(tok());
  advance();
  while (at_op(Op::Dot) && !failed_) {
    advance();
    if (!at_name()) { error_invalid_syntax(); break; }
    name += ".";
    name += token_str(tok());
    advance();
  }
  return name;
}

Node* Parser::parse_import() {
  SrcPos start = here();
  advance();
  Node* n = make(NodeKind::Import, start);
  do {
    Node* a = make(NodeKind::Alias, here());
    a->str = parse_dotted_name();
    if (accept_kw(Kw::As)) {
      if (!at_name()) { error_invalid_syntax(); break; }
      a->str2 = token_str(tok());
      advance();
    }
    n->a.push_back(finish(a));
  } while (accept_op(Op::Comma) && !failed_);
  return finish(n);
}

Node* Parser::parse_from_import() {
  SrcPos start = here();
  advance();
  Node* n = make(NodeKind::ImportFrom, start);
  for (;;) {
    if (accept_op(Op::Dot)) n->ival += 1;
    else if (accept_op(Op::Ellipsis)) n->ival += 3;
    else break;
  }
  if (!at_kw(Kw::Import)) n->str = parse_dotted_name();
  else if (n->ival == 0) { error_invalid_syntax(); return n; }  // `from import x`: a module or dots first
  if (!accept_kw(Kw::Import)) { error_invalid_syntax(); return n; }
  if (at_op(Op::Star)) {
    Node* a = make(NodeKind::Alias, here());
    a->str = "*";
    advance();
    n->a.push_back(finish(a));
    return finish(n);
  }
  bool paren = accept_op(Op::LPar);
  for (;;) {
    if (!at_name()) { error_invalid_syntax(); return n; }
    Node* a = make(NodeKind::Alias, here());
    a->str = token_str(tok());
    advance();
    if (accept_kw(Kw::As)) {
      if (!at_name()) { error_invalid_syntax(); return n; }
      a->str2 = token_str(tok());
      advance();
    }
    n->a.push_back(finish(a));
    if (!accept_op(Op::Comma)) break;
    if (paren && at_op(Op::RPar)) break;
    if (!paren && (at(Tok::Newline) || at_op(Op::Semi))) {
      error_at(tok(), "trailing comma not allowed without surrounding parentheses");
      return n;
    }
  }
  if (paren) expect_closer(Op::RPar, n->a.back());
  return finish(n);
}

}  // namespace tpy
