// test_run.cpp — running code through tpy::VM: exec, eval, exec_file,
// import, sys.argv/sys.path, errors with their traceback text, and print/
// input routed to host callbacks.
#include <catch2/catch.hpp>
#include <cstdio>
#include <fstream>
#include <tpy/tpy.h>

TEST_CASE("exec then eval share __main__") {
  tpy::VM vm;
  auto r = vm.exec("x = 6 * 7\ndef twice(v):\n    return v * 2\n");
  REQUIRE(r.ok());
  REQUIRE(r.value().is_none());
  REQUIRE(vm.eval("twice(x)").value().as<int64_t>() == 84);
  REQUIRE(vm.get("x").as<int>() == 42);
  vm.set("y", 1.5);
  REQUIRE(vm.eval("y * 2").value().as<double>() == 3.0);
}

TEST_CASE("a runtime error carries type, message and CPython's traceback") {
  tpy::VM vm;
  auto r = vm.exec("def f(x):\n    return 1 / x\n\nf(0)\n", "/tmp/cpy/t.py");
  REQUIRE_FALSE(r.ok());
  const tpy::Error& e = r.error();
  CHECK(e.type_name() == "ZeroDivisionError");
  CHECK(e.message() == "division by zero");
  CHECK(std::string(e.what()) == "ZeroDivisionError: division by zero");
  CHECK(e.is("ArithmeticError"));
  CHECK(e.is("Exception"));
  CHECK_FALSE(e.is("KeyError"));
  // Expected text: CPython 3.11 on the same file.
  CHECK(e.traceback() ==
        "Traceback (most recent call last):\n"
        "  File \"/tmp/cpy/t.py\", line 4, in <module>\n"
        "    f(0)\n"
        "  File \"/tmp/cpy/t.py\", line 2, in f\n"
        "    return 1 / x\n"
        "           ~~^~~\n"
        "ZeroDivisionError: division by zero\n");
  CHECK_THROWS_AS(r.value(), tpy::Error);
  // The VM is still usable afterwards.
  REQUIRE(vm.eval("1 + 1").value().as<int>() == 2);
}

TEST_CASE("syntax errors are errors, not crashes") {
  tpy::VM vm;
  auto r = vm.exec("def f(:\n", "bad.py");
  REQUIRE_FALSE(r);
  CHECK(r.error().type_name() == "SyntaxError");
  CHECK(r.error().traceback().find("File \"bad.py\", line 1") != std::string::npos);
  auto r2 = vm.eval("1 +");
  REQUIRE_FALSE(r2);
  CHECK(r2.error().type_name() == "SyntaxError");
}

TEST_CASE("Result::error on success is a logic error") {
  tpy::VM vm;
  auto r = vm.eval("3");
  CHECK_THROWS_AS(r.error(), std::logic_error);
}

TEST_CASE("exec_file runs a file with __file__ set; a missing file is FileNotFoundError") {
  const char* path = "/tmp/tpy_embed_exec_file.py";
  {
    std::ofstream f(path);
    f << "name = __file__\nvalue = sum(range(5))\n";
  }
  tpy::VM vm;
  REQUIRE(vm.exec_file(path).ok());
  CHECK(vm.get("name").as<std::string>() == path);
  CHECK(vm.get("value").as<int>() == 10);
  std::remove(path);
  auto r = vm.exec_file("/nonexistent/nothing.py");
  REQUIRE_FALSE(r);
  CHECK(r.error().type_name() == "FileNotFoundError");
  CHECK(r.error().is("OSError"));
}

TEST_CASE("import: built-in, Python-source and .py modules on the search path") {
  const char* dir = "/tmp/tpy_embed_mods";
  std::string mkdir = std::string("mkdir -p ") + dir;
  REQUIRE(std::system(mkdir.c_str()) == 0);
  {
    std::ofstream f(std::string(dir) + "/helper_mod.py");
    f << "def triple(x):\n    return 3 * x\n";
  }
  tpy::Options o;
  o.path = {dir};
  o.argv = {"prog", "--flag"};
  tpy::VM vm(o);
  auto math = vm.import("math");
  REQUIRE(math.ok());
  CHECK(math.value().attr("sqrt")(16.0).as<double>() == 4.0);
  auto h = vm.import("helper_mod");
  REQUIRE(h.ok());
  CHECK(h.value().attr("triple")(5).as<int>() == 15);
  CHECK(vm.eval("__import__('sys').argv").value().as<std::vector<std::string>>() ==
        std::vector<std::string>{"prog", "--flag"});
  auto missing = vm.import("no_such_module_here");
  REQUIRE_FALSE(missing);
  CHECK(missing.error().type_name() == "ModuleNotFoundError");
  CHECK(missing.error().message() == "No module named 'no_such_module_here'");
  vm.set_argv({"other"});
  vm.set_path({});
  REQUIRE(vm.exec("import sys\nargs = sys.argv\npath = sys.path\n").ok());
  CHECK(vm.get("args").as<std::vector<std::string>>() == std::vector<std::string>{"other"});
  CHECK(vm.get("path").len() == 0);
  std::string rm = std::string("rm -rf ") + dir;
  REQUIRE(std::system(rm.c_str()) == 0);
}

