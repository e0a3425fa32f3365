// test_lexer.cpp — unit tests for vm/lexer.h: token kinds and spans,
// INDENT/DEDENT, numbers and strings as single tokens, CRLF/BOM handling,
// and the tokenizer's CPython error messages.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "vm/lexer.h"

using namespace tpy;

namespace {

struct Lexed {
  std::vector<Token> toks;
  std::vector<std::string> text;
  SyntaxErrorInfo err;
  bool failed = false;
};

Lexed lex_all(std::string_view src) {
  Lexer lx(src);
  Lexed out;
  for (int i = 0; i < 10000; i++) {
    Token t = lx.next();
    out.toks.push_back(t);
    out.text.emplace_back(lx.token_text(t));
    if (t.kind == Tok::Error) { out.failed = true; out.err = lx.error(); break; }
    if (t.kind == Tok::EndMarker) break;
  }
  return out;
}

std::vector<Tok> kinds(const Lexed& l) {
  std::vector<Tok> k;
  for (const Token& t : l.toks) k.push_back(t.kind);
  return k;
}

}  // namespace

TEST_CASE("lexer: simple statement tokens and spans", "[lexer]") {
  Lexed l = lex_all("x = foo(1, 'a')\n");
  REQUIRE(kinds(l) == std::vector<Tok>{Tok::Name, Tok::Op, Tok::Name, Tok::Op, Tok::Number, Tok::Op, Tok::String,
                                       Tok::Op, Tok::Newline, Tok::EndMarker});
  CHECK(l.text[2] == "foo");
  CHECK(l.toks[2].col == 4);
  CHECK(l.toks[2].end_col == 7);
  CHECK(l.toks[1].op == Op::Equal);
  CHECK(l.text[6] == "'a'");
}

TEST_CASE("lexer: longest-match operators", "[lexer]") {
  Lexed l = lex_all("a **= b //= c >>= d ... -> := != @=\n");
  std::vector<Op> ops;
  for (const Token& t : l.toks)
    if (t.kind == Tok::Op) ops.push_back(t.op);
  CHECK(ops == std::vector<Op>{Op::DoubleStarEqual, Op::DoubleSlashEqual, Op::RightShiftEqual, Op::Ellipsis,
                               Op::RArrow, Op::ColonEqual, Op::NotEqual, Op::AtEqual});
}

TEST_CASE("lexer: keywords are names with kw set", "[lexer]") {
  Lexed l = lex_all("if not x: pass\n");
  CHECK(l.toks[0].kw == Kw::If);
  CHECK(l.toks[1].kw == Kw::Not);
  CHECK(l.toks[2].kw == Kw::None_);
}

TEST_CASE("lexer: indent and dedent", "[lexer]") {
  Lexed l = lex_all("if x:\n    y\n\n    # comment\n        \n    z\nw\n");
  CHECK(kinds(l) == std::vector<Tok>{Tok::Name, Tok::Name, Tok::Op, Tok::Newline, Tok::Indent, Tok::Name,
                                     Tok::Newline, Tok::Name, Tok::Newline, Tok::Dedent, Tok::Name, Tok::Newline,
                                     Tok::EndMarker});
}

TEST_CASE("lexer: dedents at end of file without final newline", "[lexer]") {
  Lexed l = lex_all("def f():\n  if x:\n    return 1");
  int dedents = 0;
  for (Tok k : kinds(l)) dedents += k == Tok::Dedent;
  CHECK(dedents == 2);
  CHECK(l.toks.back().kind == Tok::EndMarker);
}

TEST_CASE("lexer: brackets join lines, backslash continues", "[lexer]") {
  Lexed l = lex_all("x = (1,\n     2)\ny = 1 + \\\n  2\n");
  int newlines = 0;
  for (Tok k : kinds(l)) newlines += k == Tok::Newline;
  CHECK(newlines == 2);
  CHECK_FALSE(l.failed);
}

