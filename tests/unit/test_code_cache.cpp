// test_code_cache.cpp — compiled modules on disk (vm/code_cache.cpp): every
// shipped module survives the round trip unchanged; a second compile is a
// hit; a changed source, and a truncated, altered or foreign file, are
// compiled again (and the file rewritten), never trusted or a crash.
#include <catch2/catch.hpp>

#include <stdlib.h>
#include <unistd.h>

#include <dirent.h>
#include <cstdio>
#include <filesystem>
#include <string>
#include <vector>

#include "builtins/pylib.h"
#include "vm/code_cache.h"
#include "vm/compiler.h"
#include "vm/dict.h"
#include "vm/disasm.h"
#include "vm/parser.h"
#include "vm/run.h"

using namespace tpy;

namespace {

// A private cache folder for one test case (TPY_CODE_CACHE_DIR), removed after.
struct TempCache {
  std::string dir;
  TempCache() {
    char tmpl[] = "/tmp/tpy-code-cache-test-XXXXXX";
    dir = mkdtemp(tmpl);
    setenv("TPY_CODE_CACHE_DIR", dir.c_str(), 1);
  }
  ~TempCache() {
    unsetenv("TPY_CODE_CACHE_DIR");
    std::error_code ec;
    std::filesystem::remove_all(dir, ec);
  }
  std::vector<std::string> files() const {
    std::vector<std::string> out;
    for (auto& e : std::filesystem::directory_iterator(dir)) out.push_back(e.path().string());
    return out;
  }
};

Code* compile_plain(VM& vm, const std::string& src, const std::string& filename) {
  static std::vector<std::unique_ptr<AstArena>> arenas;
  arenas.push_back(std::make_unique<AstArena>());
  SyntaxErrorInfo err;
  Node* root = parse_module(*arenas.back(), src, err);
  return root ? compile_ast(vm, root, CompileMode::Module, filename, src, err) : nullptr;
}

// Runs a module code object; the value of its global `name`.
Value run_and_get(VM& vm, Code* code, const char* name) {
  Module* m = vm.new_module("__cached_test__");
  RootScope roots(vm);
  roots.add(m);
  roots.add(code);
  dict_set_str(vm, m->dict, vm.names.builtins, Value::object(vm.builtins_module));
  Value out;
  REQUIRE(run_code(vm, code, m->dict, m->dict, out));
  return dict_get_str(m->dict, vm.intern(name));
}

std::string read_file(const std::string& path) {
  std::string s;
  FILE* f = std::fopen(path.c_str(), "rb");
  REQUIRE(f);
  char buf[4096];
  size_t n;
  while ((n = std::fread(buf, 1, sizeof buf, f)) > 0) s.append(buf, n);
  std::fclose(f);
  return s;
}

void write_file(const std::string& path, const std::string& s) {
  FILE* f = std::fopen(path.c_str(), "wb");
  REQUIRE(f);
  std::fwrite(s.data(), 1, s.size(), f);
  std::fclose(f);
}

const char* kSource =
    "def f(a, *, b=2.5):\n"
    "    '''doc'''\n"
    "    return (a, b, 'text', b'raw', 12345678901234567890123, 3j, ..., None, (1, ('x',)))\n"
    "class C:\n"
    "    def m(self):\n"
    "        try:\n"
    "            return [i * i for i in range(4)]\n"
    "        except ValueError as e:\n"
    "            return e\n"
    "x = (f(1), C().m(), f.__doc__)\n";

}  // namespace

TEST_CASE("code cache: every shipped module round-trips unchanged", "[code_cache]") {
  VM vm;
  for (int i = 0; i < kNumPylibModules; i++) {
    std::string filename = std::string("<frozen ") + kPylibModules[i].name + ">";
    Code* c = compile_plain(vm, kPylibModules[i].source, filename);
    REQUIRE(c);
    RootScope roots(vm);
    roots.add(c);
    std::string bytes;
    REQUIRE(code_cache_encode(vm, c, bytes));
    Code* d = code_cache_decode(vm, bytes, filename, kPylibModules[i].source);
    REQUIRE(d);
    roots.add(d);
    INFO(kPylibModules[i].name);
    CHECK(disassemble(d) == disassemble(c));
    std::string again;
    REQUIRE(code_cache_encode(vm, d, again));
    CHECK(again == bytes);
  }
}

