// host_example.cpp — the README's embedding example: a host that binds a
// function and a class, runs a script, and reads results back.
// Build against an installed tpy: g++ -std=c++17 host_example.cpp $(pkg-config --cflags --libs tpy)
#include <cstdio>
#include <string>
#include <tpy/tpy.h>

struct Vec2 {
  double x, y;
  Vec2(double x_, double y_) : x(x_), y(y_) {}
  double dot(const Vec2& o) const { return x * o.x + y * o.y; }
};

int main() {
  std::string printed;
  tpy::Options options;
  options.on_stdout = [&](std::string_view s) { printed += s; };  // capture print()
  tpy::VM vm(options);

  vm.def("clamp", [](double v, double lo, double hi) { return v < lo ? lo : v > hi ? hi : v; });
  vm.class_<Vec2>("Vec2")
      .init<double, double>()
      .def("dot", &Vec2::dot)
      .field("x", &Vec2::x)
      .field("y", &Vec2::y);

  tpy::Result r = vm.exec(
      "a = Vec2(3, 4)\n"
      "b = Vec2(1, clamp(7, 0, 2))\n"
      "print('dot =', a.dot(b))\n"
      "def scale(v, k):\n"
      "    return Vec2(v.x * k, v.y * k)\n",
      "script.py");
  if (!r) {
    std::fputs(r.error().traceback().c_str(), stderr);
    return 1;
  }
  tpy::Value scaled = vm.get("scale")(vm.get("a"), 10);  // call a Python function
  const Vec2& v = scaled.as<Vec2&>();                     // the C++ object inside

  tpy::Result bad = vm.exec("clamp('x', 0, 1)\n", "bad.py");  // a TypeError, reported
  std::printf("%s", printed.c_str());
  std::printf("scaled = (%g, %g)\n", v.x, v.y);
  std::printf("error: %s\n", bad.error().what());
  return printed == "dot = 11.0\n" && v.x == 30 && bad.error().type_name() == "TypeError" ? 0 : 1;
}
