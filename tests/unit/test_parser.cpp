// test_parser.cpp — unit tests for vm/parser.h: the AST shapes of Python
// 3.11 statements and expressions, literal values, f-strings, CPython's
// source spans, and CPython's SyntaxError / IndentationError messages.
#include <catch2/catch.hpp>

#include <string>

#include "vm/parser.h"

using namespace tpy;

namespace {

struct Parsed {
  AstArena arena;
  Node* mod = nullptr;
  SyntaxErrorInfo err;
  Node* stmt(size_t i = 0) { return mod->a.at(i); }
  Node* expr(size_t i = 0) { return mod->a.at(i)->x; }  // value of an Expr statement
};

std::unique_ptr<Parsed> parse_ok(const std::string& src) {
  auto p = std::make_unique<Parsed>();
  p->mod = parse_module(p->arena, src, p->err);
  INFO(src << "\n -> " << p->err.msg << " at " << p->err.line << ":" << p->err.col);
  REQUIRE(p->mod != nullptr);
  return p;
}

SyntaxErrorInfo parse_err(const std::string& src) {
  AstArena arena;
  SyntaxErrorInfo err;
  Node* n = parse_module(arena, src, err);
  INFO(src);
  REQUIRE(n == nullptr);
  return err;
}

void check_span(const Node* n, int line, int col, int end_line, int end_col) {
  INFO(kNodeKindNames[(int)n->kind]);
  CHECK(n->line == line);
  CHECK(n->col == col);
  CHECK(n->end_line == end_line);
  CHECK(n->end_col == end_col);
}

}  // namespace

TEST_CASE("parser: assignment forms", "[parser]") {
  auto p = parse_ok("a = b = 1\nx, *y = z\na.b[c] += 2\nx: int = 5\n(y): int\nx @= m\nx **= 2\nx //= 3\nx >>= 1\n");
  CHECK(p->stmt(0)->kind == NodeKind::Assign);
  CHECK(p->stmt(0)->a.size() == 2);
  Node* t = p->stmt(1)->a[0];
  CHECK(t->kind == NodeKind::Tuple);
  CHECK(t->ctx == Ctx::Store);
  CHECK(t->a[1]->kind == NodeKind::Starred);
  CHECK(t->a[1]->x->ctx == Ctx::Store);
  CHECK(p->stmt(2)->kind == NodeKind::AugAssign);
  CHECK(p->stmt(2)->op == (uint8_t)BinOpKind::Add);
  CHECK(p->stmt(2)->x->kind == NodeKind::Subscript);
  CHECK(p->stmt(3)->kind == NodeKind::AnnAssign);
  CHECK(p->stmt(3)->flags == 1);
  CHECK(p->stmt(3)->z != nullptr);
  CHECK(p->stmt(4)->flags == 0);
  CHECK(p->stmt(5)->op == (uint8_t)BinOpKind::MatMul);
  CHECK(p->stmt(6)->op == (uint8_t)BinOpKind::Pow);
  CHECK(p->stmt(7)->op == (uint8_t)BinOpKind::FloorDiv);
  CHECK(p->stmt(8)->op == (uint8_t)BinOpKind::RShift);
}

TEST_CASE("parser: precedence", "[parser]") {
  auto p = parse_ok("-2**2\nnot a == b\na or b and c\n2**-1\na | b ^ c & d << e + f * g\n");
  Node* e = p->expr(0);
  REQUIRE(e->kind == NodeKind::UnaryOp);
  CHECK(e->x->kind == NodeKind::BinOp);
  CHECK(e->x->op == (uint8_t)BinOpKind::Pow);
  CHECK(p->expr(1)->kind == NodeKind::UnaryOp);
  CHECK(p->expr(1)->x->kind == NodeKind::Compare);
  CHECK(p->expr(2)->op == (uint8_t)BoolOpKind::Or);
  CHECK(p->expr(2)->a[1]->op == (uint8_t)BoolOpKind::And);
  CHECK(p->expr(3)->y->kind == NodeKind::UnaryOp);
  Node* b = p->expr(4);
  CHECK(b->op == (uint8_t)BinOpKind::BitOr);
  CHECK(b->y->op == (uint8_t)BinOpKind::BitXor);
  CHECK(b->y->y->op == (uint8_t)BinOpKind::BitAnd);
  CHECK(b->y->y->y->op == (uint8_t)BinOpKind::LShift);
  CHECK(b->y->y->y->y->op == (uint8_t)BinOpKind::Add);
  CHECK(b->y->y->y->y->y->op == (uint8_t)BinOpKind::Mul);
}

