// infer_list.cpp — lists in compiled functions (Numba's reflected list
// and list(T)): typing rules for what the rules in jit/infer_ops.cpp and
// jit/infer_calls.cpp hand over when an operand is a list.
//
// A list value is one leaf, the VM's own List: a list passed in is the
// caller's (mutations are seen by Python at once, no reflection step), a
// list returned is an ordinary list. Every item is a Value of the list
// type's item kind (checked when a list comes in: jit/nbtypes.cpp
// type_of_list), so the hot operations are inline: len, indexing,
// item assignment, iteration read the items' words; append calls a small
// helper. The rest (methods, slicing, sorted, +, ==, ...) is one
// jit_fn_pyop each, done by the interpreter's own code on the boxed
// values (jit/func.cpp makes a list result's items the item type's kind).
//
// `[]` is list(undefined) of its site until an append (or extend, insert,
// a comprehension's LIST_APPEND) gives it an item type: the refinement
// retypes every register holding that list now, and the merges carry it
// (unify). A use that needs the item type before then waits for the next
// round of the type fixpoint; still waiting at the end, it is Numba's
// "Cannot infer the type of variable" error.
#include <map>
#include <mutex>
#include "builtins/numpy/ndarray.h"
#include "jit/infer.h"
#include "vm/dict.h"
#include "vm/ast.h"
#include "vm/ops.h"
#include "vm/vm.h"

