// call.cpp — calling any callable: Python functions (vm/interp.cpp runs
// them), builtins (arity and keyword checks from their NativeDef row, C++
// exceptions turned into Python ones at this boundary), bound methods,
// classes (instantiation: __new__, __init__, built-in constructors) and
// objects with __call__. Also argument binding for Python functions.
#include <cstring>
#include <new>
#include <stdexcept>
#include "vm/dict.h"
#include "vm/frame.h"
#include "vm/ops.h"

namespace tpy {

bool make_class(VM& vm, Str* name, std::vector<TypeObject*> bases, Dict* ns, Value& out, TypeObject* meta);
bool make_class_kw(VM& vm, Str* name, std::vector<TypeObject*> bases, Dict* ns, Value& out, TypeObject* meta,
                   const std::vector<Value>& kwargs, Tuple* kwnames);
bool instantiate(VM& vm, TypeObject* cls, Value* args, int nargs, Tuple* kwnames, Value& out);

bool check_not_abstract(VM& vm, TypeObject* cls) {
  if (cls->type == vm.t.type) return true;   // abc.ABCMeta's classes have a metaclass of their own
  Value names = dict_get_str(cls->dict, vm.intern("__abstractmethods__"));
  if (names.is_undef()) return true;
  bool any;
  if (!truthy(vm, names, any)) return false;
  if (!any) return true;
  Value sorted = dict_get_str(vm.builtins_module->dict, vm.intern("sorted")), list;
  if (!call(vm, sorted, &names, 1, nullptr, list)) return false;
  std::string joined;
  const std::vector<Value>& items = as<List>(list)->items;
  for (size_t i = 0; i < items.size(); i++) {
    if (!is_str(items[i]))
      return vm.raisef(vm.exc.TypeError, "sequence item %zu: expected str instance, %s found", i,
                       type_name(vm, items[i]));
    joined += (i ? ", " : "") + as<Str>(items[i])->text();
  }
  return vm.raisef(vm.exc.TypeError, "Can't instantiate abstract class %s with abstract method%s %s",
                   cls->name->text().c_str(), items.size() > 1 ? "s" : "", joined.c_str());
}

namespace {

std::string func_display_name(Function* fn) { return fn->qualname->text(); }

std::string join_names(const std::vector<std::string>& names) {
  std::string s;
  for (size_t i = 0; i < names.size(); i++) {
    if (i) s += names.size() == 2 ? " and " : (i + 1 == names.size() ? ", and " : ", ");
    s += "'" + names[i] + "'";
  }
  return s;
}

// Whether CPython defines a type's method `name` through a type slot (a
// "slot wrapper": __len__, __eq__, __add__), whose messages name a
// descriptor, rather than as a plain method (__format__, __sizeof__).
bool is_slot_wrapper_name(const char* n) {
  static const char* const kPlain[] = {"__format__", "__sizeof__", "__reduce__", "__reduce_ex__", "__dir__",
                                       "__getnewargs__", "__subclasshook__", "__init_subclass__", "__round__",
                                       "__trunc__", "__floor__", "__ceil__", "__getformat__", "__class_getitem__",
                                       "__reversed__", "__bytes__", "__complex__", "__length_hint__", "__getstate__",
                                       "__setstate__", "__copy__", "__deepcopy__", "__enter__", "__exit__",
                                       "__fspath__", "__instancecheck__", "__subclasscheck__", "__subclasses__",
                                       "__alloc__", "__mro__", "__prepare__"};
  if (std::strncmp(n, "__", 2) != 0) return false;
  for (const char* p : kPlain)
    if (std::strcmp(n, p) == 0) return false;
  return true;
}

bool check_builtin_arity(VM& vm, BuiltinFunction* bf, int nargs, int nkw) {
  const NativeDef* d = bf->def;
  int shift = bf->is_method ? 1 : 0;
  int given = nargs - shift, mn = d->min_args - shift, mx = d->max_args < 0 ? -1 : d->max_args - shift;
  if ((!nkw || d->kw) && given >= mn && (mx < 0 || given <= mx)) return true;
  std::string name = bf->is_method && bf->owner ? bf->owner->name->text() + "." + d->name : std::string(d->name);
  if (nkw && !d->kw) return vm.raisef(vm.exc.TypeError, "%s() takes no keyword arguments", name.c_str());
  if (bf->is_method && nargs == 0) {
    if (bf->owner && is_slot_wrapper_name(d->name))
      return vm.raisef(vm.exc.TypeError, "descriptor '%s' of '%s' object needs an argument", d->name,
                       bf->owner->name->text().c_str());
    return vm.raisef(vm.exc.TypeError, "unbound method %s() needs an argument", name.c_str());
  }
  // Keywords may supply the rest (the function checks); with none given,
  // the arguments the function reads unchecked are missing.
  if (d->kw && given < mn && nkw) return true;
  if (d->kw && given < mn)
    return vm.raisef(vm.exc.TypeError, "%s() missing %d required positional argument%s", name.c_str(), mn - given,
                     mn - given == 1 ? "" : "s");
  if (mn == mx && mx == 0)
    return vm.raisef(vm.exc.TypeError, "%s() takes no arguments (%d given)", name.c_str(), given);
  if (mn == mx && mx == 1)
    return vm.raisef(vm.exc.TypeError, "%s() takes exactly one argument (%d given)", name.c_str(), given);
  if (mn == mx)
    return vm.raisef(vm.exc.TypeError, "%s expected %d argument%s, got %d", d->name, mx, mx == 1 ? "" : "s", given);
  if (given < mn)
    return vm.raisef(vm.exc.TypeError, "%s expected at least %d argument%s, got %d", d->name, mn, mn == 1 ? "" : "s", given);
  return vm.raisef(vm.exc.TypeError, "%s expected at most %d argument%s, got %d", d->name, mx, mx == 1 ? "" : "s", given);
}

bool call_native(VM& vm, BuiltinFunction* bf, Value* args, int nargs, Tuple* kwnames, Value& out) {
  int nkw = kwnames ? (int)kwnames->items.size() : 0;
  std::vector<Value> buf;
  if (!bf->is_method && bf->self.is_obj() && !is_layout(bf->self, Layout::Module)) {
    buf.reserve(nargs + nkw + 1);
    buf.push_back(bf->self);
    buf.insert(buf.end(), args, args + nargs + nkw);
    args = buf.data();
    nargs++;
  }
  if (!check_builtin_arity(vm, bf, nargs, nkw)) return false;
  // A method applies to its own type's values only (`list.append(5, 1)`):
  // the native code takes self's layout for granted.
  if (bf->is_method && bf->owner && nargs >= 1 && std::strcmp(bf->def->name, "__new__") != 0) {   // __new__ takes the class
    TypeObject* st = type_of(vm, args[0]);
    const char* n = bf->def->name;
    if (st != bf->owner && !is_subtype(st, bf->owner))   // CPython's slot wrappers word it the other way
      return vm.raisef(vm.exc.TypeError,
                       is_slot_wrapper_name(n) ? "descriptor '%s' requires a '%s' object but received a '%s'"
                                               : "descriptor '%s' for '%s' objects doesn't apply to a '%s' object",
                       n, bf->owner->name->text().c_str(), type_name(vm, args[0]));
  }
  // A call at the deepest Python frame CPython allows fails as in CPython
  // (copy.deepcopy of a deep structure trips here first).
  if (vm.depth >= vm.recursion_limit)
    return vm.raise(vm.exc.RecursionError, "maximum recursion depth exceeded while calling a Python object");
  CallArgs ca{args, nargs, kwnames, bf->def};
  out = Value::none();
  vm.native_depth++;
  bool ok;
  try {
    ok = bf->def->fn(vm, ca, out);
  } catch (const std::bad_alloc&) {
    ok = vm.raise_no_memory();
  } catch (const std::length_error&) {
    ok = vm.raise_no_memory();
  } catch (const std::exception& e) {
    ok = vm.raisef(vm.exc.SystemError, "internal error in %s(): %s", bf->def->name, e.what());
  }
  vm.native_depth--;
  return ok;
}

// Allocates an instance of user class `cls` per its solid base layout.
// Keyword values, named by kwnames, follow args[0..nargs).
bool alloc_instance(VM& vm, TypeObject* cls, Value* args, int nargs, Tuple* kwnames, Value& out) {
  switch (cls->layout) {
    case Layout::Exception: {
      // OSError(errno, strerror) is the errno's subclass, as in CPython.
      if (cls == vm.exc.OSError && nargs >= 2 && args[0].is_int()) cls = vm.os_error_type((int)args[0].i);
      ExceptionObj* e = vm.alloc<ExceptionObj>(cls, cls->root_shape);
      e->args = vm.new_tuple(args, nargs);
      out = Value::object(e);
      return true;
    }
    case Layout::Instance:
    case Layout::Object: {
      if (!check_not_abstract(vm, cls)) return false;
      out = Value::object(vm.alloc_instance<Instance>(cls->slot_hint, cls, cls->root_shape));
      return true;
    }
    case Layout::Type: {
      // A metaclass called as Meta(name, bases, ns).
      if (nargs != 3 || !is_str(args[0]) || !is_layout(args[1], Layout::Tuple) || !is_layout(args[2], Layout::Dict))
        return vm.raise(vm.exc.TypeError, "type.__new__() takes exactly 3 arguments");
      std::vector<TypeObject*> bases;
      for (auto& b : as<Tuple>(args[1])->items) {
        if (!is_layout(b, Layout::Type)) return vm.raise(vm.exc.TypeError, "bases must be types");
        bases.push_back(as<TypeObject>(b));
      }
      // A class statement's keywords (`class C(B, metaclass=M, flag=1)`) go to __init_subclass__.
      std::vector<Value> kwargs(args + nargs, args + nargs + (kwnames ? kwnames->items.size() : 0));
      return make_class_kw(vm, vm.intern(as<Str>(args[0])->text()), bases, dict_copy(vm, as<Dict>(args[2])), out, cls,
                           kwargs, kwnames);
    }
    case Layout::Property: {   // filled by property.__init__
      Property* p = vm.alloc<WithDict<Property>>(cls);
      p->fget = p->fset = p->fdel = Value::none();
      out = Value::object(p);
      return true;
    }
    case Layout::ClassMethod:
    case Layout::StaticMethod:
      out = Value::object(vm.alloc<WithDict<MethodWrapper>>(cls, Value::none()));
      return true;
    case Layout::List: out = Value::object(vm.alloc<WithDict<List>>(cls, std::vector<Value>{})); return true;
    case Layout::Dict: out = Value::object(vm.alloc<WithDict<Dict>>(cls)); return true;
    case Layout::Set: out = Value::object(vm.alloc<WithDict<Set>>(cls)); return true;
    default: break;
  }
  return vm.raisef(vm.exc.TypeError, "cannot create '%s' instances", cls->name->text().c_str());
}

}  // namespace

// Calling a class: a metaclass __call__ if one overrides type's, else instantiate.
bool call_type(VM& vm, TypeObject* cls, Value* args, int nargs, Tuple* kwnames, Value& out) {
  if (cls == vm.t.range && !kwnames && nargs >= 1 && nargs <= 3) {
    // range() of small ints (a step of 0 raises in range's constructor)
    bool ints = true;
    for (int i = 0; i < nargs; i++) ints = ints && args[i].is_int();
    if (ints && (nargs < 3 || args[2].i != 0)) {
      int64_t lo = nargs == 1 ? 0 : args[0].i, hi = nargs == 1 ? args[0].i : args[1].i;
      out = Value::object(vm.alloc<Range>(vm.t.range, lo, hi, nargs == 3 ? args[2].i : 1));
      return true;
    }
  }
  TypeObject* meta = cls->type;
  if (meta != vm.t.type) {
    Value mc = lookup_type_cached(vm, meta, vm.names.call);
    if (mc.is_obj() && !is_layout(mc, Layout::Builtin)) {
      int nkw = kwnames ? (int)kwnames->items.size() : 0;
      std::vector<Value> buf;
      buf.push_back(Value::object(cls));
      buf.insert(buf.end(), args, args + nargs + nkw);
      return call(vm, mc, buf.data(), nargs + 1, kwnames, out);
    }
  }
  return instantiate(vm, cls, args, nargs, kwnames, out);
}

// Arguments a built-in constructor reads without side effects: numbers,
// None and exact built-in strings, containers and ranges (a subclass may
// override __iter__, an iterator would be consumed).
static bool plain_data(VM& vm, const Value* args, int n) {
  for (int i = 0; i < n; i++) {
    const Value& v = args[i];
    if (!v.is_obj()) continue;
    TypeObject* t = v.o->type;
    if (t != vm.t.str && t != vm.t.bytes && t != vm.t.tuple && t != vm.t.list && t != vm.t.dict &&
        t != vm.t.set && t != vm.t.frozenset && t != vm.t.range && t != vm.t.bytearray)
      return false;
  }
  return true;
}

bool instantiate(VM& vm, TypeObject* cls, Value* args, int nargs, Tuple* kwnames, Value& out) {
  int nkw = kwnames ? (int)kwnames->items.size() : 0;
  if (cls->builtin && cls->layout != Layout::Exception) {
    if (cls == vm.t.type && nargs == 1 && nkw == 0) { out = Value::object(type_of(vm, args[0])); return true; }
    if (!cls->ctor) return vm.raisef(vm.exc.TypeError, "cannot create '%s' instances", cls->name->text().c_str());
    // The constructor sees the class as self so subclasses can be built.
    Value small[8];
    std::vector<Value> big;
    Value* buf = small;
    if (nargs + nkw + 1 > 8) {
      big.resize(nargs + nkw + 1);
      buf = big.data();
    }
    buf[0] = Value::object(cls);
    std::copy(args, args + nargs + nkw, buf + 1);
    CallArgs ca{buf, nargs + 1, kwnames};
    for (bool retried = false;; retried = true) {
      out = Value::none();
      try {
        return cls->ctor(vm, ca, out);
      } catch (const std::bad_alloc&) {
        // Without reference counts, what the program just dropped is still
        // garbage here: a value built from plain data (nothing consumed, no
        // Python code run) is built again once after a collection.
        if (retried || !plain_data(vm, args, nargs + nkw) || vm.collect() == 0) return vm.raise_no_memory();
      }
    }
  }
  // User class: __new__ if overridden, else allocation by layout; then __init__.
  Value newfn = lookup_type_cached(vm, cls, vm.names.new_);
  Value obj;
  // Exception classes with a built-in __new__ of their own (BaseExceptionGroup) build through it.
  bool custom_new = newfn.is_obj() && (!is_layout(newfn, Layout::Builtin) ||
                                       (cls->layout == Layout::Exception && as<BuiltinFunction>(newfn)->owner != vm.t.object));
  if (custom_new) {
    Value fn = is_layout(newfn, Layout::StaticMethod) ? as<MethodWrapper>(newfn)->func : newfn;
    std::vector<Value> buf;
    buf.push_back(Value::object(cls));
    buf.insert(buf.end(), args, args + nargs + nkw);
    if (!call(vm, fn, buf.data(), nargs + 1, kwnames, obj)) return false;
    if (!is_instance(vm, obj, cls)) { out = obj; return true; }
  } else {
    // Built-in solid bases (tuple, int, str, ...) construct through their ctor.
    TypeObject* solid = nullptr;
    for (auto* m : cls->mro)
      if (m->builtin) { solid = m; break; }
    if (solid && solid->ctor && (solid->layout == Layout::Tuple || solid->layout == Layout::Str ||
                                 solid->layout == Layout::FrozenSet || solid->layout == Layout::Int ||
                                 solid->layout == Layout::Float || solid->layout == Layout::Complex ||
                                 solid->layout == Layout::Bytes)) {
      // Immutable built-in bases build the object in their constructor,
      // which receives the subclass as args[0].
      std::vector<Value> buf;
      buf.push_back(Value::object(cls));
      buf.insert(buf.end(), args, args + nargs + nkw);
      CallArgs ca{buf.data(), nargs + 1, kwnames};
      if (!solid->ctor(vm, ca, obj)) return false;
      if (!obj.is_obj() || obj.o->type != cls)
        return vm.raisef(vm.exc.TypeError, "subclasses of '%s' are not supported yet", solid->name->text().c_str());
    } else if (!alloc_instance(vm, cls, args, nargs, kwnames, obj)) {
      return false;
    }
    vm.track_finalizer(obj.o);
  }
  RootScope roots(vm);
  roots.add(obj);
  Value init = lookup_type_cached(vm, cls, vm.names.init);
  if (init.is_obj() && !is_layout(init, Layout::Builtin)) {
    std::vector<Value> buf;
    buf.reserve(nargs + nkw + 1);
    buf.push_back(obj);
    buf.insert(buf.end(), args, args + nargs + nkw);
    Value r;
    if (!call(vm, init, buf.data(), nargs + 1, kwnames, r)) return false;
    if (!r.is_none())
      return vm.raisef(vm.exc.TypeError, "__init__() should return None, not '%s'", type_name(vm, r));
  } else if (is_layout(init, Layout::Builtin) && as<BuiltinFunction>(init)->owner != vm.t.object &&
             cls->layout != Layout::Exception) {
    // A built-in base's __init__ (list.__init__, dict.__init__) fills the object.
    std::vector<Value> buf;
    buf.push_back(obj);
    buf.insert(buf.end(), args, args + nargs + nkw);
    Value r;
    if (!call(vm, init, buf.data(), nargs + 1, kwnames, r)) return false;
  } else if ((nargs || nkw) && !custom_new && cls->layout != Layout::Exception) {
    bool solid_ctor = false;
    for (auto* m : cls->mro)
      if (m->builtin && m->ctor && m != vm.t.object) solid_ctor = true;
    if (!solid_ctor) return vm.raisef(vm.exc.TypeError, "%s() takes no arguments", cls->name->text().c_str());
  }
  out = obj;
  return true;
}


bool bind_arguments(VM& vm, Function* fn, Value* args, int nargs, Tuple* kwnames, Value* regs) {
  Code* co = fn->code;
  int npos = co->argcount, nkwonly = co->kwonlycount;
  bool varargs = co->flags & kCodeVarargs, varkw = co->flags & kCodeVarkw;
  int nkw = kwnames ? (int)kwnames->items.size() : 0;
  if (nkw == 0 && nargs == npos && !varargs && !varkw && nkwonly == 0) {
    for (int i = 0; i < nargs; i++) regs[i] = args[i];
    return true;
  }
  int vararg_reg = npos + nkwonly;
  int varkw_reg = npos + nkwonly + (varargs ? 1 : 0);
  int ncopy = nargs < npos ? nargs : npos;
  for (int i = 0; i < ncopy; i++) regs[i] = args[i];
  if (nargs > npos) {
    if (!varargs) {
      int ndef = fn->defaults ? (int)fn->defaults->items.size() : 0;
      int kwonly_given = 0;
      for (int k = 0; k < nkw; k++) {
        Str* name = as<Str>(kwnames->items[k]);
        for (int j = npos; j < npos + nkwonly; j++)
          if (co->varnames[j]->text() == name->text()) kwonly_given++;
      }
      std::string takes = ndef ? strfmt("from %d to %d positional arguments", npos - ndef, npos)
                               : strfmt("%d positional argument%s", npos, npos == 1 ? "" : "s");
      std::string given = kwonly_given
          ? strfmt("%d positional argument%s (and %d keyword-only argument%s) were given", nargs, nargs == 1 ? "" : "s",
                   kwonly_given, kwonly_given == 1 ? "" : "s")
          : strfmt("%d %s given", nargs, nargs == 1 ? "was" : "were");
      return vm.raisef(vm.exc.TypeError, "%s() takes %s but %s", func_display_name(fn).c_str(), takes.c_str(),
                       given.c_str());
    }
    regs[vararg_reg] = Value::object(vm.new_tuple(args + npos, nargs - npos));
  } else if (varargs) {
    regs[vararg_reg] = Value::object(vm.new_tuple());
  }
  Dict* kwdict = nullptr;
  if (varkw) {
    kwdict = vm.new_dict();
    regs[varkw_reg] = Value::object(kwdict);
  }
  std::vector<std::string> posonly_as_kw;
  for (int k = 0; k < nkw; k++) {
    Str* name = as<Str>(kwnames->items[k]);
    Value v = args[nargs + k];
    int found = -1;
    for (int j = 0; j < npos + nkwonly; j++) {
      if (co->varnames[j] == name || co->varnames[j]->text() == name->text()) { found = j; break; }
    }
    if (found >= 0 && found < co->posonlycount) {
      if (varkw) { dict_set_str(vm, kwdict, name, v); continue; }
      posonly_as_kw.push_back(name->text());
      continue;
    }
    if (found >= 0) {
      if (!regs[found].is_undef())
        return vm.raisef(vm.exc.TypeError, "%s() got multiple values for argument '%s'", func_display_name(fn).c_str(),
                         name->text().c_str());
      regs[found] = v;
      continue;
    }
    if (varkw) {
      bool present = !dict_get_str(kwdict, name).is_undef();
      if (present)
        return vm.raisef(vm.exc.TypeError, "%s() got multiple values for keyword argument '%s'",
                         func_display_name(fn).c_str(), name->text().c_str());
      dict_set_str(vm, kwdict, name, v);
      continue;
    }
    return vm.raisef(vm.exc.TypeError, "%s() got an unexpected keyword argument '%s'", func_display_name(fn).c_str(),
                     name->text().c_str());
  }
  if (!posonly_as_kw.empty()) {
    std::string names;
    for (size_t i = 0; i < posonly_as_kw.size(); i++) names += (i ? ", '" : "'") + posonly_as_kw[i] + "'";
    return vm.raisef(vm.exc.TypeError, "%s() got some positional-only arguments passed as keyword arguments: %s",
                     func_display_name(fn).c_str(), names.c_str());
  }
  // Defaults for the trailing positional parameters.
  int ndef = fn->defaults ? (int)fn->defaults->items.size() : 0;
  std::vector<std::string> missing;
  for (int i = nargs; i < npos; i++) {
    if (!regs[i].is_undef()) continue;
    int d = i - (npos - ndef);
    if (d >= 0) regs[i] = fn->defaults->items[d];
    else missing.push_back(co->varnames[i]->text());
  }
  if (!missing.empty())
    return vm.raisef(vm.exc.TypeError, "%s() missing %zu required positional argument%s: %s",
                     func_display_name(fn).c_str(), missing.size(), missing.size() == 1 ? "" : "s",
                     join_names(missing).c_str());
  for (int i = npos; i < npos + nkwonly; i++) {
    if (!regs[i].is_undef()) continue;
    Value d = fn->kwdefaults ? dict_get_str(fn->kwdefaults, co->varnames[i]) : Value();
    if (!d.is_undef()) regs[i] = d;
    else missing.push_back(co->varnames[i]->text());
  }
  if (!missing.empty())
    return vm.raisef(vm.exc.TypeError, "%s() missing %zu required keyword-only argument%s: %s",
                     func_display_name(fn).c_str(), missing.size(), missing.size() == 1 ? "" : "s",
                     join_names(missing).c_str());
  return true;
}

bool call(VM& vm, Value f, Value* args, int nargs, Tuple* kwnames, Value& out) {
  if (f.is_obj()) {
    Object* o = f.o;
    switch (o->type->layout) {
      case Layout::Function: return call_function(vm, static_cast<Function*>(o), args, nargs, kwnames, out);
      case Layout::Builtin: return call_native(vm, static_cast<BuiltinFunction*>(o), args, nargs, kwnames, out);
      case Layout::Method: {
        BoundMethod* m = static_cast<BoundMethod*>(o);
        int nkw = kwnames ? (int)kwnames->items.size() : 0;
        Value small[8];
        std::vector<Value> big;
        Value* buf = small;
        if (nargs + nkw + 1 > 8) { big.resize(nargs + nkw + 1); buf = big.data(); }
        buf[0] = m->self;
        for (int i = 0; i < nargs + nkw; i++) buf[i + 1] = args[i];
        return call(vm, m->func, buf, nargs + 1, kwnames, out);
      }
      case Layout::Type: return call_type(vm, static_cast<TypeObject*>(o), args, nargs, kwnames, out);
      default: break;
    }
    if (o->type->instance_call) return o->type->instance_call(vm, f, args, nargs, kwnames, out);
    Value fn = lookup_type_cached(vm, o->type, vm.names.call);
    if (!fn.is_undef()) {
      int nkw = kwnames ? (int)kwnames->items.size() : 0;
      Value small[8];
      std::vector<Value> big;
      Value* buf = small;
      if (nargs + nkw + 1 > 8) { big.resize(nargs + nkw + 1); buf = big.data(); }
      buf[0] = f;
      for (int i = 0; i < nargs + nkw; i++) buf[i + 1] = args[i];
      return call(vm, fn, buf, nargs + 1, kwnames, out);
    }
  }
  return vm.raisef(vm.exc.TypeError, "'%s' object is not callable", type_name(vm, f));
}

bool call1(VM& vm, Value f, Value a, Value& out) { return call(vm, f, &a, 1, nullptr, out); }

bool call2(VM& vm, Value f, Value a, Value b, Value& out) {
  Value args[2] = {a, b};
  return call(vm, f, args, 2, nullptr, out);
}

bool is_callable(VM& vm, Value v) {
  if (!v.is_obj()) return false;
  switch (v.o->type->layout) {
    case Layout::Function:
    case Layout::Builtin:
    case Layout::Method:
    case Layout::Type: return true;
    default: return !lookup_type_cached(vm, v.o->type, vm.names.call).is_undef();
  }
}

}  // namespace tpy
