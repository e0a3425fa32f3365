// main.cpp — the `tpy` command line: run a script, -c code, -m module, -
// (stdin), the REPL (vm/repl.cpp) when no program is given or with -i;
// CPython's flags (-u -O -q -W -X -E -I, combinable as in -OO or -ui), -V,
// -h, --jit=..., --jit-param, --dump-bytecode. The interpreter runs on a thread with a large stack so
// deep C++ re-entry (dunders calling Python) raises RecursionError, never
// a segfault.
#include <malloc.h>
#include <sys/stat.h>
#include <pthread.h>
#include <signal.h>
#include <unistd.h>
#include <algorithm>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <iostream>
#include <optional>
#include <sstream>
#include <string>
#include <vector>
#include "jit/jit.h"
#include "vm/codec.h"
#include "vm/compiler.h"
#include "vm/dict.h"
#include "vm/disasm.h"
#include "vm/ops.h"
#include "vm/parser.h"
#include "vm/repl.h"
#include "vm/run.h"
#include "vm/source.h"
#include "vm/vm.h"

namespace {

const char* const kVersion = "tpy 0.1.0 (Python 3.11 language)";

const char* const kUsage =
    "usage: tpy [option] ... [-c cmd | -m mod | file | -] [arg] ...\n"
    "Options:\n"
    "  -c cmd           program passed in as string (terminates option list)\n"
    "  -m mod           run library module as a script (terminates option list)\n"
    "  -i               inspect interactively after running the script\n"
    "  -u               unbuffered stdout and stderr (also PYTHONUNBUFFERED=x)\n"
    "  -O               remove assert statements, __debug__ is False (also PYTHONOPTIMIZE=x)\n"
    "  -q               no version banner in the interactive session\n"
    "  -W arg           warning control: action:message:category:module:lineno\n"
    "                   (also PYTHONWARNINGS=arg)\n"
    "  -X opt           set an implementation-specific option (sys._xoptions)\n"
    "  -E               ignore PYTHON* environment variables and TPY_PATH\n"
    "  -I               isolate: -E, and neither the script's folder nor the\n"
    "                   current one on sys.path\n"
    "  -B, -s, -S, -R   accepted, no effect (tpy writes no bytecode files and\n"
    "                   has no site packages)\n"
    "  -h, --help       print this help message and exit\n"
    "  -V, --version    print the tpy version and exit\n"
    "  --jit=MODE       off | on (default) | eager (compile on first iteration)\n"
    "  --jit-param K=V  set a JIT tunable\n"
    "  --jit-stats      print JIT counters at exit\n"
    "  --dump-bytecode  print the compiled bytecode instead of running\n"
    "  --dump-ir, --dump-asm  print JIT IR / machine code as traces compile\n"
    "  --emit-cuda      print each CUDA kernel's CUDA C (stderr) as it compiles\n"
    "  --cuda=sim       run CUDA kernels on the CPU simulator (NUMBA_ENABLE_CUDASIM=1)\n"
    "  file             program read from script file\n"
    "  -                program read from stdin (default; interactive mode if a tty)\n"
    "  arg ...          arguments passed to program in sys.argv[1:]\n"
    "Environment:\n"
    "  TPY_PATH         ':'-separated folders searched for modules\n";

const char* const kShortUsage =
    "usage: tpy [option] ... [-c cmd | -m mod | file | -] [arg] ...\n"
    "Try `tpy -h' for more information.\n";

// A bad command line: the message, then CPython's two-line hint; status 2.
int usage_error(const std::string& message) {
  fprintf(stderr, "%s\n%s", message.c_str(), kShortUsage);
  return 2;
}

tpy::VM* g_vm = nullptr;

void on_sigint(int) {
  if (g_vm) g_vm->interrupt_requested.fetch_or(tpy::VM::kInterruptSignal);
}

struct Options {
  std::string mode = "repl";  // file | cmd | stdin | repl
  std::string program;        // file name or code
  std::vector<std::string> args;
  bool dump_bytecode = false;
  bool interactive = false;
  tpy::JitMode jit = tpy::JitMode::On;
  std::vector<std::string> jit_params;   // --jit-param NAME=VALUE, in order
  bool dump_ir = false, dump_asm = false, jit_stats = false, emit_cuda = false;
  bool unbuffered = false, quiet = false, ignore_env = false, isolated = false;
  bool no_user_site = false, no_site = false;   // -s, -S: only in sys.flags (tpy has no site packages)
  int optimize = 0;
  std::vector<std::string> warnoptions, xoptions;
};

// The value of a short option that takes one (-W, -X): the rest of this
// argument, or the next one.
bool option_value(int argc, char** argv, int& i, size_t j, std::string& out) {
  std::string a = argv[i];
  if (j + 1 < a.size()) { out = a.substr(j + 1); return true; }
  if (i + 1 >= argc) return false;
  out = argv[++i];
  return true;
}

// One argument of single-letter flags (-OO, -ui, -Wignore, -cCODE). Returns
// -1 to go on with the next argument, 1 when the program (-c/-m) was found,
// or an exit status.
int parse_short_flags(int argc, char** argv, int& i, Options& o) {
  std::string a = argv[i];
  for (size_t j = 1; j < a.size(); j++) {
    char c = a[j];
    std::string value;
    switch (c) {
      case 'c': case 'm':
        if (!option_value(argc, argv, i, j, value))
          return usage_error(std::string("Argument expected for the -") + c + " option");
        o.mode = c == 'c' ? "cmd" : "module";
        o.program = value;
        o.args.push_back(c == 'c' ? "-c" : value);
        for (int k = i + 1; k < argc; k++) o.args.push_back(argv[k]);
        return 1;
      case 'W': case 'X':
        if (!option_value(argc, argv, i, j, value))
          return usage_error(std::string("Argument expected for the -") + c + " option");
        (c == 'W' ? o.warnoptions : o.xoptions).push_back(value);
        return -1;
      case 'h': fputs(kUsage, stdout); return 0;
      case 'V': printf("%s\n", kVersion); return 0;
      case 'i': o.interactive = true; break;
      case 'u': o.unbuffered = true; break;
      case 'O': o.optimize++; break;
      case 'q': o.quiet = true; break;
      case 'E': o.ignore_env = true; break;
      case 'I': o.isolated = o.ignore_env = true; break;
      case 's': o.no_user_site = true; break;
      case 'S': o.no_site = true; break;
      case 'B': case 'R': break;
      default: return usage_error(std::string("Unknown option: -") + c);
    }
  }
  return -1;
}

int parse_options(int argc, char** argv, Options& o) {
  int i = 1;
  for (; i < argc; i++) {
    std::string a = argv[i];
    if (a == "--help") { fputs(kUsage, stdout); return 0; }
    if (a == "--version") { printf("%s\n", kVersion); return 0; }
    if (a.rfind("--jit=", 0) == 0) {
      std::string m = a.substr(6);
      if (m == "off") o.jit = tpy::JitMode::Off;
      else if (m == "on") o.jit = tpy::JitMode::On;
      else if (m == "eager") o.jit = tpy::JitMode::Eager;
      else { fprintf(stderr, "tpy: unknown --jit mode '%s' (use off, on or eager)\n", m.c_str()); return 2; }
      continue;
    }
    if (a == "--jit-param") {
      if (i + 1 >= argc) { fprintf(stderr, "tpy: --jit-param needs NAME=VALUE\n"); return 2; }
      o.jit_params.push_back(argv[++i]);
      continue;
    }
    if (a.rfind("--jit-param=", 0) == 0) { o.jit_params.push_back(a.substr(12)); continue; }
    if (a == "--jit-stats") { o.jit_stats = true; continue; }
    if (a == "--dump-ir") { o.dump_ir = true; continue; }
    if (a == "--dump-asm") { o.dump_asm = true; continue; }
    if (a == "--emit-cuda") { o.emit_cuda = true; continue; }
    if (a == "--cuda=sim") { setenv("NUMBA_ENABLE_CUDASIM", "1", 1); continue; }
    if (a == "--dump-bytecode") { o.dump_bytecode = true; continue; }
    if (a == "--") {  // the end of the options: what follows is the program and its arguments
      if (++i == argc) break;
      a = argv[i];
      if (a != "-") {
        o.mode = "file";
        o.program = a;
        for (int k = i; k < argc; k++) o.args.push_back(argv[k]);
        return -1;
      }
    }
    if (a == "-") {
      o.mode = "stdin";
      o.args.push_back("-");
      for (int k = i + 1; k < argc; k++) o.args.push_back(argv[k]);
      return -1;
    }
    if (a.rfind("--", 0) == 0) return usage_error("unknown option " + a);
    if (a.size() > 1 && a[0] == '-') {
      int r = parse_short_flags(argc, argv, i, o);
      if (r == 1) return -1;
      if (r >= 0) return r;
      continue;
    }
    o.mode = "file";
    o.program = a;
    for (int k = i; k < argc; k++) o.args.push_back(argv[k]);
    return -1;
  }
  // No program: the REPL on a terminal or with -i, else the program is
  // stdin read whole, as `python3 < file`.
  if (!isatty(0) && !o.interactive) {
    o.mode = "stdin";
  }
  o.args.push_back(o.mode == "stdin" ? "-" : "");
  if (o.mode == "stdin") o.args.back() = "";
  return -1;
}

// What the environment adds to the options (none of it under -E / -I).
void apply_environment(Options& o) {
  if (o.ignore_env) return;
  auto set = [](const char* name) {
    const char* v = getenv(name);
    return v && *v ? v : nullptr;
  };
  if (set("PYTHONUNBUFFERED")) o.unbuffered = true;
  if (const char* v = set("PYTHONOPTIMIZE")) o.optimize = std::max(o.optimize, atoi(v) > 0 ? atoi(v) : 1);
  if (const char* v = set("PYTHONWARNINGS")) {
    std::string all = v, part;
    std::vector<std::string> from_env;
    std::stringstream ss(all);
    while (std::getline(ss, part, ',')) if (!part.empty()) from_env.push_back(part);
    o.warnoptions.insert(o.warnoptions.begin(), from_env.begin(), from_env.end());
  }
}

bool is_file(const std::string& p) {
  struct stat st;
  return stat(p.c_str(), &st) == 0 && S_ISREG(st.st_mode);
}

// -m NAME: the file to run as __main__ (NAME.py, or a package's
// __main__.py) and its __package__; the parent packages are imported first,
// as CPython's runpy does. False with the message CPython prints.
bool find_main_module(tpy::VM& vm, const std::string& name, std::string& path, std::string& package,
                      std::string& error) {
  std::vector<std::string> dirs = vm.search_path;
  size_t dot = name.rfind('.');
  std::string leaf = name;
  if (dot != std::string::npos) {
    package = name.substr(0, dot);
    leaf = name.substr(dot + 1);
    tpy::Value mod;
    if (!tpy::import_module(vm, vm.intern(package), tpy::Value::object(vm.new_list({vm.str_value("*")})), 0, mod)) {
      vm.pending = nullptr;
      error = "Error while finding module specification for '" + name + "'";
      return false;
    }
    dirs.clear();
    tpy::Value p = tpy::dict_get_str(tpy::as<tpy::Module>(mod)->dict, vm.intern("__path__"));
    if (tpy::is_layout(p, tpy::Layout::List))
      for (auto& d : tpy::as<tpy::List>(p)->items)
        if (tpy::is_str(d)) dirs.push_back(tpy::as<tpy::Str>(d)->text());
  }
  for (const std::string& dir : dirs) {
    std::string base = (dir.empty() ? "." : dir) + "/" + leaf;
    if (is_file(base + ".py")) { path = base + ".py"; return true; }
    if (is_file(base + "/__init__.py")) {
      if (!is_file(base + "/__main__.py")) {
        error = "No module named " + name + ".__main__; '" + name + "' is a package and cannot be directly executed";
        return false;
      }
      tpy::Value mod;
      if (!tpy::import_module(vm, vm.intern(name), tpy::Value::none(), 0, mod)) return false;
      path = base + "/__main__.py";
      package = name;
      return true;
    }
  }
  // A module shipped inside tpy (`tpy -m timeit`): its source is embedded.
  if (dot == std::string::npos && tpy::builtin_module_source(name)) {
    path = "<frozen " + name + ">";
    return true;
  }
  error = "No module named " + name;
  return false;
}

// sys.warnoptions and sys._xoptions ({"key": "value"}, or True for a bare key).
void set_sys_options(tpy::VM& vm, const Options& o) {
  std::vector<tpy::Value> warn;
  for (auto& w : o.warnoptions) warn.push_back(vm.str_value(w));
  tpy::dict_set_str(vm, vm.sys->dict, vm.intern("warnoptions"), tpy::Value::object(vm.new_list(warn)));
  tpy::Dict* x = vm.new_dict();
  tpy::dict_set_str(vm, vm.sys->dict, vm.intern("_xoptions"), tpy::Value::object(x));
  for (auto& opt : o.xoptions) {
    size_t eq = opt.find('=');
    tpy::Value v = eq == std::string::npos ? tpy::Value::boolean(true) : vm.str_value(opt.substr(eq + 1));
    tpy::dict_set_str(vm, x, vm.intern(opt.substr(0, eq)), v);
  }
  // sys.flags (builtins/mod_sys.cpp made it with the defaults; the indices
  // are CPython 3.11's order, its kFlagsFields).
  tpy::Value flags = tpy::dict_get_str(vm.sys->dict, vm.intern("flags"));
  if (!tpy::is_layout(flags, tpy::Layout::Tuple)) return;
  tpy::Tuple* old = tpy::as<tpy::Tuple>(flags);
  std::vector<tpy::Value> f(old->items.begin(), old->items.end());
  if (f.size() != 18) return;
  auto xoption = [&](const std::string& name) -> std::optional<std::string> {
    std::optional<std::string> r;
    for (auto& opt : o.xoptions)
      if (opt.substr(0, opt.find('=')) == name) r = opt.find('=') == std::string::npos ? "" : opt.substr(opt.find('=') + 1);
    return r;
  };
  f[1] = f[2] = tpy::Value::integer(o.interactive);        // inspect, interactive
  f[3] = tpy::Value::integer(o.optimize);
  f[5] = tpy::Value::integer(o.no_user_site || o.isolated);
  f[6] = tpy::Value::integer(o.no_site);
  f[7] = tpy::Value::integer(o.ignore_env);
  f[10] = tpy::Value::integer(o.quiet);
  f[12] = tpy::Value::integer(o.isolated);
  f[13] = tpy::Value::boolean(xoption("dev").has_value());
  std::optional<std::string> utf8 = xoption("utf8");
  f[14] = tpy::Value::integer(utf8 && *utf8 != "0");
  f[16] = tpy::Value::boolean(o.isolated);                 // safe_path
  tpy::dict_set_str(vm, vm.sys->dict, vm.intern("flags"),
                    tpy::Value::object(vm.new_tuple(f.data(), f.size(), old->type)));
}

// os.path.abspath: cwd-relative paths made absolute, "." and ".." folded.
std::string absolute_path(const std::string& p) {
  std::string full = p;
  if (p.empty() || p[0] != '/') {
    char buf[4096];
    if (!getcwd(buf, sizeof buf)) return p;
    full = std::string(buf) + "/" + p;
  }
  std::vector<std::string> parts;
  size_t i = 0;
  while (i <= full.size()) {
    size_t j = full.find('/', i);
    if (j == std::string::npos) j = full.size();
    std::string c = full.substr(i, j - i);
    if (c == "..") { if (!parts.empty()) parts.pop_back(); }
    else if (!c.empty() && c != ".") parts.push_back(c);
    i = j + 1;
  }
  std::string r;
  for (auto& c : parts) r += "/" + c;
  return r.empty() ? "/" : r;
}

bool read_all(std::istream& in, std::string& out) {
  std::ostringstream ss;
  ss << in.rdbuf();
  out = ss.str();
  return true;
}

// Decodes a script by its PEP 263 coding comment; CPython reports a bad
// one in a script with one line and no traceback.
// A script with neither a coding comment nor a UTF-8 signature must be
// UTF-8 throughout, comments included (CPython checks each line as it reads
// the file; compile() and import look only at names and strings).
bool decode_script(std::string& source, const std::string& program) {
  std::string coding;
  tpy::CodecError err;
  if (tpy::decode_source(source, coding, err) != tpy::SourceDecode::Ok) {
    fprintf(stderr, "SyntaxError: encoding problem: %s\n", coding.c_str());
    return false;
  }
  if (!coding.empty() || source.compare(0, 3, "\xEF\xBB\xBF") == 0) return true;
  std::string text;
  if (tpy::TextDecoder(tpy::Codec::Utf8, tpy::ErrorMode::Strict).decode(source, true, text, err)) return true;
  int line = 1 + static_cast<int>(std::count(source.begin(), source.begin() + static_cast<long>(err.start), '\n'));
  std::string path = program;
  char cwd[4096];
  if (!path.empty() && path[0] != '/' && getcwd(cwd, sizeof cwd)) path = std::string(cwd) + "/" + path;
  fprintf(stderr,
          "SyntaxError: Non-UTF-8 code starting with '\\x%02x' in file %s on line %d, but no encoding declared; "
          "see https://peps.python.org/pep-0263/ for details\n",
          static_cast<unsigned char>(source[err.start]), path.c_str(), line);
  return false;
}

int dump_bytecode(tpy::VM& vm, const std::string& source, const std::string& filename) {
  tpy::AstArena arena;
  tpy::SyntaxErrorInfo err;
  tpy::Node* root = tpy::parse_module(arena, source, err);
  tpy::Code* code = root ? tpy::compile_ast(vm, root, tpy::CompileMode::Module, filename, source, err) : nullptr;
  if (!code) {
    vm.pending = tpy::make_syntax_error(vm, err, filename);
    return vm.report_uncaught();
  }
  std::string text = tpy::disassemble(code);
  fwrite(text.data(), 1, text.size(), stdout);
  return 0;
}

struct MainArgs {
  int argc;
  char** argv;
  int status;
  bool interrupted = false;  // uncaught KeyboardInterrupt: die by SIGINT, as CPython
  size_t stack_bytes = 0;    // the interpreter thread's stack (0: the process's own)
};

constexpr size_t kThreadStack = size_t(1) << 30;  // reserved lazily; deep re-entry needs it

void* real_main(void* p) {
  MainArgs* ma = static_cast<MainArgs*>(p);
  Options o;
  int early = parse_options(ma->argc, ma->argv, o);
  if (early >= 0) { ma->status = early; return nullptr; }
  apply_environment(o);
  if (o.unbuffered) {
    setvbuf(stdout, nullptr, _IONBF, 0);
    setvbuf(stderr, nullptr, _IONBF, 0);
  }
  std::string source, filename;
  if (o.mode == "file") {
    std::ifstream in(o.program, std::ios::binary);
    if (!in) {
      fprintf(stderr, "%s: can't open file '%s': [Errno 2] No such file or directory\n", ma->argv[0], o.program.c_str());
      ma->status = 2;
      return nullptr;
    }
    read_all(in, source);
    filename = absolute_path(o.program);  // CPython 3.11 reports the script by absolute path
  } else if (o.mode == "cmd") {
    source = o.program;
    filename = "<string>";
  } else if (o.mode == "stdin") {
    read_all(std::cin, source);
    filename = "<stdin>";
  }
  std::optional<tpy::VM> made;
  try {
    made.emplace();
  } catch (const std::bad_alloc&) {
    fprintf(stderr, "tpy: not enough memory to start (ulimit -v?)\n");
    ma->status = 1;
    return nullptr;
  }
  tpy::VM& vm = *made;
  // The C++ re-entries allowed scale with the stack they run on.
  if (ma->stack_bytes && ma->stack_bytes < kThreadStack)
    vm.native_depth_limit = std::max<int>(100, int(vm.native_depth_limit * (double)ma->stack_bytes / kThreadStack));
  vm.jit_mode = o.jit;
  {
    std::string err;
    bool ok = tpy::jit_configure(vm, "", err);
    for (size_t k = 0; ok && k < o.jit_params.size(); k++) ok = tpy::jit_configure(vm, o.jit_params[k], err);
    if (!ok) {
      fprintf(stderr, "tpy: %s\n", err.c_str());
      ma->status = 2;
      return nullptr;
    }
    tpy::jit_set_dumps(vm, o.dump_ir, o.dump_asm, o.jit_stats);
    vm.emit_cuda = o.emit_cuda;
  }
  vm.optimize = o.optimize;
  if (o.optimize) vm.set_builtin("__debug__", tpy::Value::boolean(false));
  vm.argv = o.args;
  std::string dir = ".";
  if (o.isolated) {
    // -I: neither the script's folder nor the current one is searched.
  } else if (o.mode == "file") {
    // As CPython: the full path of the script's folder, symbolic links
    // resolved, so modules imported from it have absolute __file__s (and
    // tracebacks through them name the full path).
    char* real = realpath(o.program.c_str(), nullptr);
    std::string script = real ? real : o.program;
    free(real);
    size_t slash = script.rfind('/');
    dir = slash == std::string::npos ? "" : script.substr(0, slash);
    vm.search_path.push_back(dir.empty() ? (slash == 0 ? "/" : ".") : dir);
  } else if (o.mode == "module") {
    vm.search_path.push_back(absolute_path("."));  // as CPython: the full path of the current folder
  } else {
    vm.search_path.push_back("");
  }
  if (const char* tp = o.ignore_env ? nullptr : getenv("TPY_PATH")) {
    std::string s = tp;
    size_t start = 0;
    while (start <= s.size()) {
      size_t c = s.find(':', start);
      std::string part = s.substr(start, c == std::string::npos ? std::string::npos : c - start);
      if (!part.empty()) vm.search_path.push_back(part);
      if (c == std::string::npos) break;
      start = c + 1;
    }
  }
  // sys.argv / sys.path reflect the options above.
  {
    std::vector<tpy::Value> av, pv;
    for (auto& a : vm.argv) av.push_back(vm.str_value(a));
    for (auto& d : vm.search_path) pv.push_back(vm.str_value(d));
    tpy::dict_set_str(vm, vm.sys->dict, vm.intern("argv"), tpy::Value::object(vm.new_list(av)));
    tpy::dict_set_str(vm, vm.sys->dict, vm.intern("path"), tpy::Value::object(vm.new_list(pv)));
  }
  set_sys_options(vm, o);
  if (!o.warnoptions.empty()) {
    // As in CPython, -W takes effect (and bad options are reported) at start-up.
    tpy::Value warnings;
    if (!tpy::import_module(vm, vm.intern("warnings"), tpy::Value::none(), 0, warnings)) vm.report_uncaught();
  }
  g_vm = &vm;
  // Without SA_RESTART (which signal() sets): a read or sleep blocked when
  // Ctrl-C comes returns EINTR, and its caller raises KeyboardInterrupt
  // at once instead of waiting for the read to finish.
  struct sigaction sa = {};
  sa.sa_handler = on_sigint;
  sigemptyset(&sa.sa_mask);
  sa.sa_flags = 0;
  sigaction(SIGINT, &sa, nullptr);
  std::string main_package;
  if (o.mode == "module") {
    std::string path, error;
    if (!find_main_module(vm, o.program, path, main_package, error)) {
      if (vm.pending) {
        ma->status = vm.report_uncaught();
      } else {
        fprintf(stderr, "%s: %s\n", ma->argv[0], error.c_str());
        ma->status = 1;
      }
      g_vm = nullptr;
      return nullptr;
    }
    if (const char* frozen = path.rfind("<frozen ", 0) == 0 ? tpy::builtin_module_source(o.program) : nullptr) {
      source = frozen;
      filename = path;
    } else {
      std::ifstream in(path, std::ios::binary);
      read_all(in, source);
      filename = absolute_path(path);
    }
    vm.argv[0] = filename;
    tpy::Value argv_list = tpy::dict_get_str(vm.sys->dict, vm.intern("argv"));
    tpy::as<tpy::List>(argv_list)->items[0] = vm.str_value(filename);
  }
  if ((o.mode == "file" || o.mode == "module") && !decode_script(source, o.mode == "file" ? o.program : filename)) {
    ma->status = 1;
    g_vm = nullptr;
    return nullptr;
  }
  tpy::Module* main_mod = vm.new_module("__main__");
  tpy::dict_set_str(vm, main_mod->dict, vm.names.builtins, tpy::Value::object(vm.builtins_module));
  if (o.mode == "file" || o.mode == "module")
    tpy::dict_set_str(vm, main_mod->dict, vm.names.file, vm.str_value(filename));
  if (o.mode == "module")
    tpy::dict_set_str(vm, main_mod->dict, vm.intern("__package__"), vm.str_value(main_package));
  int status = 0;
  if (o.dump_bytecode && o.mode != "repl") {
    status = dump_bytecode(vm, source, filename);
  } else if (o.mode == "repl") {
    status = tpy::run_repl(vm, main_mod, o.quiet ? "" : kVersion);
  } else {
    // -c's command is a str (a leading U+FEFF is an error); a file or stdin is read as a file.
    tpy::Value ignored;
    bool ok = o.mode == "cmd" ? tpy::exec_source(vm, source, filename, tpy::CompileMode::Module, tpy::SourceKind::Str,
                                                 main_mod->dict, nullptr, ignored)
                              : vm.run_source(source, filename, main_mod);
    if (!ok && o.interactive && vm.pending_is(vm.exc.SystemExit)) {
      // -i: CPython reports even a SystemExit as a traceback, then stays.
      fflush(stdout);
      tpy::ExceptionObj* e = vm.take_pending();
      std::string text = tpy::format_exception(vm, e);
      fwrite(text.data(), 1, text.size(), stderr);
    } else if (!ok) {
      ma->interrupted = !o.interactive && vm.pending_is(vm.exc.KeyboardInterrupt);
      status = vm.report_uncaught();
    }
    // -i: the session starts after the program, even one that raised.
    if (o.interactive) status = tpy::run_repl(vm, main_mod, "");
  }
  fflush(stdout);
  // What is still alive gets its __del__ now, as CPython does when it
  // clears the modules at exit.
  try {
    vm.finalize_at_exit();
  } catch (const std::bad_alloc&) {
  }
  fflush(stdout);
  // Flush sys.stdout if a script replaced it (file objects buffer).
  g_vm = nullptr;
  ma->status = status;
  return nullptr;
}

}  // namespace

