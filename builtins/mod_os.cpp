// mod_os.cpp — the `os` module subset scripts use (getpid, getcwd, listdir,
// remove, mkdir, environ, ...) and `os.path` (join, exists, splitext, ...),
// on POSIX calls. OSErrors carry errno/strerror/filename like CPython's.
#include <dirent.h>
#include <fcntl.h>
#include <signal.h>
#include <sys/stat.h>
#include <unistd.h>
#include <cerrno>
#include <climits>
#include <cstdlib>
#include <cstring>
#include <string>
#include "builtins/args.h"
#include "builtins/builtins_b.h"
#include "builtins/mt_random.h"
#include "builtins/str_util.h"
#include "vm/dict.h"
#include "vm/run.h"

extern char** environ;

namespace tpy {

namespace {

bool path_arg(VM& vm, Value v, std::string& out, const char* fname) {
  if (is_str(v)) { out = as<Str>(v)->text(); return true; }
  if (is_layout(v, Layout::Bytes)) { out = as<Bytes>(v)->s; return true; }
  return vm.raisef(vm.exc.TypeError, "%s: path should be string, bytes or os.PathLike, not %s", fname, type_name(vm, v));
}

// An OSError naming two paths ("'a' -> 'b'", rename and replace).
bool raise_os_error2(VM& vm, int err, const std::string& a, const std::string& b) {
  TypeObject* t = vm.os_error_type(err);
  vm.pending = vm.new_exception(t, {Value::integer(err), vm.str_value(strerror(err)), vm.str_value(a), Value::none(),
                                    vm.str_value(b)});
  return false;
}

bool os_getpid(VM& vm, CallArgs& a, Value& out) { out = Value::integer(getpid()); return true; }

bool os_getcwd(VM& vm, CallArgs& a, Value& out) {
  char buf[PATH_MAX];
  if (!getcwd(buf, sizeof buf)) return raise_os_error(vm, errno, "");
  out = vm.str_value(buf);
  return true;
}

// One path argument, one POSIX call returning 0 or -1 with errno.
template <int (*Call)(const char*)>
bool path_call(VM& vm, CallArgs& a, Value& out, const char* fname) {
  std::string p;
  if (!path_arg(vm, a.args[0], p, fname)) return false;
  if (Call(p.c_str()) != 0) return raise_os_error(vm, errno, p);
  out = Value::none();
  return true;
}
int mkdir_default(const char* p) { return mkdir(p, 0777); }

bool os_remove(VM& vm, CallArgs& a, Value& out) { return path_call<unlink>(vm, a, out, "remove"); }
bool os_rmdir(VM& vm, CallArgs& a, Value& out) { return path_call<rmdir>(vm, a, out, "rmdir"); }
bool os_mkdir(VM& vm, CallArgs& a, Value& out) { return path_call<mkdir_default>(vm, a, out, "mkdir"); }

bool os_makedirs(VM& vm, CallArgs& a, Value& out) {
  Value args[3];
  if (!bind_args(vm, a, "makedirs", {"name", "mode", "exist_ok"}, 1, args)) return false;
  Value exist_ok = args[2];
  std::string p;
  if (!path_arg(vm, args[0], p, "makedirs")) return false;
  bool ok_exist = false;
  if (!exist_ok.is_undef() && !truthy(vm, exist_ok, ok_exist)) return false;
  std::string cur;
  for (size_t i = 0; i <= p.size(); i++) {
    if (i == p.size() || (p[i] == '/' && i > 0)) {
      cur = p.substr(0, i);
      struct stat st;
      if (stat(cur.c_str(), &st) == 0) {
        if (i == p.size() && !ok_exist) return raise_os_error(vm, EEXIST, p);
        continue;
      }
      if (mkdir(cur.c_str(), 0777) != 0 && errno != EEXIST) return raise_os_error(vm, errno, cur);
    }
  }
  out = Value::none();
  return true;
}

bool os_rename(VM& vm, CallArgs& a, Value& out) {
  std::string s, d;
  if (!path_arg(vm, a.args[0], s, "rename") || !path_arg(vm, a.args[1], d, "rename")) return false;
  flush_unclosed_files();
  if (rename(s.c_str(), d.c_str()) != 0) return raise_os_error2(vm, errno, s, d);
  out = Value::none();
  return true;
}

bool os_listdir(VM& vm, CallArgs& a, Value& out) {
  std::string p = ".";
  if (a.nargs > 0 && !path_arg(vm, a.args[0], p, "listdir")) return false;
  DIR* d = opendir(p.c_str());
  if (!d) return raise_os_error(vm, errno, p);
  List* l = vm.new_list();
  out = Value::object(l);
  while (dirent* e = readdir(d)) {
    std::string n = e->d_name;
    if (n == "." || n == "..") continue;
    l->items.push_back(vm.str_value(n));
  }
  closedir(d);
  return true;
}

bool os_getenv(VM& vm, CallArgs& a, Value& out) {
  if (!is_str(a.args[0])) return vm.raisef(vm.exc.TypeError, "str expected, not %s", type_name(vm, a.args[0]));
  const char* v = getenv(as<Str>(a.args[0])->text().c_str());
  out = v ? vm.str_value(v) : (a.nargs > 1 ? a.args[1] : Value::none());
  return true;
}

bool os_kill(VM& vm, CallArgs& a, Value& out) {
  int64_t pid, sig;
  if (!to_int64(vm, a.args[0], pid, "kill") || !to_int64(vm, a.args[1], sig, "kill")) return false;
  if (kill((pid_t)pid, (int)sig) != 0) return raise_os_error(vm, errno, "");
  out = Value::none();
  return true;
}

bool os_cpu_count(VM& vm, CallArgs& a, Value& out) {
  long n = sysconf(_SC_NPROCESSORS_ONLN);
  out = n > 0 ? Value::integer(n) : Value::none();
  return true;
}

bool os_urandom(VM& vm, CallArgs& a, Value& out) {
  int64_t n;
  if (!to_int64(vm, a.args[0], n, "urandom")) return false;
  if (n < 0) return vm.raise(vm.exc.ValueError, "negative argument not allowed");
  std::string buf((size_t)n, '\0');
  if (!os_entropy(buf.data(), buf.size())) return raise_os_error(vm, errno, "urandom");
  out = Value::object(vm.alloc<Bytes>(vm.t.bytes, std::move(buf)));
  return true;
}

// ---- os.path

bool stat_path(VM& vm, Value v, struct stat& st, bool& ok) {
  std::string p;
  if (!path_arg(vm, v, p, "stat")) return false;
  flush_unclosed_files();
  ok = stat(p.c_str(), &st) == 0;
  return true;
}

// os.path.exists / isfile / isdir: stat the path and test its mode.
template <bool (*Test)(mode_t)>
bool path_test(VM& vm, CallArgs& a, Value& out) {
  struct stat st;
  bool ok;
  if (!stat_path(vm, a.args[0], st, ok)) return false;
  out = Value::boolean(ok && Test(st.st_mode));
  return true;
}
bool any_mode(mode_t) { return true; }
bool regular_mode(mode_t m) { return S_ISREG(m); }
bool dir_mode(mode_t m) { return S_ISDIR(m); }
bool path_getsize(VM& vm, CallArgs& a, Value& out) {
  struct stat st;
  bool ok;
  if (!stat_path(vm, a.args[0], st, ok)) return false;
  if (!ok) return raise_os_error(vm, errno, is_str(a.args[0]) ? as<Str>(a.args[0])->text() : as<Bytes>(a.args[0])->s);
  out = Value::integer(st.st_size);
  return true;
}

bool path_join(VM& vm, CallArgs& a, Value& out) {
  std::string r;
  for (int i = 0; i < a.nargs; i++) {
    std::string p;
    if (!path_arg(vm, a.args[i], p, "join")) return false;
    if (!p.empty() && p[0] == '/') r = p;
    else if (r.empty() || r.back() == '/') r += p;
    else r += "/" + p;
  }
  out = vm.str_value(r);
  return true;
}

void split_path(const std::string& p, std::string& head, std::string& tail) {
  size_t i = p.rfind('/');
  if (i == std::string::npos) { head = ""; tail = p; return; }
  tail = p.substr(i + 1);
  head = p.substr(0, i + 1);
  // Strip trailing slashes from head unless it is all slashes.
  size_t end = head.find_last_not_of('/');
  if (end != std::string::npos) head = head.substr(0, end + 1);
}

bool path_split(VM& vm, CallArgs& a, Value& out) {
  std::string p, h, t;
  if (!path_arg(vm, a.args[0], p, "split")) return false;
  split_path(p, h, t);
  out = Value::object(vm.new_tuple({vm.str_value(h), vm.str_value(t)}));
  return true;
}
bool path_basename(VM& vm, CallArgs& a, Value& out) {
  std::string p, h, t;
  if (!path_arg(vm, a.args[0], p, "basename")) return false;
  split_path(p, h, t);
  out = vm.str_value(t);
  return true;
}
bool path_dirname(VM& vm, CallArgs& a, Value& out) {
  std::string p, h, t;
  if (!path_arg(vm, a.args[0], p, "dirname")) return false;
  split_path(p, h, t);
  out = vm.str_value(h);
  return true;
}
bool path_splitext(VM& vm, CallArgs& a, Value& out) {
  std::string p;
  if (!path_arg(vm, a.args[0], p, "splitext")) return false;
  size_t slash = p.rfind('/');
  size_t dot = p.rfind('.');
  size_t base = slash == std::string::npos ? 0 : slash + 1;
  // A leading dot (".bashrc") is not an extension.
  size_t first = p.find_first_not_of('.', base);
  if (dot == std::string::npos || dot < base || first == std::string::npos || dot < first) {
    out = Value::object(vm.new_tuple({vm.str_value(p), vm.str_value("")}));
    return true;
  }
  out = Value::object(vm.new_tuple({vm.str_value(p.substr(0, dot)), vm.str_value(p.substr(dot))}));
  return true;
}
std::string normalize(const std::string& p) {
  bool abs = !p.empty() && p[0] == '/';
  std::vector<std::string> parts;
  size_t i = 0;
  while (i <= p.size()) {
    size_t j = p.find('/', i);
    if (j == std::string::npos) j = p.size();
    std::string c = p.substr(i, j - i);
    if (c == "..") {
      if (!parts.empty() && parts.back() != "..") parts.pop_back();
      else if (!abs) parts.push_back(c);
    } else if (!c.empty() && c != ".") {
      parts.push_back(c);
    }
    i = j + 1;
  }
  std::string r = abs ? "/" : "";
  for (size_t k = 0; k < parts.size(); k++) r += (k ? "/" : "") + parts[k];
  return r.empty() ? "." : r;
}
bool path_normpath(VM& vm, CallArgs& a, Value& out) {
  std::string p;
  if (!path_arg(vm, a.args[0], p, "normpath")) return false;
  out = vm.str_value(normalize(p));
  return true;
}
bool path_abspath(VM& vm, CallArgs& a, Value& out) {
  std::string p;
  if (!path_arg(vm, a.args[0], p, "abspath")) return false;
  if (p.empty() || p[0] != '/') {
    char buf[PATH_MAX];
    if (!getcwd(buf, sizeof buf)) return raise_os_error(vm, errno, "");
    p = std::string(buf) + "/" + p;
  }
  out = vm.str_value(normalize(p));
  return true;
}
bool path_isabs(VM& vm, CallArgs& a, Value& out) {
  std::string p;
  if (!path_arg(vm, a.args[0], p, "isabs")) return false;
  out = Value::boolean(!p.empty() && p[0] == '/');
  return true;
}
bool path_expanduser(VM& vm, CallArgs& a, Value& out) {
  std::string p;
  if (!path_arg(vm, a.args[0], p, "expanduser")) return false;
  if (!p.empty() && p[0] == '~' && (p.size() == 1 || p[1] == '/')) {
    const char* home = getenv("HOME");
    if (home) p = std::string(home) + p.substr(1);
  }
  out = vm.str_value(p);
  return true;
}

// os.write(fd, data): one write(2); the count written.
bool os_write(VM& vm, CallArgs& a, Value& out) {
  int64_t fd;
  if (!to_int64(vm, a.args[0], fd, "write")) return false;
  if (!is_layout(a.args[1], Layout::Bytes))  // bytes and bytearray
    return vm.raisef(vm.exc.TypeError, "a bytes-like object is required, not '%s'", type_name(vm, a.args[1]));
  const std::string& data = as<Bytes>(a.args[1])->s;
  ssize_t n;
  do n = ::write((int)fd, data.data(), data.size()); while (n < 0 && errno == EINTR);
  if (n < 0) return raise_os_error(vm, errno, "");
  out = Value::integer(n);
  return true;
}

// os._exit(status): ends the process at once (no cleanup, no flushing).
bool os_exit_now(VM& vm, CallArgs& a, Value& out) {
  int64_t status;
  if (!to_int64(vm, a.args[0], status, "_exit")) return false;
  _exit((int)status);
}

// ---- file descriptors and stat

bool fd_arg(VM& vm, Value v, int& fd, const char* fname) {
  int64_t n;
  if (!to_int64(vm, v, n, fname)) return false;
  if (n < INT_MIN || n > INT_MAX) return vm.raise(vm.exc.OverflowError, "fd is greater than maximum");
  fd = (int)n;
  return true;
}

// os.read(fd, n): one read(2) of at most n bytes (b'' at end of file).
bool os_read(VM& vm, CallArgs& a, Value& out) {
  int fd;
  int64_t n;
  if (!fd_arg(vm, a.args[0], fd, "read") || !to_int64(vm, a.args[1], n, "read")) return false;
  if (n < 0) return raise_os_error(vm, EINVAL, "");
  if (!vm.check_alloc((size_t)n)) return false;
  std::string buf((size_t)n, '\0');
  ssize_t got;
  do got = ::read(fd, buf.data(), buf.size()); while (got < 0 && errno == EINTR && !vm.interrupt_requested.load());
  if (got < 0) return errno == EINTR ? vm.raise_interrupt() : raise_os_error(vm, errno, "");
  buf.resize((size_t)got);
  vm.account(buf.size());
  out = Value::object(vm.alloc<Bytes>(vm.t.bytes, std::move(buf)));
  return true;
}

bool os_pipe(VM& vm, CallArgs& a, Value& out) {
  int fds[2];
  if (pipe2(fds, O_CLOEXEC) != 0) return raise_os_error(vm, errno, "");
  out = Value::object(vm.new_tuple({Value::integer(fds[0]), Value::integer(fds[1])}));
  return true;
}

// One descriptor, one call returning 0 or -1 with errno.
template <int (*Call)(int)>
bool fd_call(VM& vm, CallArgs& a, Value& out, const char* fname) {
  int fd;
  if (!fd_arg(vm, a.args[0], fd, fname)) return false;
  if (Call(fd) != 0) return raise_os_error(vm, errno, "");
  out = Value::none();
  return true;
}
bool os_close(VM& vm, CallArgs& a, Value& out) { return fd_call<::close>(vm, a, out, "close"); }
bool os_fsync(VM& vm, CallArgs& a, Value& out) {
  if (a.args[0].is_obj() && !is_int_value(a.args[0])) {   // a file object: its fileno()
    Value fn;
    if (!get_attr(vm, a.args[0], vm.intern("fileno"), fn)) return false;
    Value fdv;
    if (!call0(vm, fn, fdv)) return false;
    a.args[0] = fdv;
  }
  return fd_call<::fsync>(vm, a, out, "fsync");
}

bool os_dup(VM& vm, CallArgs& a, Value& out) {
  int fd;
  if (!fd_arg(vm, a.args[0], fd, "dup")) return false;
  int r = fcntl(fd, F_DUPFD_CLOEXEC, 0);
  if (r < 0) return raise_os_error(vm, errno, "");
  out = Value::integer(r);
  return true;
}

bool os_dup2(VM& vm, CallArgs& a, Value& out) {
  int fd, fd2;
  if (!fd_arg(vm, a.args[0], fd, "dup2") || !fd_arg(vm, a.args[1], fd2, "dup2")) return false;
  if (::dup2(fd, fd2) < 0) return raise_os_error(vm, errno, "");
  out = Value::integer(fd2);
  return true;
}

bool os_lseek(VM& vm, CallArgs& a, Value& out) {
  int fd;
  int64_t pos, how;
  if (!fd_arg(vm, a.args[0], fd, "lseek") || !to_int64(vm, a.args[1], pos, "lseek") ||
      !to_int64(vm, a.args[2], how, "lseek"))
    return false;
  off_t r = ::lseek(fd, (off_t)pos, (int)how);
  if (r < 0) return raise_os_error(vm, errno, "");
  out = Value::integer(r);
  return true;
}

bool os_isatty(VM& vm, CallArgs& a, Value& out) {
  int fd;
  if (!fd_arg(vm, a.args[0], fd, "isatty")) return false;
  out = Value::boolean(::isatty(fd) == 1);
  return true;
}

// os.open(path, flags, mode=0o777): the new descriptor (not inheritable).
bool os_open(VM& vm, CallArgs& a, Value& out) {
  Value p[3];
  if (!bind_args(vm, a, "open", {"path", "flags", "mode"}, 2, p)) return false;
  std::string path;
  int64_t flags, mode = 0777;
  if (!path_arg(vm, p[0], path, "open") || !to_int64(vm, p[1], flags, "open")) return false;
  if (!p[2].is_undef() && !to_int64(vm, p[2], mode, "open")) return false;
  flush_unclosed_files();
  int fd;
  do fd = ::open(path.c_str(), (int)flags | O_CLOEXEC, (mode_t)mode); while (fd < 0 && errno == EINTR);
  if (fd < 0) return raise_os_error(vm, errno, path);
  out = Value::integer(fd);
  return true;
}

bool os_replace(VM& vm, CallArgs& a, Value& out) {
  std::string s, d;
  if (!path_arg(vm, a.args[0], s, "replace") || !path_arg(vm, a.args[1], d, "replace")) return false;
  flush_unclosed_files();
  if (::rename(s.c_str(), d.c_str()) != 0) return raise_os_error2(vm, errno, s, d);
  out = Value::none();
  return true;
}

bool os_chdir(VM& vm, CallArgs& a, Value& out) { return path_call<::chdir>(vm, a, out, "chdir"); }

bool os_readlink(VM& vm, CallArgs& a, Value& out) {
  std::string p;
  if (!path_arg(vm, a.args[0], p, "readlink")) return false;
  char buf[PATH_MAX];
  ssize_t n = ::readlink(p.c_str(), buf, sizeof buf);
  if (n < 0) return raise_os_error(vm, errno, p);
  out = vm.str_value(std::string(buf, (size_t)n));
  return true;
}

bool os_symlink(VM& vm, CallArgs& a, Value& out) {
  std::string s, d;
  if (!path_arg(vm, a.args[0], s, "symlink") || !path_arg(vm, a.args[1], d, "symlink")) return false;
  if (::symlink(s.c_str(), d.c_str()) != 0) return raise_os_error2(vm, errno, s, d);
  out = Value::none();
  return true;
}

bool os_chmod(VM& vm, CallArgs& a, Value& out) {
  std::string p;
  int64_t mode;
  if (!path_arg(vm, a.args[0], p, "chmod") || !to_int64(vm, a.args[1], mode, "chmod")) return false;
  if (::chmod(p.c_str(), (mode_t)mode) != 0) return raise_os_error(vm, errno, p);
  out = Value::none();
  return true;
}

bool os_access(VM& vm, CallArgs& a, Value& out) {
  std::string p;
  int64_t mode;
  if (!path_arg(vm, a.args[0], p, "access") || !to_int64(vm, a.args[1], mode, "access")) return false;
  out = Value::boolean(::access(p.c_str(), (int)mode) == 0);
  return true;
}

// _stat(path or fd, follow_symlinks): the ten fields of os.stat_result as a
// tuple, then the three times as floats and st_blksize, st_blocks, st_rdev
// (os.py's stat_result is made from it).
bool os_stat_tuple(VM& vm, CallArgs& a, Value& out) {
  struct stat st;
  bool follow = a.nargs < 2 || !a.args[1].is_bool() || a.args[1].b;
  std::string p;
  int r;
  if (is_int_value(a.args[0])) {
    int fd;
    if (!fd_arg(vm, a.args[0], fd, "stat")) return false;
    r = fstat(fd, &st);
  } else {
    if (!path_arg(vm, a.args[0], p, "stat")) return false;
    flush_unclosed_files();
    r = follow ? stat(p.c_str(), &st) : lstat(p.c_str(), &st);
  }
  if (r != 0) return raise_os_error(vm, errno, p);
  auto secs = [](const struct timespec& t) { return Value::real((double)t.tv_sec + (double)t.tv_nsec * 1e-9); };
  // Nanoseconds fit an int64 until the year 2262.
  auto ns = [](const struct timespec& t) { return Value::integer((int64_t)t.tv_sec * 1000000000 + (int64_t)t.tv_nsec); };
  std::vector<Value> f{Value::integer(st.st_mode), Value::integer((int64_t)st.st_ino), Value::integer((int64_t)st.st_dev),
                       Value::integer((int64_t)st.st_nlink), Value::integer(st.st_uid), Value::integer(st.st_gid),
                       Value::integer((int64_t)st.st_size), Value::integer((int64_t)st.st_atim.tv_sec),
                       Value::integer((int64_t)st.st_mtim.tv_sec), Value::integer((int64_t)st.st_ctim.tv_sec),
                       secs(st.st_atim), secs(st.st_mtim), secs(st.st_ctim)};
  for (const struct timespec* t : {&st.st_atim, &st.st_mtim, &st.st_ctim}) f.push_back(ns(*t));
  f.push_back(Value::integer((int64_t)st.st_blksize));
  f.push_back(Value::integer((int64_t)st.st_blocks));
  f.push_back(Value::integer((int64_t)st.st_rdev));
  out = Value::object(vm.new_tuple(std::move(f)));
  return true;
}

bool os_realpath_c(VM& vm, CallArgs& a, Value& out) {
  std::string p;
  if (!path_arg(vm, a.args[0], p, "realpath")) return false;
  char buf[PATH_MAX];
  if (!::realpath(p.c_str(), buf)) return raise_os_error(vm, errno, p);
  out = vm.str_value(buf);
  return true;
}

// The rest of os and os.path (walk, scandir, stat_result, relpath, ...) is
// Python: _tpy_os.py and _tpy_posixpath.py, imported on first use through
// the modules' __getattr__ (PEP 562), so `import os` stays as quick.
template <const char* Module>
bool lazy_getattr(VM& vm, CallArgs& a, Value& out) {
  Value mod;
  if (!import_module(vm, vm.intern(Module), Value::none(), 0, mod)) return false;
  Value name = a.args[0];
  if (!is_str(name)) return vm.raise(vm.exc.TypeError, "attribute name must be string");
  bool found;
  if (!get_attr_opt(vm, mod, as<Str>(name), out, found)) return false;
  bool exported = found && str_view(name).substr(0, 1) != "_";
  if (!exported) {
    const char* owner = std::strcmp(Module, "_tpy_os") == 0 ? "os" : "posixpath";
    return vm.raisef(vm.exc.AttributeError, "module '%s' has no attribute '%s'", owner, as<Str>(name)->text().c_str());
  }
  return true;
}
constexpr char kTpyOs[] = "_tpy_os";
constexpr char kTpyPosixpath[] = "_tpy_posixpath";

const NativeDef kOsFuncs[] = {
    {"read", os_read, 2, 2, false, JitHint::None},
    {"pipe", os_pipe, 0, 0, false, JitHint::None},
    {"close", os_close, 1, 1, false, JitHint::None},
    {"fsync", os_fsync, 1, 1, false, JitHint::None},
    {"dup", os_dup, 1, 1, false, JitHint::None},
    {"dup2", os_dup2, 2, 2, false, JitHint::None},
    {"lseek", os_lseek, 3, 3, false, JitHint::None},
    {"isatty", os_isatty, 1, 1, false, JitHint::None},
    {"open", os_open, 2, 3, true, JitHint::None},
    {"replace", os_replace, 2, 2, false, JitHint::None},
    {"chdir", os_chdir, 1, 1, false, JitHint::None},
    {"readlink", os_readlink, 1, 1, false, JitHint::None},
    {"symlink", os_symlink, 2, 2, false, JitHint::None},
    {"chmod", os_chmod, 2, 2, false, JitHint::None},
    {"access", os_access, 2, 2, false, JitHint::None},
    {"_stat_tuple", os_stat_tuple, 1, 2, false, JitHint::None},
    {"_realpath", os_realpath_c, 1, 1, false, JitHint::None},
    {"__getattr__", lazy_getattr<kTpyOs>, 1, 1, false, JitHint::None},
    {"write", os_write, 2, 2, false, JitHint::None},
    {"_exit", os_exit_now, 1, 1, false, JitHint::None},
    {"getpid", os_getpid, 0, 0, false, JitHint::None},
    {"getcwd", os_getcwd, 0, 0, false, JitHint::None},
    {"remove", os_remove, 1, 1, false, JitHint::None},
    {"unlink", os_remove, 1, 1, false, JitHint::None},
    {"rmdir", os_rmdir, 1, 1, false, JitHint::None},
    {"mkdir", os_mkdir, 1, 2, false, JitHint::None},
    {"makedirs", os_makedirs, 1, 3, true, JitHint::None},
    {"rename", os_rename, 2, 2, false, JitHint::None},
    {"listdir", os_listdir, 0, 1, false, JitHint::None},
    {"getenv", os_getenv, 1, 2, false, JitHint::None},
    {"cpu_count", os_cpu_count, 0, 0, false, JitHint::None},
    {"kill", os_kill, 2, 2, false, JitHint::None},
    {"urandom", os_urandom, 1, 1, false, JitHint::None},
};

const NativeDef kPathFuncs[] = {
    {"exists", path_test<any_mode>, 1, 1, false, JitHint::None},
    {"isfile", path_test<regular_mode>, 1, 1, false, JitHint::None},
    {"isdir", path_test<dir_mode>, 1, 1, false, JitHint::None},
    {"getsize", path_getsize, 1, 1, false, JitHint::None},
    {"join", path_join, 1, -1, false, JitHint::None},
    {"split", path_split, 1, 1, false, JitHint::None},
    {"basename", path_basename, 1, 1, false, JitHint::None},
    {"dirname", path_dirname, 1, 1, false, JitHint::None},
    {"splitext", path_splitext, 1, 1, false, JitHint::None},
    {"normpath", path_normpath, 1, 1, false, JitHint::None},
    {"abspath", path_abspath, 1, 1, false, JitHint::None},
    {"isabs", path_isabs, 1, 1, false, JitHint::None},
    {"expanduser", path_expanduser, 1, 1, false, JitHint::None},
    {"__getattr__", lazy_getattr<kTpyPosixpath>, 1, 1, false, JitHint::None},
};

}  // namespace

Module* create_os_module(VM& vm) {
  Module* m = vm.new_module("os");
  add_module_functions(vm, m, kOsFuncs);
  Module* path = vm.new_module("os.path");
  add_module_functions(vm, path, kPathFuncs);
  set_module_attr(vm, path, "sep", vm.str_value("/"));
  set_module_attr(vm, m, "path", Value::object(path));
  set_module_attr(vm, m, "sep", vm.str_value("/"));
  set_module_attr(vm, m, "linesep", vm.str_value("\n"));
  set_module_attr(vm, m, "name", vm.str_value("posix"));
  set_module_attr(vm, m, "curdir", vm.str_value("."));
  set_module_attr(vm, m, "pardir", vm.str_value(".."));
  set_module_attr(vm, m, "extsep", vm.str_value("."));
  set_module_attr(vm, m, "pathsep", vm.str_value(":"));
  set_module_attr(vm, m, "devnull", vm.str_value("/dev/null"));
  set_module_attr(vm, path, "curdir", vm.str_value("."));
  set_module_attr(vm, path, "pardir", vm.str_value(".."));
  set_module_attr(vm, path, "extsep", vm.str_value("."));
  set_module_attr(vm, path, "pathsep", vm.str_value(":"));
  set_module_attr(vm, path, "devnull", vm.str_value("/dev/null"));
  static const struct { const char* name; int value; } kConstants[] = {
      {"O_RDONLY", O_RDONLY}, {"O_WRONLY", O_WRONLY}, {"O_RDWR", O_RDWR},     {"O_CREAT", O_CREAT},
      {"O_EXCL", O_EXCL},     {"O_TRUNC", O_TRUNC},   {"O_APPEND", O_APPEND}, {"O_NONBLOCK", O_NONBLOCK},
      {"O_CLOEXEC", O_CLOEXEC}, {"SEEK_SET", SEEK_SET}, {"SEEK_CUR", SEEK_CUR}, {"SEEK_END", SEEK_END},
      {"F_OK", F_OK},         {"R_OK", R_OK},         {"W_OK", W_OK},         {"X_OK", X_OK},
  };
  for (const auto& c : kConstants) set_module_attr(vm, m, c.name, Value::integer(c.value));
  Dict* env = vm.new_dict();
  for (char** e = environ; e && *e; e++) {
    std::string kv = *e;
    size_t eq = kv.find('=');
    if (eq == std::string::npos) continue;
    dict_set_str(vm, env, vm.new_str(kv.substr(0, eq)), vm.str_value(kv.substr(eq + 1)));
  }
  set_module_attr(vm, m, "environ", Value::object(env));
  return m;
}

}  // namespace tpy