TEST_CASE("print and sys.stderr go to the host's callbacks; input reads from it") {
  std::string out, err;
  std::vector<std::string> lines = {"alice\n", "bob\n"};
  size_t next = 0;
  tpy::Options o;
  o.on_stdout = [&](std::string_view s) { out += s; };
  o.on_stderr = [&](std::string_view s) { err += s; };
  o.on_stdin = [&]() -> std::optional<std::string> {
    if (next == lines.size()) return std::nullopt;
    return lines[next++];
  };
  tpy::VM vm(o);
  REQUIRE(vm.exec("import sys\n"
                  "print('hello', 42, sep='-')\n"
                  "print('a', end='')\n"
                  "sys.stderr.write('oops\\n')\n"
                  "who = input('name? ')\n"
                  "second = input()\n").ok());
  CHECK(out == "hello-42\naname? ");
  CHECK(err == "oops\n");
  CHECK(vm.get("who").as<std::string>() == "alice");
  CHECK(vm.get("second").as<std::string>() == "bob");
  auto r = vm.exec("input()\n");
  REQUIRE_FALSE(r);
  CHECK(r.error().type_name() == "EOFError");
}

TEST_CASE("an output callback that throws becomes RuntimeError in the script") {
  tpy::Options o;
  o.on_stdout = [](std::string_view) { throw std::runtime_error("console closed"); };
  tpy::VM vm(o);
  auto r = vm.exec("try:\n    print('x')\nexcept RuntimeError as e:\n    msg = str(e)\n");
  REQUIRE(r.ok());
  CHECK(vm.get("msg").as<std::string>() == "console closed");
}

TEST_CASE("an uncaught SystemExit reaches the host as an Error") {
  tpy::VM vm;
  auto r = vm.exec("raise SystemExit(3)\n");
  REQUIRE_FALSE(r);
  CHECK(r.error().type_name() == "SystemExit");
  CHECK(r.error().message() == "3");
}

TEST_CASE("a missing global is NameError") {
  tpy::VM vm;
  try {
    vm.get("nope");
    FAIL("no exception");
  } catch (const tpy::Error& e) {
    CHECK(e.type_name() == "NameError");
  }
}

TEST_CASE("dropping __main__ from sys.modules does not break the host") {
  tpy::VM vm;
  REQUIRE(vm.exec("import sys\ndel sys.modules['__main__']\nimport gc\ngc.collect()\nx = 5\n").ok());
  vm.collect();
  CHECK(vm.eval("x + 1").value().as<int>() == 6);
}

TEST_CASE("__del__ runs on collection and when the host destroys the VM; its exceptions are reported, not thrown") {
  std::string out, err;
  {
    tpy::Options o;
    o.on_stdout = [&](std::string_view s) { out += s; };
    o.on_stderr = [&](std::string_view s) { err += s; };
    tpy::VM vm(o);
    REQUIRE(vm.exec("class Res:\n"
                    "    def __init__(self, name):\n"
                    "        self.name = name\n"
                    "    def __del__(self):\n"
                    "        print('del', self.name)\n"
                    "class Bad:\n"
                    "    def __del__(self):\n"
                    "        raise ValueError('in del')\n"
                    "dropped = Res('dropped')\n"
                    "kept = Res('kept')\n"
                    "bad = Bad()\n"
                    "del dropped\n").ok());
    vm.collect();
    CHECK(out == "del dropped\n");
    REQUIRE(vm.exec("del bad\n").ok());
    vm.collect();
    CHECK(err.rfind("Exception ignored in: <function Bad.__del__ at 0x", 0) == 0);
    CHECK(err.find("ValueError: in del\n") != std::string::npos);
    REQUIRE(vm.exec("print('still running')\n").ok());
  }
  CHECK(out == "del dropped\nstill running\ndel kept\n");
}
