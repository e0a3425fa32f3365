// test_codec.cpp — the text codecs of vm/codec.h without a VM: names,
// byte-order marks, CPython's error positions and messages, and that an
// incremental decoder fed a stream in random pieces gives what one call
// over the whole stream gives (what text files rely on).
#include <catch2/catch.hpp>

#include <random>
#include <string>

#include "vm/codec.h"

using namespace tpy;

namespace {

std::string decode_all(Codec c, std::string_view data, ErrorMode e = ErrorMode::Strict) {
  std::string out;
  CodecError err;
  if (!TextDecoder(c, e).decode(data, true, out, err)) return "error: " + codec_error_message(err, data, true);
  return out;
}

}  // namespace

TEST_CASE("codec names are normalised as CPython does", "[codec]") {
  Codec c;
  REQUIRE(find_codec("UTF8", c));
  CHECK(c == Codec::Utf8);
  REQUIRE(find_codec(" Latin--1 ", c));
  CHECK(c == Codec::Latin1);
  REQUIRE(find_codec("windows-1252", c));
  CHECK(c == Codec::Cp1252);
  REQUIRE(find_codec("UTF-16BE", c));
  CHECK(c == Codec::Utf16Be);
  CHECK_FALSE(find_codec("utf.8", c));
  CHECK_FALSE(find_codec("utf8-sig", c));
}

TEST_CASE("byte-order marks choose the byte order and are skipped", "[codec]") {
  CHECK(decode_all(Codec::Utf16, std::string("\xfe\xff\x00h", 4)) == "h");
  CHECK(decode_all(Codec::Utf16, std::string("\xff\xfeh\x00", 4)) == "h");
  CHECK(decode_all(Codec::Utf32, std::string("\x00\x00\xfe\xff\x00\x00\x00h", 8)) == "h");
  CHECK(decode_all(Codec::Utf8Sig, "\xef\xbb\xbfok") == "ok");
  CHECK(decode_all(Codec::Utf8, "\xef\xbb\xbfok") == "\xef\xbb\xbfok");
}

TEST_CASE("decode errors carry CPython's positions and reasons", "[codec]") {
  CHECK(decode_all(Codec::Utf8, "a\xff") ==
        "error: 'utf-8' codec can't decode byte 0xff in position 1: invalid start byte");
  CHECK(decode_all(Codec::Utf8, "\xe2\x82") ==
        "error: 'utf-8' codec can't decode bytes in position 0-1: unexpected end of data");
  CHECK(decode_all(Codec::Utf16Le, std::string("\x00\xdc", 2)) ==
        "error: 'utf-16-le' codec can't decode bytes in position 0-1: illegal encoding");
  CHECK(decode_all(Codec::Cp1252, "\x81") ==
        "error: 'charmap' codec can't decode byte 0x81 in position 0: character maps to <undefined>");
  CHECK(decode_all(Codec::Utf8Sig, "\xef\xbb\xbf\xff") ==
        "error: 'utf-8' codec can't decode byte 0xff in position 0: invalid start byte");
  CHECK(decode_all(Codec::Utf8, "a\xff", ErrorMode::SurrogateEscape) == "a\xed\xb3\xbf");
}

TEST_CASE("encoding refuses what a codec cannot hold", "[codec]") {
  std::string out;
  CodecError err;
  CHECK_FALSE(encode_text(Codec::Ascii, ErrorMode::Strict, "ab\xc3\xa9\xc3\xa9", false, out, err));
  CHECK(codec_error_message(err, "ab\xc3\xa9\xc3\xa9", false) ==
        "'ascii' codec can't encode characters in position 2-3: ordinal not in range(128)");
  CHECK_FALSE(encode_text(Codec::Utf8, ErrorMode::Strict, "\xed\xa0\x80", false, out, err));
  CHECK(encode_text(Codec::Utf16, ErrorMode::Strict, "a", true, out, err));
  CHECK(out == std::string("\xff\xfe" "a\x00", 4));
  CHECK(encodes_unchanged(Codec::Utf8, "caf\xc3\xa9"));
  CHECK_FALSE(encodes_unchanged(Codec::Latin1, "caf\xc3\xa9"));
}

TEST_CASE("decoding in pieces equals decoding at once", "[codec]") {
  const Codec codecs[] = {Codec::Utf8, Codec::Utf8Sig, Codec::Ascii, Codec::Latin1, Codec::Cp1252, Codec::Utf16,
                          Codec::Utf16Le, Codec::Utf16Be, Codec::Utf32, Codec::Utf32Le, Codec::Utf32Be};
  const ErrorMode modes[] = {ErrorMode::Strict, ErrorMode::Ignore, ErrorMode::Replace, ErrorMode::BackslashReplace,
                             ErrorMode::SurrogateEscape};
  std::mt19937 rng(20);
  for (int iter = 0; iter < 20000; iter++) {
    std::string data;
    int n = static_cast<int>(rng() % 24);
    for (int k = 0; k < n; k++) data += static_cast<char>(rng() % 2 ? rng() % 256 : "\xff\xfe\xef\xbb\xbf\xd8\xdc\x00"[rng() % 8]);
    Codec c = codecs[rng() % 11];
    ErrorMode e = modes[rng() % 5];
    std::string whole, parts;
    CodecError err;
    bool ok_whole = TextDecoder(c, e).decode(data, true, whole, err);
    TextDecoder d(c, e);
    bool ok_parts = true;
    for (size_t at = 0; ok_parts && at < data.size();) {
      size_t len = std::min<size_t>(1 + rng() % 5, data.size() - at);
      ok_parts = d.decode(std::string_view(data).substr(at, len), false, parts, err);
      at += len;
    }
    if (ok_parts) ok_parts = d.decode("", true, parts, err);
    REQUIRE(ok_whole == ok_parts);
    if (ok_whole) REQUIRE(whole == parts);
  }
}

TEST_CASE("PEP 263 coding comments decode source bytes", "[codec]") {
  std::string coding;
  CodecError err;
  std::string src = "# -*- coding: latin-1 -*-\ns = '\xe9'\n";
  CHECK(decode_source(src, coding, err) == SourceDecode::Ok);
  CHECK(src == "# -*- coding: latin-1 -*-\ns = '\xc3\xa9'\n");
  std::string bad = "#!/bin/sh\n# coding=klingon\n";
  CHECK(decode_source(bad, coding, err) == SourceDecode::UnknownCoding);
  CHECK(coding == "klingon");
  std::string late = "x = 1\n# coding: klingon\n";
  CHECK(decode_source(late, coding, err) == SourceDecode::Ok);
}
