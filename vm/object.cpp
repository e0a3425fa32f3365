// object.cpp — constructors and GC trace functions of the core object
// layouts declared in vm/object.h and vm/bytecode.h, and shape lookup.
// Behaviour (operators, attributes) is in vm/ops.cpp.
#include "vm/object.h"
#include "vm/bytecode.h"
#include "vm/frame.h"

namespace tpy {

static void count_utf8(const std::string& s, int64_t& len, bool& ascii) {
  int64_t n = 0;
  bool a = true;
  for (unsigned char c : s) {
    if ((c & 0xC0) != 0x80) n++;
    if (c >= 0x80) a = false;
  }
  len = n;
  ascii = a;
}

Str::Str(TypeObject* t, std::string v) : Object(t), s(std::move(v)) { count_utf8(s, length, ascii); }

Set::Set(TypeObject* t) : Object(t) { table.resize(8); }

Range::Range(TypeObject* t, int64_t a, int64_t b, int64_t st) : Object(t), start(a), stop(b), step(st) {
  if (st > 0) length = a < b ? (int64_t)(((unsigned __int128)((__int128)b - a - 1)) / st + 1) : 0;
  else length = a > b ? (int64_t)(((unsigned __int128)((__int128)a - b - 1)) / (unsigned __int128)(-(__int128)st) + 1) : 0;
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
  tr.mark(name); tr.mark(qualname); tr.mark(module); tr.mark(base); tr.mark(dict); tr.mark(root_shape);
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
  for (auto& e : traceback) tr.mark(e.code);
}

Generator::~Generator() { delete frame; }

void Generator::trace(Tracer& tr) {
  tr.mark(name); tr.mark(qualname);
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