TEST_CASE("lexer: numbers", "[lexer]") {
  for (const char* s : {"1_000", "0x_ff", "0o17", "0b1010", "1e10", ".5", "5.", "1_000.5", "3j", "1.5e3j", "0", "00",
                        "1E-5", "0.0"}) {
    Lexed l = lex_all(std::string(s) + "\n");
    INFO(s);
    CHECK(l.toks[0].kind == Tok::Number);
    CHECK(l.text[0] == s);
  }
  CHECK(lex_all("1if x else 2\n").toks[0].kind == Tok::Number);
}

TEST_CASE("lexer: number errors", "[lexer]") {
  CHECK(lex_all("x = 1abc\n").err.msg == "invalid decimal literal");
  CHECK(lex_all("x = 0x\n").err.msg == "invalid hexadecimal literal");
  CHECK(lex_all("x = 0b102\n").err.msg == "invalid digit '2' in binary literal");
  CHECK(lex_all("x = 1__0\n").err.msg == "invalid decimal literal");
  CHECK(lex_all("x = 0777\n").err.msg ==
        "leading zeros in decimal integer literals are not permitted; use an 0o prefix for octal integers");
}

TEST_CASE("lexer: strings with prefixes and triple quotes", "[lexer]") {
  Lexed l = lex_all("a = rb'x' f\"{y}\" '''multi\nline''' u'z'\n");
  CHECK(l.text[2] == "rb'x'");
  CHECK(l.text[3] == "f\"{y}\"");
  CHECK(l.text[4] == "'''multi\nline'''");
  CHECK(l.toks[4].line == 1);
  CHECK(l.toks[4].end_line == 2);
  CHECK(l.toks[4].end_col == 7);
  CHECK(l.text[5] == "u'z'");
}

TEST_CASE("lexer: string errors", "[lexer]") {
  Lexed a = lex_all("x = \"abc\n");
  CHECK(a.err.msg == "unterminated string literal (detected at line 1)");
  CHECK(a.err.col == 4);
  Lexed b = lex_all("x = \"\"\"abc\n\n");
  CHECK(b.err.msg == "unterminated triple-quoted string literal (detected at line 2)");
  CHECK(b.err.incomplete);
}

TEST_CASE("lexer: bracket errors", "[lexer]") {
  CHECK(lex_all("x = 1)\n").err.msg == "unmatched ')'");
  CHECK(lex_all("x = (1]\n").err.msg == "closing parenthesis ']' does not match opening parenthesis '('");
  Lexed l = lex_all("x = (1,\n2\n");
  CHECK(l.err.msg == "'(' was never closed");
  CHECK(l.err.incomplete);
  CHECK(lex_all(std::string(250, '(')).err.msg == "too many nested parentheses");
}

TEST_CASE("lexer: indentation errors", "[lexer]") {
  Lexed l = lex_all("if x:\n    a\n  b\n");
  CHECK(l.err.type == "IndentationError");
  CHECK(l.err.msg == "unindent does not match any outer indentation level");
  Lexed t = lex_all("if 1:\n\tx\n        y\n");
  CHECK(t.err.type == "TabError");
}

TEST_CASE("lexer: CRLF, lone CR and BOM", "[lexer]") {
  Lexed l = lex_all("\xEF\xBB\xBFx = 1\r\ny = 2\rz\r\n");
  CHECK_FALSE(l.failed);
  CHECK(l.text[0] == "x");
  CHECK(l.toks[0].col == 0);
  int newlines = 0;
  for (Tok k : kinds(l)) newlines += k == Tok::Newline;
  CHECK(newlines == 3);
}

TEST_CASE("lexer: unicode identifiers and invalid characters", "[lexer]") {
  Lexed l = lex_all("café = 1\n");
  CHECK(l.text[0] == "café");
  CHECK(l.toks[1].col == 6);  // byte columns
  CHECK(lex_all("x = \xE2\x82\xAC\n").err.msg == "invalid character '\xE2\x82\xAC' (U+20AC)");
  CHECK(lex_all("x = \xff\n").failed);
}
