// args.cpp — binding keyword arguments of native calls and converting the
// common argument types (see builtins/args.h). Messages follow CPython
// 3.11's argument-clinic wording ("'x' is an invalid keyword argument for
// f()", "argument for f() given by name ('x') and position (1)").
#include "builtins/args.h"

#include <cstring>
#include <string>

namespace tpy {

namespace {

// "sorted" → "sorted()"; callers may already pass the parentheses.
std::string call_name(const char* fname) {
  std::string n = fname ? fname : "function";
  if (n.empty() || n.back() != ')') n += "()";
  return n;
}

}  // namespace

bool bind_args(VM& vm, CallArgs& a, const char* fname, std::initializer_list<const char*> names,
               int required, Value* outs, bool skip_self) {
  const int nnames = static_cast<int>(names.size());
  for (int i = 0; i < nnames; i++) outs[i] = Value::undef();
  const char* const* nm = names.begin();
  auto plain = [&](int i) { return nm[i][0] == '$' ? nm[i] + 1 : nm[i]; };

  const int first = skip_self ? 1 : 0;
  const int npos = a.nargs - first;
  int max_pos = 0;
  while (max_pos < nnames && nm[max_pos][0] != '$') max_pos++;
  if (npos > max_pos) {
    return vm.raisef(vm.exc.TypeError, "%s takes at most %d argument%s (%d given)", call_name(fname).c_str(),
                     max_pos, max_pos == 1 ? "" : "s", npos);
  }
  for (int i = 0; i < npos; i++) outs[i] = a.args[first + i];

  const int nkw = a.kwnames ? static_cast<int>(a.kwnames->items.size()) : 0;
  for (int k = 0; k < nkw; k++) {
    std::string_view key = str_view(a.kwnames->items[k]);
    int slot = -1;
    for (int i = 0; i < nnames; i++) {
      if (key == plain(i)) { slot = i; break; }
    }
    if (slot < 0) {
      return vm.raisef(vm.exc.TypeError, "'%.*s' is an invalid keyword argument for %s", static_cast<int>(key.size()),
                       key.data(), call_name(fname).c_str());
    }
    if (slot < npos) {
      return vm.raisef(vm.exc.TypeError, "argument for %s given by name ('%s') and position (%d)",
                       call_name(fname).c_str(), plain(slot), slot + 1);
    }
    if (!outs[slot].is_undef()) {
      return vm.raisef(vm.exc.TypeError, "%s got multiple values for argument '%s'", call_name(fname).c_str(),
                       plain(slot));
    }
    outs[slot] = a.kwvalue(k);
  }

  for (int i = 0; i < required && i < nnames; i++) {
    if (!outs[i].is_undef()) continue;
    if (nm[i][0] == '$')
      return vm.raisef(vm.exc.TypeError, "%s missing required keyword-only argument '%s'",
                       call_name(fname).c_str(), plain(i));
    return vm.raisef(vm.exc.TypeError, "%s missing required argument '%s' (pos %d)", call_name(fname).c_str(),
                     plain(i), i + 1);
  }
  return true;
}

Value kwarg(CallArgs& a, const char* name) {
  if (!a.kwnames) return Value::undef();
  const int nkw = static_cast<int>(a.kwnames->items.size());
  for (int k = 0; k < nkw; k++) {
    if (str_view(a.kwnames->items[k]) == name) return a.kwvalue(k);
  }
  return Value::undef();
}

bool arg_int64(VM& vm, Value v, int64_t& out) {
  if (v.is_int()) { out = v.i; return true; }
  if (v.is_bool()) { out = v.b ? 1 : 0; return true; }
  bool overflow = false;
  if (!to_index(vm, v, out, overflow)) return false;
  if (overflow) return vm.raise(vm.exc.OverflowError, "Python int too large to convert to C ssize_t");
  return true;
}

bool arg_double(VM& vm, Value v, double& out, const char* fname) {
  (void)fname;  // CPython's message for a non-number does not name the function
  if (v.is_float()) { out = v.f; return true; }
  if (v.is_int()) { out = static_cast<double>(v.i); return true; }
  if (v.is_bool()) { out = v.b ? 1.0 : 0.0; return true; }
  if (is_layout(v, Layout::Int)) {
    NumError err;
    if (!big_to_double(as<BigIntObj>(v)->v, out, err)) return vm.raise(vm.exc.OverflowError, err.msg);
    return true;
  }
  bool found = false;
  Value r;
  if (!call_method(vm, v, vm.names.float_, nullptr, 0, r, found)) return false;
  if (found) {
    if (!r.is_float()) {
      return vm.raisef(vm.exc.TypeError, "%s.__float__ returned non-float (type %s)", type_name(vm, v),
                       type_name(vm, r));
    }
    out = r.f;
    return true;
  }
  if (!call_method(vm, v, vm.names.index, nullptr, 0, r, found)) return false;
  if (found) {
    if (r.is_int()) { out = static_cast<double>(r.i); return true; }
    if (r.is_bool()) { out = r.b ? 1.0 : 0.0; return true; }
    if (is_layout(r, Layout::Int)) {
      NumError err;
      if (!big_to_double(as<BigIntObj>(r)->v, out, err)) return vm.raise(vm.exc.OverflowError, err.msg);
      return true;
    }
    return vm.raisef(vm.exc.TypeError, "__index__ returned non-int (type %s)", type_name(vm, r));
  }
  return vm.raisef(vm.exc.TypeError, "must be real number, not %s", type_name(vm, v));
}

bool arg_str(VM& vm, Value v, Str*& out, const char* fname, const char* argdesc) {
  if (is_str(v)) { out = as_str(v); return true; }
  if (fname && argdesc) {
    return vm.raisef(vm.exc.TypeError, "%s argument %s must be str, not %s", call_name(fname).c_str(), argdesc,
                     type_name(vm, v));
  }
  if (fname) {
    return vm.raisef(vm.exc.TypeError, "%s argument must be str, not %s", call_name(fname).c_str(),
                     type_name(vm, v));
  }
  return vm.raisef(vm.exc.TypeError, "must be str, not %s", type_name(vm, v));
}

}  // namespace tpy
