// repl_magic.cpp — IPython's line magics in the REPL: `%timeit [-n N] [-r R]
// STMT` (auto-chosen loop count, mean ± std. dev. of R runs, IPython's
// wording and units) and `%time STMT` (CPU and wall time, then the value of
// an expression). Entry point: run_magic, called by repl.cpp for lines that
// start with '%'. The statement is timed inside a Python function, as
// IPython does, so it runs the same code a loop in a script would.
#include <sys/resource.h>
#include <cmath>
#include <cstdio>
#include <ctime>
#include <string>
#include <vector>
#include "vm/compiler.h"
#include "vm/dict.h"
#include "vm/ops.h"
#include "vm/parser.h"
#include "vm/repl.h"
#include "vm/run.h"

namespace tpy {
namespace {

// IPython's _format_time: three significant digits in s, ms, µs or ns;
// a minute or more as "1min 5s".
std::string format_time(double t) {
  char buf[64];
  if (t >= 60.0) {
    const struct { const char* suffix; double length; } parts[] = {
        {"d", 86400}, {"h", 3600}, {"min", 60}, {"s", 1}};
    std::string out;
    double left = t;
    for (const auto& p : parts) {
      long long value = static_cast<long long>(left / p.length);
      if (value > 0) {
        left = std::fmod(left, p.length);
        out += (out.empty() ? "" : " ") + std::to_string(value) + p.suffix;
      }
      if (left < 1) break;
    }
    return out;
  }
  static const char* const units[] = {"s", "ms", "\xc2\xb5s", "ns"};
  static const double scale[] = {1, 1e3, 1e6, 1e9};
  int order = 3;
  if (t > 0) order = std::min(-static_cast<int>(std::floor(std::floor(std::log10(t)) / 3)), 3);
  snprintf(buf, sizeof buf, "%.3g %s", t * scale[order], units[order]);
  return buf;
}

// 100000 → "100,000", as IPython's "{:,}".
std::string with_commas(long long n) {
  std::string digits = std::to_string(n), out;
  for (size_t i = 0; i < digits.size(); i++) {
    if (i && (digits.size() - i) % 3 == 0) out += ',';
    out += digits[i];
  }
  return out;
}

std::string trim(const std::string& s) {
  size_t a = s.find_first_not_of(" \t"), b = s.find_last_not_of(" \t");
  return a == std::string::npos ? "" : s.substr(a, b - a + 1);
}

void usage_error(const std::string& msg) {
  fflush(stdout);
  fprintf(stderr, "UsageError: %s\n", msg.c_str());
}

// Reports the pending exception; returns a SystemExit's status, else -1.
int report(VM& vm) {
  fflush(stdout);
  if (vm.pending_is(vm.exc.SystemExit)) return vm.report_uncaught();
  vm.report_uncaught();
  return -1;
}

// Parses `stmt` alone first so a syntax error points into what was typed.
bool check_syntax(VM& vm, const std::string& stmt, bool& is_expression) {
  AstArena arena;
  SyntaxErrorInfo err;
  Node* root = parse_module(arena, stmt + "\n", err);
  if (!root) {
    report_syntax_error(vm, err);
    return false;
  }
  is_expression = root->a.size() == 1 && root->a[0]->kind == NodeKind::Expr;
  return true;
}

int magic_timeit(VM& vm, Module* main_mod, std::string args) {
  long long number = 0, repeat = 7;
  bool quiet = false;
  args = trim(args);
  while (!args.empty() && args[0] == '-') {
    if (args.size() >= 2 && args[1] == 'q') {
      quiet = true;
      args = trim(args.substr(2));
      continue;
    }
    if (args.size() < 2 || (args[1] != 'n' && args[1] != 'r')) {
      usage_error("option " + args.substr(0, args.find(' ')) + " not recognized (use -n N, -r R, -q)");
      return -1;
    }
    char opt = args[1];
    std::string rest = trim(args.substr(2));
    size_t end = 0;
    long long value = 0;
    try {
      value = std::stoll(rest, &end);
    } catch (...) {
      end = 0;
    }
    if (end == 0 || value <= 0) {
      usage_error(std::string("option -") + opt + " needs a positive integer");
      return -1;
    }
    (opt == 'n' ? number : repeat) = value;
    args = trim(rest.substr(end));
  }
  if (args.empty()) return -1;  // IPython times nothing and prints nothing
  bool is_expression;
  if (!check_syntax(vm, args, is_expression)) return -1;
  // One Python function runs the loop, so the statement's names resolve in
  // __main__ and its assignments stay local, as in IPython.
  std::string source =
      "def __tpy_timeit(_tpy_n):\n"
      "    from time import perf_counter as _tpy_timer\n"
      "    _tpy_t0 = _tpy_timer()\n"
      "    for _tpy_i in range(_tpy_n):\n"
      "        " + args + "\n"
      "    return _tpy_timer() - _tpy_t0\n";
  RootScope roots(vm);
  Dict* scratch = vm.new_dict();
  roots.add(scratch);
  Value ignored;
  if (!exec_string(vm, source, "<magic-timeit>", CompileMode::Exec, main_mod->dict, scratch, ignored))
    return report(vm);
  Value fn = dict_get_str(scratch, vm.intern("__tpy_timeit"));
  auto time_loops = [&](long long n, double& seconds) {
    Value out;
    vm.interrupt_requested = 0;
    return call1(vm, fn, Value::integer(n), out) && to_double(vm, out, seconds, "time");
  };
  double seconds = 0;
  if (number == 0) {
    // IPython: 1, 10, 100, ... loops until one batch takes 0.2 s.
    for (int i = 0; i < 10; i++) {
      number = static_cast<long long>(std::pow(10, i));
      if (!time_loops(number, seconds)) return report(vm);
      if (seconds >= 0.2) break;
    }
  }
  std::vector<double> per_loop;
  for (long long r = 0; r < repeat; r++) {
    if (!time_loops(number, seconds)) return report(vm);
    per_loop.push_back(seconds / number);
  }
  double mean = 0, var = 0, best = per_loop[0], worst = per_loop[0];
  for (double t : per_loop) {
    mean += t;
    best = std::min(best, t);
    worst = std::max(worst, t);
  }
  mean /= per_loop.size();
  for (double t : per_loop) var += (t - mean) * (t - mean);
  double stdev = std::sqrt(var / per_loop.size());
  if (quiet) return -1;
  if (worst > 4 * best && best > 0 && worst > 1e-6)
    printf("The slowest run took %0.2f times longer than the fastest. This could mean that an intermediate "
           "result is being cached.\n", worst / best);
  printf("%s \xc2\xb1 %s per loop (mean \xc2\xb1 std. dev. of %lld run%s, %s loop%s each)\n",
         format_time(mean).c_str(), format_time(stdev).c_str(), repeat, repeat == 1 ? "" : "s",
         with_commas(number).c_str(), number == 1 ? "" : "s");
  fflush(stdout);
  return -1;
}

double cpu_seconds(bool user) {
  struct rusage ru;
  getrusage(RUSAGE_SELF, &ru);
  const struct timeval& tv = user ? ru.ru_utime : ru.ru_stime;
  return tv.tv_sec + tv.tv_usec * 1e-6;
}

double wall_seconds() {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return ts.tv_sec + ts.tv_nsec * 1e-9;
}

int magic_time(VM& vm, Module* main_mod, const std::string& args) {
  std::string stmt = trim(args);
  if (stmt.empty()) stmt = "pass";  // IPython times the empty statement
  bool is_expression;
  if (!check_syntax(vm, stmt, is_expression)) return -1;
  double user0 = cpu_seconds(true), sys0 = cpu_seconds(false), wall0 = wall_seconds();
  Value out;
  vm.interrupt_requested = 0;
  bool ok = exec_string(vm, stmt, "<stdin>", is_expression ? CompileMode::Eval : CompileMode::Module,
                        main_mod->dict, main_mod->dict, out);
  double user = cpu_seconds(true) - user0, sys = cpu_seconds(false) - sys0, wall = wall_seconds() - wall0;
  if (!ok) return report(vm);
  RootScope roots(vm);
  roots.add(out);
  printf("CPU times: user %s, sys: %s, total: %s\nWall time: %s\n", format_time(user).c_str(),
         format_time(sys).c_str(), format_time(user + sys).c_str(), format_time(wall).c_str());
  if (is_expression && !out.is_none()) {
    Str* r;
    if (!to_repr(vm, out, r)) return report(vm);
    printf("%s\n", r->text().c_str());
    vm.set_builtin("_", out);
  }
  fflush(stdout);
  return -1;
}

}  // namespace

int run_magic(VM& vm, Module* main_mod, const std::string& line) {
  size_t end = line.find_first_of(" \t");
  std::string name = line.substr(1, end == std::string::npos ? std::string::npos : end - 1);
  std::string args = end == std::string::npos ? "" : line.substr(end);
  if (name == "timeit") return magic_timeit(vm, main_mod, args);
  if (name == "time") return magic_time(vm, main_mod, args);
  usage_error("Line magic function `%" + name + "` not found.");
  return -1;
}

}  // namespace tpy
