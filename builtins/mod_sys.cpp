// mod_sys.cpp — fills the VM's `sys` module (vm.sys, created empty by the
// VM): argv, path, modules, version/version_info, platform, byteorder,
// executable, the std streams, exit, recursion limit, exc_info, getsizeof,
// intern, float_info, maxsize/maxunicode. Import bookkeeping (sys.modules
// entries) is vm/import.cpp's.
#include <unistd.h>
#include <cfloat>
#include <climits>
#include "builtins/args.h"
#include "builtins/builtins_b.h"
#include "vm/bytecode.h"
#include "vm/dict.h"
#include "vm/frame.h"
#include "vm/run.h"

namespace tpy {

namespace {

bool sys_exit(VM& vm, CallArgs& a, Value& out) {
  (void)out;
  if (a.nargs == 0) {
    vm.pending = vm.new_exception(vm.exc.SystemExit, {});
    return false;
  }
  return vm.raise_with(vm.exc.SystemExit, a.args[0]);
}

bool sys_getrecursionlimit(VM& vm, CallArgs&, Value& out) {
  out = Value::integer(vm.recursion_limit);
  return true;
}

bool sys_setrecursionlimit(VM& vm, CallArgs& a, Value& out) {
  if (a.args[0].is_float()) return vm.raise(vm.exc.TypeError, "'float' object cannot be interpreted as an integer");
  int64_t n;
  if (!arg_int64(vm, a.args[0], n)) return false;
  if (n < 1) return vm.raise(vm.exc.ValueError, "recursion limit must be greater or equal than 1");
  if (n > INT_MAX) return vm.raise(vm.exc.OverflowError, "Python int too large to convert to C int");
  if (n <= vm.depth)
    return vm.raisef(vm.exc.RecursionError,
                     "cannot set the recursion limit to %lld at the recursion depth %d: the limit is too low",
                     (long long)n, vm.depth);
  vm.recursion_limit = static_cast<int>(n);
  out = Value::none();
  return true;
}

bool sys_exc_info(VM& vm, CallArgs&, Value& out) {
  Value h = vm.handled;
  if (h.is_undef() || h.is_none()) {
    out = Value::object(vm.new_tuple({Value::none(), Value::none(), Value::none()}));
    return true;
  }
  out = Value::object(vm.new_tuple({Value::object(type_of(vm, h)), h, Value::none()}));
  return true;
}

bool sys_exception(VM& vm, CallArgs&, Value& out) {
  out = vm.handled.is_undef() ? Value::none() : vm.handled;
  return true;
}

// CPython 3.11 (64-bit) sizes, close enough for scripts that print them.
bool sys_getsizeof(VM& vm, CallArgs& a, Value& out) {
  Value v = a.args[0];
  int64_t n = 16;
  if (v.is_none()) n = 16;
  else if (v.is_bool()) n = v.b ? 28 : 24;
  else if (v.is_int()) {
    uint64_t u = v.i < 0 ? ~static_cast<uint64_t>(v.i) + 1 : static_cast<uint64_t>(v.i);
    int digits = 0;
    while (u) { digits++; u >>= 30; }
    n = 24 + 4 * digits;
  } else if (v.is_float()) n = 24;
  else {
    switch (v.o->type->layout) {
      case Layout::Int: n = 24 + 4 * static_cast<int64_t>((big_bit_length(as<BigIntObj>(v)->v) + 29) / 30); break;
      case Layout::Str: {
        Str* s = as<Str>(v);
        n = s->ascii ? 49 + s->length() : 74 + static_cast<int64_t>(s->text().size());
        break;
      }
      case Layout::Bytes: n = 33 + static_cast<int64_t>(as<Bytes>(v)->s.size()); break;
      case Layout::Tuple: n = 40 + 8 * static_cast<int64_t>(as<Tuple>(v)->items.size()); break;
      case Layout::List: {
        size_t cap = as<List>(v)->items.capacity();
        n = 56 + 8 * static_cast<int64_t>(cap);
        break;
      }
      case Layout::Dict: {
        int64_t used = as<Dict>(v)->used;
        n = used == 0 ? 64 : (used <= 5 ? 184 : 184 + 8 * used * 3);
        break;
      }
      case Layout::Set:
      case Layout::FrozenSet: n = 216 + (as<Set>(v)->table.size() > 8 ? 16 * static_cast<int64_t>(as<Set>(v)->table.size()) : 0); break;
      case Layout::Complex: n = 32; break;
      case Layout::Range: n = 48; break;
      default: n = 48; break;
    }
  }
  (void)vm;
  out = Value::integer(n);
  return true;
}

// sys._getframe(depth=0): the Python frame `depth` calls up, as a snapshot
// (builtins/pylib/_tpy_frame.py's frame objects: f_code, f_lineno,
// f_globals, f_locals, f_back) of it and every frame below it.
bool sys_getframe(VM& vm, CallArgs& a, Value& out) {
  int64_t depth = 0;
  if (a.nargs > 0 && !arg_int64(vm, a.args[0], depth)) return false;
  Frame* f = vm.frame;
  for (int64_t i = 0; f && i < depth; i++) f = f->back;   // a negative depth is 0, as in CPython
  if (!f) return vm.raise(vm.exc.ValueError, "call stack is not deep enough");
  RootScope roots(vm);
  List* rows = vm.new_list();
  roots.add(Value::object(rows));
  for (; f; f = f->back) {
    Code* co = f->code;
    int line = f->pc < co->positions.size() ? co->positions[f->pc].line : co->firstlineno;
    Dict* locals = f->locals;
    if (!locals) {
      locals = vm.new_dict();
      roots.add(Value::object(locals));
      for (int i = 0; i < co->nlocals && i < (int)co->varnames.size(); i++) {
        Value v = f->regs[i];
        if (is_layout(v, Layout::Cell)) v = as<Cell>(v)->v;
        if (!v.is_undef()) dict_set_str(vm, locals, co->varnames[i], v);
      }
    }
    Value row = Value::object(vm.new_tuple({Value::object(co), Value::integer(line),
                                            f->globals ? Value::object(f->globals) : Value::none(), Value::object(locals)}));
    rows->items.push_back(row);
  }
  Value mod, make;
  if (!import_module(vm, vm.intern("_tpy_frame"), Value::none(), 0, mod)) return false;
  if (!get_attr(vm, mod, vm.intern("_make"), make)) return false;
  return call1(vm, make, Value::object(rows), out);
}

bool sys_intern(VM& vm, CallArgs& a, Value& out) {
  if (!is_str(a.args[0]) || a.args[0].o->type != vm.t.str)
    return vm.raisef(vm.exc.TypeError, "intern() argument must be str, not %s", type_name(vm, a.args[0]));
  out = Value::object(vm.intern(str_view(a.args[0])));
  return true;
}

bool sys_getdefaultencoding(VM& vm, CallArgs&, Value& out) {
  out = vm.str_value("utf-8");
  return true;
}

bool sys_get_int_max_str_digits(VM&, CallArgs&, Value& out) {
  out = Value::integer(4300);
  return true;
}

// ---- struct sequences (version_info, float_info): tuple subclasses with
// named read-only fields.

template <int I> bool item_getter(VM&, CallArgs& a, Value& out) {
  out = as<Tuple>(a.args[0])->items[I];
  return true;
}

const char* const kVersionFields[] = {"major", "minor", "micro", "releaselevel", "serial"};
const char* const kFloatFields[] = {"max", "max_exp", "max_10_exp", "min", "min_exp", "min_10_exp",
                                    "dig", "mant_dig", "epsilon", "radix", "rounds"};
// sys.flags, in CPython 3.11's order (vm/main.cpp sets them from the
// command line by these names).
const char* const kFlagsFields[] = {"debug", "inspect", "interactive", "optimize", "dont_write_bytecode",
                                    "no_user_site", "no_site", "ignore_environment", "verbose", "bytes_warning",
                                    "quiet", "hash_randomization", "isolated", "dev_mode", "utf8_mode",
                                    "warn_default_encoding", "safe_path", "int_max_str_digits"};

const NativeDef kItemGetters[] = {
    {"0", item_getter<0>, 1, 1, false, JitHint::None}, {"1", item_getter<1>, 1, 1, false, JitHint::None},
    {"2", item_getter<2>, 1, 1, false, JitHint::None}, {"3", item_getter<3>, 1, 1, false, JitHint::None},
    {"4", item_getter<4>, 1, 1, false, JitHint::None}, {"5", item_getter<5>, 1, 1, false, JitHint::None},
    {"6", item_getter<6>, 1, 1, false, JitHint::None}, {"7", item_getter<7>, 1, 1, false, JitHint::None},
    {"8", item_getter<8>, 1, 1, false, JitHint::None}, {"9", item_getter<9>, 1, 1, false, JitHint::None},
    {"10", item_getter<10>, 1, 1, false, JitHint::None}, {"11", item_getter<11>, 1, 1, false, JitHint::None},
    {"12", item_getter<12>, 1, 1, false, JitHint::None}, {"13", item_getter<13>, 1, 1, false, JitHint::None},
    {"14", item_getter<14>, 1, 1, false, JitHint::None}, {"15", item_getter<15>, 1, 1, false, JitHint::None},
    {"16", item_getter<16>, 1, 1, false, JitHint::None}, {"17", item_getter<17>, 1, 1, false, JitHint::None},
};

bool struct_seq_repr(VM& vm, CallArgs& a, Value& out) {
  Tuple* t = as<Tuple>(a.args[0]);
  const size_t n = t->items.size();
  const char* const* fields = n == 5 ? kVersionFields : n == 11 ? kFloatFields : kFlagsFields;
  std::string r = n == 5 ? "sys.version_info(" : n == 11 ? "sys.float_info(" : "sys.flags(";
  for (size_t i = 0; i < t->items.size(); i++) {
    Str* s;
    if (!to_repr(vm, t->items[i], s)) return false;
    if (i) r += ", ";
    r += fields[i];
    r += "=" + s->text();
  }
  out = vm.str_value(r + ")");
  return true;
}

const NativeDef kStructSeqRepr[] = {{"__repr__", struct_seq_repr, 1, 1, false, JitHint::None}};

Value make_struct_seq(VM& vm, const char* type_name_, const char* const* fields, std::vector<Value> values) {
  TypeObject* t = keep_type(vm, vm.new_builtin_type(type_name_, Layout::Tuple, vm.t.tuple));
  t->module = Value::object(vm.intern("sys"));
  t->subclassable = false;
  for (size_t i = 0; i < values.size(); i++) {
    Property* p = vm.alloc<Property>(vm.t.property);
    p->fget = vm.new_builtin(&kItemGetters[i]);
    p->fset = p->fdel = p->doc = Value::none();
    dict_set_str(vm, t->dict, vm.intern(fields[i]), Value::object(p));
    vm.invalidate_type_cache();
  }
  vm.add_methods(t, kStructSeqRepr);
  return Value::object(vm.new_tuple(values.data(), values.size(), t));
}

const NativeDef kSysFuncs[] = {
    {"exit", sys_exit, 0, 1, false, JitHint::None},
    {"getrecursionlimit", sys_getrecursionlimit, 0, 0, false, JitHint::None},
    {"setrecursionlimit", sys_setrecursionlimit, 1, 1, false, JitHint::None},
    {"exc_info", sys_exc_info, 0, 0, false, JitHint::None},
    {"exception", sys_exception, 0, 0, false, JitHint::None},
    {"getsizeof", sys_getsizeof, 1, 2, false, JitHint::None},
    {"intern", sys_intern, 1, 1, false, JitHint::None},
    {"_getframe", sys_getframe, 0, 1, false, JitHint::None},
    {"getdefaultencoding", sys_getdefaultencoding, 0, 0, false, JitHint::None},
    {"getfilesystemencoding", sys_getdefaultencoding, 0, 0, false, JitHint::None},
    {"get_int_max_str_digits", sys_get_int_max_str_digits, 0, 0, false, JitHint::None},
};

std::string executable_path() {
  char buf[4096];
  ssize_t n = readlink("/proc/self/exe", buf, sizeof buf - 1);
  return n > 0 ? std::string(buf, n) : std::string();
}

}  // namespace

void fill_sys_module(VM& vm) {
  if (!vm.sys) vm.sys = vm.new_module("sys");
  Module* m = vm.sys;
  if (!dict_get_str(m->dict, vm.intern("version")).is_undef()) {
    return;  // already filled (vm/main.cpp refreshes argv and path itself)
  }
  add_module_functions(vm, m, kSysFuncs);
  List* argv = vm.new_list();
  for (auto& s : vm.argv) argv->items.push_back(vm.str_value(s));
  if (argv->items.empty()) argv->items.push_back(vm.str_value(""));
  set_module_attr(vm, m, "argv", Value::object(argv));
  List* path = vm.new_list();
  for (auto& s : vm.search_path) path->items.push_back(vm.str_value(s));
  set_module_attr(vm, m, "path", Value::object(path));
  set_module_attr(vm, m, "modules", Value::object(vm.modules));
  set_module_attr(vm, m, "maxsize", Value::integer(INT64_MAX));
  set_module_attr(vm, m, "maxunicode", Value::integer(0x10FFFF));
  set_module_attr(vm, m, "version", vm.str_value("3.11.7 (tpy, " __DATE__ ") [GCC " __VERSION__ "]"));
  set_module_attr(vm, m, "hexversion", Value::integer(0x030B07F0));
  set_module_attr(vm, m, "api_version", Value::integer(1013));
  set_module_attr(vm, m, "version_info",
                  make_struct_seq(vm, "version_info", kVersionFields,
                                  {Value::integer(3), Value::integer(11), Value::integer(7),
                                   vm.str_value("final"), Value::integer(0)}));
  set_module_attr(vm, m, "float_info",
                  make_struct_seq(vm, "float_info", kFloatFields,
                                  {Value::real(DBL_MAX), Value::integer(DBL_MAX_EXP), Value::integer(DBL_MAX_10_EXP),
                                   Value::real(DBL_MIN), Value::integer(DBL_MIN_EXP), Value::integer(DBL_MIN_10_EXP),
                                   Value::integer(DBL_DIG), Value::integer(DBL_MANT_DIG), Value::real(DBL_EPSILON),
                                   Value::integer(FLT_RADIX), Value::integer(1)}));
  // The defaults; the tpy command sets its options' flags (vm/main.cpp).
  // tpy writes no bytecode files and its str hashes are not randomized.
  std::vector<Value> flags(std::size(kFlagsFields), Value::integer(0));
  flags[4] = Value::integer(1);                         // dont_write_bytecode
  flags[13] = flags[16] = Value::boolean(false);        // dev_mode, safe_path
  flags[17] = Value::integer(-1);                       // int_max_str_digits
  set_module_attr(vm, m, "flags", make_struct_seq(vm, "flags", kFlagsFields, flags));
  set_module_attr(vm, m, "platform", vm.str_value("linux"));
  set_module_attr(vm, m, "byteorder", vm.str_value("little"));
  set_module_attr(vm, m, "executable", vm.str_value(executable_path()));
  set_module_attr(vm, m, "prefix", vm.str_value("/usr/local"));
  set_module_attr(vm, m, "base_prefix", vm.str_value("/usr/local"));
  set_module_attr(vm, m, "dont_write_bytecode", Value::boolean(true));
  Tuple* names = vm.new_tuple({vm.str_value("builtins"), vm.str_value("cmath"), vm.str_value("gc"),
                               vm.str_value("math"), vm.str_value("random"), vm.str_value("sys"),
                               vm.str_value("time")});
  set_module_attr(vm, m, "builtin_module_names", Value::object(names));
  File* in = new_std_file(vm, stdin, "<stdin>", "r");
  File* out = new_std_file(vm, stdout, "<stdout>", "w");
  File* err = new_std_file(vm, stderr, "<stderr>", "w");
  set_module_attr(vm, m, "stdin", Value::object(in));
  set_module_attr(vm, m, "stdout", Value::object(out));
  set_module_attr(vm, m, "stderr", Value::object(err));
  set_module_attr(vm, m, "__stdin__", Value::object(in));
  set_module_attr(vm, m, "__stdout__", Value::object(out));
  set_module_attr(vm, m, "__stderr__", Value::object(err));
}

}  // namespace tpy
