// source.h — parsing and compiling a source that knows where it came from,
// which the tokenizer must know: a str (compile()/exec()/eval() of a str,
// `-c`, the REPL) takes a leading U+FEFF for an invalid character where a
// file or bytes skip it as a UTF-8 signature, and compile() of bytes counts
// error offsets in bytes. Also the tokenizer's SyntaxWarnings, issued through
// the warnings module (an error filter makes one a SyntaxError).
// Implemented in vm/parser.cpp (parse_source) and vm/run.cpp.
#pragma once
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>
#include "vm/parser.h"

namespace tpy {

// Declared, not included: vm/parser.cpp includes this next to the lexer's
// own names (compiler.h's bytecode Op would clash).
class VM;
struct Code;
struct Dict;
struct Value;
enum class CompileMode;

enum class SourceKind : uint8_t {
  File,   // a file, or bytes that start with a UTF-8 signature
  Bytes,  // bytes without one: see parse_module's from_bytes
  Str,    // a str: a leading U+FEFF is "invalid non-printable character U+FEFF"
};

// parse_module / parse_expression (eval true) for a source of that kind;
// `warnings` (may be null) gets the tokenizer's SyntaxWarnings in source
// order, whether or not the parse failed.
Node* parse_source(AstArena& arena, std::string_view source, SyntaxErrorInfo& err, bool eval, SourceKind kind,
                   std::vector<SyntaxErrorInfo>* warnings);

// Issues `warnings` as warnings.warn_explicit(msg, SyntaxWarning, filename,
// lineno); false with a pending exception when one raised, a SyntaxWarning
// raised as an error becoming a SyntaxError at the warning's place (as
// CPython's tokenizer does).
bool issue_syntax_warnings(VM& vm, const std::vector<SyntaxErrorInfo>& warnings, const std::string& filename);

// Parses (issuing its warnings) and compiles; null with a pending
// SyntaxError on failure.
Code* compile_source(VM& vm, std::string_view source, const std::string& filename, CompileMode mode,
                     SourceKind kind);

// exec_string (vm/run.h) for a source of that kind.
bool exec_source(VM& vm, std::string_view source, const std::string& filename, CompileMode mode, SourceKind kind,
                 Dict* globals, Dict* locals, Value& out);

}  // namespace tpy
