// repl.cpp — the interactive loop: reads lines (libedit on a terminal,
// plain stdin otherwise), decides after each line whether the statement is
// complete with CPython's rules (judge_input), compiles it in Interactive
// mode (expression values echoed into `_`) and runs it in __main__, keeping
// the session alive through errors and Ctrl-C. Entry point: run_repl.
// The magics are in repl_magic.cpp; tracebacks in traceback.cpp.
#include "vm/repl.h"

#include <dlfcn.h>
#include <histedit.h>
#include <poll.h>
#include <signal.h>
#include <unistd.h>
#include <algorithm>
#include <cerrno>
#include <clocale>
#include <cstdio>
#include <cstring>
#include <cwchar>
#include <memory>
#include <set>
#include <vector>
#include "vm/compiler.h"
#include "vm/dict.h"
#include "vm/ops.h"
#include "vm/parser.h"
#include "vm/run.h"
#include "vm/source.h"

namespace tpy {

void report_syntax_error(VM& vm, const SyntaxErrorInfo& err, bool with_text) {
  fflush(stdout);
  ExceptionObj* e = make_syntax_error(vm, err, "<stdin>");
  // CPython has no source for <stdin> after parsing: errors found later (the
  // compiler's) print no line and no caret.
  if (!with_text && !set_attr(vm, Value::object(e), vm.intern("text"), Value::none())) vm.pending = nullptr;
  vm.pending = e;
  vm.report_uncaught();
}

namespace {

// ---- deciding when a statement is complete ------------------------------------------

enum class Verdict { Empty, More, Run, Error };

bool is_blank(const std::string& line) { return line.find_first_not_of(" \t\f\r") == std::string::npos; }

bool is_compound(NodeKind k) {
  return k == NodeKind::FunctionDef || k == NodeKind::ClassDef || k == NodeKind::If || k == NodeKind::For ||
         k == NodeKind::While || k == NodeKind::With || k == NodeKind::Try || k == NodeKind::Match;
}

std::string line_of(const std::string& text, int line) {
  size_t pos = 0;
  for (int i = 1; i < line && pos != std::string::npos; i++) {
    pos = text.find('\n', pos);
    if (pos != std::string::npos) pos++;
  }
  if (pos == std::string::npos) return "";
  size_t end = text.find('\n', pos);
  return text.substr(pos, end == std::string::npos ? std::string::npos : end - pos);
}

// CPython's interactive rules, applied to everything typed for the current
// statement (`ended`: the last line was blank, or input ended):
// - a simple statement runs as soon as it parses;
// - a compound statement (a header ending in ':', decorators included) runs
//   at the first blank line, and a new statement at column 0 inside it is an
//   error ("invalid syntax" at that line);
// - open brackets, strings and `\` continuations read on, blank lines too;
// - any other syntax error is reported at once.
Verdict judge_input(const std::string& text, bool ended, AstArena& arena, Node*& root, SyntaxErrorInfo& err) {
  root = parse_source(arena, text, err, false, SourceKind::Str, nullptr);  // typed text is a str
  if (!root) {
    if (err.incomplete && !ended) return Verdict::More;
    if (err.incomplete_token) return Verdict::More;  // blank lines inside brackets and strings go on
    if (err.incomplete) {  // a block left unfinished: CPython points at the blank line
      err.line = static_cast<int>(std::count(text.begin(), text.end(), '\n'));
      err.text.clear();
      err.col = 1;
      err.end_col = 0;
    }
    return Verdict::Error;
  }
  if (root->a.empty()) return Verdict::Empty;  // blank lines and comments
  if (root->a.size() > 1) {
    const Node* second = nullptr;
    for (size_t i = 1; i < root->a.size() && !second; i++)
      if (root->a[i]->line > root->a[0]->end_line) second = root->a[i];
    if (second) {
      err = SyntaxErrorInfo();
      err.msg = "invalid syntax";
      err.line = second->line;
      err.text = line_of(text, second->line);
      err.col = second->col + 1;
      return Verdict::Error;
    }
  }
  if (is_compound(root->a[0]->kind) && !ended) return Verdict::More;
  return Verdict::Run;
}

// ---- input sources -------------------------------------------------------------------

class Input {
 public:
  enum class Got { Line, Eof, Interrupt };
  virtual ~Input() = default;
  // Reads one line without its newline; `continuation` selects "... ".
  virtual Got read(bool continuation, std::string& line) = 0;
  virtual void remember(const std::string& line) {}  // history
};

// Not a terminal: no prompts, no editing, as `python3 -i < file`.
class PipeInput final : public Input {
 public:
  Got read(bool, std::string& line) override {
    fflush(stdout);
    char* buf = nullptr;
    size_t cap = 0;
    ssize_t n = getline(&buf, &cap, stdin);
    if (n < 0) { free(buf); return Got::Eof; }
    line.assign(buf, n);
    free(buf);
    if (!line.empty() && line.back() == '\n') line.pop_back();
    return Got::Line;
  }
};

const char* const kKeywords[] = {
    "False", "None",   "True",    "and",      "as",     "assert", "async",  "await",    "break",
    "class", "continue", "def",   "del",      "elif",   "else",   "except", "finally",  "for",
    "from",  "global", "if",      "import",   "in",     "is",     "lambda", "nonlocal", "not",
    "or",    "pass",   "raise",   "return",   "try",    "while",  "with",   "yield"};

// rlcompleter's suffixes: "(" after callables, " " or ":" after keywords.
std::string keyword_completion(const std::string& kw) {
  if (kw == "finally" || kw == "try") return kw + ":";
  if (kw == "False" || kw == "None" || kw == "True" || kw == "break" || kw == "continue" || kw == "pass" ||
      kw == "else")
    return kw;
  return kw + " ";
}

bool is_identifier_path(const std::string& s) {
  if (s.empty()) return false;
  bool start = true;
  for (unsigned char c : s) {
    if (c == '.') {
      if (start) return false;
      start = true;
    } else if (std::isalpha(c) || c == '_' || c >= 0x80 || (!start && std::isdigit(c))) {
      start = false;
    } else {
      return false;
    }
  }
  return !start;
}

// Completions of `word` (a name, or a dotted path then a partial attribute)
// in main's namespace: keywords, globals and builtins, or the dir() of the
// object the path names. Looking an attribute up may run Python code
// (properties), as rlcompleter's does; its errors are swallowed.
std::vector<std::string> complete_word(VM& vm, Module* main_mod, const std::string& word) {
  std::set<std::string> out;
  RootScope roots(vm);
  size_t dot = word.rfind('.');
  if (dot == std::string::npos) {
    for (const char* kw : kKeywords)
      if (std::string_view(kw).substr(0, word.size()) == word) out.insert(keyword_completion(kw));
    for (Dict* d : {main_mod->dict, vm.builtins}) {
      for (const DictEntry& e : d->entries) {
        if (e.key.is_undef() || !is_str(e.key)) continue;
        const std::string& name = as_str(e.key)->text();
        if (name.compare(0, word.size(), word) != 0) continue;
        out.insert(name + (is_callable(vm, e.value) ? "(" : ""));
      }
    }
    return {out.begin(), out.end()};
  }
  std::string path = word.substr(0, dot), attr = word.substr(dot + 1);
  if (!is_identifier_path(path)) return {};
  Value obj;
  size_t start = 0;
  while (start <= path.size()) {
    size_t end = path.find('.', start);
    if (end == std::string::npos) end = path.size();
    Str* name = vm.intern(path.substr(start, end - start));
    if (start == 0) {
      obj = dict_get_str(main_mod->dict, name);
      if (obj.is_undef()) obj = dict_get_str(vm.builtins, name);
      if (obj.is_undef()) return {};
    } else if (!get_attr(vm, obj, name, obj)) {
      vm.pending = nullptr;
      return {};
    }
    roots.add(obj);
    start = end + 1;
  }
  Value dir_fn = dict_get_str(vm.builtins, vm.intern("dir")), names;
  std::vector<Value> items;
  if (dir_fn.is_undef() || !call1(vm, dir_fn, obj, names) || (roots.add(names), !collect_iterable(vm, names, items))) {
    vm.pending = nullptr;
    return {};
  }
  for (Value v : items) {
    if (!is_str(v)) continue;
    const std::string& name = as_str(v)->text();
    if (name.compare(0, attr.size(), attr) != 0) continue;
    if (attr.empty() && name[0] == '_') continue;                             // private names on request only
    if (attr == "_" && name.compare(0, 2, "__") == 0) continue;
    Value a;
    bool callable = false;
    if (get_attr(vm, obj, as_str(v), a)) callable = is_callable(vm, a);
    vm.pending = nullptr;
    out.insert(path + "." + name + (callable ? "(" : ""));
  }
  return {out.begin(), out.end()};
}

// A terminal: libedit with history in ~/.tpy_history, Ctrl-R search and Tab
// completion. Characters are read by read_char so that Ctrl-C (SIGINT,
// which only sets vm.interrupt_requested) ends the wait at once.
class TerminalInput final : public Input {
 public:
  TerminalInput(VM& vm, Module* main_mod) : vm_(vm), main_(main_mod) {
    setlocale(LC_CTYPE, "");  // libedit needs the terminal's encoding for UTF-8 input
    FILE* out = isatty(1) ? stdout : stderr;
    el_ = el_init("tpy", stdin, out, stderr);
    hist_ = history_init();
    history(hist_, &ev_, H_SETSIZE, 1000);
    history(hist_, &ev_, H_SETUNIQUE, 1);
    if (const char* home = getenv("HOME")) {
      history_path_ = std::string(home) + "/.tpy_history";
      history(hist_, &ev_, H_LOAD, history_path_.c_str());
    }
    el_set(el_, EL_CLIENTDATA, this);
    el_set(el_, EL_EDITOR, "emacs");
    el_set(el_, EL_HIST, history, hist_);
    el_set(el_, EL_PROMPT, &TerminalInput::prompt_of);
    el_set(el_, EL_GETCFN, &TerminalInput::read_char);
    el_set(el_, EL_ADDFN, "tpy-complete", "complete a name or attribute", &TerminalInput::complete);
    el_set(el_, EL_BIND, "^I", "tpy-complete", nullptr);
    el_set(el_, EL_BIND, "^R", "em-inc-search-prev", nullptr);
    el_set(el_, EL_ADDFN, "tpy-eof-or-delete", "end of input on an empty line, else delete", &TerminalInput::eof_or_delete);
    el_set(el_, EL_BIND, "^D", "tpy-eof-or-delete", nullptr);
    el_source(el_, nullptr);  // ~/.editrc, as other libedit programs
  }
  ~TerminalInput() override {
    el_end(el_);
    history_end(hist_);
  }

