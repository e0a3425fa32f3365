// text_io.cpp — decoding, newline translation and positions of text files
// (see text_io.h). Reads fill a buffer a chunk at a time (8 KiB from
// regular files, a line from terminals and pipes, the rest of the file for
// read()); the text is translated as it leaves the buffer, so tell() can
// find the byte where the next character starts by decoding the chunk
// again from the nearest checkpoint.
#include "builtins/text_io.h"

#include <sys/stat.h>
#include <cerrno>
#include <cstring>

#include "builtins/codecs.h"
#include "builtins/utf8.h"
#include "vm/run.h"

namespace tpy {

namespace {

constexpr size_t kChunkSize = 8192;       // what a regular file is read ahead by, as CPython
constexpr size_t kCheckpointEvery = 256;  // bytes tell() decodes again at most

constexpr uint8_t kSeenCr = 1, kSeenLf = 2, kSeenCrLf = 4;

bool raise_errno(VM& vm) { return raise_os_error(vm, errno, ""); }

// Forgets what was read ahead: the stream continues at raw offset `at`
// with the decoder as it is.
void drop_read_buffer(TextIO& t, int64_t at) {
  t.decoded.clear();
  t.pos = 0;
  t.chunk.clear();
  t.chunk_start = at;
  t.checkpoints.assign(1, TextIO::Checkpoint{0, 0, t.decoder});
}

// Decodes the chunk again in kCheckpointEvery pieces, keeping the decoder
// after each (made once per chunk, when tell() first needs them).
void build_checkpoints(TextIO& t) {
  TextDecoder d = t.checkpoints[0].dec;
  std::string out;
  CodecError err;
  for (size_t k = 0; k < t.chunk.size(); k += kCheckpointEvery) {
    std::string_view piece = std::string_view(t.chunk).substr(k, kCheckpointEvery);
    d.decode(piece, false, out, err);
    t.checkpoints.push_back(TextIO::Checkpoint{out.size(), k + piece.size(), d});
  }
}

// The chunk offset where decoded text `pos` starts, and the decoder there.
TextIO::Checkpoint locate(TextIO& t, size_t pos) {
  if (pos == t.decoded.size()) return TextIO::Checkpoint{pos, t.chunk.size(), t.decoder};
  if (t.checkpoints.size() == 1 && t.chunk.size() > kCheckpointEvery) build_checkpoints(t);
  size_t c = 0;
  while (c + 1 < t.checkpoints.size() && t.checkpoints[c + 1].decoded <= pos) c++;
  TextIO::Checkpoint at = t.checkpoints[c];
  std::string out;
  CodecError err;
  while (at.decoded < pos && at.raw < t.chunk.size()) {
    out.clear();
    at.dec.decode(std::string_view(t.chunk).substr(at.raw, 1), false, out, err);
    at.decoded += out.size();
    at.raw++;
  }
  return at;
}

// Starts a new chunk where the unconsumed text begins (only a '\r' waiting
// to see what follows is ever left).
void rebase(TextIO& t) {
  if (t.pos == t.decoded.size()) {
    drop_read_buffer(t, t.chunk_start + static_cast<int64_t>(t.chunk.size()));
    return;
  }
  TextIO::Checkpoint at = locate(t, t.pos);
  t.chunk.erase(0, at.raw);
  t.chunk_start += static_cast<int64_t>(at.raw);
  t.decoded.erase(0, t.pos);
  t.pos = 0;
  at.decoded = 0;
  at.raw = 0;
  t.checkpoints.assign(1, at);
}

// Raw bytes for the next chunk: the rest of the file (`all`), 8 KiB of a
// regular file, or one line of a terminal or pipe (so reading a line
// never waits for more than the line).
std::string read_raw(FILE* fp, bool all, bool regular) {
  std::string raw;
  char buf[kChunkSize];
  if (all || regular) {
    size_t got;
    while ((got = fread(buf, 1, sizeof buf, fp)) > 0) {
      raw.append(buf, got);
      if (!all) break;
    }
    return raw;
  }
  int c;
  while (raw.size() < kChunkSize && (c = fgetc(fp)) != EOF) {
    raw.push_back(static_cast<char>(c));
    if (c == '\n') break;
  }
  return raw;
}

// Reads and decodes the next chunk; at the end of the file the decoder
// is told no more comes (its incomplete tail is an error then). A read of
// a terminal or pipe that Ctrl-C stops (EINTR: tpy's SIGINT handler does
// not restart it) raises KeyboardInterrupt at once; what it had read of a
// line stays buffered for the next read.
bool fill(VM& vm, File* f, bool all) {
  TextIO& t = *f->text;
  rebase(t);
  std::string raw;
  for (;;) {
    if (vm.interrupt_requested) return vm.raise_interrupt();
    raw += read_raw(f->fp, all, t.regular);
    if (!ferror(f->fp)) break;
    int err = errno;
    clearerr(f->fp);
    if (err != EINTR) {
      errno = err;
      return raise_errno(vm);
    }
    if (!all && !raw.empty()) break;   // the next fill raises if the signal was Ctrl-C
  }
  bool final = raw.empty() || all;
  t.eof = final;
  size_t before = t.chunk.size();
  if (before == 0) t.chunk = std::move(raw);  // read() of a whole file: no copy
  else t.chunk += raw;
  std::string_view fresh = std::string_view(t.chunk).substr(before);
  CodecError err;
  std::string object = t.decoder.pending_bytes();  // the message counts from what the decoder held back
  if (t.decoder.decode(fresh, final, t.decoded, err)) return true;
  object.append(fresh);
  return raise_codec_error(vm, err, object, true, t.errors);
}

// Before reading after a write, stdio needs the buffer flushed and a seek.
void start_reading(File* f) {
  TextIO& t = *f->text;
  t.eof = false;
  if (!t.writing) return;
  t.writing = false;
  fflush(f->fp);
  off_t at = ftello(f->fp);
  if (at >= 0) fseeko(f->fp, at, SEEK_SET);
  if (at == 0) t.decoder.reset();
  else t.decoder.resume_mid_stream();
  drop_read_buffer(t, at < 0 ? 0 : at);
}

// Where the next character that may end a line is (npos if none).
size_t find_line_end(const std::string& s, size_t from, NewlineMode m) {
  switch (m) {
    case NewlineMode::Lf: return s.find('\n', from);
    case NewlineMode::Cr: case NewlineMode::CrLf: return s.find('\r', from);
    case NewlineMode::Universal: case NewlineMode::Untranslated: break;
  }
  for (size_t i = from; i < s.size(); i++)
    if (s[i] == '\n' || s[i] == '\r') return i;
  return std::string::npos;
}

// The offset past at most `max` code points of s[from, to); `taken` counts them.
size_t take_code_points(std::string_view s, size_t from, size_t to, int64_t max, int64_t& taken) {
  taken = 0;
  size_t i = from;
  while (i < to && taken < max) {
    i += utf8_seq_len(static_cast<unsigned char>(s[i]));
    taken++;
  }
  return i;
}

// Consumes the line-end character at t.pos (a lone '\r' may not end a line
// with newline='\r\n'); true when it ended a line.
bool take_line_end(TextIO& t, std::string& out, int64_t room, int64_t& count) {
  bool cr = t.decoded[t.pos] == '\r';
  bool crlf = cr && t.pos + 1 < t.decoded.size() && t.decoded[t.pos + 1] == '\n';
  bool ends = true;
  bool pairs = t.newline != NewlineMode::Lf && t.newline != NewlineMode::Cr;  // '\r\n' is one line end
  size_t used = crlf && pairs ? 2 : 1;
  switch (t.newline) {
    case NewlineMode::Universal:
      out += '\n';
      count++;
      break;
    case NewlineMode::Untranslated:
      if (crlf && room < 2) used = 1;  // readline(limit) may split the pair
      out.append(t.decoded, t.pos, used);
      count += static_cast<int64_t>(used);
      break;
    case NewlineMode::Lf: case NewlineMode::Cr:
      out += t.decoded[t.pos];
      count++;
      break;
    case NewlineMode::CrLf:
      if (!crlf || room < 2) used = 1, ends = false;
      out.append(t.decoded, t.pos, used);
      count += static_cast<int64_t>(used);
      break;
  }
  if (t.newline == NewlineMode::Universal || t.newline == NewlineMode::Untranslated)
    t.seen_newlines |= crlf && used == 2 ? kSeenCrLf : cr ? kSeenCr : kSeenLf;
  t.pos += used;
  return ends;
}

// read() of text with no '\r' in it: nothing to translate, so it is
// taken whole (the common case, one pass instead of a line at a time).
bool take_rest_untranslated(TextIO& t, std::string& out) {
  std::string_view rest = std::string_view(t.decoded).substr(t.pos);
  if (rest.find('\r') != std::string_view::npos) return false;
  if (rest.find('\n') != std::string_view::npos &&
      (t.newline == NewlineMode::Universal || t.newline == NewlineMode::Untranslated))
    t.seen_newlines |= kSeenLf;
  if (t.pos == 0 && out.empty()) out = std::move(t.decoded);
  else out.append(rest);
  t.decoded.clear();
  t.pos = 0;
  return true;
}

}  // namespace

std::unique_ptr<TextIO> new_text_io(FILE* fp, Codec codec, std::string encoding, std::string errors,
                                    NewlineMode newline, bool at_start) {
  auto t = std::make_unique<TextIO>(codec, find_error_mode(errors));
  t->encoding = std::move(encoding);
  t->errors = std::move(errors);
  t->newline = newline;
  struct stat st;
  t->regular = fstat(fileno(fp), &st) == 0 && S_ISREG(st.st_mode);
  off_t at = ftello(fp);
  if (!at_start) t->decoder.resume_mid_stream();
  t->bom_due = at_start;
  drop_read_buffer(*t, at < 0 ? 0 : at);
  return t;
}

bool parse_newline(VM& vm, Value v, NewlineMode& out) {
  out = NewlineMode::Universal;
  if (v.is_undef() || v.is_none()) return true;
  if (!is_str(v))
    return vm.raisef(vm.exc.TypeError, "open() argument 'newline' must be str or None, not %s", type_name(vm, v));
  std::string_view s = str_view(v);
  if (s.empty()) out = NewlineMode::Untranslated;
  else if (s == "\n") out = NewlineMode::Lf;
  else if (s == "\r") out = NewlineMode::Cr;
  else if (s == "\r\n") out = NewlineMode::CrLf;
  else return vm.raisef(vm.exc.ValueError, "illegal newline value: %.*s", static_cast<int>(s.size()), s.data());
  return true;
}

bool text_read(VM& vm, File* f, int64_t limit, bool line, std::string& out) {
  TextIO& t = *f->text;
  start_reading(f);
  if (limit < 0 && !line) {
    if (!fill(vm, f, true)) return false;
    if (take_rest_untranslated(t, out)) return true;
  }
  int64_t count = 0;
  while (limit < 0 || count < limit) {
    if (t.pos == t.decoded.size()) {
      // a chunk may decode to nothing (its bytes wait for the next one): read on to the end
      do {
        if (!fill(vm, f, false)) return false;
      } while (t.pos == t.decoded.size() && !t.eof);
      if (t.pos == t.decoded.size()) break;
    }
    size_t end = find_line_end(t.decoded, t.pos, t.newline);
    if (end == std::string::npos) end = t.decoded.size();
    int64_t taken = 0;
    if (limit >= 0) end = take_code_points(t.decoded, t.pos, end, limit - count, taken);
    out.append(t.decoded, t.pos, end - t.pos);
    count += taken;
    t.pos = end;
    if (t.pos == t.decoded.size() || (limit >= 0 && count == limit)) continue;
    // A '\r' last in the buffer: what follows decides how it reads.
    if (t.decoded[t.pos] == '\r' && t.pos + 1 == t.decoded.size() && !t.eof) {
      if (!fill(vm, f, false)) return false;
      continue;
    }
    if (take_line_end(t, out, limit < 0 ? 2 : limit - count, count) && line) break;
  }
  return true;
}

bool text_write(VM& vm, File* f, std::string_view s) {
  TextIO& t = *f->text;
  if (!t.writing) {
    // What was read ahead is dropped (the write goes where the stream is,
    // past it, as in CPython); stdio needs a seek between reading and writing.
    t.writing = true;
    fseeko(f->fp, 0, SEEK_CUR);
    drop_read_buffer(t, 0);
  }
  std::string translated;
  if ((t.newline == NewlineMode::Cr || t.newline == NewlineMode::CrLf) && s.find('\n') != std::string_view::npos) {
    const char* nl = t.newline == NewlineMode::Cr ? "\r" : "\r\n";
    for (char c : s) {
      if (c == '\n') translated += nl;
      else translated += c;
    }
    s = translated;
  }
  std::string encoded;
  if (t.bom_due || !encodes_unchanged(t.codec, s)) {
    CodecError err;
    std::string text(s);
    if (!encode_text(t.codec, t.error_mode, text, t.bom_due, encoded, err))
      return raise_codec_error(vm, err, text, false, t.errors);
    s = encoded;
  }
  t.bom_due = false;
  if (!s.empty() && fwrite(s.data(), 1, s.size(), f->fp) != s.size()) return raise_errno(vm);
  return true;
}

bool text_tell(VM& vm, File* f, int64_t& out) {
  TextIO& t = *f->text;
  if (t.telling_disabled) return vm.raise(vm.exc.OSError, "telling position disabled by next() call");
  if (t.writing) fflush(f->fp);
  off_t raw = ftello(f->fp);
  if (raw < 0) return raise_errno(vm);
  if (t.writing) {
    out = raw;
    return true;
  }
  TextIO::Checkpoint at = locate(t, t.pos);
  out = t.chunk_start + static_cast<int64_t>(at.raw) - static_cast<int64_t>(at.dec.pending());
  return true;
}

bool text_seek(VM& vm, File* f, int64_t offset, int64_t whence, int64_t& out) {
  TextIO& t = *f->text;
  if (whence < 0 || whence > 2)
    return vm.raisef(vm.exc.ValueError, "invalid whence (%lld, should be 0, 1 or 2)", static_cast<long long>(whence));
  if (whence == 1 && offset != 0) return raise_unsupported(vm, "can't do nonzero cur-relative seeks");
  if (whence == 2 && offset != 0) return raise_unsupported(vm, "can't do nonzero end-relative seeks");
  if (whence == 0 && offset < 0)
    return vm.raisef(vm.exc.ValueError, "negative seek position %lld", static_cast<long long>(offset));
  t.telling_disabled = false;
  if (whence == 1) return text_tell(vm, f, out);
  fflush(f->fp);
  if (fseeko(f->fp, offset, whence == 2 ? SEEK_END : SEEK_SET) != 0) return raise_errno(vm);
  out = ftello(f->fp);
  t.writing = false;
  // Position 0 is the stream's start: a byte-order mark is read and written
  // there again. As in CPython, seeking there or to the end forgets f.newlines.
  if (out == 0 || whence == 2) t.seen_newlines = 0;
  if (out == 0) t.decoder.reset();
  else t.decoder.resume_mid_stream();
  t.bom_due = out == 0;
  drop_read_buffer(t, out);
  return true;
}

Value text_newlines(VM& vm, File* f) {
  uint8_t seen = f->text->seen_newlines;
  std::vector<Value> kinds;
  if (seen & kSeenCr) kinds.push_back(vm.str_value("\r"));
  if (seen & kSeenLf) kinds.push_back(vm.str_value("\n"));
  if (seen & kSeenCrLf) kinds.push_back(vm.str_value("\r\n"));
  if (kinds.empty()) return Value::none();
  if (kinds.size() == 1) return kinds[0];
  return Value::object(vm.new_tuple(kinds));
}

bool raise_unsupported(VM& vm, const char* msg) {
  Value io, cls, exc;
  if (!import_module(vm, vm.intern("io"), Value::none(), 0, io)) return false;
  if (!get_attr(vm, io, vm.intern("UnsupportedOperation"), cls)) return false;
  if (!call1(vm, cls, vm.str_value(msg), exc)) return false;
  vm.pending = as<ExceptionObj>(exc);
  return false;
}

}  // namespace tpy