TEST_CASE("parser: chained comparisons", "[parser]") {
  auto p = parse_ok("a < b <= c not in d is not e in f\n");
  Node* c = p->expr(0);
  REQUIRE(c->kind == NodeKind::Compare);
  CHECK(c->ops == std::vector<uint8_t>{(uint8_t)CmpOpKind::Lt, (uint8_t)CmpOpKind::LtE, (uint8_t)CmpOpKind::NotIn,
                                       (uint8_t)CmpOpKind::IsNot, (uint8_t)CmpOpKind::In});
  CHECK(c->a.size() == 5);
}

TEST_CASE("parser: calls, comprehensions, lambda, walrus", "[parser]") {
  auto p = parse_ok(
      "f(a, *b, k=1, **c)\nf(x for x in y)\n[x*y for x in a if x for y in b if y if z]\n{k: v for k, v in d}\n"
      "{x for x in s}\nlambda x, *a, y=1, **k: x\n(n := 10)\nif (m := f()) > 1: pass\n");
  Node* call = p->expr(0);
  CHECK(call->a.size() == 2);
  CHECK(call->a[1]->kind == NodeKind::Starred);
  CHECK(call->b.size() == 2);
  CHECK(call->b[0]->str == "k");
  CHECK(call->b[1]->str.empty());
  CHECK(p->expr(1)->a[0]->kind == NodeKind::GeneratorExp);
  check_span(p->expr(1)->a[0], 2, 1, 2, 15);
  Node* lc = p->expr(2);
  REQUIRE(lc->a.size() == 2);
  CHECK(lc->a[0]->a.size() == 1);
  CHECK(lc->a[1]->a.size() == 2);
  CHECK(p->expr(3)->kind == NodeKind::DictComp);
  CHECK(p->expr(3)->a[0]->x->kind == NodeKind::Tuple);
  CHECK(p->expr(4)->kind == NodeKind::SetComp);
  Node* lam = p->expr(5);
  CHECK(lam->x->a.size() == 1);
  CHECK(lam->x->x->str == "a");
  CHECK(lam->x->b.size() == 1);
  CHECK(lam->x->y->str == "k");
  CHECK(p->expr(6)->kind == NodeKind::NamedExpr);
}

TEST_CASE("parser: function parameters", "[parser]") {
  auto p = parse_ok("@dec\n@dec2(1)\ndef f(a, b=1, /, c=2, *args: int, d, e=3, **kw) -> str:\n    return a\n");
  Node* f = p->stmt(0);
  REQUIRE(f->kind == NodeKind::FunctionDef);
  CHECK(f->line == 3);
  CHECK(f->b.size() == 2);
  Node* args = f->x;
  CHECK(args->a.size() == 3);
  CHECK(args->ival == 2);
  CHECK(args->d.size() == 2);
  CHECK(args->x->str == "args");
  CHECK(args->b.size() == 2);
  CHECK(args->c[0] == nullptr);
  CHECK(args->c[1] != nullptr);
  CHECK(args->y->str == "kw");
  CHECK(f->y != nullptr);
}

