// host_limits.cpp — an example host that runs hostile scripts (an infinite
// loop that swallows exceptions, runaway allocation, a script that tries to
// reach the file system) under a time limit, a memory cap and the sandbox,
// and survives all of them.
#include <cstdio>
#include <string>
#include <tpy/tpy.h>

int main() {
  tpy::Options o;
  o.sandbox = true;
  o.time_limit = 1.0;           // seconds per run
  o.memory_limit = 16u << 20;   // bytes of live heap
  tpy::VM vm(o);
  struct Case { const char* name; const char* code; const char* expect; };
  const Case cases[] = {
      {"infinite loop", "while True:\n    try:\n        while True:\n            pass\n    except BaseException:\n        pass\n",
       "TimeoutError"},
      {"runaway allocation", "hoard = []\nwhile True:\n    hoard.append(bytearray(4096))\n", "MemoryError"},
      {"file access", "open('/etc/passwd').read()\n", "NameError"},
      {"os access", "import os\nos.system('true')\n", "ImportError"},
  };
  int failures = 0;
  for (const Case& c : cases) {
    tpy::Result r = vm.exec(c.code, "hostile.py");
    std::string got = r ? "no error" : r.error().type_name();
    std::printf("%-20s -> %s\n", c.name, got.c_str());
    if (got != c.expect) failures++;
    vm.exec("hoard = None\n");
    vm.collect();
  }
  // Still healthy afterwards.
  tpy::Result ok = vm.eval("sum(range(100))");
  std::printf("after: %s\n", ok ? ok.value().repr().c_str() : ok.error().what());
  return failures == 0 && ok && ok.value().as<int>() == 4950 ? 0 : 1;
}
