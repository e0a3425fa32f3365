// object.cpp — constructors and GC trace functions of the core object
// layouts declared in vm/object.h and vm/bytecode.h, and shape lookup.
// Behaviour (operators, attributes) is in vm/ops.cpp.
#include "vm/object.h"
#include <cstring>
#include "vm/bytecode.h"
#include "vm/frame.h"

namespace tpy {

static void count_utf8(const std::string& s, int64_t& len, bool& ascii) {
  // Eight bytes at a time while they are all ASCII (the common case).
  size_t i = 0, size = s.size();
  for (uint64_t w; i + 8 <= size; i += 8) {
    std::memcpy(&w, s.data() + i, 8);
    if (w & 0x8080808080808080ull) break;
  }
  int64_t n = (int64_t)i;
  bool a = true;
  for (unsigned char c : std::string_view(s).substr(i)) {
    if ((c & 0xC0) != 0x80) n++;
    if (c >= 0x80) a = false;
  }
  len = n;
  ascii = a;
}

Str::Str(TypeObject* t, std::string v) : Object(t), s_(std::move(v)) {
  int64_t n;
  count_utf8(s_, n, ascii);
  set_length(n);
}

int64_t Str::count_length() const {
  int64_t n;
  bool a;
  count_utf8(text(), n, a);
  return n;
}

Set::Set(TypeObject* t) : Object(t) { table.resize(8); }

Range::Range(TypeObject* t, int64_t a, int64_t b, int64_t st) : Object(t), start(a), stop(b), step(st) {
  unsigned __int128 n;
  if (st == 1) n = a < b ? (unsigned __int128)((__int128)b - a) : 0;  // no 128-bit division
  else if (st > 0) n = a < b ? ((unsigned __int128)((__int128)b - a - 1)) / (unsigned __int128)st + 1 : 0;
  else n = a > b ? ((unsigned __int128)((__int128)a - b - 1)) / (unsigned __int128)(-(__int128)st) + 1 : 0;
  length = (int64_t)n;
  if (n > (unsigned __int128)INT64_MAX)  // range(-2**63, 2**63 - 1): the length alone is too big
    big.reset(new BigRange{BigInt(a), BigInt(b), BigInt(st), BigInt((uint64_t)n)});
}

Range::Range(TypeObject* t, const BigInt& a, const BigInt& b, const BigInt& st) : Object(t), start(0), stop(0), step(1), length(0) {
  if (fits_int64(a) && fits_int64(b) && fits_int64(st)) {
    Range small(t, to_int64(a), to_int64(b), to_int64(st));
    if (!small.big) {
      start = small.start, stop = small.stop, step = small.step, length = small.length;
      return;
    }
  }
  BigInt n = 0;
  if (st > 0 && a < b) n = (b - a - 1) / st + 1;
  if (st < 0 && a > b) n = (a - b - 1) / -st + 1;
  big.reset(new BigRange{a, b, st, n});
}

BigRange Range::bounds() const {
  if (big) return *big;
  return BigRange{BigInt(start), BigInt(stop), BigInt(step), BigInt(length)};
}

bool ranges_equal(const Range* x, const Range* y) {
  if (!x->big && !y->big)
    return x->length == y->length && (x->length == 0 || (x->start == y->start && (x->length == 1 || x->step == y->step)));
  BigRange a = x->bounds(), b = y->bounds();
  return a.length == b.length && (a.length == 0 || (a.start == b.start && (a.length == 1 || a.step == b.step)));
}

int CallArgs::nkw() const { return kwnames ? (int)kwnames->items.size() : 0; }

void Function::trace(Tracer& tr) {
  tr.mark(code); tr.mark(globals); tr.mark(defaults); tr.mark(kwdefaults); tr.mark(closure);
  tr.mark(name); tr.mark(qualname); tr.mark(module); tr.mark(doc); tr.mark(attrs); tr.mark(annotations);
}

void BuiltinFunction::trace(Tracer& tr) { tr.mark(self); tr.mark(name); tr.mark(owner); }

void Super::trace(Tracer& tr) { tr.mark(start); tr.mark(self); tr.mark(self_type); }

void Module::trace(Tracer& tr) { tr.mark(name); tr.mark(dict); }

void TypeObject::trace(Tracer& tr) {
  tr.mark(name); tr.mark(qualname); tr.mark(tp_name); tr.mark(module); tr.mark(base); tr.mark(dict); tr.mark(root_shape);
  for (auto* b : bases) tr.mark(b);
  for (auto* m : mro) tr.mark(m);
  for (auto* s : slot_names) tr.mark(s);
}

int32_t Shape::lookup(const Str* name) const {
  // Keys are interned, and so is every name attribute access passes in
  // (attr.cpp interns dynamic names), so pointers decide.
  for (size_t i = 0; i < keys.size(); i++)
    if (keys[i] == name) return (int32_t)i;
  return -1;
}

void Shape::trace(Tracer& tr) {
  tr.mark(parent); tr.mark(key);
  for (auto& [k, s] : transitions) { tr.mark(k); tr.mark(s); }
  for (auto* k : keys) tr.mark(k);
}

void Instance::trace(Tracer& tr) {
  tr.mark(shape);
  for (const Value& v : slots) tr.mark(v);
  tr.mark(dict);
}

void ExceptionObj::trace(Tracer& tr) {
  Instance::trace(tr);
  tr.mark(args); tr.mark(cause); tr.mark(context); tr.mark(name_globals);
  tr.mark(eg_message); tr.mark(eg_excs);
  for (auto& e : traceback) tr.mark(e.code);
}

Generator::~Generator() { delete frame; }

void Generator::trace(Tracer& tr) {
  tr.mark(name); tr.mark(qualname);
  tr.mark(reraise);
  if (!frame) return;
  tr.mark(frame->code); tr.mark(frame->func); tr.mark(frame->globals); tr.mark(frame->locals);
  tr.mark(frame->resume_value); tr.mark(frame->resume_exc);
  if (frame->own_regs)
    for (int i = 0; i < frame->code->nregs; i++) tr.mark(frame->own_regs[i]);
}

void Code::trace(Tracer& tr) {
  tr.mark_all(consts); tr.mark_all(names); tr.mark_all(varnames); tr.mark_all(cellnames); tr.mark_all(freenames);
  tr.mark(name); tr.mark(qualname); tr.mark(filename); tr.mark(doc);
}

}  // namespace tpy
