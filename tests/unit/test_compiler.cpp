// test_compiler.cpp — the bytecode compiler (vm/compiler.cpp) on small
// snippets: instruction sequences, register use, exception tables and the
// compile-time SyntaxErrors. Disassembly (vm/disasm.cpp) is checked through
// its opcode names.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "vm/compiler.h"
#include "vm/disasm.h"
#include "vm/parser.h"
#include "vm/vm.h"

using namespace tpy;

namespace {

struct Compiled {
  Code* code = nullptr;
  SyntaxErrorInfo err;
};

Compiled compile_src(VM& vm, const std::string& src, CompileMode mode = CompileMode::Module) {
  static std::vector<std::unique_ptr<AstArena>> arenas;
  arenas.push_back(std::make_unique<AstArena>());
  Compiled out;
  Node* root = mode == CompileMode::Eval ? parse_expression(*arenas.back(), src, out.err)
                                         : parse_module(*arenas.back(), src, out.err);
  if (!root) return out;
  out.code = compile_ast(vm, root, mode, "<test>", src, out.err);
  return out;
}

std::vector<Op> ops_of(const Code* c) {
  std::vector<Op> v;
  for (const Instr& i : c->code) v.push_back(i.op);
  return v;
}

const Code* first_function(const Code* c) {
  for (const Value& k : c->consts) {
    if (k.is_obj() && k.o->type->layout == Layout::Code) return static_cast<const Code*>(k.o);
  }
  return nullptr;
}

bool has_op(const Code* c, Op op) {
  for (const Instr& i : c->code) if (i.op == op) return true;
  return false;
}

}  // namespace

TEST_CASE("compiler: module assignment uses globals", "[compiler]") {
  VM vm;
  auto r = compile_src(vm, "x = 1\ny = x + 2\n");
  REQUIRE(r.code);
  CHECK((r.code->flags & kCodeModule));
  std::vector<Op> want = {Op::LOAD_CONST, Op::STORE_GLOBAL, Op::LOAD_GLOBAL, Op::LOAD_CONST,
                          Op::BINARY_OP, Op::STORE_GLOBAL, Op::LOAD_CONST, Op::RETURN_VALUE};
  CHECK(ops_of(r.code) == want);
}

TEST_CASE("compiler: function locals are registers read in place", "[compiler]") {
  VM vm;
  auto r = compile_src(vm, "def f(a, b):\n    c = a + b\n    return c\n");
  REQUIRE(r.code);
  const Code* f = first_function(r.code);
  REQUIRE(f);
  CHECK(f->argcount == 2);
  REQUIRE(f->varnames.size() == 3);
  CHECK(f->varnames[2]->text() == "c");
  std::vector<Op> want = {Op::BINARY_OP, Op::RETURN_VALUE};
  CHECK(ops_of(f) == want);
  CHECK(f->code[0].a == 2);
  CHECK(f->code[0].b == 0);
  CHECK(f->code[0].c == 1);
}

TEST_CASE("compiler: CHECK_LOCAL only where a local may be unbound", "[compiler]") {
  VM vm;
  auto r = compile_src(vm,
                       "def f(a):\n"
                       "    if a:\n"
                       "        x = 1\n"
                       "    else:\n"
                       "        x = 2\n"
                       "    if a:\n"
                       "        y = 1\n"
                       "    return x + y\n");
  REQUIRE(r.code);
  const Code* f = first_function(r.code);
  int checks = 0;
  for (const Instr& i : f->code) {
    if (i.op == Op::CHECK_LOCAL) {
      checks++;
      CHECK(f->varnames[i.a]->text() == "y");
    }
  }
  CHECK(checks == 1);
}

TEST_CASE("compiler: closures use cells and COPY_FREE_VARS", "[compiler]") {
  VM vm;
  auto r = compile_src(vm, "def f():\n    n = 0\n    def g():\n        return n\n    return g\n");
  REQUIRE(r.code);
  const Code* f = first_function(r.code);
  REQUIRE(f);
  REQUIRE(f->cellnames.size() == 1);
  CHECK(f->code[0].op == Op::MAKE_CELL);
  CHECK(has_op(f, Op::STORE_DEREF));
  const Code* g = first_function(f);
  REQUIRE(g);
  REQUIRE(g->freenames.size() == 1);
  CHECK(g->code[0].op == Op::COPY_FREE_VARS);
  CHECK(has_op(g, Op::LOAD_DEREF));
  CHECK((g->flags & kCodeNested));
  CHECK(g->qualname->text() == "f.<locals>.g");
}

TEST_CASE("compiler: method calls use LOAD_METHOD/CALL_METHOD", "[compiler]") {
  VM vm;
  auto r = compile_src(vm, "def f(o):\n    return o.m(1, k=2)\n");
  REQUIRE(r.code);
  const Code* f = first_function(r.code);
  CHECK(has_op(f, Op::LOAD_METHOD));
  CHECK(has_op(f, Op::CALL_METHOD_KW));
}

