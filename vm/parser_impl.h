// parser_impl.h — the recursive-descent Parser class shared by
// vm/parser.cpp (entry points, token stream, errors, targets),
// vm/parser_expr.cpp (expressions), vm/parser_stmt.cpp (statements) and
// vm/parser_str.cpp (numbers, strings, f-strings). Internal: only those
// files include it; everyone else uses vm/parser.h.
//
// Error handling: the first error is recorded in `err_` and sets `failed_`;
// from then on peek() yields an Error token that matches nothing, so every
// loop ends and functions return placeholder nodes without null checks.
#pragma once
#include <string>
#include <string_view>
#include <vector>
#include "vm/ast.h"
#include "vm/lexer.h"
#include "vm/parser.h"

namespace tpy {

// Recursion guard for the parser, CPython's: its PEG parser gives MemoryError
// when 6000 rule calls are nested. Each guarded function adds the rule calls
// CPython makes at that point (a unary `-` is one, a `**` or a `lambda` two,
// a bracket about 28), so deep-but-legal nesting compiles where CPython's does
// and fails where CPython's fails. Brackets alone are capped at 200 by the lexer.
constexpr int kMaxParserStack = 6000;

struct SrcPos { int line = 0, col = 0; };

class Parser {
 public:
  // skip_bom: see Lexer (false for a str source).
  Parser(AstArena& arena, std::string_view src, int base_line = 1, int base_col = 0, bool fstring_field = false,
         int fstring_depth = 0, bool skip_bom = true);

  Node* parse_file();
  Node* parse_eval();
  Node* parse_fstring_field();  // the expression inside f"{...}", lexed as if in parentheses
  bool failed() const { return failed_; }
  // Finished error: 1-based character columns and the source line filled in.
  SyntaxErrorInfo take_error() const;
  // The tokenizer's SyntaxWarnings so far (f-string fields' included), in
  // source order, finished as take_error() finishes an error.
  std::vector<SyntaxErrorInfo> take_warnings() const;
  void prefer_tokenizer_error();
  bool lone_name_at_expression_start(size_t i) const;
  bool second_pass_reads(int depth);
  bool legacy_reads(int depth);
  bool second_pass_expression();
  bool legacy_name(const Token& t) const;
  void set_from_bytes(bool b) { from_bytes_ = b; }  // see parse_module
  bool cookie_declared() const;
  SyntaxErrorInfo& raw_error() { return err_; }

  // ---- token stream (parser.cpp)
  const Token& peek(int k = 0);
  size_t token_index() const { return pos_; }
  const Token& tok() { return peek(0); }
  void advance();
  bool at(Tok k) { return tok().kind == k; }
  bool at_op(Op op) { return tok().kind == Tok::Op && tok().op == op; }
  bool at_kw(Kw kw) { return tok().kind == Tok::Name && tok().kw == kw; }
  bool at_name() { return tok().kind == Tok::Name && tok().kw == Kw::None_; }
  bool accept_op(Op op) { if (!at_op(op)) return false; advance(); return true; }
  bool accept_kw(Kw kw) { if (!at_kw(kw)) return false; advance(); return true; }
  void expect_op(Op op);  // "invalid syntax" at the current token when missing
  std::string token_str(const Token& t) { return std::string(lex_.token_text(t)); }
  bool starts_expression();  // can the current token begin an expression?

  // ---- nodes and positions
  SrcPos here() { return {tok().line, tok().col}; }
  Node* make(NodeKind k, SrcPos p) { return arena_.make(k, p.line, p.col); }
  Node* finish(Node* n) { n->end_line = prev_end_line_; n->end_col = prev_end_col_; return n; }
  Node* placeholder();
  void text_pos(uint32_t offset, int* line, int* col);  // position of a byte in lex_.text()

  // ---- errors
  void error_at(const Token& t, const std::string& msg, const char* type = "SyntaxError");
  void error_span(int line, int col, int end_line, int end_col, const std::string& msg,
                  const char* type = "SyntaxError");
  void error_node(const Node* n, const std::string& msg) { error_span(n->line, n->col, n->end_line, n->end_col, msg); }
  void error_invalid_syntax() {
    if (!failed_) invalid_syntax_at_ = pos_;
    if (tok().kind == Tok::Dedent) error_unexpected_unindent();
    else error_at(tok(), "invalid syntax");
  }
  // Inside brackets, `a b` gets "invalid syntax. Perhaps you forgot a comma?".
  void error_after_element(const Node* prev);
  void error_after_strings(const std::string& msg);  // f-string errors (parser_str.cpp)
  void expect_closer(Op op, const Node* prev);

