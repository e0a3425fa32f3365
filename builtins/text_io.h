// text_io.h — the text layer of file objects (what CPython's
// TextIOWrapper does): decoding with the file's codec and errors handler,
// newline translation on read and write, tell() positions that seek()
// accepts, and io.UnsupportedOperation. file.cpp owns the File object and
// open(); binary files never come here. All functions may raise (they
// return false with the exception pending) and may allocate.
#pragma once
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "builtins/builtins_b.h"
#include "vm/codec.h"

namespace tpy {

// open()'s newline argument.
enum class NewlineMode : uint8_t {
  Universal,     // None: '\r', '\n' and '\r\n' end lines and read as '\n'; '\n' written as os.linesep
  Untranslated,  // '': any of them ends a line, nothing is translated
  Lf,            // '\n'
  Cr,            // '\r': lines end in '\r'; '\n' written as '\r'
  CrLf,          // '\r\n': lines end in '\r\n'; '\n' written as '\r\n'
};

struct TextIO {
  // A place in the current chunk where decoding can restart: how much text
  // was decoded before it, its offset in `chunk`, the decoder there.
  struct Checkpoint {
    size_t decoded;
    size_t raw;
    TextDecoder dec;
  };

  TextIO(Codec c, ErrorMode e) : codec(c), error_mode(e), decoder(c, e) { decoder.require_bom(); }

  std::string encoding, errors;  // as open() was given them (f.encoding, f.errors)
  Codec codec;
  ErrorMode error_mode;
  NewlineMode newline = NewlineMode::Universal;
  bool regular = true;  // a regular file: read ahead in chunks (else a line at a time: terminals, pipes)

  // Reading: `decoded` is the text of `chunk` (raw bytes starting at file
  // offset chunk_start), not yet newline-translated; pos is how much of it
  // was consumed. checkpoints[0] is the decoder before the chunk; the rest
  // are made the first time tell() needs them.
  TextDecoder decoder;
  std::string decoded;
  size_t pos = 0;
  std::string chunk;
  int64_t chunk_start = 0;
  std::vector<Checkpoint> checkpoints;
  bool eof = false;
  uint8_t seen_newlines = 0;  // kSeenCr | kSeenLf | kSeenCrLf, for f.newlines
  bool telling_disabled = false;  // iterating with next(), as CPython forbids tell() then

  // Writing.
  bool bom_due = false;  // the next write starts the stream (utf-16/32, utf-8-sig write their mark)
  bool writing = false;  // the last operation wrote (stdio needs a seek before reading again)
};

// What open() checked: a codec, a handler name (looked up when an error
// needs it) and a newline mode; `fp` positioned where the stream starts.
std::unique_ptr<TextIO> new_text_io(FILE* fp, Codec codec, std::string encoding, std::string errors,
                                    NewlineMode newline, bool at_start);
// Parses open()'s newline argument (ValueError "illegal newline value: x").
bool parse_newline(VM& vm, Value v, NewlineMode& out);

// Reads up to `limit` characters (-1: all), stopping after a line end
// when `line` (readline). Decode errors raise as CPython's do.
bool text_read(VM& vm, File* f, int64_t limit, bool line, std::string& out);
// Writes UTF-8 text, translating '\n' and encoding it.
bool text_write(VM& vm, File* f, std::string_view s);
bool text_tell(VM& vm, File* f, int64_t& out);
// seek(offset, whence) on a text file; out is the new position.
bool text_seek(VM& vm, File* f, int64_t offset, int64_t whence, int64_t& out);
// f.newlines: None, one string or a tuple of those seen.
Value text_newlines(VM& vm, File* f);

// Raises io.UnsupportedOperation(msg).
bool raise_unsupported(VM& vm, const char* msg);

}  // namespace tpy
