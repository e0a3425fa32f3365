// run.cpp — compiling and running source: scripts (run_source), exec/eval
// (exec_string), SyntaxError objects from parse/compile errors, and the
// frame introspection behind globals()/locals().
#include "vm/run.h"
#include "vm/codec.h"
#include "vm/dict.h"
#include "vm/frame.h"
#include "vm/ops.h"
#include "vm/parser.h"
#include "vm/source.h"

namespace tpy {

namespace {
void set_slot(VM& vm, ExceptionObj* e, const char* name, Value v) {
  if (!set_attr(vm, Value::object(e), vm.intern(name), v)) vm.pending = nullptr;
}
}  // namespace

ExceptionObj* make_syntax_error(VM& vm, const SyntaxErrorInfo& info, const std::string& filename) {
  // An undecodable name met after a syntax error: CPython raises the
  // tokenizer's UnicodeDecodeError instead (parser.cpp).
  if (info.type == "UnicodeDecodeError") return vm.new_exception(vm.exc.UnicodeDecodeError, {vm.str_value(info.msg)});
  // Nesting past the parser's stack or the compiler's recursion limit.
  if (info.type == "MemoryError") return vm.new_exception(vm.exc.MemoryError, {});
  if (info.type == "RecursionError") return vm.new_exception(vm.exc.RecursionError, {vm.str_value(info.msg)});
  TypeObject* t = info.type == "IndentationError" ? vm.exc.IndentationError
                  : info.type == "TabError"       ? vm.exc.TabError
                                                  : vm.exc.SyntaxError;
  Value msg = vm.str_value(info.msg);
  Value fname = vm.str_value(filename);
  Value text = info.text.empty() && info.line == 0 ? Value::none() : vm.str_value(info.text + "\n");
  Value lineno = Value::integer(info.line);
  Value offset = Value::integer(info.col);
  Value end_offset = Value::integer(info.end_col);
  Tuple* details = vm.new_tuple({fname, lineno, offset, text, lineno, end_offset});
  ExceptionObj* e = vm.new_exception(t, {msg, Value::object(details)});
  RootScope roots(vm);
  roots.add(e);
  set_slot(vm, e, "msg", msg);
  set_slot(vm, e, "filename", fname);
  set_slot(vm, e, "lineno", lineno);
  set_slot(vm, e, "offset", offset);
  set_slot(vm, e, "text", text);
  set_slot(vm, e, "end_lineno", lineno);
  set_slot(vm, e, "end_offset", end_offset);
  return e;
}

ExceptionObj* make_bare_syntax_error(VM& vm, const std::string& message) {
  Value msg = vm.str_value(message);
  ExceptionObj* e = vm.new_exception(vm.exc.SyntaxError, {msg});
  RootScope roots(vm);
  roots.add(e);
  set_slot(vm, e, "msg", msg);
  for (const char* k : {"filename", "lineno", "offset", "text", "end_lineno", "end_offset"})
    set_slot(vm, e, k, Value::none());
  return e;
}

bool decode_source_bytes(VM& vm, std::string& source, const std::string& filename) {
  std::string coding;
  CodecError err;
  SyntaxErrorInfo info;
  switch (decode_source(source, coding, err)) {
    case SourceDecode::Ok: return true;
    case SourceDecode::UnknownCoding: info.msg = "unknown encoding: " + coding; break;
    case SourceDecode::Invalid: info.msg = codec_error_message(err, source, true); break;
    case SourceDecode::BomMismatch: info.msg = "encoding problem: " + coding; break;
  }
  info.line = 0;
  info.col = -1;
  vm.pending = make_syntax_error(vm, info, filename);
  return false;
}

bool issue_syntax_warnings(VM& vm, const std::vector<SyntaxErrorInfo>& warnings, const std::string& filename) {
  if (warnings.empty()) return true;
  Value mod, warn_explicit, ignored;
  if (!import_module(vm, vm.intern("warnings"), Value::none(), 0, mod)) return false;
  if (!get_attr(vm, mod, vm.intern("warn_explicit"), warn_explicit)) return false;
  RootScope roots(vm);
  roots.add(warn_explicit);
  for (const SyntaxErrorInfo& w : warnings) {
    Value args[4] = {vm.str_value(w.msg), Value::object(vm.exc.SyntaxWarning), vm.str_value(filename),
                     Value::integer(w.line)};
    roots.add(args[0]);
    roots.add(args[2]);
    if (call(vm, warn_explicit, args, 4, nullptr, ignored)) continue;
    if (vm.pending_is(vm.exc.SyntaxWarning)) {
      // As CPython's tokenizer: the warning turned error is a SyntaxError there.
      vm.take_pending();
      SyntaxErrorInfo e = w;
      e.type = "SyntaxError";
      vm.pending = make_syntax_error(vm, e, filename);
    }
    return false;
  }
  return true;
}

Code* compile_source(VM& vm, std::string_view source, const std::string& filename, CompileMode mode,
                     SourceKind kind) {
  AstArena arena;
  SyntaxErrorInfo err;
  std::vector<SyntaxErrorInfo> warnings;
  Node* root = parse_source(arena, source, err, mode == CompileMode::Eval, kind, &warnings);
  if (!issue_syntax_warnings(vm, warnings, filename)) return nullptr;
  if (!root) {
    vm.pending = make_syntax_error(vm, err, filename);
    return nullptr;
  }
  warnings.clear();
  compile_warnings(root, source, warnings);
  if (!issue_syntax_warnings(vm, warnings, filename)) return nullptr;
  Code* code = compile_ast(vm, root, mode, filename, source, err);
  if (!code) {
    vm.pending = make_syntax_error(vm, err, filename);
    return nullptr;
  }
  return code;
}

bool VM::run_source(std::string_view source, const std::string& filename, Module* module) {
  Code* code = compile_source(*this, source, filename, CompileMode::Module, SourceKind::File);
  if (!code) return false;
  RootScope roots(*this);
  roots.add(code);
  roots.add(module);
  Value out;
  return run_code(*this, code, module->dict, module->dict, out);
}

bool exec_string(VM& vm, std::string_view source, const std::string& filename, CompileMode mode, Dict* globals,
                 Dict* locals, Value& out) {
  return exec_source(vm, source, filename, mode, SourceKind::File, globals, locals, out);
}

bool exec_source(VM& vm, std::string_view source, const std::string& filename, CompileMode mode, SourceKind kind,
                 Dict* globals, Dict* locals, Value& out) {
  if (mode == CompileMode::Module && locals && locals != globals) mode = CompileMode::Exec;
  Code* code = compile_source(vm, source, filename, mode, kind);
  if (!code) return false;
  RootScope roots(vm);
  roots.add(code);
  if (dict_get_str(globals, vm.names.builtins).is_undef())
    dict_set_str(vm, globals, vm.names.builtins, Value::object(vm.builtins_module));
  if (!run_code(vm, code, globals, locals ? locals : globals, out)) return false;
  if (mode != CompileMode::Eval) out = Value::none();
  return true;
}

Dict* current_globals(VM& vm) {
  if (vm.frame) return vm.frame->globals;
  Value m = dict_get_str(vm.modules, vm.names.main);
  return is_layout(m, Layout::Module) ? as<Module>(m)->dict : vm.builtins;
}

bool current_locals(VM& vm, Dict*& out) {
  Frame* f = vm.frame;
  if (!f) { out = current_globals(vm); return true; }
  if (f->locals) { out = f->locals; return true; }
  Dict* d = vm.new_dict();
  Code* co = f->code;
  for (int i = 0; i < co->nlocals && i < (int)co->varnames.size(); i++) {
    Value v = f->regs[i];
    if (is_layout(v, Layout::Cell)) v = as<Cell>(v)->v;
    if (!v.is_undef()) dict_set_str(vm, d, co->varnames[i], v);
  }
  out = d;
  return true;
}

}  // namespace tpy
