// gpu/nvrtc.cpp — compiles CUDA C with NVRTC to a cubin or PTX, with a cache
// in memory and on disk keyed by a 128-bit hash of everything that decides
// the output (the library is named by its file, so a hit loads no NVRTC).
// Entry points: nvrtc_compile, nvrtc_version, nvrtc_default_arch,
// nvrtc_cache_dir, nvrtc_cache_stats, nvrtc_cache_clear_memory. Finding and
// loading libnvrtc is gpu/loader.cpp; loading the image is the launcher's.
#include "gpu/cuda_api.h"
#include "vm/hash128.h"

#include <unistd.h>

#include <atomic>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <mutex>
#include <string_view>
#include <unordered_map>

namespace tpy::gpu {
namespace {

// Fields are length-prefixed before hashing so that ("ab", "c") and
// ("a", "bc") are different keys.
void append_field(std::string& blob, std::string_view field) {
  uint64_t n = field.size();
  blob.append(reinterpret_cast<const char*>(&n), sizeof n);
  blob.append(field);
}

// ---- The cache ----

struct Entry {
  std::string image;
  std::string log;
  bool is_cubin = false;
  int arch = 0;
};

std::mutex g_memory_mutex;
std::unordered_map<std::string, Entry> g_memory;  // hex key -> result; grows with the kernels a program compiles
std::atomic<int> g_memory_hits{0}, g_disk_hits{0}, g_compiles{0};

// Disk file: the magic line (a format change bumps it), the key again (a
// renamed or truncated file is refused), then the fields with 64-bit sizes.
constexpr std::string_view kMagic = "tpy-nvrtc-cache 1\n";

void put_u64(std::string& s, uint64_t v) { s.append(reinterpret_cast<const char*>(&v), 8); }

bool get_u64(std::string_view& s, uint64_t& v) {
  if (s.size() < 8) return false;
  std::memcpy(&v, s.data(), 8);
  s.remove_prefix(8);
  return true;
}

bool get_bytes(std::string_view& s, std::string& out) {
  uint64_t n;
  if (!get_u64(s, n) || n > s.size()) return false;
  out.assign(s.data(), n);
  s.remove_prefix(n);
  return true;
}

std::string encode_entry(const std::string& key, const Entry& e) {
  std::string s(kMagic);
  put_u64(s, key.size());
  s += key;
  put_u64(s, e.is_cubin ? 1 : 0);
  put_u64(s, static_cast<uint64_t>(e.arch));
  put_u64(s, e.log.size());
  s += e.log;
  put_u64(s, e.image.size());
  s += e.image;
  return s;
}

bool decode_entry(std::string_view s, const std::string& key, Entry& e) {
  if (s.substr(0, kMagic.size()) != kMagic) return false;
  s.remove_prefix(kMagic.size());
  std::string stored_key;
  uint64_t cubin, arch;
  if (!get_bytes(s, stored_key) || stored_key != key) return false;
  if (!get_u64(s, cubin) || !get_u64(s, arch)) return false;
  if (!get_bytes(s, e.log) || !get_bytes(s, e.image)) return false;
  e.is_cubin = cubin != 0;
  e.arch = static_cast<int>(arch);
  return s.empty() && !e.image.empty();
}

bool read_file(const std::string& path, std::string& out) {
  FILE* f = std::fopen(path.c_str(), "rb");
  if (!f) return false;
  char buf[1 << 16];
  size_t n;
  while ((n = std::fread(buf, 1, sizeof buf, f)) > 0) out.append(buf, n);
  bool ok = !std::ferror(f);
  std::fclose(f);
  return ok;
}

bool disk_lookup(const std::string& key, Entry& e) {
  std::string dir = nvrtc_cache_dir();
  if (dir.empty()) return false;
  std::string bytes;
  return read_file(dir + "/" + key, bytes) && decode_entry(bytes, key, e);
}

// Written to a private temporary and renamed, so a reader (another tpy
// process) sees either no file or a whole one. Every failure is silent: the
// cache is an optimisation, never a reason for a compile to fail.
void disk_store(const std::string& key, const Entry& e) {
  std::string dir = nvrtc_cache_dir();
  if (dir.empty()) return;
  std::error_code ec;
  std::filesystem::create_directories(dir, ec);
  if (ec) return;
  static std::atomic<unsigned> counter{0};
  std::string tmp = dir + "/" + key + ".tmp." + std::to_string(getpid()) + "." +
                    std::to_string(counter.fetch_add(1));
  std::string bytes = encode_entry(key, e);
  FILE* f = std::fopen(tmp.c_str(), "wb");
  if (!f) return;
  bool ok = std::fwrite(bytes.data(), 1, bytes.size(), f) == bytes.size();
  ok = (std::fclose(f) == 0) && ok;
  if (!ok || std::rename(tmp.c_str(), (dir + "/" + key).c_str()) != 0) std::remove(tmp.c_str());
}

// ---- Architectures ----

// The sm_XY targets of the loaded NVRTC (10*major+minor, ascending), asked
// once; empty if NVRTC did not load or would not say.
const std::vector<int>& supported_archs() {
  static std::once_flag once;
  static std::vector<int> archs;
  std::call_once(once, [] {
    const NvrtcApi* api = nvrtc_api();
    int n = 0;
    if (!api || api->nvrtcGetNumSupportedArchs(&n) != kNvrtcSuccess || n <= 0) return;
    std::vector<int> list(n);
    if (api->nvrtcGetSupportedArchs(list.data()) != kNvrtcSuccess) return;
    archs = std::move(list);
  });
  return archs;
}

std::string arch_text(int arch) { return std::to_string(arch / 10) + std::to_string(arch % 10); }

// The first log line that reports an error, for a one-line summary.
std::string first_error_line(const std::string& log) {
  size_t start = 0;
  while (start < log.size()) {
    size_t end = log.find('\n', start);
    if (end == std::string::npos) end = log.size();
    std::string_view line(log.data() + start, end - start);
    if (line.find("error") != std::string_view::npos) {
      constexpr size_t kMax = 300;
      return std::string(line.substr(0, kMax));
    }
    start = end + 1;
  }
  return "";
}

// Runs NVRTC once. On success fills `e`; on failure sets `why` and `log`.
bool run_nvrtc(const NvrtcApi& api, const std::string& source, const std::string& name,
               const std::vector<std::string>& options, Entry& e, std::string& log,
               std::string& why) {
  nvrtcProgram prog = nullptr;
  nvrtcResult r = api.nvrtcCreateProgram(&prog, source.c_str(), name.c_str(), 0, nullptr, nullptr);
  if (r != kNvrtcSuccess) {
    why = std::string("nvrtcCreateProgram failed: ") + api.nvrtcGetErrorString(r);
    return false;
  }
  std::vector<const char*> argv;
  for (const std::string& o : options) argv.push_back(o.c_str());
  g_compiles.fetch_add(1, std::memory_order_relaxed);
  r = api.nvrtcCompileProgram(prog, static_cast<int>(argv.size()), argv.data());

  // The log is kept on success too: it holds the warnings.
  size_t log_size = 0;
  if (api.nvrtcGetProgramLogSize(prog, &log_size) == kNvrtcSuccess && log_size > 1) {
    log.resize(log_size);
    if (api.nvrtcGetProgramLog(prog, log.data()) != kNvrtcSuccess) log.clear();
    while (!log.empty() && log.back() == '\0') log.pop_back();
  }
  if (r != kNvrtcSuccess) {
    std::string line = first_error_line(log);
    why = api.nvrtcGetErrorString(r);
    if (!line.empty()) why += ": " + line;
    api.nvrtcDestroyProgram(&prog);
    return false;
  }

  size_t size = 0;
  r = e.is_cubin ? api.nvrtcGetCUBINSize(prog, &size) : api.nvrtcGetPTXSize(prog, &size);
  if (r == kNvrtcSuccess && size > 0) {
    e.image.resize(size);
    r = e.is_cubin ? api.nvrtcGetCUBIN(prog, e.image.data()) : api.nvrtcGetPTX(prog, e.image.data());
  }
  api.nvrtcDestroyProgram(&prog);
  if (r != kNvrtcSuccess || size == 0) {
    why = std::string("NVRTC produced no ") + (e.is_cubin ? "cubin" : "PTX") +
          (r != kNvrtcSuccess ? std::string(": ") + api.nvrtcGetErrorString(r) : "");
    e.image.clear();
    return false;
  }
  // PTX comes with its NUL, which std::string already supplies.
  if (!e.is_cubin && e.image.back() == '\0') e.image.pop_back();
  e.log = log;
  return true;
}

}  // namespace

bool nvrtc_version(int& major, int& minor) {
  const NvrtcApi* api = nvrtc_api();
  int ma = 0, mi = 0;
  if (!api || api->nvrtcVersion(&ma, &mi) != kNvrtcSuccess) return false;
  major = ma;
  minor = mi;
  return true;
}

void nvrtc_default_arch(int& major, int& minor) {
  major = minor = 0;
  // Capped at 9.0: newer targets gain nothing for a compile-only check, and
  // an older arch keeps the check meaningful for the GPUs most users have.
  constexpr int kCap = 90;
  int best = 0;
  for (int a : supported_archs())
    if (a <= kCap) best = a;
  major = best / 10;
  minor = best % 10;
}

std::string nvrtc_cache_dir() {
  const char* enabled = std::getenv("TPY_CUDA_CACHE");
  if (enabled && std::string_view(enabled) == "0") return "";
  const char* xdg = std::getenv("XDG_CACHE_HOME");
  // The XDG spec says a relative value is invalid and must be ignored.
  if (xdg && xdg[0] == '/') return std::string(xdg) + "/tpy/cuda";
  const char* home = std::getenv("HOME");
  if (home && home[0]) return std::string(home) + "/.cache/tpy/cuda";
  return "";
}

void nvrtc_cache_stats(int& memory_hits, int& disk_hits, int& compiles) {
  memory_hits = g_memory_hits.load();
  disk_hits = g_disk_hits.load();
  compiles = g_compiles.load();
}

void nvrtc_cache_clear_memory() {
  std::lock_guard<std::mutex> lock(g_memory_mutex);
  g_memory.clear();
}

bool nvrtc_compile(const std::string& source, const std::string& program_name,
                   int cc_major, int cc_minor,
                   const std::vector<std::string>& options, NvrtcOutput& out,
                   std::string& why, bool want_ptx) {
  out = NvrtcOutput{};
  const std::string name = program_name.empty() ? "kernel.cu" : program_name;
  // The key names the library by its file (which fixes its version and the
  // architecture it picks for this device), so a hit loads no NVRTC.
  const std::string library = nvrtc_identity();
  std::string blob = "tpy-nvrtc-key 2";
  append_field(blob, library);
  append_field(blob, "sm " + std::to_string(cc_major * 10 + cc_minor) + (want_ptx ? " ptx" : " image"));
  append_field(blob, name);
  for (const std::string& o : options) append_field(blob, o);
  append_field(blob, source);
  const std::string key = hash128(blob).hex();

  auto fill = [&](const Entry& e) {
    out.image = e.image;
    out.log = e.log;
    out.is_cubin = e.is_cubin;
    out.arch = e.arch;
  };
  {
    std::lock_guard<std::mutex> lock(g_memory_mutex);
    auto it = g_memory.find(key);
    if (it != g_memory.end()) {
      g_memory_hits.fetch_add(1, std::memory_order_relaxed);
      fill(it->second);
      return true;
    }
  }
  Entry e;
  if (!library.empty() && disk_lookup(key, e)) {
    g_disk_hits.fetch_add(1, std::memory_order_relaxed);
    fill(e);
    std::lock_guard<std::mutex> lock(g_memory_mutex);
    g_memory.emplace(key, std::move(e));
    return true;
  }

  std::string reason;
  const NvrtcApi* api = nvrtc_api(&reason);
  if (!api) {
    why = "NVRTC unavailable: " + reason;
    return false;
  }
  int nv_major = 0, nv_minor = 0;
  nvrtc_version(nv_major, nv_minor);

  // The newest target not above the device's: cubins run on a device of the
  // same major version and an equal or higher minor one.
  const int wanted = cc_major * 10 + cc_minor;
  int arch = wanted;
  const std::vector<int>& archs = supported_archs();
  if (!archs.empty()) {
    arch = 0;
    for (int a : archs)
      if (a <= wanted) arch = a;
    if (arch == 0) {
      why = "NVRTC " + std::to_string(nv_major) + "." + std::to_string(nv_minor) +
            " cannot compile for sm_" + arch_text(wanted) + " (oldest supported: sm_" +
            arch_text(archs.front()) + ")";
      return false;
    }
  }
  // A cubin for an older major version does not load; its PTX does (the
  // driver compiles it for the device).
  const bool cubin = !want_ptx && arch / 10 == wanted / 10;

  std::vector<std::string> all_options;
  all_options.push_back(std::string("--gpu-architecture=") + (cubin ? "sm_" : "compute_") +
                        arch_text(arch));
  all_options.insert(all_options.end(), options.begin(), options.end());

  // Compiled outside the lock: NVRTC may take seconds, and two threads that
  // race on one key merely compile it twice.
  e = Entry{};
  e.is_cubin = cubin;
  e.arch = arch;
  if (!run_nvrtc(*api, source, name, all_options, e, out.log, why)) return false;
  if (!library.empty()) disk_store(key, e);   // a library found by bare name has no identity to key on
  fill(e);
  std::lock_guard<std::mutex> lock(g_memory_mutex);
  g_memory.emplace(key, std::move(e));
  return true;
}

}  // namespace tpy::gpu
