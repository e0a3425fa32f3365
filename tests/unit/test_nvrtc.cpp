// test_nvrtc.cpp — gpu/loader.cpp and gpu/nvrtc.cpp: the driver and NVRTC
// load (or say why not) without crashing, the entry lists match the real
// libraries' exports, NVRTC is searched for in the documented order, and
// CUDA C compiles to a cubin or PTX through the memory and disk caches.
// Where NVRTC is installed the compile tests run for real; where it is not,
// the tests check that every entry point fails with a reason instead.
#include <catch2/catch.hpp>

#include "gpu/cuda_api.h"

#include <dlfcn.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <optional>
#include <string>
#include <vector>

using namespace tpy::gpu;
namespace fs = std::filesystem;

namespace {

// Sets an environment variable for one scope and restores it after.
class ScopedEnv {
 public:
  ScopedEnv(const char* name, const char* value) : name_(name) {
    if (const char* old = getenv(name)) old_ = old;
    if (value) setenv(name, value, 1);
    else unsetenv(name);
  }
  ~ScopedEnv() {
    if (old_) setenv(name_, old_->c_str(), 1);
    else unsetenv(name_);
  }

 private:
  const char* name_;
  std::optional<std::string> old_;
};

// A fresh folder under the system temp folder, removed with the object.
class TempDir {
 public:
  TempDir() {
    std::string pattern = (fs::temp_directory_path() / "tpy_nvrtc_XXXXXX").string();
    path_ = mkdtemp(pattern.data()) ? pattern : "";
  }
  ~TempDir() {
    std::error_code ec;
    if (!path_.empty()) fs::remove_all(path_, ec);
  }
  const std::string& path() const { return path_; }

 private:
  std::string path_;
};

void write_file(const std::string& path, const std::string& text) {
  std::ofstream(path, std::ios::binary) << text;
}

bool nvcc_on_path() {
  const char* path = getenv("PATH");
  std::string rest = path ? path : "";
  size_t start = 0;
  while (start <= rest.size()) {
    size_t end = rest.find(':', start);
    if (end == std::string::npos) end = rest.size();
    std::string dir = rest.substr(start, end - start);
    if (!dir.empty() && access((dir + "/nvcc").c_str(), X_OK) == 0) return true;
    start = end + 1;
  }
  return false;
}

int hex_files_in(const std::string& dir) {
  int n = 0;
  std::error_code ec;
  for (const auto& ent : fs::directory_iterator(dir, ec)) {
    std::string name = ent.path().filename().string();
    if (name.size() == 32 && name.find_first_not_of("0123456789abcdef") == std::string::npos) n++;
  }
  return n;
}

const char* kKernel =
    "extern \"C\" __global__ void k(long long n, double* x) {\n"
    "  long long i = blockIdx.x * (long long)blockDim.x + threadIdx.x;\n"
    "  if (i < n) x[i] = 2.0 * x[i] + 1.0;\n"
    "}\n";

}  // namespace

TEST_CASE("driver_api loads the driver or gives a one-line reason", "[gpu]") {
  std::string why;
  const DriverApi* api = driver_api(&why);
  if (api) {
    REQUIRE(api->cuLaunchKernel != nullptr);
    REQUIRE(api->cuEventElapsedTime != nullptr);
    int version = 0;
    REQUIRE(api->cuDriverGetVersion(&version) == kCudaSuccess);
    REQUIRE(version >= 11020);
  } else {
    REQUIRE(!why.empty());
    REQUIRE(why.find('\n') == std::string::npos);
  }
  // Loaded once: the same answer, reason included, every time.
  std::string again;
  REQUIRE(driver_api(&again) == api);
  REQUIRE(again == why);
  REQUIRE(driver_api(nullptr) == api);

  // From cuGetErrorName when the driver loaded, else the built-in names.
  REQUIRE(cu_error_name(100) == "CUDA_ERROR_NO_DEVICE");
  REQUIRE(cu_error_name(0) == "CUDA_SUCCESS");
  REQUIRE(cu_error_name(123456) == "CUDA_ERROR_123456");
}

