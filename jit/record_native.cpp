// record_native.cpp — calls of built-ins from a trace (CALLN): the
// natives for the interpreter's own operations on strs and str-keyed dicts,
// and the recorder's steps that emit the calls (jit/README.md, "Built-ins").
#include "jit/record.h"
#include "vm/ast.h"
#include "vm/dict.h"
#include "vm/iter.h"
#include "vm/ops.h"
#include "vm/str_buffer.h"
#include "vm/str_util.h"

namespace tpy::jit {

// Built-ins the trace calls (CALLN) for operations of the interpreter's own.
namespace {
// Two exact strs (guarded): straight to the concatenation, no operator dispatch.
bool str_concat_fn(VM& vm, CallArgs& a, Value& out) {
  out = Value::object(str_concat(vm, static_cast<const Str*>(a.args[0].o), static_cast<const Str*>(a.args[1].o)));
  return true;
}
bool dict_load_fn(VM& vm, CallArgs& a, Value& out) { return get_item(vm, a.args[0], a.args[1], out); }
bool dict_store_fn(VM& vm, CallArgs& a, Value&) { return set_item(vm, a.args[0], a.args[1], a.args[2]); }
bool str_index_fn(VM& vm, CallArgs& a, Value& out) { return str_index(vm, static_cast<Str*>(a.args[0].o), a.args[1].i, out); }
// Two exact strs (UTF-8 byte order is code point order).
template <CmpOpKind K>
bool str_compare_fn(VM&, CallArgs& a, Value& out) {
  auto* x = static_cast<const Str*>(a.args[0].o);
  auto* y = static_cast<const Str*>(a.args[1].o);
  if (K == CmpOpKind::Eq || K == CmpOpKind::NotEq) {
    // Interned strs (one-character ones among them) are one per text.
    bool eq = x == y || (!(x->interned && y->interned) && x->text() == y->text());
    out = Value::boolean(eq == (K == CmpOpKind::Eq));
    return true;
  }
  int c = x == y ? 0 : x->text().compare(y->text());
  bool r = K == CmpOpKind::Lt ? c < 0 : K == CmpOpKind::LtE ? c <= 0 : K == CmpOpKind::Eq ? c == 0
         : K == CmpOpKind::NotEq ? c != 0 : K == CmpOpKind::Gt ? c > 0 : c >= 0;
  out = Value::boolean(r);
  return true;
}
// The next character of an exact str iterator; false when it has run out
// (the trace leaves and the interpreter ends the loop).
bool str_iter_next_fn(VM& vm, CallArgs& a, Value& out) {
  auto* it = static_cast<StrIter*>(a.args[0].o);
  const std::string& s = it->str->text();
  if (it->offset >= s.size()) return false;
  size_t n = utf8_len_at(s, it->offset);
  out = Value::object(vm.one_char(std::string_view(s).substr(it->offset, n)));
  it->offset += n;
  return true;
}
// `item in s` / `not in` on two exact strs (a UTF-8 byte search finds
// code point substrings).
template <bool Negated>
bool str_contains_fn(VM&, CallArgs& a, Value& out) {
  const std::string& item = static_cast<const Str*>(a.args[0].o)->text();
  const std::string& s = static_cast<const Str*>(a.args[1].o)->text();
  bool found = item.size() == 1 ? s.find(item[0]) != std::string::npos : s.find(item) != std::string::npos;
  out = Value::boolean(found != Negated);
  return true;
}

// str + str straight from the trace: both registers hold exact strs
// (guarded), the result is always an exact str.
bool str_concat_entry(VM* vm, const NativeCall* c, Value* regs) noexcept {
  try {   // out of memory: the interpreter makes the call again and raises
    Str* r = str_concat(*vm, static_cast<const Str*>(regs[c->regs[0]].o), static_cast<const Str*>(regs[c->regs[1]].o));
    if (c->dst != kNoResultReg) regs[c->dst] = Value::object(r);
    return true;
  } catch (const std::bad_alloc&) {
    return false;
  }
}
}  // namespace

const TraceNative kStrConcat{{"str.__add__", str_concat_fn, 2, 2, false, JitHint::Pure}, str_concat_entry};
const TraceNative kStrContains[2] = {
    {{"str.__contains__", str_contains_fn<false>, 2, 2, false, JitHint::Pure}},
    {{"str.__contains__", str_contains_fn<true>, 2, 2, false, JitHint::Pure}},
};
const TraceNative kStrIterNext{{"str_iterator.__next__", str_iter_next_fn, 1, 1, false, JitHint::None}};
const TraceNative kStrIndex{{"str.__getitem__", str_index_fn, 2, 2, false, JitHint::Pure}};
const TraceNative kStrCompare[6] = {   // by CmpOpKind, Lt..GtE
    {{"str.__lt__", str_compare_fn<CmpOpKind::Lt>, 2, 2, false, JitHint::Pure}},
    {{"str.__le__", str_compare_fn<CmpOpKind::LtE>, 2, 2, false, JitHint::Pure}},
    {{"str.__eq__", str_compare_fn<CmpOpKind::Eq>, 2, 2, false, JitHint::Pure}},
    {{"str.__ne__", str_compare_fn<CmpOpKind::NotEq>, 2, 2, false, JitHint::Pure}},
    {{"str.__gt__", str_compare_fn<CmpOpKind::Gt>, 2, 2, false, JitHint::Pure}},
    {{"str.__ge__", str_compare_fn<CmpOpKind::GtE>, 2, 2, false, JitHint::Pure}},
};
const TraceNative kDictLoad{{"dict.__getitem__", dict_load_fn, 2, 2, false, JitHint::Pure}};
const TraceNative kDictStore{{"dict.__setitem__", dict_store_fn, 3, 3, false, JitHint::None}};

// A call into a built-in (CALLN), for callers that checked it runs no
// Python code for these arguments and that running it again is harmless
// (it is pure, or an idempotent store like d[k] = v): when it raises, or
// returns another type than now, the trace leaves before it and the
// interpreter makes the call itself. It runs once here, on the values at
// hand, for the type of its result. The arguments must be in the loop
// frame's registers (the trace stores them there first). With entry, the
// trace calls that instead (the caller guarded the arguments' types).
bool Recorder::rec_native(const NativeDef* def, const std::vector<int>& argregs, int dst, NativeEntry entry) {
  if (!inl.empty() || argregs.size() > 4) return fail(Abort::NYI_CALL);
  Value args[4];
  int n = 0;
  for (int s : argregs) args[n++] = reg(s);
  if (n < def->min_args || (def->max_args >= 0 && n > def->max_args)) return fail(Abort::NYI_CALL);
  CallArgs ca{args, n, nullptr, def};
  Value out = Value::none();
  if (!def->fn(J.vm, ca, out)) {
    J.vm.take_pending();
    return fail(Abort::WOULD_RAISE);
  }
  if (out.is_numpy_scalar()) return fail(Abort::NYI_TYPES);
  auto c = std::make_unique<NativeCall>();
  c->def = def;
  c->entry = entry;
  c->tag = out.tag;
  c->type = out.is_obj() ? out.o->type : nullptr;
  if (out.is_obj()) keep(out.o->type);
  return emit_native_call(std::move(c), argregs, dst, type_of(out));
}

// CALLN of c (def or compiled set, and the result's tag and type) on the
// values of argregs, stored there first; the result to dst.
bool Recorder::emit_native_call(std::unique_ptr<NativeCall> c, const std::vector<int>& argregs, int dst, IrType rt) {
  c->nargs = (int)argregs.size();
  int n = 0;
  for (int s : argregs) {
    IRRef v = get(s);
    if (!v) return fail(Abort::NYI_TYPES);
    ir().emit(IrOp::SSTORE, IrType::Void, v, 0, s);
    c->regs[n++] = (uint16_t)s;
  }
  c->dst = dst < 0 ? kNoResultReg : (uint16_t)dst;
  snap(pc);   // before the call: the interpreter makes it again
  IRRef r = ir().emit(IrOp::CALLN, rt, 0, 0, (int64_t)(intptr_t)c.get());
  t->native_calls.push_back(std::move(c));
  if (dst >= 0) set(dst, r);
  return true;
}

// The specialisation of @njit dispatcher `callee` for these arguments
// (ints, floats and bools) when it exists and may run twice
// (CompiledFunc::scalar_pure); null otherwise.
CompiledFunc* Recorder::scalar_pure_callee(Value callee, const std::vector<IRRef>& args) {
  const DispatcherHooks& hooks = dispatcher_hooks();
  if (!hooks.find || !hooks.py_func_of || args.size() > 4 || !inl.empty() || !hooks.py_func_of(J.vm, callee)) return nullptr;
  std::vector<TypeId> types;
  for (IRRef v : args) {
    IrType ty = ir().type(v);
    if (ty == IrType::Int) types.push_back(t_int(64));
    else if (ty == IrType::Float) types.push_back(t_float(64));
    else if (ty == IrType::Bool) types.push_back(t_bool());
    else return nullptr;
  }
  CompiledFunc* f = hooks.find(callee, types);
  return f && f->scalar_pure ? f : nullptr;
}

// The call of dispatcher `callee` (guarded to be this one) is a CALLN of
// its specialisation f's code: no interpreter call or dispatch on the way.
bool Recorder::rec_compiled_call(CompiledFunc* f, Value callee, int first, int nargs, int dst) {
  keep(callee.o);   // its specialisations live as long as it does
  auto c = std::make_unique<NativeCall>();
  c->def = nullptr;
  c->compiled = f;
  c->type = nullptr;
  IrType rt = f->ret == t_float(64) ? IrType::Float : f->ret == t_bool() ? IrType::Bool : IrType::Int;
  c->tag = tag_of(rt);
  std::vector<int> argregs;
  for (int k = 0; k < nargs; k++) argregs.push_back(first + k);
  return emit_native_call(std::move(c), argregs, dst, rt);
}

// Register s holds an int, float, bool, None or exact str (guarded): a
// value no built-in can run Python code for.
bool Recorder::scalar_or_str(int s) {
  IRRef r = get(s);
  if (!r) return false;
  IrType ty = ir().type(r);
  if (ty == IrType::Int || ty == IrType::Float || ty == IrType::Bool || ty == IrType::None) return true;
  Value v = reg(s);
  if (ty != IrType::Obj || !v.is_obj() || v.o->type != J.vm.t.str) return false;
  guard_type(r, v.o, J.vm.t.str);
  return true;
}

// Register s holds an exact dict whose keys are all exact strs (guarded):
// looking up a str in it compares strs only.
bool Recorder::str_keyed_dict(int s) {
  IRRef r = get(s);
  Value v = reg(s);
  if (!r || !v.is_obj() || v.o->type != J.vm.t.dict || !static_cast<Dict*>(v.o)->str_keys_only) return false;
  auto* d = static_cast<Dict*>(v.o);
  guard_type(r, d, J.vm.t.dict);
  guard(ir().emit(IrOp::FLOAD, IrType::Bool, r, 0, off(d, &Dict::str_keys_only)), ir().kint(1, IrType::Bool), Cond::EQ);
  return true;
}


}  // namespace tpy::jit
