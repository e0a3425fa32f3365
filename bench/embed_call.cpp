// embed_call.cpp — per-call cost of the embedding API (issue 7): a host
// calling a Python function through a resolved tpy::Function, the same
// through Value::operator() with a lookup each time, and a script calling
// a bound C++ function. Prints a checksum line, then "KEY NS ns/call  what"
// lines on stderr. embed_call_lua.c and embed_call_pybind11.cpp do the same
// work through LuaJIT's C API and pybind11; scripts/bench_embed.sh (`make
// bench-embed`) builds and runs all three and writes bench/EMBED.md.
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <tpy/tpy.h>

namespace {
double since(std::chrono::steady_clock::time_point t0, long n) {
  return std::chrono::duration<double, std::nano>(std::chrono::steady_clock::now() - t0).count() / n;
}
}  // namespace

int main(int argc, char** argv) {
  long n = argc > 1 ? std::atol(argv[1]) : 1000000;
  tpy::VM vm;
  vm.def("host_inc", [](int64_t x) { return x + 1; });
  if (!vm.exec("def inc(x):\n    return x + 1\n"
               "def loop(n):\n    t = 0\n    for i in range(n):\n        t = host_inc(t)\n    return t\n")) return 1;

  tpy::Function inc(vm.get("inc"));
  int64_t a = 0;
  auto t0 = std::chrono::steady_clock::now();
  for (long i = 0; i < n; i++) a = inc.call<int64_t>(a);
  double resolved = since(t0, n);

  int64_t b = 0;
  t0 = std::chrono::steady_clock::now();
  for (long i = 0; i < n; i++) b = vm.get("inc")(b).as<int64_t>();
  double looked_up = since(t0, n);

  t0 = std::chrono::steady_clock::now();
  int64_t c = vm.get("loop")(n).as<int64_t>();
  double bound = since(t0, n);

  std::printf("checksum %lld\n", static_cast<long long>(a + b + c));
  std::fprintf(stderr, "resolved %.1f ns/call  host->python, resolved tpy::Function\n", resolved);
  std::fprintf(stderr, "lookup %.1f ns/call  host->python, vm.get(\"inc\") + call\n", looked_up);
  std::fprintf(stderr, "reverse %.1f ns/call  python->bound C++ (VM::def) in a Python loop\n", bound);
  return a == n && b == n && c == n ? 0 : 1;
}