int main(int argc, char** argv) {
  MainArgs ma{argc, argv, 0, false};
  // The interpreter thread allocates from one of malloc's thread arenas,
  // which gives the free top of its heap back to the kernel past 128 KiB
  // (and serves big blocks with mmap): an array of a few MiB made and
  // freed in a loop then page-faults all of its memory again every time.
  // Blocks up to 32 MiB come from the arena, and up to 64 MiB of free top
  // stays mapped for the next one.
  mallopt(M_MMAP_THRESHOLD, 32 << 20);
  mallopt(M_TRIM_THRESHOLD, 64 << 20);
  pthread_attr_t attr;
  pthread_attr_init(&attr);
  // Under ulimit -v an eighth of the address space (as the register stack,
  // VM::VM): with the rest a 2 GiB str still fits under a 3 GiB cap, as in CPython.
  ma.stack_bytes = tpy::VM::address_space_share(kThreadStack, 8);
  pthread_attr_setstacksize(&attr, ma.stack_bytes);
  pthread_t th;
  if (pthread_create(&th, &attr, real_main, &ma) != 0) {
    ma.stack_bytes = 0;
    real_main(&ma);
  } else {
    // Signals go to the interpreter thread (so os.kill(getpid(), SIGINT)
    // is seen before kill() returns, as in a single-threaded process).
    sigset_t block;
    sigemptyset(&block);
    sigaddset(&block, SIGINT);
    pthread_sigmask(SIG_BLOCK, &block, nullptr);
    pthread_join(th, nullptr);
    pthread_sigmask(SIG_UNBLOCK, &block, nullptr);
  }
  fflush(stdout);
  fflush(stderr);
  if (ma.interrupted) {
    signal(SIGINT, SIG_DFL);
    raise(SIGINT);
  }
  return ma.status;
}
