// file.cpp — file objects (_io.TextIOWrapper; binary modes give bytes) over
// C stdio, and open(). Text mode reads translate \r\n and \r to \n and
// count sizes in code points; encoding is always UTF-8. sys.stdin/stdout/
// stderr are File objects too (new_std_file), so print() writes straight to
// the C stream.
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#include <cerrno>
#include <cstring>
#include "builtins/args.h"
#include "builtins/builtins_b.h"
#include "builtins/utf8.h"

namespace tpy {

File::~File() {
  if (fp && owned && !closed) fclose(fp);
}

TypeObject* file_type(VM& vm) { return bstate(vm).file; }

bool is_file(VM& vm, Value v) { return v.is_obj() && v.o->type == bstate(vm).file; }

File* new_std_file(VM& vm, FILE* fp, const char* name, const char* mode) {
  File* f = vm.alloc<File>(bstate(vm).file);
  f->fp = fp;
  f->name = name;
  f->mode = mode;
  f->readable = mode[0] == 'r';
  f->writable = mode[0] == 'w';
  f->owned = false;
  return f;
}

bool file_write(VM& vm, File* f, std::string_view s) {
  if (f->closed || !f->fp) return vm.raise(vm.exc.ValueError, "I/O operation on closed file.");
  if (!f->writable) return vm.raise(vm.exc.OSError, "not writable");
  if (!s.empty() && fwrite(s.data(), 1, s.size(), f->fp) != s.size())
    return vm.raisef(vm.exc.OSError, "[Errno %d] %s", errno, strerror(errno));
  return true;
}

namespace {

File* self_file(CallArgs& a) { return as<File>(a.args[0]); }

bool check_open(VM& vm, File* f) {
  if (f->closed || !f->fp) return vm.raise(vm.exc.ValueError, "I/O operation on closed file.");
  return true;
}

bool check_readable(VM& vm, File* f) {
  if (!check_open(vm, f)) return false;
  if (!f->readable) return vm.raise(vm.exc.OSError, "not readable");
  return true;
}

// Next character of a text stream with newline translation, or EOF.
int text_getc(FILE* fp) {
  int c = fgetc(fp);
  if (c == '\r') {
    int d = fgetc(fp);
    if (d != '\n' && d != EOF) ungetc(d, fp);
    return '\n';
  }
  return c;
}

// Reads one UTF-8 sequence (one code point) into out; false at EOF.
bool read_code_point(FILE* fp, std::string& out) {
  int c = text_getc(fp);
  if (c == EOF) return false;
  out.push_back(static_cast<char>(c));
  size_t n = utf8_seq_len(static_cast<unsigned char>(c));
  for (size_t i = 1; i < n; i++) {
    int d = fgetc(fp);
    if (d == EOF) break;
    out.push_back(static_cast<char>(d));
  }
  return true;
}

Value make_result(VM& vm, File* f, std::string s) {
  if (f->binary) return Value::object(vm.alloc<Bytes>(vm.t.bytes, std::move(s)));
  return vm.str_value(std::move(s));
}

// Reads a line (up to `limit` characters; -1 = no limit) including its '\n'.
std::string read_line(File* f, int64_t limit) {
  std::string s;
  int64_t n = 0;
  while (limit < 0 || n < limit) {
    if (f->binary) {
      int c = fgetc(f->fp);
      if (c == EOF) break;
      s.push_back(static_cast<char>(c));
      if (c == '\n') break;
    } else {
      if (!read_code_point(f->fp, s)) break;
      if (s.back() == '\n') break;
    }
    n++;
  }
  return s;
}

bool file_read(VM& vm, CallArgs& a, Value& out) {
  File* f = self_file(a);
  if (!check_readable(vm, f)) return false;
  int64_t size = -1;
  if (a.nargs > 1 && !a.args[1].is_none() && !arg_int64(vm, a.args[1], size)) return false;
  std::string s;
  if (f->binary) {
    char buf[65536];
    while (size < 0 || static_cast<int64_t>(s.size()) < size) {
      size_t want = sizeof buf;
      if (size >= 0) want = std::min<size_t>(want, size - s.size());
      size_t got = fread(buf, 1, want, f->fp);
      s.append(buf, got);
      if (got < want) break;
    }
  } else if (size < 0) {
    char buf[65536];
    size_t got;
    std::string raw;
    while ((got = fread(buf, 1, sizeof buf, f->fp)) > 0) raw.append(buf, got);
    s.reserve(raw.size());
    for (size_t i = 0; i < raw.size(); i++) {
      if (raw[i] == '\r') {
        s.push_back('\n');
        if (i + 1 < raw.size() && raw[i + 1] == '\n') i++;
      } else {
        s.push_back(raw[i]);
      }
    }
  } else {
    for (int64_t i = 0; i < size; i++)
      if (!read_code_point(f->fp, s)) break;
  }
  out = make_result(vm, f, std::move(s));
  return true;
}

bool file_readline(VM& vm, CallArgs& a, Value& out) {
  File* f = self_file(a);
  if (!check_readable(vm, f)) return false;
  int64_t limit = -1;
  if (a.nargs > 1 && !a.args[1].is_none() && !arg_int64(vm, a.args[1], limit)) return false;
  out = make_result(vm, f, read_line(f, limit));
  return true;
}

bool file_readlines(VM& vm, CallArgs& a, Value& out) {
  File* f = self_file(a);
  if (!check_readable(vm, f)) return false;
  List* l = vm.new_list();
  for (;;) {
    std::string line = read_line(f, -1);
    if (line.empty()) break;
    l->items.push_back(make_result(vm, f, std::move(line)));
  }
  out = Value::object(l);
  return true;
}

bool file_write_m(VM& vm, CallArgs& a, Value& out) {
  File* f = self_file(a);
  Value v = a.args[1];
  if (!check_open(vm, f)) return false;
  if (f->binary) {
    if (!is_layout(v, Layout::Bytes))
      return vm.raisef(vm.exc.TypeError, "a bytes-like object is required, not '%s'", type_name(vm, v));
    if (!file_write(vm, f, as<Bytes>(v)->s)) return false;
    out = Value::integer(static_cast<int64_t>(as<Bytes>(v)->s.size()));
    return true;
  }
  if (!is_str(v)) return vm.raisef(vm.exc.TypeError, "write() argument must be str, not %s", type_name(vm, v));
  if (!file_write(vm, f, str_view(v))) return false;
  out = Value::integer(as_str(v)->length());
  return true;
}

bool file_writelines(VM& vm, CallArgs& a, Value& out) {
  File* f = self_file(a);
  if (!check_open(vm, f)) return false;
  RootScope roots(vm);
  Value it;
  if (!get_iter(vm, a.args[1], it)) return false;
  roots.add(it);
  for (;;) {
    Value line;
    bool done;
    if (!iter_next(vm, it, line, done)) return false;
    if (done) break;
    Value args[2] = {a.args[0], line};
    CallArgs wa{args, 2, nullptr};
    Value ignored;
    if (!file_write_m(vm, wa, ignored)) return false;
  }
  out = Value::none();
  return true;
}

bool file_close(VM&, CallArgs& a, Value& out) {
  File* f = self_file(a);
  if (!f->closed && f->fp) {
    if (f->owned) fclose(f->fp);
    else fflush(f->fp);
  }
  f->closed = true;
  if (f->owned) f->fp = nullptr;
  out = Value::none();
  return true;
}

bool file_flush(VM& vm, CallArgs& a, Value& out) {
  File* f = self_file(a);
  if (!check_open(vm, f)) return false;
  fflush(f->fp);
  out = Value::none();
  return true;
}

bool file_enter(VM& vm, CallArgs& a, Value& out) {
  if (!check_open(vm, self_file(a))) return false;
  out = a.args[0];
  return true;
}

bool file_exit(VM& vm, CallArgs& a, Value& out) {
  if (!file_close(vm, a, out)) return false;
  out = Value::none();
  return true;
}

bool file_iter(VM& vm, CallArgs& a, Value& out) {
  if (!check_open(vm, self_file(a))) return false;
  out = a.args[0];
  return true;
}

bool file_next(VM& vm, CallArgs& a, Value& out) {
  File* f = self_file(a);
  if (!check_readable(vm, f)) return false;
  std::string line = read_line(f, -1);
  if (line.empty()) {
    vm.pending = vm.new_exception(vm.exc.StopIteration, {});
    return false;
  }
  out = make_result(vm, f, std::move(line));
  return true;
}

bool file_seek(VM& vm, CallArgs& a, Value& out) {
  File* f = self_file(a);
  if (!check_open(vm, f)) return false;
  int64_t off, whence = 0;
  if (!arg_int64(vm, a.args[1], off)) return false;
  if (a.nargs > 2 && !arg_int64(vm, a.args[2], whence)) return false;
  if (fseeko(f->fp, off, whence == 1 ? SEEK_CUR : whence == 2 ? SEEK_END : SEEK_SET) != 0)
    return vm.raisef(vm.exc.OSError, "[Errno %d] %s", errno, strerror(errno));
  out = Value::integer(static_cast<int64_t>(ftello(f->fp)));
  return true;
}

bool file_tell(VM& vm, CallArgs& a, Value& out) {
  File* f = self_file(a);
  if (!check_open(vm, f)) return false;
  out = Value::integer(static_cast<int64_t>(ftello(f->fp)));
  return true;
}

bool file_fileno(VM& vm, CallArgs& a, Value& out) {
  File* f = self_file(a);
  if (!check_open(vm, f)) return false;
  out = Value::integer(fileno(f->fp));
  return true;
}

bool file_isatty(VM& vm, CallArgs& a, Value& out) {
  File* f = self_file(a);
  if (!check_open(vm, f)) return false;
  out = Value::boolean(isatty(fileno(f->fp)) != 0);
  return true;
}

bool file_readable(VM& vm, CallArgs& a, Value& out) {
  if (!check_open(vm, self_file(a))) return false;
  out = Value::boolean(self_file(a)->readable);
  return true;
}

bool file_writable(VM& vm, CallArgs& a, Value& out) {
  if (!check_open(vm, self_file(a))) return false;
  out = Value::boolean(self_file(a)->writable);
  return true;
}

bool file_repr(VM& vm, CallArgs& a, Value& out) {
  File* f = self_file(a);
  std::string r = f->binary ? "<_io.BufferedReader name=" : "<_io.TextIOWrapper name=";
  r += repr_str(f->name);
  if (!f->binary) r += " mode=" + repr_str(f->mode) + " encoding='UTF-8'";
  out = vm.str_value(r + ">");
  return true;
}

bool file_get_name(VM& vm, CallArgs& a, Value& out) { out = vm.str_value(self_file(a)->name); return true; }
bool file_get_mode(VM& vm, CallArgs& a, Value& out) { out = vm.str_value(self_file(a)->mode); return true; }
bool file_get_closed(VM&, CallArgs& a, Value& out) { out = Value::boolean(self_file(a)->closed); return true; }
bool file_get_encoding(VM& vm, CallArgs&, Value& out) { out = vm.str_value("UTF-8"); return true; }

const NativeDef kFileMethods[] = {
    {"read", file_read, 1, 2, false, JitHint::None},
    {"readline", file_readline, 1, 2, false, JitHint::None},
    {"readlines", file_readlines, 1, 2, false, JitHint::None},
    {"write", file_write_m, 2, 2, false, JitHint::None},
    {"writelines", file_writelines, 2, 2, false, JitHint::None},
    {"close", file_close, 1, 1, false, JitHint::None},
    {"flush", file_flush, 1, 1, false, JitHint::None},
    {"seek", file_seek, 2, 3, false, JitHint::None},
    {"tell", file_tell, 1, 1, false, JitHint::None},
    {"fileno", file_fileno, 1, 1, false, JitHint::None},
    {"isatty", file_isatty, 1, 1, false, JitHint::None},
    {"readable", file_readable, 1, 1, false, JitHint::None},
    {"writable", file_writable, 1, 1, false, JitHint::None},
    {"__enter__", file_enter, 1, 1, false, JitHint::None},
    {"__exit__", file_exit, 1, -1, false, JitHint::None},
    {"__iter__", file_iter, 1, 1, false, JitHint::None},
    {"__next__", file_next, 1, 1, false, JitHint::None},
    {"__repr__", file_repr, 1, 1, false, JitHint::None},
};
const NativeDef kFileGetters[] = {
    {"name", file_get_name, 1, 1, false, JitHint::None},
    {"mode", file_get_mode, 1, 1, false, JitHint::None},
    {"closed", file_get_closed, 1, 1, false, JitHint::None},
    {"encoding", file_get_encoding, 1, 1, false, JitHint::None},
};

}  // namespace

bool raise_os_error(VM& vm, int err, const std::string& name) {
  TypeObject* t = vm.os_error_type(err);
  // args (errno, strerror, filename) give .errno/.strerror/.filename and the "[Errno 2] ..." text.
  std::vector<Value> args{Value::integer(err), vm.str_value(strerror(err))};
  if (!name.empty()) args.push_back(vm.str_value(name));
  vm.pending = vm.new_exception(t, std::move(args));
  return false;
}


void flush_unclosed_files() { fflush(nullptr); }

namespace {

// A file object nobody refers to any more keeps its descriptor and its
// unwritten data until the collector frees it (there are no reference
// counts to close it at once, as CPython does). So what such files wrote is
// flushed before any file is opened, and when the descriptors run out a
// collection closes the unreachable ones and the open is tried again.
int open_fd(VM& vm, const std::string& name, int flags) {
  flush_unclosed_files();
  int fd = ::open(name.c_str(), flags | O_CLOEXEC, 0666);
  if (fd < 0 && (errno == EMFILE || errno == ENFILE)) {
    vm.collect();
    fd = ::open(name.c_str(), flags | O_CLOEXEC, 0666);
  }
  return fd;
}

}  // namespace

bool builtin_open(VM& vm, CallArgs& a, Value& out) {
  Value args[8];
  if (!bind_args(vm, a, "open", {"file", "mode", "buffering", "encoding", "errors", "newline", "closefd", "opener"},
                 1, args))
    return false;
  if (!is_str(args[0])) {
    if (args[0].is_int() || args[0].is_bool())
      return vm.raise(vm.exc.OSError, "open() of a file descriptor is not supported");
    return vm.raisef(vm.exc.TypeError, "expected str, bytes or os.PathLike object, not %s", type_name(vm, args[0]));
  }
  std::string name(str_view(args[0]));
  std::string mode = "r";
  if (!args[1].is_undef()) {
    if (!is_str(args[1]))
      return vm.raisef(vm.exc.TypeError, "open() argument 'mode' must be str, not %s", type_name(vm, args[1]));
    mode = str_view(args[1]);
  }
  int kind = 0;  // 'r' 'w' 'a' 'x'
  bool plus = false, binary = false, text = false;
  for (char c : mode) {
    switch (c) {
      case 'r': case 'w': case 'a': case 'x':
        if (kind) return vm.raise(vm.exc.ValueError, "must have exactly one of create/read/write/append mode");
        kind = c;
        break;
      case '+': if (plus) goto bad_mode; plus = true; break;
      case 'b': if (binary) goto bad_mode; binary = true; break;
      case 't': if (text) goto bad_mode; text = true; break;
      default: goto bad_mode;
    }
  }
  if (binary && text) return vm.raise(vm.exc.ValueError, "can't have text and binary mode at once");
  if (!kind) return vm.raise(vm.exc.ValueError, "Must have exactly one of create/read/write/append mode and at most one plus");
  {
    int flags = 0;
    switch (kind) {
      case 'r': flags = plus ? O_RDWR : O_RDONLY; break;
      case 'w': flags = (plus ? O_RDWR : O_WRONLY) | O_CREAT | O_TRUNC; break;
      case 'a': flags = (plus ? O_RDWR : O_WRONLY) | O_CREAT | O_APPEND; break;
      case 'x': flags = (plus ? O_RDWR : O_WRONLY) | O_CREAT | O_EXCL; break;
    }
    int fd = open_fd(vm, name, flags);
    if (fd < 0) return raise_os_error(vm, errno, name);
    struct stat st;
    if (fstat(fd, &st) == 0 && S_ISDIR(st.st_mode)) {
      ::close(fd);
      return raise_os_error(vm, EISDIR, name);
    }
    const char* fmode = kind == 'r' ? (plus ? "r+" : "r") : kind == 'a' ? (plus ? "a+" : "a") : (plus ? "w+" : "w");
    FILE* fp = fdopen(fd, fmode);
    if (!fp) {
      int e = errno;
      ::close(fd);
      return raise_os_error(vm, e, name);
    }
    File* f = vm.alloc<File>(bstate(vm).file);
    f->fp = fp;
    f->name = name;
    f->mode = mode;
    f->readable = kind == 'r' || plus;
    f->writable = kind != 'r' || plus;
    f->binary = binary;
    out = Value::object(f);
    return true;
  }
bad_mode:
  return vm.raisef(vm.exc.ValueError, "invalid mode: '%s'", mode.c_str());
}

void init_file_type(VM& vm) {
  TypeObject* t = keep_type(vm, vm.new_builtin_type("TextIOWrapper", Layout::Native, vm.t.object));
  t->module = Value::object(vm.intern("_io"));
  t->subclassable = false;
  vm.add_methods(t, kFileMethods);
  for (auto& g : kFileGetters) add_getter(vm, t, &g);
  bstate(vm).file = t;
}

}  // namespace tpy
