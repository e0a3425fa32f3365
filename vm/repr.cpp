// repr.cpp — repr(), str(), ascii() and format() for every Value: CPython's
// text for numbers (vm/num_format.h), containers (with [...] for recursion),
// exceptions, functions, classes and modules, plus __repr__/__str__/__format__
// of user classes.
#include <cmath>
#include "vm/dict.h"
#include "vm/frame.h"
#include "vm/iter.h"
#include "vm/num_format.h"
#include "vm/num_parse.h"
#include "vm/ops.h"
#include "vm/str_util.h"

namespace tpy {

namespace {

// str.isprintable() (Unicode 14.0, as CPython 3.11's repr decides).
bool printable_cp(uint32_t c) { return unicode_printable(c); }

void append_escape(std::string& out, uint32_t c) {
  char buf[16];
  if (c < 0x100) snprintf(buf, sizeof buf, "\\x%02x", c);
  else if (c < 0x10000) snprintf(buf, sizeof buf, "\\u%04x", c);
  else snprintf(buf, sizeof buf, "\\U%08x", c);
  out += buf;
}

std::string repr_str_impl(std::string_view s, bool ascii_only) {
  bool has_sq = s.find('\'') != std::string_view::npos, has_dq = s.find('"') != std::string_view::npos;
  char q = has_sq && !has_dq ? '"' : '\'';
  std::string out;
  out.reserve(s.size() + 2);
  out += q;
  std::string str(s);
  for (size_t i = 0; i < str.size();) {
    unsigned char c = (unsigned char)str[i];
    if (c < 0x80) {
      i++;
      if (c == (unsigned char)q || c == '\\') { out += '\\'; out += (char)c; }
      else if (c == '\n') out += "\\n";
      else if (c == '\r') out += "\\r";
      else if (c == '\t') out += "\\t";
      else if (c < 0x20 || c == 0x7f) append_escape(out, c);
      else out += (char)c;
      continue;
    }
    size_t n = utf8_len_at(str, i);
    uint32_t cp = utf8_decode_at(str, i);
    if (ascii_only || !printable_cp(cp)) append_escape(out, cp);
    else out.append(str, i, n);
    i += n;
  }
  out += q;
  return out;
}

std::string repr_bytes(const std::string& s) {
  bool has_sq = s.find('\'') != std::string::npos, has_dq = s.find('"') != std::string::npos;
  char q = has_sq && !has_dq ? '"' : '\'';
  std::string out = "b";
  out += q;
  for (unsigned char c : s) {
    if (c == (unsigned char)q || c == '\\') { out += '\\'; out += (char)c; }
    else if (c == '\n') out += "\\n";
    else if (c == '\r') out += "\\r";
    else if (c == '\t') out += "\\t";
    else if (c < 0x20 || c >= 0x7f) append_escape(out, c);
    else out += (char)c;
  }
  out += q;
  return out;
}

std::string complex_part(double x) {
  std::string s = float_repr(x);
  if (s.size() > 2 && s.compare(s.size() - 2, 2, ".0") == 0) s.resize(s.size() - 2);
  return s;
}

std::string addr(const void* p) { return strfmt("0x%llx", (unsigned long long)(uintptr_t)p); }

std::string module_prefix(VM& vm, TypeObject* t) {
  Value m = dict_get_str(t->dict, vm.names.module);
  if (m.is_undef()) m = t->module;
  if (is_str(m) && as<Str>(m)->text() != "builtins") return as<Str>(m)->text() + ".";
  return "";
}

struct ReprGuard {
  VM& vm;
  bool active;
  ReprGuard(VM& v, Object* o) : vm(v) {
    active = true;
    for (Object* x : vm.repr_stack)
      if (x == o) { active = false; return; }
    vm.repr_stack.push_back(o);
  }
  ~ReprGuard() { if (active) vm.repr_stack.pop_back(); }
};

bool join_reprs(VM& vm, const std::vector<Value>& items, std::string& out) {
  for (size_t i = 0; i < items.size(); i++) {
    if (i) out += ", ";
    Str* r;
    if (!to_repr(vm, items[i], r)) return false;
    out += r->text();
  }
  return true;
}

}  // namespace

bool exception_message(VM& vm, ExceptionObj* e, std::string& out) {
  if (e->eg_excs) {  // exception groups: "msg (2 sub-exceptions)"
    size_t n = e->eg_excs->items.size();
    out = strfmt("%s (%zu sub-exception%s)", as<Str>(e->eg_message)->text().c_str(), n, n > 1 ? "s" : "");
    return true;
  }
  if (!e->args || e->args->items.empty()) { out.clear(); return true; }
  const auto& args = e->args->items;
  if (is_subtype(e->type, vm.exc.OSError) && args.size() >= 2 && args[0].is_int()) {
    Str* s;
    if (!to_str(vm, args[1], s)) return false;
    out = strfmt("[Errno %lld] ", (long long)args[0].i) + s->text();
    if (args.size() >= 3 && !args[2].is_none()) {
      Str* f;
      if (!to_repr(vm, args[2], f)) return false;
      out += ": " + f->text();
      if (args.size() >= 5 && !args[4].is_none()) {   // filename2: "'a' -> 'b'"
        if (!to_repr(vm, args[4], f)) return false;
        out += " -> " + f->text();
      }
    }
    return true;
  }
  if (is_subtype(e->type, vm.exc.SyntaxError) && args.size() == 2 && is_layout(args[1], Layout::Tuple)) {
    const auto& d = as<Tuple>(args[1])->items;
    Str* m;
    if (!to_str(vm, args[0], m)) return false;
    out = m->text();
    if (d.size() >= 2 && is_str(d[0]) && d[1].is_int())
      out += strfmt(" (%s, line %lld)", as<Str>(d[0])->text().c_str(), (long long)d[1].i);
    return true;
  }
  if (e->args->items.size() == 1) {
    Str* s;
    if (is_subtype(e->type, vm.exc.KeyError)) {
      if (!to_repr(vm, e->args->items[0], s)) return false;
    } else if (!to_str(vm, e->args->items[0], s)) {
      return false;
    }
    out = s->text();
    return true;
  }
  Str* s;
  if (!to_repr(vm, Value::object(e->args), s)) return false;
  out = s->text();
  return true;
}

namespace {

bool builtin_repr(VM& vm, Value v, std::string& out) {
  switch (v.tag) {
    case Tag::Undef: out = "<unbound>"; return true;
    case Tag::None: out = "None"; return true;
    case Tag::Bool: out = v.b ? "True" : "False"; return true;
    case Tag::Int: out = std::to_string(v.i); return true;
    case Tag::Float: out = float_repr(v.f); return true;
    case Tag::Obj: break;
  }
  // Containers repr their items: nesting counts as recursion, as in CPython.
  RecursionScope depth(vm, " while getting the repr of an object");
  if (!depth.ok) return false;
  Object* o = v.o;
  TypeObject* t = o->type;
  switch (t->layout) {
    case Layout::Str: out = repr_str_impl(static_cast<Str*>(o)->text(), false); return true;
    case Layout::Int: {
      const BigInt& b = static_cast<BigIntObj*>(o)->v;
      // CPython 3.11 refuses int→str past 4300 digits (sys.set_int_max_str_digits).
      if (big_bit_length(b) > 14000) {
        out = big_to_string(b, 10);
        if (out.size() - (out[0] == '-') > 4300)
          return vm.raise(vm.exc.ValueError, "Exceeds the limit (4300 digits) for integer string conversion; "
                                             "use sys.set_int_max_str_digits() to increase the limit");
        return true;
      }
      out = big_to_string(b, 10);
      return true;
    }
    case Layout::Complex: {
      Complex* c = static_cast<Complex*>(o);
      if (c->re == 0 && !std::signbit(c->re)) { out = complex_part(c->im) + "j"; return true; }
      std::string im = complex_part(c->im);
      if (im[0] != '-' && im[0] != '+') im = "+" + im;
      if (std::isnan(c->im)) im = "+nan";
      out = "(" + complex_part(c->re) + im + "j)";
      return true;
    }
    case Layout::Bytes:
      out = repr_bytes(static_cast<Bytes*>(o)->s);
      if (is_subtype(t, vm.t.bytearray)) out = t->name->text() + "(" + out + ")";
      return true;
    case Layout::Tuple: {
      Tuple* tu = static_cast<Tuple*>(o);
      ReprGuard g(vm, o);
      if (!g.active) { out = "(...)"; return true; }
      out = "(";
      std::vector<Value> items = tu->items;
      if (!join_reprs(vm, items, out)) return false;
      out += items.size() == 1 ? ",)" : ")";
      return true;
    }
    case Layout::List: {
      ReprGuard g(vm, o);
      if (!g.active) { out = "[...]"; return true; }
      out = "[";
      std::vector<Value> items = static_cast<List*>(o)->items;
      RootScope roots(vm);
      for (auto& x : items) roots.add(x);
      if (!join_reprs(vm, items, out)) return false;
      out += "]";
      return true;
    }
    case Layout::Dict: {
      ReprGuard g(vm, o);
      if (!g.active) { out = "{...}"; return true; }
      out = "{";
      std::vector<DictEntry> entries;
      for (auto& e : static_cast<Dict*>(o)->entries)
        if (!e.key.is_undef()) entries.push_back(e);
      RootScope roots(vm);
      for (auto& e : entries) { roots.add(e.key); roots.add(e.value); }
      bool first = true;
      for (auto& e : entries) {
        if (!first) out += ", ";
        first = false;
        Str *k, *val;
        if (!to_repr(vm, e.key, k) || !to_repr(vm, e.value, val)) return false;
        out += k->text() + ": " + val->text();
      }
      out += "}";
      return true;
    }
    case Layout::Set:
    case Layout::FrozenSet: {
      Set* s = static_cast<Set*>(o);
      bool frozen = t->layout == Layout::FrozenSet;
      std::string name = t->name->text();
      if (s->used == 0) { out = name + "()"; return true; }
      ReprGuard g(vm, o);
      if (!g.active) { out = name + "(...)"; return true; }
      std::vector<Value> keys;
      for (auto& sl : s->table)
        if (!sl.key.is_undef() && !sl.dummy) keys.push_back(sl.key);
      std::string body = "{";
      if (!join_reprs(vm, keys, body)) return false;
      body += "}";
      out = (frozen || t != vm.t.set) ? name + "(" + body + ")" : body;
      return true;
    }
    case Layout::Range: {
      Range* r = static_cast<Range*>(o);
      if (r->big) {
        const BigRange& b = *r->big;
        out = "range(" + big_to_string(b.start, 10) + ", " + big_to_string(b.stop, 10) +
              (b.step == 1 ? ")" : ", " + big_to_string(b.step, 10) + ")");
        return true;
      }
      out = r->step == 1 ? strfmt("range(%lld, %lld)", (long long)r->start, (long long)r->stop)
                         : strfmt("range(%lld, %lld, %lld)", (long long)r->start, (long long)r->stop, (long long)r->step);
      return true;
    }
    case Layout::Slice: {
      Slice* s = static_cast<Slice*>(o);
      Str *a, *b, *c;
      if (!to_repr(vm, s->start, a) || !to_repr(vm, s->stop, b) || !to_repr(vm, s->step, c)) return false;
      out = "slice(" + a->text() + ", " + b->text() + ", " + c->text() + ")";
      return true;
    }
    case Layout::Type: {
      TypeObject* c = static_cast<TypeObject*>(o);
      out = "<class '" + module_prefix(vm, c) + c->qualname->text() + "'>";
      return true;
    }
    case Layout::Function:
      out = "<function " + static_cast<Function*>(o)->qualname->text() + " at " + addr(o) + ">";
      return true;
    case Layout::Builtin: {
      BuiltinFunction* f = static_cast<BuiltinFunction*>(o);
      if (f->self.is_obj() && !is_layout(f->self, Layout::Module))
        out = "<built-in method " + f->name->text() + " of " + type_name(vm, f->self) + " object at " + addr(f->self.o) + ">";
      else
        out = "<built-in function " + f->name->text() + ">";
      return true;
    }
    case Layout::Method: {
      BoundMethod* m = static_cast<BoundMethod*>(o);
      Str* self;
      if (!to_repr(vm, m->self, self)) return false;
      if (is_layout(m->func, Layout::Builtin)) {
        out = "<built-in method " + as<BuiltinFunction>(m->func)->name->text() + " of " + type_name(vm, m->self) +
              " object at " + addr(m->self.is_obj() ? m->self.o : nullptr) + ">";
        return true;
      }
      std::string qn = is_layout(m->func, Layout::Function) ? as<Function>(m->func)->qualname->text() : "?";
      out = "<bound method " + qn + " of " + self->text() + ">";
      return true;
    }
    case Layout::Module: {
      Module* m = static_cast<Module*>(o);
      Value f = dict_get_str(m->dict, vm.names.file);
      if (is_str(f)) out = "<module '" + m->name->text() + "' from '" + as<Str>(f)->text() + "'>";
      else out = "<module '" + m->name->text() + "' (built-in)>";
      return true;
    }
    case Layout::Exception: {
      ExceptionObj* e = static_cast<ExceptionObj*>(o);
      out = t->name->text() + "(";
      if (e->args) {
        std::vector<Value> items = e->args->items;
        if (!join_reprs(vm, items, out)) return false;
      }
      out += ")";
      return true;
    }
    case Layout::Generator:
      out = "<generator object " + static_cast<Generator*>(o)->qualname->text() + " at " + addr(o) + ">";
      return true;
    case Layout::Cell: out = "<cell at " + addr(o) + ">"; return true;
    case Layout::Code: out = "<code object " + static_cast<Code*>(o)->name->text() + " at " + addr(o) + ">"; return true;
    case Layout::Property: out = "<property object at " + addr(o) + ">"; return true;
    case Layout::StaticMethod: out = "<staticmethod object at " + addr(o) + ">"; return true;
    case Layout::ClassMethod: out = "<classmethod object at " + addr(o) + ">"; return true;
    case Layout::Super: out = "<super object>"; return true;
    case Layout::Native:
      if (o == vm.not_implemented.o) { out = "NotImplemented"; return true; }
      if (o == vm.ellipsis.o) { out = "Ellipsis"; return true; }
      if (t == vm.t.dict_keys || t == vm.t.dict_values || t == vm.t.dict_items) {
        Dict* d = static_cast<DictView*>(o)->dict;
        std::vector<Value> items;
        for (auto& e : d->entries) {
          if (e.key.is_undef()) continue;
          if (t == vm.t.dict_keys) items.push_back(e.key);
          else if (t == vm.t.dict_values) items.push_back(e.value);
          else items.push_back(Value::object(vm.new_tuple({e.key, e.value})));
        }
        out = t->name->text() + "([";
        if (!join_reprs(vm, items, out)) return false;
        out += "])";
        return true;
      }
      break;
    case Layout::NoneType:
    case Layout::Bool:
    case Layout::Float:
    case Layout::Shape:
    case Layout::Object:
    case Layout::Instance:
      break;
  }
  out = "<" + module_prefix(vm, t) + t->qualname->text() + " object at " + addr(o) + ">";
  return true;
}

bool check_str_result(VM& vm, Value r, const char* which, Str*& out) {
  if (!is_str(r)) return vm.raisef(vm.exc.TypeError, "%s returned non-string (type %s)", which, type_name(vm, r));
  out = as<Str>(r);
  return true;
}

}  // namespace

std::string repr_str(std::string_view utf8) { return repr_str_impl(utf8, false); }

bool repr_by_layout(VM& vm, Value v, Str*& out) {
  std::string s;
  if (!builtin_repr(vm, v, s)) return false;
  out = vm.new_str(std::move(s));
  return true;
}

bool to_repr(VM& vm, Value v, Str*& out) {
  if (v.is_obj() && v.o->type->builtin && !v.o->type->core) {
    // Library types (file objects, struct sequences, ...) bring their own __repr__.
    Value fn = lookup_type_cached(vm, v.o->type, vm.names.repr);
    if (is_layout(fn, Layout::Builtin) && as<BuiltinFunction>(fn)->owner && !as<BuiltinFunction>(fn)->owner->core) {
      Value r;
      bool found;
      if (!call_method(vm, v, vm.names.repr, nullptr, 0, r, found)) return false;
      return check_str_result(vm, r, "__repr__", out);
    }
  }
  if (v.is_obj() && !v.o->type->builtin) {
    Value fn = lookup_type_cached(vm, v.o->type, vm.names.repr);
    if (!fn.is_undef() && !is_layout(fn, Layout::Builtin)) {
      if (vm.native_depth > 200 && vm.depth > vm.recursion_limit)
        return vm.raise(vm.exc.RecursionError, "maximum recursion depth exceeded while getting the repr of an object");
      Value r;
      bool found;
      if (!call_method(vm, v, vm.names.repr, nullptr, 0, r, found)) return false;
      return check_str_result(vm, r, "__repr__", out);
    }
  }
  std::string s;
  if (!builtin_repr(vm, v, s)) return false;
  out = vm.new_str(std::move(s));
  return true;
}

// Whether fn is object's own `name` (__str__, __repr__): what a class
// that defines neither inherits.
static bool is_default_dunder(VM& vm, Value fn, Str* name) {
  Value d = dict_get_str(vm.t.object->dict, name);
  return d.is_obj() && fn.is_obj() && d.o == fn.o;
}

bool to_str(VM& vm, Value v, Str*& out) {
  if (is_layout(v, Layout::Str) && v.o->type == vm.t.str) { out = as<Str>(v); return true; }
  if (v.is_obj() && v.o->type->builtin && !v.o->type->core) {
    // Library types (numpy.ndarray, ...) may bring a __str__ of their own.
    Value fn = lookup_type(v.o->type, vm.names.str);
    if (is_layout(fn, Layout::Builtin) && as<BuiltinFunction>(fn)->owner && !as<BuiltinFunction>(fn)->owner->core) {
      Value r;
      bool found;
      if (!call_method(vm, v, vm.names.str, nullptr, 0, r, found)) return false;
      return check_str_result(vm, r, "__str__", out);
    }
  }
  if (v.is_obj() && !v.o->type->builtin) {
    // A class's own __str__, or a built-in one it names (`__str__ =
    // int.__repr__`); object's default goes on to repr below.
    Value fn = lookup_type_cached(vm, v.o->type, vm.names.str);
    if (!fn.is_undef() && (!is_layout(fn, Layout::Builtin) || !is_default_dunder(vm, fn, vm.names.str))) {
      Value r;
      bool found;
      if (!call_method(vm, v, vm.names.str, nullptr, 0, r, found)) return false;
      return check_str_result(vm, r, "__str__", out);
    }
  }
  if (is_layout(v, Layout::Exception)) {
    // A user __repr__ does not change str(exc); only __str__ does.
    std::string s;
    if (!exception_message(vm, as<ExceptionObj>(v), s)) return false;
    out = vm.new_str(std::move(s));
    return true;
  }
  if (is_layout(v, Layout::Str)) { out = vm.new_str(as<Str>(v)->text()); return true; }
  return to_repr(vm, v, out);
}

bool to_ascii(VM& vm, Value v, Str*& out) {
  Str* r;
  if (!to_repr(vm, v, r)) return false;
  if (r->ascii) { out = r; return true; }
  std::string s;
  for (size_t i = 0; i < r->text().size();) {
    unsigned char c = (unsigned char)r->text()[i];
    if (c < 0x80) { s += (char)c; i++; continue; }
    append_escape(s, utf8_decode_at(r->text(), i));
    i += utf8_len_at(r->text(), i);
  }
  out = vm.new_str(std::move(s));
  return true;
}

bool format_value(VM& vm, Value v, Str* spec, Str*& out) {
  bool empty = !spec || spec->text().empty();
  if (empty && (v.is_int() || v.is_float() || (is_layout(v, Layout::Str) && v.o->type == vm.t.str)))
    return to_str(vm, v, out);
  // Every type has __format__ (object's handles the empty spec); the
  // built-in numbers and str implement the format mini-language in theirs.
  Value arg = Value::object(spec ? spec : vm.names.empty), r;
  bool found;
  if (!call_method(vm, v, vm.names.format, &arg, 1, r, found)) return false;
  if (!found) return to_str(vm, v, out);
  if (!is_str(r)) return vm.raisef(vm.exc.TypeError, "__format__ must return a str, not %s", type_name(vm, r));
  out = as<Str>(r);
  return true;
}

}  // namespace tpy
