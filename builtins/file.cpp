// file.cpp — file objects (_io.TextIOWrapper; binary modes give bytes) over
// C stdio, and open(). Binary files read and write the stream directly;
// text files go through text_io.cpp (codec, errors handler, newline
// translation, tell/seek positions). sys.stdin/stdout/stderr are File
// objects too (new_std_file), so print() writes straight to the C stream.
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#include <cerrno>
#include <cstring>
#include "builtins/args.h"
#include "builtins/builtins_b.h"
#include "builtins/codecs.h"
#include "builtins/text_io.h"

namespace tpy {

File::File(TypeObject* t) : Object(t) {}

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
  // CPython's standard streams under a UTF-8 locale.
  const char* errors = fp == stderr ? "backslashreplace" : "surrogateescape";
  f->text = new_text_io(fp, Codec::Utf8, "utf-8", errors, NewlineMode::Universal, false);
  // No reading ahead: the REPL and other readers of the C stream share it.
  f->text->regular = false;
  return f;
}

bool file_write(VM& vm, File* f, std::string_view s) {
  if (f->closed || !f->fp) return vm.raise(vm.exc.ValueError, "I/O operation on closed file.");
  if (!f->writable) return raise_unsupported(vm, "not writable");
  if (f->text) return text_write(vm, f, s);
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

// readable(), writable() and seekable() word it without the full stop, as
// CPython's io does.
bool check_open_query(VM& vm, File* f) {
  if (f->closed || !f->fp) return vm.raise(vm.exc.ValueError, "I/O operation on closed file");
  return true;
}

bool check_readable(VM& vm, File* f) {
  if (!check_open(vm, f)) return false;
  if (!f->readable) return raise_unsupported(vm, "not readable");
  return true;
}

Value make_result(VM& vm, File* f, std::string s) {
  if (f->binary) return Value::object(vm.alloc<Bytes>(vm.t.bytes, std::move(s)));
  return vm.str_value(std::move(s));
}

// Reads a line (up to `limit` characters or bytes; -1 = no limit) with its line end.
bool read_line(VM& vm, File* f, int64_t limit, std::string& s) {
  if (f->text) return text_read(vm, f, limit, true, s);
  for (int64_t n = 0; limit < 0 || n < limit; n++) {
    int c = fgetc(f->fp);
    if (c == EOF && ferror(f->fp) && errno == EINTR) {   // a signal: Ctrl-C raises, others retry
      clearerr(f->fp);
      if (vm.interrupt_requested) return vm.raise_interrupt();
      n--;
      continue;
    }
    if (c == EOF) break;
    s.push_back(static_cast<char>(c));
    if (c == '\n') break;
  }
  return true;
}

bool file_read(VM& vm, CallArgs& a, Value& out) {
  File* f = self_file(a);
  if (!check_readable(vm, f)) return false;
  int64_t size = -1;
  if (a.nargs > 1 && !a.args[1].is_none() && !arg_int64(vm, a.args[1], size)) return false;
  std::string s;
  if (f->text) {
    if (!text_read(vm, f, size, false, s)) return false;
  } else {
    char buf[65536];
    while (size < 0 || static_cast<int64_t>(s.size()) < size) {
      size_t want = sizeof buf;
      if (size >= 0) want = std::min<size_t>(want, size - s.size());
      size_t got = fread(buf, 1, want, f->fp);
      s.append(buf, got);
      if (got < want && ferror(f->fp) && errno == EINTR) {   // a signal: Ctrl-C raises, others retry
        clearerr(f->fp);
        if (vm.interrupt_requested) return vm.raise_interrupt();
        continue;
      }
      if (got < want) break;
    }
  }
  out = make_result(vm, f, std::move(s));
  return true;
}

bool file_readline(VM& vm, CallArgs& a, Value& out) {
  File* f = self_file(a);
  if (!check_readable(vm, f)) return false;
  int64_t limit = -1;
  if (a.nargs > 1 && !a.args[1].is_none() && !arg_int64(vm, a.args[1], limit)) return false;
  std::string line;
  if (!read_line(vm, f, limit, line)) return false;
  out = make_result(vm, f, std::move(line));
  return true;
}

bool file_readlines(VM& vm, CallArgs& a, Value& out) {
  File* f = self_file(a);
  if (!check_readable(vm, f)) return false;
  List* l = vm.new_list();
  for (;;) {
    std::string line;
    if (!read_line(vm, f, -1, line)) return false;
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
  std::string line;
  if (!read_line(vm, f, -1, line)) return false;
  if (f->text) f->text->telling_disabled = !line.empty();
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
  int64_t off, whence = 0, at;
  if (!arg_int64(vm, a.args[1], off)) return false;
  if (a.nargs > 2 && !arg_int64(vm, a.args[2], whence)) return false;
  if (f->text) {
    if (!text_seek(vm, f, off, whence, at)) return false;
  } else {
    if (whence < 0 || whence > 2)
      return vm.raisef(vm.exc.ValueError, "invalid whence (%lld, should be 0, 1 or 2)", static_cast<long long>(whence));
    if (fseeko(f->fp, off, whence == 1 ? SEEK_CUR : whence == 2 ? SEEK_END : SEEK_SET) != 0)
      return raise_os_error(vm, errno, "");
    at = ftello(f->fp);
  }
  out = Value::integer(at);
  return true;
}

bool file_tell(VM& vm, CallArgs& a, Value& out) {
  File* f = self_file(a);
  if (!check_open(vm, f)) return false;
  int64_t at = ftello(f->fp);
  if (f->text && !text_tell(vm, f, at)) return false;
  if (at < 0) return raise_os_error(vm, errno, "");
  out = Value::integer(at);
  return true;
}

// truncate(size=None): cuts or extends the file to `size` without moving
// the position. The default is the stream's own position, which for text
// files is past what was read ahead (as in CPython, where the buffer's
// position is used).
bool file_truncate(VM& vm, CallArgs& a, Value& out) {
  File* f = self_file(a);
  if (!check_open(vm, f)) return false;
  if (!f->writable) return raise_unsupported(vm, "truncate");
  fflush(f->fp);
  int64_t size = ftello(f->fp);
  if (a.nargs > 1 && !a.args[1].is_none() && !arg_int64(vm, a.args[1], size)) return false;
  if (size < 0 || ftruncate(fileno(f->fp), size) != 0) return raise_os_error(vm, size < 0 ? EINVAL : errno, "");
  out = Value::integer(size);
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
  if (!check_open_query(vm, self_file(a))) return false;
  out = Value::boolean(self_file(a)->readable);
  return true;
}

bool file_writable(VM& vm, CallArgs& a, Value& out) {
  if (!check_open_query(vm, self_file(a))) return false;
  out = Value::boolean(self_file(a)->writable);
  return true;
}

// As CPython: a file is seekable when its descriptor can be positioned (not
// a pipe or a terminal).
bool file_seekable(VM& vm, CallArgs& a, Value& out) {
  File* f = self_file(a);
  if (!check_open_query(vm, f)) return false;
  out = Value::boolean(lseek(fileno(f->fp), 0, SEEK_CUR) != -1);
  return true;
}

bool file_repr(VM& vm, CallArgs& a, Value& out) {
  File* f = self_file(a);
  std::string r = f->binary ? "<_io.BufferedReader name=" : "<_io.TextIOWrapper name=";
  r += repr_str(f->name);
  if (f->text) r += " mode=" + repr_str(f->mode) + " encoding=" + repr_str(f->text->encoding);
  out = vm.str_value(r + ">");
  return true;
}

bool file_get_name(VM& vm, CallArgs& a, Value& out) { out = vm.str_value(self_file(a)->name); return true; }
bool file_get_mode(VM& vm, CallArgs& a, Value& out) { out = vm.str_value(self_file(a)->mode); return true; }
bool file_get_closed(VM&, CallArgs& a, Value& out) { out = Value::boolean(self_file(a)->closed); return true; }
// encoding, errors and newlines exist on text files only, as in CPython.
bool text_attr(VM& vm, File* f, const char* name) {
  if (f->text) return true;
  return vm.raisef(vm.exc.AttributeError, "'_io.BufferedReader' object has no attribute '%s'", name);
}

bool file_get_encoding(VM& vm, CallArgs& a, Value& out) {
  File* f = self_file(a);
  if (!text_attr(vm, f, "encoding")) return false;
  out = vm.str_value(f->text->encoding);
  return true;
}

bool file_get_errors(VM& vm, CallArgs& a, Value& out) {
  File* f = self_file(a);
  if (!text_attr(vm, f, "errors")) return false;
  out = vm.str_value(f->text->errors);
  return true;
}

bool file_get_newlines(VM& vm, CallArgs& a, Value& out) {
  File* f = self_file(a);
  if (!text_attr(vm, f, "newlines")) return false;
  out = text_newlines(vm, f);
  return true;
}

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
    {"truncate", file_truncate, 1, 2, false, JitHint::None},
    {"fileno", file_fileno, 1, 1, false, JitHint::None},
    {"isatty", file_isatty, 1, 1, false, JitHint::None},
    {"readable", file_readable, 1, 1, false, JitHint::None},
    {"writable", file_writable, 1, 1, false, JitHint::None},
    {"seekable", file_seekable, 1, 1, false, JitHint::None},
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
    {"errors", file_get_errors, 1, 1, false, JitHint::None},
    {"newlines", file_get_newlines, 1, 1, false, JitHint::None},
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

// open()'s mode string, checked as CPython does.
struct OpenMode {
  char kind = 0;  // 'r' 'w' 'a' 'x'
  bool plus = false, binary = false;
};

bool parse_mode(VM& vm, const std::string& mode, OpenMode& m) {
  bool text = false;
  for (char c : mode) {
    bool dup = false;
    switch (c) {
      case 'r': case 'w': case 'a': case 'x':
        if (m.kind) return vm.raise(vm.exc.ValueError, "must have exactly one of create/read/write/append mode");
        m.kind = c;
        break;
      case '+': dup = m.plus; m.plus = true; break;
      case 'b': dup = m.binary; m.binary = true; break;
      case 't': dup = text; text = true; break;
      default: dup = true; break;
    }
    if (dup) return vm.raisef(vm.exc.ValueError, "invalid mode: '%s'", mode.c_str());
  }
  if (m.binary && text) return vm.raise(vm.exc.ValueError, "can't have text and binary mode at once");
  if (!m.kind)
    return vm.raise(vm.exc.ValueError, "Must have exactly one of create/read/write/append mode and at most one plus");
  return true;
}

// A str-or-None argument of open(): false with TypeError otherwise.
bool optional_str_arg(VM& vm, Value v, const char* name, std::string& out, bool& given) {
  given = !v.is_undef() && !v.is_none();
  if (!given) return true;
  if (!is_str(v))
    return vm.raisef(vm.exc.TypeError, "open() argument '%s' must be str or None, not %s", name, type_name(vm, v));
  out = str_view(v);
  return true;
}

// What open() does with encoding, errors, newline and buffering before it
// opens anything: their types, and what binary mode refuses.
struct TextOptions {
  std::string encoding = "UTF-8", errors = "strict";
  NewlineMode newline = NewlineMode::Universal;
  int64_t buffering = -1;
};

bool parse_text_options(VM& vm, const Value* args, const OpenMode& m, TextOptions& o) {
  if (!args[2].is_undef() && !arg_int64(vm, args[2], o.buffering)) return false;
  bool has_encoding, has_errors;
  if (!optional_str_arg(vm, args[3], "encoding", o.encoding, has_encoding)) return false;
  if (!optional_str_arg(vm, args[4], "errors", o.errors, has_errors)) return false;
  bool has_newline = !args[5].is_undef() && !args[5].is_none();
  if (!parse_newline(vm, args[5], o.newline)) return false;
  if (m.binary) {
    if (has_encoding) return vm.raise(vm.exc.ValueError, "binary mode doesn't take an encoding argument");
    if (has_errors) return vm.raise(vm.exc.ValueError, "binary mode doesn't take an errors argument");
    if (has_newline) return vm.raise(vm.exc.ValueError, "binary mode doesn't take a newline argument");
  } else if (o.buffering == 0) {
    return vm.raise(vm.exc.ValueError, "can't have unbuffered text I/O");
  }
  return true;
}

int open_flags(const OpenMode& m) {
  int rw = m.plus ? O_RDWR : O_WRONLY;
  switch (m.kind) {
    case 'r': return m.plus ? O_RDWR : O_RDONLY;
    case 'w': return rw | O_CREAT | O_TRUNC;
    case 'a': return rw | O_CREAT | O_APPEND;
    default: return rw | O_CREAT | O_EXCL;
  }
}

// Opens the descriptor and its stdio stream (OSError subclasses on failure).
bool open_stream(VM& vm, const std::string& name, const OpenMode& m, FILE*& fp) {
  int fd = open_fd(vm, name, open_flags(m));
  if (fd < 0) return raise_os_error(vm, errno, name);
  struct stat st;
  if (fstat(fd, &st) == 0 && S_ISDIR(st.st_mode)) {
    ::close(fd);
    return raise_os_error(vm, EISDIR, name);
  }
  const char* fmode = m.kind == 'r' ? (m.plus ? "r+" : "r") : m.kind == 'a' ? (m.plus ? "a+" : "a") : (m.plus ? "w+" : "w");
  fp = fdopen(fd, fmode);
  if (!fp) {
    int e = errno;
    ::close(fd);
    return raise_os_error(vm, e, name);
  }
  if (m.kind == 'a') fseeko(fp, 0, SEEK_END);  // as CPython, tell() starts at the end
  return true;
}

void set_buffering(FILE* fp, int64_t buffering, bool binary) {
  if (buffering == 0) setvbuf(fp, nullptr, _IONBF, 0);
  else if (buffering == 1 && !binary) setvbuf(fp, nullptr, _IOLBF, BUFSIZ);
  else if (buffering > 1) setvbuf(fp, nullptr, _IOFBF, static_cast<size_t>(buffering));
}

// The text layer of a new file. The stream starts at offset 0 (append
// mode on a file that is not empty starts past it: no byte-order mark).
bool attach_text(VM& vm, File* f, TextOptions& o) {
  Codec codec;
  if (!lookup_codec(vm, o.encoding, codec)) return false;
  bool at_start = ftello(f->fp) == 0;
  f->text = new_text_io(f->fp, codec, std::move(o.encoding), std::move(o.errors), o.newline, at_start);
  return true;
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
  // closefd=False keeps a descriptor open; with a file name there is none.
  if ((args[6].is_bool() && !args[6].b) || (args[6].is_int() && args[6].i == 0))
    return vm.raise(vm.exc.ValueError, "Cannot use closefd=False with file name");
  std::string name(str_view(args[0]));
  std::string mode = "r";
  if (!args[1].is_undef()) {
    if (!is_str(args[1]))
      return vm.raisef(vm.exc.TypeError, "open() argument 'mode' must be str, not %s", type_name(vm, args[1]));
    mode = str_view(args[1]);
  }
  OpenMode m;
  TextOptions o;
  if (!parse_mode(vm, mode, m) || !parse_text_options(vm, args, m, o)) return false;
  FILE* fp;
  if (!open_stream(vm, name, m, fp)) return false;
  set_buffering(fp, o.buffering, m.binary);
  File* f = vm.alloc<File>(bstate(vm).file);
  f->fp = fp;
  f->name = name;
  f->mode = mode;
  f->readable = m.kind == 'r' || m.plus;
  f->writable = m.kind != 'r' || m.plus;
  f->binary = m.binary;
  // As in CPython the file exists (and 'w' emptied it) before the encoding is looked up.
  if (!m.binary && !attach_text(vm, f, o)) {
    fclose(fp);
    f->fp = nullptr;
    f->closed = true;
    return false;
  }
  out = Value::object(f);
  return true;
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