  Got read(bool continuation, std::string& line) override {
    prompt_ = continuation ? "... " : ">>> ";
    interrupted_ = false;
    fflush(stdout);
    fflush(stderr);
    int n = 0;
    const char* s = el_gets(el_, &n);
    if (interrupted_) {
      vm_.interrupt_requested = 0;
      if (n > 0) el_reset_line();
      return Got::Interrupt;
    }
    if (!s || n <= 0) return Got::Eof;
    line.assign(s, n);
    if (!line.empty() && line.back() == '\n') line.pop_back();
    return Got::Line;
  }

  void remember(const std::string& line) override {
    if (is_blank(line)) return;
    history(hist_, &ev_, H_ENTER, line.c_str());
    if (!history_path_.empty()) history(hist_, &ev_, H_SAVE, history_path_.c_str());
  }

 private:
  static TerminalInput* self(EditLine* el) {
    void* p = nullptr;
    el_get(el, EL_CLIENTDATA, &p);
    return static_cast<TerminalInput*>(p);
  }

  static char* prompt_of(EditLine* el) { return const_cast<char*>(self(el)->prompt_); }

  // The text an interrupted el_gets left behind must not start the next line.
  void el_reset_line() {
    const LineInfo* li = el_line(el_);
    el_cursor(el_, static_cast<int>(li->lastchar - li->buffer));
    el_deletestr(el_, static_cast<int>(li->lastchar - li->buffer));
  }

