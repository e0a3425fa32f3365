// np_errstate.cpp — floating-point errors as NumPy reports them: the
// np.seterr policy (per error kind: ignore, warn, raise, call, print, log),
// np.geterr, np.seterrcall/geterrcall, np.errstate (pylib/_tpy_errstate.py),
// and np_fp_report, which loops and scalar operators call with the status
// flags they raised (np_internal.h: fp_clear, fp_flags, fp_raise).
#include <cstdio>
#include "builtins/args.h"
#include "builtins/builtins_b.h"
#include "builtins/numpy/np_args.h"
#include "builtins/numpy/np_internal.h"
#include "vm/dict.h"
#include "vm/frame.h"
#include "vm/run.h"

namespace tpy {

namespace {

const char* const kKindNames[kNumFpKinds] = {"divide", "over", "under", "invalid"};
const char* const kKindText[kNumFpKinds] = {"divide by zero", "overflow", "underflow", "invalid value"};
const int kKindFlag[kNumFpKinds] = {kFpDivide, kFpOverflow, kFpUnderflow, kFpInvalid};
const char* const kModeNames[] = {"ignore", "warn", "raise", "call", "print", "log"};
constexpr int kNumModes = 6;

// The np.seterrcall function or object, kept in the numpy module's dict
// (so the collector sees it) under a name users do not look at.
Str* errcall_key(VM& vm) { return vm.intern("_tpy_errcall"); }
Value errcall(VM& vm) {
  Module* m = np_state(vm).module;
  if (!m) return Value::none();
  Value v = dict_get_str(m->dict, errcall_key(vm));
  return v.is_undef() ? Value::none() : v;
}

// NumPy's error-status bits (divide 1, over 2, under 4, invalid 8) of the
// flags a loop raised: what a seterrcall function gets as its second argument.
int numpy_status(int flags) {
  int r = 0;
  for (int k = 0; k < kNumFpKinds; k++)
    if (flags & kKindFlag[k]) r |= 1 << k;
  return r;
}

bool report_one(VM& vm, FpKind k, int flags, const std::string& where) {
  std::string msg = std::string(kKindText[k]) + " encountered in " + where;
  switch (np_state(vm).fp_mode[k]) {
    case FpMode::Ignore: return true;
    case FpMode::Warn: return np_warn(vm, vm.exc.RuntimeWarning, msg);
    case FpMode::Raise: return vm.raise(vm.exc.FloatingPointError, msg);
    case FpMode::Print: {
      Value sys, out, write, ignored;
      if (!import_module(vm, vm.intern("sys"), Value::none(), 0, sys) || !get_attr(vm, sys, vm.intern("stderr"), out) ||
          !get_attr(vm, out, vm.intern("write"), write))
        return false;
      Value line = vm.str_value("Warning: " + msg + "\n");
      return call(vm, write, &line, 1, nullptr, ignored);
    }
    case FpMode::Call: {
      Value fn = errcall(vm), ignored;
      if (fn.is_none())
        return vm.raisef(vm.exc.ValueError, "Call requested on floating-point error but no callback is set (%s)",
                         msg.c_str());
      Value args[2] = {vm.str_value(kKindText[k]), Value::integer(numpy_status(flags))};   // every error raised, as NumPy
      return call(vm, fn, args, 2, nullptr, ignored);
    }
    case FpMode::Log: {
      Value fn = errcall(vm), write, ignored;
      if (fn.is_none() || !get_attr(vm, fn, vm.intern("write"), write)) {
        vm.take_pending();
        return vm.raisef(vm.exc.ValueError, "Log requested on floating-point error but no log object is set (%s)",
                         msg.c_str());
      }
      Value line = vm.str_value("Warning: " + msg + "\n");
      return call(vm, write, &line, 1, nullptr, ignored);
    }
  }
  return true;
}

Value mode_dict(VM& vm) {
  Dict* d = vm.new_dict();
  RootScope roots(vm);
  roots.add(d);
  NpState& st = np_state(vm);
  for (int k = 0; k < kNumFpKinds; k++)
    dict_set_str(vm, d, vm.intern(kKindNames[k]), vm.str_value(kModeNames[(int)st.fp_mode[k]]));
  return Value::object(d);
}

bool parse_mode(VM& vm, Value v, FpMode& out) {
  if (is_str(v))
    for (int m = 0; m < kNumModes; m++)
      if (str_view(v) == kModeNames[m]) { out = (FpMode)m; return true; }
  return vm.raise_with(vm.exc.KeyError, v);
}

// np.seterr(all=None, divide=None, over=None, under=None, invalid=None):
// the old settings as geterr's dict.
bool fn_seterr(VM& vm, CallArgs& a, Value& out) {
  Value args[5];
  if (!np_bind_args(vm, a, "seterr", {"all", "divide", "over", "under", "invalid"}, 0, args)) return false;
  FpMode want[kNumFpKinds];
  NpState& st = np_state(vm);
  for (int k = 0; k < kNumFpKinds; k++) {
    want[k] = st.fp_mode[k];
    Value v = args[k + 1];
    if (v.is_undef() || v.is_none()) v = args[0];
    if (!v.is_undef() && !v.is_none() && !parse_mode(vm, v, want[k])) return false;
  }
  out = mode_dict(vm);
  for (int k = 0; k < kNumFpKinds; k++) st.fp_mode[k] = want[k];
  return true;
}

bool fn_geterr(VM& vm, CallArgs&, Value& out) {
  out = mode_dict(vm);
  return true;
}

bool fn_seterrcall(VM& vm, CallArgs& a, Value& out) {
  Value fn = a.args[0];
  if (!fn.is_none() && !is_callable(vm, fn)) {
    Value write;
    bool found;
    if (!get_attr_opt(vm, fn, vm.intern("write"), write, found)) return false;
    if (!found || !is_callable(vm, write)) return vm.raise(vm.exc.ValueError, "Only callable can be used as callback");
  }
  out = errcall(vm);
  dict_set_str(vm, np_state(vm).module->dict, errcall_key(vm), fn);
  return true;
}

bool fn_geterrcall(VM& vm, CallArgs&, Value& out) {
  out = errcall(vm);
  return true;
}

// np.errstate(**kwargs): the context manager of pylib/_tpy_errstate.py.
bool fn_errstate(VM& vm, CallArgs& a, Value& out) {
  return np_call_pylib(vm, "_tpy_errstate", "errstate", a.args, a.nargs, a.kwnames, out);
}

const NativeDef kFunctions[] = {
    {"seterr", fn_seterr, 0, 5, true, JitHint::None},
    {"geterr", fn_geterr, 0, 0, false, JitHint::None},
    {"seterrcall", fn_seterrcall, 1, 1, false, JitHint::None},
    {"geterrcall", fn_geterrcall, 0, 0, false, JitHint::None},
    {"errstate", fn_errstate, 0, 0, true, JitHint::None},
};

}  // namespace

thread_local bool np_in_scalar_op = false;

bool np_fp_report(VM& vm, int flags, const std::string& where) {
  const std::string& at = np_in_scalar_op && where.compare(0, 7, "scalar ") != 0 ? "scalar " + where : where;
  for (int k = 0; k < kNumFpKinds; k++)
    if ((flags & kKindFlag[k]) && !report_one(vm, (FpKind)k, flags, at)) return false;
  return true;
}

// warnings.warn_explicit at the Python line running now, with the caller's
// module and __warningregistry__ as CPython's warn() would find them (so
// the default filter shows each place once). A call from inside a compiled
// trace is attributed to where the trace began.
bool np_warn(VM& vm, TypeObject* category, const std::string& msg) {
  Value wmod, warn;
  Value fromlist = Value::object(vm.new_tuple({vm.str_value("x")}));
  if (!import_module(vm, vm.intern("warnings"), fromlist, 0, wmod) ||
      !get_attr(vm, wmod, vm.intern("warn_explicit"), warn))
    return false;
  RootScope roots(vm);
  Value file = vm.str_value("sys"), module = vm.str_value("sys"), registry = Value::none();
  int line = 1;
  if (Frame* f = vm.frame) {
    file = Value::object(f->code->filename);
    if (f->pc < f->code->positions.size()) line = f->code->positions[f->pc].line;
    if (Dict* g = f->globals) {
      Value name = dict_get_str(g, vm.intern("__name__"));
      if (is_str(name)) module = name;
      Str* key = vm.intern("__warningregistry__");
      registry = dict_get_str(g, key);
      if (!is_layout(registry, Layout::Dict)) {
        registry = Value::object(vm.new_dict());
        dict_set_str(vm, g, key, registry);
      }
    }
  }
  Value args[6] = {vm.str_value(msg), Value::object(category), file, Value::integer(line), module, registry};
  for (Value& v : args) roots.add(v);
  Value r;
  return call(vm, warn, args, 6, nullptr, r);
}

void add_errstate_functions(VM& vm, Module* m) { add_module_functions(vm, m, kFunctions); }

}  // namespace tpy
