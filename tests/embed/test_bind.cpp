// test_bind.cpp — C++ functions, native modules and C++ classes exposed to
// Python: automatic argument conversion, arity and type errors, exceptions
// in both directions, objects destroyed when collected, and re-entrancy
// (bound functions calling back into the VM) with its depth limit.
#include <catch2/catch.hpp>
#include <stdexcept>
#include <thread>
#include <tpy/tpy.h>

namespace {

std::string message_of(tpy::VM& vm, const char* code) {
  auto r = vm.exec(code);
  if (r.ok()) return "no error";
  return r.error().type_name() + ": " + r.error().message();
}

int64_t add(int64_t a, int64_t b) { return a + b; }

struct Counter {
  static int alive;
  int64_t count = 0;
  std::string label;
  explicit Counter(int64_t start, std::optional<std::string> l = std::nullopt) : count(start), label(l.value_or("c")) { alive++; }
  Counter(const Counter& o) : count(o.count), label(o.label) { alive++; }
  ~Counter() { alive--; }
  int64_t inc(int64_t by) { return count += by; }
  int64_t get() const { return count; }
  void set(int64_t v) { count = v; }
};
int Counter::alive = 0;

}  // namespace

TEST_CASE("vm.def binds functions and lambdas with converted arguments") {
  tpy::VM vm;
  vm.def("add", add);
  vm.def("greet", [](const std::string& name, std::optional<int> times) {
    std::string r;
    for (int i = 0; i < times.value_or(1); i++) r += "hi " + name + ";";
    return r;
  });
  vm.def("total", [](const std::vector<double>& xs) {
    double s = 0;
    for (double x : xs) s += x;
    return s;
  });
  vm.def("stats", [](const std::map<std::string, int>& m) { return std::make_tuple(m.size(), m.at("a")); });
  vm.def("nothing", []() {});
  REQUIRE(vm.eval("add(2, 3)").value().as<int>() == 5);
  CHECK(vm.eval("greet('bo')").value().as<std::string>() == "hi bo;");
  CHECK(vm.eval("greet('bo', 2)").value().as<std::string>() == "hi bo;hi bo;");
  CHECK(vm.eval("total([1, 2.5, 3])").value().as<double>() == 6.5);
  CHECK(vm.eval("stats({'a': 7, 'b': 1})").value().repr() == "(2, 7)");
  CHECK(vm.eval("nothing()").value().is_none());
  CHECK(vm.eval("add").value().repr() == "<built-in function add>");
  // Visible from every module, not only __main__.
  REQUIRE(vm.exec("import collections\n").ok());
}

TEST_CASE("wrong argument counts and types are TypeErrors") {
  tpy::VM vm;
  vm.def("add", add);
  vm.def("greet", [](const std::string& name, std::optional<int> times) { return name + std::to_string(times.value_or(0)); });
  CHECK(message_of(vm, "add(1)") == "TypeError: add() takes exactly 2 arguments (1 given)");
  CHECK(message_of(vm, "add(1, 2, 3)") == "TypeError: add() takes exactly 2 arguments (3 given)");
  CHECK(message_of(vm, "add(1, 'x')") == "TypeError: add() argument 2 must be int, not str");
  CHECK(message_of(vm, "add(a=1, b=2)") == "TypeError: add() takes no keyword arguments");
  CHECK(message_of(vm, "add(2**70, 1)") == "OverflowError: Python int too large to convert to C++ int64_t");
  CHECK(message_of(vm, "greet()") == "TypeError: greet() takes at least 1 argument (0 given)");
  CHECK(message_of(vm, "greet('a', 1, 2)") == "TypeError: greet() takes at most 2 arguments (3 given)");
  CHECK(message_of(vm, "greet('a', 'b')") == "TypeError: greet() argument 2 must be int or None, not str");
  // Python code can catch them like any TypeError.
  REQUIRE(vm.exec("try:\n    add('a', 'b')\nexcept TypeError as e:\n    caught = str(e)\n").ok());
  CHECK(vm.get("caught").as<std::string>() == "add() argument 1 must be int, not str");
}

TEST_CASE("C++ exceptions become RuntimeError; tpy::Error keeps its Python exception") {
  tpy::VM vm;
  vm.def("fail", []() -> int { throw std::out_of_range("index 9 out of range"); });
  vm.def("fail_weird", []() -> int { throw 42; });
  vm.def("relay", [&vm](const std::string& code) { return vm.eval(code).value(); });
  CHECK(message_of(vm, "fail()") == "RuntimeError: index 9 out of range");
  CHECK(message_of(vm, "fail_weird()") == "RuntimeError: unknown C++ exception");
  // A Python exception raised inside a callback crosses the C++ frame intact.
  REQUIRE(vm.exec("class Custom(Exception):\n    pass\n"
                  "def boom():\n    raise Custom('deep')\n"
                  "try:\n    relay('boom()')\nexcept Custom as e:\n    got = 'Custom: ' + str(e)\n").ok());
  CHECK(vm.get("got").as<std::string>() == "Custom: deep");
  auto r = vm.exec("relay('1/0')\n", "outer.py");
  REQUIRE_FALSE(r);
  CHECK(r.error().type_name() == "ZeroDivisionError");
  CHECK(r.error().traceback().find("File \"outer.py\", line 1, in <module>") != std::string::npos);
}

