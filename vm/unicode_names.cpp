// unicode_names.cpp — decodes the generated name table (unicode_names_data.cpp)
// for unicode_lookup / unicode_name. Hangul syllable names are computed from
// their jamo (Unicode 3.12); the encoding of the table is described in
// scripts/gen_unicode_names.py.
#include "vm/unicode_names.h"

#include <cstdio>
#include <cstring>
#include <vector>

#include "vm/unicode_names_data.h"

namespace tpy {

namespace {

using namespace uname_data;

// Symbol value: the alphabet is printable ASCII without '"' and '\\'.
inline int sym(char c) { return c - 0x20 - (c > '"') - (c > '\\'); }

// Start offset of every word in kWords (plus one past the last), built on
// the first lookup rather than at start-up.
const std::vector<uint32_t>& word_offsets() {
  static const std::vector<uint32_t> offsets = [] {
    std::vector<uint32_t> o;
    o.reserve((size_t)kWordCount + 1);
    o.push_back(0);
    for (uint32_t i = 0; kWords[i]; i++)
      if (kWords[i] == ' ') o.push_back(i + 1);
    return o;
  }();
  return offsets;
}

std::string_view word(int rank) {
  const auto& o = word_offsets();
  return std::string_view(kWords + o[(size_t)rank], o[(size_t)rank + 1] - o[(size_t)rank] - 1);
}

// Calls f(cp, words, count) for every stored name in code point order until
// f returns true.
template <class F>
void each_name(F&& f) {
  const int S = kOneSymbolWords, M = kTwoSymbolLeads, B = kBase;
  const char* p = kNames;
  int32_t cp = -1;
  int words[64];
  while (*p) {
    int h = sym(*p++);
    if (h == kSkip) {
      int d = 0;
      for (int k = 0; k < 4; k++) d = d * B + sym(*p++);
      cp += d + 2;
      h = sym(*p++);
    } else {
      cp += 1;
    }
    int n = h;  // the first h words repeat the previous name's
    for (;;) {
      int v = sym(*p++);
      if (v == 0) break;
      int r;
      if (v <= S) {
        r = v - 1;
      } else if (v <= S + M) {
        r = S + (v - S - 1) * B + sym(*p++);
      } else {
        int a = sym(*p++);
        int b = sym(*p++);
        r = S + M * B + ((v - S - M - 1) * B + a) * B + b;
      }
      words[n++] = r;
    }
    if (f(cp, words, n)) return;
  }
}

// ---- Hangul syllables: SBase + (L * VCount + V) * TCount + T
constexpr uint32_t kSBase = 0xAC00;
constexpr int kLCount = 19, kVCount = 21, kTCount = 28;
constexpr const char* kJamoL[kLCount] = {"G", "GG", "N", "D", "DD", "R", "M", "B", "BB", "S",
                                         "SS", "", "J", "JJ", "C", "K", "T", "P", "H"};
constexpr const char* kJamoV[kVCount] = {"A", "AE", "YA", "YAE", "EO", "E", "YEO", "YE", "O", "WA", "WAE",
                                         "OE", "YO", "U", "WEO", "WE", "WI", "YU", "EU", "YI", "I"};
constexpr const char* kJamoT[kTCount] = {"", "G", "GG", "GS", "N", "NJ", "NH", "D", "L", "LG",
                                         "LM", "LB", "LS", "LT", "LP", "LH", "M", "B", "BS", "S",
                                         "SS", "NG", "J", "C", "K", "T", "P", "H"};
constexpr const char kHangulPrefix[] = "HANGUL SYLLABLE ";
constexpr const char kCjkPrefix[] = "CJK UNIFIED IDEOGRAPH";

// Longest jamo of `table` that `s` starts with (case-sensitive, as CPython):
// its index, or -1; *len is its length.
int find_jamo(std::string_view s, const char* const* table, int count, size_t* len) {
  int best = -1;
  size_t best_len = 0;
  for (int i = 0; i < count; i++) {
    size_t l = std::strlen(table[i]);
    if ((best >= 0 && l <= best_len) || l > s.size() || s.compare(0, l, table[i]) != 0) continue;
    best = i;
    best_len = l;
  }
  *len = best_len;
  return best;
}

int32_t lookup_hangul(std::string_view rest) {
  size_t len;
  int l = find_jamo(rest, kJamoL, kLCount, &len);
  rest.remove_prefix(len);
  int v = find_jamo(rest, kJamoV, kVCount, &len);
  rest.remove_prefix(len);
  int t = find_jamo(rest, kJamoT, kTCount, &len);
  rest.remove_prefix(len);
  if (l < 0 || v < 0 || t < 0 || !rest.empty()) return -1;
  return (int32_t)(kSBase + (uint32_t)((l * kVCount + v) * kTCount + t));
}

// Upper-case hex digits only; -1 when any other character appears.
int32_t parse_upper_hex(std::string_view s) {
  int32_t v = 0;
  for (char c : s) {
    if (c >= '0' && c <= '9') v = v * 16 + (c - '0');
    else if (c >= 'A' && c <= 'F') v = v * 16 + (c - 'A' + 10);
    else return -1;
  }
  return v;
}

bool starts_with(std::string_view s, std::string_view p) { return s.size() >= p.size() && s.compare(0, p.size(), p) == 0; }

// A PREFIX-XXXX name of a range: CJK unified ideographs take 4 or 5 hex
// digits matched case-sensitively (`exact`), the others exactly "%04X" of
// a code point after upper-casing.
int32_t lookup_range(std::string_view exact, std::string_view upper) {
  for (int i = 0; i < kRangeCount; i++) {
    const NameRange& r = kRanges[i];
    std::string_view prefix = kRangePrefixes[r.prefix];
    bool cjk = prefix == kCjkPrefix;
    std::string_view s = cjk ? exact : upper;
    if (!starts_with(s, prefix) || s.size() <= prefix.size() || s[prefix.size()] != '-') continue;
    std::string_view hex = s.substr(prefix.size() + 1);
    if (cjk ? (hex.size() != 4 && hex.size() != 5) : (hex.size() < 4 || hex.size() > 6)) continue;
    int32_t cp = parse_upper_hex(hex);
    if (cp < 0 || (uint32_t)cp < r.lo || (uint32_t)cp > r.hi) continue;
    if (!cjk) {
      char buf[16];
      std::snprintf(buf, sizeof buf, "%04X", (unsigned)cp);
      if (hex != buf) continue;
    }
    return cp;
  }
  return -1;
}

bool equal_upper(std::string_view upper, const char* name) {
  size_t i = 0;
  for (; name[i]; i++)
    if (i >= upper.size() || upper[i] != name[i]) return false;
  return i == upper.size();
}

}  // namespace

int32_t unicode_lookup(std::string_view name) {
  std::string upper(name);
  for (char& c : upper)
    if (c >= 'a' && c <= 'z') c = (char)(c - 32);
  if (starts_with(name, kHangulPrefix)) {
    int32_t cp = lookup_hangul(name.substr(sizeof kHangulPrefix - 1));
    if (cp >= 0) return cp;
  }
  int32_t cp = lookup_range(name, upper);
  if (cp >= 0) return cp;
  for (int i = 0; i < kAliasCount; i++)
    if (equal_upper(upper, kAliases[i].name)) return (int32_t)kAliases[i].cp;
  std::string_view q = upper;
  each_name([&](int32_t c, const int* words, int n) {
    size_t pos = 0;
    for (int i = 0; i < n; i++) {
      if (i > 0) {
        if (pos >= q.size() || q[pos] != ' ') return false;
        pos++;
      }
      std::string_view w = word(words[i]);
      if (q.compare(pos, w.size(), w) != 0) return false;
      pos += w.size();
    }
    if (pos != q.size()) return false;
    cp = c;
    return true;
  });
  return cp;
}

std::string unicode_name(uint32_t cp) {
  if (cp >= kSBase && cp < kSBase + (uint32_t)(kLCount * kVCount * kTCount)) {
    uint32_t s = cp - kSBase;
    return std::string(kHangulPrefix) + kJamoL[s / (kVCount * kTCount)] + kJamoV[s % (kVCount * kTCount) / kTCount] +
           kJamoT[s % kTCount];
  }
  for (int i = 0; i < kRangeCount; i++) {
    if (cp < kRanges[i].lo || cp > kRanges[i].hi) continue;
    char buf[16];
    std::snprintf(buf, sizeof buf, "-%04X", (unsigned)cp);
    return std::string(kRangePrefixes[kRanges[i].prefix]) + buf;
  }
  std::string out;
  each_name([&](int32_t c, const int* words, int n) {
    if ((uint32_t)c < cp) return false;
    if ((uint32_t)c == cp) {
      for (int i = 0; i < n; i++) {
        if (i) out += ' ';
        out += word(words[i]);
      }
    }
    return true;
  });
  return out;
}

}  // namespace tpy