namespace tpy::jit {

namespace {

bool is_list(TypeId t) { return type_at(t).kind == NbKind::ObjList; }
TypeId item_of(TypeId list) { return type_at(list).items[0]; }
bool is_intlike(TypeId t) { return is_int_type(t) || type_at(t).kind == NbKind::Bool; }

// Where List::items (a std::vector<Value>: begin, end, capacity words)
// is, read off storage shaped like a List.
int64_t items_field(int word) {
  static const int64_t off = [] {
    alignas(List) static unsigned char probe[sizeof(List)];
    const List* l = reinterpret_cast<const List*>(probe);
    return (int64_t)(reinterpret_cast<const char*>(&l->items) - reinterpret_cast<const char*>(l));
  }();
  return mem_k(off + 8 * word, mem_class<List>());
}

// Whether items of type t are read and written inline (one word each);
// tuples are boxed and go through the interpreter.
bool inline_item(TypeId t) { return !is_tuple(t); }

Tag tag_of(TypeId t) {
  switch (type_at(t).kind) {
    case NbKind::Bool: return Tag::Bool;
    case NbKind::Int: case NbKind::UInt: return Tag::Int;
    case NbKind::Float: return Tag::Float;
    default: return Tag::Obj;
  }
}

IRRef list_leaf(const Val& l) { return l.leaves.empty() ? 0 : l.leaves[0]; }

// begin pointer and length of the list's items, read now.
void span(Infer& I, IRRef l, IRRef& begin, IRRef& len) {
  begin = I.emit(IrOp::FLOAD, IrType::Ptr, l, 0, items_field(0));
  IRRef end = I.emit(IrOp::FLOAD, IrType::Ptr, l, 0, items_field(1));
  len = I.emit(IrOp::SAR, IrType::Int, I.emit(IrOp::SUB, IrType::Int, end, begin), I.kint(4));
}

// The item at address e (a Value) as a value of type t.
Val load_item(Infer& I, TypeId t, IRRef e) {
  if (!I.emitting) return Val{t, std::vector<IRRef>(leaf_types(t).size(), 0)};
  if (type_at(t).kind == NbKind::Array) return array_from_ptr(I, t, I.emit(IrOp::FLOAD, IrType::Ptr, e, 0, mem_k(8, 0)));
  return I.scalar(t, I.emit(IrOp::FLOAD, ir_type(t), e, 0, mem_k(8, 0)));
}

// The Value at address e = v (of the item type t).
void store_item(Infer& I, TypeId t, IRRef e, const Val& v) {
  if (!I.emitting) return;
  IRRef w = type_at(t).kind == NbKind::Array ? box_array(I, v) : is_number_type(t) ? I.convert(v, t) : v.leaves[0];
  I.emit(IrOp::FSTORE, IrType::Void, e, I.kint((int64_t)tag_of(t)), mem_k(0, 0));
  I.emit(IrOp::FSTORE, IrType::Void, e, w, mem_k(8, 0));
}

// Index i (any int) of a list of length len, wrapped when negative and
// checked (lists always are, as Numba's): IndexError("<what> out of range").
IRRef checked_index(Infer& I, const Val& iv, IRRef len, const char* what) {
  IRRef i = I.convert(iv, t_int(64));
  if (!I.emitting) return 0;
  if (type_at(iv.t).kind != NbKind::UInt && !(I.out->ir.is_const(i) && I.out->ir[i].k >= 0) && !I.nonneg.count(i)) {
    IRRef neg = I.emit(IrOp::SAR, IrType::Int, i, I.kint(63));
    i = I.emit(IrOp::ADD, IrType::Int, i, I.emit(IrOp::BAND, IrType::Int, neg, len));
    I.raise_if(i, I.kint(0), (int64_t)Cond::LT, I.vm.exc.IndexError, std::string(what) + " out of range");
  }
  I.raise_if(i, len, (int64_t)Cond::GE, I.vm.exc.IndexError, std::string(what) + " out of range");
  return i;
}

// Whether a value converts to a list item of type t where Numba's list
// methods take one (numbers to numbers, else the same type).
bool fits_item(TypeId t, TypeId v) {
  if (is_number_type(t)) return is_number_type(v);
  return unify(t, v) == t;
}
Val as_item(Infer& I, TypeId t, const Val& v) {
  if (is_number_type(t)) return I.scalar(t, I.convert(v, t));
  return Val{t, v.leaves};
}

// An attribute of the list type (its unbound method), kept alive by the code.
Value list_attr_value(Infer& I, const char* name) {
  Value f = dict_get_str(I.vm.t.list->dict, I.vm.intern(name));
  if (f.is_obj()) I.out->keep.push_back(f.o);
  return f;
}
// A builtin by name (sorted, sum, ...), kept alive by the code.
Value builtin_value(Infer& I, const char* name) {
  Value f = dict_get_str(I.vm.builtins_module->dict, I.vm.intern(name));
  if (f.is_obj()) I.out->keep.push_back(f.o);
  return f;
}

// The item type of what list() / extend / sorted take: a list, a
// homogeneous tuple, a range, a str, a 1-d array. kNoType if none.
TypeId items_of_iterable(TypeId t) {
  const NbType& n = type_at(t);
  switch (n.kind) {
    case NbKind::ObjList: return n.items[0];
    case NbKind::UniTuple: return n.items[0];
    case NbKind::Range: return t_int(64);
    case NbKind::Str: return t_str();
    case NbKind::Array: return n.ndim == 1 ? dtype_type(n.dtype) : kNoType;
    default: return kNoType;
  }
}

// sort() and sorted() take reverse= (a bool) and key= (a lambda or inner
// function that captures nothing; Numba compiles it, tpy gives the
// interpreter a function object of its code to call).
bool sort_kwargs_ok(const std::vector<std::pair<std::string, Val>>& kwargs) {
  for (const auto& [name, v] : kwargs) {
    const NbType& t = type_at(v.t);
    bool ok = name == "reverse" ? is_intlike(v.t) : name == "key" && t.kind == NbKind::Closure && t.items.empty();
    if (!ok) return false;
  }
  return kwargs.size() <= 2;
}
// The keyword operands added to ops, and the keyword names for
// jit_fn_pyop (null when there are none); consumes kwargs.
Tuple* sort_kwargs(Infer& I, std::vector<std::pair<std::string, Val>>& kwargs, std::vector<Val>& ops) {
  if (kwargs.empty()) return nullptr;
  std::vector<Value> names;
  for (const auto& [name, v] : kwargs) {
    names.push_back(I.vm.str_value(name));
    if (name == "reverse") {
      ops.push_back(I.scalar(t_bool(), I.convert(v, t_bool())));
      continue;
    }
    Code* c = static_cast<Code*>(type_at(v.t).value.o);
    // Kept in every pass: the constant's type names it.
    Function* key = I.vm.alloc<Function>(I.vm.t.function, c, I.globals, c->name, c->qualname);
    I.out->keep.push_back(key);
    ops.push_back(Val{t_const(Value::object(key), "key"), {}});
  }
  kwargs.clear();
  return I.vm.new_tuple(names);   // kept by pyop
}

const char* const kMethods[] = {"append", "extend", "insert", "pop", "remove", "index", "count",
                                "sort", "reverse", "copy", "clear"};

}  // namespace

namespace {
// The sites' registry: (code, bytecode index) to id and back (id 0: none).
std::mutex& site_lock() {
  static std::mutex m;
  return m;
}
std::vector<uint32_t>& site_pcs() {
  static std::vector<uint32_t> pcs{0};
  return pcs;
}
}  // namespace

uint32_t list_site(Code* code, uint32_t pc) {
  static std::map<std::pair<Code*, uint32_t>, uint32_t> ids;
  std::lock_guard<std::mutex> g(site_lock());
  auto [it, fresh] = ids.try_emplace({code, pc}, (uint32_t)site_pcs().size());
  if (fresh) site_pcs().push_back(pc);
  return it->second;
}

uint32_t list_site_pc(uint32_t site) {
  std::lock_guard<std::mutex> g(site_lock());
  return site_pcs()[site];
}

bool list_item_known(Infer& I, const Val& l) {
  if (type_at(l.t).items[0]) return true;   // a list's item type, a dict's key type
  if (I.emitting) return I.fail("tpy: internal error: a container's type unknown when lowering"), false;
  if (I.list_wait_pc < 0) {
    I.list_wait_pc = (int64_t)I.pc;
    I.list_wait_type = l.t;
  }
  I.ended = true;
  return false;
}

namespace {

// Item type v given to list l (append, insert, extend, setitem): for a
// list this function makes, the item type widens to take it (Numba
// unifies every item given to a list), and the typing pass starts over
// when it did; any other list takes numbers of any kind (converted) and
// its own type else. False when v does not fit.
bool give_item(Infer& I, const Val& l, TypeId v) {
  TypeId et = item_of(l.t);
  uint32_t site = type_at(l.t).count;
  if (site) {
    TypeId u = et ? unify(et, v) : v;
    if (!u || !list_item_type_ok(u)) return false;
    TypeId w = widen_site(I, site, u);
    if (!w) return false;
    retype(I, l.t, t_obj_list(w, false, site, type_at(l.t).bits & 2));
    return true;
  }
  return et && fits_item(et, v);
}

}  // namespace

TypeId widen_site(Infer& I, uint32_t site, TypeId t) {
  auto it = I.list_items.find(site);
  TypeId known = it == I.list_items.end() ? kNoType : it->second;
  TypeId w = known ? unify(known, t) : t;
  if (w && w != known) {
    I.list_items[site] = w;
    I.restart = true;
  }
  return w;
}

void retype(Infer& I, TypeId from, TypeId to) {
  // The rest of this round sees the wider type (a round that widened is typed again).
  for (Val& r : I.regs)
    if (r.t == from) r.t = to;
}

bool method_named(const Val& v, const char* const* names, size_t n, const std::string& name, Val& res) {
  for (size_t k = 0; k < n; k++)
    if (name == names[k]) {
      res = Val{t_method(v.t, name), {}};
      return true;
    }
  return false;
}

bool list_build(Infer& I, const std::vector<Val>& items, Val& res) {
  uint32_t site = list_site(I.code, I.pc);
  auto it = I.list_items.find(site);
  TypeId et = it == I.list_items.end() ? kNoType : it->second;
  for (const Val& v : items) et = et ? unify(et, v.t) : v.t;
  if (!items.empty() && (!et || !list_item_type_ok(et))) return false;   // a literal list (np.array reads those)
  res = Val{t_obj_list(et, false, site), {0}};
  if (!I.emitting) return true;
  IRRef l = call_words(I, (void*)&jit_fn_list_new, nullptr, {I.kint((int64_t)items.size())}, IrType::Obj);
  res.leaves[0] = l;
  I.out->calls.back()->fresh_list = true;   // given back where surely dead (jit/func_loops.cpp)
  if (items.empty()) return true;
  if (!inline_item(et)) {
    for (size_t k = 0; k < items.size(); k++)
      pyop(I, PyOpSpec::SetItem, 0, Value(), {res, I.scalar(t_int(64), I.kint((int64_t)k)), as_item(I, et, items[k])}, t_none());
    return true;
  }
  IRRef begin = I.emit(IrOp::FLOAD, IrType::Ptr, l, 0, items_field(0));
  for (size_t k = 0; k < items.size(); k++)
    store_item(I, et, I.emit(IrOp::EADDR, IrType::Ptr, begin, I.kint((int64_t)k)), items[k]);
  return true;
}

bool typed_list_new(Infer& I, Value cls, const std::vector<Val>& args, Val& res) {
  if (!args.empty()) return false;
  uint32_t site = list_site(I.code, I.pc);
  auto it = I.list_items.find(site);
  res = pyop(I, PyOpSpec::Call, 0, cls, {}, t_obj_list(it == I.list_items.end() ? kNoType : it->second, false, site, true));
  return true;
}

bool list_append(Infer& I, const Val& l, const Val& v) {
  if (!give_item(I, l, v.t))
    return I.fail("Invalid use of BoundFunction(list.append for " + type_name(l.t) + ") with parameters (" + val_type_name(v) + ")");
  if (!I.emitting) return true;
  TypeId et = item_of(l.t);
  if (!inline_item(et)) {
    pyop(I, PyOpSpec::Call, 0, list_attr_value(I, "append"), {l, as_item(I, et, v)}, t_none());
    return true;
  }
  if (!I.emitting) return true;
  IRRef w = type_at(et).kind == NbKind::Array ? box_array(I, v) : is_number_type(et) ? I.convert(v, et) : v.leaves[0];
  call_words(I, (void*)&jit_fn_list_append, nullptr, {list_leaf(l), I.kint((int64_t)tag_of(et)), w}, IrType::Int);
  return true;
}

IRRef list_len(Infer& I, const Val& l) {
  IRRef begin, len;
  span(I, list_leaf(l), begin, len);
  return len;
}

bool list_subscr(Infer& I, const Val& l, const Val& key, Val& res) {
  if (!is_list(l.t)) return false;
  if (!list_item_known(I, l)) return res = Val{t_none(), {0}}, true;
  TypeId et = item_of(l.t);
  if (type_at(key.t).kind == NbKind::Slice) {
    res = pyop(I, PyOpSpec::GetItem, 0, Value(), {l, key}, t_obj_list(et));
    return true;
  }
  if (!is_intlike(key.t)) return false;
  if (!inline_item(et)) {
    res = pyop(I, PyOpSpec::GetItem, 0, Value(), {l, I.scalar(t_int(64), I.convert(key, t_int(64)))}, et);
    return true;
  }
  IRRef begin = 0, len = 0;
  if (I.emitting) span(I, list_leaf(l), begin, len);
  IRRef i = checked_index(I, key, len, "getitem");
  res = load_item(I, et, I.emitting ? I.emit(IrOp::EADDR, IrType::Ptr, begin, i) : 0);
  return true;
}

bool list_store_subscr(Infer& I, const Val& l, const Val& key, const Val& v) {
  if (!is_list(l.t)) return false;
  if (!list_item_known(I, l)) return true;
  TypeId et = item_of(l.t);
  if (type_at(key.t).kind == NbKind::Slice) {
    if (!is_list(v.t) || item_of(v.t) != et) return false;
    pyop(I, PyOpSpec::SetItem, 0, Value(), {l, key, v}, t_none());
    return true;
  }
  if (!is_intlike(key.t) || !give_item(I, l, v.t)) return false;
  if (!inline_item(et)) {
    pyop(I, PyOpSpec::SetItem, 0, Value(), {l, I.scalar(t_int(64), I.convert(key, t_int(64))), as_item(I, et, v)}, t_none());
    return true;
  }
  if (!I.emitting) return true;
  IRRef begin, len;
  span(I, list_leaf(l), begin, len);
  IRRef i = checked_index(I, key, len, "setitem");
  store_item(I, et, I.emit(IrOp::EADDR, IrType::Ptr, begin, i), v);
  return true;
}

bool list_del_subscr(Infer& I, const Val& l, const Val& key) {
  if (!is_list(l.t) || !(is_intlike(key.t) || type_at(key.t).kind == NbKind::Slice)) return false;
  Val k = is_intlike(key.t) ? I.scalar(t_int(64), I.convert(key, t_int(64))) : key;
  pyop(I, PyOpSpec::DelItem, 0, Value(), {l, k}, t_none());
  return true;
}

bool list_attr(const Val& l, const std::string& name, Val& res) {
  return is_list(l.t) && method_named(l, kMethods, std::size(kMethods), name, res);
}

bool list_method(Infer& I, const Val& l, const std::string& name, std::vector<Val> args,
                 std::vector<std::pair<std::string, Val>>& kwargs, Val& res) {
  if (!is_list(l.t)) return false;
  TypeId et = item_of(l.t);
  auto bad = [&] {
    std::vector<TypeId> ts;
    for (const Val& a : args) ts.push_back(a.t);
    return I.fail(no_impl("BoundFunction(list." + name + " for " + type_name(l.t) + ")", ts));
  };
  res = I.scalar(t_none(), I.kint(0, IrType::None));
  if (name == "sort") {
    if (!args.empty() || !sort_kwargs_ok(kwargs)) return bad();
    if (!list_item_known(I, l)) return true;
    std::vector<Val> ops{l};
    Tuple* kw = sort_kwargs(I, kwargs, ops);
    pyop(I, PyOpSpec::Call, 0, list_attr_value(I, "sort"), ops, t_none(), kw);
    return true;
  }
  if (!kwargs.empty()) return bad();
  if (name == "append") {
    if (args.size() != 1) return bad();
    return list_append(I, l, args[0]);
  }
  if (name == "extend") {
    if (args.size() != 1) return bad();
    TypeId from = items_of_iterable(args[0].t);
    if (!from || !list_item_type_ok(from)) return bad();
    if (!give_item(I, l, from)) return bad();
    if (!I.emitting) return true;
    // Anything but a list becomes one first; the items are converted to
    // this list's kind (jit_fn_list_extend).
    Val src = args[0];
    if (!is_list(src.t)) src = pyop(I, PyOpSpec::Call, 0, builtin_value(I, "list"), {src}, t_obj_list(from));
    call_words(I, (void*)&jit_fn_list_extend, nullptr, {list_leaf(l), I.kint((int64_t)et), src.leaves[0]}, IrType::Int);
    return true;
  }
  if (name == "insert") {
    if (args.size() != 2 || !is_intlike(args[0].t)) return bad();
    if (!give_item(I, l, args[1].t)) return bad();
    if (!I.emitting) return true;
    pyop(I, PyOpSpec::Call, 0, list_attr_value(I, "insert"), {l, I.scalar(t_int(64), I.convert(args[0], t_int(64))), as_item(I, et, args[1])}, t_none());
    return true;
  }
  if (!list_item_known(I, l)) return true;
  if (name == "pop") {
    if (args.size() > 1 || (args.size() == 1 && !is_intlike(args[0].t))) return bad();
    std::vector<Val> ops{l};
    if (!args.empty()) ops.push_back(I.scalar(t_int(64), I.convert(args[0], t_int(64))));
    res = pyop(I, PyOpSpec::Call, 0, list_attr_value(I, "pop"), ops, et);
    return true;
  }
  if (name == "remove" || name == "index" || name == "count") {
    size_t most = name == "index" ? 3 : 1;
    if (args.empty() || args.size() > most || !fits_item(et, args[0].t)) return bad();
    std::vector<Val> ops{l, as_item(I, et, args[0])};
    for (size_t k = 1; k < args.size(); k++) {
      if (!is_intlike(args[k].t)) return bad();
      ops.push_back(I.scalar(t_int(64), I.convert(args[k], t_int(64))));
    }
    // index: Numba's message for a missing value (numba.typed.typedobjectutils.list_index).
    Value fn = name == "index" ? module_attr(I, "numba.typed.typedobjectutils", "list_index") : list_attr_value(I, name.c_str());
    if (!fn.is_obj()) return I.fail("tpy: numba.typed.typedobjectutils.list_index is missing");
    res = pyop(I, PyOpSpec::Call, 0, fn, ops, name == "remove" ? t_none() : t_int(64));
    return true;
  }
  if (name == "reverse" || name == "clear" || name == "copy") {
    if (!args.empty()) return bad();
    res = pyop(I, PyOpSpec::Call, 0, list_attr_value(I, name.c_str()), {l}, name == "copy" ? t_obj_list(et) : t_none());
    return true;
  }
  return bad();
}

bool list_builtin(Infer& I, const std::string& name, Value f, const std::vector<Val>& args,
                  std::vector<std::pair<std::string, Val>>& kwargs, Val& res) {
  if (args.size() != 1) return false;
  const Val& a = args[0];
  if (name == "len" && is_list(a.t) && kwargs.empty()) {
    res = I.scalar(t_int(64), I.emitting ? list_len(I, a) : 0);
    return true;
  }
  if (name == "list" && kwargs.empty()) {
    TypeId et = items_of_iterable(a.t);
    if (!et || !list_item_type_ok(et)) return false;
    if (is_list(a.t) && !list_item_known(I, a)) return res = Val{t_none(), {0}}, true;
    res = pyop(I, PyOpSpec::Call, 0, f, {a}, t_obj_list(et));
    return true;
  }
  if (name == "sorted") {
    TypeId et = items_of_iterable(a.t);
    if (!et || !list_item_type_ok(et)) return false;
    if (!sort_kwargs_ok(kwargs)) return false;
    if (is_list(a.t) && !list_item_known(I, a)) return res = Val{t_none(), {0}}, true;
    std::vector<Val> ops{a};
    Tuple* kw = sort_kwargs(I, kwargs, ops);
    res = pyop(I, PyOpSpec::Call, 0, f, ops, t_obj_list(et), kw);
    return true;
  }
  if ((name == "sum" || name == "min" || name == "max") && is_list(a.t) && kwargs.empty()) {
    if (!list_item_known(I, a)) return res = Val{t_none(), {0}}, true;
    TypeId et = item_of(a.t);
    if (!is_number_type(et)) return false;
    TypeId rt = name != "sum" ? et : is_float_type(et) ? t_float(64) : t_int(64);
    res = pyop(I, PyOpSpec::Call, 0, f, {a}, rt);
    return true;
  }
  return false;
}

bool list_binop(Infer& I, int k, const Val& x, const Val& y, Val& res) {
  bool lx = is_list(x.t), ly = is_list(y.t);
  if (!lx && !ly) return false;
  if ((BinOpKind)k == BinOpKind::Add && lx && ly) {
    TypeId u = unify(x.t, y.t);
    if (!u || !item_of(u)) return false;
    res = pyop(I, PyOpSpec::Binary, k, Value(), {x, y}, t_obj_list(item_of(u)));
    return true;
  }
  if ((BinOpKind)k == BinOpKind::Mul && ((lx && is_intlike(y.t)) || (ly && is_intlike(x.t)))) {
    const Val& l = lx ? x : y;
    if (!list_item_known(I, l)) return res = Val{t_none(), {0}}, true;
    Val n = I.scalar(t_int(64), I.convert(lx ? y : x, t_int(64)));
    res = pyop(I, PyOpSpec::Binary, k, Value(), {l, n}, t_obj_list(item_of(l.t)));
    return true;
  }
  return false;
}

bool list_compare(Infer& I, int k, const Val& x, const Val& y, Val& res) {
  if (!is_list(x.t) || !is_list(y.t)) return false;
  TypeId a = item_of(x.t), b = item_of(y.t);
  if (!a || !b || !(a == b || (is_number_type(a) && is_number_type(b)))) return false;
  res = pyop(I, PyOpSpec::Compare, k, Value(), {x, y}, t_bool());
  return true;
}

bool list_contains(Infer& I, const Val& item, const Val& l, Val& res) {
  if (!is_list(l.t)) return false;
  if (!list_item_known(I, l)) return res = Val{t_none(), {0}}, true;
  TypeId et = item_of(l.t);
  if (!fits_item(et, item.t)) return false;
  res = pyop(I, PyOpSpec::Contains, 0, Value(), {l, as_item(I, et, item)}, t_bool());
  return true;
}

IRRef list_truthy(Infer& I, const Val& l) {
  if (!I.emitting) return 0;
  return I.emit(IrOp::CMP, IrType::Bool, list_len(I, l), I.kint(0), (int64_t)Cond::NE);
}

bool list_iter(Infer& I, const Val& l, Val& it) {
  if (!is_list(l.t)) return false;
  if (!list_item_known(I, l)) return it = Val{t_seq_iter(t_obj_list(t_int(64))), {0, 0, 0}}, true;
  it = Val{t_seq_iter(l.t), {list_leaf(l), I.kint(0), I.kint(0)}};
  return true;
}

bool list_iter_next(Infer& I, const Val& it, uint32_t exit_pc, Val& value, Val& next) {
  if (type_at(it.t).kind != NbKind::SeqIter || !is_list(type_at(it.t).items[0])) return false;
  TypeId lt = type_at(it.t).items[0], et = item_of(lt);
  bool have = !it.leaves.empty();
  IRRef l = have ? it.leaves[0] : 0, idx = have ? it.leaves[1] : 0;
  // The length now, as Python's list iterator: the body may append or pop.
  IRRef begin = 0, len = 0;
  if (I.emitting) span(I, l, begin, len);
  I.branch_to_pc(idx, len, (int64_t)Cond::GE, exit_pc);
  if (I.emitting) I.nonneg.insert(idx);
  if (inline_item(et)) value = load_item(I, et, I.emitting ? I.emit(IrOp::EADDR, IrType::Ptr, begin, idx) : 0);
  else value = pyop(I, PyOpSpec::GetItem, 0, Value(), {I.scalar(lt, l), I.scalar(t_int(64), idx)}, et);
  next = Val{it.t, {l, I.emit(IrOp::ADD, IrType::Int, idx, I.kint(1)), I.kint(0)}};
  return true;
}

bool list_to_array(Infer& I, Value np_array, const Val& l, bool has_dtype, DType dt, Val& res) {
  if (!is_list(l.t)) return false;
  if (!list_item_known(I, l)) return res = Val{t_none(), {0}}, true;
  int ndim = 0;
  TypeId t = l.t;
  while (is_list(t)) {
    t = item_of(t);
    ndim++;
  }
  if (!is_number_type(t)) return false;
  if (!has_dtype && !type_dtype(t, dt)) return false;
  if (ndim == 1) {
    // A new array and a loop storing each item, converted to its dtype.
    IRRef begin = 0, len = 0;
    if (I.emitting) span(I, list_leaf(l), begin, len);
    res = new_array(I, dt, {len}, 2, 0);
    if (!I.emitting) return true;
    TypeId et = dtype_type(dt);
    Val a = res;
    emit_loop(I, len, {}, {}, [&](IRRef k, const std::vector<IRRef>&) {
      Val item = load_item(I, t, I.emit(IrOp::EADDR, IrType::Ptr, begin, k));
      I.emit(IrOp::ESTORE, IrType::Void, element_addr(I, a, {k}), I.convert(item, et), (int64_t)dt);
      return std::vector<IRRef>{};
    });
    return true;
  }
  Value dtype = dtype_object(I.vm, dt);
  if (!dtype.is_obj()) return false;
  I.out->keep.push_back(dtype.o);
  if (ndim > 1 && I.emitting) call_words(I, (void*)&jit_fn_list_check_shape, nullptr, {list_leaf(l), I.kint(ndim)}, IrType::Int);
  Val dv{t_const(dtype), {}};
  res = pyop(I, PyOpSpec::Call, 0, np_array, {l, dv}, t_array(dt, ndim, 'C'), I.vm.new_tuple({I.vm.str_value("dtype")}));
  return true;
}

}  // namespace tpy::jit
