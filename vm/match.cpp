// match.cpp — the runtime of pattern matching (vm/match.h): which subjects
// sequence and mapping patterns accept, key lookup for mapping patterns
// and attribute lookup for class patterns, with CPython 3.11's errors.
// The control flow of a match statement is compiled (vm/compile_match.cpp).
#include "vm/match.h"

#include "vm/dict.h"
#include "vm/ops.h"
#include "vm/vm.h"

namespace tpy {

namespace {

using Collection = TypeObject::Collection;

Collection collection_kind(Value v) {
  if (!v.is_obj()) return Collection::None;
  switch (v.o->type->layout) {
    case Layout::List: case Layout::Tuple: case Layout::Range: return Collection::Sequence;
    case Layout::Dict: return Collection::Mapping;
    case Layout::Str: case Layout::Bytes: case Layout::Set: case Layout::FrozenSet: return Collection::None;
    default: return v.o->type->collection;
  }
}

// Built-in types whose class pattern takes one positional sub-pattern that
// matches the subject itself (CPython's _Py_TPFLAGS_MATCH_SELF).
bool matches_self(VM& vm, TypeObject* t) {
  for (TypeObject* c : t->mro) {
    if (c == vm.t.bool_ || c == vm.t.bytearray || c == vm.t.bytes || c == vm.t.dict || c == vm.t.float_ ||
        c == vm.t.frozenset || c == vm.t.int_ || c == vm.t.list || c == vm.t.set || c == vm.t.str ||
        c == vm.t.tuple)
      return true;
  }
  return false;
}

// getattr(subject, name) for a class pattern; found = false on AttributeError.
bool class_attr(VM& vm, Value subject, TypeObject* cls, Value name, Dict* seen, Value& out, bool& found) {
  Value prior;
  bool dup;
  if (!dict_get(vm, seen, name, prior, dup)) return false;
  if (dup) {
    Str* r;
    if (!to_repr(vm, name, r)) return false;
    return vm.raisef(vm.exc.TypeError, "%s() got multiple sub-patterns for attribute %s", cls->name->text().c_str(),
                     r->text().c_str());
  }
  if (!dict_set(vm, seen, name, Value::none())) return false;
  if (!get_attr(vm, subject, as_str(name), out)) {
    if (!vm.pending_is(vm.exc.AttributeError)) return false;
    vm.pending = nullptr;
    found = false;
    return true;
  }
  found = true;
  return true;
}

}  // namespace

bool match_is_sequence(VM& vm, Value v) { return collection_kind(v) == Collection::Sequence; }
bool match_is_mapping(VM& vm, Value v) { return collection_kind(v) == Collection::Mapping; }

bool match_keys(VM& vm, Value subject, Value keys, Value& out) {
  Tuple* kt = as<Tuple>(keys);
  size_t n = kt->items.size();
  if (n == 0) {
    out = Value::object(vm.new_tuple());
    return true;
  }
  RootScope roots(vm);
  Dict* seen = vm.new_dict();
  roots.add(seen);
  bool exact = subject.is_obj() && subject.o->type == vm.t.dict;
  Value get;
  List* dummy = nullptr;
  if (!exact) {
    if (!get_attr(vm, subject, vm.intern("get"), get)) return false;
    roots.add(get);
    dummy = vm.new_list();
    roots.add(dummy);
  }
  Tuple* vals = vm.alloc_tuple(n);
  for (size_t i = 0; i < n; i++) vals->items[i] = Value::none();
  roots.add(vals);
  for (size_t i = 0; i < n; i++) {
    Value key = kt->items[i];
    Value prior;
    bool dup;
    if (!dict_get(vm, seen, key, prior, dup)) return false;
    if (dup) {
      Str* r;
      if (!to_repr(vm, key, r)) return false;
      return vm.raisef(vm.exc.ValueError, "mapping pattern checks duplicate key (%s)", r->text().c_str());
    }
    if (!dict_set(vm, seen, key, Value::none())) return false;
    Value v;
    if (exact) {
      bool found;
      if (!dict_get(vm, as<Dict>(subject), key, v, found)) return false;
      if (!found) {
        out = Value::none();
        return true;
      }
    } else {
      if (!call2(vm, get, key, Value::object(dummy), v)) return false;
      if (v.is_obj() && v.o == dummy) {
        out = Value::none();
        return true;
      }
    }
    vals->items[i] = v;
  }
  out = Value::object(vals);
  return true;
}

bool match_copy_without(VM& vm, Value subject, Value keys, Value& out) {
  RootScope roots(vm);
  Dict* rest = vm.new_dict();
  roots.add(rest);
  if (!dict_update(vm, rest, subject)) return false;
  Tuple* kt = as<Tuple>(keys);
  for (size_t i = 0; i < kt->items.size(); i++) {
    bool found;
    if (!dict_del(vm, rest, kt->items[i], found)) return false;
  }
  out = Value::object(rest);
  return true;
}

bool match_class(VM& vm, Value subject, Value cls_v, Value kwnames, int npos, Value& out) {
  if (!is_layout(cls_v, Layout::Type)) return vm.raise(vm.exc.TypeError, "called match pattern must be a type");
  TypeObject* cls = as<TypeObject>(cls_v);
  bool is;
  if (!isinstance_check(vm, subject, Value::object(cls), is)) return false;
  if (!is) {
    out = Value::none();
    return true;
  }
  Tuple* kw = as<Tuple>(kwnames);
  size_t nkw = kw->items.size();
  RootScope roots(vm);
  Tuple* vals = vm.alloc_tuple(size_t(npos) + nkw);
  for (size_t i = 0; i < vals->items.size(); i++) vals->items[i] = Value::none();
  roots.add(vals);
  Dict* seen = vm.new_dict();
  roots.add(seen);
  const char* cname = cls->name->text().c_str();
  if (npos > 0) {
    Value args;
    bool match_self = false;
    Tuple* margs = nullptr;
    if (!get_attr(vm, cls_v, vm.intern("__match_args__"), args)) {
      if (!vm.pending_is(vm.exc.AttributeError)) return false;
      vm.pending = nullptr;
      match_self = matches_self(vm, cls);
    } else {
      if (!args.is_obj() || args.o->type != vm.t.tuple)
        return vm.raisef(vm.exc.TypeError, "%s.__match_args__ must be a tuple (got %s)", cname, type_name(vm, args));
      margs = as<Tuple>(args);
      roots.add(margs);
    }
    int allowed = match_self ? 1 : margs ? int(margs->items.size()) : 0;
    if (allowed < npos)
      return vm.raisef(vm.exc.TypeError, "%s() accepts %d positional sub-pattern%s (%d given)", cname, allowed,
                       allowed == 1 ? "" : "s", npos);
    if (match_self) {
      vals->items[0] = subject;
    } else {
      for (int i = 0; i < npos; i++) {
        Value name = margs->items[size_t(i)];
        if (!is_str(name))
          return vm.raisef(vm.exc.TypeError, "__match_args__ elements must be strings (got %s)",
                           type_name(vm, name));
        Value v;
        bool found;
        if (!class_attr(vm, subject, cls, name, seen, v, found)) return false;
        if (!found) {
          out = Value::none();
          return true;
        }
        vals->items[size_t(i)] = v;
      }
    }
  }
  for (size_t i = 0; i < nkw; i++) {
    Value v;
    bool found;
    if (!class_attr(vm, subject, cls, kw->items[i], seen, v, found)) return false;
    if (!found) {
      out = Value::none();
      return true;
    }
    vals->items[size_t(npos) + i] = v;
  }
  out = Value::object(vals);
  return true;
}

}  // namespace tpy