  // SIGINT is blocked while the flag is tested and unblocked atomically by
  // ppoll, so a Ctrl-C can never slip in between and leave us waiting.
  static int read_char(EditLine* el, wchar_t* wc) {
    TerminalInput* t = self(el);
    for (;;) {
      sigset_t block, old;
      sigemptyset(&block);
      sigaddset(&block, SIGINT);
      pthread_sigmask(SIG_BLOCK, &block, &old);
      if (t->vm_.interrupt_requested) {
        pthread_sigmask(SIG_SETMASK, &old, nullptr);
        t->interrupted_ = true;
        return -1;
      }
      struct pollfd p = {0, POLLIN, 0};
      int r = ppoll(&p, 1, nullptr, &old);
      pthread_sigmask(SIG_SETMASK, &old, nullptr);
      if (r < 0) {
        if (errno == EINTR) continue;
        return -1;
      }
      unsigned char byte;
      ssize_t n = ::read(0, &byte, 1);
      if (n < 0) {
        if (errno == EINTR || errno == EAGAIN) continue;
        return -1;
      }
      if (n == 0) return 0;
      if (byte == 3) {  // ^C arrives as a byte when the terminal does not signal
        t->interrupted_ = true;
        return -1;
      }
      char c = static_cast<char>(byte);
      size_t k = mbrtowc(wc, &c, 1, &t->mb_);
      if (k == static_cast<size_t>(-2)) continue;  // inside a multi-byte character
      if (k == static_cast<size_t>(-1)) {
        t->mb_ = mbstate_t();
        *wc = byte;
      }
      return 1;
    }
  }

