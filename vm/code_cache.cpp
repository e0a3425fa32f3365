// code_cache.cpp — compiled modules on disk (vm/code_cache.h): the
// serialisation of code objects, the key (this build's identity, the
// filename, the source), and the files. A process importing numba.cuda
// parsed and compiled some 5,000 lines of builtins/pylib each time: 80% of
// the instructions of bench/cuda_first_ufunc.py (callgrind).
#include "vm/code_cache.h"

#include <dirent.h>
#include <dlfcn.h>
#include <link.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cctype>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <memory>
#include <unordered_map>
#include <vector>

#include "vm/bigint.h"
#include "vm/compiler.h"
#include "vm/hash128.h"
#include "vm/parser.h"
#include "vm/run.h"

namespace tpy {

namespace {

// A file: the magic line (a format change bumps it), the key, the hash of
// the payload (a torn or altered file is refused), then the payload.
constexpr std::string_view kMagic = "tpy-code-cache 2\n";

// Files kept per module name: older ones (other builds, older source) are
// removed when a new one is written.
constexpr size_t kKeepPerName = 4;

// ---- Writing ----

// The payload: the table of distinct strings (each with whether it was
// interned), then the module's code object, whose strings are indices into
// the table (one intern per distinct name, not per use).
struct Writer {
  const VM& vm;
  std::string out;   // the code object; the table is put in front at the end
  std::vector<const Str*> table;
  std::unordered_map<std::string, uint32_t> index;   // interned flag + text -> table row

  void u8(uint8_t v) { out.push_back(char(v)); }
  void u32(uint32_t v) { out.append(reinterpret_cast<const char*>(&v), 4); }
  void u64(uint64_t v) { out.append(reinterpret_cast<const char*>(&v), 8); }
  void bytes(std::string_view s) {
    u64(s.size());
    out.append(s);
  }
  void str(const Str* s) {
    std::string key = (s->interned ? "i" : "n") + s->text();
    auto it = index.find(key);
    if (it == index.end()) {
      it = index.emplace(std::move(key), uint32_t(table.size())).first;
      table.push_back(s);
    }
    u32(it->second);
  }
  void strs(const std::vector<Str*>& v) {
    u64(v.size());
    for (const Str* s : v) str(s);
  }
  bool value(const Value& v);
  bool code(const Code* c);
  // The table, then the code object.
  std::string finish() {
    std::string tree = std::move(out);
    out.clear();
    u64(table.size());
    for (const Str* s : table) {
      u8(s->interned ? 1 : 0);
      bytes(s->text());
    }
    return out + tree;
  }
};

// Value tags in the file.
enum : uint8_t {
  kUndef = 'U', kNone = 'N', kTrue = 'T', kFalse = 'F', kEllipsis = 'E', kInt = 'I', kBigInt = 'L',
  kFloat = 'D', kComplex = 'C', kStr = 'S', kBytes = 'B', kTuple = 'P', kCode = 'K',
};

bool Writer::value(const Value& v) {
  // Exact tags only: a NumPy scalar twin or a subclass instance is never a
  // compiler constant, so meeting one means this is not the compiler's code.
  if (v.is_numpy_scalar()) return false;
  if (v.is_undef()) { u8(kUndef); return true; }
  if (v.is_none()) { u8(kNone); return true; }
  if (v.is_bool()) { u8(v.b ? kTrue : kFalse); return true; }
  if (v.is_int()) { u8(kInt); u64(uint64_t(v.i)); return true; }
  if (v.is_float()) { u8(kFloat); u64(v.bits); return true; }
  if (!v.is_obj()) return false;
  switch (v.o->type->layout) {
    case Layout::Str:
      u8(kStr);
      str(static_cast<const Str*>(v.o));
      return true;
    case Layout::Bytes:
      u8(kBytes);
      bytes(static_cast<const Bytes*>(v.o)->s);
      return true;
    case Layout::Int:
      u8(kBigInt);
      bytes(big_to_string(static_cast<const BigIntObj*>(v.o)->v, 10));
      return true;
    case Layout::Complex: {
      const Complex* c = static_cast<const Complex*>(v.o);
      uint64_t re, im;
      std::memcpy(&re, &c->re, 8);
      std::memcpy(&im, &c->im, 8);
      u8(kComplex);
      u64(re);
      u64(im);
      return true;
    }
    case Layout::Tuple: {
      const Tuple* t = static_cast<const Tuple*>(v.o);
      u8(kTuple);
      u64(t->items.size());
      for (const Value& x : t->items)
        if (!value(x)) return false;
      return true;
    }
    case Layout::Code:
      u8(kCode);
      return code(static_cast<const Code*>(v.o));
    default:
      if (v.same(vm.ellipsis)) { u8(kEllipsis); return true; }
      return false;
  }
}

bool Writer::code(const Code* c) {
  u32(c->flags);
  for (int n : {c->argcount, c->posonlycount, c->kwonlycount, c->nlocals, c->nregs, c->firstlineno}) u32(uint32_t(n));
  str(c->name);
  str(c->qualname);
  u64(c->code.size());
  out.append(reinterpret_cast<const char*>(c->code.data()), c->code.size() * sizeof(Instr));
  u64(c->positions.size());
  for (const Position& p : c->positions)
    for (int32_t x : {p.line, p.end_line, p.col, p.end_col}) u32(uint32_t(x));
  u64(c->consts.size());
  for (const Value& k : c->consts)
    if (!value(k)) return false;
  strs(c->names);
  strs(c->varnames);
  strs(c->cellnames);
  strs(c->freenames);
  u64(c->exc_table.size());
  for (const ExcEntry& e : c->exc_table) {
    u32(e.start);
    u32(e.end);
    u32(e.handler);
    u32(e.exc_reg);
  }
  return value(c->doc);
}

// ---- Reading ----

// Reads bounds-checked from the payload; any short read or bad tag sets
// `bad`, and every later read yields zeros, so a corrupt file decodes to
// nothing rather than to a crash.
struct Reader {
  VM& vm;
  std::string_view in;
  Str* filename;
  std::shared_ptr<const std::string> source;
  bool bad = false;
  int depth = 0;
  Reader(VM& v, std::string_view bytes, Str* f, std::shared_ptr<const std::string> src)
      : vm(v), in(bytes), filename(f), source(std::move(src)) {}

