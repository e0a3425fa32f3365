// unicode_names.h — Unicode character names (Unicode 14.0.0, as CPython 3.11):
// the \N{...} escape in str literals and the unicodedata module's lookup/name.
// Nothing is built at start-up: each call decodes the compressed table
// (vm/unicode_names_data.cpp) linearly, so calls are slow-ish (well under a
// millisecond) and meant for literals and explicit lookups, not hot loops.
#pragma once
#include <cstdint>
#include <string>
#include <string_view>

namespace tpy {

// The code point named `name`, or -1. Matching is case-insensitive except
// for the computed "CJK UNIFIED IDEOGRAPH-XXXX" and "HANGUL SYLLABLE X"
// names (as CPython); formal aliases (NameAliases.txt) are accepted.
// Never allocates on the heap beyond a lazily built word-offset index.
int32_t unicode_lookup(std::string_view name);

// The character name of `cp`, or "" when it has none (controls, unassigned).
std::string unicode_name(uint32_t cp);

}  // namespace tpy
