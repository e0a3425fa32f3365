// lexer.cpp — the Python 3.11 tokenizer behind vm/lexer.h.
// Entry point: Lexer::next(). Handles indentation (INDENT/DEDENT, TabError),
// implicit line joining in brackets, backslash continuations, number and
// string token boundaries, and CPython's tokenizer error messages. Literal
// values are computed later by the parser (vm/parser_str.cpp).
#include "vm/lexer.h"

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <cstring>

#include "vm/codec.h"

namespace tpy {

namespace {

constexpr int kMaxParenDepth = 200;   // CPython's MAXLEVEL
constexpr int kMaxIndentDepth = 100;  // CPython's MAXINDENT

struct OpRow { const char* text; Op op; };
const OpRow kOpRows[] = {
#define TPY_OP_ROW(name, text) {text, Op::name},
    TPY_OPS(TPY_OP_ROW)
#undef TPY_OP_ROW
};
struct KwRow { const char* text; Kw kw; };
const KwRow kKwRows[] = {
#define TPY_KW_ROW(name, text) {text, Kw::name},
    TPY_KEYWORDS(TPY_KW_ROW)
#undef TPY_KW_ROW
};

bool is_ident_start(unsigned char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || c >= 0x80; }
bool is_ident_char(unsigned char c) { return is_ident_start(c) || (c >= '0' && c <= '9'); }
bool is_digit(char c) { return c >= '0' && c <= '9'; }

// Decodes one UTF-8 sequence at s[i]; returns the code point and its length.
uint32_t decode_utf8(std::string_view s, size_t i, int* len) {
  unsigned char c = s[i];
  int n = c < 0x80 ? 1 : c < 0xE0 ? 2 : c < 0xF0 ? 3 : 4;
  if (i + n > s.size()) n = 1;
  uint32_t cp = n == 1 ? c : n == 2 ? (c & 0x1F) : n == 3 ? (c & 0x0F) : (c & 0x07);
  for (int k = 1; k < n; k++) cp = (cp << 6) | (s[i + k] & 0x3F);
  *len = n;
  return cp;
}

// Non-ASCII code points that are clearly not identifier characters. A full
// XID table is not worth its size for scripts; these catch the usual typos.
bool is_non_ident_codepoint(uint32_t cp) {
  if (cp >= 0x80 && cp <= 0xBF) return cp != 0xAA && cp != 0xB5 && cp != 0xBA;
  if (cp == 0xD7 || cp == 0xF7) return true;
  if (cp >= 0x2000 && cp <= 0x206F) return true;  // general punctuation
  if (cp >= 0x20A0 && cp <= 0x20CF) return true;  // currency
  if (cp >= 0x2190 && cp <= 0x2BFF) return true;  // arrows, math, boxes, symbols
  if (cp >= 0x3000 && cp <= 0x3003) return true;  // CJK punctuation
  if (cp >= 0xFF01 && cp <= 0xFF0F) return true;  // fullwidth punctuation
  if (cp >= 0x1F000 && cp <= 0x1FAFF) return true;  // emoji
  if (cp == 0xFEFF || (cp >= 0xFFF9 && cp <= 0xFFFD)) return true;  // byte-order mark, specials
  if (cp >= 0xE000 && cp <= 0xF8FF) return true;  // private use
  return false;
}

// Which of those CPython calls "non-printable" in its message (controls,
// format characters, spaces other than ' ', private use).
bool is_nonprintable_codepoint(uint32_t cp) {
  if (cp <= 0xA0 || cp == 0xAD) return true;
  if ((cp >= 0x2000 && cp <= 0x200F) || (cp >= 0x2028 && cp <= 0x202F) || (cp >= 0x205F && cp <= 0x206F)) return true;
  return cp == 0x3000 || cp == 0xFEFF || (cp >= 0xFFF9 && cp <= 0xFFFB) || (cp >= 0xE000 && cp <= 0xF8FF);
}

}  // namespace

const char* op_text(Op op) {
  for (const OpRow& r : kOpRows)
    if (r.op == op) return r.text;
  return "?";
}

int utf8_char_offset(std::string_view line, int byte_col) {
  int chars = 0;
  for (int i = 0; i < byte_col && i < (int)line.size(); i++)
    if (((unsigned char)line[i] & 0xC0) != 0x80) chars++;
  if (byte_col > (int)line.size()) chars += byte_col - (int)line.size();
  return chars;
}

Lexer::Lexer(std::string_view source, int base_line, int base_col, bool in_brackets, bool skip_bom)
    : base_line_(base_line), base_col_(base_col), implicit_bracket_(in_brackets) {
  size_t i = 0;  // a UTF-8 signature starts a source, not an f-string's field
  if (skip_bom && !in_brackets && source.size() >= 3 && (unsigned char)source[0] == 0xEF && (unsigned char)source[1] == 0xBB &&
      (unsigned char)source[2] == 0xBF)
    i = 3;
  src_.reserve(source.size() + 1);
  for (; i < source.size(); i++) {
    char c = source[i];
    if (c == '\r') {
      src_ += '\n';
      if (i + 1 < source.size() && source[i + 1] == '\n') i++;
    } else {
      src_ += c;
    }
  }
  if (src_.empty() || src_.back() != '\n') {
    src_ += '\n';
    added_newline_ = true;
  }
  check_utf8();
  if (implicit_bracket_) at_bol_ = false;
}

namespace {

bool is_name_byte(unsigned char c) { return c >= 0x80 || std::isalnum(c) || c == '_'; }

bool has_non_ascii(std::string_view s) {
  for (char c : s)
    if ((unsigned char)c >= 0x80) return true;
  return false;
}

// CPython's "(unicode error)" message for the first bytes of `s` that are
// not UTF-8, and their offset in s; false when s is all UTF-8.
bool utf8_decode_error(std::string_view s, size_t& at, std::string& msg) {
  std::string out;
  CodecError err;
  if (TextDecoder(Codec::Utf8, ErrorMode::Strict).decode(s, true, out, err)) return false;
  at = err.start;
  msg = "(unicode error) " + codec_error_message(err, s, true);
  return true;
}

}  // namespace

// Source text is UTF-8 (a PEP 263 coding comment was decoded before). As
// CPython's tokenizer, bytes in comments are not looked at (a script file
// without a declared encoding is checked whole by main.cpp), nor are string
// literals (the parser decodes them: parse_strings); the first name that is
// not UTF-8 fails, as decoding it does, when next() reaches it (bad_text_).
void Lexer::check_utf8() {
  const std::string& s = src_;
  const size_t n = s.size();
  if (!has_non_ascii(s)) return;
  int line = 1;
  size_t ls = 0;  // start of the line
  size_t i = 0;
  while (i < n) {
    unsigned char c = s[i];
    if (c == '\n') { line++; ls = ++i; continue; }
    if (c == '#') {
      while (i < n && s[i] != '\n') i++;
      continue;
    }
    size_t prefix = i;
    if (is_digit(c)) {  // a number: a non-ASCII byte after it starts a name
      while (i < n && (unsigned char)s[i] < 0x80 && (std::isalnum((unsigned char)s[i]) || s[i] == '_' || s[i] == '.')) i++;
      continue;
    }
    if (is_name_byte(c)) {
      while (i < n && is_name_byte(s[i])) i++;
      std::string_view word(s.data() + prefix, i - prefix);
      bool is_prefix = i < n && (s[i] == '\'' || s[i] == '"') && word.size() <= 2 &&
                       word.find_first_not_of("rRbBuUfF") == std::string_view::npos;
      if (!is_prefix) {
        size_t at;
        std::string msg;
        if (has_non_ascii(word) && utf8_decode_error(word, at, msg)) {
          // CPython reports at the end of the name (take_error knows: no end column).
          bad_text_ = {(uint32_t)prefix, line + base_line_ - 1, (int)(i - ls), -1, msg};
          return;
        }
        continue;
      }
    } else if (c != '\'' && c != '"') {
      i++;
      continue;
    }
    // A string literal: prefix at [prefix, i), quote at i.
    const char q = s[i];
    const bool triple = i + 2 < n && s[i + 1] == q && s[i + 2] == q;
    const size_t body = i + (triple ? 3 : 1);
    bool closed = false;
    size_t j = body;
    int end_line = line;
    size_t end_ls = ls;
    while (j < n) {
      if (s[j] == '\\') {
        if (j + 1 < n && s[j + 1] == '\n') { end_line++; end_ls = j + 2; }
        j += 2;
        continue;
      }
      if (s[j] == '\n') {
        if (!triple) break;
        end_line++;
        end_ls = ++j;
        continue;
      }
      if (s[j] == q && (!triple || (j + 2 < n && s[j + 1] == q && s[j + 2] == q))) { closed = true; break; }
      j++;
    }
    if (!closed) {  // the lexer reports the unterminated string
      i = body;
      continue;
    }
    const size_t end = j + (triple ? 3 : 1);
    line = end_line;
    ls = end_ls;
    i = end;
  }
}

std::string Lexer::line_text(int line) const {
  int l = line - base_line_ + 1;
  size_t p = 0;
  for (int k = 1; k < l && p < src_.size(); k++) {
    size_t nl = src_.find('\n', p);
    if (nl == std::string::npos) return "";
    p = nl + 1;
  }
  size_t e = src_.find('\n', p);
  if (e == std::string::npos) e = src_.size();
  return src_.substr(p, e - p);
}

Token Lexer::make(Tok k, uint32_t start, int line, int col) {
  Token t;
  t.kind = k;
  t.start = start;
  t.end = pos_;
  t.line = line;
  t.col = col;
  t.end_line = cur_line();
  t.end_col = col_of(pos_);
  t.depth = (int)parens_.size();
  return t;
}

Token Lexer::fail(const char* type, std::string msg, int line, int col0, int end_col0, bool incomplete) {
  failed_ = true;
  err_.type = type;
  err_.msg = std::move(msg);
  err_.line = line;
  err_.col = col0;
  err_.end_col = end_col0 == -2 ? col0 : end_col0;  // -2: single caret, CPython's end == offset
  err_.incomplete = incomplete;
  err_.incomplete_token = incomplete;
  error_tok_ = Token();
  error_tok_.kind = Tok::Error;
  error_tok_.start = error_tok_.end = pos_;
  error_tok_.line = error_tok_.end_line = line;
  error_tok_.col = error_tok_.end_col = col0;
  return error_tok_;
}

// At the start of a logical line outside brackets: skips blank and
// comment-only lines, then compares the indentation with the stack.
Token Lexer::lex_indent() {
  for (;;) {
    int col = 0, alt = 0;
    uint32_t p = pos_;
    for (; p < src_.size(); p++) {
      char c = src_[p];
      if (c == ' ') { col++; alt++; }
      else if (c == '\t') { col = (col / 8 + 1) * 8; alt++; }
      else if (c == '\f') { col = alt = 0; }
      else break;
    }
    if (p >= src_.size()) { pos_ = p; return Token(); }  // EOF: caller emits dedents
    char c = src_[p];
    if (c == '#' || c == '\n') {
      size_t nl = src_.find('\n', p);
      size_t nul = src_.find('\0', p);
      if (nul < nl) {  // in a comment too, as in CPython 3.11.7
        pos_ = (uint32_t)nul;
        return fail("SyntaxError", "source code cannot contain null bytes", cur_line(), col_of(pos_), -2);
      }
      pos_ = (uint32_t)nl + 1;
      new_line(pos_);
      continue;
    }
    pos_ = p;
    if (col == indents_.back()) {
      if (alt != alt_indents_.back())
        return fail("TabError", "inconsistent use of tabs and spaces in indentation", cur_line(), 0, -1);
      return Token();
    }
    if (col > indents_.back()) {
      if (alt <= alt_indents_.back())
        return fail("TabError", "inconsistent use of tabs and spaces in indentation", cur_line(), 0, -1);
      // CPython's stack holds MAXINDENT columns, the first one 0.
      if ((int)indents_.size() >= kMaxIndentDepth)
        return fail("IndentationError", "too many levels of indentation", cur_line(), 0, -1);
      indents_.push_back(col);
      alt_indents_.push_back(alt);
      return make(Tok::Indent, line_start_, cur_line(), 0);
    }
    int n = 0;
    while (indents_.size() > 1 && col < indents_.back()) {
      indents_.pop_back();
      alt_indents_.pop_back();
      n++;
    }
    if (col != indents_.back()) {
      size_t nl = src_.find('\n', p);
      Token t = fail("IndentationError", "unindent does not match any outer indentation level", cur_line(),
                     (int)(nl - line_start_), -1);
      err_.end_col = kEndOffsetMinusOne;
      return t;
    }
    if (alt != alt_indents_.back())
      return fail("TabError", "inconsistent use of tabs and spaces in indentation", cur_line(), 0, -1);
    pending_dedents_ = n;
    return Token();
  }
}

Token Lexer::next() {
  if (failed_) return error_tok_;
  if (pending_dedents_ > 0) {
    pending_dedents_--;
    return make(Tok::Dedent, pos_, cur_line(), col_of(pos_));
  }
  if (at_bol_ && parens_.empty()) {
    at_bol_ = false;
    Token t = lex_indent();
    if (t.kind == Tok::Indent || t.kind == Tok::Error) return t;
    if (pending_dedents_ > 0) return next();
  }
  for (;;) {
    if (pos_ >= src_.size()) {
      if (!parens_.empty()) {
        const Paren& p = parens_.back();
        return fail("SyntaxError", std::string("'") + p.ch + "' was never closed", p.line, p.col, -1, true);
      }
      if (indents_.size() > 1) {
        indents_.pop_back();
        alt_indents_.pop_back();
        return make(Tok::Dedent, pos_, cur_line(), 0);
      }
      return make(Tok::EndMarker, pos_, cur_line(), 0);
    }
    char c = src_[pos_];
    if (c == ' ' || c == '\t' || c == '\f') { pos_++; continue; }
    if (c == '#') {
      comment_start_ = pos_;
      while (src_[pos_] != '\n') {
        if (src_[pos_] == '\0')
          return fail("SyntaxError", "source code cannot contain null bytes", cur_line(), col_of(pos_), -2);
        pos_++;
      }
      continue;
    }
    if (c == '\\') {
      if (pos_ + 1 < src_.size() && src_[pos_ + 1] == '\n') {
        if (pos_ + 2 >= src_.size())
          return fail("SyntaxError", "unexpected EOF while parsing", cur_line(), col_of(pos_) + 1, -1, true);
        pos_ += 2;
        new_line(pos_);
        continue;
      }
      return fail("SyntaxError", "unexpected character after line continuation character", cur_line(),
                  col_of(pos_) + 1, -1);
    }
    if (c == '\n') {
      if (!parens_.empty() || implicit_bracket_) {
        pos_++;
        new_line(pos_);
        comment_start_ = UINT32_MAX;
        continue;
      }
      uint32_t s = comment_start_ != UINT32_MAX ? comment_start_ : pos_;
      comment_start_ = UINT32_MAX;
      Token t;
      t.kind = Tok::Newline;
      t.start = s;
      t.end = pos_ + 1;
      t.line = t.end_line = cur_line();
      t.col = col_of(s);
      t.end_col = col_of(pos_);  // CPython: NEWLINE ends before the '\n'
      t.end = pos_;
      pos_++;
      new_line(pos_);
      at_bol_ = true;
      return t;
    }
    break;
  }
  comment_start_ = UINT32_MAX;
  uint32_t start = pos_;
  if (start >= bad_text_.at) return fail("SyntaxError", bad_text_.msg, bad_text_.line, bad_text_.col, bad_text_.end_col);
  unsigned char c = src_[pos_];
  if (c == 0)
    return fail("SyntaxError", "source code cannot contain null bytes", cur_line(), col_of(pos_), -2);
  if (is_digit(c) || (c == '.' && is_digit(src_[pos_ + 1]))) return lex_number(start);
  if (c == '"' || c == '\'') return lex_string(start, start);
  if (is_ident_start(c)) return lex_name_or_string(start);
  int line = cur_line(), col = col_of(pos_);
  // Punctuation: longest match.
  size_t best = 0;
  Op op = Op::None;
  for (const OpRow& r : kOpRows) {
    size_t n = std::strlen(r.text);
    if (n > best && src_.compare(pos_, n, r.text) == 0) { best = n; op = r.op; }
  }
  if (best == 0 && (c < 0x20 || c == 0x7f) && c != '\t' && c != '\n' && c != '\r' && c != '\f') {
    char buf[64];  // a control character: CPython's tokenizer rejects it
    std::snprintf(buf, sizeof buf, "invalid non-printable character U+%04X", (unsigned)c);
    return fail("SyntaxError", buf, line, col, -2);
  }
  if (best == 0) {
    pos_++;  // unknown ASCII character ($, ?, `): the parser reports "invalid syntax" at it
    Token t = make(Tok::Op, start, line, col);
    return t;
  }
  if (op == Op::LPar || op == Op::LSqb || op == Op::LBrace) {
    if ((int)parens_.size() >= kMaxParenDepth)
      return fail("SyntaxError", "too many nested parentheses", line, col, -2);
    parens_.push_back({(char)c, line, col});
  } else if (op == Op::RPar || op == Op::RSqb || op == Op::RBrace) {
    if (parens_.empty())
      return fail("SyntaxError", std::string("unmatched '") + (char)c + "'", line, col, -2);
    char open = parens_.back().ch;
    char want = open == '(' ? ')' : open == '[' ? ']' : '}';
    if (want != (char)c) {
      std::string m = std::string("closing parenthesis '") + (char)c + "' does not match opening parenthesis '" + open + "'";
      if (parens_.back().line != line) m += " on line " + std::to_string(parens_.back().line);
      return fail("SyntaxError", m, line, col, -2);
    }
    parens_.pop_back();
  }
  pos_ += best;
  Token t = make(Tok::Op, start, line, col);
  t.op = op;
  return t;
}

Token Lexer::lex_name_or_string(uint32_t start) {
  int line = cur_line(), col = col_of(start);
  while (pos_ < src_.size() && is_ident_char(src_[pos_])) {
    if ((unsigned char)src_[pos_] >= 0x80) {
      int len;
      uint32_t cp = decode_utf8(src_, pos_, &len);
      if (is_non_ident_codepoint(cp)) {
        if (pos_ == start) {
          char buf[64];
          if (is_nonprintable_codepoint(cp))
            std::snprintf(buf, sizeof buf, "invalid non-printable character U+%04X", cp);
          else
            std::snprintf(buf, sizeof buf, "invalid character '%s' (U+%04X)", src_.substr(pos_, len).c_str(), cp);
          return fail("SyntaxError", buf, line, col_of(pos_), -2);
        }
        break;
      }
      pos_ += len;
    } else {
      pos_++;
    }
  }
  std::string_view word(src_.data() + start, pos_ - start);
  char q = src_[pos_];
  if ((q == '"' || q == '\'') && word.size() <= 2) {
    bool ok = true, seen[128] = {};
    for (char ch : word) {
      char l = (char)(ch | 0x20);
      if ((l != 'r' && l != 'b' && l != 'u' && l != 'f') || seen[(int)l]) ok = false;
      else seen[(int)l] = true;
    }
    if (seen[(int)'u'] && word.size() > 1) ok = false;
    if (seen[(int)'b'] && seen[(int)'f']) ok = false;
    if (ok) return lex_string(start, pos_);
  }
  Token t = make(Tok::Name, start, line, col);
  for (const KwRow& r : kKwRows)
    if (word == r.text) t.kw = r.kw;
  return t;
}

Token Lexer::lex_number(uint32_t start) {
  int line = cur_line(), col = col_of(start);
  auto ch = [&](uint32_t p) { return p < src_.size() ? src_[p] : '\0'; };
  auto digits = [&](auto valid) -> int {  // digits with single '_' between; -1 on a bad '_'
    int n = 0;
    for (;;) {
      if (valid(ch(pos_))) { pos_++; n++; continue; }
      if (ch(pos_) == '_' && n > 0) {
        if (!valid(ch(pos_ + 1))) { pos_++; return -1; }
        pos_++;
        continue;
      }
      return n;
    }
  };
  // As CPython's tokenizer: a number directly followed by a keyword that may
  // follow one (`1if x else y`, `0x1for`) is a SyntaxWarning ("invalid
  // decimal literal"), any other name character an error; both point at
  // the number's last character.
  auto ident = [](unsigned char c) { return c >= 0x80 || is_ident_char(c); };
  auto check_end = [&](const char* what) -> bool {
    unsigned char c = ch(pos_);
    if (c >= 0x80 || !is_ident_char(c)) return true;  // CPython: a non-ASCII byte starts the next token
    bool keyword = false;
    if (c == 'i') {
      char c2 = ch(pos_ + 1);
      keyword = c2 == 'f' || c2 == 'n' || c2 == 's';  // CPython looks no further
    } else {
      static const char* const kWords[] = {"and", "else", "for", "or", "not"};
      for (const char* k : kWords) {
        size_t n = std::strlen(k);
        if (src_.compare(pos_, n, k) == 0 && !ident(ch(pos_ + (uint32_t)n))) keyword = true;
      }
    }
    std::string msg = std::string("invalid ") + what + " literal";
    if (!keyword) {
      fail("SyntaxError", msg, line, col_of(pos_) - 1, -2);
      return false;
    }
    SyntaxErrorInfo w;
    w.type = "SyntaxWarning";
    w.msg = std::move(msg);
    w.line = line;
    w.col = w.end_col = col_of(pos_) - 1;
    warnings_.push_back(std::move(w));
    return true;
  };
  char c0 = src_[pos_];
  char c1 = (char)(ch(pos_ + 1) | 0x20);
  if (c0 == '0' && (c1 == 'x' || c1 == 'o' || c1 == 'b')) {
    const char* what = c1 == 'x' ? "hexadecimal" : c1 == 'o' ? "octal" : "binary";
    pos_ += 2;
    if (ch(pos_) == '_') pos_++;
    int n;
    if (c1 == 'x') n = digits([](char c) { return is_digit(c) || ((c | 0x20) >= 'a' && (c | 0x20) <= 'f'); });
    else if (c1 == 'o') n = digits([](char c) { return c >= '0' && c <= '7'; });
    else n = digits([](char c) { return c == '0' || c == '1'; });
    if (n <= 0) {
      if (n == 0 && is_digit(ch(pos_)))
        return fail("SyntaxError", std::string("invalid digit '") + ch(pos_) + "' in " + what + " literal", line,
                    col_of(pos_), -2);
      return fail("SyntaxError", std::string("invalid ") + what + " literal", line, col_of(pos_) - 1, -2);
    }
    if (c1 != 'x' && is_digit(ch(pos_)))
      return fail("SyntaxError", std::string("invalid digit '") + ch(pos_) + "' in " + what + " literal", line,
                  col_of(pos_), -2);
    if (!check_end(what)) return error_tok_;
    return make(Tok::Number, start, line, col);
  }
  auto dec = [](char c) { return is_digit(c); };
  bool is_float = false;
  int n = 0;
  if (c0 != '.') {
    n = digits(dec);
    if (n < 0) return fail("SyntaxError", "invalid decimal literal", line, col_of(pos_) - 1, -2);
  }
  uint32_t int_end = pos_;
  if (ch(pos_) == '.') {
    is_float = true;
    pos_++;
    if (digits(dec) < 0) return fail("SyntaxError", "invalid decimal literal", line, col_of(pos_) - 1, -2);
  }
  if ((ch(pos_) | 0x20) == 'e') {
    uint32_t save = pos_;
    pos_++;
    if (ch(pos_) == '+' || ch(pos_) == '-') {
      pos_++;
      if (!is_digit(ch(pos_))) return fail("SyntaxError", "invalid decimal literal", line, col_of(pos_) - 1, -2);
    }
    if (!is_digit(ch(pos_))) {
      // `1else`: the 'e' starts a keyword (a warning), not an exponent.
      pos_ = save;
      if (!check_end("decimal")) return error_tok_;
      return make(Tok::Number, start, line, col);
    }
    is_float = true;
    if (digits(dec) < 0) return fail("SyntaxError", "invalid decimal literal", line, col_of(pos_) - 1, -2);
  }
  if ((ch(pos_) | 0x20) == 'j') {
    pos_++;
    if (!check_end("imaginary")) return error_tok_;
    return make(Tok::Number, start, line, col);
  }
  if (!is_float && c0 == '0') {
    uint32_t first_nonzero = 0;
    for (uint32_t p = start; p < int_end && !first_nonzero; p++)
      if (src_[p] != '0' && src_[p] != '_') first_nonzero = p;
    if (first_nonzero)
      return fail("SyntaxError",
                  "leading zeros in decimal integer literals are not permitted; use an 0o prefix for octal integers",
                  line, col, col_of(first_nonzero));
  }
  if (!check_end("decimal")) return error_tok_;
  return make(Tok::Number, start, line, col);
}

Token Lexer::lex_string(uint32_t start, uint32_t quote_pos) {
  int line = cur_line(), col = col_of(start);
  char q = src_[quote_pos];
  bool triple = src_.compare(quote_pos, 3, std::string(3, q)) == 0;
  pos_ = quote_pos + (triple ? 3 : 1);
  for (;;) {
    if (pos_ >= src_.size()) {
      int last = base_line_ - 1 + line_ - 1;  // the source always ends with '\n'
      if (triple)
        return fail("SyntaxError",
                    "unterminated triple-quoted string literal (detected at line " + std::to_string(last) + ")", line,
                    col, -2, true);
      return fail("SyntaxError", "unterminated string literal (detected at line " + std::to_string(last) + ")", line,
                  col, -2);
    }
    char c = src_[pos_];
    // In a string too (CPython 3.11.7; compile() of a str refused them before).
    if (c == '\0' || (c == '\\' && pos_ + 1 < src_.size() && src_[pos_ + 1] == '\0')) {
      pos_ += c == '\0' ? 0 : 1;
      return fail("SyntaxError", "source code cannot contain null bytes", cur_line(), col_of(pos_), -2);
    }
    if (c == '\\') {
      if (pos_ + 1 < src_.size() && src_[pos_ + 1] == '\n') {
        pos_ += 2;
        new_line(pos_);
      } else {
        pos_ += 2;
      }
      continue;
    }
    if (c == '\n') {
      if (!triple)
        return fail("SyntaxError", "unterminated string literal (detected at line " + std::to_string(line) + ")",
                    line, col, -2);
      pos_++;
      new_line(pos_);
      continue;
    }
    if (c == q) {
      if (!triple) { pos_++; break; }
      if (src_.compare(pos_, 3, std::string(3, q)) == 0) { pos_ += 3; break; }
    }
    pos_++;
  }
  return make(Tok::String, start, line, col);
}

}  // namespace tpy