TEST_CASE("a library that is missing or is not the driver is refused by name", "[gpu]") {
  DriverApi dapi;
  std::string why;
  REQUIRE(open_driver_at("/nonexistent/libcuda.so.1", dapi, &why) == nullptr);
  REQUIRE(why == "/nonexistent/libcuda.so.1 not found");
  // libc opens fine but exports none of the rows: the first row is named.
  REQUIRE(open_driver_at("libc.so.6", dapi, &why) == nullptr);
  REQUIRE(why == "libc.so.6 lacks cuInit");
  NvrtcApi napi;
  REQUIRE(open_nvrtc_at("libc.so.6", napi, &why) == nullptr);
  REQUIRE(why == "libc.so.6 lacks nvrtcVersion");
}

TEST_CASE("every driver.def row is exported by the toolkit's libcuda stub", "[gpu]") {
  // The stub's SONAME is libcuda.so.1: once it is loaded, dlopen("libcuda.so.1")
  // would return it, so driver_api must settle first.
  driver_api();
  std::string stub;
  for (std::string c : nvrtc_candidates()) {
    if (c.find('/') == std::string::npos) continue;
    std::string s = c.substr(0, c.rfind('/')) + "/stubs/libcuda.so";
    if (access(s.c_str(), R_OK) == 0) {
      stub = s;
      break;
    }
  }
  if (stub.empty() && access("/usr/local/cuda/lib64/stubs/libcuda.so", R_OK) == 0)
    stub = "/usr/local/cuda/lib64/stubs/libcuda.so";
  if (stub.empty()) {
    WARN("no CUDA toolkit with stubs/libcuda.so: the driver.def names are unchecked");
    return;
  }
  DriverApi api;
  std::string why;
  void* lib = open_driver_at(stub, api, &why);
  // Every row resolved (else "lacks ..."), then the stub's cuInit refused.
  REQUIRE(lib == nullptr);
  REQUIRE(why == "cuInit failed: CUDA_ERROR_STUB_LIBRARY");
}

TEST_CASE("NVRTC is looked for next to nvcc, then in CUDA_HOME, newest version first", "[gpu]") {
  TempDir tmp;
  REQUIRE(!tmp.path().empty());
  const std::string root = tmp.path();
  fs::create_directories(root + "/kit/bin");
  fs::create_directories(root + "/kit/lib64");
  fs::create_directories(root + "/cuda_home/lib64");
  write_file(root + "/kit/bin/nvcc", "#!/bin/sh\n");
  chmod((root + "/kit/bin/nvcc").c_str(), 0755);
  write_file(root + "/kit/lib64/libnvrtc.so.9.2", "");
  write_file(root + "/kit/lib64/libnvrtc.so.12", "");
  write_file(root + "/kit/lib64/libnvrtc.so.10.1", "");
  write_file(root + "/kit/lib64/libnvrtc-builtins.so.12", "");  // not NVRTC itself
  write_file(root + "/cuda_home/lib64/libnvrtc.so", "");

  const char* old_path = getenv("PATH");
  std::string path = root + "/kit/bin:" + (old_path ? old_path : "");
  ScopedEnv set_path("PATH", path.c_str());
  ScopedEnv set_home("CUDA_HOME", (root + "/cuda_home").c_str());
  ScopedEnv set_cuda_path("CUDA_PATH", nullptr);

  std::vector<std::string> c = nvrtc_candidates();
  REQUIRE(c.size() >= 5);
  const std::string lib = root + "/kit/bin/../lib64/";
  CHECK(c[0] == lib + "libnvrtc.so.12");
  CHECK(c[1] == lib + "libnvrtc.so.10.1");
  CHECK(c[2] == lib + "libnvrtc.so.9.2");
  CHECK(c[3] == root + "/cuda_home/lib64/libnvrtc.so");
  CHECK(std::find(c.begin(), c.end(), "libnvrtc.so") != c.end());
  for (const std::string& s : c) CHECK(s.find("builtins") == std::string::npos);

  // A candidate that is not a shared library is refused with the loader's reason.
  NvrtcApi api;
  std::string why;
  REQUIRE(open_nvrtc_at(c[0], api, &why) == nullptr);
  REQUIRE(!why.empty());
}

