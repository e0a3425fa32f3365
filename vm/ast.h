// ast.h — the abstract syntax tree the parser builds and the compiler reads.
// One generic Node struct; vm/ast.def documents which slot holds what for
// each kind. Nodes live in an AstArena owned by the caller of parse().
#pragma once
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace tpy {

enum class NodeKind : uint8_t {
#define TPY_AST(name, fields) name,
#include "vm/ast.def"
#undef TPY_AST
};
extern const char* const kNodeKindNames[];

enum class Ctx : uint8_t { Load, Store, Del };

// Operators (the order is shared with the bytecode's BINARY_OP operand).
enum class BinOpKind : uint8_t {
  Add, Sub, Mul, MatMul, TrueDiv, FloorDiv, Mod, Pow, LShift, RShift, BitAnd, BitOr, BitXor,
};
constexpr int kNumBinOps = 13;
enum class UnaryOpKind : uint8_t { Invert, Not, UAdd, USub };
enum class BoolOpKind : uint8_t { And, Or };
enum class CmpOpKind : uint8_t { Lt, LtE, Eq, NotEq, Gt, GtE, Is, IsNot, In, NotIn };
enum class ConstKind : uint8_t { None, True, False, Ellipsis, Int, Float, Imag, Str, Bytes };

// Source span: 1-based lines, 0-based UTF-8 byte columns, end exclusive
// (CPython's convention, used for traceback carets).
struct Node {
  NodeKind kind;
  Ctx ctx = Ctx::Load;
  uint8_t op = 0;
  int flags = 0;
  int line = 0, col = 0, end_line = 0, end_col = 0;
  Node *x = nullptr, *y = nullptr, *z = nullptr;
  std::vector<Node*> a, b, c, d;
  std::string str, str2;
  int64_t ival = 0;
  double fval = 0;
  std::vector<uint8_t> ops;
  std::vector<std::string> names;
};

// Owns every node of one parse; nodes die with it.
class AstArena {
 public:
  Node* make(NodeKind k, int line, int col) {
    nodes_.push_back(std::make_unique<Node>());
    Node* n = nodes_.back().get();
    n->kind = k;
    n->line = n->end_line = line;
    n->col = n->end_col = col;
    return n;
  }
 private:
  std::vector<std::unique_ptr<Node>> nodes_;
};

// Writes an indented, stable dump of `n` (for tests and --dump-ast).
std::string dump_ast(const Node* n);

}  // namespace tpy
