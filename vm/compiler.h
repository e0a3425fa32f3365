// compiler.h — AST (vm/ast.h) to bytecode (vm/bytecode.h). Entry point:
// compile_ast. Scope analysis (locals, cells, free variables, globals) runs
// first (vm/symtable.cpp), then code generation with register allocation.
#pragma once
#include <string>
#include <vector>
#include "vm/ast.h"
#include "vm/bytecode.h"
#include "vm/parser.h"

namespace tpy {

class VM;

enum class CompileMode {
  Module,       // a script or imported module: top-level names are globals
  Exec,         // exec() with a separate locals mapping: top level uses *_NAME ops
  Eval,         // one expression; the code returns its value
  Interactive,  // REPL input: expression statements are echoed with PRINT_EXPR
};

// Compiles a parsed module/expression. Returns null with `err` filled for
// errors found at compile time ('return' outside function, nonlocal at module
// level, ...), reported as SyntaxError like the parser's. May allocate.
Code* compile_ast(VM& vm, const Node* root, CompileMode mode, const std::string& filename,
                  std::string_view source, SyntaxErrorInfo& err);

// The SyntaxWarnings of legal but suspicious code (`x is 5`, `assert (a, b)`,
// a missing comma before a call or subscript), in source order, for the
// caller to issue before compiling (vm/compile_warnings.cpp).
void compile_warnings(const Node* root, std::string_view source, std::vector<SyntaxErrorInfo>& out);

}  // namespace tpy
