// codec.cpp — the text codecs of codec.h. Decoding is one loop over
// `step`, which reads one code point of the current codec (or says the
// bytes are invalid or incomplete); the error handlers are applied in one
// place for every codec. Encoding is the same loop the other way round
// (`encode_cp`). Messages and the lengths of invalid sequences follow
// CPython's codecs exactly.
#include "vm/codec.h"

#include <cctype>
#include <cstdio>
#include <cstring>

#include "vm/str_util.h"
#include "vm/unicode_names.h"

namespace tpy {

// CPython's normalize_encoding after lower-casing: runs of characters other
// than letters, digits and '.' become one '_', dropped at either end.
std::string normalize_codec_name(std::string_view name) {
  std::string n;
  bool punct = false;
  for (char c : name) {
    unsigned char u = static_cast<unsigned char>(c);
    if (std::isalnum(u) || c == '.') {
      if (punct && !n.empty()) n += '_';
      n += static_cast<char>(std::tolower(u));
      punct = false;
    } else {
      punct = true;
    }
  }
  return n;
}

namespace {

// ---- names ------------------------------------------------------------------

struct CodecName {
  const char* name;
  Codec codec;
  bool alias;  // an alias (also matched with '.' read as '_'), else a module name
};

// encodings/aliases.py's names for the codecs tpy has, and the module names.
const CodecName kCodecNames[] = {
    {"ascii", Codec::Ascii, false}, {"646", Codec::Ascii, true}, {"ansi_x3.4_1968", Codec::Ascii, true},
    {"ansi_x3.4_1986", Codec::Ascii, true}, {"ansi_x3_4_1968", Codec::Ascii, true}, {"cp367", Codec::Ascii, true},
    {"csascii", Codec::Ascii, true}, {"ibm367", Codec::Ascii, true}, {"iso646_us", Codec::Ascii, true},
    {"iso_646.irv_1991", Codec::Ascii, true}, {"iso_ir_6", Codec::Ascii, true}, {"us", Codec::Ascii, true},
    {"us_ascii", Codec::Ascii, true},
    {"latin_1", Codec::Latin1, false}, {"8859", Codec::Latin1, true}, {"cp819", Codec::Latin1, true},
    {"csisolatin1", Codec::Latin1, true}, {"ibm819", Codec::Latin1, true}, {"iso8859", Codec::Latin1, true},
    {"iso8859_1", Codec::Latin1, true}, {"iso_8859_1", Codec::Latin1, true},
    {"iso_8859_1_1987", Codec::Latin1, true}, {"iso_ir_100", Codec::Latin1, true}, {"l1", Codec::Latin1, true},
    {"latin", Codec::Latin1, true}, {"latin1", Codec::Latin1, true},
    {"cp1252", Codec::Cp1252, false}, {"1252", Codec::Cp1252, true}, {"windows_1252", Codec::Cp1252, true},
    {"iso8859_15", Codec::Iso8859_15, false}, {"iso_8859_15", Codec::Iso8859_15, true},
    {"l9", Codec::Iso8859_15, true}, {"latin9", Codec::Iso8859_15, true},
    {"utf_8", Codec::Utf8, false}, {"cp65001", Codec::Utf8, true}, {"u8", Codec::Utf8, true},
    {"utf", Codec::Utf8, true}, {"utf8", Codec::Utf8, true}, {"utf8_ucs2", Codec::Utf8, true},
    {"utf8_ucs4", Codec::Utf8, true},
    {"utf_8_sig", Codec::Utf8Sig, false},
    {"utf_16", Codec::Utf16, false}, {"u16", Codec::Utf16, true}, {"utf16", Codec::Utf16, true},
    {"utf_16_le", Codec::Utf16Le, false}, {"unicodelittleunmarked", Codec::Utf16Le, true},
    {"utf_16le", Codec::Utf16Le, true},
    {"utf_16_be", Codec::Utf16Be, false}, {"unicodebigunmarked", Codec::Utf16Be, true},
    {"utf_16be", Codec::Utf16Be, true},
    {"utf_32", Codec::Utf32, false}, {"u32", Codec::Utf32, true}, {"utf32", Codec::Utf32, true},
    {"utf_32_le", Codec::Utf32Le, false}, {"utf_32le", Codec::Utf32Le, true},
    {"utf_32_be", Codec::Utf32Be, false}, {"utf_32be", Codec::Utf32Be, true},
};


// ---- cp1252 ---------------------------------------------------------------

// Code points of bytes 0x80..0x9F (0 where the byte is undefined); the
// other bytes are Latin-1.
const uint16_t kCp1252High[32] = {
    0x20AC, 0,      0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160,
    0x2039, 0x0152, 0,      0x017D, 0,      0,      0x2018, 0x2019, 0x201C, 0x201D, 0x2022,
    0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0,      0x017E, 0x0178,
};

int cp1252_byte(uint32_t cp) {
  if (cp < 0x80 || (cp >= 0xA0 && cp < 0x100)) return static_cast<int>(cp);
  for (int k = 0; k < 32; k++)
    if (kCp1252High[k] == cp && cp != 0) return 0x80 + k;
  return -1;
}

// ---- iso-8859-15 ------------------------------------------------------------

// Latin-1 but for eight bytes (the euro sign and seven letters).
const unsigned char kIso8859_15Bytes[8] = {0xA4, 0xA6, 0xA8, 0xB4, 0xB8, 0xBC, 0xBD, 0xBE};
const uint16_t kIso8859_15Chars[8] = {0x20AC, 0x0160, 0x0161, 0x017D, 0x017E, 0x0152, 0x0153, 0x0178};

uint32_t iso8859_15_char(unsigned char b) {
  for (int k = 0; k < 8; k++)
    if (kIso8859_15Bytes[k] == b) return kIso8859_15Chars[k];
  return b;
}

int iso8859_15_byte(uint32_t cp) {
  for (int k = 0; k < 8; k++) {
    if (kIso8859_15Chars[k] == cp) return kIso8859_15Bytes[k];
    if (kIso8859_15Bytes[k] == cp) return -1;  // a Latin-1 character this codec replaced
  }
  return cp < 0x100 ? static_cast<int>(cp) : -1;
}

bool is_surrogate(uint32_t cp) { return cp >= 0xD800 && cp < 0xE000; }

bool is_byte_codec(Codec c) {
  return c == Codec::Utf8 || c == Codec::Utf8Sig || c == Codec::Ascii || c == Codec::Latin1 || c == Codec::Cp1252 ||
         c == Codec::Iso8859_15;
}

uint32_t read_unit(std::string_view s, size_t i, size_t width, bool big) {
  uint32_t v = 0;
  for (size_t k = 0; k < width; k++) {
    uint32_t b = static_cast<unsigned char>(s[i + (big ? k : width - 1 - k)]);
    v = (v << 8) | b;
  }
  return v;
}

void write_unit(uint32_t v, size_t width, bool big, std::string& out) {
  for (size_t k = 0; k < width; k++) {
    size_t shift = 8 * (big ? width - 1 - k : k);
    out += static_cast<char>((v >> shift) & 0xFF);
  }
}

// The name CPython's messages give a codec (the decoders of UTF-16/32 by
// the byte order they found).
const char* message_name(Codec c, bool big_endian) {
  switch (c) {
    case Codec::Utf8: case Codec::Utf8Sig: return "utf-8";
    case Codec::Ascii: return "ascii";
    case Codec::Latin1: return "latin-1";
    case Codec::Cp1252: case Codec::Iso8859_15: return "charmap";
    case Codec::Utf16: return big_endian ? "utf-16-be" : "utf-16-le";
    case Codec::Utf16Le: return "utf-16-le";
    case Codec::Utf16Be: return "utf-16-be";
    case Codec::Utf32: return big_endian ? "utf-32-be" : "utf-32-le";
    case Codec::Utf32Le: return "utf-32-le";
    case Codec::Utf32Be: return "utf-32-be";
  }
  return "";
}

}  // namespace

bool find_codec(std::string_view name, Codec& out) {
  std::string n = normalize_codec_name(name);
  std::string dotless = n;
  for (char& c : dotless)
    if (c == '.') c = '_';
  for (const CodecName& row : kCodecNames) {
    if (n == row.name || (row.alias && dotless == row.name)) {
      out = row.codec;
      return true;
    }
  }
  return false;
}

ErrorMode find_error_mode(std::string_view e) {
  if (e == "strict") return ErrorMode::Strict;
  if (e == "ignore") return ErrorMode::Ignore;
  if (e == "replace") return ErrorMode::Replace;
  if (e == "backslashreplace") return ErrorMode::BackslashReplace;
  if (e == "surrogateescape") return ErrorMode::SurrogateEscape;
  if (e == "surrogatepass") return ErrorMode::SurrogatePass;
  if (e == "xmlcharrefreplace") return ErrorMode::XmlCharRefReplace;
  if (e == "namereplace") return ErrorMode::NameReplace;
  return ErrorMode::Unknown;
}

// ---- decoding -----------------------------------------------------------------

// One step of a decoder at s[i]: a code point, bytes that are invalid
// (len of them, with CPython's reason), or the start of a sequence that
// continues past the end of s.
struct TextDecoder::Step {
  enum Kind : uint8_t { Char, Invalid, Incomplete };
  Kind kind;
  uint32_t cp;
  size_t len;
  const char* reason;
};

namespace {

using Step = TextDecoder::Step;

Step char_step(uint32_t cp, size_t len) { return {Step::Char, cp, len, ""}; }
Step bad_step(size_t len, const char* reason) { return {Step::Invalid, 0, len, reason}; }
Step more_step() { return {Step::Incomplete, 0, 0, ""}; }

// UTF-8 as CPython reads it: the second byte's range excludes overlongs and
// surrogates, and an invalid sequence is reported up to its first bad byte.
Step utf8_step(std::string_view s, size_t i, bool final) {
  unsigned char c = static_cast<unsigned char>(s[i]);
  if (c < 0x80) return char_step(c, 1);
  if (c < 0xC2 || c > 0xF4) return bad_step(1, "invalid start byte");
  size_t n = c < 0xE0 ? 2 : c < 0xF0 ? 3 : 4;
  unsigned char lo = 0x80, hi = 0xBF;
  if (c == 0xE0) lo = 0xA0;
  if (c == 0xED) hi = 0x9F;
  if (c == 0xF0) lo = 0x90;
  if (c == 0xF4) hi = 0x8F;
  uint32_t cp = c & (n == 2 ? 0x1F : n == 3 ? 0x0F : 0x07);
  for (size_t k = 1; k < n; k++) {
    if (i + k >= s.size()) return final ? bad_step(k, "unexpected end of data") : more_step();
    unsigned char b = static_cast<unsigned char>(s[i + k]);
    bool ok = k == 1 ? b >= lo && b <= hi : (b & 0xC0) == 0x80;
    // ED A0..BF at the very end of a chunk may be a surrogate split in two:
    // CPython's stream decoder waits for more (the error comes then).
    if (!ok && !final && c == 0xED && k == 1 && b >= 0xA0 && b <= 0xBF && i + 2 == s.size()) return more_step();
    if (!ok) return bad_step(k, "invalid continuation byte");
    cp = (cp << 6) | (b & 0x3F);
  }
  return char_step(cp, n);
}

Step utf16_step(std::string_view s, size_t i, bool final, bool big) {
  size_t left = s.size() - i;
  if (left < 2) return final ? bad_step(left, "truncated data") : more_step();
  uint32_t u = read_unit(s, i, 2, big);
  if (!is_surrogate(u)) return char_step(u, 2);
  if (u >= 0xDC00) return bad_step(2, "illegal encoding");
  // A high surrogate cut short: the error runs to the end of the data.
  if (left < 4) return final ? bad_step(left, "unexpected end of data") : more_step();
  uint32_t lo = read_unit(s, i + 2, 2, big);
  if (lo < 0xDC00 || lo >= 0xE000) return bad_step(2, "illegal UTF-16 surrogate");
  return char_step(0x10000 + ((u - 0xD800) << 10) + (lo - 0xDC00), 4);
}

Step utf32_step(std::string_view s, size_t i, bool final, bool big) {
  size_t left = s.size() - i;
  if (left < 4) return final ? bad_step(left, "truncated data") : more_step();
  uint32_t u = read_unit(s, i, 4, big);
  if (u > 0x10FFFF) return bad_step(4, "code point not in range(0x110000)");
  if (is_surrogate(u)) return bad_step(4, "code point in surrogate code point range(0xd800, 0xe000)");
  return char_step(u, 4);
}

// The end of the run of ASCII bytes from s[i], eight bytes at a time
// (reading a file is mostly this loop).
size_t ascii_run_end(std::string_view s, size_t i) {
  for (uint64_t w; i + 8 <= s.size(); i += 8) {
    memcpy(&w, s.data() + i, 8);
    if (w & 0x8080808080808080ULL) break;
  }
  while (i < s.size() && static_cast<unsigned char>(s[i]) < 0x80) i++;
  return i;
}

void append_byte_escape(unsigned char b, std::string& out) {
  char buf[8];
  snprintf(buf, sizeof buf, "\\x%02x", b);
  out += buf;
}

}  // namespace

const char* TextDecoder::name() const { return message_name(codec_, big_endian_); }

// errors='surrogatepass': a surrogate encoded at s[i] as the UTF codecs
// would if they allowed them is decoded (appended to out); returns the bytes
// it took, 0 when there is none (the error stands, as in CPython).
size_t TextDecoder::pass_surrogate(std::string_view s, size_t i, std::string& out) const {
  size_t width = 0;
  bool big = false;
  switch (codec_) {
    case Codec::Utf8: case Codec::Utf8Sig: {
      if (s.size() - i < 3) return 0;
      auto b = [&](size_t k) { return static_cast<unsigned char>(s[i + k]); };
      if (b(0) != 0xED || b(1) < 0xA0 || b(1) > 0xBF || (b(2) & 0xC0) != 0x80) return 0;
      utf8_append(out, 0xD000 | ((b(1) & 0x3F) << 6) | (b(2) & 0x3F));
      return 3;
    }
    case Codec::Utf16: width = 2; big = big_endian_; break;
    case Codec::Utf16Le: width = 2; break;
    case Codec::Utf16Be: width = 2; big = true; break;
    case Codec::Utf32: width = 4; big = big_endian_; break;
    case Codec::Utf32Le: width = 4; break;
    case Codec::Utf32Be: width = 4; big = true; break;
    default: return 0;
  }
  if (s.size() - i < width) return 0;
  uint32_t u = read_unit(s, i, width, big);
  if (!is_surrogate(u)) return 0;
  utf8_append(out, u);
  return width;
}

TextDecoder::Step TextDecoder::step(std::string_view s, size_t i, bool final) const {
  unsigned char b = static_cast<unsigned char>(s[i]);
  switch (codec_) {
    case Codec::Utf8: case Codec::Utf8Sig: return utf8_step(s, i, final);
    case Codec::Ascii: return b < 0x80 ? char_step(b, 1) : bad_step(1, "ordinal not in range(128)");
    case Codec::Latin1: return char_step(b, 1);
    case Codec::Iso8859_15: return char_step(iso8859_15_char(b), 1);
    case Codec::Cp1252: {
      uint32_t cp = b >= 0x80 && b < 0xA0 ? kCp1252High[b - 0x80] : b;
      return cp || !b ? char_step(cp, 1) : bad_step(1, "character maps to <undefined>");
    }
    case Codec::Utf16: return utf16_step(s, i, final, big_endian_);
    case Codec::Utf16Le: return utf16_step(s, i, final, false);
    case Codec::Utf16Be: return utf16_step(s, i, final, true);
    case Codec::Utf32: return utf32_step(s, i, final, big_endian_);
    case Codec::Utf32Le: return utf32_step(s, i, final, false);
    case Codec::Utf32Be: return utf32_step(s, i, final, true);
  }
  return bad_step(1, "");
}

// Looks for the byte-order mark or signature at the start of a stream;
// false when s is too short to tell yet.
bool TextDecoder::read_bom(std::string_view s, bool final, size_t& skip) {
  skip = 0;
  std::string_view mark;
  if (codec_ == Codec::Utf8Sig) {
    mark = "\xEF\xBB\xBF";
    if (s.size() < 3 && mark.substr(0, s.size()) == s) {
      if (!final) return false;
      // CPython's stream decoder never decides on a stream of one or two
      // bytes of the signature: the text file reads as empty.
      if (require_bom_) skip = s.size();
    }
    if (s.substr(0, 3) == mark) skip = 3;
  } else if (codec_ == Codec::Utf16 || codec_ == Codec::Utf32) {
    size_t width = codec_ == Codec::Utf16 ? 2 : 4;
    if (s.size() < width && !final) return false;
    if (s.size() >= width) {
      uint32_t u = read_unit(s, 0, width, false);
      if (u == 0xFEFF) skip = width, big_endian_ = false;
      else if (read_unit(s, 0, width, true) == 0xFEFF) skip = width, big_endian_ = true;
    }
  }
  started_ = true;
  return true;
}

bool TextDecoder::handle_error(std::string_view s, size_t i, const Step& st, std::string& out,
                               CodecError& err, size_t& used) const {
  err = CodecError{CodecError::Invalid, name(), i, i + st.len, st.reason};
  used = st.len;
  switch (errors_) {
    case ErrorMode::Strict: return false;
    case ErrorMode::Ignore: return true;
    case ErrorMode::Replace: utf8_append(out, 0xFFFD); return true;
    case ErrorMode::BackslashReplace:
      for (size_t k = 0; k < st.len; k++) append_byte_escape(static_cast<unsigned char>(s[i + k]), out);
      return true;
    case ErrorMode::SurrogateEscape:
      // Only bytes 0x80..0xFF have a surrogate (U+DC80..U+DCFF): as in
      // CPython the leading ones are escaped and decoding goes on after
      // them; a range that opens with an ASCII byte fails.
      used = 0;
      while (used < st.len && static_cast<unsigned char>(s[i + used]) >= 0x80) {
        utf8_append(out, 0xDC00 + static_cast<unsigned char>(s[i + used]));
        used++;
      }
      return used > 0;
    case ErrorMode::SurrogatePass: return false;  // what it can pass is taken before (pass_surrogate)
    case ErrorMode::XmlCharRefReplace: case ErrorMode::NameReplace:
      err.kind = CodecError::WrongDirection;
      return false;
    case ErrorMode::Unknown: err.kind = CodecError::UnknownHandler; return false;
  }
  return false;
}

bool TextDecoder::decode(std::string_view data, bool final, std::string& out, CodecError& err) {
  std::string joined;
  std::string_view s = data;
  if (!pending_.empty()) {
    joined = pending_;
    joined.append(data);
    s = joined;
    pending_.clear();
  }
  size_t i = 0;
  if (!started_) {
    if (!read_bom(s, final, i)) {
      pending_.assign(s);
      return true;
    }
    bom_missing_ = require_bom_ && i == 0 && (codec_ == Codec::Utf16 || codec_ == Codec::Utf32);
  }
  // utf-8-sig counts error positions after its signature.
  const size_t origin = codec_ == Codec::Utf8Sig ? i : 0;
  out.reserve(out.size() + s.size());
  const bool ascii_runs = is_byte_codec(codec_);
  while (i < s.size()) {
    if (ascii_runs && static_cast<unsigned char>(s[i]) < 0x80) {
      size_t j = ascii_run_end(s, i + 1);
      out.append(s.substr(i, j - i));
      i = j;
      continue;
    }
    Step st = step(s, i, final);
    size_t used = st.len;
    if (st.kind == Step::Incomplete) {
      pending_.assign(s.substr(i));
      break;
    }
    if (st.kind == Step::Char) {
      utf8_append(out, st.cp);
    } else if (size_t n = errors_ == ErrorMode::SurrogatePass ? pass_surrogate(s, i, out) : 0) {
      i += n;
      continue;
    } else if (!handle_error(s, i, st, out, err, used)) {
      err.start -= origin;
      err.end -= origin;
      err.object_offset = origin;
      return false;
    }
    i += used;
  }
  // As CPython's stream decoder: no byte-order mark is an error once a
  // whole code unit was decoded, in this call or a later one (a lone high
  // surrogate at the end waits for the final call, and fails there).
  if (bom_missing_) {
    size_t consumed = s.size() - pending_.size();
    if (consumed >= (codec_ == Codec::Utf16 ? 2u : 4u)) {
      bom_missing_ = false;
      err = CodecError{CodecError::NoBom, codec_ == Codec::Utf16 ? "UTF-16" : "UTF-32", 0, 0, ""};
      return false;
    }
  }
  return true;
}

// ---- encoding -----------------------------------------------------------------

namespace {

// Appends cp in codec c; false when c cannot encode it.
bool encode_cp(Codec c, uint32_t cp, std::string& out) {
  switch (c) {
    case Codec::Utf8: case Codec::Utf8Sig:
      if (is_surrogate(cp)) return false;
      utf8_append(out, cp);
      return true;
    case Codec::Ascii: case Codec::Latin1: case Codec::Cp1252: case Codec::Iso8859_15: {
      int b = c == Codec::Cp1252       ? cp1252_byte(cp)
              : c == Codec::Iso8859_15 ? iso8859_15_byte(cp)
              : cp < (c == Codec::Ascii ? 0x80u : 0x100u) ? static_cast<int>(cp)
                                                          : -1;
      if (b < 0) return false;
      out += static_cast<char>(b);
      return true;
    }
    case Codec::Utf16: case Codec::Utf16Le: case Codec::Utf16Be: {
      if (is_surrogate(cp)) return false;
      bool big = c == Codec::Utf16Be;
      if (cp < 0x10000) {
        write_unit(cp, 2, big, out);
      } else {
        write_unit(0xD800 + ((cp - 0x10000) >> 10), 2, big, out);
        write_unit(0xDC00 + ((cp - 0x10000) & 0x3FF), 2, big, out);
      }
      return true;
    }
    case Codec::Utf32: case Codec::Utf32Le: case Codec::Utf32Be:
      if (is_surrogate(cp)) return false;
      write_unit(cp, 4, c == Codec::Utf32Be, out);
      return true;
  }
  return false;
}

const char* encode_reason(Codec c) {
  switch (c) {
    case Codec::Ascii: return "ordinal not in range(128)";
    case Codec::Latin1: return "ordinal not in range(256)";
    case Codec::Cp1252: case Codec::Iso8859_15: return "character maps to <undefined>";
    default: return "surrogates not allowed";
  }
}

// The escaped form backslashreplace gives a code point.
std::string escape_cp(uint32_t cp) {
  char buf[16];
  if (cp < 0x100) snprintf(buf, sizeof buf, "\\x%02x", cp);
  else if (cp < 0x10000) snprintf(buf, sizeof buf, "\\u%04x", cp);
  else snprintf(buf, sizeof buf, "\\U%08x", cp);
  return buf;
}

// The text a handler puts in place of an unencodable cp, to be encoded in
// turn; false when the handler cannot stand for it.
bool encode_substitute(Codec c, ErrorMode e, uint32_t cp, std::string& sub, bool& raw) {
  raw = false;
  switch (e) {
    case ErrorMode::Ignore: sub.clear(); return true;
    case ErrorMode::Replace: sub = "?"; return true;
    case ErrorMode::BackslashReplace: sub = escape_cp(cp); return true;
    case ErrorMode::XmlCharRefReplace: sub = "&#" + std::to_string(cp) + ";"; return true;
    case ErrorMode::NameReplace: {
      std::string name = unicode_name(cp);
      sub = name.empty() ? escape_cp(cp) : "\\N{" + name + "}";
      return true;
    }
    case ErrorMode::SurrogatePass:
      // A lone surrogate goes out as the UTF codecs would write it if they could.
      if (!is_surrogate(cp)) return false;
      raw = true;
      sub.clear();
      switch (c) {
        case Codec::Utf8: case Codec::Utf8Sig: utf8_append(sub, cp); return true;
        case Codec::Utf16: case Codec::Utf16Le: write_unit(cp, 2, false, sub); return true;
        case Codec::Utf16Be: write_unit(cp, 2, true, sub); return true;
        case Codec::Utf32: case Codec::Utf32Le: write_unit(cp, 4, false, sub); return true;
        case Codec::Utf32Be: write_unit(cp, 4, true, sub); return true;
        default: return false;
      }
    case ErrorMode::SurrogateEscape:
      // A smuggled byte 0x80..0xFF goes out as itself, in byte codecs only.
      if (cp < 0xDC80 || cp > 0xDCFF || !is_byte_codec(c)) return false;
      sub.assign(1, static_cast<char>(cp - 0xDC00));
      raw = true;
      return true;
    case ErrorMode::Strict: case ErrorMode::Unknown: return false;
  }
  return false;
}

// The end (exclusive, in code points) of the characters from byte offset
// i that an error reports: the whole run codec c cannot encode for the
// byte codecs, one character for UTF-16/32 (as CPython's encoders do).
size_t unencodable_run_end(Codec c, const std::string& text, size_t i, size_t index) {
  if (!is_byte_codec(c)) return index + 1;
  std::string scratch;
  while (i < text.size()) {
    if (encode_cp(c, utf8_decode_at(text, i), scratch)) break;
    i += utf8_len_at(text, i);
    index++;
  }
  return index;
}

const char* bom_for(Codec c) {
  switch (c) {
    case Codec::Utf8Sig: return "\xEF\xBB\xBF";
    default: return "";
  }
}

}  // namespace

bool encodes_unchanged(Codec c, std::string_view text) {
  if (!is_byte_codec(c)) return false;
  bool utf8 = c == Codec::Utf8 || c == Codec::Utf8Sig;
  for (size_t i = ascii_run_end(text, 0); i < text.size(); i++) {
    unsigned char b = static_cast<unsigned char>(text[i]);
    if (b < 0x80) continue;
    if (!utf8) return false;
    if (b == 0xED && i + 1 < text.size() && static_cast<unsigned char>(text[i + 1]) >= 0xA0) return false;
  }
  return true;
}

bool encode_text(Codec c, ErrorMode e, const std::string& text, bool stream_start, std::string& out,
                 CodecError& err) {
  out.clear();
  if (stream_start) {
    out = bom_for(c);
    if (c == Codec::Utf16 || c == Codec::Utf32) encode_cp(c, 0xFEFF, out);
  }
  if (encodes_unchanged(c, text)) {
    out += text;
    return true;
  }
  size_t index = 0;
  std::string sub;
  for (size_t i = 0; i < text.size(); index++) {
    uint32_t cp = utf8_decode_at(text, i);
    size_t start = i;
    i += utf8_len_at(text, i);
    if (encode_cp(c, cp, out)) continue;
    if (e == ErrorMode::SurrogateEscape && (c == Codec::Cp1252 || c == Codec::Iso8859_15)) {
      // CPython's charmap encoder gives surrogateescape the whole run the
      // codec cannot encode: all of it is smuggled bytes, or it all fails
      // (the others escape the leading smuggled bytes and fail on the rest).
      size_t end = unencodable_run_end(c, text, start, index);
      std::string bytes;
      size_t k = start;
      for (size_t n = index; n < end; n++) {
        uint32_t r = utf8_decode_at(text, k);
        k += utf8_len_at(text, k);
        if (r < 0xDC80 || r > 0xDCFF) break;
        bytes += static_cast<char>(r - 0xDC00);
      }
      if (bytes.size() != end - index) {
        err = CodecError{CodecError::Invalid, message_name(c, false), index, end, encode_reason(c)};
        return false;
      }
      out += bytes;
      index = end - 1;  // the loop counts the last one
      i = k;
      continue;
    }
    bool raw = false;
    bool ok = encode_substitute(c, e, cp, sub, raw);
    std::string encoded;
    if (ok && raw) encoded = sub;
    for (size_t k = 0; ok && !raw && k < sub.size(); k++) ok = encode_cp(c, static_cast<unsigned char>(sub[k]), encoded);
    if (ok) { out += encoded; continue; }
    const char* name = c == Codec::Utf16 ? "utf-16" : c == Codec::Utf32 ? "utf-32" : message_name(c, false);
    err = CodecError{CodecError::Invalid, name, index, unencodable_run_end(c, text, start, index),
                     encode_reason(c)};
    if (e == ErrorMode::Unknown) err.kind = CodecError::UnknownHandler;
    return false;
  }
  return true;
}

// ---- source files ---------------------------------------------------------------

namespace {

// The encoding a `coding[:=]` comment on line 1 or 2 names ("" if none).
std::string find_source_coding(std::string_view source) {
  size_t line_start = source.compare(0, 3, "\xEF\xBB\xBF") == 0 ? 3 : 0;  // after a UTF-8 signature
  for (int line = 0; line < 2 && line_start < source.size(); line++) {
    size_t end = source.find_first_of("\r\n", line_start);
    if (end == std::string_view::npos) end = source.size();
    std::string_view text = source.substr(line_start, end - line_start);
    size_t p = text.find_first_not_of(" \t\f");
    if (p == std::string_view::npos || text[p] != '#') {
      // Only a blank or comment first line lets line 2 declare it.
      if (p != std::string_view::npos) return "";
    } else {
      for (size_t k = text.find("coding", p); k != std::string_view::npos; k = text.find("coding", k + 1)) {
        size_t q = k + 6;
        if (q >= text.size() || (text[q] != ':' && text[q] != '=')) continue;
        q = text.find_first_not_of(" \t", q + 1);
        if (q == std::string_view::npos) break;
        size_t e = q;
        while (e < text.size() && (std::isalnum(static_cast<unsigned char>(text[e])) || text[e] == '-' ||
                                   text[e] == '_' || text[e] == '.'))
          e++;
        if (e > q) return std::string(text.substr(q, e - q));
        break;
      }
    }
    line_start = end;
    if (line_start < source.size() && source[line_start] == '\r') line_start++;
    if (line_start < source.size() && source[line_start] == '\n') line_start++;
  }
  return "";
}

}  // namespace

namespace {

// CPython's tokenizer takes two spellings by their first 12 characters ('_'
// read as '-', any case): "utf-8" and "utf-8-..." (utf-8-sig too) are read
// as UTF-8 by the tokenizer itself; "latin-1", "iso-8859-1", "iso-latin-1"
// and their "-..." forms are Latin-1. Other names go to the codec.
const char* cookie_normal_name(std::string_view coding) {
  std::string buf;
  for (size_t i = 0; i < coding.size() && i < 12; i++)
    buf += coding[i] == '_' ? '-' : static_cast<char>(std::tolower(static_cast<unsigned char>(coding[i])));
  auto starts = [&](const char* p) { return buf.compare(0, strlen(p), p) == 0; };
  if (buf == "utf-8" || starts("utf-8-")) return "utf-8";
  if (buf == "latin-1" || buf == "iso-8859-1" || buf == "iso-latin-1" || starts("latin-1-") ||
      starts("iso-8859-1-") || starts("iso-latin-1-"))
    return "latin-1";
  return nullptr;
}

}  // namespace

SourceDecode decode_source(std::string& source, std::string& coding, CodecError& err) {
  coding = find_source_coding(source);
  if (coding.empty()) return SourceDecode::Ok;
  Codec c;
  const char* normal = cookie_normal_name(coding);
  if (normal && !strcmp(normal, "utf-8")) return SourceDecode::Ok;  // the lexer checks it
  if (source.compare(0, 3, "\xEF\xBB\xBF") == 0) {
    coding = (normal ? std::string("iso-8859-1") : coding) + " with BOM";
    return SourceDecode::BomMismatch;
  }
  if (!find_codec(normal ? normal : coding, c)) return SourceDecode::UnknownCoding;
  std::string text;
  TextDecoder dec(c, ErrorMode::Strict);
  if (!dec.decode(source, true, text, err)) return SourceDecode::Invalid;
  source = std::move(text);
  return SourceDecode::Ok;
}

std::string codec_error_message(const CodecError& err, std::string_view object, bool decoding) {
  if (decoding) object.remove_prefix(err.object_offset);
  char buf[256];
  const char* verb = decoding ? "decode" : "encode";
  if (err.end - err.start != 1) {
    snprintf(buf, sizeof buf, "'%s' codec can't %s %s in position %zu-%zu: %s", err.codec, verb,
             decoding ? "bytes" : "characters", err.start, err.end - 1, err.reason);
  } else if (decoding) {
    snprintf(buf, sizeof buf, "'%s' codec can't decode byte 0x%02x in position %zu: %s", err.codec,
             static_cast<unsigned char>(object[err.start]), err.start, err.reason);
  } else {
    std::string text(object);
    size_t at = 0;
    for (size_t k = 0; k < err.start && at < text.size(); k++) at += utf8_len_at(text, at);
    snprintf(buf, sizeof buf, "'%s' codec can't encode character '%s' in position %zu: %s", err.codec,
             escape_cp(utf8_decode_at(text, at)).c_str(), err.start, err.reason);
  }
  return buf;
}

}  // namespace tpy