TEST_CASE("without NVRTC every entry point fails with a reason", "[gpu]") {
  std::string why;
  const NvrtcApi* api = nvrtc_api(&why);
  if (nvcc_on_path()) {
    INFO("nvcc is on PATH but NVRTC did not load: " << why);
    REQUIRE(api != nullptr);
  }
  if (api) {
    int major = 0, minor = 0;
    REQUIRE(nvrtc_version(major, minor));
    REQUIRE(major >= 11);
    nvrtc_default_arch(major, minor);
    REQUIRE(major * 10 + minor >= 50);
    REQUIRE(major * 10 + minor <= 90);
    return;
  }
  REQUIRE(!why.empty());
  REQUIRE(why.find('\n') == std::string::npos);
  int major = -1, minor = -1;
  REQUIRE(!nvrtc_version(major, minor));
  nvrtc_default_arch(major, minor);
  REQUIRE(major == 0);
  REQUIRE(minor == 0);
  NvrtcOutput out;
  std::string cwhy;
  REQUIRE(!nvrtc_compile(kKernel, "k.cu", 8, 0, {}, out, cwhy));
  REQUIRE(cwhy == "NVRTC unavailable: " + why);
}

TEST_CASE("the disk cache folder follows XDG_CACHE_HOME, HOME and TPY_CUDA_CACHE", "[gpu]") {
  ScopedEnv on("TPY_CUDA_CACHE", nullptr);
  {
    ScopedEnv xdg("XDG_CACHE_HOME", "/x/cache");
    REQUIRE(nvrtc_cache_dir() == "/x/cache/tpy/cuda");
    ScopedEnv off("TPY_CUDA_CACHE", "0");
    REQUIRE(nvrtc_cache_dir().empty());
  }
  ScopedEnv relative("XDG_CACHE_HOME", "relative/dir");  // invalid per XDG: ignored
  ScopedEnv home("HOME", "/h");
  REQUIRE(nvrtc_cache_dir() == "/h/.cache/tpy/cuda");
}

TEST_CASE("NVRTC compiles a kernel to a cubin, through the memory and disk caches", "[gpu]") {
  if (!nvrtc_api()) return;  // checked by the test above
  TempDir tmp;
  REQUIRE(!tmp.path().empty());
  ScopedEnv xdg("XDG_CACHE_HOME", tmp.path().c_str());
  ScopedEnv on("TPY_CUDA_CACHE", nullptr);
  const std::string dir = tmp.path() + "/tpy/cuda";
  int major = 0, minor = 0;
  nvrtc_default_arch(major, minor);
  // A source no other test compiles, so the memory cache starts cold.
  const std::string src = std::string("// cache test\n") + kKernel;

  int mem0, disk0, comp0;
  nvrtc_cache_stats(mem0, disk0, comp0);
  NvrtcOutput first;
  std::string why;
  REQUIRE(nvrtc_compile(src, "k.cu", major, minor, {"--std=c++17"}, first, why));
  REQUIRE(first.is_cubin);
  REQUIRE(first.arch == major * 10 + minor);
  REQUIRE(first.image.size() > 100);
  REQUIRE(first.image.compare(0, 4, "\x7f" "ELF") == 0);
  int mem, disk, comp;
  nvrtc_cache_stats(mem, disk, comp);
  REQUIRE(comp == comp0 + 1);
  REQUIRE(hex_files_in(dir) == 1);

  NvrtcOutput second;
  REQUIRE(nvrtc_compile(src, "k.cu", major, minor, {"--std=c++17"}, second, why));
  nvrtc_cache_stats(mem, disk, comp);
  REQUIRE(mem == mem0 + 1);
  REQUIRE(comp == comp0 + 1);
  REQUIRE(second.image == first.image);

  // Different options are a different key.
  NvrtcOutput other;
  REQUIRE(nvrtc_compile(src, "k.cu", major, minor, {"--std=c++14"}, other, why));
  nvrtc_cache_stats(mem, disk, comp);
  REQUIRE(comp == comp0 + 2);
  REQUIRE(hex_files_in(dir) == 2);

  nvrtc_cache_clear_memory();
  NvrtcOutput third;
  REQUIRE(nvrtc_compile(src, "k.cu", major, minor, {"--std=c++17"}, third, why));
  nvrtc_cache_stats(mem, disk, comp);
  REQUIRE(disk == disk0 + 1);
  REQUIRE(comp == comp0 + 2);
  REQUIRE(third.image == first.image);
  REQUIRE(third.is_cubin);

  // A damaged cache file is ignored (and replaced), never an error.
  for (const auto& ent : fs::directory_iterator(dir)) write_file(ent.path().string(), "garbage");
  nvrtc_cache_clear_memory();
  NvrtcOutput fourth;
  REQUIRE(nvrtc_compile(src, "k.cu", major, minor, {"--std=c++17"}, fourth, why));
  nvrtc_cache_stats(mem, disk, comp);
  REQUIRE(comp == comp0 + 3);
  REQUIRE(fourth.image == first.image);
}

