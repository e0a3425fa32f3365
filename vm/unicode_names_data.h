// unicode_names_data.h — the generated Unicode name table (vm/unicode_names_data.cpp,
// written by scripts/gen_unicode_names.py; its docstring describes the encoding).
// Read only by vm/unicode_names.cpp; everyone else calls vm/unicode_names.h.
#pragma once
#include <cstdint>

namespace tpy::uname_data {

// Code points lo..hi named PREFIX-XXXX (their own value in uppercase hex).
struct NameRange {
  uint32_t lo, hi;
  int prefix;  // index into kRangePrefixes
};
struct NameAlias {
  const char* name;
  uint32_t cp;
};

extern const char kAlphabet[];
extern const int kBase, kOneSymbolWords, kTwoSymbolLeads, kSkip, kWordCount;
extern const char kWords[];
extern const char kNames[];
extern const char* const kRangePrefixes[];
extern const NameRange kRanges[];
extern const int kRangeCount;
extern const NameAlias kAliases[];
extern const int kAliasCount;

}  // namespace tpy::uname_data