  struct State { size_t pos; bool failed, literal; SyntaxErrorInfo err; int eel, pel, pec; };
  State save() { return {pos_, failed_, literal_error_, err_, err_end_line_, prev_end_line_, prev_end_col_}; }
  void restore(const State& s) {
    if (failed_ && literal_error_) return;  // final, even in a trial (see literal_error_)
    pos_ = s.pos; failed_ = s.failed; literal_error_ = s.literal; err_ = s.err; err_end_line_ = s.eel;
    prev_end_line_ = s.pel; prev_end_col_ = s.pec;
  }

  // Parses with f only for the tokens it reads, then restores the state:
  // CPython's second-pass rules read past the point its error names, and a
  // token they read (an undecodable name) fails there. True if f parsed.
  template <class F>
  bool trial(F f) {
    State s = save();
    f();
    bool ok = !failed_;
    restore(s);
    return ok;
  }

  struct DepthGuard {
    Parser& p;
    int weight;
    explicit DepthGuard(Parser& parser, int rule_calls = 1) : p(parser), weight(rule_calls) {
      p.depth_ += weight;
      if (p.depth_ >= kMaxParserStack && !p.failed_) p.error_stack_overflow();
    }
    ~DepthGuard() { p.depth_ -= weight; }
  };
  void error_stack_overflow();  // CPython's MemoryError (no message, no location)

  // ---- targets (parser.cpp)
  // Sets ctx on a target; returns the first node that cannot be a target, or null.
  Node* set_target_ctx(Node* e, Ctx ctx);
  static const char* describe_expr(const Node* e);
  void error_bad_target(Node* bad, Ctx ctx);

  // ---- expressions (parser_expr.cpp)
  Node* parse_star_expressions();        // a, *b, c   (Tuple when a comma appears)
  Node* parse_star_expression();         // *a | expression
  Node* parse_star_named_expression();   // *a | named_expression
  Node* parse_named_expression();        // x := e | expression
  Node* parse_expression();              // ternary, lambda
  Node* parse_expression_without_invalid() {
    without_invalid_++;
    Node* n = parse_expression();
    without_invalid_--;
    return n;
  }
  bool double_star_group(bool field);    // `(**x)`: true when it reported CPython's error
  Node* parse_disjunction();
  Node* parse_conjunction();
  Node* parse_inversion();
  Node* parse_comparison();
  Node* parse_bitwise_or() { return parse_binary(1); }
  Node* parse_binary(int min_prec);
  Node* parse_factor();
  Node* parse_power();
  Node* parse_primary();
  Node* parse_atom();
  Node* parse_paren_atom();
  Node* parse_list_atom();
  Node* parse_brace_atom();
  Node* parse_dict_value();
  Node* parse_lambda();
  Node* parse_yield_expr();
  Node* parse_call(Node* func, SrcPos start);
  void parse_call_args(std::vector<Node*>& args, std::vector<Node*>& keywords, SrcPos open_pos, bool allow_genexp);
  Node* parse_subscript(Node* value, SrcPos start);
  Node* parse_slice();
  void parse_comprehension(std::vector<Node*>& gens);
  Node* parse_target_list();  // star_targets for `for` and comprehensions (no comparisons)
  Node* parse_parameters(bool is_lambda);
  Node* parse_param(bool allow_annotation);

  // ---- statements (parser_stmt.cpp)
  void parse_statement(std::vector<Node*>& out);
  void error_unexpected_indent();
  void error_unexpected_unindent();  // CPython's generic error when its parser stopped at a DEDENT
  void error_at_end(const std::string& msg, const char* type);
  void error_at_layout(const Token& t, const std::string& msg, const char* type);
  void parse_simple_stmts(std::vector<Node*>& out);
  Node* parse_simple_stmt();
  Node* parse_expr_stmt();
  void parse_block(std::vector<Node*>& body, const std::string& what, int line);
  void expect_colon(bool forced = false);
  Node* parse_if(bool is_elif);
  Node* parse_while();
  Node* parse_for();
  Node* parse_try();
  Node* parse_with();
  Node* parse_with_item();
  Node* parse_funcdef(std::vector<Node*>& decorators);
  Node* parse_classdef(std::vector<Node*>& decorators);
  Node* parse_decorated();
  Node* parse_import();
  Node* parse_from_import();
  std::string parse_dotted_name();