TEST_CASE("parser: compound statements", "[parser]") {
  auto p = parse_ok(
      "if a:\n  pass\nelif b:\n  pass\nelse:\n  pass\n"
      "for i, j in x:\n  break\nelse:\n  continue\n"
      "while x: x -= 1\n"
      "try:\n  pass\nexcept (A, B) as e:\n  pass\nexcept C:\n  pass\nelse:\n  pass\nfinally:\n  pass\n"
      "with open(f) as g, h:\n  pass\n"
      "with (a as b, c as d,):\n  pass\n"
      "class C(B, metaclass=M):\n  x = 1\n");
  Node* i = p->stmt(0);
  REQUIRE(i->b.size() == 1);
  CHECK(i->b[0]->kind == NodeKind::If);
  CHECK(i->b[0]->col == 0);
  CHECK(i->b[0]->line == 3);
  CHECK(p->stmt(1)->x->kind == NodeKind::Tuple);
  CHECK(p->stmt(1)->b.size() == 1);
  CHECK(p->stmt(2)->kind == NodeKind::While);
  Node* t = p->stmt(3);
  CHECK(t->b.size() == 2);
  CHECK(t->b[0]->str == "e");
  CHECK(t->c.size() == 1);
  CHECK(t->d.size() == 1);
  CHECK(p->stmt(4)->a.size() == 2);
  CHECK(p->stmt(4)->a[0]->y->str == "g");
  CHECK(p->stmt(5)->a.size() == 2);
  Node* c = p->stmt(6);
  CHECK(c->c.size() == 1);
  CHECK(c->d.size() == 1);
  CHECK(c->d[0]->str == "metaclass");
}

TEST_CASE("parser: simple statements", "[parser]") {
  auto p = parse_ok(
      "import a.b as c, d\nfrom . import x\nfrom ..m import (a, b,)\nfrom x import *\nglobal g, h\n"
      "del a, b[0]\nassert x, 'msg'\nraise E from e\nx = yield y\ny = yield from z\npass; pass;\n");
  CHECK(p->stmt(0)->a[0]->str == "a.b");
  CHECK(p->stmt(0)->a[0]->str2 == "c");
  CHECK(p->stmt(1)->ival == 1);
  CHECK(p->stmt(1)->str.empty());
  CHECK(p->stmt(2)->ival == 2);
  CHECK(p->stmt(2)->str == "m");
  CHECK(p->stmt(2)->a.size() == 2);
  CHECK(p->stmt(3)->a[0]->str == "*");
  CHECK(p->stmt(4)->names == std::vector<std::string>{"g", "h"});
  CHECK(p->stmt(5)->a.size() == 2);
  CHECK(p->stmt(5)->a[1]->ctx == Ctx::Del);
  CHECK(p->stmt(6)->y != nullptr);
  CHECK(p->stmt(7)->y != nullptr);
  CHECK(p->stmt(8)->x->kind == NodeKind::Yield);
  CHECK(p->stmt(9)->x->kind == NodeKind::YieldFrom);
  CHECK(p->mod->a.size() == 12);
}

TEST_CASE("parser: subscripts and slices", "[parser]") {
  auto p = parse_ok("a[1:2, ::3]\na[i, j]\na[...]\na[:]\na[x:]\n");
  Node* s = p->expr(0)->y;
  REQUIRE(s->kind == NodeKind::Tuple);
  CHECK(s->a[0]->kind == NodeKind::Slice);
  CHECK(s->a[1]->z != nullptr);
  CHECK(s->a[1]->x == nullptr);
  CHECK(p->expr(1)->y->kind == NodeKind::Tuple);
  CHECK(p->expr(2)->y->op == (uint8_t)ConstKind::Ellipsis);
  CHECK(p->expr(3)->y->kind == NodeKind::Slice);
  CHECK(p->expr(4)->y->x != nullptr);
}

