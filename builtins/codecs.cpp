// codecs.cpp — UTF-8 / ASCII / Latin-1 codecs for str and bytes (see
// codecs.h). Strings are already UTF-8 inside, so UTF-8 is a validation
// pass on decode and a copy on encode.
#include "builtins/codecs.h"

#include <cctype>
#include <cstdio>

#include "builtins/utf8.h"

namespace tpy {

namespace {

enum class Codec { Utf8, Ascii, Latin1, Unknown };

// CPython normalises names: case-insensitive, '-' and ' ' read as '_'.
Codec find_codec(std::string_view name) {
  std::string n;
  for (char c : name) n += (c == '-' || c == ' ') ? '_' : static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  if (n == "utf_8" || n == "utf8" || n == "u8" || n == "utf" || n == "cp65001" || n == "utf8_ucs2" ||
      n == "utf8_ucs4")
    return Codec::Utf8;
  if (n == "ascii" || n == "us_ascii" || n == "646" || n == "us") return Codec::Ascii;
  if (n == "latin_1" || n == "latin1" || n == "iso_8859_1" || n == "iso8859_1" || n == "8859" || n == "cp819" ||
      n == "latin" || n == "l1")
    return Codec::Latin1;
  return Codec::Unknown;
}

const char* codec_name(Codec c) {
  switch (c) {
    case Codec::Utf8: return "utf-8";
    case Codec::Ascii: return "ascii";
    case Codec::Latin1: return "latin-1";
    case Codec::Unknown: break;
  }
  return "unknown";
}

bool check_codec(VM& vm, std::string_view encoding, Codec& c) {
  c = find_codec(encoding);
  if (c == Codec::Unknown)
    return vm.raisef(vm.exc.LookupError, "unknown encoding: %.*s", static_cast<int>(encoding.size()), encoding.data());
  return true;
}

enum class Handler { Strict, Ignore, Replace, BackslashReplace, Unknown };

Handler find_handler(std::string_view e) {
  if (e == "strict") return Handler::Strict;
  if (e == "ignore") return Handler::Ignore;
  if (e == "replace") return Handler::Replace;
  if (e == "backslashreplace") return Handler::BackslashReplace;
  return Handler::Unknown;
}

bool unknown_handler(VM& vm, std::string_view errors) {
  return vm.raisef(vm.exc.LookupError, "unknown error handler name '%.*s'", static_cast<int>(errors.size()),
                   errors.data());
}

// The escaped form CPython prints for a code point in codec messages.
std::string escape_cp(uint32_t cp) {
  char buf[16];
  if (cp < 0x100) snprintf(buf, sizeof buf, "\\x%02x", cp);
  else if (cp < 0x10000) snprintf(buf, sizeof buf, "\\u%04x", cp);
  else snprintf(buf, sizeof buf, "\\U%08x", cp);
  return buf;
}

bool raise_decode(VM& vm, Codec c, std::string_view data, size_t pos, size_t len, const char* reason) {
  if (len <= 1) {
    return vm.raisef(vm.exc.UnicodeDecodeError, "'%s' codec can't decode byte 0x%02x in position %zu: %s",
                     codec_name(c), static_cast<unsigned char>(data[pos]), pos, reason);
  }
  return vm.raisef(vm.exc.UnicodeDecodeError, "'%s' codec can't decode bytes in position %zu-%zu: %s",
                   codec_name(c), pos, pos + len - 1, reason);
}

}  // namespace

bool decode_bytes(VM& vm, std::string_view data, std::string_view encoding, std::string_view errors,
                  std::string& out) {
  Codec c;
  if (!check_codec(vm, encoding, c)) return false;
  out.clear();
  out.reserve(data.size());
  if (c == Codec::Latin1) {
    for (unsigned char b : data) utf8_encode(b, out);
    return true;
  }
  Handler h = find_handler(errors);
  size_t i = 0;
  while (i < data.size()) {
    size_t bad_pos = 0, bad_len = 1;
    const char* reason = "ordinal not in range(128)";
    if (c == Codec::Ascii) {
      size_t j = i;
      while (j < data.size() && static_cast<unsigned char>(data[j]) < 0x80) j++;
      out.append(data.substr(i, j - i));
      if (j == data.size()) break;
      bad_pos = j;
    } else {
      std::string_view rest = data.substr(i);
      if (utf8_validate(rest, &bad_pos, &bad_len)) { out.append(rest); break; }
      out.append(rest.substr(0, bad_pos));
      unsigned char lead = static_cast<unsigned char>(rest[bad_pos]);
      if (lead < 0xC2 || lead > 0xF4) reason = "invalid start byte";
      else if (bad_pos + bad_len >= rest.size()) reason = "unexpected end of data";
      else reason = "invalid continuation byte";
      bad_pos += i;
    }
    switch (h) {
      case Handler::Strict: return raise_decode(vm, c, data, bad_pos, bad_len, reason);
      case Handler::Ignore: break;
      case Handler::Replace: out += "\xEF\xBF\xBD"; break;
      case Handler::BackslashReplace:
        for (size_t k = 0; k < bad_len; k++) {
          char buf[8];
          snprintf(buf, sizeof buf, "\\x%02x", static_cast<unsigned char>(data[bad_pos + k]));
          out += buf;
        }
        break;
      case Handler::Unknown: return unknown_handler(vm, errors);
    }
    i = bad_pos + bad_len;
  }
  return true;
}

bool encode_str(VM& vm, const Str* s, std::string_view encoding, std::string_view errors, std::string& out) {
  Codec c;
  if (!check_codec(vm, encoding, c)) return false;
  if (c == Codec::Utf8 || s->ascii) { out = s->s; return true; }
  const uint32_t limit = c == Codec::Ascii ? 0x80 : 0x100;
  Handler h = find_handler(errors);
  out.clear();
  std::string_view text = s->s;
  size_t i = 0;
  int64_t index = 0;
  while (i < text.size()) {
    uint32_t cp = utf8_decode(text, i);
    if (cp < limit) { out.push_back(static_cast<char>(cp)); index++; continue; }
    switch (h) {
      case Handler::Strict: {
        // CPython reports the whole run of unencodable characters.
        int64_t end = index + 1;
        size_t j = i;
        while (j < text.size()) {
          size_t k = j;
          if (utf8_decode(text, k) < limit) break;
          j = k;
          end++;
        }
        const char* range = c == Codec::Ascii ? "ordinal not in range(128)" : "ordinal not in range(256)";
        if (end == index + 1) {
          return vm.raisef(vm.exc.UnicodeEncodeError, "'%s' codec can't encode character '%s' in position %lld: %s",
                           codec_name(c), escape_cp(cp).c_str(), static_cast<long long>(index), range);
        }
        return vm.raisef(vm.exc.UnicodeEncodeError, "'%s' codec can't encode characters in position %lld-%lld: %s",
                         codec_name(c), static_cast<long long>(index), static_cast<long long>(end - 1), range);
      }
      case Handler::Ignore: break;
      case Handler::Replace: out.push_back('?'); break;
      case Handler::BackslashReplace: out += escape_cp(cp); break;
      case Handler::Unknown: return unknown_handler(vm, errors);
    }
    index++;
  }
  return true;
}

}  // namespace tpy