TEST_CASE("compiler: star calls use CALL_FUNCTION_EX", "[compiler]") {
  VM vm;
  auto r = compile_src(vm, "f(*a, **k)\n");
  REQUIRE(r.code);
  CHECK(has_op(r.code, Op::LIST_EXTEND));
  CHECK(has_op(r.code, Op::LIST_TO_TUPLE));
  CHECK(has_op(r.code, Op::DICT_MERGE));
  CHECK(has_op(r.code, Op::CALL_FUNCTION_EX));
}

TEST_CASE("compiler: try/except builds exception-table rows", "[compiler]") {
  VM vm;
  auto r = compile_src(vm, "try:\n    f()\nexcept ValueError as e:\n    g(e)\n");
  REQUIRE(r.code);
  CHECK(has_op(r.code, Op::PUSH_EXC_INFO));
  CHECK(has_op(r.code, Op::CHECK_EXC_MATCH));
  CHECK(has_op(r.code, Op::POP_EXCEPT));
  CHECK(has_op(r.code, Op::RERAISE));
  CHECK(has_op(r.code, Op::DELETE_GLOBAL));   // `e` is unbound after the handler
  REQUIRE(r.code->exc_table.size() >= 2);
  const ExcEntry& body = r.code->exc_table.front();   // inner rows first: the try body
  CHECK(r.code->code[body.handler].op == Op::PUSH_EXC_INFO);
}

TEST_CASE("compiler: generators and comprehensions", "[compiler]") {
  VM vm;
  auto r = compile_src(vm, "def g():\n    yield 1\nx = [i for i in range(3)]\n");
  REQUIRE(r.code);
  const Code* g = first_function(r.code);
  CHECK((g->flags & kCodeGenerator));
  CHECK(has_op(g, Op::YIELD_VALUE));
  const Code* comp = nullptr;
  for (const Value& k : r.code->consts) {
    if (k.is_obj() && k.o->type->layout == Layout::Code && static_cast<Code*>(k.o)->name->text() == "<listcomp>") {
      comp = static_cast<Code*>(k.o);
    }
  }
  REQUIRE(comp);
  CHECK(comp->argcount == 1);
  CHECK(comp->varnames[0]->text() == ".0");
  CHECK(has_op(comp, Op::LIST_APPEND));
  CHECK(has_op(comp, Op::JUMP_BACKWARD));
}

TEST_CASE("compiler: class bodies use names and the __class__ cell", "[compiler]") {
  VM vm;
  auto r = compile_src(vm, "class C(B):\n    def m(self):\n        return super().m()\n");
  REQUIRE(r.code);
  CHECK(has_op(r.code, Op::LOAD_BUILD_CLASS));
  const Code* body = first_function(r.code);
  REQUIRE(body);
  CHECK((body->flags & kCodeClassBody));
  CHECK(has_op(body, Op::STORE_NAME));
  CHECK(has_op(body, Op::MAKE_CELL));
  const Code* m = first_function(body);
  REQUIRE(m);
  REQUIRE(m->freenames.size() == 1);
  CHECK(m->freenames[0]->text() == "__class__");
  CHECK(m->qualname->text() == "C.m");
}

TEST_CASE("compiler: constants are deduplicated and tuples folded", "[compiler]") {
  VM vm;
  auto r = compile_src(vm, "a = (1, 2, 'x')\nb = 1\nc = 'x'\n");
  REQUIRE(r.code);
  // (1, 2, 'x'), 1, 'x', None
  CHECK(r.code->consts.size() == 4);
}

TEST_CASE("compiler: SyntaxErrors found at compile time", "[compiler]") {
  VM vm;
  auto check = [&](const char* src, const char* msg, int line) {
    auto r = compile_src(vm, src);
    CHECK(!r.code);
    CHECK(r.err.msg == msg);
    CHECK(r.err.line == line);
  };
  check("return 1\n", "'return' outside function", 1);
  check("x = 1\n*a = 1\n", "starred assignment target must be in a list or tuple", 2);   // parsed, as in CPython
  check("f(a=1, a=2)\n", "keyword argument repeated: a", 1);
  check("x = 1\nbreak\n", "'break' outside loop", 2);
  check("def f():\n    continue\n", "'continue' not properly in loop", 2);
  check("nonlocal x\n", "nonlocal declaration not allowed at module level", 1);
  check("def f():\n    nonlocal x\n", "no binding for nonlocal 'x' found", 2);
  check("def f():\n    print(x)\n    global x\n", "name 'x' is used prior to global declaration", 3);
  check("yield 1\n", "'yield' outside function", 1);
}

TEST_CASE("compiler: eval mode returns the expression", "[compiler]") {
  VM vm;
  auto r = compile_src(vm, "a + 1", CompileMode::Eval);
  REQUIRE(r.code);
  CHECK(r.code->code.back().op == Op::RETURN_VALUE);
  CHECK(has_op(r.code, Op::LOAD_NAME));
}

TEST_CASE("compiler: disassembly names every instruction", "[compiler]") {
  VM vm;
  auto r = compile_src(vm, "def f(x):\n    for i in x:\n        print(i)\n");
  REQUIRE(r.code);
  std::string d = disassemble(r.code);
  CHECK(d.find("FOR_ITER") != std::string::npos);
  CHECK(d.find("JUMP_BACKWARD") != std::string::npos);
  CHECK(d.find("(print)") != std::string::npos);
  CHECK(d.find("<code object f") != std::string::npos);
}
