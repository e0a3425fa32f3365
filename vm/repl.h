// repl.h — the interactive session (`tpy`, `tpy -i script.py`): CPython's
// prompts and multi-line rules, echo of expression values into `_`,
// tracebacks that keep the session going, libedit line editing, history and
// completion on a terminal, and the IPython magics `%timeit` / `%time`.
// Implemented in vm/repl.cpp (loop, input, completion) and vm/repl_magic.cpp.
// Both objects go into the `tpy` binary only, so libtpy.a never needs libedit.
#pragma once
#include <string>
#include "vm/vm.h"

namespace tpy {

// Reads statements from stdin and runs them in main_mod's namespace until
// EOF or exit(). On a terminal: a banner (version_line plus what is built;
// none when version_line is empty, as after a script), prompts, line editing; otherwise statements are read silently, one at a
// time, as `python3 -i < file` does. Returns the exit status: 0 at EOF, or
// the code of a SystemExit. The caller's SIGINT handler must set
// vm.interrupt_requested; the REPL turns it into KeyboardInterrupt.
int run_repl(VM& vm, Module* main_mod, const std::string& version_line);

// The magics, for repl.cpp. `line` starts with '%'. Runs it (printing
// results and any traceback); never leaves an exception pending. Returns the
// exit status a SystemExit asked for, or -1 to keep the session going.
int run_magic(VM& vm, Module* main_mod, const std::string& line);

// Reports a syntax error as the REPL does (File "<stdin>", line N, then the
// line and caret when with_text: the parser's errors, not the compiler's).
void report_syntax_error(VM& vm, const struct SyntaxErrorInfo& err, bool with_text = true);

}  // namespace tpy
