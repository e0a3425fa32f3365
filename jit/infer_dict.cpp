// infer_dict.cpp — dicts in compiled functions (Numba's typed dict,
// DictType[K,V]): what the rules in jit/infer_ops.cpp and
// jit/infer_calls.cpp hand over when an operand is a dict.
//
// A dict value is one leaf: a numba.typed.Dict (builtins/pylib), the VM's
// own dict object, so a typed.Dict passed in is changed in place and one
// made inside (`{}`, `{k: v}`, `dict()`, `typed.Dict()`) comes back as a
// typed.Dict. Each operation is one jit_fn_pyop call (PyOpSpec::DictOp and
// the generic `in` and len), done on the boxed keys and values, which
// compiled code always gives in the dict's key and value types.
//
// Typing is the lists' (jit/infer_list.cpp): each dict made in the
// function has a site whose key and value types are the unified types of
// everything stored in it (kept in Infer::list_items as a tuple type); the
// typing pass starts over when they widen, and an empty dict's use before
// any store waits for the next round.
#include "jit/infer.h"
#include "vm/dict.h"
#include "vm/ops.h"
#include "vm/run.h"
#include "vm/vm.h"

namespace tpy::jit {

namespace {

bool is_dict(TypeId t) { return type_at(t).kind == NbKind::ObjDict; }
TypeId key_of(TypeId d) { return type_at(d).items[0]; }
TypeId value_of(TypeId d) { return type_at(d).items[1]; }

// A value of type t made of v where Numba casts one (numbers to numbers).
bool fits(TypeId t, TypeId v) { return is_number_type(t) ? is_number_type(v) : unify(t, v) == t; }
Val as_type(Infer& I, TypeId t, const Val& v) { return is_number_type(t) ? I.scalar(t, I.convert(v, t)) : Val{t, v.leaves}; }

// numba.typed.Dict, the class compiled code makes dicts of (kept alive by the code).
Value dict_class(Infer& I) { return module_attr(I, "numba.typed.typeddict", "Dict"); }

// Key type k and value type v stored into dict d: for a dict this
// function makes, its types widen to take them (the typing pass starts
// over when they did); any other dict takes numbers of any kind
// (converted) and its own types else. False when they do not fit.
bool give_kv(Infer& I, const Val& d, TypeId k, TypeId v) {
  TypeId kt = key_of(d.t), vt = value_of(d.t);
  uint32_t site = type_at(d.t).count;
  if (!site) return kt && fits(kt, k) && fits(vt, v);
  TypeId uk = kt ? unify(kt, k) : k, uv = vt ? unify(vt, v) : v;
  if (!uk || !uv || !dict_key_type_ok(uk) || !list_item_type_ok(uv)) return false;
  TypeId w = widen_site(I, site, t_tuple({uk, uv}));
  if (!w) return false;
  auto kv = tuple_items(w);
  retype(I, d.t, t_obj_dict(kv[0], kv[1], site));
  return true;
}

// An empty dict's use that needs its types before a store gave them (as a list's).
bool types_known(Infer& I, const Val& d) { return list_item_known(I, d); }

Val dict_op(Infer& I, DictOpCode op, const std::vector<Val>& operands, TypeId ret) {
  return pyop(I, PyOpSpec::DictOp, (int)op, Value(), operands, ret);
}

const char* const kMethods[] = {"get", "pop", "setdefault", "keys", "values", "items", "clear", "copy"};

}  // namespace

bool dict_new(Infer& I, const std::vector<std::pair<Val, Val>>& pairs, Val& res) {
  uint32_t site = list_site(I.code, I.pc);
  auto it = I.list_items.find(site);
  TypeId kt = kNoType, vt = kNoType;
  if (it != I.list_items.end()) {
    auto kv = tuple_items(it->second);
    kt = kv[0];
    vt = kv[1];
  }
  for (const auto& [k, v] : pairs) {
    kt = kt ? unify(kt, k.t) : k.t;
    vt = vt ? unify(vt, v.t) : v.t;
  }
  if (!pairs.empty() && (!kt || !vt || !dict_key_type_ok(kt) || !list_item_type_ok(vt))) return false;
  Value cls = dict_class(I);
  if (!cls.is_obj()) return I.fail("tpy: numba.typed.Dict is missing"), false;
  TypeId t = t_obj_dict(kt, vt, site);
  res = pyop(I, PyOpSpec::Call, 0, cls, {}, t);
  res.t = t;
  for (const auto& [k, v] : pairs) dict_op(I, DSet, {res, as_type(I, kt, k), as_type(I, vt, v)}, t_none());
  return true;
}

bool dict_subscr(Infer& I, const Val& d, const Val& key, Val& res) {
  if (!is_dict(d.t)) return false;
  if (!types_known(I, d)) return res = Val{t_none(), {0}}, true;
  if (!fits(key_of(d.t), key.t)) return false;
  res = dict_op(I, DGet, {d, as_type(I, key_of(d.t), key)}, value_of(d.t));
  return true;
}

bool dict_store_subscr(Infer& I, const Val& d, const Val& key, const Val& v) {
  if (!is_dict(d.t)) return false;
  if (!give_kv(I, d, key.t, v.t)) return false;
  if (!I.emitting) return true;
  dict_op(I, DSet, {d, as_type(I, key_of(d.t), key), as_type(I, value_of(d.t), v)}, t_none());
  return true;
}

bool dict_del_subscr(Infer& I, const Val& d, const Val& key) {
  if (!is_dict(d.t)) return false;
  if (!types_known(I, d)) return true;
  if (!fits(key_of(d.t), key.t)) return false;
  dict_op(I, DDel, {d, as_type(I, key_of(d.t), key)}, t_none());
  return true;
}

bool dict_contains(Infer& I, const Val& key, const Val& d, Val& res) {
  if (!is_dict(d.t)) return false;
  if (!types_known(I, d)) return res = Val{t_bool(), {0}}, true;
  if (!fits(key_of(d.t), key.t)) return false;
  res = pyop(I, PyOpSpec::Contains, 0, Value(), {d, as_type(I, key_of(d.t), key)}, t_bool());
  return true;
}

IRRef dict_len(Infer& I, const Val& d) { return pyop(I, PyOpSpec::Len, 0, Value(), {d}, t_int(64)).leaves[0]; }

IRRef dict_truthy(Infer& I, const Val& d) {
  return I.emit(IrOp::CMP, IrType::Bool, dict_len(I, d), I.kint(0), (int64_t)Cond::NE);
}

bool dict_attr(const Val& d, const std::string& name, Val& res) {
  return is_dict(d.t) && method_named(d, kMethods, std::size(kMethods), name, res);
}

bool dict_method(Infer& I, const Val& d, const std::string& name, const std::vector<Val>& args, Val& res) {
  if (!is_dict(d.t)) return false;
  auto bad = [&] {
    std::vector<TypeId> ts;
    for (const Val& a : args) ts.push_back(a.t);
    return I.fail(no_impl("BoundFunction(DictType." + name + " for " + type_name(d.t) + ")", ts));
  };
  res = I.scalar(t_none(), I.kint(0, IrType::None));
  if (name == "setdefault") {
    if (args.size() != 2 || !give_kv(I, d, args[0].t, args[1].t)) return bad();
    if (!I.emitting) return res = Val{value_of(d.t), {0}}, true;
    res = dict_op(I, DSetDefault, {d, as_type(I, key_of(d.t), args[0]), as_type(I, value_of(d.t), args[1])}, value_of(d.t));
    return true;
  }
  if (name == "get" && args.size() == 2 && !key_of(d.t) && !I.emitting) {
    // d.get(k, default) before any store typed d (counts[w] = counts.get(w, 0) + 1):
    // the default's type until the store that follows types the dict (Numba
    // cannot type this; the next round of the typing pass has d's types).
    res = Val{args[1].t, std::vector<IRRef>(leaf_types(args[1].t).size(), 0)};
    return true;
  }
  if (!types_known(I, d)) return true;
  TypeId kt = key_of(d.t), vt = value_of(d.t);
  if (name == "get" || name == "pop") {
    if (args.empty() || args.size() > 2 || !fits(kt, args[0].t) || (args.size() == 2 && !fits(vt, args[1].t))) return bad();
    // get(k) without a default is an optional value for Numba; tpy's is the value or None only when found.
    if (name == "get" && args.size() == 1) return I.fail("tpy: dict.get without a default is not supported in compiled code yet");
    std::vector<Val> ops{d, as_type(I, kt, args[0])};
    if (args.size() == 2) ops.push_back(as_type(I, vt, args[1]));
    DictOpCode op = name == "get" ? DGetDefault : args.size() == 2 ? DPopDefault : DPop;
    res = dict_op(I, op, ops, vt);
    return true;
  }
  if (!args.empty()) return bad();
  if (name == "keys") res = dict_op(I, DKeys, {d}, t_obj_list(kt));
  else if (name == "values") res = dict_op(I, DValues, {d}, t_obj_list(vt));
  else if (name == "items") res = dict_op(I, DItems, {d}, t_obj_list(t_tuple({kt, vt})));
  else if (name == "clear") dict_op(I, DClear, {d}, t_none());
  else if (name == "copy") {
    res = pyop(I, PyOpSpec::Call, 0, dict_class(I), {d}, t_obj_dict(kt, vt));
    res.t = t_obj_dict(kt, vt);
  } else {
    return bad();
  }
  return true;
}

bool typed_empty(Infer& I, Value cls, const std::string& name, std::vector<Val>& args,
                 std::vector<std::pair<std::string, Val>>& kwargs, Val& res) {
  bool is_dict_cls = name == "empty";
  std::vector<const char*> params = is_dict_cls ? std::vector<const char*>{"key_type", "value_type"} : std::vector<const char*>{"item_type"};
  std::vector<Val> given(args.begin() + 1, args.end());   // args[0]: the class
  for (size_t k = given.size(); k < params.size(); k++)
    for (auto it = kwargs.begin(); it != kwargs.end(); ++it)
      if (it->first == params[k]) {
        given.push_back(it->second);
        kwargs.erase(it);
        break;
      }
  if (!kwargs.empty() || given.size() != params.size())
    return I.fail(std::string("tpy: typed.") + (is_dict_cls ? "Dict.empty takes key_type and value_type" : "List.empty_list takes item_type") + " in compiled code");
  std::vector<TypeId> ts;
  for (const Val& g : given) {
    const NbType& gt = type_at(g.t);
    Value tname;
    TypeId t = kNoType;
    if (gt.kind == NbKind::Const && get_attr(I.vm, gt.value, I.vm.intern("name"), tname) && is_str(tname)) t = parse_type_name(as<Str>(tname)->text());
    I.vm.take_pending();
    if (!t) return I.fail("tpy: the types given to typed." + std::string(is_dict_cls ? "Dict.empty" : "List.empty_list") + " must be Numba types known when compiling");
    ts.push_back(t);
  }
  uint32_t site = list_site(I.code, I.pc);
  TypeId rt = is_dict_cls ? t_obj_dict(ts[0], ts[1], site) : t_obj_list(ts[0], false, site, true);
  if (is_dict_cls ? (!dict_key_type_ok(ts[0]) || !list_item_type_ok(ts[1])) : !list_item_type_ok(ts[0]))
    return I.fail("tpy: a typed container of " + type_name(rt) + " cannot be made in compiled code yet");
  // The stores that follow may not widen it: its types are the ones given.
  I.list_items[site] = is_dict_cls ? t_tuple({ts[0], ts[1]}) : ts[0];
  res = pyop(I, PyOpSpec::Call, 0, cls, {}, rt);
  res.t = rt;
  return true;
}

bool dict_iter(Infer& I, const Val& d, Val& it) {
  if (!is_dict(d.t)) return false;
  if (!types_known(I, d)) return it = Val{t_seq_iter(t_obj_list(t_int(64))), {0, 0, 0}}, true;
  return list_iter(I, dict_op(I, DKeys, {d}, t_obj_list(key_of(d.t))), it);
}

}  // namespace tpy::jit