TEST_CASE("bound functions may call back into the VM, depth-limited") {
  tpy::Options o;
  o.max_native_depth = 50;
  tpy::VM vm(o);
  vm.def("host_call", [&vm](const std::string& name, int64_t n) { return vm.get(name)(n).as<int64_t>(); });
  REQUIRE(vm.exec("def down(n):\n"
                  "    return 0 if n == 0 else 1 + host_call('down', n - 1)\n").ok());
  CHECK(vm.eval("down(10)").value().as<int>() == 10);
  auto r = vm.eval("down(100000)");
  REQUIRE_FALSE(r);
  CHECK(r.error().type_name() == "RecursionError");
  // Still usable afterwards.
  CHECK(vm.eval("down(3)").value().as<int>() == 3);
}

TEST_CASE("native modules hold functions, constants and classes") {
  tpy::VM vm;
  vm.module("geometry")
      .def("area", [](double w, double h) { return w * h; })
      .set("UNIT", 1.0)
      .set("NAME", "geo");
  REQUIRE(vm.exec("import geometry\nfrom geometry import area, UNIT\nr = area(2, 3) + UNIT\nn = geometry.NAME\n").ok());
  CHECK(vm.get("r").as<double>() == 7.0);
  CHECK(vm.get("n").as<std::string>() == "geo");
  CHECK(vm.import("geometry").value().attr("__name__").as<std::string>() == "geometry");
}

TEST_CASE("C++ classes: constructor, methods, properties, destruction on collection") {
  Counter::alive = 0;
  {
    tpy::VM vm;
    vm.class_<Counter>("Counter")
        .init<int64_t, std::optional<std::string>>()
        .def("inc", &Counter::inc)
        .def("describe", [](Counter& c) { return c.label + "=" + std::to_string(c.count); })
        .property("value", &Counter::get, &Counter::set)
        .property("doubled", [](const Counter& c) { return c.count * 2; })
        .field("label", &Counter::label);
    vm.def("bump", [](Counter& c) { c.count += 100; });
    vm.def("clone", [](const Counter& c) { return c; });
    REQUIRE(vm.exec("c = Counter(5)\n"
                    "c.inc(2)\n"
                    "c.value = c.value + 1\n"
                    "bump(c)\n"
                    "d = Counter(1, 'dee')\n"
                    "e = clone(d)\n"
                    "e.inc(1)\n"
                    "e.label = 'copy'\n").ok());
    CHECK(vm.eval("c.value").value().as<int>() == 108);
    CHECK(vm.eval("c.doubled").value().as<int>() == 216);
    CHECK(vm.eval("c.describe()").value().as<std::string>() == "c=108");
    CHECK(vm.eval("(d.describe(), e.describe())").value().repr() == "('dee=1', 'copy=2')");
    CHECK(vm.eval("type(c).__name__").value().as<std::string>() == "Counter");
    CHECK(vm.eval("isinstance(c, Counter)").value().as<bool>());
    Counter& c = vm.get("c").as<Counter&>();
    CHECK(c.count == 108);
    CHECK(Counter::alive == 3);
    CHECK(message_of(vm, "Counter('x')") == "TypeError: Counter() argument 1 must be int, not str");
    CHECK(message_of(vm, "Counter()") == "TypeError: Counter() takes at least 1 argument (0 given)");
    CHECK(message_of(vm, "c.inc()") == "TypeError: inc() takes exactly 1 argument (0 given)");
    CHECK(message_of(vm, "bump(3)") == "TypeError: bump() argument 1 must be Counter, not int");
    CHECK(message_of(vm, "c.doubled = 1").rfind("AttributeError", 0) == 0);
    CHECK(message_of(vm, "class Sub(Counter):\n    pass\n").rfind("TypeError", 0) == 0);
    // Collected objects destroy their C++ object.
    REQUIRE(vm.exec("del d\ndel e\n").ok());
    vm.collect();
    CHECK(Counter::alive == 1);
  }
  CHECK(Counter::alive == 0);  // the VM's teardown destroyed the rest
}

TEST_CASE("binding one C++ class twice is an error") {
  tpy::VM vm;
  vm.class_<Counter>("Counter");
  CHECK_THROWS_AS(vm.class_<Counter>("Again"), tpy::Error);
}

TEST_CASE("a class without init() cannot be instantiated from Python") {
  tpy::VM vm;
  vm.class_<Counter>("Opaque").def("get", &Counter::get);
  CHECK(message_of(vm, "Opaque()") == "TypeError: cannot create 'Opaque' instances");
  Counter::alive = 0;
  vm.set("made", Counter(4));
  CHECK(vm.eval("made.get()").value().as<int>() == 4);
}

TEST_CASE("deep native recursion on an ordinary thread is RecursionError, not a crash") {
  std::string got;
  std::thread t([&got] {
    tpy::VM vm;  // default max_native_depth
    vm.def("again", [&vm](int64_t n) { return vm.get("f")(n + 1).as<int64_t>(); });
    auto r = vm.exec("class A:\n"
                     "    def __repr__(self):\n"
                     "        return repr(A())\n"
                     "def f(n):\n"
                     "    return again(n)\n"
                     "try:\n"
                     "    repr(A())\n"
                     "except RecursionError:\n"
                     "    first = 'RecursionError'\n"
                     "f(0)\n");
    got = vm.get("first").as<std::string>() + " " + (r ? "ok" : r.error().type_name());
  });
  t.join();
  CHECK(got == "RecursionError RecursionError");
}
