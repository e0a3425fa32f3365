// test_values.cpp — tpy::Value handles: conversions both ways, attribute and
// item access, calls with keyword arguments, Function call handles, handle
// lifetime (GC roots, copies, outliving the VM) and conversion failures.
#include <catch2/catch.hpp>
#include <map>
#include <tpy/tpy.h>
#include <unordered_map>

TEST_CASE("scalars round-trip") {
  tpy::VM vm;
  CHECK(vm.value(int64_t(-5)).as<int64_t>() == -5);
  CHECK(vm.value(2.5).as<double>() == 2.5);
  CHECK(vm.value(true).as<bool>() == true);
  CHECK(vm.value(std::string("héllo")).as<std::string>() == "héllo");
  CHECK(vm.value(std::string_view("sv")).as<std::string>() == "sv");
  CHECK(vm.value("lit").type_name() == "str");
  CHECK(vm.value(nullptr).is_none());
  CHECK(vm.value(7).as<double>() == 7.0);  // an int reads as a float
  CHECK(vm.value(uint8_t(200)).as<int>() == 200);
  CHECK(vm.eval("2**40").value().as<int64_t>() == (int64_t(1) << 40));
}

TEST_CASE("containers round-trip") {
  tpy::VM vm;
  std::vector<int> v{1, 2, 3};
  auto pv = vm.value(v);
  CHECK(pv.type_name() == "list");
  CHECK(pv.repr() == "[1, 2, 3]");
  CHECK(pv.as<std::vector<int>>() == v);
  std::map<std::string, double> m{{"a", 1.0}, {"b", 2.5}};
  auto pm = vm.value(m);
  CHECK(pm.repr() == "{'a': 1.0, 'b': 2.5}");
  CHECK(pm.as<std::map<std::string, double>>() == m);
  std::unordered_map<int, std::string> um{{1, "x"}};
  CHECK(vm.value(um).as<std::unordered_map<int, std::string>>() == um);
  auto t = vm.value(std::make_tuple(1, std::string("two"), 3.0));
  CHECK(t.repr() == "(1, 'two', 3.0)");
  auto back = t.as<std::tuple<int, std::string, double>>();
  CHECK(std::get<1>(back) == "two");
  CHECK(vm.value(std::optional<int>()).is_none());
  CHECK(vm.value(std::optional<int>(4)).as<std::optional<int>>() == 4);
  CHECK(vm.eval("None").value().as<std::optional<int>>() == std::nullopt);
  // Any iterable reads as a vector; nested types too.
  CHECK(vm.eval("range(4)").value().as<std::vector<int>>() == std::vector<int>{0, 1, 2, 3});
  CHECK(vm.eval("(x * x for x in range(3))").value().as<std::vector<int>>() == std::vector<int>{0, 1, 4});
  auto nested = vm.eval("{'k': [(1, 'a'), (2, 'b')]}").value();
  auto n = nested.as<std::map<std::string, std::vector<std::pair<int, std::string>>>>();
  CHECK(n["k"][1].second == "b");
}

TEST_CASE("conversion failures are TypeError/OverflowError") {
  tpy::VM vm;
  auto s = vm.value("text");
  CHECK_FALSE(s.is<int>());
  CHECK(s.is<std::string>());
  try {
    s.as<int>();
    FAIL("no exception");
  } catch (const tpy::Error& e) {
    CHECK(e.type_name() == "TypeError");
    CHECK(e.message() == "expected int, got str");
  }
  try {
    vm.value(300).as<int8_t>();
    FAIL("no exception");
  } catch (const tpy::Error& e) {
    CHECK(e.type_name() == "OverflowError");
  }
  try {
    vm.eval("2**100").value().as<int64_t>();
    FAIL("no exception");
  } catch (const tpy::Error& e) {
    CHECK(e.type_name() == "OverflowError");
  }
  CHECK_THROWS_AS(vm.eval("[1, 'x']").value().as<std::vector<int>>(), tpy::Error);
  CHECK_THROWS_AS(vm.eval("1.5").value().as<int>(), tpy::Error);
  CHECK_THROWS_AS(vm.eval("1").value().as<bool>(), tpy::Error);
  CHECK_THROWS_AS(vm.eval("(1, 2)").value().as<std::tuple<int>>(), tpy::Error);
  tpy::Value empty;
  CHECK(empty.empty());
  CHECK_THROWS_AS(empty.as<int>(), std::logic_error);
}

