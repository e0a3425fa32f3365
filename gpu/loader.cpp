// gpu/loader.cpp — finds and dlopens libcuda and libnvrtc at first use and
// fills the DriverApi / NvrtcApi tables from gpu/driver.def and gpu/nvrtc.def.
// Entry points: driver_api, nvrtc_api, nvrtc_candidates, open_driver_at,
// open_nvrtc_at, cu_error_name. Compiling (and its cache) is gpu/nvrtc.cpp;
// contexts, modules and launches are the launcher's.
#include "gpu/cuda_api.h"

#include <dlfcn.h>
#include <glob.h>
#include <limits.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cstdlib>
#include <mutex>
#include <set>
#include <string_view>

namespace tpy::gpu {
namespace {

#if defined(__aarch64__)
constexpr const char* kTargetLib = "targets/sbsa-linux/lib";
constexpr const char* kMultiarchLib = "/usr/lib/aarch64-linux-gnu";
#else
constexpr const char* kTargetLib = "targets/x86_64-linux/lib";
constexpr const char* kMultiarchLib = "/usr/lib/x86_64-linux-gnu";
#endif

// Codes that loading itself can meet, named for the case where the driver's
// cuGetErrorName is unavailable (not loaded, or a stub that answers nothing).
struct ErrorName {
  int code;
  const char* name;
};
constexpr ErrorName kLoadErrors[] = {
    {0, "CUDA_SUCCESS"},
    {1, "CUDA_ERROR_INVALID_VALUE"},
    {2, "CUDA_ERROR_OUT_OF_MEMORY"},
    {3, "CUDA_ERROR_NOT_INITIALIZED"},
    {4, "CUDA_ERROR_DEINITIALIZED"},
    {34, "CUDA_ERROR_STUB_LIBRARY"},
    {36, "CUDA_ERROR_CALL_REQUIRES_NEWER_DRIVER"},
    {46, "CUDA_ERROR_DEVICE_UNAVAILABLE"},
    {100, "CUDA_ERROR_NO_DEVICE"},
    {101, "CUDA_ERROR_INVALID_DEVICE"},
    {304, "CUDA_ERROR_OPERATING_SYSTEM"},
    {801, "CUDA_ERROR_NOT_SUPPORTED"},
    {802, "CUDA_ERROR_SYSTEM_NOT_READY"},
    {803, "CUDA_ERROR_SYSTEM_DRIVER_MISMATCH"},
    {804, "CUDA_ERROR_COMPAT_NOT_SUPPORTED_ON_DEVICE"},
    {999, "CUDA_ERROR_UNKNOWN"},
};

using GetErrorNameFn = CUresult (*)(CUresult, const char**);

// Set once driver_api has opened a driver (even one whose cuInit failed);
// that library is never closed, so the pointer stays valid for the life of
// the process.
std::atomic<GetErrorNameFn> g_get_error_name{nullptr};

// Names a code with a given cuGetErrorName (may be null) or the fallbacks.
std::string error_name_with(GetErrorNameFn get_name, int code) {
  const char* name = nullptr;
  if (get_name && get_name(code, &name) == kCudaSuccess && name) return name;
  for (const ErrorName& e : kLoadErrors)
    if (e.code == code) return e.name;
  return "CUDA_ERROR_" + std::to_string(code);
}

// dlerror's text, or a plain "not found" when the file simply is not there
// (the common case, and the one a user can act on).
std::string open_failure(const std::string& path) {
  const char* err = dlerror();
  std::string text = err ? err : "";
  if (text.empty() || text.find("No such file") != std::string::npos)
    return path + " not found";
  return text;
}

bool is_not_found(const std::string& reason) {
  constexpr std::string_view kSuffix = " not found";
  return reason.size() >= kSuffix.size() &&
         std::string_view(reason).substr(reason.size() - kSuffix.size()) == kSuffix;
}

bool resolve_driver(void* lib, DriverApi& api, const std::string& path,
                    std::string& why) {
  // dlsym hands back void*; converting it to a function pointer is what
  // POSIX guarantees to work.
#define CU_FN(name, ret, params)                                       \
  api.name = reinterpret_cast<decltype(api.name)>(dlsym(lib, #name)); \
  if (!api.name) {                                                     \
    why = path + " lacks " #name;                                      \
    return false;                                                      \
  }
#include "gpu/driver.def"
#undef CU_FN
  return true;
}

bool resolve_nvrtc(void* lib, NvrtcApi& api, const std::string& path,
                   std::string& why) {
#define NVRTC_FN(name, ret, params)                                    \
  api.name = reinterpret_cast<decltype(api.name)>(dlsym(lib, #name)); \
  if (!api.name) {                                                     \
    why = path + " lacks " #name;                                      \
    return false;                                                      \
  }
#include "gpu/nvrtc.def"
#undef NVRTC_FN
  return true;
}

void set_why(std::string* why, const std::string& text) {
  if (why) *why = text;
}

// "13.0.88" -> {13, 0, 88}; stops at the first non-digit run. Used to order
// versioned file and folder names newest first.
std::vector<long> parse_version(std::string_view s) {
  std::vector<long> parts;
  size_t i = 0;
  while (i < s.size() && s[i] >= '0' && s[i] <= '9') {
    long v = 0;
    while (i < s.size() && s[i] >= '0' && s[i] <= '9') v = v * 10 + (s[i++] - '0');
    parts.push_back(v);
    if (i < s.size() && s[i] == '.') i++;
    else break;
  }
  return parts;
}

// Paths matching `pattern`, ordered by the version that follows `prefix` in
// each, newest first (names without a number last).
std::vector<std::string> glob_newest_first(const std::string& pattern,
                                           const std::string& prefix) {
  std::vector<std::string> out;
  glob_t g{};
  if (glob(pattern.c_str(), 0, nullptr, &g) == 0)
    for (size_t i = 0; i < g.gl_pathc; i++) out.push_back(g.gl_pathv[i]);
  globfree(&g);
  auto version_of = [&](const std::string& p) {
    size_t at = p.rfind(prefix);
    return at == std::string::npos ? std::vector<long>{}
                                   : parse_version(std::string_view(p).substr(at + prefix.size()));
  };
  std::stable_sort(out.begin(), out.end(), [&](const std::string& a, const std::string& b) {
    return version_of(a) > version_of(b);
  });
  return out;
}

bool is_file(const std::string& path) {
  struct stat st;
  return stat(path.c_str(), &st) == 0 && S_ISREG(st.st_mode);
}

std::string env(const char* name) {
  const char* v = getenv(name);
  return v ? v : "";
}

std::string parent_dir(const std::string& path) {
  size_t slash = path.rfind('/');
  return slash == std::string::npos ? "." : path.substr(0, slash);
}

// The bin folders of the first nvcc on PATH: its own folder and, when it is
// a symlink (e.g. /usr/bin/nvcc -> /usr/lib/cuda/bin/nvcc), the target's.
std::vector<std::string> nvcc_bin_dirs() {
  std::string path = env("PATH");
  size_t start = 0;
  while (start <= path.size()) {
    size_t end = path.find(':', start);
    if (end == std::string::npos) end = path.size();
    std::string dir = path.substr(start, end - start);
    start = end + 1;
    if (dir.empty()) continue;
    std::string nvcc = dir + "/nvcc";
    if (access(nvcc.c_str(), X_OK) != 0 || !is_file(nvcc)) continue;
    std::vector<std::string> dirs{dir};
    char real[PATH_MAX];
    if (realpath(nvcc.c_str(), real)) {
      std::string real_dir = parent_dir(real);
      if (real_dir != dir) dirs.push_back(real_dir);
    }
    return dirs;
  }
  return {};
}

// Loads the library at `path` into `api` and checks that it answers.
// Returns the handle, or null with `why` set (the handle closed).
void* open_nvrtc(const std::string& path, NvrtcApi& api, std::string& why) {
  void* lib = dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL);
  if (!lib) {
    why = open_failure(path);
    return nullptr;
  }
  api = NvrtcApi{};
  int major = 0, minor = 0;
  if (!resolve_nvrtc(lib, api, path, why)) {
    dlclose(lib);
    return nullptr;
  }
  if (nvrtcResult r = api.nvrtcVersion(&major, &minor); r != kNvrtcSuccess) {
    why = path + ": nvrtcVersion failed: " + api.nvrtcGetErrorString(r);
    dlclose(lib);
    return nullptr;
  }
  return lib;
}

// Loads the driver at `path` into `api` and initialises it. Returns the
// handle, or null with `why` set. A library that fails cuInit is closed only
// when `close_on_init_failure`: driver_api keeps it, since unloading libcuda
// after cuInit ran is not something NVIDIA promises to survive, and its
// cuGetErrorName still names codes.
void* open_driver(const std::string& path, DriverApi& api, std::string& why,
                  bool close_on_init_failure) {
  void* lib = dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL);
  if (!lib) {
    why = open_failure(path);
    return nullptr;
  }
  api = DriverApi{};
  if (!resolve_driver(lib, api, path, why)) {
    dlclose(lib);
    return nullptr;
  }
  if (CUresult r = api.cuInit(0); r != kCudaSuccess) {
    // The library's own cuGetErrorName knows codes newer than the built-in list.
    why = "cuInit failed: " + error_name_with(api.cuGetErrorName, r);
    if (close_on_init_failure) dlclose(lib);
    else g_get_error_name.store(api.cuGetErrorName, std::memory_order_release);
    return nullptr;
  }
  return lib;
}

}  // namespace

std::vector<std::string> nvrtc_candidates() {
  std::vector<std::string> dirs;
  for (const std::string& bin : nvcc_bin_dirs()) {
    dirs.push_back(bin + "/../lib64");
    dirs.push_back(bin + "/../lib");
    dirs.push_back(bin + "/../" + kTargetLib);
  }
  for (const char* var : {"CUDA_HOME", "CUDA_PATH"}) {
    std::string root = env(var);
    if (root.empty()) continue;
    dirs.push_back(root + "/lib64");
    dirs.push_back(root + "/lib");
  }
  dirs.push_back("/usr/local/cuda/lib64");
  for (const std::string& root : glob_newest_first("/usr/local/cuda-*", "/cuda-"))
    dirs.push_back(root + "/lib64");

  // The same file reached twice (the /usr/local/cuda symlink, nvcc's folder
  // and $CUDA_HOME naming one toolkit) is listed once, under its first name.
  std::vector<std::string> out;
  std::set<std::string> seen;
  auto add_file = [&](const std::string& file) {
    char real[PATH_MAX];
    std::string key = realpath(file.c_str(), real) ? real : file;
    if (seen.insert(key).second) out.push_back(file);
  };
  auto add_dir = [&](const std::string& dir) {
    // The unversioned name first: it is the toolkit's own choice of version.
    if (is_file(dir + "/libnvrtc.so")) add_file(dir + "/libnvrtc.so");
    for (const std::string& f : glob_newest_first(dir + "/libnvrtc.so.*", "libnvrtc.so."))
      add_file(f);
  };
  for (const std::string& dir : dirs) add_dir(dir);

  // The loader's own search (LD_LIBRARY_PATH, ld.so.cache) can only be asked
  // by name; distribution packages often ship only libnvrtc.so.<major>, so
  // the usual folders are also searched for versioned files.
  out.push_back("libnvrtc.so");
  for (const char* dir : {kMultiarchLib, "/usr/lib64", "/usr/lib"}) {
    for (const std::string& f : glob_newest_first(std::string(dir) + "/libnvrtc.so.*", "libnvrtc.so."))
      add_file(f);
  }
  return out;
}

std::string nvrtc_identity() {
  static std::once_flag once;
  static std::string id;
  std::call_once(once, [] {
    for (const std::string& path : nvrtc_candidates()) {
      struct stat st;
      char real[PATH_MAX];
      if (path.find('/') == std::string::npos || stat(path.c_str(), &st) != 0 || !realpath(path.c_str(), real)) continue;
      id = std::string(real) + " " + std::to_string((long long)st.st_size) + " " + std::to_string((long long)st.st_mtime);
      return;
    }
  });
  return id;
}

void* open_driver_at(const std::string& path, DriverApi& api, std::string* why) {
  std::string reason;
  void* lib = open_driver(path, api, reason, /*close_on_init_failure=*/true);
  if (!lib) set_why(why, reason);
  return lib;
}

void* open_nvrtc_at(const std::string& path, NvrtcApi& api, std::string* why) {
  std::string reason;
  void* lib = open_nvrtc(path, api, reason);
  if (!lib) set_why(why, reason);
  return lib;
}

const DriverApi* driver_api(std::string* why) {
  static std::once_flag once;
  static DriverApi api;
  static const DriverApi* loaded = nullptr;
  static std::string reason;
  std::call_once(once, [] {
    // TPY_CUDA_DRIVER names another library to use as the driver (the
    // tests' stand-in, tests/gpu_fake/: NVRTC opens libcuda.so.1 itself,
    // so a stand-in cannot take that name).
    if (const char* other = std::getenv("TPY_CUDA_DRIVER"); other && *other) {
      if (open_driver(other, api, reason, /*close_on_init_failure=*/false)) {
        loaded = &api;
        g_get_error_name.store(api.cuGetErrorName, std::memory_order_release);
      }
      return;
    }
    // The SONAME first: libcuda.so is a development symlink that a
    // driver-only install lacks (and in a toolkit it may be the stub).
    for (const char* name : {"libcuda.so.1", "libcuda.so"}) {
      std::string r;
      if (open_driver(name, api, r, /*close_on_init_failure=*/false)) {
        loaded = &api;
        g_get_error_name.store(api.cuGetErrorName, std::memory_order_release);
        return;
      }
      // Report the SONAME's absence unless the other name opened and said more.
      if (reason.empty() || !is_not_found(r)) reason = r;
      // A driver that opened and refused: libcuda.so is most likely the same
      // file, and cuInit is not to be run twice.
      if (!is_not_found(r)) break;
    }
  });
  if (!loaded) set_why(why, reason);
  return loaded;
}

const NvrtcApi* nvrtc_api(std::string* why) {
  static std::once_flag once;
  static NvrtcApi api;
  static const NvrtcApi* loaded = nullptr;
  static std::string reason;
  std::call_once(once, [] {
    std::string unusable;  // the first library that opened but did not work
    for (const std::string& path : nvrtc_candidates()) {
      std::string r;
      if (open_nvrtc(path, api, r)) {
        loaded = &api;
        return;
      }
      if (unusable.empty() && !is_not_found(r)) unusable = r;
    }
    reason = !unusable.empty()
                 ? unusable
                 : "libnvrtc.so not found (looked next to nvcc on PATH, in $CUDA_HOME, "
                   "$CUDA_PATH, /usr/local/cuda*, and the loader's path)";
  });
  if (!loaded) set_why(why, reason);
  return loaded;
}

std::string cu_error_name(int code) {
  return error_name_with(g_get_error_name.load(std::memory_order_acquire), code);
}

}  // namespace tpy::gpu
