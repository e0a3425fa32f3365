// compile_warnings.cpp — the SyntaxWarnings CPython's compiler gives for
// code that is legal but almost surely a mistake: `x is 5` ("is" with a
// literal), `assert (x, "msg")` (always true), `(1, 2)(3, 4)` and
// `[1, 2][0, 1]` (a missing comma). One walk over the AST in source order;
// the caller issues them through warnings.warn_explicit (vm/run.cpp). A
// "literal" is what CPython's AST optimizer folds into a constant: numbers,
// strings, bytes, signs on numbers, and tuples of those.
#include "vm/compiler.h"

namespace tpy {

namespace {

struct Walk {
  std::string_view src;
  std::vector<SyntaxErrorInfo>& out;

  void warn(const Node* at, std::string msg) {
    SyntaxErrorInfo w;
    w.type = "SyntaxWarning";
    w.msg = std::move(msg);
    w.line = at->line;
    w.col = at->col + 1;
    out.push_back(std::move(w));
  }

  static bool is_const(const Node* n, ConstKind k) {
    return n && n->kind == NodeKind::Constant && (ConstKind)n->op == k;
  }

  // A value CPython folds into a constant (None, True, False, ... included).
  static bool folded(const Node* n) {
    if (!n) return false;
    if (n->kind == NodeKind::Constant) return true;
    if (n->kind == NodeKind::UnaryOp && (UnaryOpKind)n->op != UnaryOpKind::Not) {
      const Node* x = n->x;
      return x && x->kind == NodeKind::Constant &&
             ((ConstKind)x->op == ConstKind::Int || (ConstKind)x->op == ConstKind::Float ||
              (ConstKind)x->op == ConstKind::Imag || (ConstKind)x->op == ConstKind::True ||
              (ConstKind)x->op == ConstKind::False);
    }
    if (n->kind == NodeKind::Tuple && n->ctx == Ctx::Load) {
      for (const Node* e : n->a)
        if (!folded(e) || e->kind == NodeKind::Starred) return false;
      return true;
    }
    return false;
  }

  // `is` compares identity: fine against None, True, False and ..., a
  // mistake against any other literal.
  static bool identity_ok(const Node* n) {
    if (!folded(n)) return true;
    return is_const(n, ConstKind::None) || is_const(n, ConstKind::True) || is_const(n, ConstKind::False) ||
           is_const(n, ConstKind::Ellipsis);
  }

  // The type a literal expression surely has (null: unknown).
  static const char* literal_type(const Node* n) {
    if (!n) return nullptr;
    switch (n->kind) {
      case NodeKind::Constant:
        switch ((ConstKind)n->op) {
          case ConstKind::None: return "NoneType";
          case ConstKind::True:
          case ConstKind::False: return "bool";
          case ConstKind::Ellipsis: return "ellipsis";
          case ConstKind::Int: return "int";
          case ConstKind::Float: return "float";
          case ConstKind::Imag: return "complex";
          case ConstKind::Str: return "str";
          case ConstKind::Bytes: return "bytes";
        }
        return nullptr;
      case NodeKind::Tuple: return "tuple";
      case NodeKind::List:
      case NodeKind::ListComp: return "list";
      case NodeKind::Dict:
      case NodeKind::DictComp: return "dict";
      case NodeKind::Set:
      case NodeKind::SetComp: return "set";
      case NodeKind::GeneratorExp: return "generator";
      case NodeKind::Lambda: return "function";
      case NodeKind::JoinedStr:
      case NodeKind::FormattedValue: return "str";
      case NodeKind::UnaryOp: return folded(n) ? literal_type(n->x) : nullptr;
      default: return nullptr;
    }
  }

  void compare(const Node* e) {
    bool left = identity_ok(e->x);
    for (size_t i = 0; i < e->ops.size() && i < e->a.size(); i++) {
      bool right = identity_ok(e->a[i]);
      CmpOpKind op = (CmpOpKind)e->ops[i];
      if ((op == CmpOpKind::Is || op == CmpOpKind::IsNot) && (!left || !right)) {
        warn(e, op == CmpOpKind::Is ? "\"is\" with a literal. Did you mean \"==\"?"
                                    : "\"is not\" with a literal. Did you mean \"!=\"?");
        return;
      }
      left = right;
    }
  }

  void call(const Node* e) {
    const Node* f = e->x;
    if (!f) return;
    switch (f->kind) {
      case NodeKind::Constant: case NodeKind::Tuple: case NodeKind::List: case NodeKind::ListComp:
      case NodeKind::Dict: case NodeKind::DictComp: case NodeKind::Set: case NodeKind::SetComp:
      case NodeKind::GeneratorExp: case NodeKind::JoinedStr: case NodeKind::FormattedValue:
        warn(e, std::string("'") + literal_type(f) + "' object is not callable; perhaps you missed a comma?");
        break;
      default: break;
    }
  }

  void subscript(const Node* e) {
    if (e->ctx != Ctx::Load) return;
    const Node* v = e->x;
    if (!v) return;
    const char* vt = literal_type(v);
    bool unsubscriptable =
        (v->kind == NodeKind::Constant && vt && std::string_view(vt) != "str" && std::string_view(vt) != "bytes") ||
        v->kind == NodeKind::Set || v->kind == NodeKind::SetComp || v->kind == NodeKind::GeneratorExp ||
        v->kind == NodeKind::Lambda;
    if (unsubscriptable) {
      warn(e, std::string("'") + vt + "' object is not subscriptable; perhaps you missed a comma?");
      return;
    }
    const char* it = literal_type(e->y);
    if (!it || std::string_view(it) == "int" || std::string_view(it) == "bool") return;
    switch (v->kind) {
      case NodeKind::Constant:
        if (std::string_view(vt) != "str" && std::string_view(vt) != "bytes") return;
        [[fallthrough]];
      case NodeKind::Tuple: case NodeKind::List: case NodeKind::ListComp: case NodeKind::JoinedStr:
      case NodeKind::FormattedValue:
        warn(e, std::string(vt) + " indices must be integers or slices, not " + it + "; perhaps you missed a comma?");
        break;
      default: break;
    }
  }

  void node(const Node* n) {
    if (!n) return;
    switch (n->kind) {
      case NodeKind::Compare: compare(n); break;
      case NodeKind::Call: call(n); break;
      case NodeKind::Subscript: subscript(n); break;
      case NodeKind::Assert:
        if (n->x && n->x->kind == NodeKind::Tuple && !n->x->a.empty())
          warn(n, "assertion is always true, perhaps remove parentheses?");
        break;
      default: break;
    }
    node(n->x);
    node(n->y);
    node(n->z);
    for (const std::vector<Node*>* v : {&n->a, &n->b, &n->c, &n->d})
      for (const Node* c : *v) node(c);
  }
};

}  // namespace

void compile_warnings(const Node* root, std::string_view source, std::vector<SyntaxErrorInfo>& out) {
  Walk w{source, out};
  w.node(root);
}

}  // namespace tpy
