// run.h — compiling and running source at run time: exec/eval, import, and
// the introspection the builtins need (globals(), locals(), the caller's
// frame for super()). Implemented in vm/run.cpp and vm/import.cpp.
#pragma once
#include <string>
#include <string_view>
#include "vm/compiler.h"
#include "vm/vm.h"

namespace tpy {

// Compiles `source` (Exec or Eval mode) and runs it with the given globals
// and locals (locals null = globals). Eval mode puts the value in out; Exec
// puts None. SyntaxError is raised as a Python exception.
bool exec_string(VM& vm, std::string_view source, const std::string& filename, CompileMode mode,
                 Dict* globals, Dict* locals, Value& out);

// Runs a code object (Code of a module/exec/eval) in the given namespaces.
bool run_code(VM& vm, Code* code, Dict* globals, Dict* locals, Value& out);

// The innermost Python frame's globals dict / a locals dict snapshot
// (function frames: a new dict of bound locals; module/class: the namespace).
Dict* current_globals(VM& vm);
bool current_locals(VM& vm, Dict*& out);

// import machinery: __import__(name, fromlist, level) semantics of IMPORT_NAME.
bool import_module(VM& vm, Str* name, Value fromlist, int level, Value& out);

// CPython's uncaught-exception report for `e` (chain, traceback, message)
// as text; does not print and leaves the pending exception as it was.
std::string format_exception(VM& vm, ExceptionObj* e);

// Decodes source bytes (a file, or bytes given to exec/compile) by their
// PEP 263 coding comment; SyntaxError ("unknown encoding: x", or the
// codec's message) at line 0 of `filename` when that fails.
bool decode_source_bytes(VM& vm, std::string& source, const std::string& filename);

// Builds the SyntaxError exception object from parse/compile info.
ExceptionObj* make_syntax_error(VM& vm, const struct SyntaxErrorInfo& info, const std::string& filename);
// A SyntaxError with a message and no location (filename, lineno, ... None).
ExceptionObj* make_bare_syntax_error(VM& vm, const std::string& message);

}  // namespace tpy
