// infer_str.cpp — unicode strings in compiled functions (Numba's
// unicode_type): typing rules for what the rules in jit/infer_ops.cpp
// hand over when an operand is a str (operators, comparisons, `in`,
// indexing and slicing, len/str/ord/chr, methods, iteration, f-strings).
// A str value is one leaf, the VM's own Str object, so boxing is free;
// each operation is one call of jit_fn_pyop (jit/func.cpp), which does
// it on the boxed values with the interpreter's own code.
#include "jit/infer.h"
#include "vm/ast.h"
#include "vm/ops.h"
#include "vm/vm.h"

namespace tpy::jit {

namespace {

bool is_str_type(TypeId t) { return type_at(t).kind == NbKind::Str; }
bool is_list_type(TypeId t) { return type_at(t).kind == NbKind::ObjList; }
// What str.join takes: a list or a tuple of str.
bool is_strs_type(TypeId t) {
  if (is_list_type(t)) return is_str_type(type_at(t).items[0]);
  if (type_at(t).kind != NbKind::UniTuple && type_at(t).kind != NbKind::Tuple) return false;
  for (TypeId i : tuple_items(t))
    if (!is_str_type(i)) return false;
  return true;
}

Val as_int64(Infer& I, const Val& v) { return I.scalar(t_int(64), I.convert(v, t_int(64))); }
bool is_intlike(TypeId t) { return is_int_type(t) || type_at(t).kind == NbKind::Bool; }

// The methods of str Numba 0.56 compiles (those tpy does so far): the
// arguments after self ('s' a str, 'i' an int, 'l' a list or tuple of str;
// the ones after `required` may be left out) and the result's type ('l' a
// list of str; Numba's: some predicates are int64).
struct StrMethod {
  const char* name;
  const char* params;
  int required;
  char ret;   // 's' str, 'b' bool, 'i' int64, 'u' uint32
};
const StrMethod kStrMethods[] = {
    {"startswith", "s", 1, 'b'}, {"endswith", "s", 1, 'b'},
    {"find", "sii", 1, 'i'},     {"rfind", "sii", 1, 'i'},   {"index", "sii", 1, 'i'}, {"rindex", "sii", 1, 'i'},
    {"count", "sii", 1, 'i'},
    {"strip", "s", 0, 's'},      {"lstrip", "s", 0, 's'},    {"rstrip", "s", 0, 's'},
    {"upper", "", 0, 's'},       {"lower", "", 0, 's'},      {"title", "", 0, 's'},    {"capitalize", "", 0, 's'},
    {"swapcase", "", 0, 's'},    {"casefold", "", 0, 's'},   {"replace", "ssi", 2, 's'},
    {"split", "si", 0, 'l'},     {"rsplit", "si", 0, 'l'},   {"join", "l", 1, 's'},
    {"zfill", "i", 1, 's'},      {"center", "is", 1, 's'},   {"ljust", "is", 1, 's'},  {"rjust", "is", 1, 's'},
    {"isdigit", "", 0, 'i'},     {"isalpha", "", 0, 'i'},    {"isupper", "", 0, 'i'},  {"isalnum", "", 0, 'i'},
    {"isdecimal", "", 0, 'i'},   {"isspace", "", 0, 'b'},    {"islower", "", 0, 'b'},  {"isnumeric", "", 0, 'b'},
    {"istitle", "", 0, 'b'},     {"isidentifier", "", 0, 'b'}, {"isprintable", "", 0, 'b'}, {"isascii", "", 0, 'u'},
};

const StrMethod* find_method(const std::string& name) {
  for (const StrMethod& m : kStrMethods)
    if (name == m.name) return &m;
  return nullptr;
}

}  // namespace

bool str_binop(Infer& I, int k, const Val& x, const Val& y, Val& res) {
  bool sx = is_str_type(x.t), sy = is_str_type(y.t);
  if ((BinOpKind)k == BinOpKind::Add && sx && sy) {
    res = pyop(I, PyOpSpec::Binary, k, Value(), {x, y}, t_str());
    return true;
  }
  if ((BinOpKind)k == BinOpKind::Mul && ((sx && is_intlike(y.t)) || (sy && is_intlike(x.t)))) {
    res = pyop(I, PyOpSpec::Binary, k, Value(), {sx ? x : as_int64(I, x), sy ? y : as_int64(I, y)}, t_str());
    return true;
  }
  return false;
}

bool str_compare(Infer& I, int k, const Val& x, const Val& y, Val& res) {
  bool sx = is_str_type(x.t), sy = is_str_type(y.t);
  if (!sx && !sy) return false;
  if (sx && sy) {
    res = pyop(I, PyOpSpec::Compare, k, Value(), {x, y}, t_bool());
    return true;
  }
  // A str and a number or None are never equal (Numba: a constant False).
  TypeId other = sx ? y.t : x.t;
  bool plain = is_number_type(other) || type_at(other).kind == NbKind::None;
  if (plain && ((CmpOpKind)k == CmpOpKind::Eq || (CmpOpKind)k == CmpOpKind::NotEq)) {
    res = I.scalar(t_bool(), I.kint((CmpOpKind)k == CmpOpKind::NotEq, IrType::Bool));
    return true;
  }
  return false;
}

bool str_contains(Infer& I, const Val& item, const Val& container, Val& res) {
  if (!is_str_type(item.t) || !is_str_type(container.t)) return false;
  res = pyop(I, PyOpSpec::Contains, 0, Value(), {container, item}, t_bool());
  return true;
}

bool str_subscr(Infer& I, const Val& s, const Val& key, Val& res) {
  if (!is_str_type(s.t)) return false;
  if (is_intlike(key.t)) {
    res = pyop(I, PyOpSpec::GetItem, 0, Value(), {s, as_int64(I, key)}, t_str());
    return true;
  }
  if (type_at(key.t).kind == NbKind::Slice) {
    res = pyop(I, PyOpSpec::GetItem, 0, Value(), {s, key}, s.t);
    return true;
  }
  return false;
}

bool str_builtin(Infer& I, const std::string& name, Value f, const std::vector<Val>& args, Val& res) {
  if (args.size() != 1) return false;
  const Val& a = args[0];
  if (name == "len" && is_str_type(a.t)) {
    res = pyop(I, PyOpSpec::Len, 0, Value(), {a}, t_int(64));
    return true;
  }
  if (name == "str" && is_str_type(a.t)) {
    res = a;
    return true;
  }
  // str() of an integer or a bool (Numba 0.56 has no str() of a float).
  if (name == "str" && (is_int_type(a.t) || type_at(a.t).kind == NbKind::Bool)) {
    res = pyop(I, PyOpSpec::Call, 0, f, {a}, t_str());
    return true;
  }
  if ((name == "ord" || name == "hash") && is_str_type(a.t)) {
    res = pyop(I, PyOpSpec::Call, 0, f, {a}, t_int(64));
    return true;
  }
  if (name == "chr" && is_intlike(a.t)) {
    res = pyop(I, PyOpSpec::Call, 0, f, {as_int64(I, a)}, t_str());
    return true;
  }
  return false;
}

bool str_attr(const Val& s, const std::string& name, Val& res) {
  if (!is_str_type(s.t) || !find_method(name)) return false;
  res = Val{t_method(s.t, name), {}};
  return true;
}

bool str_method(Infer& I, const Val& s, const std::string& name, const std::vector<Val>& args, Val& res) {
  const StrMethod* m = find_method(name);
  if (!m || !is_str_type(s.t)) return false;
  size_t np = strlen(m->params);
  bool ok = args.size() >= (size_t)m->required && args.size() <= np;
  std::vector<Val> ops{s};
  for (size_t k = 0; ok && k < args.size(); k++) {
    char p = m->params[k];
    ok = p == 's' ? is_str_type(args[k].t) : p == 'l' ? is_strs_type(args[k].t) : is_intlike(args[k].t);
    ops.push_back(p == 'i' ? as_int64(I, args[k]) : args[k]);
  }
  if (!ok) {
    // Numba's overloads are unicode_<name> (numba/cpython/unicode.py).
    std::string ps = "unicode_type";
    for (const Val& a : args) ps += ", " + val_type_name(a);
    return I.fail("- Resolution failure for literal arguments:\nNo implementation of function Function(<function unicode_" +
                  name + ">) found for signature:\n\n >>> unicode_" + name + "(" + ps + ")");
  }
  TypeId rt = m->ret == 'l' ? t_obj_list(t_str()) : m->ret == 's' ? t_str() : m->ret == 'b' ? t_bool() : m->ret == 'u' ? t_int(32, false) : t_int(64);
  res = pyop(I, PyOpSpec::Method, 0, Value::object(I.vm.intern(name)), ops, rt);
  return true;
}

IRRef str_truthy(Infer& I, const Val& s) {
  Val n = pyop(I, PyOpSpec::Len, 0, Value(), {s}, t_int(64));
  return I.emit(IrOp::CMP, IrType::Bool, n.leaves[0], I.kint(0), (int64_t)Cond::NE);
}

bool str_iter(Infer& I, const Val& s, Val& it) {
  if (!is_str_type(s.t)) return false;
  Val n = pyop(I, PyOpSpec::Len, 0, Value(), {s}, t_int(64));
  it = Val{t_seq_iter(s.t), {s.leaves.empty() ? 0 : s.leaves[0], I.kint(0), n.leaves[0]}};
  return true;
}

bool str_iter_next(Infer& I, const Val& it, uint32_t exit_pc, Val& value, Val& next) {
  if (type_at(it.t).kind != NbKind::SeqIter || !is_str_type(type_at(it.t).items[0])) return false;
  TypeId seq = type_at(it.t).items[0], et = t_str();
  bool have = !it.leaves.empty();
  IRRef s = have ? it.leaves[0] : 0, idx = have ? it.leaves[1] : 0, n = have ? it.leaves[2] : 0;
  I.branch_to_pc(idx, n, (int64_t)Cond::GE, exit_pc);
  if (I.emitting) I.nonneg.insert(idx);
  value = pyop(I, PyOpSpec::GetItem, 0, Value(), {I.scalar(seq, s), I.scalar(t_int(64), idx)}, et);
  next = Val{it.t, {s, I.emit(IrOp::ADD, IrType::Int, idx, I.kint(1)), n}};
  return true;
}

bool str_format_value(Infer& I, const Val& v, int conversion, bool has_spec, Val& res) {
  if (has_spec || conversion > 1) return false;
  if (is_str_type(v.t)) {
    res = v;
    return true;
  }
  if (!is_int_type(v.t) && type_at(v.t).kind != NbKind::Bool) return false;
  return str_builtin(I, "str", Value::object(I.vm.t.str), {v}, res);
}

bool str_build(Infer& I, const std::vector<Val>& parts, Val& res) {
  for (const Val& p : parts)
    if (!is_str_type(p.t)) return false;
  if (parts.empty()) {
    Str* e = I.vm.intern("");
    I.out->keep.push_back(e);
    res = I.scalar(t_str(), I.kptr(e, IrType::Obj));
    return true;
  }
  res = parts[0];
  for (size_t k = 1; k < parts.size(); k++) res = pyop(I, PyOpSpec::Binary, (int)BinOpKind::Add, Value(), {res, parts[k]}, t_str());
  return true;
}

}  // namespace tpy::jit
