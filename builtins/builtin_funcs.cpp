// builtin_funcs.cpp — builtin functions about output, attributes, types and
// code: print, input, repr, ascii, format, isinstance, issubclass,
// hasattr/getattr/setattr/delattr, callable, vars, dir, globals, locals,
// exec, eval, compile, __import__, exit/quit, open (file.cpp), and help,
// aiter, anext (Python code in pylib/_sitebuiltins.py). Numeric ones
// are builtin_num.cpp, iterable ones builtin_seq.cpp; type, super,
// __build_class__ and the object/property constructors are vm/'s.
#include <algorithm>
#include <set>
#include "builtins/args.h"
#include "builtins/builtins_b.h"
#include "vm/dict.h"
#include "builtins/sort.h"
#include "builtins/text_io.h"
#include "vm/parser.h"
#include "vm/run.h"
#include "vm/source.h"

namespace tpy {

namespace {

// ---- print / input

Value sys_attr(VM& vm, const char* name) {
  if (!vm.sys) return Value::undef();
  return dict_get_str(vm.sys->dict, vm.intern(name));
}

// Appends str(v) with fast paths for str and int.
bool append_str(VM& vm, Value v, std::string& out) {
  if (v.is_obj() && v.o->type == vm.t.str) { out += static_cast<Str*>(v.o)->text(); return true; }
  if (v.is_int()) {
    char buf[24];
    int n = snprintf(buf, sizeof buf, "%lld", static_cast<long long>(v.i));
    out.append(buf, n);
    return true;
  }
  Str* s;
  if (!to_str(vm, v, s)) return false;
  out += s->text();
  return true;
}

bool write_to(VM& vm, Value file, std::string_view text) {
  if (is_file(vm, file)) return file_write(vm, as<File>(file), text);
  Value write;
  if (!get_attr(vm, file, vm.names.write, write)) return false;
  RootScope roots(vm);
  roots.add(write);
  Value r;
  return call1(vm, write, vm.str_value(std::string(text)), r);
}

bool builtin_print(VM& vm, CallArgs& a, Value& out) {
  Value sep = Value::none(), end = Value::none(), file = Value::none(), flush = Value::none();
  for (int i = 0; i < a.nkw(); i++) {
    std::string_view k = str_view(a.kwnames->items[i]);
    Value v = a.kwvalue(i);
    if (k == "sep") sep = v;
    else if (k == "end") end = v;
    else if (k == "file") file = v;
    else if (k == "flush") flush = v;
    else
      return vm.raisef(vm.exc.TypeError, "'%.*s' is an invalid keyword argument for print()", (int)k.size(),
                       k.data());
  }
  if (!sep.is_none() && !is_str(sep))
    return vm.raisef(vm.exc.TypeError, "sep must be None or a string, not %s", type_name(vm, sep));
  if (!end.is_none() && !is_str(end))
    return vm.raisef(vm.exc.TypeError, "end must be None or a string, not %s", type_name(vm, end));
  out = Value::none();
  if (file.is_none()) {
    file = sys_attr(vm, "stdout");
    if (file.is_undef() || file.is_none()) return true;
  }
  std::string_view sep_s = sep.is_none() ? std::string_view(" ") : str_view(sep);
  std::string_view end_s = end.is_none() ? std::string_view("\n") : str_view(end);
  RootScope roots(vm);
  roots.add(file);
  if (is_file(vm, file)) {
    // Our own file objects get the whole line in one write (when an
    // argument's str() fails, what came before it, as CPython wrote it).
    std::string line;
    for (int i = 0; i < a.nargs; i++) {
      if (i) line += sep_s;
      if (!append_str(vm, a.args[i], line)) {
        ExceptionObj* pending = vm.take_pending();
        roots.add(pending);
        if (!file_write(vm, as<File>(file), line)) return false;
        return vm.raise_pending_as(pending);
      }
    }
    line += end_s;
    if (!file_write(vm, as<File>(file), line)) return false;
  } else {
    // Other objects see CPython's sequence of write() calls.
    for (int i = 0; i < a.nargs; i++) {
      if (i && !write_to(vm, file, sep_s)) return false;
      std::string piece;
      if (!append_str(vm, a.args[i], piece)) return false;
      if (!write_to(vm, file, piece)) return false;
    }
    if (!write_to(vm, file, end_s)) return false;
  }
  bool do_flush = false;
  if (!flush.is_none() && !truthy(vm, flush, do_flush)) return false;
  if (do_flush) {
    if (is_file(vm, file)) {
      if (as<File>(file)->fp) fflush(as<File>(file)->fp);
    } else {
      bool found;
      Value r;
      Value fl;
      if (!get_attr_opt(vm, file, vm.names.flush, fl, found)) return false;
      if (found && !call0(vm, fl, r)) return false;
    }
  }
  return true;
}

bool builtin_input(VM& vm, CallArgs& a, Value& out) {
  Value out_file = sys_attr(vm, "stdout");
  if (a.nargs > 0) {
    std::string prompt;
    if (!append_str(vm, a.args[0], prompt)) return false;
    if (!out_file.is_undef() && !out_file.is_none() && !write_to(vm, out_file, prompt)) return false;
  }
  if (is_file(vm, out_file) && as<File>(out_file)->fp) fflush(as<File>(out_file)->fp);
  Value in = sys_attr(vm, "stdin");
  if (in.is_undef() || in.is_none()) return vm.raise(vm.exc.RuntimeError, "input(): lost sys.stdin");
  Value line;
  if (is_file(vm, in) && as<File>(in)->text) {
    // Through the file's text layer, so input() and sys.stdin.readline() share one buffer and decoder.
    File* f = as<File>(in);
    if (f->closed || !f->fp) return vm.raise(vm.exc.ValueError, "I/O operation on closed file.");
    std::string s;
    if (!text_read(vm, f, -1, true, s)) return false;
    line = vm.str_value(std::move(s));
  } else {
    Value readline;
    if (!get_attr(vm, in, vm.intern("readline"), readline)) return false;
    if (!call0(vm, readline, line)) return false;
    if (!is_str(line)) return vm.raise(vm.exc.TypeError, "object.readline() returned non-string");
  }
  std::string s(str_view(line));
  if (s.empty()) return vm.raise(vm.exc.EOFError, "EOF when reading a line");
  if (s.back() == '\n') s.pop_back();
  out = vm.str_value(std::move(s));
  return true;
}

// ---- repr / ascii / format

bool builtin_repr(VM& vm, CallArgs& a, Value& out) {
  Str* s;
  if (!to_repr(vm, a.args[0], s)) return false;
  out = Value::object(s);
  return true;
}

bool builtin_ascii(VM& vm, CallArgs& a, Value& out) {
  Str* s;
  if (!to_ascii(vm, a.args[0], s)) return false;
  out = Value::object(s);
  return true;
}

bool builtin_format(VM& vm, CallArgs& a, Value& out) {
  Str* spec = vm.names.empty;
  if (a.nargs > 1) {
    if (!is_str(a.args[1]))
      return vm.raisef(vm.exc.TypeError, "format() argument 2 must be str, not %s", type_name(vm, a.args[1]));
    spec = as_str(a.args[1]);
  }
  Str* s;
  if (!format_value(vm, a.args[0], spec, s)) return false;
  out = Value::object(s);
  return true;
}

// ---- isinstance / issubclass

bool is_class(Value v) { return is_layout(v, Layout::Type); }

// isinstance/issubclass against a class or (nested) tuple of classes.
bool builtin_isinstance(VM& vm, CallArgs& a, Value& out) {
  bool r;
  if (!isinstance_check(vm, a.args[0], a.args[1], r)) return false;
  out = Value::boolean(r);
  return true;
}

bool builtin_issubclass(VM& vm, CallArgs& a, Value& out) {
  bool r;
  if (!issubclass_check(vm, a.args[0], a.args[1], r)) return false;
  out = Value::boolean(r);
  return true;
}

// ---- attributes

bool attr_name(VM& vm, Value v, Str*& out) {
  if (!is_str(v)) return vm.raisef(vm.exc.TypeError, "attribute name must be string, not '%s'", type_name(vm, v));
  out = as_str(v);
  return true;
}

bool builtin_getattr(VM& vm, CallArgs& a, Value& out) {
  Str* name = nullptr;
  if (!attr_name(vm, a.args[1], name)) return false;
  if (a.nargs < 3) return get_attr(vm, a.args[0], name, out);
  bool found;
  if (!get_attr_opt(vm, a.args[0], name, out, found)) {
    if (!vm.pending_is(vm.exc.AttributeError)) return false;
    vm.pending = nullptr;
    found = false;
  }
  if (!found) out = a.args[2];
  return true;
}

bool builtin_hasattr(VM& vm, CallArgs& a, Value& out) {
  Str* name = nullptr;
  if (!attr_name(vm, a.args[1], name)) return false;
  bool found;
  Value v;
  if (!get_attr_opt(vm, a.args[0], name, v, found)) {
    if (!vm.pending_is(vm.exc.AttributeError)) return false;
    vm.pending = nullptr;
    found = false;
  }
  out = Value::boolean(found);
  return true;
}

bool builtin_setattr(VM& vm, CallArgs& a, Value& out) {
  Str* name = nullptr;
  if (!attr_name(vm, a.args[1], name)) return false;
  out = Value::none();
  return set_attr(vm, a.args[0], name, a.args[2]);
}

bool builtin_delattr(VM& vm, CallArgs& a, Value& out) {
  Str* name = nullptr;
  if (!attr_name(vm, a.args[1], name)) return false;
  out = Value::none();
  return del_attr(vm, a.args[0], name);
}

bool builtin_callable(VM& vm, CallArgs& a, Value& out) {
  out = Value::boolean(is_callable(vm, a.args[0]));
  return true;
}

// ---- namespaces

bool builtin_globals(VM& vm, CallArgs&, Value& out) {
  Dict* g = current_globals(vm);
  out = g ? Value::object(g) : Value::object(vm.new_dict());
  return true;
}

bool builtin_locals(VM& vm, CallArgs&, Value& out) {
  Dict* d;
  if (!current_locals(vm, d)) return false;
  out = Value::object(d);
  return true;
}

bool builtin_vars(VM& vm, CallArgs& a, Value& out) {
  if (a.nargs == 0) return builtin_locals(vm, a, out);
  bool found;
  if (!get_attr_opt(vm, a.args[0], vm.names.dict, out, found)) return false;
  if (!found) return vm.raise(vm.exc.TypeError, "vars() argument must have __dict__ attribute");
  return true;
}

void add_dict_keys(const Dict* d, std::set<std::string>& names) {
  if (!d) return;
  for (auto& e : d->entries)
    if (!e.key.is_undef() && is_str(e.key)) names.insert(std::string(str_view(e.key)));
}

bool builtin_dir(VM& vm, CallArgs& a, Value& out) {
  std::set<std::string> names;  // sorted, unique (code-point order = UTF-8 byte order)
  if (a.nargs == 0) {
    Dict* d;
    if (!current_locals(vm, d)) return false;
    add_dict_keys(d, names);
  } else {
    Value obj = a.args[0];
    Value custom = lookup_special(vm, obj, vm.intern("__dir__"));
    if (!custom.is_undef() && !custom.is_none() && !type_of(vm, obj)->builtin && !is_class(obj)) {
      Value r;
      bool found;
      if (!call_method(vm, obj, vm.intern("__dir__"), nullptr, 0, r, found)) return false;
      List* l = vm.new_list();
      RootScope roots(vm);
      roots.add(r);
      roots.add(l);
      if (!extend_from_iterable(vm, l->items, r)) return false;
      if (!sort_list_values(vm, l)) return false;
      out = Value::object(l);
      return true;
    }
    // Attributes CPython's classes expose through descriptors that tpy's
    // class dicts do not hold.
    auto add_class_extras = [&](TypeObject* cls) {
      names.insert("__class__");
      names.erase("__qualname__");
      for (TypeObject* t : cls->mro) {
        if (t->builtin) continue;
        for (const char* n : {"__dict__", "__doc__", "__module__", "__weakref__"}) names.insert(n);
        break;
      }
    };
    if (is_layout(obj, Layout::Module)) {
      add_dict_keys(as<Module>(obj)->dict, names);
    } else if (is_class(obj)) {
      for (TypeObject* t : as<TypeObject>(obj)->mro) add_dict_keys(t->dict, names);
      add_class_extras(as<TypeObject>(obj));
    } else {
      Value d;
      bool found;
      if (!get_attr_opt(vm, obj, vm.names.dict, d, found)) return false;
      if (found && is_layout(d, Layout::Dict)) add_dict_keys(as<Dict>(d), names);
      if (is_layout(obj, Layout::Instance) || is_layout(obj, Layout::Exception) || is_layout(obj, Layout::Object)) {
        Instance* inst = as<Instance>(obj);
        if (inst->shape)
          for (Str* k : inst->shape->keys) names.insert(k->text());
      }
      for (TypeObject* t : type_of(vm, obj)->mro) add_dict_keys(t->dict, names);
      add_class_extras(type_of(vm, obj));
    }
  }
  List* l = vm.new_list();
  l->items.reserve(names.size());
  for (auto& n : names) l->items.push_back(Value::object(vm.new_str(n)));
  out = Value::object(l);
  return true;
}

// ---- exec / eval / compile

// `filename` names bytes whose PEP 263 coding comment is bad.
bool source_text(VM& vm, Value src, const char* fname, const std::string& filename, std::string& text, Code*& code) {
  code = nullptr;
  if (is_str(src) || is_layout(src, Layout::Bytes)) {
    text = is_str(src) ? std::string(str_view(src)) : as<Bytes>(src)->s;
    // anywhere, a comment included (CPython 3.11.7's SyntaxError; 3.11.2 raised ValueError)
    if (text.find('\0') != std::string::npos)
      return vm.raise_pending_as(make_bare_syntax_error(vm, "source code string cannot contain null bytes"));
    return is_str(src) || decode_source_bytes(vm, text, filename);
  }
  if (is_layout(src, Layout::Code)) { code = as<Code>(src); return true; }
  return vm.raisef(vm.exc.TypeError, "%s() arg 1 must be a string, bytes or code object", fname);
}

bool exec_or_eval(VM& vm, CallArgs& a, Value& out, bool is_eval) {
  const char* fname = is_eval ? "eval" : "exec";
  Value args[3];
  if (!bind_args(vm, a, fname, {"source", "globals", "locals"}, 1, args)) return false;
  std::string text;
  Code* code;
  if (!source_text(vm, args[0], fname, "<string>", text, code)) return false;
  Dict* globals = nullptr;
  Dict* locals = nullptr;
  Value g = args[1], l = args[2];
  if (!g.is_undef() && !g.is_none()) {
    if (!is_layout(g, Layout::Dict))
      return vm.raisef(vm.exc.TypeError, is_eval ? "globals must be a dict" : "exec() globals must be a dict, not %s",
                       type_name(vm, g));
    globals = as<Dict>(g);
  }
  if (!l.is_undef() && !l.is_none()) {
    if (!is_layout(l, Layout::Dict))
      return vm.raisef(vm.exc.TypeError, "locals must be a mapping");
    locals = as<Dict>(l);
  }
  RootScope roots(vm);
  if (!globals) {
    globals = current_globals(vm);
    if (!locals) {
      if (!current_locals(vm, locals)) return false;
      roots.add(locals);
      if (locals == globals) locals = nullptr;
    }
  }
  if (!globals) globals = vm.new_dict();
  roots.add(globals);
  if (dict_get_str(globals, vm.names.builtins).is_undef())
    dict_set_str(vm, globals, vm.names.builtins, Value::object(vm.builtins));
  if (code) return run_code(vm, code, globals, locals, out);
  if (is_eval) {
    size_t i = 0;
    while (i < text.size() && (text[i] == ' ' || text[i] == '\t')) i++;
    text.erase(0, i);
  }
  return exec_source(vm, text, "<string>", is_eval ? CompileMode::Eval : CompileMode::Exec,
                     is_str(args[0]) ? SourceKind::Str : SourceKind::File, globals, locals, out);
}

bool builtin_exec(VM& vm, CallArgs& a, Value& out) {
  if (!exec_or_eval(vm, a, out, false)) return false;
  out = Value::none();
  return true;
}

bool builtin_eval(VM& vm, CallArgs& a, Value& out) { return exec_or_eval(vm, a, out, true); }

bool builtin_compile(VM& vm, CallArgs& a, Value& out) {
  Value args[6];
  if (!bind_args(vm, a, "compile", {"source", "filename", "mode", "flags", "dont_inherit", "optimize"}, 3, args))
    return false;
  Str* fname = nullptr;
  if (!is_layout(args[0], Layout::Code) && !arg_str(vm, args[1], fname, "compile", "2")) return false;
  std::string text;
  Code* code;
  if (!source_text(vm, args[0], "compile", fname ? fname->text() : "", text, code)) return false;
  if (code) { out = args[0]; return true; }
  Str* mode = nullptr;
  if (!arg_str(vm, args[2], mode, "compile", "3")) return false;
  CompileMode cm;
  // Top-level names through the frame's namespace (*_NAME ops): the code
  // may be exec'd with a locals mapping of its own, as timeit does.
  if (mode->text() == "exec") cm = CompileMode::Exec;
  else if (mode->text() == "eval") cm = CompileMode::Eval;
  else if (mode->text() == "single") cm = CompileMode::Interactive;
  else return vm.raise(vm.exc.ValueError, "compile() mode must be 'exec', 'eval' or 'single'");
  if (cm == CompileMode::Eval) {
    size_t i = 0;
    while (i < text.size() && (text[i] == ' ' || text[i] == '\t')) i++;
    text.erase(0, i);
  }
  // Bytes with no BOM: CPython's error offsets count bytes (when no coding comment).
  SourceKind kind = is_str(args[0]) ? SourceKind::Str
                    : as<Bytes>(args[0])->s.compare(0, 3, "\xEF\xBB\xBF") != 0 ? SourceKind::Bytes
                                                                              : SourceKind::File;
  Code* c = compile_source(vm, text, fname->text(), cm, kind);
  if (!c) return false;
  out = Value::object(c);
  return true;
}

bool builtin_import(VM& vm, CallArgs& a, Value& out) {
  Value args[5];
  if (!bind_args(vm, a, "__import__", {"name", "globals", "locals", "fromlist", "level"}, 1, args)) return false;
  Str* name = nullptr;
  if (!arg_str(vm, args[0], name, "__import__", "1")) return false;
  int64_t level = 0;
  if (!args[4].is_undef() && !arg_int64(vm, args[4], level)) return false;
  Value fromlist = args[3].is_undef() ? Value::none() : args[3];
  return import_module(vm, name, fromlist, static_cast<int>(level), out);
}

// exit()/quit() as in the site module: raise SystemExit(code).
bool builtin_exit(VM& vm, CallArgs& a, Value& out) {
  (void)out;
  if (a.nargs == 0) {
    vm.pending = vm.new_exception(vm.exc.SystemExit, {});
    return false;
  }
  return vm.raise_with(vm.exc.SystemExit, a.args[0]);
}

// help(), aiter() and anext() are Python code (pylib/_sitebuiltins.py),
// imported on first call so start-up runs none of it.
bool builtin_sitebuiltins(VM& vm, CallArgs& a, Value& out) {
  Value mod, fn;
  if (!import_module(vm, vm.intern("_sitebuiltins"), Value::none(), 0, mod)) return false;
  if (!get_attr(vm, mod, vm.intern(a.def->name), fn)) return false;
  return call(vm, fn, a.args, a.nargs, a.kwnames, out);
}

const NativeDef kFuncs[] = {
    {"help", builtin_sitebuiltins, 0, -1, true, JitHint::None},
    {"aiter", builtin_sitebuiltins, 1, 1, false, JitHint::None},
    {"anext", builtin_sitebuiltins, 1, 2, false, JitHint::None},
    {"print", builtin_print, 0, -1, true, JitHint::None},
    {"input", builtin_input, 0, 1, false, JitHint::None},
    {"repr", builtin_repr, 1, 1, false, JitHint::None},
    {"ascii", builtin_ascii, 1, 1, false, JitHint::None},
    {"format", builtin_format, 1, 2, false, JitHint::None},
    {"isinstance", builtin_isinstance, 2, 2, false, JitHint::Pure},
    {"issubclass", builtin_issubclass, 2, 2, false, JitHint::Pure},
    {"getattr", builtin_getattr, 2, 3, false, JitHint::None},
    {"hasattr", builtin_hasattr, 2, 2, false, JitHint::None},
    {"setattr", builtin_setattr, 3, 3, false, JitHint::None},
    {"delattr", builtin_delattr, 2, 2, false, JitHint::None},
    {"callable", builtin_callable, 1, 1, false, JitHint::Pure},
    {"globals", builtin_globals, 0, 0, false, JitHint::None},
    {"locals", builtin_locals, 0, 0, false, JitHint::None},
    {"vars", builtin_vars, 0, 1, false, JitHint::None},
    {"dir", builtin_dir, 0, 1, false, JitHint::None},
    {"exec", builtin_exec, 1, 3, true, JitHint::None},
    {"eval", builtin_eval, 1, 3, true, JitHint::None},
    {"compile", builtin_compile, 3, 6, true, JitHint::None},
    {"__import__", builtin_import, 1, 5, true, JitHint::None},
    {"exit", builtin_exit, 0, 1, false, JitHint::None},
    {"quit", builtin_exit, 0, 1, false, JitHint::None},
    {"open", builtin_open, 1, 8, true, JitHint::None},
};

}  // namespace

void init_builtin_funcs(VM& vm) {
  for (auto& d : kFuncs) vm.set_builtin(d.name, vm.new_builtin(&d));
}

}  // namespace tpy
