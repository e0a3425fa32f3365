// parser.h — source text to AST (vm/ast.h). Entry points: parse_module for
// files, parse_expression for eval(). The lexer (vm/lexer.h) is internal to
// the parser; the compiler only ever sees the AST.
#pragma once
#include <string>
#include <string_view>
#include "vm/ast.h"

namespace tpy {

// What a failed parse reports; printed by the VM in CPython's format:
//   File "x.py", line 3
//     if x
//         ^
// SyntaxError: expected ':'
struct SyntaxErrorInfo {
  std::string type = "SyntaxError";  // or "IndentationError", "TabError"
  std::string msg;                   // CPython 3.11 wording where it has one
  int line = 0;                      // 1-based
  int col = 0;                       // 1-based character offset of the caret (CPython's `offset`)
  int end_col = 0;                   // 1-based, exclusive; 0 = single caret
  std::string text;                  // the offending source line, without newline
  bool incomplete = false;           // input ended inside a block/bracket/string (REPL continues)
  bool incomplete_token = false;     // ...inside a bracket, string or `\` continuation: even a blank line continues
};

// Returns the Module node, or null with `err` filled. Never throws.
// `from_bytes`: the source was bytes (compile(b"...")): with no coding
// comment and no BOM, CPython's error offsets count UTF-8 bytes.
Node* parse_module(AstArena& arena, std::string_view source, SyntaxErrorInfo& err, bool from_bytes = false);
// Parses one expression (eval mode); returns the expression node or null.
Node* parse_expression(AstArena& arena, std::string_view source, SyntaxErrorInfo& err, bool from_bytes = false);

}  // namespace tpy