TEST_CASE("attributes, items and calls with keywords") {
  tpy::VM vm;
  REQUIRE(vm.exec("class P:\n"
                  "    def __init__(self, x, y=0):\n"
                  "        self.x = x\n"
                  "        self.y = y\n"
                  "    def total(self, scale=1):\n"
                  "        return (self.x + self.y) * scale\n"
                  "def join(*parts, sep=' '):\n"
                  "    return sep.join(parts)\n").ok());
  auto P = vm.get("P");
  auto p = P(1, tpy::kw("y", 2));
  CHECK(p.attr("y").as<int>() == 2);
  CHECK(p.attr("total")(tpy::kw("scale", 10)).as<int>() == 30);
  p.set_attr("x", 5);
  CHECK(p.attr("total")().as<int>() == 7);
  CHECK(p.has_attr("x"));
  CHECK_FALSE(p.has_attr("zzz"));
  try {
    p.attr("zzz");
    FAIL("no exception");
  } catch (const tpy::Error& e) {
    CHECK(e.type_name() == "AttributeError");
    CHECK(e.message() == "'P' object has no attribute 'zzz'");
  }
  CHECK(vm.get("join")("a", "b", tpy::kw("sep", "-")).as<std::string>() == "a-b");
  auto d = vm.eval("{'a': [10, 20]}").value();
  CHECK(d.item("a").item(1).as<int>() == 20);
  d.set_item("b", 3);
  CHECK(d.len() == 2);
  CHECK_THROWS_AS(d.item("missing"), tpy::Error);
  CHECK(vm.value(0).truthy() == false);
  CHECK(vm.value(std::vector<int>{1}) == vm.eval("[1]").value());
  CHECK(vm.value(3).str() == "3");
  try {
    vm.value(3)();
    FAIL("no exception");
  } catch (const tpy::Error& e) {
    CHECK(e.message() == "'int' object is not callable");
  }
}

TEST_CASE("handles keep values alive across collections") {
  tpy::VM vm;
  tpy::Value keep = vm.eval("[str(i) * 3 for i in range(1000)]").value();
  tpy::Value copy = keep;
  keep.reset();
  REQUIRE(vm.exec("junk = [[i] for i in range(100000)]\njunk = None\nimport gc\ngc.collect()\n").ok());
  vm.collect();
  CHECK(copy.len() == 1000);
  CHECK(copy.item(999).as<std::string>() == "999999999");
  tpy::Value moved = std::move(copy);
  CHECK(copy.empty());
  CHECK(moved.item(0).as<std::string>() == "000");
  // Dropped handles free their objects.
  size_t before = vm.live_objects();
  moved.reset();
  vm.collect();
  CHECK(vm.live_objects() + 1000 <= before);
}

TEST_CASE("a handle outliving its VM is dead, not dangling") {
  tpy::Value v;
  {
    tpy::VM vm;
    v = vm.eval("[1, 2]").value();
  }
  CHECK_FALSE(v.empty());
  CHECK_THROWS_AS(v.len(), std::logic_error);
  tpy::Error saved(tpy::detail::ErrorData{"X", "y", "", {}}, nullptr);
  {
    tpy::VM vm;
    try {
      vm.eval("1/0").value();
    } catch (const tpy::Error& e) {
      saved = e;
    }
  }
  CHECK(saved.type_name() == "ZeroDivisionError");
  CHECK(saved.traceback().find("ZeroDivisionError: division by zero") != std::string::npos);
}

TEST_CASE("values of one VM are refused by another") {
  tpy::VM a, b;
  auto va = a.value(1);
  CHECK_THROWS_AS(b.eval("len").value()(va), tpy::Error);
}

TEST_CASE("a Function resolves once and is called many times") {
  tpy::VM vm;
  REQUIRE(vm.exec("def add(a, b):\n    return a + b\n").ok());
  tpy::Function add(vm.get("add"));
  int64_t total = 0;
  for (int i = 0; i < 1000; i++) total += add.call<int64_t>(i, 1);
  CHECK(total == 500500);
  CHECK(add("x", "y").as<std::string>() == "xy");
  CHECK_THROWS_AS(add.call<int>(1, "x"), tpy::Error);
  CHECK_THROWS_AS(tpy::Function(vm.value(3)), std::invalid_argument);
}