TEST_CASE("parser: numeric literals", "[parser]") {
  auto p = parse_ok(
      "1_000\n0xff\n0o17\n0b101\n99999999999999999999\n0xFFFFFFFFFFFFFFFFFF\n1e10\n.5\n5.\n1_000.5\n3j\n1.5e3j\n"
      "9223372036854775807\n9223372036854775808\n");
  CHECK(p->expr(0)->ival == 1000);
  CHECK(p->expr(1)->ival == 255);
  CHECK(p->expr(2)->ival == 15);
  CHECK(p->expr(3)->ival == 5);
  CHECK(p->expr(4)->flags == 1);
  CHECK(p->expr(4)->str == "99999999999999999999");
  CHECK(p->expr(5)->str == "0xffffffffffffffffff");  // power-of-two bases as written, lower case
  CHECK(p->expr(6)->op == (uint8_t)ConstKind::Float);
  CHECK(p->expr(6)->fval == 1e10);
  CHECK(p->expr(7)->fval == 0.5);
  CHECK(p->expr(8)->fval == 5.0);
  CHECK(p->expr(9)->fval == 1000.5);
  CHECK(p->expr(10)->op == (uint8_t)ConstKind::Imag);
  CHECK(p->expr(11)->fval == 1500.0);
  CHECK(p->expr(12)->ival == INT64_MAX);
  CHECK(p->expr(12)->flags == 0);
  CHECK(p->expr(13)->flags == 1);
}

TEST_CASE("parser: string literals", "[parser]") {
  auto p = parse_ok(
      "'a\\n\\t\\\\\\'\\x41\\u00e9\\U0001F600\\101\\0'\nr'\\n'\nb'\\xff\\n'\n'a' \"b\" '''c'''\n'\\q'\n"
      "'line\\\ncont'\n");
  CHECK(p->expr(0)->str == "a\n\t\\'A\xC3\xA9\xF0\x9F\x98\x80" "A" + std::string(1, '\0'));
  CHECK(p->expr(1)->str == "\\n");
  CHECK(p->expr(2)->op == (uint8_t)ConstKind::Bytes);
  CHECK(p->expr(2)->str == "\xff\n");
  CHECK(p->expr(3)->str == "abc");
  check_span(p->expr(3), 4, 0, 4, 15);
  CHECK(p->expr(4)->str == "\\q");
  CHECK(p->expr(5)->str == "linecont");
}

TEST_CASE("parser: f-strings", "[parser]") {
  auto p = parse_ok("f'a{x!r:>{w}} b{y=}' 'tail' f\"{d['k']}\" f'{{}}{z:.2f}'\n");
  Node* j = p->expr(0);
  REQUIRE(j->kind == NodeKind::JoinedStr);
  REQUIRE(j->a.size() >= 6);
  CHECK(j->a[0]->str == "a");
  Node* fv = j->a[1];
  CHECK(fv->kind == NodeKind::FormattedValue);
  CHECK(fv->ival == 'r');
  REQUIRE(fv->y != nullptr);
  CHECK(fv->y->a.size() == 2);
  CHECK(fv->y->a[0]->str == ">");
  CHECK(fv->y->a[1]->x->str == "w");
  CHECK(fv->x->col == 4);  // the field's expression has its real position
  CHECK(j->a[2]->str == " by=");
  CHECK(j->a[3]->ival == 'r');
  CHECK(j->a[3]->flags == 1);
  CHECK(j->a[4]->str == "tail");
  CHECK(j->a[5]->x->kind == NodeKind::Subscript);
  CHECK(j->a[6]->str == "{}");
  CHECK(j->a[7]->y->a[0]->str == ".2f");
  auto q = parse_ok("f''\nf'{x=!s}'\nf'{x = :>4}'\nf'''{\na\n+ b}'''\n");
  CHECK(q->expr(0)->a.empty());
  CHECK(q->expr(1)->a[1]->ival == 's');
  CHECK(q->expr(2)->a[0]->str == "x = ");
  CHECK(q->expr(2)->a[1]->ival == -1);
  CHECK(q->expr(3)->a[0]->x->line == 5);
}

