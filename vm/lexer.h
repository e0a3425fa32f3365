// lexer.h — Python 3.11 tokenizer, internal to the parser (vm/parser*.cpp).
// Entry point: Lexer::next(), which yields NAME/NUMBER/STRING/OP tokens plus
// NEWLINE/INDENT/DEDENT/ENDMARKER the way CPython's tokenizer does. String
// tokens keep their raw text (prefix and quotes); decoding escapes and
// f-strings is the parser's job (vm/parser_str.cpp).
#pragma once
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>
#include "vm/parser.h"

namespace tpy {

enum class Tok : uint8_t { EndMarker, Name, Number, String, Newline, Indent, Dedent, Op, Error };

// Punctuation, one row each: TPY_OP(Name, "text"). Longest match wins.
#define TPY_OPS(X)                                                                            \
  X(LPar, "(") X(RPar, ")") X(LSqb, "[") X(RSqb, "]") X(LBrace, "{") X(RBrace, "}")           \
  X(Colon, ":") X(Comma, ",") X(Semi, ";") X(Plus, "+") X(Minus, "-") X(Star, "*")            \
  X(Slash, "/") X(VBar, "|") X(Amper, "&") X(Less, "<") X(Greater, ">") X(Equal, "=")         \
  X(Dot, ".") X(Percent, "%") X(EqEqual, "==") X(NotEqual, "!=") X(LessEqual, "<=")           \
  X(GreaterEqual, ">=") X(Tilde, "~") X(Circumflex, "^") X(LeftShift, "<<")                   \
  X(RightShift, ">>") X(DoubleStar, "**") X(PlusEqual, "+=") X(MinEqual, "-=")                \
  X(StarEqual, "*=") X(SlashEqual, "/=") X(PercentEqual, "%=") X(AmperEqual, "&=")            \
  X(VBarEqual, "|=") X(CircumflexEqual, "^=") X(LeftShiftEqual, "<<=")                        \
  X(RightShiftEqual, ">>=") X(DoubleStarEqual, "**=") X(DoubleSlash, "//")                    \
  X(DoubleSlashEqual, "//=") X(At, "@") X(AtEqual, "@=") X(RArrow, "->") X(Ellipsis, "...")   \
  X(ColonEqual, ":=") X(Bang, "!")

enum class Op : uint8_t {
  None,
#define TPY_OP_ENUM(name, text) name,
  TPY_OPS(TPY_OP_ENUM)
#undef TPY_OP_ENUM
};

// Keywords are NAME tokens with `kw` set, so soft uses (none in 3.11 scripts
// we support) stay possible.
#define TPY_KEYWORDS(X)                                                                       \
  X(False, "False") X(None, "None") X(True, "True") X(And, "and") X(As, "as")                 \
  X(Assert, "assert") X(Async, "async") X(Await, "await") X(Break, "break")                   \
  X(Class, "class") X(Continue, "continue") X(Def, "def") X(Del, "del") X(Elif, "elif")       \
  X(Else, "else") X(Except, "except") X(Finally, "finally") X(For, "for") X(From, "from")     \
  X(Global, "global") X(If, "if") X(Import, "import") X(In, "in") X(Is, "is")                 \
  X(Lambda, "lambda") X(Nonlocal, "nonlocal") X(Not, "not") X(Or, "or") X(Pass, "pass")       \
  X(Raise, "raise") X(Return, "return") X(Try, "try") X(While, "while") X(With, "with")       \
  X(Yield, "yield")

enum class Kw : uint8_t {
  None_,  // not a keyword
#define TPY_KW_ENUM(name, text) name,
  TPY_KEYWORDS(TPY_KW_ENUM)
#undef TPY_KW_ENUM
};

struct Token {
  Tok kind = Tok::EndMarker;
  Op op = Op::None;
  Kw kw = Kw::None_;
  uint32_t start = 0, end = 0;  // byte offsets into Lexer::text()
  int line = 0, col = 0, end_line = 0, end_col = 0;
  int depth = 0;  // brackets open after this token (CPython's token level)
};

// error_span's (and a lexer error's) end column for CPython's end_offset
// of -1 (an error placed by a token with no end: the input's end in eval
// mode, an unindent).
constexpr int kEndOffsetMinusOne = -2;

const char* op_text(Op op);

// Tokenizes one source buffer. The source is copied and normalised (a
// leading UTF-8 signature dropped unless skip_bom is false, CRLF/CR turned
// into LF, a final LF added) so byte offsets and columns match what CPython
// reports. Errors: next() returns Tok::Error and error() holds CPython's
// message and position; the lexer then stays there. Warnings (a number
// followed directly by a keyword, `1if x else y`) collect in warnings(), in
// the order the tokens were read, positioned as errors are.
class Lexer {
 public:
  // base_line/base_col shift positions (used for f-string fields, which are
  // lexed from a slice of the enclosing file); in_brackets starts with one
  // implicit open bracket so newlines inside the slice are ignored.
  // skip_bom false: the source was a str (compile(), exec(), -c, the REPL),
  // where CPython takes a leading U+FEFF for an invalid character.
  explicit Lexer(std::string_view source, int base_line = 1, int base_col = 0, bool in_brackets = false,
                 bool skip_bom = true);

  Token next();
  const std::string& text() const { return src_; }
  bool added_newline() const { return added_newline_; }  // the source did not end in one
  std::string_view token_text(const Token& t) const {
    return std::string_view(src_).substr(t.start, t.end - t.start);
  }
  const SyntaxErrorInfo& error() const { return err_; }
  const std::vector<SyntaxErrorInfo>& warnings() const { return warnings_; }
  // Source line `line` (1-based, in this lexer's numbering), without newline.
  std::string line_text(int line) const;
  int paren_depth() const { return (int)parens_.size(); }

 private:
  struct Paren { char ch; int line, col; };
  Token make(Tok k, uint32_t start, int line, int col);
  Token fail(const char* type, std::string msg, int line, int col0, int end_col0 = -2, bool incomplete = false);
  Token lex_indent();
  void check_utf8();
  Token lex_number(uint32_t start);
  Token lex_string(uint32_t start, uint32_t quote_pos);
  Token lex_name_or_string(uint32_t start);
  int col_of(uint32_t pos) const { return (int)(pos - line_start_) + (line_ == 1 ? base_col_ : 0); }
  int cur_line() const { return line_ + base_line_ - 1; }
  void new_line(uint32_t pos_after_lf) { line_++; line_start_ = pos_after_lf; }

  std::string src_;
  uint32_t pos_ = 0, line_start_ = 0;
  int line_ = 1;
  int base_line_, base_col_;
  bool at_bol_ = true;
  bool implicit_bracket_;
  int pending_dedents_ = 0;
  uint32_t comment_start_ = UINT32_MAX;  // NEWLINE after a comment starts at the '#', as in CPython
  std::vector<int> indents_{0}, alt_indents_{0};
  std::vector<Paren> parens_;
  SyntaxErrorInfo err_;
  std::vector<SyntaxErrorInfo> warnings_;  // 0-based byte columns, as err_
  bool failed_ = false;
  Token error_tok_;
  // The first name or string literal check_utf8 found undecodable, failed
  // when the lexer reaches it (CPython's tokenizer decodes as it goes).
  struct BadText { uint32_t at = UINT32_MAX; int line = 0, col = 0, end_col = 0; std::string msg; } bad_text_;
  bool added_newline_ = false;
};

// Columns in SyntaxErrorInfo count characters, not bytes.
int utf8_char_offset(std::string_view line, int byte_col);

}  // namespace tpy