  // ---- match statement (parser_match.cpp)
  bool at_soft_kw(const char* word) { return at_name() && lex_.token_text(tok()) == word; }
  Node* parse_match();                  // at `match`: null (nothing consumed) when it is not a match statement
  Node* parse_case_block();
  Node* parse_patterns();               // a case's pattern: open sequence or pattern
  Node* parse_pattern();                // as_pattern | or_pattern
  Node* parse_maybe_star_pattern();
  Node* parse_or_pattern();
  Node* parse_closed_pattern();
  Node* parse_name_or_attr();
  Node* parse_signed_number(bool allow_complex);
  Node* parse_literal_expr();           // a mapping key or literal pattern's value (null: not one)
  Node* parse_sequence_pattern(Op close, SrcPos start);
  Node* parse_mapping_pattern();
  Node* parse_class_pattern(Node* cls, SrcPos start);

  // ---- literals (parser_str.cpp)
  Node* parse_number();
  Node* parse_strings();
  bool decode_string_body(std::string_view body, bool is_bytes, bool raw, const Token& t, std::string& out,
                          bool fstring_piece = false);
  // Parses f-string text [i, end) into parts; in a format spec stops at the
  // closing '}' and returns its offset. Returns the offset reached.
  uint32_t parse_fstring_text(const Token& t, uint32_t i, uint32_t end, bool raw, int depth, bool in_spec,
                              std::vector<Node*>& parts, std::string& buf, std::vector<Node*>& spanned);
  uint32_t parse_fstring_field(const Token& t, uint32_t i, uint32_t end, bool raw, int depth,
                               std::vector<Node*>& parts, std::string& buf, std::vector<Node*>& spanned);
  void flush_literal(std::vector<Node*>& parts, std::string& buf, std::vector<Node*>& spanned);

  AstArena& arena_;
  Lexer lex_;
  std::vector<Token> toks_;
  size_t pos_ = 0;
  bool failed_ = false;
  SyntaxErrorInfo err_;
  // err_ came from a string literal's contents: CPython raises those in the
  // literal's action, so even a trial parse (a `match` subject) ends there.
  bool literal_error_ = false;
  Node* params_last_expr_ = nullptr;
  // Inside CPython's expression_without_invalid (the b of its comma check):
  // none of its second-pass rules run there, so none of their reads either.
  int without_invalid_ = 0;  // parse_parameters: the last default or annotation, if it ended the list
  bool field_error_ = false;  // err_ is an f-string field's, placed in field_text_ ("(expr)"'s line)
  bool field_bytes_ = false;  // ...and its offsets count bytes
  std::string field_text_;
  std::vector<SyntaxErrorInfo> field_warnings_;  // f-string fields' lexers' warnings (raw, as the lexer's)
  // take_error()'s work on one record; `text`: the line to show instead of the source's.
  // `bytes`: offsets count the line's bytes.
  SyntaxErrorInfo finish_error(SyntaxErrorInfo e, int end_line, const std::string* text = nullptr,
                               bool bytes = false) const;
  int err_end_line_ = 0;  // err_ keeps 0-based byte columns until take_error()
  int prev_end_line_ = 1, prev_end_col_ = 0;
  int depth_ = 0;
  int base_line_, base_col_;
  // text_pos's last answer: f-string fields ask in increasing order, so each
  // scan goes on from there (from the start, one long line made them quadratic).
  uint32_t pos_memo_off_ = 0, pos_memo_ls_ = 0;
  int pos_memo_line_ = -1;
  bool fstring_field_;
  bool eval_mode_ = false;
  bool from_bytes_ = false;  // bytes source without a BOM: offsets count bytes when no coding comment  // parse_eval: no NEWLINE token ends the input
  int fstring_depth_;
  Token error_tok_;
  // peek() shows stop_tok_ (a NEWLINE, which continues no expression) at
  // token index stop_at_ and after: trial parses of a prefix (see
  // disjunction_prefix_end).
  size_t stop_at_ = SIZE_MAX;
  Token stop_tok_;
  size_t invalid_syntax_at_ = SIZE_MAX;  // the token of the last error_invalid_syntax()
  size_t disjunction_prefix_end(size_t start, size_t fail);
};

}  // namespace tpy
