// exception_group.cpp — BaseExceptionGroup / ExceptionGroup (construction,
// split/subgroup/derive, str) and the except* steps CHECK_EG_MATCH and
// PREP_RERAISE_STAR, following CPython 3.11's Objects/exceptions.c: split()
// recurses through nested groups and rebuilds each partial group with
// derive(), copying traceback, cause and context; except* re-raises what the
// clauses re-raised projected onto the original group's shape, plus what
// they raised anew.
#include "vm/exception_group.h"

#include <set>

#include "vm/ops.h"

namespace tpy {

namespace {

ExceptionObj* as_exc(Value v) { return as<ExceptionObj>(v); }

bool is_exception_class(VM& vm, Value v) {
  return is_layout(v, Layout::Type) && is_subtype(as<TypeObject>(v), vm.exc.BaseException);
}

// ---- construction

bool eg_new(VM& vm, CallArgs& a, Value& out) {
  if (a.nargs < 1 || !is_layout(a.args[0], Layout::Type))
    return vm.raise(vm.exc.TypeError, "BaseExceptionGroup.__new__(X): X is not a type object");
  TypeObject* cls = as<TypeObject>(a.args[0]);
  if (a.nargs != 3)
    return vm.raisef(vm.exc.TypeError, "BaseExceptionGroup.__new__() takes exactly 2 arguments (%d given)", a.nargs - 1);
  Value message = a.args[1], seq = a.args[2];
  if (!is_str(message))
    return vm.raisef(vm.exc.TypeError, "BaseExceptionGroup.__new__() argument 1 must be str, not %s",
                     type_name(vm, message));
  std::vector<Value> items;
  if (is_layout(seq, Layout::List)) items = as<List>(seq)->items;
  else if (is_layout(seq, Layout::Tuple)) items = as<Tuple>(seq)->items;
  else return vm.raise(vm.exc.TypeError, "second argument (exceptions) must be a sequence");
  if (items.empty()) return vm.raise(vm.exc.ValueError, "second argument (exceptions) must be a non-empty sequence");
  bool nested_base = false;
  for (size_t i = 0; i < items.size(); i++) {
    if (!is_layout(items[i], Layout::Exception))
      return vm.raisef(vm.exc.ValueError, "Item %zu of second argument (exceptions) is not an exception", i);
    if (!is_instance(vm, items[i], vm.exc.Exception)) nested_base = true;
  }
  if (cls == vm.exc.ExceptionGroup) {
    if (nested_base) return vm.raise(vm.exc.TypeError, "Cannot nest BaseExceptions in an ExceptionGroup");
  } else if (cls == vm.exc.BaseExceptionGroup) {
    if (!nested_base) cls = vm.exc.ExceptionGroup;
  } else if (nested_base && is_subtype(cls, vm.exc.Exception)) {
    return vm.raisef(vm.exc.TypeError, "Cannot nest BaseExceptions in '%s'", cls->name->text().c_str());
  }
  ExceptionObj* e = vm.alloc<ExceptionObj>(cls, cls->root_shape);
  e->args = vm.new_tuple({message, seq});
  e->eg_message = message;
  e->eg_excs = vm.new_tuple(std::move(items));
  out = Value::object(e);
  return true;
}

bool eg_derive(VM& vm, CallArgs& a, Value& out) {
  ExceptionObj* e = as_exc(a.args[0]);
  Value args[3] = {Value::object(vm.exc.BaseExceptionGroup), e->eg_message, a.args[1]};
  CallArgs ca{args, 3, nullptr};
  return eg_new(vm, ca, out);
}

// ---- split / subgroup

enum class MatchBy : uint8_t { Type, Predicate, Ids };

struct Matcher {
  MatchBy by;
  Value value;                        // the type, tuple of types or predicate
  const std::set<Object*>* ids = nullptr;  // MatchBy::Ids: leaf exceptions to keep
};

bool make_matcher(VM& vm, Value v, Matcher& m) {
  m.value = v;
  if (!is_layout(v, Layout::Type) && is_callable(vm, v)) { m.by = MatchBy::Predicate; return true; }
  m.by = MatchBy::Type;
  if (is_exception_class(vm, v)) return true;
  if (is_layout(v, Layout::Tuple) && v.o->type == vm.t.tuple) {
    bool ok = true;
    for (Value t : as<Tuple>(v)->items) ok = ok && is_exception_class(vm, t);
    if (ok) return true;
  }
  return vm.raise(vm.exc.TypeError, "expected a function, exception type or tuple of exception types");
}

bool check_match(VM& vm, Value exc, const Matcher& m, bool& out) {
  switch (m.by) {
    case MatchBy::Type: {
      out = false;
      if (is_layout(m.value, Layout::Tuple)) {
        for (Value t : as<Tuple>(m.value)->items)
          if (is_instance(vm, exc, as<TypeObject>(t))) out = true;
      } else {
        out = is_instance(vm, exc, as<TypeObject>(m.value));
      }
      return true;
    }
    case MatchBy::Predicate: {
      Value r;
      if (!call1(vm, m.value, exc, r)) return false;
      return truthy(vm, r, out);
    }
    case MatchBy::Ids:
      out = m.ids->count(exc.o) > 0;
      return true;
  }
  return true;
}

// The part of group `orig` made of `excs` (a sub-list of its exceptions):
// orig.derive(excs) carrying orig's traceback, cause and context; unbound
// when excs is empty.
bool subset(VM& vm, ExceptionObj* orig, List* excs, Value& out) {
  out = Value();
  if (excs->items.empty()) return true;
  Value arg = Value::object(excs), eg;
  bool found;
  if (!call_method(vm, Value::object(orig), vm.intern("derive"), &arg, 1, eg, found)) return false;
  if (!found || !is_exception_group(eg))
    return vm.raise(vm.exc.TypeError, "derive must return an instance of BaseExceptionGroup");
  ExceptionObj* d = as_exc(eg);
  d->traceback = orig->traceback;
  d->context = orig->context;
  d->cause = orig->cause;
  out = eg;
  return true;
}

// CPython's exceptiongroup_split_recursive: match/rest unbound when empty.
bool split_recursive(VM& vm, Value exc, const Matcher& m, bool construct_rest, Value& match, Value& rest) {
  match = rest = Value();
  bool is_match;
  if (!check_match(vm, exc, m, is_match)) return false;
  if (is_match) { match = exc; return true; }
  if (!is_exception_group(exc)) {
    if (construct_rest) rest = exc;
    return true;
  }
  ExceptionObj* eg = as_exc(exc);
  RootScope roots(vm);
  List* matches = vm.new_list();
  List* rests = vm.new_list();
  roots.add(matches);
  roots.add(rests);
  Tuple* children = eg->eg_excs;
  for (Value child : children->items) {
    Value cm, cr;
    if (!split_recursive(vm, child, m, construct_rest, cm, cr)) return false;
    if (!cm.is_undef()) matches->items.push_back(cm);
    if (!cr.is_undef()) rests->items.push_back(cr);
  }
  if (!subset(vm, eg, matches, match)) return false;
  roots.add(match);
  if (construct_rest && !subset(vm, eg, rests, rest)) return false;
  return true;
}

Value or_none(Value v) { return v.is_undef() ? Value::none() : v; }

bool eg_split(VM& vm, CallArgs& a, Value& out) {
  Matcher m;
  if (!make_matcher(vm, a.args[1], m)) return false;
  Value match, rest;
  if (!split_recursive(vm, a.args[0], m, true, match, rest)) return false;
  out = Value::object(vm.new_tuple({or_none(match), or_none(rest)}));
  return true;
}

bool eg_subgroup(VM& vm, CallArgs& a, Value& out) {
  Matcher m;
  if (!make_matcher(vm, a.args[1], m)) return false;
  Value match, rest;
  if (!split_recursive(vm, a.args[0], m, false, match, rest)) return false;
  out = or_none(match);
  return true;
}

// ---- except*

void collect_leaves(Value e, std::set<Object*>& ids) {
  if (!e.is_obj()) return;
  if (!is_exception_group(e)) { ids.insert(e.o); return; }
  for (Value c : as_exc(e)->eg_excs->items) collect_leaves(c, ids);
}

// Raised by a clause with a bare `raise` (or left unhandled), not anew.
bool same_metadata(ExceptionObj* a, ExceptionObj* b) {
  auto same_tb = [](const std::vector<TracebackEntry>& x, const std::vector<TracebackEntry>& y) {
    if (x.size() != y.size()) return false;
    for (size_t i = 0; i < x.size(); i++)
      if (x[i].code != y[i].code || x[i].pc != y[i].pc) return false;
    return true;
  };
  return a->cause.same(b->cause) && a->context.same(b->context) && same_tb(a->traceback, b->traceback);
}

const NativeDef kGroupMethods[] = {
    {"__new__", eg_new, 1, -1, false, JitHint::None},
    {"derive", eg_derive, 2, 2, false, JitHint::None},
    {"split", eg_split, 2, 2, false, JitHint::None},
    {"subgroup", eg_subgroup, 2, 2, false, JitHint::None},
};

}  // namespace

bool is_exception_group(Value v) { return is_layout(v, Layout::Exception) && as_exc(v)->eg_excs != nullptr; }

bool new_exception_group(VM& vm, const std::string& message, const std::vector<Value>& excs, Value& out) {
  RootScope roots(vm);
  Value msg = vm.str_value(message);
  roots.add(msg);
  List* l = vm.new_list(excs);
  roots.add(l);
  Value args[3] = {Value::object(vm.exc.BaseExceptionGroup), msg, Value::object(l)};
  CallArgs ca{args, 3, nullptr};
  return eg_new(vm, ca, out);
}

bool exception_group_match(VM& vm, Value exc, Value type, Value& match, Value& rest) {
  auto check_type = [&](Value t) -> bool {
    if (!is_exception_class(vm, t))
      return vm.raise(vm.exc.TypeError, "catching classes that do not inherit from BaseException is not allowed");
    if (is_subtype(as<TypeObject>(t), vm.exc.BaseExceptionGroup))
      return vm.raise(vm.exc.TypeError, "catching ExceptionGroup with except* is not allowed. Use except instead.");
    return true;
  };
  if (is_layout(type, Layout::Tuple)) {
    for (Value t : as<Tuple>(type)->items)
      if (!check_type(t)) return false;
  } else if (!check_type(type)) {
    return false;
  }
  match = Value::none();
  if (exc.is_none()) return true;
  Matcher m{MatchBy::Type, type};
  bool whole;
  if (!check_match(vm, exc, m, whole)) return false;
  if (whole) {
    if (is_exception_group(exc)) match = exc;
    else if (!new_exception_group(vm, "", {exc}, match)) return false;
    rest = Value::none();
    return true;
  }
  if (!is_exception_group(exc)) return true;
  Value mt, rs;
  if (!split_recursive(vm, exc, m, true, mt, rs)) return false;
  if (mt.is_undef()) return true;
  match = mt;
  rest = or_none(rs);
  return true;
}

bool exception_group_prep_reraise(VM& vm, Value orig, List* excs, Value& out) {
  out = Value::none();
  if (excs->items.empty()) return true;
  if (!is_exception_group(orig)) {
    // A naked exception was caught (wrapped for the clause): at most one
    // clause ran, so there is at most one thing to raise.
    out = excs->items[0];
    return true;
  }
  RootScope roots(vm);
  List* raised = vm.new_list();
  roots.add(raised);
  std::set<Object*> keep;
  for (Value e : excs->items) {
    if (e.is_none()) continue;
    if (same_metadata(as_exc(e), as_exc(orig))) collect_leaves(e, keep);
    else raised->items.push_back(e);
  }
  // The re-raised leaves, in the original group's nesting.
  Value reraised;
  Matcher m{MatchBy::Ids, Value(), &keep};
  Value unused;
  if (!split_recursive(vm, orig, m, false, reraised, unused)) return false;
  if (raised->items.empty()) {
    out = or_none(reraised);
    return true;
  }
  if (!reraised.is_undef()) raised->items.push_back(reraised);
  if (raised->items.size() == 1) {
    out = raised->items[0];
    return true;
  }
  return new_exception_group(vm, "", raised->items, out);
}

void install_exception_groups(VM& vm) {
  vm.add_methods(vm.exc.BaseExceptionGroup, kGroupMethods);
  // class ExceptionGroup(BaseExceptionGroup, Exception)
  TypeObject* eg = vm.exc.ExceptionGroup;
  eg->bases = {vm.exc.BaseExceptionGroup, vm.exc.Exception};
  eg->mro = {eg, vm.exc.BaseExceptionGroup, vm.exc.Exception, vm.exc.BaseException, vm.t.object};
  vm.invalidate_type_cache();
}

// CHECK_EXC_MATCH (a plain `except T:`; exception_group.h).
bool exc_matches(VM& vm, Value exc, Value type, bool& out) {
  auto check_one = [&](Value t, bool& ok) -> bool {
    if (!is_layout(t, Layout::Type) || !is_subtype(as<TypeObject>(t), vm.exc.BaseException))
      return vm.raise(vm.exc.TypeError, "catching classes that do not inherit from BaseException is not allowed");
    ok = is_instance(vm, exc, as<TypeObject>(t));
    return true;
  };
  out = false;
  if (is_layout(type, Layout::Tuple)) {
    for (auto& t : as<Tuple>(type)->items) {
      bool ok = false;
      if (is_layout(t, Layout::Tuple)) {
        if (!exc_matches(vm, exc, t, ok)) return false;
      } else if (!check_one(t, ok)) {
        return false;
      }
      if (ok) { out = true; return true; }
    }
    return true;
  }
  return check_one(type, out);
}

}  // namespace tpy
