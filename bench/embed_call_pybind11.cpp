// embed_call_pybind11.cpp — the pybind11 column of the embedding call-cost
// table (bench/EMBED.md): the same three paths as embed_call.cpp with
// CPython embedded through pybind11/embed.h. A host calling a Python
// function through a py::function held once, the same looked up in
// __main__'s dict each time, and a Python loop calling a bound C++ function
// (put in builtins, as tpy's VM::def does). Prints a checksum line, then
// "KEY NS ns/call  what" lines on stderr. Built and run by
// scripts/bench_embed.sh (`make bench-embed`).
#include <pybind11/embed.h>

#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

namespace py = pybind11;

PYBIND11_EMBEDDED_MODULE(bench_host, m) {
  m.def("host_inc", [](std::int64_t x) { return x + 1; });
}

namespace {
double since(std::chrono::steady_clock::time_point t0, long n) {
  return std::chrono::duration<double, std::nano>(std::chrono::steady_clock::now() - t0).count() / n;
}
}  // namespace

int main(int argc, char** argv) {
  long n = argc > 1 ? std::atol(argv[1]) : 1000000;
  py::scoped_interpreter interpreter;
  py::dict globals = py::module_::import("__main__").attr("__dict__");
  py::exec("import builtins, bench_host\n"
           "builtins.host_inc = bench_host.host_inc\n"
           "def inc(x):\n    return x + 1\n"
           "def loop(n):\n    t = 0\n    for i in range(n):\n        t = host_inc(t)\n    return t\n",
           globals);

  py::function inc = globals["inc"];
  std::int64_t a = 0;
  auto t0 = std::chrono::steady_clock::now();
  for (long i = 0; i < n; i++) a = inc(a).cast<std::int64_t>();
  double resolved = since(t0, n);

  std::int64_t b = 0;
  t0 = std::chrono::steady_clock::now();
  for (long i = 0; i < n; i++) b = globals["inc"](b).cast<std::int64_t>();
  double looked_up = since(t0, n);

  t0 = std::chrono::steady_clock::now();
  std::int64_t c = globals["loop"](n).cast<std::int64_t>();
  double bound = since(t0, n);

  std::printf("checksum %lld\n", static_cast<long long>(a + b + c));
  std::fprintf(stderr, "resolved %.1f ns/call  host->python, py::function held once\n", resolved);
  std::fprintf(stderr, "lookup %.1f ns/call  host->python, globals[\"inc\"] + call\n", looked_up);
  std::fprintf(stderr, "reverse %.1f ns/call  python->bound C++ (m.def) in a Python loop\n", bound);
  return a == n && b == n && c == n ? 0 : 1;
}
