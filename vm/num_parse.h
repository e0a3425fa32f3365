// vm/num_parse.h — text -> number with the exact rules of int(), float() and
// complex(), plus py_repr_str (repr() of a str) used by their error messages.
// Entry points: parse_int, parse_float, parse_complex, py_repr_str.
// Number literals in source code are the tokenizer's business, not this file's.
#pragma once

#include "vm/bigint.h"

#include <cstdint>
#include <string>
#include <string_view>

namespace tpy {

// CPython's default sys.int_max_str_digits (3.11.7).
constexpr int64_t kDefaultMaxStrDigits = 4300;

// int(text, base). `text` is valid UTF-8 (surrogates may appear WTF-8 encoded).
// Accepts surrounding Unicode whitespace, a sign, Unicode decimal digits,
// single underscores between digits (and one right after a 0x/0o/0b prefix),
// base 0 auto-detection (rejecting "010"). Every failure is a ValueError whose
// text is left in `err`: "int() base must be >= 2 and <= 36, or 0",
// "invalid literal for int() with base 10: '...'" (repr cut to 200 chars), or
// the int_max_str_digits message when a non-power-of-two base has more than
// `max_str_digits` digits (0 disables the limit). Allocates; never throws.
[[nodiscard]] bool parse_int(std::string_view text, int base, BigInt& out, std::string& err,
                             int64_t max_str_digits = kDefaultMaxStrDigits);

// float(text): whitespace, sign, underscores between digits, inf/infinity/nan
// in any case. Overflow gives ±inf, underflow ±0.0 (as CPython). Failure is a
// ValueError "could not convert string to float: '...'".
[[nodiscard]] bool parse_float(std::string_view text, double& out, std::string& err);

// complex(text): "1+2j", "(1-j)", "j", "infj", ... Failure is a ValueError
// "complex() arg is a malformed string".
[[nodiscard]] bool parse_complex(std::string_view text, double& real, double& imag,
                                 std::string& err);

// repr() of a str given as UTF-8: quote choice, \\ \n \r \t escapes, \xNN /
// \uNNNN / \UNNNNNNNN for non-printable code points (str.isprintable(),
// Unicode 14.0 as in CPython 3.11).
std::string py_repr_str(std::string_view utf8);
// str.isprintable() of one code point (the table behind py_repr_str).
bool unicode_printable(uint32_t cp);

}  // namespace tpy
