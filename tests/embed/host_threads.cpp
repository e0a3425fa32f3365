// host_threads.cpp — an example host running several independent VMs on
// threads at once, each with its own bound function and its own output.
#include <cstdio>
#include <string>
#include <thread>
#include <vector>
#include <tpy/tpy.h>

int main() {
  constexpr int kWorkers = 4;
  std::vector<std::string> outputs(kWorkers);
  std::vector<std::thread> threads;
  for (int w = 0; w < kWorkers; w++) {
    threads.emplace_back([w, &outputs] {
      tpy::Options o;
      o.on_stdout = [&outputs, w](std::string_view s) { outputs[w] += s; };
      tpy::VM vm(o);
      vm.def("worker_id", [w]() { return w; });
      auto r = vm.exec(
          "def fib(n):\n"
          "    return n if n < 2 else fib(n - 1) + fib(n - 2)\n"
          "print(worker_id(), fib(20 + worker_id()))\n");
      if (!r) outputs[w] = r.error().traceback();
    });
  }
  for (auto& t : threads) t.join();
  const long fibs[] = {6765, 10946, 17711, 28657};
  int failures = 0;
  for (int w = 0; w < kWorkers; w++) {
    std::string want = std::to_string(w) + " " + std::to_string(fibs[w]) + "\n";
    std::printf("worker %d: %s", w, outputs[w].c_str());
    if (outputs[w] != want) failures++;
  }
  return failures ? 1 : 0;
}