TEST_CASE("NVRTC compiles to PTX, clamps the architecture, and works without a cache", "[gpu]") {
  if (!nvrtc_api()) return;
  ScopedEnv off("TPY_CUDA_CACHE", "0");
  int major = 0, minor = 0;
  nvrtc_default_arch(major, minor);
  const std::string src = std::string("// ptx test\n") + kKernel;
  NvrtcOutput out;
  std::string why;
  REQUIRE(nvrtc_compile(src, "k.cu", major, minor, {}, out, why, /*want_ptx=*/true));
  REQUIRE(!out.is_cubin);
  REQUIRE(out.image.find(".entry k(") != std::string::npos);
  REQUIRE(out.image.find(".target sm_" + std::to_string(major * 10 + minor)) != std::string::npos);

  // A device newer than any target NVRTC knows gets PTX for the newest one
  // (a cubin for an older major version would not load).
  NvrtcOutput future;
  REQUIRE(nvrtc_compile(src, "k.cu", 99, 0, {}, future, why));
  REQUIRE(!future.is_cubin);
  REQUIRE(future.arch >= major * 10 + minor);
  REQUIRE(future.arch < 990);
  // A minor version NVRTC lacks (9.9) becomes the same major's newest: a cubin.
  if (major == 9 && minor == 0) {
    NvrtcOutput clamped;
    REQUIRE(nvrtc_compile(src, "k.cu", 9, 9, {}, clamped, why));
    REQUIRE(clamped.is_cubin);
    REQUIRE(clamped.arch == 90);
  }
  // Older than every target: refused, not silently miscompiled.
  NvrtcOutput old;
  REQUIRE(!nvrtc_compile(src, "k.cu", 1, 0, {}, old, why));
  REQUIRE(why.find("cannot compile for sm_10") != std::string::npos);

  // An unwritable cache folder (here: a path under a regular file) is skipped.
  TempDir tmp;
  write_file(tmp.path() + "/file", "");
  ScopedEnv on("TPY_CUDA_CACHE", nullptr);
  ScopedEnv xdg("XDG_CACHE_HOME", (tmp.path() + "/file").c_str());
  NvrtcOutput skipped;
  REQUIRE(nvrtc_compile(std::string("// no cache dir\n") + kKernel, "k.cu", major, minor, {},
                        skipped, why));
  REQUIRE(skipped.is_cubin);
}

TEST_CASE("a syntax error returns false with NVRTC's log naming the line", "[gpu]") {
  if (!nvrtc_api()) return;
  ScopedEnv off("TPY_CUDA_CACHE", "0");
  int major = 0, minor = 0;
  nvrtc_default_arch(major, minor);
  const char* bad =
      "extern \"C\" __global__ void k(long long n, double* x) {\n"
      "  long long i = threadIdx.x;\n"
      "  if (i < n) x[i] = 2.0 * x[i] +;\n"
      "}\n";
  int mem0, disk0, comp0;
  nvrtc_cache_stats(mem0, disk0, comp0);
  for (int attempt = 0; attempt < 2; attempt++) {  // failures are not cached
    NvrtcOutput out;
    std::string why;
    REQUIRE(!nvrtc_compile(bad, "bad.cu", major, minor, {}, out, why));
    INFO("log: " << out.log);
    REQUIRE(out.log.find("bad.cu(3)") != std::string::npos);
    REQUIRE(out.log.find("error") != std::string::npos);
    REQUIRE(why.find("NVRTC_ERROR_COMPILATION") == 0);
    REQUIRE(why.find("bad.cu(3)") != std::string::npos);
    REQUIRE(why.find('\n') == std::string::npos);
    REQUIRE(out.image.empty());
  }
  int mem, disk, comp;
  nvrtc_cache_stats(mem, disk, comp);
  REQUIRE(comp == comp0 + 2);
  REQUIRE(mem == mem0);
}
