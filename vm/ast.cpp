// ast.cpp — node kind names and dump_ast (vm/ast.h).
// The dump is indented and deterministic: one line per node with its
// scalar slots and span, then labelled child slots; slot labels come from
// the field descriptions in vm/ast.def so the dump reads like `ast.dump`.
#include "vm/ast.h"

#include <cstdio>
#include <string_view>

namespace tpy {

const char* const kNodeKindNames[] = {
#define TPY_AST(name, fields) #name,
#include "vm/ast.def"
#undef TPY_AST
};

namespace {

const char* const kNodeKindFields[] = {
#define TPY_AST(name, fields) fields,
#include "vm/ast.def"
#undef TPY_AST
};

// Label of slot `slot` ("x", "a", ...) from the kind's field text, e.g.
// "x=context_expr" gives "context_expr"; falls back to the slot name.
std::string slot_label(NodeKind k, const char* slot) {
  std::string_view f = kNodeKindFields[(int)k];
  std::string key = std::string(slot) + "=";
  for (size_t p = f.find(key); p != std::string_view::npos; p = f.find(key, p + 1)) {
    if (p > 0 && f[p - 1] != ' ') continue;
    size_t s = p + key.size(), e = s;
    while (e < f.size() && (isalnum((unsigned char)f[e]) || f[e] == '_')) e++;
    if (e > s) return std::string(f.substr(s, e - s));
  }
  return slot;
}

std::string quote(std::string_view s) {
  std::string out = "'";
  for (unsigned char c : s) {
    if (c == '\\' || c == '\'') { out += '\\'; out += (char)c; }
    else if (c == '\n') out += "\\n";
    else if (c == '\t') out += "\\t";
    else if (c < 0x20 || c == 0x7F) {
      char buf[8];
      std::snprintf(buf, sizeof buf, "\\x%02x", c);
      out += buf;
    } else out += (char)c;
  }
  return out + "'";
}

const char* const kBinOpNames[] = {"Add", "Sub", "Mult", "MatMult", "Div", "FloorDiv", "Mod",
                                   "Pow", "LShift", "RShift", "BitAnd", "BitOr", "BitXor"};
const char* const kUnaryOpNames[] = {"Invert", "Not", "UAdd", "USub"};
const char* const kCmpOpNames[] = {"Lt", "LtE", "Eq", "NotEq", "Gt", "GtE", "Is", "IsNot", "In", "NotIn"};
const char* const kCtxNames[] = {"Load", "Store", "Del"};

std::string header(const Node* n) {
  std::string h = kNodeKindNames[(int)n->kind];
  auto add = [&](const std::string& s) { h += ' '; h += s; };
  char buf[64];
  switch (n->kind) {
    case NodeKind::Constant:
      switch ((ConstKind)n->op) {
        case ConstKind::None: add("None"); break;
        case ConstKind::True: add("True"); break;
        case ConstKind::False: add("False"); break;
        case ConstKind::Ellipsis: add("..."); break;
        case ConstKind::Int: add(n->flags == 1 ? "int " + n->str : "int " + std::to_string(n->ival)); break;
        case ConstKind::Float: std::snprintf(buf, sizeof buf, "float %.17g", n->fval); add(buf); break;
        case ConstKind::Imag: std::snprintf(buf, sizeof buf, "imag %.17g", n->fval); add(buf); break;
        case ConstKind::Str: add("str " + quote(n->str)); break;
        case ConstKind::Bytes: add("bytes " + quote(n->str)); break;
      }
      break;
    case NodeKind::BinOp:
    case NodeKind::AugAssign:
      add(n->op < kNumBinOps ? kBinOpNames[n->op] : "?");
      break;
    case NodeKind::UnaryOp: add(n->op < 4 ? kUnaryOpNames[n->op] : "?"); break;
    case NodeKind::BoolOp: add(n->op == (uint8_t)BoolOpKind::And ? "And" : "Or"); break;
    case NodeKind::Compare:
      for (uint8_t o : n->ops) add(o < 10 ? kCmpOpNames[o] : "?");
      break;
    case NodeKind::ImportFrom:
      if (n->ival) add("level=" + std::to_string(n->ival));
      break;
    case NodeKind::Arguments:
      if (n->ival) add("posonly=" + std::to_string(n->ival));
      break;
    case NodeKind::FormattedValue:
      if (n->ival != -1) add(std::string("conv=") + (char)n->ival);
      break;
    case NodeKind::Module: case NodeKind::FunctionDef: case NodeKind::ClassDef: case NodeKind::Return: case NodeKind::Await:
    case NodeKind::Delete: case NodeKind::Assign: case NodeKind::AnnAssign: case NodeKind::For:
    case NodeKind::While: case NodeKind::If: case NodeKind::With: case NodeKind::WithItem: case NodeKind::Raise:
    case NodeKind::Try: case NodeKind::ExceptHandler: case NodeKind::Assert: case NodeKind::Import:
    case NodeKind::Alias: case NodeKind::Global: case NodeKind::Nonlocal: case NodeKind::Expr: case NodeKind::Pass:
    case NodeKind::Break: case NodeKind::Continue: case NodeKind::NamedExpr: case NodeKind::Lambda:
    case NodeKind::IfExp: case NodeKind::Dict: case NodeKind::Set: case NodeKind::ListComp: case NodeKind::SetComp:
    case NodeKind::DictComp: case NodeKind::GeneratorExp: case NodeKind::Comprehension: case NodeKind::Yield:
    case NodeKind::YieldFrom: case NodeKind::Call: case NodeKind::Keyword: case NodeKind::JoinedStr:
    case NodeKind::Attribute: case NodeKind::Subscript: case NodeKind::Starred: case NodeKind::Name:
    case NodeKind::List: case NodeKind::Tuple: case NodeKind::Slice: case NodeKind::Arg:
    case NodeKind::Match: case NodeKind::MatchCase: case NodeKind::MatchValue: case NodeKind::MatchSequence:
    case NodeKind::MatchMapping: case NodeKind::MatchClass: case NodeKind::MatchStar: case NodeKind::MatchAs:
    case NodeKind::MatchOr:
      break;
    case NodeKind::MatchSingleton:
      add((ConstKind)n->op == ConstKind::None ? "None" : (ConstKind)n->op == ConstKind::True ? "True" : "False");
      break;
  }
  if (n->kind != NodeKind::Constant && !n->str.empty()) add(quote(n->str));
  if (!n->str2.empty()) add("as " + quote(n->str2));
  for (const std::string& name : n->names) add(name);
  if (n->kind == NodeKind::Name || n->kind == NodeKind::Attribute || n->kind == NodeKind::Subscript ||
      n->kind == NodeKind::Starred || n->kind == NodeKind::List || n->kind == NodeKind::Tuple)
    add(kCtxNames[(int)n->ctx]);
  if (n->flags && n->kind != NodeKind::Constant) add("flags=" + std::to_string(n->flags));
  std::snprintf(buf, sizeof buf, " @%d:%d-%d:%d", n->line, n->col, n->end_line, n->end_col);
  return h + buf;
}

void dump(const Node* n, int indent, std::string& out) {
  out += header(n);
  out += '\n';
  std::string pad(indent + 2, ' ');
  const Node* singles[] = {n->x, n->y, n->z};
  const char* single_names[] = {"x", "y", "z"};
  for (int i = 0; i < 3; i++) {
    if (!singles[i]) continue;
    out += pad + slot_label(n->kind, single_names[i]) + ": ";
    dump(singles[i], indent + 2, out);
  }
  const std::vector<Node*>* lists[] = {&n->a, &n->b, &n->c, &n->d};
  const char* list_names[] = {"a", "b", "c", "d"};
  for (int i = 0; i < 4; i++) {
    if (lists[i]->empty()) continue;
    out += pad + slot_label(n->kind, list_names[i]) + ":\n";
    for (const Node* c : *lists[i]) {
      out += pad + "  - ";
      if (c) dump(c, indent + 4, out);
      else out += "<null>\n";
    }
  }
}

}  // namespace

std::string dump_ast(const Node* n) {
  std::string out;
  if (!n) return "<null>\n";
  dump(n, 0, out);
  return out;
}

}  // namespace tpy