TEST_CASE("code cache: constants of every kind survive and run", "[code_cache]") {
  VM vm;
  TempCache cache;
  CodeCacheStats before = code_cache_stats();
  Code* a = compile_module_cached(vm, kSource, "<frozen cachetest>");
  REQUIRE(a);
  CHECK(code_cache_stats().compiles == before.compiles + 1);
  CHECK(code_cache_stats().writes == before.writes + 1);
  Code* b = compile_module_cached(vm, kSource, "<frozen cachetest>");
  REQUIRE(b);
  CHECK(code_cache_stats().hits == before.hits + 1);
  CHECK(b != a);
  CHECK(disassemble(b) == disassemble(a));
  Value x = run_and_get(vm, b, "x");
  REQUIRE(is_layout(x, Layout::Tuple));
  CHECK(const_repr(x).find("12345678901234567890123") != std::string::npos);
  Code* plain = compile_plain(vm, kSource, "<frozen cachetest>");
  REQUIRE(plain);
  CHECK(disassemble(b) == disassemble(plain));
}

TEST_CASE("code cache: a changed source is compiled again", "[code_cache]") {
  VM vm;
  TempCache cache;
  Code* a = compile_module_cached(vm, "y = 1\n", "<frozen changing>");
  REQUIRE(a);
  CHECK(run_and_get(vm, a, "y").i == 1);
  CodeCacheStats before = code_cache_stats();
  Code* b = compile_module_cached(vm, "y = 2\n", "<frozen changing>");
  REQUIRE(b);
  CHECK(code_cache_stats().hits == before.hits);
  CHECK(code_cache_stats().compiles == before.compiles + 1);
  CHECK(run_and_get(vm, b, "y").i == 2);
  // Both versions are kept (another build may still want the first).
  CHECK(cache.files().size() == 2);
  Code* c = compile_module_cached(vm, "y = 1\n", "<frozen changing>");
  CHECK(code_cache_stats().hits == before.hits + 1);
  CHECK(run_and_get(vm, c, "y").i == 1);
}

TEST_CASE("code cache: a corrupt file is compiled again and rewritten", "[code_cache]") {
  VM vm;
  TempCache cache;
  REQUIRE(compile_module_cached(vm, kSource, "<frozen corrupt>"));
  std::vector<std::string> files = cache.files();
  REQUIRE(files.size() == 1);
  const std::string good = read_file(files[0]);
  std::vector<std::string> bad = {
      "",                                   // empty
      good.substr(0, good.size() / 2),      // torn
      good.substr(0, good.size() - 1),      // one byte short
      good + "x",                           // one byte long
      std::string(good.size(), '\xff'),     // garbage
  };
  std::string flipped = good;
  flipped[flipped.size() - 20] ^= 0x40;     // a payload byte
  bad.push_back(flipped);
  std::string header = good;
  header[3] = '?';                          // the magic line
  bad.push_back(header);
  for (const std::string& b : bad) {
    write_file(files[0], b);
    CodeCacheStats before = code_cache_stats();
    Code* c = compile_module_cached(vm, kSource, "<frozen corrupt>");
    REQUIRE(c);
    CHECK(code_cache_stats().hits == before.hits);
    CHECK(code_cache_stats().writes == before.writes + 1);
    CHECK(is_layout(run_and_get(vm, c, "x"), Layout::Tuple));
    CHECK(read_file(files[0]) == good);
  }
}

TEST_CASE("code cache: decoding damaged payloads never crashes", "[code_cache]") {
  VM vm;
  Code* c = compile_plain(vm, kSource, "<frozen damaged>");
  REQUIRE(c);
  RootScope roots(vm);
  roots.add(c);
  std::string bytes;
  REQUIRE(code_cache_encode(vm, c, bytes));
  // Every truncation is refused.
  for (size_t n = 0; n < bytes.size(); n += 7) CHECK(code_cache_decode(vm, bytes.substr(0, n), "<x>", kSource) == nullptr);
  // Altered bytes decode to something or nothing, without crashing (the
  // file's hash is what refuses them before decoding).
  for (size_t i = 0; i < bytes.size(); i += 3) {
    std::string b = bytes;
    b[i] ^= 0xA5;
    code_cache_decode(vm, b, "<x>", kSource);
  }
}

TEST_CASE("code cache: TPY_CODE_CACHE=0 turns it off", "[code_cache]") {
  VM vm;
  TempCache cache;
  setenv("TPY_CODE_CACHE", "0", 1);
  CHECK(code_cache_dir().empty());
  REQUIRE(compile_module_cached(vm, "z = 3\n", "<frozen off>"));
  unsetenv("TPY_CODE_CACHE");
  CHECK(cache.files().empty());
  CHECK(code_cache_dir() == cache.dir);
}