  // Ctrl-D: end of input on an empty line (libedit's own binding would
  // first print "^D"), else delete the character under the cursor.
  static unsigned char eof_or_delete(EditLine* el, int) {
    const LineInfo* li = el_line(el);
    if (li->buffer == li->lastchar) return CC_EOF;
    if (li->cursor == li->lastchar) return CC_REFRESH_BEEP;
    el_cursor(el, 1);
    el_deletestr(el, 1);
    return CC_REFRESH;
  }

  // Tab: indentation at the start of a line, else the completions of the
  // word before the cursor: their common prefix is inserted, or the list is
  // shown when there is nothing left to insert.
  static unsigned char complete(EditLine* el, int) {
    TerminalInput* t = self(el);
    const LineInfo* li = el_line(el);
    std::string before(li->buffer, li->cursor);
    size_t start = before.size();
    while (start > 0) {
      unsigned char c = before[start - 1];
      if (!(std::isalnum(c) || c == '_' || c == '.' || c >= 0x80)) break;
      start--;
    }
    std::string word = before.substr(start);
    if (word.empty()) {
      if (is_blank(before)) {
        el_insertstr(el, "    ");
        return CC_REFRESH;
      }
      return CC_REFRESH_BEEP;
    }
    std::vector<std::string> found = complete_word(t->vm_, t->main_, word);
    if (found.empty()) return CC_REFRESH_BEEP;
    std::string common = found[0];
    for (const std::string& f : found) {
      size_t k = 0;
      while (k < common.size() && k < f.size() && common[k] == f[k]) k++;
      common.resize(k);
    }
    if (common.size() > word.size()) {
      el_insertstr(el, common.c_str() + word.size());
      return CC_REFRESH;
    }
    if (found.size() == 1) return CC_REFRESH;
    size_t width = 0;
    for (const std::string& f : found) width = std::max(width, f.size() + 2);
    size_t per_row = std::max<size_t>(1, 80 / width);
    FILE* out = isatty(1) ? stdout : stderr;
    fputc('\n', out);
    for (size_t i = 0; i < found.size(); i++) {
      bool last = (i + 1) % per_row == 0 || i + 1 == found.size();
      fprintf(out, "%-*s", last ? 0 : static_cast<int>(width), found[i].c_str());
      if (last) fputc('\n', out);
    }
    fflush(out);
    return CC_REDISPLAY;
  }

