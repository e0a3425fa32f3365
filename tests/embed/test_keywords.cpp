// test_keywords.cpp — keyword arguments to bound C++ functions, methods and
// constructors whose parameters were named at bind time (VM::def(name, fn,
// {"x", ...})): any argument by keyword, optional parameters left out
// anywhere, and CPython's TypeErrors for unknown, repeated and missing
// arguments; functions bound without names still refuse keywords.
#include <catch2/catch.hpp>
#include <optional>
#include <stdexcept>
#include <string>
#include <tpy/tpy.h>

namespace {

std::string message_of(tpy::VM& vm, const char* code) {
  auto r = vm.exec(code);
  if (r.ok()) return "no error";
  return r.error().type_name() + ": " + r.error().message();
}

double clamp(double x, double lo, double hi) { return x < lo ? lo : x > hi ? hi : x; }

struct Rect {
  double w, h;
  Rect(double w_, double h_) : w(w_), h(h_) {}
  double scaled_area(double k, std::optional<double> extra) const { return w * h * k + extra.value_or(0); }
};

}  // namespace

TEST_CASE("named parameters accept keywords in any order") {
  tpy::VM vm;
  vm.def("clamp", clamp, {"x", "lo", "hi"});
  CHECK(vm.eval("clamp(5, 0, 2)").value().as<double>() == 2);
  CHECK(vm.eval("clamp(5, lo=0, hi=2)").value().as<double>() == 2);
  CHECK(vm.eval("clamp(hi=10, x=-3, lo=-1)").value().as<double>() == -1);
  CHECK(vm.eval("clamp(**{'x': 1.5, 'lo': 0, 'hi': 2})").value().as<double>() == 1.5);
}

TEST_CASE("optional parameters may be left out before a keyword") {
  tpy::VM vm;
  vm.def("fmt", [](const std::string& s, std::optional<std::string> sep, std::optional<int64_t> times) {
    std::string r;
    for (int64_t i = 0; i < times.value_or(1); i++) r += (i ? sep.value_or(",") : "") + s;
    return r;
  }, {"s", "sep", "times"});
  CHECK(vm.eval("fmt('a')").value().as<std::string>() == "a");
  CHECK(vm.eval("fmt('a', times=3)").value().as<std::string>() == "a,a,a");
  CHECK(vm.eval("fmt('a', '-', times=2)").value().as<std::string>() == "a-a");
  CHECK(vm.eval("fmt(times=2, s='b', sep=None)").value().as<std::string>() == "b,b");
}

TEST_CASE("unknown, repeated and missing keyword arguments are CPython's TypeErrors") {
  tpy::VM vm;
  vm.def("clamp", clamp, {"x", "lo", "hi"});
  CHECK(message_of(vm, "clamp(1, 0, 2, z=3)") == "TypeError: clamp() got an unexpected keyword argument 'z'");
  CHECK(message_of(vm, "clamp(1, 0, x=3)") == "TypeError: clamp() got multiple values for argument 'x'");
  CHECK(message_of(vm, "clamp(1, hi=2)") == "TypeError: clamp() missing 1 required positional argument: 'lo'");
  CHECK(message_of(vm, "clamp(hi=2)") == "TypeError: clamp() missing 2 required positional arguments: 'x' and 'lo'");
  vm.def("three", [](int64_t a, int64_t b, int64_t c, int64_t d) { return a + b + c + d; }, {"a", "b", "c", "d"});
  CHECK(message_of(vm, "three(d=1)") == "TypeError: three() missing 3 required positional arguments: 'a', 'b', and 'c'");
  CHECK(message_of(vm, "clamp(1, 2, 3, 4, hi=5)") == "TypeError: clamp() takes exactly 3 arguments (4 given)");
  // A wrong type names the parameter, as CPython's builtins do.
  CHECK(message_of(vm, "clamp(1, lo='a', hi=2)") == "TypeError: clamp() argument 'lo' must be float, not str");
  CHECK(message_of(vm, "clamp('a', 0, 1)") == "TypeError: clamp() argument 'x' must be float, not str");
  // Scripts catch them like any TypeError.
  REQUIRE(vm.exec("try:\n    clamp(1, 0, 2, low=0)\nexcept TypeError as e:\n    caught = str(e)\n").ok());
  CHECK(vm.get("caught").as<std::string>() == "clamp() got an unexpected keyword argument 'low'");
}

TEST_CASE("functions bound without names take no keyword arguments") {
  tpy::VM vm;
  vm.def("clamp", clamp);
  CHECK(message_of(vm, "clamp(1, 0, hi=2)") == "TypeError: clamp() takes no keyword arguments");
  CHECK(message_of(vm, "clamp(1, 'a', 2)") == "TypeError: clamp() argument 2 must be float, not str");
}

TEST_CASE("module functions, methods and constructors take names too") {
  tpy::VM vm;
  vm.module("geo").def("area", [](double w, double h) { return w * h; }, {"w", "h"});
  vm.class_<Rect>("Rect")
      .init<double, double>({"w", "h"})
      .def("scaled_area", &Rect::scaled_area, {"k", "extra"});
  REQUIRE(vm.exec("import geo\n"
                  "a = geo.area(h=3, w=2)\n"
                  "r = Rect(h=2, w=5)\n"
                  "s = r.scaled_area(k=2)\n"
                  "t = r.scaled_area(1, extra=0.5)\n").ok());
  CHECK(vm.get("a").as<double>() == 6);
  CHECK(vm.get("s").as<double>() == 20);
  CHECK(vm.get("t").as<double>() == 10.5);
  CHECK(message_of(vm, "Rect(1, w=2)") == "TypeError: Rect() got multiple values for argument 'w'");
  CHECK(message_of(vm, "r.scaled_area(extra=1)") == "TypeError: scaled_area() missing 1 required positional argument: 'k'");
  CHECK(message_of(vm, "r.scaled_area(self=r, k=1)") == "TypeError: scaled_area() got an unexpected keyword argument 'self'");
}

TEST_CASE("names that do not fit the parameters are refused at bind time") {
  tpy::VM vm;
  CHECK_THROWS_AS(vm.def("clamp", clamp, {"x", "lo"}), std::invalid_argument);
  CHECK_THROWS_AS(vm.def("clamp", clamp, {"x", "x", "hi"}), std::invalid_argument);
  CHECK_THROWS_AS((vm.class_<Rect>("Rect").init<double, double>({"w"})), std::invalid_argument);
  // Nothing half-bound is left behind.
  CHECK(message_of(vm, "clamp(1, 0, 2)") == "NameError: name 'clamp' is not defined");
}
