// parser.cpp — entry points of vm/parser.h plus the Parser's shared
// machinery: the token buffer (lazy, so backtracking is an index reset),
// error reporting in CPython's format, and assignment-target checking.
// The grammar itself lives in vm/parser_expr.cpp, vm/parser_stmt.cpp and
// vm/parser_str.cpp.
#include "vm/parser.h"

#include <algorithm>

#include "vm/parser_impl.h"
#include "vm/codec.h"
#include "vm/source.h"

namespace tpy {

Parser::Parser(AstArena& arena, std::string_view src, int base_line, int base_col, bool fstring_field,
               int fstring_depth, bool skip_bom)
    : arena_(arena),
      lex_(src, base_line, base_col, fstring_field, skip_bom),
      base_line_(base_line),
      base_col_(base_col),
      fstring_field_(fstring_field),
      fstring_depth_(fstring_depth) {
  error_tok_.kind = Tok::Error;
  stop_tok_.kind = Tok::Newline;
}

const Token& Parser::peek(int k) {
  if (failed_) return error_tok_;
  if (pos_ + k >= stop_at_) return stop_tok_;
  while (toks_.size() <= pos_ + k) {
    if (!toks_.empty() && (toks_.back().kind == Tok::EndMarker || toks_.back().kind == Tok::Error))
      return toks_.back();
    toks_.push_back(lex_.next());
  }
  return toks_[pos_ + k];
}

void Parser::advance() {
  const Token& t = tok();
  if (t.kind == Tok::Error || t.kind == Tok::EndMarker) return;
  if (t.kind != Tok::Newline && t.kind != Tok::Indent && t.kind != Tok::Dedent) {
    prev_end_line_ = t.end_line;
    prev_end_col_ = t.end_col;
  }
  pos_++;
}

void Parser::expect_op(Op op) {
  if (!accept_op(op)) error_invalid_syntax();
}

bool Parser::starts_expression() {
  const Token& t = tok();
  switch (t.kind) {
    case Tok::Name:
      return t.kw == Kw::None_ || t.kw == Kw::None || t.kw == Kw::True || t.kw == Kw::False ||
             t.kw == Kw::Not || t.kw == Kw::Lambda || t.kw == Kw::Await;
    case Tok::Number:
    case Tok::String:
      return true;
    case Tok::Op:
      return t.op == Op::LPar || t.op == Op::LSqb || t.op == Op::LBrace || t.op == Op::Minus || t.op == Op::Plus ||
             t.op == Op::Tilde || t.op == Op::Ellipsis || t.op == Op::Star;
    case Tok::EndMarker:
    case Tok::Newline:
    case Tok::Indent:
    case Tok::Dedent:
    case Tok::Error:
      return false;
  }
  return false;
}

Node* Parser::placeholder() {
  Node* n = arena_.make(NodeKind::Constant, tok().line, tok().col);
  n->op = (uint8_t)ConstKind::None;
  return n;
}

void Parser::text_pos(uint32_t offset, int* line, int* col) {
  const std::string& s = lex_.text();
  int l = base_line_;
  uint32_t ls = 0, i = 0;
  if (pos_memo_line_ >= 0 && pos_memo_off_ <= offset) {
    l = pos_memo_line_;
    ls = pos_memo_ls_;
    i = pos_memo_off_;
  }
  for (; i < offset && i < s.size(); i++)
    if (s[i] == '\n') { l++; ls = i + 1; }
  pos_memo_off_ = i;
  pos_memo_line_ = l;
  pos_memo_ls_ = ls;
  *line = l;
  *col = (int)(offset - ls) + (l == base_line_ ? base_col_ : 0);
}

void Parser::error_span(int line, int col, int end_line, int end_col, const std::string& msg, const char* type) {
  if (failed_) return;
  failed_ = true;
  err_ = SyntaxErrorInfo();
  err_.type = type;
  err_.msg = msg;
  err_.line = line;
  err_.col = col;
  err_.end_col = end_col;
  err_end_line_ = end_line;
}

void Parser::error_stack_overflow() {
  if (failed_) return;
  failed_ = true;
  err_ = SyntaxErrorInfo();
  err_.type = "MemoryError";
  err_end_line_ = 0;
}

void Parser::error_at(const Token& t, const std::string& msg, const char* type) {
  if (failed_) return;
  if (t.kind == Tok::Error) {  // the lexer's own error wins
    failed_ = true;
    err_ = lex_.error();
    err_end_line_ = err_.line;
    return;
  }
  if (t.kind == Tok::Dedent || t.kind == Tok::EndMarker) {
    // CPython points just past the last real token, on its line.
    error_span(prev_end_line_, prev_end_col_, prev_end_line_, -1, msg, type);
    err_.incomplete = true;  // the REPL should read another line
    return;
  }
  error_span(t.line, t.col, t.end_line, t.end_col, msg, type);
}

// An element ended and the next token cannot continue it (inside brackets).
// CPython's second pass tries `a=disjunction b=expression` there ("Perhaps
// you forgot a comma?" when b parses); after a lone name followed by a
// string it instead parses the rest from the string (its rule for `print
// "x"`), where the same comma check applies. Both read the tokens b spans,
// which decides whether a later undecodable name is read by the parser.
void Parser::error_after_element(const Node* prev) {
  if (failed_) return;
  Token t = tok();
  if (without_invalid_) return error_at(t, "invalid syntax");  // no second-pass rules here
  auto try_expression = [&](int* el, int* ec) {
    if (!starts_expression() || at_op(Op::Star)) return false;
    State s = save();
    Node* b = parse_expression_without_invalid();
    bool ok = !failed_ && b;
    *el = prev_end_line_;
    *ec = prev_end_col_;
    restore(s);
    return ok;
  };
  int el = 0, ec = 0;
  if (prev && t.kind == Tok::String && lone_name_at_expression_start(pos_ - 1)) {
    State s = save();
    Node* a = parse_expression();
    if (!failed_ && a && try_expression(&el, &ec)) {
      restore(s);
      error_span(a->line, a->col, el, ec, "invalid syntax. Perhaps you forgot a comma?");
      return;
    }
    restore(s);
    trial([&] { legacy_reads(0); });  // the rest of those star_expressions
  } else if (prev && try_expression(&el, &ec)) {
    error_span(prev->line, prev->col, el, ec, "invalid syntax. Perhaps you forgot a comma?");
    return;
  }
  error_at(t, "invalid syntax");
}

void Parser::expect_closer(Op op, const Node* prev) {
  if (accept_op(op)) return;
  error_after_element(prev);
}

// Is token i a name that begins an expression (where CPython's grammar asks
// for an `expression`, not inside a binary operation or an attribute)?
bool Parser::lone_name_at_expression_start(size_t i) const {
  const Token& t = toks_[i];
  if (t.kind != Tok::Name || t.kw != Kw::None_) return false;
  if (i == 0) return true;
  auto boundary = [&](size_t k) {
    const Token& p = toks_[k];
    return p.kind == Tok::Newline || p.kind == Tok::Indent || p.kind == Tok::Dedent ||
           (p.kind == Tok::Op && p.op == Op::Semi);
  };
  if (boundary(i - 1)) return true;
  const Token& p = toks_[i - 1];
  if (p.kind == Tok::Op) {
    switch (p.op) {
      case Op::Equal: case Op::LPar: case Op::LSqb: case Op::LBrace: case Op::Comma: case Op::Colon:
      case Op::ColonEqual: case Op::RArrow: case Op::DoubleStar: case Op::PlusEqual: case Op::MinEqual:
      case Op::StarEqual: case Op::AtEqual: case Op::SlashEqual: case Op::DoubleSlashEqual: case Op::PercentEqual:
      case Op::DoubleStarEqual: case Op::LeftShiftEqual: case Op::RightShiftEqual: case Op::AmperEqual:
      case Op::VBarEqual: case Op::CircumflexEqual:
        return true;
      case Op::At: return i < 2 || boundary(i - 2);  // a decorator, not matrix multiplication
      default: return false;
    }
  }
  if (p.kind != Tok::Name) return false;
  switch (p.kw) {
    case Kw::Return: case Kw::Assert: case Kw::Del: case Kw::Elif: case Kw::While: case Kw::Else: case Kw::Yield:
    case Kw::For: case Kw::Raise: case Kw::From: case Kw::With: case Kw::Except:
      return true;
    case Kw::If: return i < 2 || boundary(i - 2);  // the statement, not a conditional expression
    default: return false;
  }
}

// The tokens CPython's second pass reads from an expression start: its
// `a=disjunction b=expression` check reads a, b and the token after b;
// after a name not followed by '(' its `print x` rule parses
// star_expressions from the next token, each element again an expression
// start ("a b c d" is read to its end).
bool Parser::second_pass_reads(int depth) {
  if (depth > 200 || without_invalid_ || !starts_expression()) return false;
  size_t s = pos_;
  bool legacy = at_name() && !(peek(1).kind == Tok::Op && peek(1).op == Op::LPar);
  bool raised = trial([&] {
    Node* a = parse_disjunction();
    if (failed_ || !starts_expression() || at_op(Op::Star)) {
      failed_ = true;
      return;
    }
    parse_expression_without_invalid();
    // Inside brackets the comma check raises its error, and nothing more is read.
    if (!failed_ && (toks_[pos_ - 1].depth == 0 || (a->kind == NodeKind::Name && legacy_name(toks_[s]))))
      failed_ = true;
  });
  if (raised) return true;
  if (!legacy) return false;
  State st = save();
  pos_ = s + 1;
  raised = legacy_reads(depth + 1);
  restore(st);
  return raised;
}

// star_expressions from the token after such a name, each element read as
// an expression start. True when a comma check raised on the way.
bool Parser::legacy_reads(int depth) {
  for (int n = 0; n < 1000 && !failed_; n++) {
    if (second_pass_reads(depth)) return true;
    if (accept_op(Op::Star)) parse_bitwise_or();
    else if (starts_expression()) parse_expression();
    else break;
    if (failed_ || !accept_op(Op::Comma)) break;
  }
  return false;
}

// Everything CPython's second pass reads for an `expression` here; true
// when the expression parses.
bool Parser::second_pass_expression() {
  bool ok = trial([&] { parse_expression(); });
  trial([&] { second_pass_reads(0); });
  return ok;
}

bool Parser::legacy_name(const Token& t) const {
  std::string_view w = lex_.token_text(t);
  return t.kind == Tok::Name && (w == "print" || w == "exec");
}

// CPython tokenizes the rest of the file after a parser error and reports a
// tokenizer error instead when there is one ("'(' was never closed" beats
// "invalid syntax" on an earlier line).
void Parser::prefer_tokenizer_error() {
  // A lookahead of the parser's (a trial parse it backed out of) read the
  // lexer's error: CPython's parser stops at its tokenizer's error as it
  // reads the token, so that error is the one reported.
  // CPython's second pass also parses an expression that starts at the
  // token "invalid syntax" points to when an expression ends just before it
  // (its invalid_expression rule, `a b`), reading the tokens that
  // expression spans and one more.
  auto ends_expression = [](const Token& t) {
    if (t.kind == Tok::Number || t.kind == Tok::String) return true;
    if (t.kind == Tok::Name) return t.kw == Kw::None_ || t.kw == Kw::None || t.kw == Kw::True || t.kw == Kw::False;
    return t.kind == Tok::Op && (t.op == Op::RPar || t.op == Op::RSqb || t.op == Op::RBrace);
  };
  // Not where the name before is a module's or a declared one (`import m(`,
  // `global g(`): no expression is parsed there.
  auto in_names_statement = [&](size_t at) {
    size_t k = at;
    while (k > 0) {
      const Token& p = toks_[k - 1];
      if (p.kind == Tok::Newline || p.kind == Tok::Indent || p.kind == Tok::Dedent ||
          (p.kind == Tok::Op && p.op == Op::Semi))
        break;
      k--;
    }
    const Token& first = toks_[k];
    return first.kind == Tok::Name && (first.kw == Kw::Import || first.kw == Kw::From || first.kw == Kw::Global ||
                                       first.kw == Kw::Nonlocal);
  };
  if (err_.msg == "invalid syntax" && invalid_syntax_at_ > 0 && invalid_syntax_at_ < toks_.size() &&
      toks_.back().kind != Tok::Error && ends_expression(toks_[invalid_syntax_at_ - 1]) &&
      !in_names_statement(invalid_syntax_at_ - 1)) {
    State s = save();
    failed_ = false;
    pos_ = invalid_syntax_at_;
    const size_t f = invalid_syntax_at_;
    const bool lone = lone_name_at_expression_start(f - 1);
    int el = 0, ec = 0;
    bool raised = starts_expression() && trial([&] {
      parse_expression_without_invalid();
      el = prev_end_line_;
      ec = prev_end_col_;
      if (!failed_ && !(toks_[pos_ - 1].depth > 0 && !legacy_name(toks_[f - 1]))) failed_ = true;
    });
    restore(s);
    if (raised && lone) {
      // CPython's comma check raised there: it reads nothing further.
      const Token& a = toks_[f - 1];
      err_.msg = "invalid syntax. Perhaps you forgot a comma?";
      err_.line = a.line;
      err_.col = a.col;
      err_.end_col = ec;
      err_end_line_ = el;
    } else if (!raised && lone) {
      s = save();
      failed_ = false;
      pos_ = f;
      legacy_reads(0);
    }
    restore(s);
  }
  // The line of the last token the parser read (its trials of CPython's
  // second pass included); the end of the input when it read up to the
  // lexer's error (CPython's EOF token is past the last line).
  const int last_line = toks_.empty() ? err_.line : toks_.back().kind == Tok::Error ? INT_MAX : toks_.back().line;
  const bool read_by_parser = !toks_.empty() && toks_.back().kind == Tok::Error;
  // CPython's parser stopped at an INDENT or DEDENT: it reports that, scanning no further.
  if (!read_by_parser && (err_.msg == "unexpected indent" || err_.msg == "unexpected unindent")) return;
  for (;;) {
    Token t = read_by_parser ? toks_.back() : lex_.next();
    if (t.kind == Tok::EndMarker) return;
    if (t.kind == Tok::Error) {
      const SyntaxErrorInfo& le = lex_.error();
      if (err_.msg == le.msg && err_.line == le.line && err_.col == le.col) return;  // it is the parser's error
      if (read_by_parser) {
        // CPython's parser read this token (in one of its passes): its
        // tokenizer's error is raised there, whatever the kind (a name that
        // is not UTF-8 is then "(unicode error) ...").
        field_error_ = false;
        err_ = le;
        err_end_line_ = err_.line;
        return;
      }
      if (le.msg.compare(0, 16, "(unicode error) ") == 0) {
        // Found by the scan after the parser's error: CPython's tokenizer
        // raises UnicodeDecodeError for a name that is not UTF-8, and it
        // replaces the SyntaxError (run.cpp).
        field_error_ = false;
        err_ = le;
        err_.type = "UnicodeDecodeError";
        err_.msg = le.msg.substr(16);
        err_end_line_ = err_.line;
        return;
      }
      // CPython's tokenizer reports these by a status code, not an
      // exception: its scan for a later tokenizer error stops there and
      // the parser's error stands.
      if (le.msg == "unexpected character after line continuation character" ||
          le.msg == "unindent does not match any outer indentation level" ||
          le.msg == "inconsistent use of tabs and spaces in indentation" ||
          le.msg == "too many levels of indentation")
        return;
      // A bracket left open at the end replaces the error only when the
      // parser had read a token on a later line than the bracket's.
      if (le.msg.size() > 17 && le.msg.compare(le.msg.size() - 17, 17, " was never closed") == 0 &&
          last_line <= le.line)
        return;
      field_error_ = false;
      err_ = lex_.error();
      err_end_line_ = err_.line;
      return;
    }
  }
}

// A coding comment on line 1 or 2.
bool Parser::cookie_declared() const {
  auto declared = [&](int line) {
    std::string t = lex_.line_text(line);
    size_t hash = t.find('#'), k = t.find("coding");
    return hash != std::string::npos && k != std::string::npos && k > hash && k + 6 < t.size() &&
           (t[k + 6] == ':' || t[k + 6] == '=');
  };
  return declared(1) || declared(2);
}

SyntaxErrorInfo Parser::take_error() const {
  return finish_error(err_, err_end_line_, field_error_ ? &field_text_ : nullptr, field_error_ && field_bytes_);
}

std::vector<SyntaxErrorInfo> Parser::take_warnings() const {
  std::vector<SyntaxErrorInfo> raw = lex_.warnings();
  raw.insert(raw.end(), field_warnings_.begin(), field_warnings_.end());
  std::stable_sort(raw.begin(), raw.end(), [](const SyntaxErrorInfo& a, const SyntaxErrorInfo& b) {
    return a.line != b.line ? a.line < b.line : a.col < b.col;
  });
  std::vector<SyntaxErrorInfo> out;
  for (const SyntaxErrorInfo& w : raw) out.push_back(finish_error(w, w.line));
  return out;
}

SyntaxErrorInfo Parser::finish_error(SyntaxErrorInfo e, int end_line, const std::string* text, bool bytes) const {
  e.text = text ? *text : lex_.line_text(e.line);
  if (e.msg == "source code cannot contain null bytes") {
    // CPython's line ends at the NUL, and it has no offset.
    e.text = e.text.substr(0, e.text.find('\0'));
    e.col = e.end_col = 0;
    return e;
  }
  int byte_col = e.col, byte_end = e.end_col;
  std::string shown;
  CodecError bad;
  if (!TextDecoder(Codec::Utf8, ErrorMode::Strict).decode(e.text, true, shown, bad)) {
    // A line that is not UTF-8 (bytes in a comment, or what failed to
    // decode): CPython gives byte offsets and shows U+FFFD for the bad bytes.
    // With a coding comment CPython maps the byte offsets through that
    // text's UTF-8 (compile() of bytes without one keeps them).
    auto replaced = [](std::string_view t) {
      std::string r;
      CodecError ignored;
      TextDecoder(Codec::Utf8, ErrorMode::Replace).decode(t, true, r, ignored);
      return r;
    };
    shown = replaced(e.text);
    const bool cookie = cookie_declared();
    // A name that failed to decode is reported at its end, with no +1 and no end.
    const bool name = byte_end < 0 && e.msg.compare(0, 15, "(unicode error)") == 0;
    // CPython counts the characters in the first (1-based offset) bytes of
    // that UTF-8 (a cut U+FFFD counts one), its NUL or newline past the end.
    auto offset = [&](int byte) {
      size_t n = (size_t)byte + (name ? 0 : 1);
      if (!cookie) return (int)n;
      if (n > shown.size()) return utf8_char_offset(shown, (int)shown.size()) + 1;
      std::string pre = replaced(std::string_view(shown).substr(0, n));
      return utf8_char_offset(pre, (int)pre.size());
    };
    e.text = shown;
    e.col = offset(byte_col);
    if (byte_end >= 0 && end_line == e.line) e.end_col = offset(byte_end);
    else e.end_col = name || byte_end == kEndOffsetMinusOne ? -1 : 0;
    return e;
  }
  if (bytes || (from_bytes_ && !cookie_declared())) {
    // compile() of bytes with no coding comment or BOM: CPython counts bytes.
    e.col = byte_col + 1;
    e.end_col = (byte_end >= 0 && end_line == e.line) ? byte_end + 1 : 0;
  } else {
    e.col = utf8_char_offset(e.text, byte_col) + 1;
    e.end_col = (byte_end >= 0 && end_line == e.line) ? utf8_char_offset(e.text, byte_end) + 1 : 0;
  }
  if (byte_end == kEndOffsetMinusOne) e.end_col = -1;
  if (byte_col < 0) e.col = 0;  // CPython's offset 0: no caret
  return e;
}

// ---- assignment targets

const char* Parser::describe_expr(const Node* e) {
  switch (e->kind) {
    case NodeKind::Constant:
      switch ((ConstKind)e->op) {
        case ConstKind::None: return "None";
        case ConstKind::True: return "True";
        case ConstKind::False: return "False";
        case ConstKind::Ellipsis: return "ellipsis";
        case ConstKind::Int: case ConstKind::Float: case ConstKind::Imag: case ConstKind::Str:
        case ConstKind::Bytes: return "literal";
      }
      return "literal";
    case NodeKind::Call: return "function call";
    case NodeKind::BoolOp: case NodeKind::BinOp: case NodeKind::UnaryOp: return "expression";
    case NodeKind::Compare: return "comparison";
    case NodeKind::Lambda: return "lambda";
    case NodeKind::IfExp: return "conditional expression";
    case NodeKind::NamedExpr: return "named expression";
    case NodeKind::Dict: return "dict literal";
    case NodeKind::Set: return "set display";
    case NodeKind::ListComp: return "list comprehension";
    case NodeKind::SetComp: return "set comprehension";
    case NodeKind::DictComp: return "dict comprehension";
    case NodeKind::GeneratorExp: return "generator expression";
    case NodeKind::Yield: case NodeKind::YieldFrom: return "yield expression";
    case NodeKind::Await: return "await expression";
    case NodeKind::JoinedStr: case NodeKind::FormattedValue: return "f-string expression";
    case NodeKind::Starred: return "starred";
    case NodeKind::Attribute: return "attribute";
    case NodeKind::Subscript: return "subscript";
    case NodeKind::Name: return "name";
    case NodeKind::List: return "list";
    case NodeKind::Tuple: return "tuple";
    case NodeKind::Slice: return "slice";
    case NodeKind::Module: case NodeKind::FunctionDef: case NodeKind::ClassDef: case NodeKind::Return:
    case NodeKind::Delete: case NodeKind::Assign: case NodeKind::AugAssign: case NodeKind::AnnAssign:
    case NodeKind::For: case NodeKind::While: case NodeKind::If: case NodeKind::With: case NodeKind::WithItem:
    case NodeKind::Raise: case NodeKind::Try: case NodeKind::ExceptHandler: case NodeKind::Assert:
    case NodeKind::Import: case NodeKind::ImportFrom: case NodeKind::Alias: case NodeKind::Global:
    case NodeKind::Nonlocal: case NodeKind::Expr: case NodeKind::Pass: case NodeKind::Break:
    case NodeKind::Continue: case NodeKind::Comprehension: case NodeKind::Keyword: case NodeKind::Arguments:
    case NodeKind::Arg: case NodeKind::Match: case NodeKind::MatchCase: case NodeKind::MatchValue:
    case NodeKind::MatchSingleton: case NodeKind::MatchSequence: case NodeKind::MatchMapping:
    case NodeKind::MatchClass: case NodeKind::MatchStar: case NodeKind::MatchAs: case NodeKind::MatchOr:
      return "statement";
  }
  return "expression";
}

Node* Parser::set_target_ctx(Node* e, Ctx ctx) {
  NodeKind k = e->kind;
  if (k == NodeKind::Name || k == NodeKind::Attribute || k == NodeKind::Subscript) {
    e->ctx = ctx;
    return nullptr;
  }
  if (k == NodeKind::Starred && ctx != Ctx::Del) {
    e->ctx = ctx;
    return set_target_ctx(e->x, ctx);
  }
  if (k == NodeKind::Tuple || k == NodeKind::List) {
    e->ctx = ctx;
    for (Node* elt : e->a)
      if (Node* bad = set_target_ctx(elt, ctx)) return bad;
    return nullptr;
  }
  return e;
}

void Parser::error_bad_target(Node* bad, Ctx ctx) {
  std::string what = describe_expr(bad);
  error_node(bad, (ctx == Ctx::Del ? "cannot delete " : "cannot assign to ") + what);
}

// ---- entry points

namespace {

Node* run_parse(AstArena& arena, std::string_view source, SyntaxErrorInfo& err, bool eval, SourceKind kind,
               std::vector<SyntaxErrorInfo>* warnings) {
  Parser p(arena, source, 1, 0, false, 0, kind != SourceKind::Str);
  p.set_from_bytes(kind == SourceKind::Bytes);
  Node* n = eval ? p.parse_eval() : p.parse_file();
  if (p.failed()) {
    // CPython looks for a later tokenizer error after a SyntaxError only
    // (warning of what it reads there too).
    if (p.raw_error().type != "MemoryError") p.prefer_tokenizer_error();
    err = p.take_error();
    if (warnings) *warnings = p.take_warnings();
    return nullptr;
  }
  if (warnings) *warnings = p.take_warnings();
  return n;
}

}  // namespace

Node* parse_module(AstArena& arena, std::string_view source, SyntaxErrorInfo& err, bool from_bytes) {
  return run_parse(arena, source, err, false, from_bytes ? SourceKind::Bytes : SourceKind::File, nullptr);
}

Node* parse_expression(AstArena& arena, std::string_view source, SyntaxErrorInfo& err, bool from_bytes) {
  return run_parse(arena, source, err, true, from_bytes ? SourceKind::Bytes : SourceKind::File, nullptr);
}

Node* parse_source(AstArena& arena, std::string_view source, SyntaxErrorInfo& err, bool eval, SourceKind kind,
                   std::vector<SyntaxErrorInfo>* warnings) {
  return run_parse(arena, source, err, eval, kind, warnings);
}

}  // namespace tpy
