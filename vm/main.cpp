// main.cpp — the `tpy` command line: run a script, -c code, - (stdin), the
// REPL (vm/repl.cpp) when no program is given or with -i; -V, -h, --jit=..., --jit-param,
// --dump-bytecode. The interpreter runs on a thread with a large stack so
// deep C++ re-entry (dunders calling Python) raises RecursionError, never
// a segfault.
#include <malloc.h>
#include <pthread.h>
#include <signal.h>
#include <unistd.h>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>
#include "jit/jit.h"
#include "vm/compiler.h"
#include "vm/dict.h"
#include "vm/disasm.h"
#include "vm/ops.h"
#include "vm/parser.h"
#include "vm/repl.h"
#include "vm/run.h"
#include "vm/vm.h"

namespace {

const char* const kVersion = "tpy 0.1.0 (Python 3.11 language)";

const char* const kUsage =
    "usage: tpy [option] ... [-c cmd | file | -] [arg] ...\n"
    "Options:\n"
    "  -c cmd           program passed in as string (terminates option list)\n"
    "  -i               inspect interactively after running the script\n"
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
};

int parse_options(int argc, char** argv, Options& o) {
  int i = 1;
  for (; i < argc; i++) {
    std::string a = argv[i];
    if (a == "-h" || a == "--help") { fputs(kUsage, stdout); return 0; }
    if (a == "-V" || a == "--version") { printf("%s\n", kVersion); return 0; }
    if (a == "-c") {
      if (i + 1 >= argc) { fprintf(stderr, "Argument expected for the -c option\n%s", kUsage); return 2; }
      o.mode = "cmd";
      o.program = argv[i + 1];
      o.args.push_back("-c");
      for (int k = i + 2; k < argc; k++) o.args.push_back(argv[k]);
      return -1;
    }
    if (a == "-i") { o.interactive = true; continue; }
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
    if (a == "-u" || a == "-B" || a == "-O" || a == "-E" || a == "-s" || a == "-S")
      continue;
    if (a == "--dump-bytecode") { o.dump_bytecode = true; continue; }
    if (a == "-") {
      o.mode = "stdin";
      o.args.push_back("-");
      for (int k = i + 1; k < argc; k++) o.args.push_back(argv[k]);
      return -1;
    }
    if (a.size() > 1 && a[0] == '-') {
      fprintf(stderr, "Unknown option: %s\n%s", a.c_str(), kUsage);
      return 2;
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
};

void* real_main(void* p) {
  MainArgs* ma = static_cast<MainArgs*>(p);
  Options o;
  int early = parse_options(ma->argc, ma->argv, o);
  if (early >= 0) { ma->status = early; return nullptr; }
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
  tpy::VM vm;
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
  vm.argv = o.args;
  std::string dir = ".";
  if (o.mode == "file") {
    size_t slash = o.program.rfind('/');
    dir = slash == std::string::npos ? "" : o.program.substr(0, slash);
    vm.search_path.push_back(dir.empty() ? "." : dir);
  } else {
    vm.search_path.push_back("");
  }
  if (const char* tp = getenv("TPY_PATH")) {
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
  g_vm = &vm;
  signal(SIGINT, on_sigint);
  tpy::Module* main_mod = vm.new_module("__main__");
  tpy::dict_set_str(vm, main_mod->dict, vm.names.builtins, tpy::Value::object(vm.builtins_module));
  if (o.mode == "file") tpy::dict_set_str(vm, main_mod->dict, vm.names.file, vm.str_value(filename));
  int status = 0;
  if (o.dump_bytecode && o.mode != "repl") {
    status = dump_bytecode(vm, source, filename);
  } else if (o.mode == "repl") {
    status = tpy::run_repl(vm, main_mod, kVersion);
  } else {
    bool ok = vm.run_source(source, filename, main_mod);
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
  pthread_attr_setstacksize(&attr, size_t(1) << 30);  // reserved lazily; deep re-entry needs it
  pthread_t th;
  if (pthread_create(&th, &attr, real_main, &ma) != 0) {
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
