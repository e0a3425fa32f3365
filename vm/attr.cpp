// attr.cpp — attribute access: instance slots through shapes, class
// attributes along the MRO, descriptors (functions bind to methods,
// property, staticmethod, classmethod, user __get__/__set__), modules, type
// objects, super(), __getattr__/__setattr__ hooks, and the special
// attributes (__class__, __dict__, __name__, ...).
#include <algorithm>
#include "vm/dict.h"
#include "vm/ops.h"

namespace tpy {

Value super_lookup(const Super* s, Str* name) {
  const auto& mro = s->self_type->mro;
  size_t i = 0;
  while (i < mro.size() && mro[i] != s->start) i++;
  for (i++; i < mro.size(); i++) {
    Value v = dict_get_str(mro[i]->dict, name);
    if (!v.is_undef()) return v;
  }
  return Value();
}

namespace {

bool is_instance_layout(const Object* o) {
  Layout l = o->type->layout;
  return l == Layout::Instance || l == Layout::Exception || l == Layout::Object;
}

Str* interned_name(VM& vm, Str* name) { return name->interned ? name : vm.intern(name->text()); }

Shape* shape_add(VM& vm, Shape* s, Str* name) {
  for (auto& [k, child] : s->transitions)
    if (k == name) return child;
  Shape* child = vm.alloc<Shape>(vm.t.shape, s, name, (int32_t)s->keys.size());
  child->keys = s->keys;
  child->keys.push_back(name);
  s->transitions.emplace_back(name, child);
  return child;
}

Value get_instance_slot(Object* o, Str* name) {
  if (!is_instance_layout(o)) {
    Dict** d = o->attr_dict_slot();
    return d && *d ? dict_get_str(*d, name) : Value();
  }
  Instance* inst = static_cast<Instance*>(o);
  if (inst->dict) return dict_get_str(inst->dict, name);
  if (!inst->shape) return Value();
  int32_t i = inst->shape->lookup(name);
  return i >= 0 ? inst->slots[i] : Value();
}

bool raise_attr_error(VM& vm, Value obj, Str* name, const std::string& msg) {
  vm.raise(vm.exc.AttributeError, msg);
  // `name` and `obj` let the traceback printer suggest "Did you mean: ...?".
  ExceptionObj* e = vm.pending;
  Shape* s = shape_add(vm, e->shape ? e->shape : vm.exc.AttributeError->root_shape, vm.intern("name"));
  s = shape_add(vm, s, vm.intern("obj"));
  e->shape = s;
  e->slots.resize(s->keys.size());
  e->slots[s->lookup(vm.intern("name"))] = Value::object(name);
  e->slots[s->lookup(vm.intern("obj"))] = obj;
  return false;
}

bool no_attribute(VM& vm, Value obj, Str* name) {
  if (is_layout(obj, Layout::Module)) {
    return raise_attr_error(vm, obj, name, strfmt("module '%s' has no attribute '%s'",
                                                  as<Module>(obj)->name->text().c_str(), name->text().c_str()));
  }
  if (is_layout(obj, Layout::Type)) {
    return raise_attr_error(vm, obj, name, strfmt("type object '%s' has no attribute '%s'",
                                                  type_tp_name(as<TypeObject>(obj)), name->text().c_str()));
  }
  return raise_attr_error(vm, obj, name, strfmt("'%s' object has no attribute '%s'", type_name(vm, obj), name->text().c_str()));
}

// Switches an instance to dict mode (its __dict__ was asked for) and returns the dict.
Dict* instance_dict(VM& vm, Instance* inst) {
  if (inst->dict) return inst->dict;
  Dict* d = vm.new_dict();
  if (inst->shape)
    for (size_t i = 0; i < inst->shape->keys.size(); i++)
      if (!inst->slots[i].is_undef()) dict_set_str(vm, d, inst->shape->keys[i], inst->slots[i]);
  inst->dict = d;
  inst->slots.clear();
  return d;
}

struct TracebackObj : Object {
  explicit TracebackObj(TypeObject* t) : Object(t) {}
};

Value mro_tuple(VM& vm, const std::vector<TypeObject*>& ts) {
  std::vector<Value> items;
  for (auto* t : ts) items.push_back(Value::object(t));
  return Value::object(vm.new_tuple(std::move(items)));
}

// A descriptor's __isabstractmethod__ (property, classmethod, staticmethod):
// whether any function it wraps has a true one, as abc.ABCMeta asks.
static bool any_abstract(VM& vm, std::initializer_list<Value> funcs, Value& out) {
  out = Value::boolean(false);
  for (Value f : funcs) {
    if (f.is_undef() || f.is_none()) continue;
    Value flag;
    bool found, set;
    if (!get_attr_opt(vm, f, vm.intern("__isabstractmethod__"), flag, found)) return false;
    if (!found) continue;
    if (!truthy(vm, flag, set)) return false;
    if (set) { out = Value::boolean(true); break; }
  }
  return true;
}

// Whether a user subclass's class attribute overrides the special one.
static bool subclass_sets(VM& vm, Object* o, Str* name) {
  return !o->type->builtin && !lookup_type_cached(vm, o->type, name).is_undef();
}

// Special attributes every object of some layout has. found=false if none.
bool special_attr(VM& vm, Value obj, Str* name, Value& out, bool& found) {
  found = true;
  const std::string& n = name->text();
  if (n.size() < 4 || n[0] != '_' || n[1] != '_') {
    if (!obj.is_obj()) { found = false; return true; }
    Object* o = obj.o;
    switch (o->type->layout) {
      case Layout::Exception: {
        ExceptionObj* e = static_cast<ExceptionObj*>(o);
        if (n == "args") { out = Value::object(e->args); return true; }
        if (e->eg_excs && n == "message") { out = e->eg_message; return true; }
        if (e->eg_excs && n == "exceptions") { out = Value::object(e->eg_excs); return true; }
        Value first = e->args && !e->args->items.empty() ? e->args->items[0] : Value::none();
        if (n == "value" && is_subtype(e->type, vm.exc.StopIteration)) { out = first; return true; }
        if (n == "code" && is_subtype(e->type, vm.exc.SystemExit)) {
          out = e->args && e->args->items.size() > 1 ? Value::object(e->args) : first;
          return true;
        }
        if (is_subtype(e->type, vm.exc.OSError) && e->args && e->args->items.size() >= 2) {
          if (n == "errno") { out = e->args->items[0]; return true; }
          if (n == "strerror") { out = e->args->items[1]; return true; }
          if (n == "filename") { out = e->args->items.size() > 2 ? e->args->items[2] : Value::none(); return true; }
          if (n == "filename2") { out = e->args->items.size() > 4 ? e->args->items[4] : Value::none(); return true; }
        }
        if (n == "name" && (is_subtype(e->type, vm.exc.NameError) || is_subtype(e->type, vm.exc.ImportError) ||
                            is_subtype(e->type, vm.exc.AttributeError))) {
          out = Value::none();
          return true;
        }
        if (n == "obj" && is_subtype(e->type, vm.exc.AttributeError)) { out = Value::none(); return true; }
        break;
      }
      case Layout::Cell:
        if (n == "cell_contents") {
          Value v = static_cast<Cell*>(o)->v;
          if (v.is_undef()) return vm.raise(vm.exc.ValueError, "Cell is empty");
          out = v;
          return true;
        }
        break;
      case Layout::Complex:   // numpy.complex128's parts are numpy.float64s
        if (n == "real" || n == "imag") {
          out = Value::real(n == "real" ? static_cast<Complex*>(o)->re : static_cast<Complex*>(o)->im);
          if (o->type->numpy_number) out = out.as_numpy_scalar();
          return true;
        }
        break;
      case Layout::Slice: {
        Slice* s = static_cast<Slice*>(o);
        if (n == "start") { out = s->start; return true; }
        if (n == "stop") { out = s->stop; return true; }
        if (n == "step") { out = s->step; return true; }
        break;
      }
      case Layout::Range: {
        Range* r = static_cast<Range*>(o);
        if (r->big) {
          if (n == "start") { out = vm.new_int(r->big->start); return true; }
          if (n == "stop") { out = vm.new_int(r->big->stop); return true; }
          if (n == "step") { out = vm.new_int(r->big->step); return true; }
          break;
        }
        if (n == "start") { out = Value::integer(r->start); return true; }
        if (n == "stop") { out = Value::integer(r->stop); return true; }
        if (n == "step") { out = Value::integer(r->step); return true; }
        break;
      }
      case Layout::Code: {
        Code* c = static_cast<Code*>(o);
        if (n == "co_name") { out = Value::object(c->name); return true; }
        if (n == "co_filename") { out = Value::object(c->filename); return true; }
        if (n == "co_argcount") { out = Value::integer(c->argcount); return true; }
        if (n == "co_posonlyargcount") { out = Value::integer(c->posonlycount); return true; }
        if (n == "co_kwonlyargcount") { out = Value::integer(c->kwonlycount); return true; }
        if (n == "co_firstlineno") { out = Value::integer(c->firstlineno); return true; }
        if (n == "co_flags") {   // CPython's bits: OPTIMIZED|NEWLOCALS, VARARGS 4, VARKEYWORDS 8, NESTED 16, GENERATOR 32
          int64_t f = (c->flags & (kCodeModule | kCodeClassBody | kCodeUsesNames)) ? 0 : 3;
          if (c->flags & kCodeVarargs) f |= 4;
          if (c->flags & kCodeVarkw) f |= 8;
          if (c->flags & kCodeNested) f |= 16;
          if (c->flags & kCodeGenerator) f |= 32;
          out = Value::integer(f);
          return true;
        }
        if (n == "co_varnames") {
          std::vector<Value> names;
          for (Str* s : c->varnames) names.push_back(Value::object(s));
          out = Value::object(vm.new_tuple(names));
          return true;
        }
        break;
      }
      case Layout::Generator: {
        Generator* g = static_cast<Generator*>(o);
        if (n == "gi_running") { out = Value::boolean(g->running); return true; }
        break;
      }
      case Layout::Property: {
        Property* p = static_cast<Property*>(o);
        Value f = n == "fget" ? p->fget : n == "fset" ? p->fset : n == "fdel" ? p->fdel : Value::undef();
        if (n == "fget" || n == "fset" || n == "fdel") { out = f.is_undef() ? Value::none() : f; return true; }
        break;
      }
      default: break;
    }
    found = false;
    return true;
  }
  if (name == vm.names.class_) { out = Value::object(type_of(vm, obj)); return true; }
  if (!obj.is_obj()) { found = false; return true; }
  Object* o = obj.o;
  if (name == vm.names.dict) {
    if (Dict** d = o->attr_dict_slot()) {
      if (!*d) *d = vm.new_dict();
      out = Value::object(*d);
      return true;
    }
  }
  switch (o->type->layout) {
    case Layout::Function: {
      Function* f = static_cast<Function*>(o);
      if (name == vm.names.name) { out = Value::object(f->name); return true; }
      if (name == vm.names.qualname) { out = Value::object(f->qualname); return true; }
      if (name == vm.names.module) { out = f->module.is_undef() ? Value::none() : f->module; return true; }
      if (name == vm.names.doc) { out = f->doc.is_undef() ? Value::none() : f->doc; return true; }
      if (name == vm.names.dict) {
        if (!f->attrs) f->attrs = vm.new_dict();
        out = Value::object(f->attrs);
        return true;
      }
      if (n == "__defaults__") { out = f->defaults ? Value::object(f->defaults) : Value::none(); return true; }
      if (n == "__kwdefaults__") { out = f->kwdefaults ? Value::object(f->kwdefaults) : Value::none(); return true; }
      if (n == "__globals__") { out = Value::object(f->globals); return true; }
      if (n == "__closure__") { out = f->closure ? Value::object(f->closure) : Value::none(); return true; }
      if (n == "__code__") { out = Value::object(f->code); return true; }
      if (n == "__annotations__") {
        if (!f->annotations) f->annotations = vm.new_dict();
        out = Value::object(f->annotations);
        return true;
      }
      break;
    }
    case Layout::Builtin: {
      BuiltinFunction* f = static_cast<BuiltinFunction*>(o);
      if (name == vm.names.name || name == vm.names.qualname) { out = Value::object(f->name); return true; }
      if (n == "__self__") { out = f->self.is_undef() ? Value::none() : f->self; return true; }
      if (name == vm.names.doc) { out = Value::none(); return true; }
      break;
    }
    case Layout::Method: {
      BoundMethod* m = static_cast<BoundMethod*>(o);
      if (n == "__self__") { out = m->self; return true; }
      if (n == "__func__") { out = m->func; return true; }
      if (name == vm.names.name || name == vm.names.qualname || name == vm.names.doc || name == vm.names.module)
        return get_attr(vm, m->func, name, out);
      break;
    }
    case Layout::StaticMethod:
    case Layout::ClassMethod:
      if (n == "__func__" || n == "__wrapped__") { out = static_cast<MethodWrapper*>(o)->func; return true; }
      if (n == "__isabstractmethod__" && !subclass_sets(vm, o, name))
        return any_abstract(vm, {static_cast<MethodWrapper*>(o)->func}, out);
      break;
    case Layout::Property: {
      Property* p = static_cast<Property*>(o);
      if (name == vm.names.doc) { out = p->doc.is_undef() ? Value::none() : p->doc; return true; }
      if (n == "__isabstractmethod__" && !subclass_sets(vm, o, name)) return any_abstract(vm, {p->fget, p->fset, p->fdel}, out);
      break;
    }
    case Layout::Module: {
      Module* m = static_cast<Module*>(o);
      if (name == vm.names.dict) { out = Value::object(m->dict); return true; }
      break;
    }
    case Layout::Exception: {
      ExceptionObj* e = static_cast<ExceptionObj*>(o);
      if (n == "__cause__") { out = e->cause.is_undef() ? Value::none() : e->cause; return true; }
      if (n == "__context__") { out = e->context.is_undef() ? Value::none() : e->context; return true; }
      if (n == "__suppress_context__") { out = Value::boolean(e->suppress_context); return true; }
      if (n == "__traceback__") {
        out = e->traceback.empty() ? Value::none() : Value::object(vm.alloc<TracebackObj>(vm.t.traceback));
        return true;
      }
      if (name == vm.names.dict) { out = Value::object(instance_dict(vm, e)); return true; }
      break;
    }
    case Layout::Instance:
    case Layout::Object:
      if (name == vm.names.dict && o->type != vm.t.object) {
        if (o->type->slots_only) break;
        out = Value::object(instance_dict(vm, static_cast<Instance*>(o)));
        return true;
      }
      break;
    case Layout::Generator: {
      Generator* g = static_cast<Generator*>(o);
      if (name == vm.names.name) { out = Value::object(g->name); return true; }
      if (name == vm.names.qualname) { out = Value::object(g->qualname); return true; }
      break;
    }
    default: break;
  }
  found = false;
  return true;
}

// The Python-level `__get__`/`__set__`/`__delete__` of a user subclass of
// property, classmethod or staticmethod (undef when it keeps its base's):
// such a subclass binds as its base unless it defines the hook itself.
static Value descriptor_override(VM& vm, Object* d, Str* hook) {
  Layout l = d->type->layout;
  if (d->type->builtin || (l != Layout::Property && l != Layout::ClassMethod && l != Layout::StaticMethod))
    return Value::undef();
  Value fn = lookup_type_cached(vm, d->type, hook);
  return fn.is_obj() && !is_layout(fn, Layout::Builtin) ? fn : Value::undef();
}

// Binds a class attribute found for an instance access.
bool bind_descriptor(VM& vm, Value desc, Value obj, TypeObject* owner, Value& out) {
  if (!desc.is_obj()) { out = desc; return true; }
  Object* d = desc.o;
  Value get = descriptor_override(vm, d, vm.names.get);
  if (!get.is_undef()) {
    Value args[3] = {desc, obj, Value::object(owner)};
    return call(vm, get, args, 3, nullptr, out);
  }
  switch (d->type->layout) {
    case Layout::Function:
      out = Value::object(vm.alloc<BoundMethod>(vm.t.method, obj, desc));
      return true;
    case Layout::Builtin:
      if (static_cast<BuiltinFunction*>(d)->is_method) {
        out = Value::object(vm.alloc<BoundMethod>(vm.t.method, obj, desc));
        return true;
      }
      out = desc;
      return true;
    case Layout::ClassMethod:
      out = Value::object(vm.alloc<BoundMethod>(vm.t.method, Value::object(owner), static_cast<MethodWrapper*>(d)->func));
      return true;
    case Layout::StaticMethod:
      out = static_cast<MethodWrapper*>(d)->func;
      return true;
    case Layout::Property: {
      Property* p = static_cast<Property*>(d);
      if (p->fget.is_undef() || p->fget.is_none())
        return vm.raise(vm.exc.AttributeError, "unreadable attribute");
      return call1(vm, p->fget, obj, out);
    }
    default: break;
  }
  if (!d->type->builtin) {
    Value get = lookup_type_cached(vm, d->type, vm.names.get);
    if (!get.is_undef()) {
      Value args[3] = {desc, obj, Value::object(owner)};
      return call(vm, get, args, 3, nullptr, out);
    }
  }
  out = desc;
  return true;
}

bool is_data_descriptor(VM& vm, Value desc) {
  if (!desc.is_obj()) return false;
  TypeObject* t = desc.o->type;
  if (t->layout == Layout::Property) return true;
  if (t->builtin) return false;
  return !lookup_type_cached(vm, t, vm.names.set).is_undef() || !lookup_type_cached(vm, t, vm.names.delete_).is_undef();
}

bool type_get_attr(VM& vm, TypeObject* cls, Str* name, Value& out, bool& found) {
  found = true;
  const std::string& n = name->text();
  if (name == vm.names.name) { out = Value::object(cls->name); return true; }
  if (name == vm.names.qualname) { out = Value::object(cls->qualname); return true; }
  if (n == "__mro__") { out = mro_tuple(vm, cls->mro); return true; }
  if (n == "__bases__") { out = mro_tuple(vm, cls->bases); return true; }
  if (n == "__base__") { out = cls->base ? Value::object(cls->base) : Value::none(); return true; }
  if (name == vm.names.dict) { out = Value::object(dict_copy(vm, cls->dict)); return true; }
  if (name == vm.names.module) {
    Value m = dict_get_str(cls->dict, name);
    out = m.is_undef() ? cls->module : m;
    return true;
  }
  if (name == vm.names.doc) {
    Value d = dict_get_str(cls->dict, name);
    out = d.is_undef() ? Value::none() : d;
    return true;
  }
  if (name == vm.names.class_) { out = Value::object(cls->type); return true; }
  Value v = lookup_type_cached(vm, cls, name);
  if (!v.is_undef()) {
    if (v.is_obj()) {
      switch (v.o->type->layout) {
        case Layout::ClassMethod:
          out = Value::object(vm.alloc<BoundMethod>(vm.t.method, Value::object(cls), as<MethodWrapper>(v)->func));
          return true;
        case Layout::StaticMethod: out = as<MethodWrapper>(v)->func; return true;
        default: break;
      }
      if (!v.o->type->builtin) {
        Value get = lookup_type_cached(vm, v.o->type, vm.names.get);
        if (!get.is_undef()) {
          Value args[3] = {v, Value::none(), Value::object(cls)};
          return call(vm, get, args, 3, nullptr, out);
        }
      }
    }
    out = v;
    return true;
  }
  // Attributes of the metatype (type.mro, ...), bound to the class.
  Value meta = lookup_type_cached(vm, cls->type, name);
  if (!meta.is_undef()) return bind_descriptor(vm, meta, Value::object(cls), cls->type, out);
  found = false;
  return true;
}

bool super_get_attr(VM& vm, Super* s, Str* name, Value& out, bool& found) {
  Value v = super_lookup(s, name);
  found = !v.is_undef();
  if (!found) return true;
  bool self_is_type = s->self.is_obj() && s->self.o->type->layout == Layout::Type && s->self.o == s->self_type;
  if (self_is_type) {
    if (is_layout(v, Layout::ClassMethod)) {
      out = Value::object(vm.alloc<BoundMethod>(vm.t.method, s->self, as<MethodWrapper>(v)->func));
      return true;
    }
    if (is_layout(v, Layout::StaticMethod)) { out = as<MethodWrapper>(v)->func; return true; }
    out = v;
    return true;
  }
  return bind_descriptor(vm, v, s->self, s->self_type, out);
}

}  // namespace

Shape* shape_with(VM& vm, Shape* s, Str* name) { return shape_add(vm, s, name); }

Value lookup_special(VM& vm, Value obj, Str* name) { return lookup_type_cached(vm, type_of(vm, obj), name); }

bool get_attr_opt(VM& vm, Value obj, Str* name, Value& out, bool& found, bool hook_error) {
  found = true;
  name = interned_name(vm, name);
  TypeObject* t = type_of(vm, obj);
  if (obj.is_obj()) {
    Object* o = obj.o;
    switch (t->layout) {
      case Layout::Module: {
        Value v = dict_get_str(static_cast<Module*>(o)->dict, name);
        if (!v.is_undef()) { out = v; return true; }
        break;
      }
      case Layout::Type: {
        bool f;
        if (!type_get_attr(vm, static_cast<TypeObject*>(o), name, out, f)) return false;
        if (f) return true;
        found = false;
        return true;
      }
      case Layout::Super: {
        bool f;
        if (!super_get_attr(vm, static_cast<Super*>(o), name, out, f)) return false;
        if (f) return true;
        break;
      }
      default: break;
    }
  }
  Value desc = lookup_type_cached(vm, t, name);
  if (!desc.is_undef() && is_data_descriptor(vm, desc)) return bind_descriptor(vm, desc, obj, t, out);
  if (obj.is_obj()) {
    Value v = get_instance_slot(obj.o, name);
    if (!v.is_undef()) { out = v; return true; }
    if (t->layout == Layout::Function) {
      Function* f = as<Function>(obj);
      if (f->attrs) {
        Value a = dict_get_str(f->attrs, name);
        if (!a.is_undef()) { out = a; return true; }
      }
    }
  }
  bool sfound;
  if (!special_attr(vm, obj, name, out, sfound)) return false;
  if (sfound) return true;
  if (!desc.is_undef()) return bind_descriptor(vm, desc, obj, t, out);
  // __getattr__ hook of user classes.
  if (!t->builtin) {
    Value hook = lookup_type_cached(vm, t, vm.names.getattr);
    if (!hook.is_undef()) {
      Value args[2] = {obj, Value::object(name)};
      if (call(vm, hook, args, 2, nullptr, out)) return true;
      // Its AttributeError is the one a plain lookup raises (CPython's).
      if (hook_error || !vm.pending_is(vm.exc.AttributeError)) return false;
      vm.pending = nullptr;
    }
  }
  // A module's own __getattr__ (PEP 562), asked after everything else.
  if (t->layout == Layout::Module && obj.is_obj()) {
    Value hook = dict_get_str(static_cast<Module*>(obj.o)->dict, vm.names.getattr);
    if (!hook.is_undef()) {
      Value arg = Value::object(name);
      if (call(vm, hook, &arg, 1, nullptr, out)) return true;
      if (hook_error || !vm.pending_is(vm.exc.AttributeError)) return false;
      vm.pending = nullptr;
    }
  }
  found = false;
  return true;
}

bool get_attr(VM& vm, Value obj, Str* name, Value& out) {
  bool found;
  if (!get_attr_opt(vm, obj, name, out, found, true)) return false;
  if (found) return true;
  if (is_layout(obj, Layout::Super))
    return vm.raisef(vm.exc.AttributeError, "'super' object has no attribute '%s'", name->text().c_str());
  return no_attribute(vm, obj, name);
}

bool get_method(VM& vm, Value obj, Str* name, Value& out, bool& is_method) {
  is_method = false;
  name = interned_name(vm, name);
  TypeObject* t = type_of(vm, obj);
  if (t->layout == Layout::Super) {
    // super().f(...) on an instance: the plain function found after the
    // class, called with the instance (LOAD_METHOD passes Super::self), so
    // no bound method is made.
    auto* s = static_cast<Super*>(obj.o);
    bool self_is_type = s->self.is_obj() && s->self.o->type->layout == Layout::Type;
    Value v = self_is_type || !s->self.is_obj() ? Value() : super_lookup(s, name);
    if (is_layout(v, Layout::Function)) {
      out = v;
      is_method = true;
      return true;
    }
  }
  if (t->layout != Layout::Module && t->layout != Layout::Type && t->layout != Layout::Super) {
    Value desc = lookup_type_cached(vm, t, name);
    if (desc.is_obj()) {
      Layout l = desc.o->type->layout;
      bool plain = l == Layout::Function || (l == Layout::Builtin && as<BuiltinFunction>(desc)->is_method);
      if (plain && (!obj.is_obj() || get_instance_slot(obj.o, name).is_undef())) {
        out = desc;
        is_method = true;
        return true;
      }
    }
  }
  return get_attr(vm, obj, name, out);
}

bool set_attr(VM& vm, Value obj, Str* name, Value v) {
  name = interned_name(vm, name);
  TypeObject* t = type_of(vm, obj);
  if (obj.is_obj()) {
    Object* o = obj.o;
    if (t->layout == Layout::Type) {
      TypeObject* cls = static_cast<TypeObject*>(o);
      // A metaclass may intercept class attribute stores.
      if (!t->builtin) {
        Value hook = lookup_type_cached(vm, t, vm.names.setattr);
        if (hook.is_obj() && !is_layout(hook, Layout::Builtin)) {
          Value args[3] = {obj, Value::object(name), v}, r;
          return call(vm, hook, args, 3, nullptr, r);
        }
      }
      return set_class_attr(vm, cls, name, v);
    }
    if (t->layout == Layout::Module) {
      dict_set_str(vm, static_cast<Module*>(o)->dict, name, v);
      return true;
    }
  }
  if (!t->builtin) {
    Value hook = lookup_type_cached(vm, t, vm.names.setattr);
    if (hook.is_obj() && !is_layout(hook, Layout::Builtin)) {
      Value args[3] = {obj, Value::object(name), v}, r;
      return call(vm, hook, args, 3, nullptr, r);
    }
  }
  return set_attr_generic(vm, obj, name, v);
}

bool set_class_attr(VM& vm, TypeObject* cls, Str* name, Value v) {
  if (cls->builtin)
    return vm.raisef(vm.exc.TypeError, "cannot set '%s' attribute of immutable type '%s'", name->text().c_str(),
                     cls->name->text().c_str());
  if (name == vm.names.name && is_str(v)) { cls->name = as<Str>(v); return true; }
  if (name == vm.names.qualname && is_str(v)) { cls->qualname = as<Str>(v); return true; }
  dict_set_str(vm, cls->dict, name, v);
  // Instances made from now on are tracked for finalization (those made
  // before are not: the flag is read at creation).
  if (name->text() == "__del__") cls->defines_del = true;
  cls->version++;
  vm.invalidate_type_cache();
  return true;
}

// obj.__class__ = cls: only between user classes with the same layout.
bool set_class_of(VM& vm, Value obj, TypeObject* t, Value v) {
  if (!is_layout(v, Layout::Type))
    return vm.raisef(vm.exc.TypeError, "__class__ must be set to a class, not '%s' object", type_name(vm, v));
  TypeObject* cls = as<TypeObject>(v);
  if (t->builtin || cls->builtin || !obj.is_obj())
    return vm.raisef(vm.exc.TypeError, "__class__ assignment only supported for mutable types or ModuleType subclasses");
  if (cls->layout != t->layout || cls->slots_only != t->slots_only || cls->slot_names != t->slot_names)
    return vm.raisef(vm.exc.TypeError, "__class__ assignment: '%s' object layout differs from '%s'",
                     cls->name->text().c_str(), t->name->text().c_str());
  obj.o->type = cls;
  return true;
}

bool set_attr_generic(VM& vm, Value obj, Str* name, Value v) {
  name = interned_name(vm, name);
  TypeObject* t = type_of(vm, obj);
  if (name == vm.names.class_) return set_class_of(vm, obj, t, v);
  Value desc = lookup_type_cached(vm, t, name);
  if (desc.is_obj()) {
    Value set = descriptor_override(vm, desc.o, vm.names.set);
    if (!set.is_undef()) {
      Value args[3] = {desc, obj, v}, r;
      return call(vm, set, args, 3, nullptr, r);
    }
    if (desc.o->type->layout == Layout::Property) {
      Property* p = as<Property>(desc);
      if (p->fset.is_undef() || p->fset.is_none())
        return vm.raisef(vm.exc.AttributeError, "property '%s' of '%s' object has no setter", name->text().c_str(),
                         t->name->text().c_str());
      Value r;
      return call2(vm, p->fset, obj, v, r);
    }
    if (!desc.o->type->builtin) {
      Value set = lookup_type_cached(vm, desc.o->type, vm.names.set);
      if (!set.is_undef()) {
        Value args[3] = {desc, obj, v}, r;
        return call(vm, set, args, 3, nullptr, r);
      }
    }
  }
  if (obj.is_obj()) {
    Object* o = obj.o;
    if (t->layout == Layout::Exception && name->text() == "args") {
      // str(), repr() and the traceback read the stored args, so e.args = ... replaces them.
      std::vector<Value> items;
      if (!collect_iterable(vm, v, items)) return false;
      static_cast<ExceptionObj*>(o)->args = vm.new_tuple(std::move(items));
      return true;
    }
    if (is_instance_layout(o) && o->type != vm.t.object) {
      Instance* inst = static_cast<Instance*>(o);
      if (t->slots_only && std::find(t->slot_names.begin(), t->slot_names.end(), name) == t->slot_names.end() &&
          t->layout != Layout::Exception)
        return no_attribute(vm, obj, name);
      if (inst->dict) { dict_set_str(vm, inst->dict, name, v); return true; }
      if (!inst->shape) inst->shape = t->root_shape ? t->root_shape : vm.t.object->root_shape;
      int32_t i = inst->shape->lookup(name);
      if (i >= 0) { inst->slots[i] = v; return true; }
      inst->shape = shape_add(vm, inst->shape, name);
      inst->slots.push_back(v);
      if (inst->slots.size() > t->slot_hint) t->slot_hint = (uint32_t)inst->slots.size();
      return true;
    }
    if (Dict** d = o->attr_dict_slot()) {
      if (!*d) *d = vm.new_dict();
      dict_set_str(vm, *d, name, v);
      return true;
    }
    if (t->layout == Layout::Exception) {
      ExceptionObj* e = static_cast<ExceptionObj*>(o);
      if (name->text() == "__cause__") { e->cause = v; e->suppress_context = true; return true; }
      if (name->text() == "__context__") { e->context = v; return true; }
    }
    if (t->layout == Layout::Function) {
      Function* f = static_cast<Function*>(o);
      if (name == vm.names.name && is_str(v)) { f->name = as<Str>(v); return true; }
      if (name == vm.names.qualname && is_str(v)) { f->qualname = as<Str>(v); return true; }
      if (name == vm.names.doc) { f->doc = v; return true; }
      if (name == vm.names.module) { f->module = v; return true; }
      if (name->text() == "__defaults__") { f->defaults = is_layout(v, Layout::Tuple) ? as<Tuple>(v) : nullptr; return true; }
      if (!f->attrs) f->attrs = vm.new_dict();
      dict_set_str(vm, f->attrs, name, v);
      return true;
    }
  }
  if (!desc.is_undef() && t->builtin)
    return vm.raisef(vm.exc.AttributeError, "'%s' object attribute '%s' is read-only", type_tp_name(t), name->text().c_str());
  return no_attribute(vm, obj, name);
}

bool del_attr(VM& vm, Value obj, Str* name) {
  name = interned_name(vm, name);
  TypeObject* t = type_of(vm, obj);
  if (obj.is_obj()) {
    Object* o = obj.o;
    if (t->layout == Layout::Type) {
      TypeObject* cls = static_cast<TypeObject*>(o);
      if (cls->builtin)
        return vm.raisef(vm.exc.TypeError, "cannot delete '%s' attribute of immutable type '%s'", name->text().c_str(),
                         cls->name->text().c_str());
      if (!dict_del_str(cls->dict, name)) return no_attribute(vm, obj, name);
      cls->version++;
      vm.invalidate_type_cache();
      return true;
    }
    if (t->layout == Layout::Module) {
      if (!dict_del_str(static_cast<Module*>(o)->dict, name)) return no_attribute(vm, obj, name);
      return true;
    }
  }
  if (!t->builtin) {
    Value hook = lookup_type_cached(vm, t, vm.names.delattr);
    if (hook.is_obj() && !is_layout(hook, Layout::Builtin)) {
      Value args[2] = {obj, Value::object(name)}, r;
      return call(vm, hook, args, 2, nullptr, r);
    }
  }
  Value desc = lookup_type_cached(vm, t, name);
  Value del = desc.is_obj() ? descriptor_override(vm, desc.o, vm.names.delete_) : Value::undef();
  if (!del.is_undef()) {
    Value args[2] = {desc, obj}, r;
    return call(vm, del, args, 2, nullptr, r);
  }
  if (is_layout(desc, Layout::Property)) {
    Property* p = as<Property>(desc);
    if (p->fdel.is_undef() || p->fdel.is_none())
      return vm.raisef(vm.exc.AttributeError, "property '%s' of '%s' object has no deleter", name->text().c_str(),
                       t->name->text().c_str());
    Value r;
    return call1(vm, p->fdel, obj, r);
  }
  if (desc.is_obj() && !desc.o->type->builtin) {
    Value del = lookup_type_cached(vm, desc.o->type, vm.names.delete_);
    if (!del.is_undef()) {
      Value r;
      return call2(vm, del, desc, obj, r);
    }
  }
  if (obj.is_obj() && is_instance_layout(obj.o)) {
    Instance* inst = as<Instance>(obj);
    if (inst->dict) {
      if (!dict_del_str(inst->dict, name)) return no_attribute(vm, obj, name);
      return true;
    }
    int32_t i = inst->shape ? inst->shape->lookup(name) : -1;
    if (i < 0) return no_attribute(vm, obj, name);
    // Rebuild the shape without the key (deletion is rare).
    Shape* s = t->root_shape ? t->root_shape : vm.t.object->root_shape;
    std::vector<Value> slots;
    for (size_t k = 0; k < inst->shape->keys.size(); k++) {
      if ((int32_t)k == i) continue;
      s = shape_add(vm, s, inst->shape->keys[k]);
      slots.push_back(inst->slots[k]);
    }
    inst->shape = s;
    inst->slots.resize(slots.size());
    std::copy(slots.begin(), slots.end(), inst->slots.begin());
    return true;
  }
  if (is_layout(obj, Layout::Function)) {
    Function* f = as<Function>(obj);
    if (f->attrs && dict_del_str(f->attrs, name)) return true;
  }
  return no_attribute(vm, obj, name);
}

bool call_method(VM& vm, Value obj, Str* name, Value* args, int nargs, Value& out, bool& found) {
  Value fn = lookup_special(vm, obj, name);
  found = !fn.is_undef() && !fn.is_none();
  if (!found) return true;
  if (is_layout(fn, Layout::Function) || is_layout(fn, Layout::Builtin)) {
    Value buf[8];
    std::vector<Value> big;
    Value* a = buf;
    if (nargs + 1 > 8) { big.resize(nargs + 1); a = big.data(); }
    a[0] = obj;
    for (int i = 0; i < nargs; i++) a[i + 1] = args[i];
    return call(vm, fn, a, nargs + 1, nullptr, out);
  }
  Value bound;
  if (!bind_descriptor(vm, fn, obj, type_of(vm, obj), bound)) return false;
  return call(vm, bound, args, nargs, nullptr, out);
}

// ---- inline caches (the slow paths of the interpreter's cached opcodes) ----
// Each runs the generic operation and, when the case is one the interpreter
// can repeat with a pointer compare or two, records it in `c`.

namespace {

// An instance whose attributes live in its shape's slots.
Instance* shaped_instance(Value obj) {
  if (!obj.is_obj() || obj.o->type->layout != Layout::Instance) return nullptr;
  auto* inst = static_cast<Instance*>(obj.o);
  return inst->dict || !inst->shape ? nullptr : inst;
}

// A class attribute read through an instance that is returned as it is:
// not a descriptor of any kind.
bool is_plain_class_value(Value v) {
  if (!v.is_obj()) return true;
  switch (v.o->type->layout) {
    case Layout::Int: case Layout::Float: case Layout::Str: case Layout::Tuple: case Layout::Bytes:
      return v.o->type->builtin;
    default: return false;
  }
}

}  // namespace

bool get_attr_cached(VM& vm, Value obj, Str* name, Value& out, InlineCache& c) {
  c.kind = IcKind::Empty;
  if (!name->interned) return get_attr(vm, obj, name, out);
  if (Instance* inst = shaped_instance(obj)) {
    TypeObject* t = inst->type;
    Value desc = lookup_type_cached(vm, t, name);
    if (!is_data_descriptor(vm, desc)) {
      int32_t i = inst->shape->lookup(name);
      bool dunder = name->text().size() > 1 && name->text()[0] == '_' && name->text()[1] == '_';
      if (i >= 0 || (!dunder && !desc.is_undef() && is_plain_class_value(desc))) {
        c.kind = i >= 0 ? IcKind::Slot : IcKind::ClassValue;
        c.obj = t;
        c.shape = inst->shape;
        c.index = i;
        c.value = desc;
        c.epoch = vm.type_epoch;
        out = i >= 0 ? inst->slots[i] : desc;
        return true;
      }
    }
  } else if (is_layout(obj, Layout::Module)) {
    int64_t ix = dict_find_str_entry(as<Module>(obj)->dict, name);
    if (ix >= 0 && entry_holds(as<Module>(obj)->dict->entries[ix], name)) {
      c.kind = IcKind::ModuleEntry;
      c.obj = obj.o;
      c.index = (int32_t)ix;
      out = as<Module>(obj)->dict->entries[ix].value;
      return true;
    }
  }
  return get_attr(vm, obj, name, out);
}

bool get_method_cached(VM& vm, Value obj, Str* name, Value& out, bool& is_method, InlineCache& c) {
  c.kind = IcKind::Empty;
  if (!get_method(vm, obj, name, out, is_method)) return false;
  if (!is_method || !obj.is_obj() || !name->interned) return true;
  Object* o = obj.o;
  const void* shape = nullptr;
  if (Instance* inst = shaped_instance(obj)) shape = inst->shape;
  else if (is_instance_layout(o) || o->attr_dict_slot() || o->type->layout == Layout::Function ||
           o->type->layout == Layout::Super)
    return true;
  c.kind = IcKind::Method;
  c.obj = o->type;
  c.shape = shape;
  c.value = out;
  c.epoch = vm.type_epoch;
  return true;
}

bool set_attr_cached(VM& vm, Value obj, Str* name, Value v, InlineCache& c) {
  c.kind = IcKind::Empty;
  Instance* inst = name->interned ? shaped_instance(obj) : nullptr;
  if (!inst || inst->type->builtin) return set_attr(vm, obj, name, v);
  TypeObject* t = inst->type;
  Value hook = lookup_type_cached(vm, t, vm.names.setattr);
  bool plain = !(hook.is_obj() && !is_layout(hook, Layout::Builtin)) && !is_data_descriptor(vm, lookup_type_cached(vm, t, name));
  Shape* before = inst->shape;
  if (!set_attr(vm, obj, name, v)) return false;
  if (!plain || inst->dict || !inst->shape) return true;
  Shape* after = inst->shape;
  if (after == before) {
    int32_t i = after->lookup(name);
    if (i < 0) return true;
    c.kind = IcKind::Slot;
    c.index = i;
  } else {
    if (after->parent != before || after->key != name) return true;
    c.kind = IcKind::AddSlot;
    c.index = after->index;
    c.shape2 = after;
  }
  c.obj = t;
  c.shape = before;
  c.epoch = vm.type_epoch;
  return true;
}

bool load_global_cached(VM& vm, Dict* globals, Str* name, Value& out, InlineCache& c) {
  c.kind = IcKind::Empty;
  int64_t ix = dict_find_str_entry(globals, name);
  if (ix >= 0) {
    out = globals->entries[ix].value;
    if (entry_holds(globals->entries[ix], name)) {
      c.kind = IcKind::Global;
      c.obj = globals;
      c.index = (int32_t)ix;
    }
    return true;
  }
  ix = dict_find_str_entry(vm.builtins, name);
  if (ix < 0) { out = Value(); return true; }
  out = vm.builtins->entries[ix].value;
  if (entry_holds(vm.builtins->entries[ix], name)) {
    c.kind = IcKind::Builtin;
    c.obj = globals;
    c.version = globals->version;
    c.epoch = vm.type_epoch;
    c.index = (int32_t)ix;
  }
  return true;
}

}  // namespace tpy
