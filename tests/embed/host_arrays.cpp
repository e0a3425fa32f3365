// host_arrays.cpp — the README's array example: a host hands a million
// floats to a script without copying, the script computes in place with
// numpy, and the host reads the results where they already are.
// Build against an installed tpy: g++ -std=c++17 host_arrays.cpp $(pkg-config --cflags --libs tpy)
#include <cmath>
#include <cstdio>
#include <memory>
#include <tpy/tpy.h>

int main() {
  const std::int64_t n = 1000000;
  // The host owns the memory; tpy calls `release` once no script object
  // uses it any more (or when the VM is destroyed).
  double* samples = new double[n];
  for (std::int64_t i = 0; i < n; i++) samples[i] = double(i) / n;
  bool released = false;

  {
    tpy::VM vm;
    vm.set("x", vm.array(samples, {n}, {}, [&] {
      released = true;
      delete[] samples;
    }));
    tpy::Result r = vm.exec(
        "import numpy as np\n"
        "np.sin(x, out=x)\n"   // in place: the host's memory
        "x[...] = x * x\n"
        "peak = float(x.max())\n",
        "script.py");
    if (!r) {
      std::fputs(r.error().traceback().c_str(), stderr);
      return 1;
    }
    // Results in place: same pointer, no copy.
    tpy::ArrayView view = vm.get("x").array_view();
    tpy::Span<double> y = view.span<double>();
    double expect = std::sin(0.5) * std::sin(0.5);
    std::printf("same memory: %s\n", y.data() == samples ? "yes" : "no");
    std::printf("y[n/2] = %.6f (expected %.6f), peak = %.6f\n", y[n / 2], expect, vm.get("peak").as<double>());
    if (y.data() != samples || std::fabs(y[n / 2] - expect) > 1e-12) return 1;
  }  // the VM is gone: `release` has run
  std::printf("released: %s\n", released ? "yes" : "no");
  return released ? 0 : 1;
}
