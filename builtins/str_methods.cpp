// str_methods.cpp — the str type: constructor (str(x), str(b, encoding)),
// case mapping and the is* predicates (ASCII fast paths, builtins/unicode.h
// otherwise), strip/pad/zfill, encode, format/format_map, maketrans/
// translate, and the operator dunders that need no interpreter help.
// Searching and splitting are builtins/str_search.cpp; format engines are
// builtins/str_format.cpp and percent_format.cpp. Entry: init_str_type.
#include <functional>

#include "builtins/builtins_a.h"
#include "builtins/codecs.h"
#include "builtins/format.h"
#include "builtins/str_util.h"
#include "builtins/unicode.h"
#include "vm/dict.h"
#include "vm/repeat.h"

namespace tpy {

namespace {

// ---- constructor -------------------------------------------------------------

bool str_construct(VM& vm, CallArgs& a, Value& out) {
  Value v[3];
  if (!bind_args(vm, a, "str", {"object", "encoding", "errors"}, 0, v)) return false;
  if (v[0].is_undef() && v[1].is_undef() && v[2].is_undef()) { out = Value::object(vm.names.empty); return true; }
  if (v[1].is_undef() && v[2].is_undef()) {
    if (!v[0].is_undef() && v[0].is_obj() && v[0].o->type == vm.t.str) { out = v[0]; return true; }
    Str* s = nullptr;
    if (!to_str(vm, v[0], s)) return false;
    out = Value::object(s);
    return true;
  }
  std::string_view encoding = "utf-8", errors = "strict";
  Str* tmp = nullptr;
  if (!v[1].is_undef()) {
    if (!arg_str(vm, v[1], tmp, "str", "'encoding'")) return false;
    encoding = tmp->text();
  }
  if (!v[2].is_undef()) {
    if (!arg_str(vm, v[2], tmp, "str", "'errors'")) return false;
    errors = tmp->text();
  }
  if (v[0].is_undef()) { out = Value::object(vm.names.empty); return true; }
  if (is_str(v[0])) return vm.raise(vm.exc.TypeError, "decoding str is not supported");
  if (!is_layout(v[0], Layout::Bytes)) {
    return vm.raisef(vm.exc.TypeError, "decoding to str: need a bytes-like object, %s found", type_name(vm, v[0]));
  }
  std::string text;
  if (!decode_bytes(vm, as<Bytes>(v[0])->s, encoding, errors, text)) return false;
  out = vm.str_value(std::move(text));
  return true;
}

// The call machinery passes the class being built as args[0] (vm/call.cpp).
bool str_ctor(VM& vm, CallArgs& a, Value& out) {
  TypeObject* cls = as<TypeObject>(a.args[0]);
  CallArgs rest{a.args + 1, a.nargs - 1, a.kwnames};
  if (!str_construct(vm, rest, out)) return false;
  // A subclass instance is always a new object (the caller retypes it).
  if (cls != vm.t.str || ctor_result_is_shared(rest, out)) out = Value::object(vm.alloc<Str>(cls, as_str(out)->text()));
  return true;
}

// ---- case mapping --------------------------------------------------------------

// Maps every code point: ASCII bytes through `ascii`, others through `wide`.
template <class AsciiFn, class WideFn>
bool map_case(VM& vm, CallArgs& a, Value& out, const char* name, AsciiFn ascii, WideFn wide) {
  Str* s = nullptr;
  if (!self_str(vm, a, name, s)) return false;
  std::string r;
  r.reserve(s->text().size());
  std::string_view t = s->text();
  for (size_t i = 0; i < t.size();) {
    unsigned char c = static_cast<unsigned char>(t[i]);
    if (c < 0x80) { r.push_back(ascii(static_cast<char>(c))); i++; continue; }
    wide(utf8_decode(t, i), r);
  }
  out = r == s->text() && s->type == vm.t.str ? Value::object(s) : vm.str_value(std::move(r));
  return true;
}

char ascii_upper(char c) { return c >= 'a' && c <= 'z' ? static_cast<char>(c - 32) : c; }
char ascii_lower(char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c + 32) : c; }

bool str_upper(VM& vm, CallArgs& a, Value& out) { return map_case(vm, a, out, "upper", ascii_upper, uni_append_upper); }
// lower() maps Σ to final ς at the end of a word (after a cased letter and
// not before one), as Unicode's Final_Sigma rule says.
bool str_lower(VM& vm, CallArgs& a, Value& out) {
  Str* s = nullptr;
  if (!self_str(vm, a, "lower", s)) return false;
  if (s->ascii || s->text().find("\xCE\xA3") == std::string::npos)
    return map_case(vm, a, out, "lower", ascii_lower, uni_append_lower);
  std::u32string cps = utf8_to_u32(s->text());
  std::string r;
  r.reserve(s->text().size());
  for (size_t i = 0; i < cps.size(); i++) {
    uint32_t cp = cps[i];
    if (cp == 0x3A3) {
      bool before = i > 0 && uni_is_cased(cps[i - 1]);
      bool after = i + 1 < cps.size() && uni_is_cased(cps[i + 1]);
      utf8_encode(before && !after ? 0x3C2 : 0x3C3, r);
      continue;
    }
    uni_append_lower(cp, r);
  }
  out = vm.str_value(std::move(r));
  return true;
}
bool str_casefold(VM& vm, CallArgs& a, Value& out) {
  return map_case(vm, a, out, "casefold", ascii_lower, uni_append_casefold);
}
bool str_swapcase(VM& vm, CallArgs& a, Value& out) {
  return map_case(
      vm, a, out, "swapcase", [](char c) { return c >= 'a' && c <= 'z' ? ascii_upper(c) : ascii_lower(c); },
      [](uint32_t cp, std::string& r) {
        if (uni_is_upper(cp)) uni_append_lower(cp, r);
        else if (uni_is_lower(cp)) uni_append_upper(cp, r);
        else utf8_encode(cp, r);
      });
}

// title(): a cased character after a cased one is lowered, otherwise titled.
bool str_title(VM& vm, CallArgs& a, Value& out) {
  Str* s = nullptr;
  if (!self_str(vm, a, "title", s)) return false;
  std::string r;
  r.reserve(s->text().size());
  std::string_view t = s->text();
  bool prev_cased = false;
  for (size_t i = 0; i < t.size();) {
    uint32_t cp = utf8_decode(t, i);
    if (prev_cased) uni_append_lower(cp, r);
    else uni_append_title(cp, r);
    prev_cased = uni_is_cased(cp);
  }
  out = vm.str_value(std::move(r));
  return true;
}

bool str_capitalize(VM& vm, CallArgs& a, Value& out) {
  Str* s = nullptr;
  if (!self_str(vm, a, "capitalize", s)) return false;
  std::string r;
  r.reserve(s->text().size());
  std::string_view t = s->text();
  for (size_t i = 0; i < t.size();) {
    bool first = i == 0;
    uint32_t cp = utf8_decode(t, i);
    if (first) uni_append_title(cp, r);
    else uni_append_lower(cp, r);
  }
  out = vm.str_value(std::move(r));
  return true;
}

// ---- predicates --------------------------------------------------------------------

// True when s is non-empty and every code point satisfies pred.
template <class Pred>
bool all_code_points(VM& vm, CallArgs& a, Value& out, const char* name, Pred pred) {
  Str* s = nullptr;
  if (!self_str(vm, a, name, s)) return false;
  std::string_view t = s->text();
  bool ok = !t.empty();
  for (size_t i = 0; ok && i < t.size();) ok = pred(utf8_decode(t, i));
  out = Value::boolean(ok);
  return true;
}

bool str_isdigit(VM& vm, CallArgs& a, Value& out) { return all_code_points(vm, a, out, "isdigit", uni_is_digit); }
bool str_isdecimal(VM& vm, CallArgs& a, Value& out) {
  return all_code_points(vm, a, out, "isdecimal", uni_is_decimal);
}
bool str_isnumeric(VM& vm, CallArgs& a, Value& out) {
  return all_code_points(vm, a, out, "isnumeric", uni_is_numeric);
}
bool str_isalpha(VM& vm, CallArgs& a, Value& out) { return all_code_points(vm, a, out, "isalpha", uni_is_alpha); }
bool str_isalnum(VM& vm, CallArgs& a, Value& out) {
  return all_code_points(vm, a, out, "isalnum",
                         [](uint32_t c) { return uni_is_alpha(c) || uni_is_decimal(c) || uni_is_numeric(c); });
}
bool str_isspace(VM& vm, CallArgs& a, Value& out) { return all_code_points(vm, a, out, "isspace", uni_is_space); }

bool str_isascii(VM& vm, CallArgs& a, Value& out) {
  Str* s = nullptr;
  if (!self_str(vm, a, "isascii", s)) return false;
  out = Value::boolean(s->ascii);
  return true;
}

bool str_isprintable(VM& vm, CallArgs& a, Value& out) {
  Str* s = nullptr;
  if (!self_str(vm, a, "isprintable", s)) return false;
  std::string_view t = s->text();
  bool ok = true;
  for (size_t i = 0; ok && i < t.size();) ok = uni_is_printable(utf8_decode(t, i));
  out = Value::boolean(ok);
  return true;
}

// isupper/islower: at least one cased character and none of the other case.
bool case_test(VM& vm, CallArgs& a, Value& out, const char* name, bool upper) {
  Str* s = nullptr;
  if (!self_str(vm, a, name, s)) return false;
  std::string_view t = s->text();
  bool cased = false;
  for (size_t i = 0; i < t.size();) {
    uint32_t cp = utf8_decode(t, i);
    bool up = uni_is_upper(cp) || uni_is_title(cp), low = uni_is_lower(cp);
    if (upper ? (low || uni_is_title(cp)) : up) { out = Value::boolean(false); return true; }
    if (upper ? up : low) cased = true;
  }
  out = Value::boolean(cased);
  return true;
}

bool str_isupper(VM& vm, CallArgs& a, Value& out) { return case_test(vm, a, out, "isupper", true); }
bool str_islower(VM& vm, CallArgs& a, Value& out) { return case_test(vm, a, out, "islower", false); }

bool str_istitle(VM& vm, CallArgs& a, Value& out) {
  Str* s = nullptr;
  if (!self_str(vm, a, "istitle", s)) return false;
  std::string_view t = s->text();
  bool cased = false, prev_cased = false;
  for (size_t i = 0; i < t.size();) {
    uint32_t cp = utf8_decode(t, i);
    if (uni_is_upper(cp) || uni_is_title(cp)) {
      if (prev_cased) { out = Value::boolean(false); return true; }
      prev_cased = cased = true;
    } else if (uni_is_lower(cp)) {
      if (!prev_cased) { out = Value::boolean(false); return true; }
      prev_cased = cased = true;
    } else {
      prev_cased = false;
    }
  }
  out = Value::boolean(cased);
  return true;
}

// Approximates XID_Start / XID_Continue with letters, digits and '_'.
bool str_isidentifier(VM& vm, CallArgs& a, Value& out) {
  Str* s = nullptr;
  if (!self_str(vm, a, "isidentifier", s)) return false;
  std::string_view t = s->text();
  bool ok = !t.empty();
  for (size_t i = 0; ok && i < t.size();) {
    bool first = i == 0;
    uint32_t cp = utf8_decode(t, i);
    ok = cp == '_' || uni_is_alpha(cp) || (!first && (uni_is_decimal(cp) || uni_is_digit(cp) ||
                                                      (cp >= 0x300 && cp <= 0x36F)));
  }
  out = Value::boolean(ok);
  return true;
}

// ---- strip --------------------------------------------------------------------------

bool strip_impl(VM& vm, CallArgs& a, Value& out, const char* name, bool left, bool right) {
  Str* s = nullptr;
  if (!self_str(vm, a, name, s)) return false;
  Str* chars = nullptr;
  if (a.nargs > 1 && !a.args[1].is_none()) {
    if (!is_str(a.args[1])) return vm.raisef(vm.exc.TypeError, "%s arg must be None or str", name);
    chars = as_str(a.args[1]);
  }
  std::string_view t = s->text();
  std::u32string set;
  if (chars && !chars->ascii) set = utf8_to_u32(chars->text());
  auto strip_it = [&](uint32_t cp) {
    if (!chars) return uni_is_space(cp);
    if (chars->ascii) return cp < 0x80 && chars->text().find(static_cast<char>(cp)) != std::string::npos;
    return set.find(static_cast<char32_t>(cp)) != std::u32string::npos;
  };
  size_t b = 0, e = t.size();
  if (left) {
    while (b < e) {
      size_t j = b;
      if (!strip_it(utf8_decode(t, j))) break;
      b = j;
    }
  }
  if (right) {
    while (e > b) {
      size_t p = e - 1;
      while (p > b && (static_cast<unsigned char>(t[p]) & 0xC0) == 0x80) p--;
      size_t j = p;
      if (!strip_it(utf8_decode(t, j))) break;
      e = p;
    }
  }
  out = str_result(vm, s, t.substr(b, e - b));
  return true;
}

bool str_strip(VM& vm, CallArgs& a, Value& out) { return strip_impl(vm, a, out, "strip", true, true); }
bool str_lstrip(VM& vm, CallArgs& a, Value& out) { return strip_impl(vm, a, out, "lstrip", true, false); }
bool str_rstrip(VM& vm, CallArgs& a, Value& out) { return strip_impl(vm, a, out, "rstrip", false, true); }

bool affix_impl(VM& vm, CallArgs& a, Value& out, const char* name, bool prefix) {
  Str* s = nullptr;
  if (!self_str(vm, a, name, s)) return false;
  if (!is_str(a.args[1])) {
    return vm.raisef(vm.exc.TypeError, "%s() argument must be str, not %s", name, type_name(vm, a.args[1]));
  }
  const std::string& x = as_str(a.args[1])->text();
  std::string_view t = s->text();
  if (!x.empty() && x.size() <= t.size()) {
    if (prefix && t.substr(0, x.size()) == x) t.remove_prefix(x.size());
    else if (!prefix && t.substr(t.size() - x.size()) == x) t.remove_suffix(x.size());
  }
  out = str_result(vm, s, t);
  return true;
}

bool str_removeprefix(VM& vm, CallArgs& a, Value& out) { return affix_impl(vm, a, out, "removeprefix", true); }
bool str_removesuffix(VM& vm, CallArgs& a, Value& out) { return affix_impl(vm, a, out, "removesuffix", false); }

// ---- padding -----------------------------------------------------------------------------

// 0 = ljust, 1 = rjust, 2 = center.
bool pad_impl(VM& vm, CallArgs& a, Value& out, const char* name, int mode) {
  Str* s = nullptr;
  int64_t width = 0;
  if (!self_str(vm, a, name, s) || !arg_int64(vm, a.args[1], width)) return false;
  std::string fill = " ";
  if (a.nargs > 2) {
    Value f = a.args[2];
    if (!is_str(f)) {
      return vm.raisef(vm.exc.TypeError, "%s() argument 2 must be str, not %s", name, type_name(vm, f));
    }
    if (as_str(f)->length() != 1)
      return vm.raise(vm.exc.TypeError, "The fill character must be exactly one character long");
    fill = as_str(f)->text();
  }
  if (width <= s->length()) { out = str_result(vm, s, s->text()); return true; }
  int64_t marg = width - s->length(), left = 0;
  if (mode == 1) left = marg;
  else if (mode == 2) left = marg / 2 + (marg & width & 1);
  std::string r;
  r.reserve(static_cast<size_t>(marg) * fill.size() + s->text().size());
  for (int64_t i = 0; i < left; i++) r += fill;
  r += s->text();
  for (int64_t i = left; i < marg; i++) r += fill;
  out = vm.str_value(std::move(r));
  return true;
}

bool str_ljust(VM& vm, CallArgs& a, Value& out) { return pad_impl(vm, a, out, "ljust", 0); }
bool str_rjust(VM& vm, CallArgs& a, Value& out) { return pad_impl(vm, a, out, "rjust", 1); }
bool str_center(VM& vm, CallArgs& a, Value& out) { return pad_impl(vm, a, out, "center", 2); }

bool str_zfill(VM& vm, CallArgs& a, Value& out) {
  Str* s = nullptr;
  int64_t width = 0;
  if (!self_str(vm, a, "zfill", s) || !arg_int64(vm, a.args[1], width)) return false;
  if (width <= s->length()) { out = str_result(vm, s, s->text()); return true; }
  std::string r(static_cast<size_t>(width - s->length()), '0');
  r += s->text();
  if (!s->text().empty() && (s->text()[0] == '+' || s->text()[0] == '-')) {
    r[0] = s->text()[0];
    r[width - s->length()] = '0';
  }
  out = vm.str_value(std::move(r));
  return true;
}

// ---- encode / format -----------------------------------------------------------------------

bool str_encode(VM& vm, CallArgs& a, Value& out) {
  Str* s = nullptr;
  Value v[2];
  if (!self_str(vm, a, "encode", s) || !bind_args(vm, a, "encode", {"encoding", "errors"}, 0, v, true)) return false;
  std::string_view encoding = "utf-8", errors = "strict";
  Str* tmp = nullptr;
  if (!v[0].is_undef()) {
    if (!arg_str(vm, v[0], tmp, "encode", "'encoding'")) return false;
    encoding = tmp->text();
  }
  if (!v[1].is_undef()) {
    if (!arg_str(vm, v[1], tmp, "encode", "'errors'")) return false;
    errors = tmp->text();
  }
  std::string bytes;
  if (!encode_str(vm, s, encoding, errors, bytes)) return false;
  out = Value::object(vm.alloc<Bytes>(vm.t.bytes, std::move(bytes)));
  return true;
}

bool str_format(VM& vm, CallArgs& a, Value& out) {
  Str* s = nullptr;
  if (!self_str(vm, a, "format", s)) return false;
  std::string r;
  if (!format_string(vm, s->text(), a.args + 1, a.nargs - 1, a.kwnames, a.args + a.nargs, Value(), r)) return false;
  out = vm.str_value(std::move(r));
  return true;
}

bool str_format_map(VM& vm, CallArgs& a, Value& out) {
  Str* s = nullptr;
  if (!self_str(vm, a, "format_map", s)) return false;
  std::string r;
  if (!format_string(vm, s->text(), nullptr, 0, nullptr, nullptr, a.args[1], r)) return false;
  out = vm.str_value(std::move(r));
  return true;
}

bool str_dunder_format(VM& vm, CallArgs& a, Value& out) {
  Str* s = nullptr;
  if (!self_str(vm, a, "__format__", s)) return false;
  if (!is_str(a.args[1])) {
    return vm.raisef(vm.exc.TypeError, "__format__() argument must be str, not %s", type_name(vm, a.args[1]));
  }
  std::string r;
  if (!format_builtin_value(vm, a.args[0], as_str(a.args[1])->text(), r)) return false;
  out = vm.str_value(std::move(r));
  return true;
}

bool str_mod(VM& vm, CallArgs& a, Value& out) {
  Str* s = nullptr;
  if (!self_str(vm, a, "__mod__", s)) return false;
  Str* r = nullptr;
  if (!percent_format(vm, s, a.args[1], r)) return false;
  out = Value::object(r);
  return true;
}

// str.__rmod__(self, other): other % self when other is a str.
bool str_rmod(VM& vm, CallArgs& a, Value& out) {
  Str* s = nullptr;
  if (!self_str(vm, a, "__rmod__", s)) return false;
  if (!is_str(a.args[1])) { out = vm.not_implemented; return true; }
  Str* r = nullptr;
  if (!percent_format(vm, as<Str>(a.args[1]), Value::object(s), r)) return false;
  out = Value::object(r);
  return true;
}

// ---- operators -------------------------------------------------------------------------------

bool str_mul(VM& vm, CallArgs& a, Value& out) {
  Str* s = nullptr;
  if (!self_str(vm, a, "__mul__", s)) return false;
  Value n = a.args[1];
  if (!is_int_value(n) && lookup_special(vm, n, vm.names.index).is_undef()) { out = vm.not_implemented; return true; }
  int64_t count = 0;
  bool overflow = false;
  if (n.is_int()) count = n.i;
  else if (n.is_bool()) count = n.b;
  else if (!to_index(vm, n, count, overflow)) return false;
  if (overflow) {
    if (is_layout(n, Layout::Int) && as<BigIntObj>(n)->v.sign() < 0) count = 0;
    else if (!s->text().empty()) return vm.raise(vm.exc.OverflowError, "cannot fit 'int' into an index-sized integer");
  }
  if (count <= 0 || s->text().empty()) { out = Value::object(vm.names.empty); return true; }
  if (count == 1 && s->type == vm.t.str) { out = a.args[0]; return true; }
  size_t total;
  if (!repeat_size(vm, (size_t)s->length(), s->text().size(), count, "repeated string is too long", total)) return false;
  out = vm.str_value(repeat_text(s->text(), (size_t)count), (int64_t)total, s->ascii);
  return true;
}

bool str_add(VM& vm, CallArgs& a, Value& out) {
  Str* s = nullptr;
  if (!self_str(vm, a, "__add__", s)) return false;
  if (!is_str(a.args[1])) {
    return vm.raisef(vm.exc.TypeError, "can only concatenate str (not \"%s\") to str", type_name(vm, a.args[1]));
  }
  out = vm.str_value(s->text() + as_str(a.args[1])->text());
  return true;
}

bool str_len(VM& vm, CallArgs& a, Value& out) {
  Str* s = nullptr;
  if (!self_str(vm, a, "__len__", s)) return false;
  out = Value::integer(s->length());
  return true;
}

bool str_contains(VM& vm, CallArgs& a, Value& out) {
  Str* s = nullptr;
  if (!self_str(vm, a, "__contains__", s)) return false;
  if (!is_str(a.args[1])) {
    return vm.raisef(vm.exc.TypeError, "'in <string>' requires string as left operand, not %s",
                     type_name(vm, a.args[1]));
  }
  out = Value::boolean(s->text().find(as_str(a.args[1])->text()) != std::string::npos);
  return true;
}

// Rich comparisons on content: UTF-8 byte order is code-point order.
template <class Cmp>
bool compare_impl(VM& vm, CallArgs& a, Value& out, const char* name, Cmp cmp) {
  Str* s = nullptr;
  if (!self_str(vm, a, name, s)) return false;
  if (!is_str(a.args[1])) { out = vm.not_implemented; return true; }
  out = Value::boolean(cmp(s->text().compare(as_str(a.args[1])->text()), 0));
  return true;
}

bool str_eq(VM& vm, CallArgs& a, Value& out) { return compare_impl(vm, a, out, "__eq__", std::equal_to<int>()); }
bool str_ne(VM& vm, CallArgs& a, Value& out) { return compare_impl(vm, a, out, "__ne__", std::not_equal_to<int>()); }
bool str_lt(VM& vm, CallArgs& a, Value& out) { return compare_impl(vm, a, out, "__lt__", std::less<int>()); }
bool str_le(VM& vm, CallArgs& a, Value& out) { return compare_impl(vm, a, out, "__le__", std::less_equal<int>()); }
bool str_gt(VM& vm, CallArgs& a, Value& out) { return compare_impl(vm, a, out, "__gt__", std::greater<int>()); }
bool str_ge(VM& vm, CallArgs& a, Value& out) { return compare_impl(vm, a, out, "__ge__", std::greater_equal<int>()); }

bool str_hash(VM& vm, CallArgs& a, Value& out) {
  Str* s = nullptr;
  if (!self_str(vm, a, "__hash__", s)) return false;
  // Hash the content directly: hash_value would dispatch back to a
  // subclass's __hash__ (which may be calling this through super()).
  if (s->hash == -1) s->hash = hash_string(s->text());
  out = Value::integer(s->hash);
  return true;
}

bool str_repr(VM& vm, CallArgs& a, Value& out) {
  Str* s = nullptr;
  if (!self_str(vm, a, "__repr__", s)) return false;
  out = vm.str_value(repr_str(s->text()));
  return true;
}

bool str_str(VM& vm, CallArgs& a, Value& out) {
  Str* s = nullptr;
  if (!self_str(vm, a, "__str__", s)) return false;
  out = s->type == vm.t.str ? a.args[0] : vm.str_value(s->text());
  return true;
}

// ---- maketrans / translate --------------------------------------------------------------------

bool ord_of_key(VM& vm, Value k, Value& out) {
  if (is_str(k)) {
    Str* ks = as_str(k);
    if (ks->length() != 1) return vm.raise(vm.exc.ValueError, "string keys in translate table must be of length 1");
    size_t i = 0;
    out = Value::integer(utf8_decode(ks->text(), i));
    return true;
  }
  if (is_int_value(k)) { out = k.is_bool() ? Value::integer(k.b) : k; return true; }
  return vm.raise(vm.exc.TypeError, "keys in translate table must be strings or integers");
}

// str.maketrans(x[, y[, z]]): a static method (no self).
bool str_maketrans(VM& vm, CallArgs& a, Value& out) {
  Dict* d = vm.new_dict();
  RootScope roots(vm);
  roots.add(d);
  if (a.nargs == 1) {
    if (!is_layout(a.args[0], Layout::Dict)) {
      return vm.raise(vm.exc.TypeError, "if you give only one argument to maketrans it must be a dict");
    }
    for (auto& e : as<Dict>(a.args[0])->entries) {
      if (e.key.is_undef()) continue;
      Value k;
      if (!ord_of_key(vm, e.key, k) || !dict_set(vm, d, k, e.value)) return false;
    }
    out = Value::object(d);
    return true;
  }
  Str *x = nullptr, *y = nullptr;
  if (!arg_str(vm, a.args[0], x, "maketrans", "1") || !arg_str(vm, a.args[1], y, "maketrans", "2")) return false;
  if (x->length() != y->length())
    return vm.raise(vm.exc.ValueError, "the first two maketrans arguments must have equal length");
  size_t i = 0, j = 0;
  while (i < x->text().size()) {
    uint32_t from = utf8_decode(x->text(), i), to = utf8_decode(y->text(), j);
    if (!dict_set(vm, d, Value::integer(from), Value::integer(to))) return false;
  }
  if (a.nargs > 2) {
    Str* z = nullptr;
    if (!arg_str(vm, a.args[2], z, "maketrans", "3")) return false;
    for (i = 0; i < z->text().size();) {
      if (!dict_set(vm, d, Value::integer(utf8_decode(z->text(), i)), Value::none())) return false;
    }
  }
  out = Value::object(d);
  return true;
}

bool str_translate(VM& vm, CallArgs& a, Value& out) {
  Str* s = nullptr;
  if (!self_str(vm, a, "translate", s)) return false;
  Value table = a.args[1];
  std::string r;
  r.reserve(s->text().size());
  std::string_view t = s->text();
  for (size_t i = 0; i < t.size();) {
    size_t start = i;
    uint32_t cp = utf8_decode(t, i);
    Value m;
    bool found = true;
    if (is_layout(table, Layout::Dict)) {
      if (!dict_get(vm, as<Dict>(table), Value::integer(cp), m, found)) return false;
    } else if (!get_item(vm, table, Value::integer(cp), m)) {
      if (!vm.pending_is(vm.exc.LookupError)) return false;
      vm.take_pending();
      found = false;
    }
    if (!found) { r.append(t.substr(start, i - start)); continue; }
    if (m.is_none()) continue;
    if (is_str(m)) { r += as_str(m)->text(); continue; }
    if (is_int_value(m)) {
      BigInt b = int_to_big(m);
      if (b < 0 || b > 0x10FFFF) return vm.raise(vm.exc.ValueError, "character mapping must be in range(0x110000)");
      utf8_encode(static_cast<uint32_t>(b), r);
      continue;
    }
    return vm.raise(vm.exc.TypeError, "character mapping must return integer, None or str");
  }
  out = vm.str_value(std::move(r));
  return true;
}

const NativeDef kStrMethods[] = {
    {"upper", str_upper, 1, 1, false, JitHint::Pure},
    {"lower", str_lower, 1, 1, false, JitHint::Pure},
    {"casefold", str_casefold, 1, 1, false, JitHint::Pure},
    {"swapcase", str_swapcase, 1, 1, false, JitHint::Pure},
    {"title", str_title, 1, 1, false, JitHint::Pure},
    {"capitalize", str_capitalize, 1, 1, false, JitHint::Pure},
    {"isdigit", str_isdigit, 1, 1, false, JitHint::Pure},
    {"isdecimal", str_isdecimal, 1, 1, false, JitHint::Pure},
    {"isnumeric", str_isnumeric, 1, 1, false, JitHint::Pure},
    {"isalpha", str_isalpha, 1, 1, false, JitHint::Pure},
    {"isalnum", str_isalnum, 1, 1, false, JitHint::Pure},
    {"isspace", str_isspace, 1, 1, false, JitHint::Pure},
    {"isascii", str_isascii, 1, 1, false, JitHint::Pure},
    {"isprintable", str_isprintable, 1, 1, false, JitHint::Pure},
    {"isupper", str_isupper, 1, 1, false, JitHint::Pure},
    {"islower", str_islower, 1, 1, false, JitHint::Pure},
    {"istitle", str_istitle, 1, 1, false, JitHint::Pure},
    {"isidentifier", str_isidentifier, 1, 1, false, JitHint::Pure},
    {"strip", str_strip, 1, 2, false, JitHint::Pure},
    {"lstrip", str_lstrip, 1, 2, false, JitHint::Pure},
    {"rstrip", str_rstrip, 1, 2, false, JitHint::Pure},
    {"removeprefix", str_removeprefix, 2, 2, false, JitHint::Pure},
    {"removesuffix", str_removesuffix, 2, 2, false, JitHint::Pure},
    {"ljust", str_ljust, 2, 3, false, JitHint::None},
    {"rjust", str_rjust, 2, 3, false, JitHint::None},
    {"center", str_center, 2, 3, false, JitHint::None},
    {"zfill", str_zfill, 2, 2, false, JitHint::None},
    {"encode", str_encode, 1, 3, true, JitHint::None},
    {"format", str_format, 1, -1, true, JitHint::None},
    {"format_map", str_format_map, 2, 2, false, JitHint::None},
    {"translate", str_translate, 2, 2, false, JitHint::None},
    {"__format__", str_dunder_format, 2, 2, false, JitHint::None},
    {"__mod__", str_mod, 2, 2, false, JitHint::None},
    {"__rmod__", str_rmod, 2, 2, false, JitHint::None},
    {"__mul__", str_mul, 2, 2, false, JitHint::None},
    {"__rmul__", str_mul, 2, 2, false, JitHint::None},
    {"__add__", str_add, 2, 2, false, JitHint::None},
    {"__len__", str_len, 1, 1, false, JitHint::Pure},
    {"__contains__", str_contains, 2, 2, false, JitHint::Pure},
    {"__eq__", str_eq, 2, 2, false, JitHint::Pure},
    {"__ne__", str_ne, 2, 2, false, JitHint::Pure},
    {"__lt__", str_lt, 2, 2, false, JitHint::Pure},
    {"__le__", str_le, 2, 2, false, JitHint::Pure},
    {"__gt__", str_gt, 2, 2, false, JitHint::Pure},
    {"__ge__", str_ge, 2, 2, false, JitHint::Pure},
    {"__hash__", str_hash, 1, 1, false, JitHint::Pure},
    {"__repr__", str_repr, 1, 1, false, JitHint::Pure},
    {"__str__", str_str, 1, 1, false, JitHint::Pure},
};

const NativeDef kStrMaketrans = {"maketrans", str_maketrans, 1, 3, false, JitHint::None};

}  // namespace

void init_str_type(VM& vm) {
  vm.add_methods(vm.t.str, kStrMethods);
  vm.add_methods(vm.t.str, kStrSearchMethods, kStrSearchMethodCount);
  // maketrans is a staticmethod: callable on the class and on instances.
  Value fn = vm.new_builtin(&kStrMaketrans);
  dict_set_str(vm, vm.t.str->dict, vm.intern("maketrans"),
               Value::object(vm.alloc<MethodWrapper>(vm.t.staticmethod, fn)));
  vm.t.str->ctor = str_ctor;
}

}  // namespace tpy