  bool take(void* dst, size_t n) {
    if (bad || in.size() < n) {
      bad = true;
      return false;
    }
    std::memcpy(dst, in.data(), n);
    in.remove_prefix(n);
    return true;
  }
  uint8_t u8() { uint8_t v = 0; take(&v, 1); return v; }
  uint32_t u32() { uint32_t v = 0; take(&v, 4); return v; }
  uint64_t u64() { uint64_t v = 0; take(&v, 8); return v; }
  // A count of items at least `unit` bytes each: never more than remain.
  size_t count(size_t unit) {
    uint64_t n = u64();
    if (bad || n > in.size() / unit) {
      bad = true;
      return 0;
    }
    return size_t(n);
  }
  std::string_view bytes() {
    size_t n = count(1);
    std::string_view s = in.substr(0, n);
    in.remove_prefix(n);
    return s;
  }
  std::vector<Str*> table;
  bool read_table() {
    size_t n = count(9);
    table.reserve(n);
    for (size_t i = 0; i < n && !bad; i++) {
      bool interned = u8() != 0;
      std::string_view s = bytes();
      if (!bad) table.push_back(interned ? vm.intern(s) : vm.new_str(std::string(s)));
    }
    return !bad;
  }
  Str* str() {
    uint32_t i = u32();
    if (bad || i >= table.size()) {
      bad = true;
      return nullptr;
    }
    return table[i];
  }
  bool strs(std::vector<Str*>& v) {
    size_t n = count(4);
    v.reserve(n);
    for (size_t i = 0; i < n && !bad; i++) v.push_back(str());
    return !bad;
  }
  bool value(Value& v);
  Code* code();
};

bool Reader::value(Value& v) {
  switch (u8()) {
    case kUndef: v = Value::undef(); return !bad;
    case kNone: v = Value::none(); return !bad;
    case kTrue: v = Value::boolean(true); return !bad;
    case kFalse: v = Value::boolean(false); return !bad;
    case kEllipsis: v = vm.ellipsis; return !bad;
    case kInt: v = Value::integer(int64_t(u64())); return !bad;
    case kFloat: {
      uint64_t b = u64();
      double d;
      std::memcpy(&d, &b, 8);
      v = Value::real(d);
      return !bad;
    }
    case kComplex: {
      uint64_t r = u64(), i = u64();
      double re, im;
      std::memcpy(&re, &r, 8);
      std::memcpy(&im, &i, 8);
      if (bad) return false;
      v = vm.new_complex(re, im);
      return true;
    }
    case kBigInt: {
      std::string_view s = bytes();
      if (bad || s.empty() || s.size() > 100000) return bad = true, false;
      for (size_t i = 0; i < s.size(); i++)
        if (!(std::isdigit((unsigned char)s[i]) || (i == 0 && s[i] == '-' && s.size() > 1))) return bad = true, false;
      v = vm.new_int(BigInt(std::string(s)));
      return true;
    }
    case kStr: {
      Str* s = str();
      if (!s) return false;
      v = Value::object(s);
      return true;
    }
    case kBytes: {
      std::string_view s = bytes();
      if (bad) return false;
      v = Value::object(vm.alloc<Bytes>(vm.t.bytes, std::string(s)));
      return true;
    }
    case kTuple: {
      size_t n = count(1);
      std::vector<Value> items(n);
      for (size_t i = 0; i < n; i++)
        if (!value(items[i])) return false;
      v = Value::object(vm.new_tuple(std::move(items)));
      return true;
    }
    case kCode: {
      Code* c = code();
      if (!c) return false;
      v = Value::object(c);
      return true;
    }
    default:
      bad = true;
      return false;
  }
}

Code* Reader::code() {
  // Nesting as deep as a file could make would overflow the C stack.
  if (++depth > 200) {
    bad = true;
    return nullptr;
  }
  uint32_t flags = u32();
  int ints[6];
  for (int& n : ints) n = int(u32());
  Str* name = str();
  Str* qualname = str();
  if (bad) return nullptr;
  Code* c = vm.alloc<Code>(vm.t.code, name, qualname, filename);
  c->flags = flags;
  c->argcount = ints[0];
  c->posonlycount = ints[1];
  c->kwonlycount = ints[2];
  c->nlocals = ints[3];
  c->nregs = ints[4];
  c->firstlineno = ints[5];
  c->source = source;
  size_t n = count(sizeof(Instr));
  c->code.resize(n);
  take(c->code.data(), n * sizeof(Instr));
  n = count(16);
  c->positions.resize(n);
  for (Position& p : c->positions) {
    p.line = int32_t(u32());
    p.end_line = int32_t(u32());
    p.col = int32_t(u32());
    p.end_col = int32_t(u32());
  }
  n = count(1);
  c->consts.resize(n);
  for (Value& k : c->consts)
    if (!value(k)) return nullptr;
  if (!strs(c->names) || !strs(c->varnames) || !strs(c->cellnames) || !strs(c->freenames)) return nullptr;
  n = count(16);
  c->exc_table.resize(n);
  for (ExcEntry& e : c->exc_table) {
    e.start = u32();
    e.end = u32();
    e.handler = u32();
    e.exc_reg = uint16_t(u32());
  }
  if (!value(c->doc)) return nullptr;
  depth--;
  // What the interpreter relies on without checking: positions parallel
  // to the instructions, a register for every local.
  if (bad || c->positions.size() != c->code.size() || c->nlocals > c->nregs || c->nregs < 0 ||
      int(c->varnames.size()) > c->nregs) {
    bad = true;
    return nullptr;
  }
  return c;
}

// ---- The key ----

// The build-id note of the loaded object holding this code (the tpy binary,
// or the program that links libtpy), as hex; empty if it has none.
std::string build_id() {
  struct Search {
    uintptr_t anchor;
    std::string id;
  } search{reinterpret_cast<uintptr_t>(&build_id), {}};
  dl_iterate_phdr(
      [](dl_phdr_info* info, size_t, void* data) -> int {
        Search* s = static_cast<Search*>(data);
        bool mine = false;
        for (int i = 0; i < info->dlpi_phnum; i++) {
          const ElfW(Phdr)& ph = info->dlpi_phdr[i];
          uintptr_t lo = info->dlpi_addr + ph.p_vaddr;
          if (ph.p_type == PT_LOAD && s->anchor >= lo && s->anchor < lo + ph.p_memsz) mine = true;
        }
        if (!mine) return 0;
        for (int i = 0; i < info->dlpi_phnum; i++) {
          const ElfW(Phdr)& ph = info->dlpi_phdr[i];
          if (ph.p_type != PT_NOTE) continue;
          const char* p = reinterpret_cast<const char*>(info->dlpi_addr + ph.p_vaddr);
          const char* end = p + ph.p_memsz;
          while (p + sizeof(ElfW(Nhdr)) <= end) {
            const ElfW(Nhdr)* nh = reinterpret_cast<const ElfW(Nhdr)*>(p);
            const char* name = p + sizeof(ElfW(Nhdr));
            const char* desc = name + ((nh->n_namesz + 3) & ~3u);
            if (desc + nh->n_descsz > end) break;
            if (nh->n_type == NT_GNU_BUILD_ID && nh->n_namesz == 4 && std::memcmp(name, "GNU", 4) == 0) {
              char hex[3];
              for (uint32_t k = 0; k < nh->n_descsz; k++) {
                std::snprintf(hex, sizeof hex, "%02x", (unsigned char)desc[k]);
                s->id += hex;
              }
              return 1;
            }
            p = desc + ((nh->n_descsz + 3) & ~3u);
          }
        }
        return 1;
      },
      &search);
  return search.id;
}

// What names this build: its build id, else the file's path, size, time
// and inode (a rebuilt binary is a new file). Empty: no caching.
const std::string& build_identity() {
  static const std::string identity = [] {
    std::string id = build_id();
    if (!id.empty()) return "build-id " + id;
    Dl_info info{};
    std::string path = "/proc/self/exe";
    if (dladdr(reinterpret_cast<void*>(&build_id), &info) && info.dli_fname && info.dli_fname[0] == '/')
      path = info.dli_fname;
    struct stat st;
    if (stat(path.c_str(), &st) != 0) return std::string();
    return "file " + path + " " + std::to_string(st.st_size) + " " + std::to_string(st.st_mtim.tv_sec) + "." +
           std::to_string(st.st_mtim.tv_nsec) + " " + std::to_string(st.st_ino);
  }();
  return identity;
}

void append_field(std::string& blob, std::string_view field) {
  uint64_t n = field.size();
  blob.append(reinterpret_cast<const char*>(&n), sizeof n);
  blob.append(field);
}

// The file's name: the filename made safe ("<frozen numba.core>" is
// "_frozen_numba.core_"), a dash, the key.
std::string stem_of(const std::string& filename) {
  std::string s;
  for (char ch : filename) s += std::isalnum((unsigned char)ch) || ch == '.' || ch == '_' ? ch : '_';
  return s.substr(0, 120) + "-";
}

// ---- The files ----

// The whole file in one read (its size from fstat; a file that changes
// meanwhile is refused by its hash).
bool read_whole(const std::string& path, std::string& out) {
  FILE* f = std::fopen(path.c_str(), "rb");
  if (!f) return false;
  struct stat st;
  bool ok = fstat(fileno(f), &st) == 0 && st.st_size >= 0;
  if (ok) {
    out.resize(size_t(st.st_size));
    ok = std::fread(out.data(), 1, out.size(), f) == out.size();
  }
  std::fclose(f);
  return ok;
}

// Removes the oldest files of this stem beyond kKeepPerName (`keep`, just
// written, stays). Races with another process doing the same are harmless.
void prune(const std::string& dir, const std::string& stem, const std::string& keep) {
  DIR* d = opendir(dir.c_str());
  if (!d) return;
  std::vector<std::pair<int64_t, std::string>> found;  // (mtime ns, name)
  while (dirent* e = readdir(d)) {
    std::string name = e->d_name;
    if (name.compare(0, stem.size(), stem) != 0 || name == keep || name.find(".tmp.") != std::string::npos) continue;
    struct stat st;
    if (stat((dir + "/" + name).c_str(), &st) != 0) continue;
    found.push_back({int64_t(st.st_mtim.tv_sec) * 1000000000 + st.st_mtim.tv_nsec, name});
  }
  closedir(d);
  if (found.size() < kKeepPerName) return;
  std::sort(found.begin(), found.end());
  for (size_t i = 0; i + kKeepPerName - 1 < found.size(); i++) std::remove((dir + "/" + found[i].second).c_str());
}

void store(const std::string& dir, const std::string& stem, const std::string& key, const std::string& payload) {
  std::error_code ec;
  std::filesystem::create_directories(dir, ec);
  if (ec) return;
  std::string file(kMagic);
  file += key;
  file += hash128(payload).hex();
  file += payload;
  static std::atomic<unsigned> counter{0};
  std::string name = stem + key;
  std::string tmp = dir + "/" + name + ".tmp." + std::to_string(getpid()) + "." + std::to_string(counter.fetch_add(1));
  FILE* f = std::fopen(tmp.c_str(), "wb");
  if (!f) return;
  bool ok = std::fwrite(file.data(), 1, file.size(), f) == file.size();
  ok = (std::fclose(f) == 0) && ok;
  if (!ok || std::rename(tmp.c_str(), (dir + "/" + name).c_str()) != 0) {
    std::remove(tmp.c_str());
    return;
  }
  code_cache_stats().writes++;
  prune(dir, stem, name);
}

Code* compile_plain(VM& vm, std::string_view source, const std::string& filename) {
  AstArena arena;
  SyntaxErrorInfo err;
  Node* root = parse_module(arena, source, err);
  Code* code = root ? compile_ast(vm, root, CompileMode::Module, filename, source, err) : nullptr;
  if (!code) vm.pending = make_syntax_error(vm, err, filename);
  return code;
}

}  // namespace

CodeCacheStats& code_cache_stats() {
  static CodeCacheStats stats;
  return stats;
}

std::string code_cache_dir() {
  const char* enabled = std::getenv("TPY_CODE_CACHE");
  if (enabled && std::string_view(enabled) == "0") return "";
  const char* own = std::getenv("TPY_CODE_CACHE_DIR");
  if (own && own[0] == '/') return own;
  const char* xdg = std::getenv("XDG_CACHE_HOME");
  // The XDG spec says a relative value is invalid and must be ignored.
  if (xdg && xdg[0] == '/') return std::string(xdg) + "/tpy/code";
  const char* home = std::getenv("HOME");
  if (home && home[0]) return std::string(home) + "/.cache/tpy/code";
  return "";
}

bool code_cache_encode(const VM& vm, const Code* code, std::string& out) {
  Writer w{vm, {}, {}, {}};
  if (!w.code(code)) return false;
  out = w.finish();
  return true;
}

Code* code_cache_decode(VM& vm, std::string_view bytes, const std::string& filename, std::string_view source) {
  // Nothing decoded is reachable from a root until it is returned (and
  // an allocation may throw std::bad_alloc through here).
  struct Hold {
    VM& vm;
    explicit Hold(VM& v) : vm(v) { vm.gc_hold++; }
    ~Hold() { vm.gc_hold--; }
  } hold{vm};
  Reader r(vm, bytes, vm.intern(filename), std::make_shared<const std::string>(source));
  Code* c = r.read_table() ? r.code() : nullptr;
  if (r.bad || !r.in.empty() || !c || !(c->flags & kCodeModule)) return nullptr;
  return c;
}

Code* compile_module_cached(VM& vm, std::string_view source, const std::string& filename) {
  std::string dir = code_cache_dir();
  const std::string& identity = dir.empty() ? dir : build_identity();
  if (identity.empty()) {
    code_cache_stats().compiles++;
    return compile_plain(vm, source, filename);
  }
  std::string blob = "tpy-code-key 1";
  append_field(blob, identity);
  append_field(blob, filename);
  append_field(blob, source);
  const std::string key = hash128(blob).hex();
  const std::string stem = stem_of(filename);
  std::string file;
  if (read_whole(dir + "/" + stem + key, file) && file.size() >= kMagic.size() + 64 &&
      std::string_view(file).substr(0, kMagic.size()) == kMagic &&
      std::string_view(file).substr(kMagic.size(), 32) == key) {
    std::string_view payload = std::string_view(file).substr(kMagic.size() + 64);
    if (std::string_view(file).substr(kMagic.size() + 32, 32) == hash128(payload).hex()) {
      if (Code* c = code_cache_decode(vm, payload, filename, source)) {
        code_cache_stats().hits++;
        return c;
      }
    }
  }
  code_cache_stats().compiles++;
  Code* code = compile_plain(vm, source, filename);
  if (!code) return nullptr;
  std::string payload;
  if (code_cache_encode(vm, code, payload)) {
    RootScope roots(vm);  // store allocates nothing on the heap, but stays safe if it does
    roots.add(code);
    store(dir, stem, key, payload);
  }
  return code;
}

}  // namespace tpy
