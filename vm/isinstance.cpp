// isinstance.cpp — isinstance() and issubclass() as CPython defines them
// (vm/ops.h): an exact type match first, then tuples of specs, then the
// metaclass's __instancecheck__/__subclasscheck__ (type's own are the
// default test), each nested step counted as recursion depth. Used by the
// built-ins, class patterns of `match`, and type.__instancecheck__.
#include "vm/ops.h"

namespace tpy {

namespace {

// What type.__instancecheck__ does: the MRO of type(obj), and of a
// __class__ that differs from it (proxies).
bool default_instancecheck(VM& vm, Value obj, TypeObject* cls, bool& out) {
  out = is_instance(vm, obj, cls);
  if (out || cls->builtin) return true;
  Value klass;
  bool found;
  if (!get_attr_opt(vm, obj, vm.names.class_, klass, found)) return false;
  if (found && is_layout(klass, Layout::Type) && klass.o != type_of(vm, obj)) out = is_subtype(as<TypeObject>(klass), cls);
  return true;
}

bool default_subclasscheck(VM& vm, Value sub, TypeObject* cls, bool& out) {
  if (!is_layout(sub, Layout::Type)) return vm.raise(vm.exc.TypeError, "issubclass() arg 1 must be a class");
  out = is_subtype(as<TypeObject>(sub), cls);
  return true;
}

// The metaclass's own hook, or undef when it is type's (the default).
Value class_hook(VM& vm, Value spec, const char* name) {
  TypeObject* meta = type_of(vm, spec);
  if (meta == vm.t.type) return Value();
  Value hook = lookup_type(meta, vm.intern(name));
  if (hook.is_obj() && hook.o->type->layout == Layout::Builtin) return Value();
  return hook;
}

bool check(VM& vm, Value subject, Value spec, bool instance, bool& out) {
  const char* hook_name = instance ? "__instancecheck__" : "__subclasscheck__";
  if (is_layout(spec, Layout::Type)) {
    TypeObject* cls = as<TypeObject>(spec);
    if (instance && type_of(vm, subject) == cls) return out = true;
    Value hook = class_hook(vm, spec, hook_name);
    if (hook.is_undef())
      return instance ? default_instancecheck(vm, subject, cls, out) : default_subclasscheck(vm, subject, cls, out);
    RecursionScope scope(vm, instance ? " in __instancecheck__" : " in __subclasscheck__");
    if (!scope.ok) return false;
    Value r;
    return call2(vm, hook, spec, subject, r) && truthy(vm, r, out);
  }
  if (is_layout(spec, Layout::Tuple)) {
    RecursionScope scope(vm, instance ? " in __instancecheck__" : " in __subclasscheck__");
    if (!scope.ok) return false;
    Tuple* t = as<Tuple>(spec);
    for (size_t i = 0; i < t->items.size(); i++) {
      if (!check(vm, subject, t->items[i], instance, out)) return false;
      if (out) return true;
    }
    out = false;
    return true;
  }
  // Anything else whose type defines the check (`int | None`, types.UnionType).
  Value hook = lookup_type(type_of(vm, spec), vm.intern(hook_name));
  if (!hook.is_undef()) {
    RecursionScope scope(vm, instance ? " in __instancecheck__" : " in __subclasscheck__");
    if (!scope.ok) return false;
    Value r;
    return call2(vm, hook, spec, subject, r) && truthy(vm, r, out);
  }
  if (instance) return vm.raise(vm.exc.TypeError, "isinstance() arg 2 must be a type, a tuple of types, or a union");
  return vm.raise(vm.exc.TypeError, "issubclass() arg 2 must be a class, a tuple of classes, or a union");
}

}  // namespace

bool isinstance_check(VM& vm, Value obj, Value spec, bool& out) { return check(vm, obj, spec, true, out); }

bool issubclass_check(VM& vm, Value sub, Value spec, bool& out) { return check(vm, sub, spec, false, out); }

bool type_default_instancecheck(VM& vm, Value obj, TypeObject* cls, bool& out) {
  return default_instancecheck(vm, obj, cls, out);
}

bool type_default_subclasscheck(VM& vm, Value sub, TypeObject* cls, bool& out) {
  return default_subclasscheck(vm, sub, cls, out);
}

}  // namespace tpy