TEST_CASE("parser: spans match CPython", "[parser][spans]") {
  auto p = parse_ok("x = foo(a, b)[1].attr + (c)\nif a < b:\n    pass\n(a)\nx = 1, 2,\n");
  Node* assign = p->stmt(0);
  check_span(assign, 1, 0, 1, 27);
  Node* bin = assign->x;
  check_span(bin, 1, 4, 1, 27);
  check_span(bin->x, 1, 4, 1, 21);        // Attribute
  check_span(bin->x->x, 1, 4, 1, 16);     // Subscript
  check_span(bin->x->x->x, 1, 4, 1, 13);  // Call
  check_span(bin->y, 1, 25, 1, 26);       // Name inside parens
  check_span(p->stmt(1), 2, 0, 3, 8);
  check_span(p->stmt(1)->x, 2, 3, 2, 8);
  check_span(p->stmt(2), 4, 0, 4, 3);
  check_span(p->stmt(2)->x, 4, 1, 4, 2);
  check_span(p->stmt(3)->x, 5, 4, 5, 9);
  auto u = parse_ok("é = 'ü'\n");
  check_span(u->stmt(0)->x, 1, 5, 1, 9);  // byte columns
}

TEST_CASE("parser: line structure", "[parser]") {
  auto p = parse_ok("x = [1,\n  2]  # c\n\n   \n# only comment\ny = 1 + \\\n    2\nif x:\n\tpass\r\nz = 3");
  CHECK(p->mod->a.size() == 4);
  auto b = parse_ok("\xEF\xBB\xBFx = 1");
  check_span(b->stmt(0), 1, 0, 1, 5);
}

TEST_CASE("parser: syntax error messages", "[parser][errors]") {
  struct Case { const char* src; const char* msg; int line, col; };
  const Case cases[] = {
      {"if x\n  pass\n", "expected ':'", 1, 5},
      {"x = f(a b)\n", "invalid syntax. Perhaps you forgot a comma?", 1, 7},
      {"1 = x\n", "cannot assign to literal here. Maybe you meant '==' instead of '='?", 1, 1},
      {"f() = 1\n", "cannot assign to function call here. Maybe you meant '==' instead of '='?", 1, 1},
      {"[a, 1] = 2\n", "cannot assign to literal", 1, 5},
      {"x = 1abc\n", "invalid decimal literal", 1, 5},
      {"print \"hi\"\n", "Missing parentheses in call to 'print'. Did you mean print(...)?", 1, 1},
      {"x = $\n", "invalid syntax", 1, 5},
      {"a b\n", "invalid syntax", 1, 3},
      {"x = 5 +\n", "invalid syntax", 1, 8},
      {"x = [1, 2\ny=3\n", "'[' was never closed", 1, 5},
      {"f(a=1, b)\n", "positional argument follows keyword argument", 1, 9},
      {"f(a for a in b, c)\n", "Generator expression must be parenthesized", 1, 3},
      {"(a, b) += 1\n", "'tuple' is an illegal expression for augmented assignment", 1, 1},
      {"del f()\n", "cannot delete function call", 1, 5},
      {"x = 1 if 2\n", "expected 'else' after 'if' expression", 1, 5},
      {"def f(a=1, b): pass\n", "non-default argument follows default argument", 1, 12},
      {"if x = 1: pass\n", "invalid syntax. Maybe you meant '==' or ':=' instead of '='?", 1, 4},
      {"f\"{}\"\n", "f-string: empty expression not allowed", 1, 6},
      {"f\"{a!x}\"\n", "f-string: invalid conversion character: expected 's', 'r', or 'a'", 1, 9},
      {"f\"}\"\n", "f-string: single '}' is not allowed", 1, 5},
      {"\"a\" b\"b\"\n", "cannot mix bytes and nonbytes literals", 1, 9},
      {"x = 'a\n", "unterminated string literal (detected at line 1)", 1, 5},
      {"x = {1: 2, 3}\n", "':' expected after dictionary key", 1, 12},
      {"x = \xC3\xA9 + $\n", "invalid syntax", 1, 9},  // character (not byte) offset
  };
  for (const Case& c : cases) {
    SyntaxErrorInfo e = parse_err(c.src);
    INFO(c.src);
    CHECK(e.type == "SyntaxError");
    CHECK(e.msg == c.msg);
    CHECK(e.line == c.line);
    CHECK(e.col == c.col);
  }
  SyntaxErrorInfo e = parse_err("x = (1 +\n  2\ny = $\n");
  CHECK(e.text == "x = (1 +");
}