  VM& vm_;
  Module* main_;
  EditLine* el_ = nullptr;
  History* hist_ = nullptr;
  HistEvent ev_;
  std::string history_path_;
  const char* prompt_ = ">>> ";
  bool interrupted_ = false;
  mbstate_t mb_ = mbstate_t();
};

// What the banner says about the parts that are not always there.
std::string features(const VM& vm) {
  std::string gpu = "GPU: not available";
  if (void* h = dlopen("libcuda.so.1", RTLD_LAZY | RTLD_LOCAL)) {
    gpu = "GPU: CUDA driver found";
    dlclose(h);
  }
  const char* jit = vm.jit_mode == JitMode::Off ? "off" : vm.jit_mode == JitMode::Eager ? "eager" : "on";
  return std::string("JIT: ") + jit + ", " + gpu;
}

// `exit` and `quit` whose repr tells how to leave, and `help` whose repr
// tells how to use it, as in CPython's session.
void install_quitters(VM& vm) {
  RootScope roots(vm);
  Dict* ns = vm.new_dict();
  roots.add(ns);
  Value ignored;
  const char* source =
      "from _sitebuiltins import Quitter, _Helper\n"
      "exit = Quitter('exit', 'Ctrl-D (i.e. EOF)')\n"
      "quit = Quitter('quit', 'Ctrl-D (i.e. EOF)')\n"
      "help = _Helper()\n";
  if (!exec_string(vm, source, "<repl>", CompileMode::Exec, ns, ns, ignored)) {
    vm.pending = nullptr;  // the plain functions stay
    return;
  }
  for (const char* name : {"exit", "quit", "help"}) vm.set_builtin(name, dict_get_str(ns, vm.intern(name)));
}

// Compiles and runs one complete statement. Returns the exit status a
// SystemExit asked for, or -1 to go on.
int run_statement(VM& vm, Module* main_mod, Node* root, const std::string& text) {
  SyntaxErrorInfo err;
  Code* code = compile_ast(vm, root, CompileMode::Interactive, "<stdin>", text, err);
  if (!code) {
    report_syntax_error(vm, err, false);
    return -1;
  }
  vm.interrupt_requested = 0;  // a Ctrl-C typed before this statement is not for it
  Value out;
  bool ok = run_code(vm, code, main_mod->dict, main_mod->dict, out);
  fflush(stdout);
  if (ok) return -1;
  if (vm.pending_is(vm.exc.SystemExit)) return vm.report_uncaught();
  vm.report_uncaught();
  return -1;
}

}  // namespace

int run_repl(VM& vm, Module* main_mod, const std::string& version_line) {
  bool tty = isatty(0);
  install_quitters(vm);
  std::unique_ptr<Input> in;
  if (tty) {
    if (!version_line.empty())
      fprintf(stderr, "%s [%s]\nType exit() or Ctrl-D to leave; %%timeit STMT and %%time STMT time a statement.\n",
              version_line.c_str(), features(vm).c_str());
    in = std::make_unique<TerminalInput>(vm, main_mod);
  } else {
    in = std::make_unique<PipeInput>();
  }
  FILE* screen = isatty(1) ? stdout : stderr;  // where the editor draws
  std::string text;  // the lines of the statement being typed
  for (;;) {
    std::string line;
    Input::Got got = in->read(!text.empty(), line);
    if (got == Input::Got::Interrupt) {
      fputs("\nKeyboardInterrupt\n", stderr);
      text.clear();
      continue;
    }
    bool eof = got == Input::Got::Eof;
    if (eof && tty) { fputc('\n', screen); fflush(screen); }
    if (eof && text.empty()) break;
    if (!eof) in->remember(line);
    if (text.empty() && !eof) {
      size_t first = line.find_first_not_of(" \t");
      if (first != std::string::npos && line[first] == '%') {
        int status = run_magic(vm, main_mod, line.substr(first));
        if (status >= 0) return status;
        continue;
      }
    }
    text += line;
    text += '\n';
    AstArena arena;
    Node* root = nullptr;
    SyntaxErrorInfo err;
    Verdict v = judge_input(text, eof || is_blank(line), arena, root, err);
    if (v == Verdict::More) {
      if (!eof) continue;
      v = Verdict::Error;
    }
    if (v == Verdict::Error) report_syntax_error(vm, err);
    if (v == Verdict::Run) {
      int status = run_statement(vm, main_mod, root, text);
      if (status >= 0) return status;
    }
    text.clear();
    if (eof && !tty) break;
  }
  return 0;
}

}  // namespace tpy
