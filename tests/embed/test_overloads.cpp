// test_overloads.cpp — bound classes with several constructors
// (Class::init called once per overload): the call runs the first overload
// whose parameter count fits and whose arguments convert, keywords
// included; when none does, a TypeError lists the overloads.
#include <catch2/catch.hpp>
#include <stdexcept>
#include <string>
#include <tpy/tpy.h>
#include <vector>

namespace {

std::string message_of(tpy::VM& vm, const char* code) {
  auto r = vm.exec(code);
  if (r.ok()) return "no error";
  return r.error().type_name() + ": " + r.error().message();
}

struct Color {
  std::string how;
  double r = 0, g = 0, b = 0;
  Color() : how("default") {}
  explicit Color(double gray) : how("gray"), r(gray), g(gray), b(gray) {}
  Color(double r_, double g_, double b_) : how("rgb"), r(r_), g(g_), b(b_) {}
  explicit Color(const std::string& name) : how("name:" + name) {
    if (name == "bad") throw std::invalid_argument("no colour named bad");
  }
  explicit Color(const std::vector<double>& v) : how("list" + std::to_string(v.size())) {}
  Color(const Color& base, double alpha) : how("blend"), r(base.r * alpha), g(base.g * alpha), b(base.b * alpha) {}
};

struct Num {
  std::string kind;
  explicit Num(int64_t) : kind("int") {}
  explicit Num(double) : kind("float") {}
};

void bind_color(tpy::VM& vm) {
  vm.class_<Color>("Color")
      .init<>()
      .init<double>({"gray"})
      .init<double, double, double>({"r", "g", "b"})
      .init<std::string>({"name"})
      .init<std::vector<double>>()
      .init<const Color&, double>({"base", "alpha"})
      .field("how", &Color::how)
      .field("r", &Color::r);
}

}  // namespace

TEST_CASE("constructor overloads are chosen by count, then by argument types") {
  tpy::VM vm;
  bind_color(vm);
  CHECK(vm.eval("Color().how").value().as<std::string>() == "default");
  CHECK(vm.eval("Color(0.5).how").value().as<std::string>() == "gray");
  CHECK(vm.eval("Color(1).how").value().as<std::string>() == "gray");  // int converts to float
  CHECK(vm.eval("Color('red').how").value().as<std::string>() == "name:red");
  CHECK(vm.eval("Color([1, 2]).how").value().as<std::string>() == "list2");
  CHECK(vm.eval("Color(1, 2, 3).how").value().as<std::string>() == "rgb");
  CHECK(vm.eval("Color(Color(0.5), 0.5).r").value().as<double>() == 0.25);
  CHECK(vm.eval("Color(Color(0.5), 0.5).how").value().as<std::string>() == "blend");
}

TEST_CASE("keywords pick the overload whose names fit") {
  tpy::VM vm;
  bind_color(vm);
  CHECK(vm.eval("Color(gray=0.2).how").value().as<std::string>() == "gray");
  CHECK(vm.eval("Color(b=3, r=1, g=2).how").value().as<std::string>() == "rgb");
  CHECK(vm.eval("Color(name='teal').how").value().as<std::string>() == "name:teal");
  CHECK(vm.eval("Color(Color(), alpha=0.5).how").value().as<std::string>() == "blend");
}

TEST_CASE("no matching overload is a TypeError listing them") {
  tpy::VM vm;
  bind_color(vm);
  const char* overloads = "the overloads are: Color(), Color(gray: float), Color(r: float, g: float, b: float), "
                          "Color(name: str), Color(list[float]), Color(base: Color, alpha: float)";
  CHECK(message_of(vm, "Color(None)") == std::string("TypeError: Color(): no constructor accepts (NoneType); ") + overloads);
  CHECK(message_of(vm, "Color(1, 2)") == std::string("TypeError: Color(): no constructor accepts (int, int); ") + overloads);
  CHECK(message_of(vm, "Color(1, 2, 3, 4)") == std::string("TypeError: Color(): no constructor accepts (int, int, int, int); ") + overloads);
  CHECK(message_of(vm, "Color(grey=1)") == std::string("TypeError: Color(): no constructor accepts (grey=int); ") + overloads);
  CHECK(message_of(vm, "Color(1, gray=1)") == std::string("TypeError: Color(): no constructor accepts (int, gray=int); ") + overloads);
  // An exception from the chosen constructor is not a mismatch.
  CHECK(message_of(vm, "Color('bad')") == "RuntimeError: no colour named bad");
  // Scripts catch it as any TypeError, and the VM goes on.
  REQUIRE(vm.exec("try:\n    Color('a', 'b')\nexcept TypeError:\n    ok = Color(2).how\n").ok());
  CHECK(vm.get("ok").as<std::string>() == "gray");
}

TEST_CASE("the first overload that accepts wins: int64_t before double") {
  tpy::VM vm;
  vm.class_<Num>("Num").init<int64_t>().init<double>().field("kind", &Num::kind);
  CHECK(vm.eval("Num(3).kind").value().as<std::string>() == "int");
  CHECK(vm.eval("Num(3.5).kind").value().as<std::string>() == "float");
  CHECK(vm.eval("Num(True).kind").value().as<std::string>() == "int");
  CHECK(vm.eval("Num(2**70).kind").value().as<std::string>() == "float");  // too big for int64_t
  CHECK(message_of(vm, "Num('3')") == "TypeError: Num(): no constructor accepts (str); the overloads are: Num(int), Num(float)");
}

TEST_CASE("a single constructor keeps its precise messages") {
  tpy::VM vm;
  vm.class_<Num>("Num").init<double>();
  CHECK(message_of(vm, "Num('x')") == "TypeError: Num() argument 1 must be float, not str");
  CHECK(message_of(vm, "Num()") == "TypeError: Num() takes exactly 1 argument (0 given)");
}