TEST_CASE("parser: indentation errors", "[parser][errors]") {
  SyntaxErrorInfo a = parse_err("if x:\npass\n");
  CHECK(a.type == "IndentationError");
  CHECK(a.msg == "expected an indented block after 'if' statement on line 1");
  CHECK(a.line == 2);
  SyntaxErrorInfo b = parse_err("x=1\n  y=2\n");
  CHECK(b.type == "IndentationError");
  CHECK(b.msg == "unexpected indent");
  SyntaxErrorInfo c = parse_err("if x:\n    a\n  b\n");
  CHECK(c.msg == "unindent does not match any outer indentation level");
  CHECK(parse_err("def f():\nreturn\n").msg == "expected an indented block after function definition on line 1");
  CHECK(parse_err("class C:\npass\n").msg == "expected an indented block after class definition on line 1");
  CHECK(parse_err("try:\n  pass\nexcept:\npass\n").msg ==
        "expected an indented block after 'except' statement on line 3");
}

TEST_CASE("parser: incomplete input for the REPL", "[parser][errors]") {
  CHECK(parse_err("if x:\n").incomplete);
  CHECK(parse_err("if x:").incomplete);
  CHECK(parse_err("foo(1,\n").incomplete);
  CHECK(parse_err("s = '''abc\n").incomplete);
  CHECK(parse_err("x = 1 + \\\n").incomplete);
  CHECK(parse_err("class A:\n  def f(self):\n").incomplete);
  CHECK_FALSE(parse_err("x = 5 +\n").incomplete);
  CHECK_FALSE(parse_err("x = )\n").incomplete);
}

TEST_CASE("parser: hostile input does not crash", "[parser][errors]") {
  // Past CPython's parser stack (6000 rule calls): MemoryError, as CPython.
  CHECK(parse_err(std::string(100000, '-') + "1\n").type == "MemoryError");
  CHECK(parse_err("x = " + std::string(300, '[')).msg == "too many nested parentheses");
  std::string lam;
  for (int i = 0; i < 5000; i++) lam += "lambda: ";
  CHECK(parse_err(lam + "1\n").type == "MemoryError");
  for (const char* s : {"(", ")", "f'{", "'''", "\\", "@", "def", "x = (yield", "lambda", "f(**", "a[", "{**",
                        "from", "import .", "with (a as b", "\xff"}) {
    AstArena arena;
    SyntaxErrorInfo err;
    INFO(s);
    CHECK(parse_module(arena, s, err) == nullptr);
    CHECK_FALSE(err.msg.empty());
  }
  CHECK(parse_err(std::string("x = 1\0\n", 7)).msg == "source code cannot contain null bytes");
}

TEST_CASE("parser: parse_expression", "[parser]") {
  AstArena arena;
  SyntaxErrorInfo err;
  Node* e = parse_expression(arena, "  a + b * 2\n", err);
  REQUIRE(e != nullptr);
  CHECK(e->kind == NodeKind::BinOp);
  CHECK(parse_expression(arena, "x = 1", err) == nullptr);
  CHECK(err.msg == "invalid syntax");
}

TEST_CASE("parser: dump_ast is stable", "[parser]") {
  auto p = parse_ok("x = f(1, k='v')\n");
  std::string d = dump_ast(p->mod);
  CHECK(d.find("Assign @1:0-1:15") != std::string::npos);
  CHECK(d.find("Name 'x' Store @1:0-1:1") != std::string::npos);
  CHECK(d.find("Keyword 'k' @1:9-1:14") != std::string::npos);
  CHECK(d.find("Constant str 'v' @1:11-1:14") != std::string::npos);
  CHECK(d == dump_ast(p->mod));
}
