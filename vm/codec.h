// codec.h — the text codecs (UTF-8, UTF-8-SIG, ASCII, Latin-1, cp1252, ISO-8859-15,
// UTF-16 and UTF-32 with their -LE/-BE forms) and error handlers, as plain
// byte work with no VM: the lexer decodes source files with them and
// builtins/codecs.cpp turns their CodecError into Python exceptions
// (str.encode, bytes.decode, open()). Text inside tpy is UTF-8 (lone
// surrogates as three-byte sequences), so decoding appends UTF-8 and
// encoding reads it.
#pragma once
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace tpy {

enum class Codec : uint8_t {
  Utf8, Utf8Sig, Ascii, Latin1, Cp1252, Iso8859_15, Utf16, Utf16Le, Utf16Be, Utf32, Utf32Le, Utf32Be
};

// The `errors=` handlers. Unknown is kept rather than refused because
// CPython looks a handler up only when an error needs it.
enum class ErrorMode : uint8_t {
  Strict, Ignore, Replace, BackslashReplace, SurrogateEscape, SurrogatePass, XmlCharRefReplace, NameReplace,
  Unknown
};

// Finds a codec by any of CPython's names for it ('UTF8', 'utf_8',
// 'Latin-1', 'windows-1252', ...), normalised as CPython does.
bool find_codec(std::string_view name, Codec& out);
// CPython's normalize_encoding, lower-cased: runs of characters other than
// letters, digits and '.' become one '_', dropped at either end.
std::string normalize_codec_name(std::string_view name);
ErrorMode find_error_mode(std::string_view name);

// What went wrong, for the caller to raise.
struct CodecError {
  enum Kind : uint8_t {
    Invalid,         // UnicodeDecodeError / UnicodeEncodeError
    WrongDirection,  // the handler exists but not for this direction (TypeError)
    UnknownHandler,  // LookupError "unknown error handler name"
    NoBom,           // UnicodeError: a utf-16/utf-32 text stream without a byte-order mark (files only)
  };
  Kind kind = Invalid;
  const char* codec = "";   // the name CPython's message uses: 'utf-8', 'charmap', 'utf-16-le', ...
  size_t start = 0, end = 0;  // bad bytes (decoding) or code points (encoding), end exclusive
  const char* reason = "";
  size_t object_offset = 0;   // input bytes before what the error reports on (utf-8-sig's signature)
};

// An incremental decoder: feed it a stream in pieces; an incomplete
// sequence at the end of a piece waits for the next one unless `final`.
// Error positions count from the start of the piece plus what was waiting.
class TextDecoder {
 public:
  TextDecoder(Codec codec, ErrorMode errors) : codec_(codec), errors_(errors) {}
  // Appends the decoded text to out; false with err set when the handler
  // gives up (out then holds what came before the error).
  bool decode(std::string_view data, bool final, std::string& out, CodecError& err);
  // Back to the start of a stream: a byte-order mark is looked for again.
  void reset() { started_ = false; bom_missing_ = false; pending_.clear(); }
  // Positioned inside a stream: no byte-order mark comes (a detected byte order is kept).
  void resume_mid_stream() { started_ = true; bom_missing_ = false; pending_.clear(); }
  // A text file's decoder: as CPython's incremental utf-16/utf-32 decoders,
  // a stream that does not open with a byte-order mark is an error.
  void require_bom() { require_bom_ = true; }
  size_t pending() const { return pending_.size(); }
  const std::string& pending_bytes() const { return pending_; }
  Codec codec() const { return codec_; }
  struct Step;  // one code point read, or why not (codec.cpp)

 private:
  Step step(std::string_view s, size_t i, bool final) const;
  bool read_bom(std::string_view s, bool final, size_t& skip);
  // `used`: the bytes the handler stood for (surrogateescape may take fewer than the error's).
  bool handle_error(std::string_view s, size_t i, const Step& st, std::string& out, CodecError& err,
                    size_t& used) const;
  size_t pass_surrogate(std::string_view s, size_t i, std::string& out) const;
  const char* name() const;

  Codec codec_;
  ErrorMode errors_;
  bool started_ = false;  // past the place a byte-order mark may sit
  bool require_bom_ = false;
  bool bom_missing_ = false;  // a stream decoder saw no byte-order mark and has decoded nothing yet
  bool big_endian_ = false;
  std::string pending_;
};

// True when UTF-8 `text` is already its own encoding in `codec` (ASCII in
// a byte codec, UTF-8 without lone surrogates): writers may skip encode_text.
bool encodes_unchanged(Codec codec, std::string_view text);
// Encodes UTF-8 `text` into out. `stream_start`: also write the codec's
// byte-order mark or signature (utf-16, utf-32, utf-8-sig).
bool encode_text(Codec codec, ErrorMode errors, const std::string& text, bool stream_start, std::string& out,
                 CodecError& err);

// CPython's message for err: "'utf-8' codec can't decode byte 0xff in
// position 0: invalid start byte". `object`: the bytes given to the
// decoder (err.object_offset is skipped here) or the UTF-8 text encoded.
std::string codec_error_message(const CodecError& err, std::string_view object, bool decoding);

// PEP 263 for source files and bytes: when a `coding[:=]` comment on line
// 1 or 2 names an encoding other than UTF-8, decodes `source` to UTF-8 in
// place (UTF-8 itself is left for the lexer to check). `coding` is the
// name the comment gave.
// BomMismatch: a UTF-8 signature and a coding comment naming another
// encoding (`coding` is then CPython's "NAME with BOM").
enum class SourceDecode : uint8_t { Ok, UnknownCoding, Invalid, BomMismatch };
SourceDecode decode_source(std::string& source, std::string& coding, CodecError& err);

}  // namespace tpy
