// bytes_methods.cpp — the bytes type: constructor (bytes(), bytes(n),
// bytes(str, encoding), bytes(iterable of ints), __bytes__), decode, hex/
// fromhex, and the common byte-string methods (split/join/strip/find/
// replace/startswith/upper/lower/is*), all on raw bytes with ASCII
// semantics. Length, indexing and `in` are the interpreter's (vm/ops.cpp).
// Entry: init_bytes_type.
#include <algorithm>
#include <cctype>
#include <cstdio>

#include "builtins/builtins_a.h"
#include "builtins/codecs.h"
#include "builtins/format.h"
#include "builtins/str_util.h"
#include "vm/dict.h"
#include "vm/repeat.h"

namespace tpy {

std::string bytes_repr(std::string_view data) {
  bool has_single = data.find('\'') != std::string_view::npos;
  bool has_double = data.find('"') != std::string_view::npos;
  char quote = has_single && !has_double ? '"' : '\'';
  std::string r = "b";
  r += quote;
  for (unsigned char c : data) {
    if (c == static_cast<unsigned char>(quote) || c == '\\') { r += '\\'; r += static_cast<char>(c); }
    else if (c == '\t') r += "\\t";
    else if (c == '\n') r += "\\n";
    else if (c == '\r') r += "\\r";
    else if (c < 0x20 || c >= 0x7F) {
      char buf[8];
      snprintf(buf, sizeof buf, "\\x%02x", c);
      r += buf;
    } else {
      r += static_cast<char>(c);
    }
  }
  r += quote;
  return r;
}

namespace {

// Contents are accounted to the heap (collection pacing and embedding memory caps).
Value new_bytes(VM& vm, std::string s) {
  vm.account(s.size());
  return Value::object(vm.alloc<Bytes>(vm.t.bytes, std::move(s)));
}

// A result of self's kind: a bytearray's methods make bytearrays, a bytes
// subclass's make plain bytes (as CPython's).
Value new_like(VM& vm, const Bytes* self, std::string s) {
  vm.account(s.size());
  TypeObject* t = is_subtype(self->type, vm.t.bytearray) ? vm.t.bytearray : vm.t.bytes;
  return Value::object(vm.alloc<Bytes>(t, std::move(s)));
}

bool self_bytes(VM& vm, CallArgs& a, const char* name, Bytes*& out) {
  Value v = a.args[0];
  if (is_layout(v, Layout::Bytes)) { out = as<Bytes>(v); return true; }
  return vm.raisef(vm.exc.TypeError, "descriptor '%s' for 'bytes' objects doesn't apply to a '%s' object", name,
                   type_name(vm, v));
}

bool arg_bytes(VM& vm, Value v, std::string_view& out) {
  if (is_layout(v, Layout::Bytes)) { out = as<Bytes>(v)->s; return true; }
  return vm.raisef(vm.exc.TypeError, "a bytes-like object is required, not '%s'", type_name(vm, v));
}

// A search argument: bytes, or an int 0..255 (b"abc".find(98)).
bool arg_needle(VM& vm, Value v, std::string& out) {
  if (is_int_value(v)) {
    int64_t b = 0;
    if (!arg_int64(vm, v, b)) return false;
    if (b < 0 || b > 255) return vm.raise(vm.exc.ValueError, "byte must be in range(0, 256)");
    out.assign(1, static_cast<char>(b));
    return true;
  }
  std::string_view s;
  if (!arg_bytes(vm, v, s)) return false;
  out.assign(s);
  return true;
}

// ---- constructor -------------------------------------------------------------

bool bytes_construct(VM& vm, CallArgs& a, Value& out) {
  Value p[3];
  if (!bind_args(vm, a, "bytes", {"source", "encoding", "errors"}, 0, p)) return false;
  Value src = p[0];
  if (!p[1].is_undef() || !p[2].is_undef()) {
    if (src.is_undef() || !is_str(src)) {
      return vm.raise(vm.exc.TypeError, p[1].is_undef() ? "errors without a string argument"
                                                        : "encoding without a string argument");
    }
    Str *enc = nullptr, *err = nullptr;
    if (!p[1].is_undef() && !arg_str(vm, p[1], enc, "bytes", "'encoding'")) return false;
    if (!p[2].is_undef() && !arg_str(vm, p[2], err, "bytes", "'errors'")) return false;
    std::string r;
    if (!encode_str(vm, as_str(src), enc ? std::string_view(enc->text()) : "utf-8",
                    err ? std::string_view(err->text()) : "strict", r))
      return false;
    out = new_bytes(vm, std::move(r));
    return true;
  }
  if (src.is_undef()) { out = new_bytes(vm, ""); return true; }
  if (is_str(src)) return vm.raise(vm.exc.TypeError, "string argument without an encoding");
  if (is_layout(src, Layout::Bytes)) {
    out = src.o->type == vm.t.bytes ? src : new_bytes(vm, as<Bytes>(src)->s);
    return true;
  }
  if (is_int_value(src)) {
    int64_t n = 0;
    if (!arg_int64(vm, src, n)) return false;
    if (n < 0) return vm.raise(vm.exc.ValueError, "negative count");
    if (!vm.check_alloc(static_cast<size_t>(n))) return false;
    out = new_bytes(vm, std::string(static_cast<size_t>(n), '\0'));
    return true;
  }
  if (src.is_obj()) {
    Value r;
    bool found = false;
    if (!call_method(vm, src, vm.intern("__bytes__"), nullptr, 0, r, found)) return false;
    if (found) {
      if (!is_layout(r, Layout::Bytes))
        return vm.raisef(vm.exc.TypeError, "__bytes__ returned non-bytes (type %s)", type_name(vm, r));
      out = r;
      return true;
    }
  }
  Value it;
  bool ok = false;
  if (!try_get_iter(vm, src, it, ok)) return false;
  if (!ok) return vm.raisef(vm.exc.TypeError, "cannot convert '%s' object to bytes", type_name(vm, src));
  RootScope roots(vm);
  roots.add(it);
  std::vector<Value> items;
  if (!collect_iterable(vm, it, items)) return false;
  std::string r;
  r.reserve(items.size());
  for (Value it : items) {
    int64_t b = 0;
    if (!arg_int64(vm, it, b)) return false;
    if (b < 0 || b > 255) return vm.raise(vm.exc.ValueError, "bytes must be in range(0, 256)");
    r.push_back(static_cast<char>(b));
  }
  out = new_bytes(vm, std::move(r));
  return true;
}

// The call machinery passes the class being built as args[0] (vm/call.cpp).
bool bytes_ctor(VM& vm, CallArgs& a, Value& out) {
  TypeObject* cls = as<TypeObject>(a.args[0]);
  CallArgs rest{a.args + 1, a.nargs - 1, a.kwnames};
  if (!bytes_construct(vm, rest, out)) return false;
  if (cls != vm.t.bytes || ctor_result_is_shared(rest, out))
    out = Value::object(vm.alloc<Bytes>(cls, as<Bytes>(out)->s));
  return true;
}

// ---- decode / hex ------------------------------------------------------------

bool bytes_decode(VM& vm, CallArgs& a, Value& out) {
  Bytes* b = nullptr;
  Value p[2];
  if (!self_bytes(vm, a, "decode", b) || !bind_args(vm, a, "decode", {"encoding", "errors"}, 0, p, true))
    return false;
  Str *enc = nullptr, *err = nullptr;
  if (!p[0].is_undef() && !arg_str(vm, p[0], enc, "decode", "'encoding'")) return false;
  if (!p[1].is_undef() && !arg_str(vm, p[1], err, "decode", "'errors'")) return false;
  std::string r;
  if (!decode_bytes(vm, b->s, enc ? std::string_view(enc->text()) : "utf-8", err ? std::string_view(err->text()) : "strict", r))
    return false;
  out = vm.str_value(std::move(r));
  return true;
}

bool bytes_hex(VM& vm, CallArgs& a, Value& out) {
  Bytes* b = nullptr;
  Value p[2];
  if (!self_bytes(vm, a, "hex", b) || !bind_args(vm, a, "hex", {"sep", "bytes_per_sep"}, 0, p, true)) return false;
  std::string sep;
  int64_t per = 1;
  if (!p[0].is_undef()) {
    if (is_str(p[0])) sep = as_str(p[0])->text();
    else if (is_layout(p[0], Layout::Bytes)) sep = as<Bytes>(p[0])->s;
    else return vm.raise(vm.exc.TypeError, "sep must be str or bytes.");
    if (utf8_count(sep) != 1) return vm.raise(vm.exc.ValueError, "sep must be length 1.");
  }
  if (!p[1].is_undef() && !arg_int64(vm, p[1], per)) return false;
  static const char kHex[] = "0123456789abcdef";
  const std::string& s = b->s;
  const size_t n = s.size();
  const size_t group = static_cast<size_t>(per < 0 ? -per : per);
  std::string r;
  for (size_t i = 0; i < n; i++) {
    // Separators count groups from the right for positive bytes_per_sep.
    if (i > 0 && !sep.empty() && group > 0) {
      size_t k = per > 0 ? n - i : i;
      if (k % group == 0) r += sep;
    }
    unsigned char c = static_cast<unsigned char>(s[i]);
    r += kHex[c >> 4];
    r += kHex[c & 15];
  }
  out = vm.str_value(std::move(r));
  return true;
}

// bytes.fromhex(string): a classmethod.
bool bytes_fromhex(VM& vm, CallArgs& a, Value& out) {
  Str* s = nullptr;
  if (!arg_str(vm, a.args[1], s, "fromhex", nullptr)) return false;
  auto hexval = [](char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
  };
  const std::string& t = s->text();
  std::string r;
  size_t i = 0;
  while (i < t.size()) {
    if (std::isspace(static_cast<unsigned char>(t[i]))) { i++; continue; }
    int hi = hexval(t[i]);
    int lo = i + 1 < t.size() ? hexval(t[i + 1]) : -1;
    if (hi < 0 || lo < 0) {
      size_t bad = hi < 0 ? i : i + 1;
      return vm.raisef(vm.exc.ValueError, "non-hexadecimal number found in fromhex() arg at position %lld",
                       static_cast<long long>(str_cp_index(s, bad)));
    }
    r.push_back(static_cast<char>(hi * 16 + lo));
    i += 2;
  }
  bool ba = is_layout(a.args[0], Layout::Type) && is_subtype(as<TypeObject>(a.args[0]), vm.t.bytearray);
  vm.account(r.size());
  out = Value::object(vm.alloc<Bytes>(ba ? vm.t.bytearray : vm.t.bytes, std::move(r)));
  return true;
}

// ---- search -------------------------------------------------------------------

bool bytes_find_impl(VM& vm, CallArgs& a, const char* name, bool reverse, int64_t& result) {
  Bytes* b = nullptr;
  std::string sub;
  if (!self_bytes(vm, a, name, b) || !arg_needle(vm, a.args[1], sub)) return false;
  int64_t start = 0, end = INT64_MAX;
  if (a.nargs > 2 && !arg_slice_bound(vm, a.args[2], start)) return false;
  if (a.nargs > 3 && !arg_slice_bound(vm, a.args[3], end)) return false;
  const int64_t len = static_cast<int64_t>(b->s.size());
  adjust_slice_bounds(start, end, len);
  result = -1;
  if (end - start < static_cast<int64_t>(sub.size())) return true;
  std::string_view hay = std::string_view(b->s).substr(static_cast<size_t>(start), static_cast<size_t>(end - start));
  size_t at = reverse ? hay.rfind(sub) : hay.find(sub);
  if (at != std::string_view::npos) result = start + static_cast<int64_t>(at);
  return true;
}

bool bytes_find(VM& vm, CallArgs& a, Value& out) {
  int64_t r;
  if (!bytes_find_impl(vm, a, "find", false, r)) return false;
  out = Value::integer(r);
  return true;
}

bool bytes_rfind(VM& vm, CallArgs& a, Value& out) {
  int64_t r;
  if (!bytes_find_impl(vm, a, "rfind", true, r)) return false;
  out = Value::integer(r);
  return true;
}

bool bytes_index(VM& vm, CallArgs& a, Value& out) {
  int64_t r;
  if (!bytes_find_impl(vm, a, "index", false, r)) return false;
  if (r < 0) return vm.raise(vm.exc.ValueError, "subsection not found");
  out = Value::integer(r);
  return true;
}

bool bytes_count(VM& vm, CallArgs& a, Value& out) {
  Bytes* b = nullptr;
  std::string sub;
  if (!self_bytes(vm, a, "count", b) || !arg_needle(vm, a.args[1], sub)) return false;
  int64_t start = 0, end = INT64_MAX;
  if (a.nargs > 2 && !arg_slice_bound(vm, a.args[2], start)) return false;
  if (a.nargs > 3 && !arg_slice_bound(vm, a.args[3], end)) return false;
  adjust_slice_bounds(start, end, static_cast<int64_t>(b->s.size()));
  if (end - start < static_cast<int64_t>(sub.size())) { out = Value::integer(0); return true; }
  if (sub.empty()) { out = Value::integer(end - start + 1); return true; }
  std::string_view hay = std::string_view(b->s).substr(static_cast<size_t>(start), static_cast<size_t>(end - start));
  int64_t n = 0;
  for (size_t at = hay.find(sub); at != std::string_view::npos; at = hay.find(sub, at + sub.size())) n++;
  out = Value::integer(n);
  return true;
}

bool bytes_starts_ends(VM& vm, CallArgs& a, Value& out, const char* name, bool at_end) {
  Bytes* b = nullptr;
  if (!self_bytes(vm, a, name, b)) return false;
  int64_t start = 0, end = INT64_MAX;
  if (a.nargs > 2 && !arg_slice_bound(vm, a.args[2], start)) return false;
  if (a.nargs > 3 && !arg_slice_bound(vm, a.args[3], end)) return false;
  adjust_slice_bounds(start, end, static_cast<int64_t>(b->s.size()));
  auto match = [&](std::string_view sub) {
    if (end - start < static_cast<int64_t>(sub.size())) return false;
    std::string_view hay = std::string_view(b->s).substr(static_cast<size_t>(start), static_cast<size_t>(end - start));
    return at_end ? hay.substr(hay.size() - sub.size()) == sub : hay.substr(0, sub.size()) == sub;
  };
  Value arg = a.args[1];
  if (is_layout(arg, Layout::Bytes)) { out = Value::boolean(match(as<Bytes>(arg)->s)); return true; }
  if (is_layout(arg, Layout::Tuple)) {
    for (Value item : as<Tuple>(arg)->items) {
      if (!is_layout(item, Layout::Bytes)) {
        return vm.raisef(vm.exc.TypeError, "a bytes-like object is required, not '%s'", type_name(vm, item));
      }
      if (match(as<Bytes>(item)->s)) { out = Value::boolean(true); return true; }
    }
    out = Value::boolean(false);
    return true;
  }
  return vm.raisef(vm.exc.TypeError, "%s first arg must be bytes or a tuple of bytes, not %s", name,
                   type_name(vm, arg));
}

bool bytes_startswith(VM& vm, CallArgs& a, Value& out) { return bytes_starts_ends(vm, a, out, "startswith", false); }
bool bytes_endswith(VM& vm, CallArgs& a, Value& out) { return bytes_starts_ends(vm, a, out, "endswith", true); }

bool bytes_replace(VM& vm, CallArgs& a, Value& out) {
  Bytes* b = nullptr;
  std::string_view old_s, new_s;
  if (!self_bytes(vm, a, "replace", b) || !arg_bytes(vm, a.args[1], old_s) || !arg_bytes(vm, a.args[2], new_s))
    return false;
  int64_t count = -1;
  if (a.nargs > 3 && !arg_int64(vm, a.args[3], count)) return false;
  if (count < 0) count = INT64_MAX;
  const std::string& t = b->s;
  std::string r;
  if (old_s.empty()) {
    int64_t done = 0;
    size_t i = 0;
    for (; i < t.size() && done < count; i++, done++) { r += new_s; r += t[i]; }
    r.append(t, i, std::string::npos);
    if (i == t.size() && done < count) r += new_s;
  } else {
    size_t i = 0;
    for (int64_t done = 0; done < count; done++) {
      size_t at = t.find(old_s, i);
      if (at == std::string::npos) break;
      r.append(t, i, at - i);
      r += new_s;
      i = at + old_s.size();
    }
    r.append(t, i, std::string::npos);
  }
  out = new_like(vm, b, std::move(r));
  return true;
}

// ---- split / join / strip ----------------------------------------------------

bool is_ascii_space(unsigned char c) { return c == ' ' || (c >= 0x09 && c <= 0x0D); }

bool bytes_split(VM& vm, CallArgs& a, Value& out) {
  Bytes* b = nullptr;
  Value p[2];
  if (!self_bytes(vm, a, "split", b) || !bind_args(vm, a, "split", {"sep", "maxsplit"}, 0, p, true)) return false;
  int64_t maxsplit = -1;
  if (!p[1].is_undef() && !arg_int64(vm, p[1], maxsplit)) return false;
  if (maxsplit < 0) maxsplit = INT64_MAX;
  std::string_view t = b->s;
  std::vector<Value> parts;
  if (!p[0].is_undef() && !p[0].is_none()) {
    std::string_view sep;
    if (!arg_bytes(vm, p[0], sep)) return false;
    if (sep.empty()) return vm.raise(vm.exc.ValueError, "empty separator");
    size_t i = 0;
    while (maxsplit-- > 0) {
      size_t at = t.find(sep, i);
      if (at == std::string_view::npos) break;
      parts.push_back(new_like(vm, b, std::string(t.substr(i, at - i))));
      i = at + sep.size();
    }
    parts.push_back(new_like(vm, b, std::string(t.substr(i))));
  } else {
    size_t i = 0, n = t.size();
    while (true) {
      while (i < n && is_ascii_space(static_cast<unsigned char>(t[i]))) i++;
      if (i >= n) break;
      if (maxsplit-- <= 0) { parts.push_back(new_like(vm, b, std::string(t.substr(i)))); break; }
      size_t j = i;
      while (j < n && !is_ascii_space(static_cast<unsigned char>(t[j]))) j++;
      parts.push_back(new_like(vm, b, std::string(t.substr(i, j - i))));
      i = j;
    }
  }
  out = Value::object(vm.new_list(std::move(parts)));
  return true;
}

bool bytes_join(VM& vm, CallArgs& a, Value& out) {
  Bytes* b = nullptr;
  if (!self_bytes(vm, a, "join", b)) return false;
  std::vector<Value> items;
  if (!collect_iterable(vm, a.args[1], items)) return false;
  std::string r;
  for (size_t i = 0; i < items.size(); i++) {
    if (!is_layout(items[i], Layout::Bytes)) {
      return vm.raisef(vm.exc.TypeError, "sequence item %zu: expected a bytes-like object, %s found", i,
                       type_name(vm, items[i]));
    }
    if (i) r += b->s;
    r += as<Bytes>(items[i])->s;
  }
  out = new_like(vm, b, std::move(r));
  return true;
}

bool bytes_strip_impl(VM& vm, CallArgs& a, Value& out, const char* name, bool left, bool right) {
  Bytes* b = nullptr;
  if (!self_bytes(vm, a, name, b)) return false;
  std::string_view chars;
  bool ws = a.nargs < 2 || a.args[1].is_none();
  if (!ws && !arg_bytes(vm, a.args[1], chars)) return false;
  auto strip_it = [&](char c) {
    return ws ? is_ascii_space(static_cast<unsigned char>(c)) : chars.find(c) != std::string_view::npos;
  };
  std::string_view t = b->s;
  size_t s0 = 0, e = t.size();
  if (left) while (s0 < e && strip_it(t[s0])) s0++;
  if (right) while (e > s0 && strip_it(t[e - 1])) e--;
  out = new_like(vm, b, std::string(t.substr(s0, e - s0)));
  return true;
}

bool bytes_strip(VM& vm, CallArgs& a, Value& out) { return bytes_strip_impl(vm, a, out, "strip", true, true); }
bool bytes_lstrip(VM& vm, CallArgs& a, Value& out) { return bytes_strip_impl(vm, a, out, "lstrip", true, false); }
bool bytes_rstrip(VM& vm, CallArgs& a, Value& out) { return bytes_strip_impl(vm, a, out, "rstrip", false, true); }

// ---- ASCII case and predicates -------------------------------------------------

template <class Fn>
bool bytes_map(VM& vm, CallArgs& a, Value& out, const char* name, Fn fn) {
  Bytes* b = nullptr;
  if (!self_bytes(vm, a, name, b)) return false;
  std::string r = b->s;
  for (char& c : r) c = static_cast<char>(fn(static_cast<unsigned char>(c)));
  out = new_like(vm, b, std::move(r));
  return true;
}

bool bytes_upper(VM& vm, CallArgs& a, Value& out) {
  return bytes_map(vm, a, out, "upper", [](unsigned char c) { return c >= 'a' && c <= 'z' ? c - 32 : c; });
}
bool bytes_lower(VM& vm, CallArgs& a, Value& out) {
  return bytes_map(vm, a, out, "lower", [](unsigned char c) { return c >= 'A' && c <= 'Z' ? c + 32 : c; });
}

template <class Pred>
bool bytes_all(VM& vm, CallArgs& a, Value& out, const char* name, Pred pred) {
  Bytes* b = nullptr;
  if (!self_bytes(vm, a, name, b)) return false;
  bool ok = !b->s.empty();
  for (unsigned char c : b->s) ok = ok && pred(c);
  out = Value::boolean(ok);
  return true;
}

bool bytes_isdigit(VM& vm, CallArgs& a, Value& out) {
  return bytes_all(vm, a, out, "isdigit", [](unsigned char c) { return c >= '0' && c <= '9'; });
}
bool bytes_isalpha(VM& vm, CallArgs& a, Value& out) {
  return bytes_all(vm, a, out, "isalpha", [](unsigned char c) { return c < 0x80 && std::isalpha(c); });
}
bool bytes_isalnum(VM& vm, CallArgs& a, Value& out) {
  return bytes_all(vm, a, out, "isalnum", [](unsigned char c) { return c < 0x80 && std::isalnum(c); });
}
bool bytes_isspace(VM& vm, CallArgs& a, Value& out) { return bytes_all(vm, a, out, "isspace", is_ascii_space); }

// ---- operators ---------------------------------------------------------------------

bool bytes_add(VM& vm, CallArgs& a, Value& out) {
  Bytes* b = nullptr;
  if (!self_bytes(vm, a, "__add__", b)) return false;
  if (!is_layout(a.args[1], Layout::Bytes)) {
    return vm.raisef(vm.exc.TypeError, "can't concat %s to bytes", type_name(vm, a.args[1]));
  }
  out = new_like(vm, b, b->s + as<Bytes>(a.args[1])->s);
  return true;
}

bool bytes_mul(VM& vm, CallArgs& a, Value& out) {
  Bytes* b = nullptr;
  if (!self_bytes(vm, a, "__mul__", b)) return false;
  if (!is_int_value(a.args[1])) { out = vm.not_implemented; return true; }
  int64_t n = 0;
  if (!arg_int64(vm, a.args[1], n)) return false;
  size_t total;
  const char* too_long = is_subtype(b->type, vm.t.bytearray) ? nullptr : "repeated bytes are too long";
  if (!repeat_size(vm, b->s.size(), b->s.size(), n, too_long, total)) return false;
  out = new_like(vm, b, repeat_text(b->s, total ? (size_t)n : 0));
  return true;
}

bool bytes_mod(VM& vm, CallArgs& a, Value& out) {
  Bytes* b = nullptr;
  if (!self_bytes(vm, a, "__mod__", b)) return false;
  std::string fmt = b->s, r;   // a copy, as in __rmod__
  if (!percent_format_bytes(vm, fmt, a.args[1], r)) return false;
  vm.account(r.size());
  out = Value::object(vm.alloc<Bytes>(is_subtype(b->type, vm.t.bytearray) ? vm.t.bytearray : vm.t.bytes, std::move(r)));
  return true;
}

bool bytes_repr_method(VM& vm, CallArgs& a, Value& out) {
  Bytes* b = nullptr;
  if (!self_bytes(vm, a, "__repr__", b)) return false;
  out = vm.str_value(bytes_repr(b->s));
  return true;
}

// ---- padding, case, partition, lines, translate ------------------------------------

bool is_lower_byte(unsigned char c) { return c >= 'a' && c <= 'z'; }
bool is_upper_byte(unsigned char c) { return c >= 'A' && c <= 'Z'; }
unsigned char to_upper_byte(unsigned char c) { return is_lower_byte(c) ? c - 32 : c; }
unsigned char to_lower_byte(unsigned char c) { return is_upper_byte(c) ? c + 32 : c; }

// center/ljust/rjust(width[, fillchar]): fillchar a bytes or bytearray of one byte.
bool bytes_pad(VM& vm, CallArgs& a, Value& out, const char* name, int where) {
  Bytes* b = nullptr;
  if (!self_bytes(vm, a, name, b)) return false;
  int64_t width;
  if (!arg_int64(vm, a.args[1], width)) return false;
  char fill = ' ';
  if (a.nargs > 2) {
    Value f = a.args[2];
    if (!is_layout(f, Layout::Bytes) || as<Bytes>(f)->s.size() != 1)
      return vm.raisef(vm.exc.TypeError, "%s() argument 2 must be a byte string of length 1, not %s", name,
                       type_name(vm, f));
    fill = as<Bytes>(f)->s[0];
  }
  const std::string& t = b->s;
  int64_t n = static_cast<int64_t>(t.size());
  if (width <= n) { out = new_like(vm, b, t); return true; }
  int64_t marg = width - n, left;
  if (where < 0) left = 0;
  else if (where > 0) left = marg;
  else left = marg / 2 + (marg & width & 1);   // CPython's rounding for odd margins
  if (!vm.check_alloc(static_cast<size_t>(width))) return false;
  std::string r(static_cast<size_t>(left), fill);
  r += t;
  r.append(static_cast<size_t>(marg - left), fill);
  out = new_like(vm, b, std::move(r));
  return true;
}
bool bytes_center(VM& vm, CallArgs& a, Value& out) { return bytes_pad(vm, a, out, "center", 0); }
bool bytes_ljust(VM& vm, CallArgs& a, Value& out) { return bytes_pad(vm, a, out, "ljust", -1); }
bool bytes_rjust(VM& vm, CallArgs& a, Value& out) { return bytes_pad(vm, a, out, "rjust", 1); }

bool bytes_zfill(VM& vm, CallArgs& a, Value& out) {
  Bytes* b = nullptr;
  int64_t width;
  if (!self_bytes(vm, a, "zfill", b) || !arg_int64(vm, a.args[1], width)) return false;
  std::string r = b->s;
  int64_t n = static_cast<int64_t>(r.size());
  if (width > n) {
    if (!vm.check_alloc(static_cast<size_t>(width))) return false;
    size_t at = !r.empty() && (r[0] == '+' || r[0] == '-') ? 1 : 0;
    r.insert(at, static_cast<size_t>(width - n), '0');
  }
  out = new_like(vm, b, std::move(r));
  return true;
}

bool bytes_expandtabs(VM& vm, CallArgs& a, Value& out) {
  Bytes* b = nullptr;
  Value p[1];
  if (!self_bytes(vm, a, "expandtabs", b) || !bind_args(vm, a, "expandtabs", {"tabsize"}, 0, p, true)) return false;
  int64_t tab = 8;
  if (!p[0].is_undef() && !arg_int64(vm, p[0], tab)) return false;
  std::string r;
  int64_t col = 0;
  for (char c : b->s) {
    if (c == '\t') {
      if (tab > 0) {
        int64_t k = tab - col % tab;
        if (!vm.check_alloc(r.size() + static_cast<size_t>(k))) return false;
        r.append(static_cast<size_t>(k), ' ');
        col += k;
      }
    } else {
      r += c;
      col = c == '\n' || c == '\r' ? 0 : col + 1;
    }
  }
  out = new_like(vm, b, std::move(r));
  return true;
}

bool bytes_capitalize(VM& vm, CallArgs& a, Value& out) {
  Bytes* b = nullptr;
  if (!self_bytes(vm, a, "capitalize", b)) return false;
  std::string r = b->s;
  for (size_t i = 0; i < r.size(); i++) {
    unsigned char c = static_cast<unsigned char>(r[i]);
    r[i] = static_cast<char>(i == 0 ? to_upper_byte(c) : to_lower_byte(c));
  }
  out = new_like(vm, b, std::move(r));
  return true;
}

bool bytes_swapcase(VM& vm, CallArgs& a, Value& out) {
  return bytes_map(vm, a, out, "swapcase",
                   [](unsigned char c) { return is_lower_byte(c) ? c - 32 : is_upper_byte(c) ? c + 32 : c; });
}

bool bytes_title(VM& vm, CallArgs& a, Value& out) {
  Bytes* b = nullptr;
  if (!self_bytes(vm, a, "title", b)) return false;
  std::string r = b->s;
  bool prev_cased = false;
  for (char& ch : r) {
    unsigned char c = static_cast<unsigned char>(ch);
    ch = static_cast<char>(prev_cased ? to_lower_byte(c) : to_upper_byte(c));
    prev_cased = is_lower_byte(c) || is_upper_byte(c);
  }
  out = new_like(vm, b, std::move(r));
  return true;
}

bool bytes_isascii(VM& vm, CallArgs& a, Value& out) {
  Bytes* b = nullptr;
  if (!self_bytes(vm, a, "isascii", b)) return false;
  bool ok = true;
  for (unsigned char c : b->s) ok = ok && c < 0x80;
  out = Value::boolean(ok);
  return true;
}

// islower/isupper: some cased byte, none of the other case.
bool bytes_case_is(VM& vm, CallArgs& a, Value& out, const char* name, bool lower) {
  Bytes* b = nullptr;
  if (!self_bytes(vm, a, name, b)) return false;
  bool cased = false, ok = true;
  for (unsigned char c : b->s) {
    if (lower ? is_upper_byte(c) : is_lower_byte(c)) ok = false;
    if (lower ? is_lower_byte(c) : is_upper_byte(c)) cased = true;
  }
  out = Value::boolean(ok && cased);
  return true;
}
bool bytes_islower(VM& vm, CallArgs& a, Value& out) { return bytes_case_is(vm, a, out, "islower", true); }
bool bytes_isupper(VM& vm, CallArgs& a, Value& out) { return bytes_case_is(vm, a, out, "isupper", false); }

bool bytes_istitle(VM& vm, CallArgs& a, Value& out) {
  Bytes* b = nullptr;
  if (!self_bytes(vm, a, "istitle", b)) return false;
  bool cased = false, prev_cased = false, ok = true;
  for (unsigned char c : b->s) {
    if (is_upper_byte(c)) {
      if (prev_cased) ok = false;
      prev_cased = cased = true;
    } else if (is_lower_byte(c)) {
      if (!prev_cased) ok = false;
      prev_cased = cased = true;
    } else {
      prev_cased = false;
    }
  }
  out = Value::boolean(ok && cased);
  return true;
}

// partition/rpartition(sep): three parts of self's kind.
bool bytes_partition_impl(VM& vm, CallArgs& a, Value& out, const char* name, bool reverse) {
  Bytes* b = nullptr;
  std::string_view sep;
  if (!self_bytes(vm, a, name, b) || !arg_bytes(vm, a.args[1], sep)) return false;
  if (sep.empty()) return vm.raise(vm.exc.ValueError, "empty separator");
  std::string sep_copy(sep);
  const std::string& t = b->s;
  size_t at = reverse ? t.rfind(sep_copy) : t.find(sep_copy);
  RootScope roots(vm);
  Value parts[3];
  if (at == std::string::npos) {
    parts[reverse ? 2 : 0] = new_like(vm, b, t);
    roots.add(parts[reverse ? 2 : 0]);
    parts[1] = new_like(vm, b, std::string());
    roots.add(parts[1]);
    parts[reverse ? 0 : 2] = new_like(vm, b, std::string());
  } else {
    parts[0] = new_like(vm, b, t.substr(0, at));
    roots.add(parts[0]);
    parts[1] = new_like(vm, b, sep_copy);
    roots.add(parts[1]);
    parts[2] = new_like(vm, b, t.substr(at + sep_copy.size()));
  }
  roots.add(parts[2]);
  out = Value::object(vm.new_tuple({parts[0], parts[1], parts[2]}));
  return true;
}
bool bytes_partition(VM& vm, CallArgs& a, Value& out) { return bytes_partition_impl(vm, a, out, "partition", false); }
bool bytes_rpartition(VM& vm, CallArgs& a, Value& out) { return bytes_partition_impl(vm, a, out, "rpartition", true); }

bool bytes_remove_affix(VM& vm, CallArgs& a, Value& out, const char* name, bool prefix) {
  Bytes* b = nullptr;
  std::string_view fix;
  if (!self_bytes(vm, a, name, b) || !arg_bytes(vm, a.args[1], fix)) return false;
  std::string_view t = b->s;
  if (!fix.empty() && t.size() >= fix.size()) {
    if (prefix && t.substr(0, fix.size()) == fix) t.remove_prefix(fix.size());
    else if (!prefix && t.substr(t.size() - fix.size()) == fix) t.remove_suffix(fix.size());
  }
  out = new_like(vm, b, std::string(t));
  return true;
}
bool bytes_removeprefix(VM& vm, CallArgs& a, Value& out) { return bytes_remove_affix(vm, a, out, "removeprefix", true); }
bool bytes_removesuffix(VM& vm, CallArgs& a, Value& out) { return bytes_remove_affix(vm, a, out, "removesuffix", false); }

bool bytes_rindex(VM& vm, CallArgs& a, Value& out) {
  int64_t r;
  if (!bytes_find_impl(vm, a, "rindex", true, r)) return false;
  if (r < 0) return vm.raise(vm.exc.ValueError, "subsection not found");
  out = Value::integer(r);
  return true;
}

bool bytes_rsplit(VM& vm, CallArgs& a, Value& out) {
  Bytes* b = nullptr;
  Value p[2];
  if (!self_bytes(vm, a, "rsplit", b) || !bind_args(vm, a, "rsplit", {"sep", "maxsplit"}, 0, p, true)) return false;
  int64_t maxsplit = -1;
  if (!p[1].is_undef() && !arg_int64(vm, p[1], maxsplit)) return false;
  if (maxsplit < 0) maxsplit = INT64_MAX;
  std::string_view t = b->s;
  std::vector<std::string_view> parts;   // right to left
  if (!p[0].is_undef() && !p[0].is_none()) {
    std::string_view sep;
    if (!arg_bytes(vm, p[0], sep)) return false;
    if (sep.empty()) return vm.raise(vm.exc.ValueError, "empty separator");
    size_t end = t.size();
    while (maxsplit-- > 0 && end >= sep.size()) {
      size_t at = t.substr(0, end).rfind(sep);
      if (at == std::string_view::npos) break;
      parts.push_back(t.substr(at + sep.size(), end - at - sep.size()));
      end = at;
    }
    parts.push_back(t.substr(0, end));
  } else {
    size_t j = t.size();
    while (true) {
      while (j > 0 && is_ascii_space(static_cast<unsigned char>(t[j - 1]))) j--;
      if (j == 0) break;
      if (maxsplit-- <= 0) { parts.push_back(t.substr(0, j)); break; }
      size_t i = j;
      while (i > 0 && !is_ascii_space(static_cast<unsigned char>(t[i - 1]))) i--;
      parts.push_back(t.substr(i, j - i));
      j = i;
    }
  }
  std::vector<Value> items;
  items.reserve(parts.size());
  for (size_t k = parts.size(); k-- > 0;) items.push_back(new_like(vm, b, std::string(parts[k])));
  out = Value::object(vm.new_list(std::move(items)));
  return true;
}

bool bytes_splitlines(VM& vm, CallArgs& a, Value& out) {
  Bytes* b = nullptr;
  Value p[1];
  if (!self_bytes(vm, a, "splitlines", b) || !bind_args(vm, a, "splitlines", {"keepends"}, 0, p, true)) return false;
  bool keep = false;
  if (!p[0].is_undef() && !truthy(vm, p[0], keep)) return false;
  std::string_view t = b->s;
  std::vector<Value> items;
  size_t i = 0, n = t.size();
  while (i < n) {
    size_t j = i;
    while (j < n && t[j] != '\n' && t[j] != '\r') j++;
    size_t eol = j;
    if (j < n) j += t[j] == '\r' && j + 1 < n && t[j + 1] == '\n' ? 2 : 1;
    items.push_back(new_like(vm, b, std::string(t.substr(i, (keep ? j : eol) - i))));
    i = j;
  }
  out = Value::object(vm.new_list(std::move(items)));
  return true;
}

// translate(table, /, delete=b''): table None or 256 bytes.
bool bytes_translate(VM& vm, CallArgs& a, Value& out) {
  Bytes* b = nullptr;
  Value p[2];
  if (!self_bytes(vm, a, "translate", b) || !bind_args(vm, a, "translate", {"table", "delete"}, 1, p, true)) return false;
  std::string_view table, del;
  if (!p[0].is_none()) {
    if (!arg_bytes(vm, p[0], table)) return false;
    if (table.size() != 256) return vm.raise(vm.exc.ValueError, "translation table must be 256 characters long");
  }
  if (!p[1].is_undef() && !arg_bytes(vm, p[1], del)) return false;
  bool drop[256] = {};
  for (unsigned char c : del) drop[c] = true;
  std::string r;
  r.reserve(b->s.size());
  for (unsigned char c : b->s)
    if (!drop[c]) r += table.empty() ? static_cast<char>(c) : table[c];
  out = new_like(vm, b, std::move(r));
  return true;
}

// bytes.maketrans(frm, to), a staticmethod: the 256-byte identity table
// with frm's bytes mapped to to's.
bool bytes_maketrans(VM& vm, CallArgs& a, Value& out) {
  std::string_view from, to;
  if (!arg_bytes(vm, a.args[0], from) || !arg_bytes(vm, a.args[1], to)) return false;
  if (from.size() != to.size()) return vm.raise(vm.exc.ValueError, "maketrans arguments must have same length");
  std::string r(256, '\0');
  for (int i = 0; i < 256; i++) r[i] = static_cast<char>(i);
  for (size_t i = 0; i < from.size(); i++) r[static_cast<unsigned char>(from[i])] = to[i];
  out = new_bytes(vm, std::move(r));
  return true;
}

// bytes.__rmod__(self, other): other % self when other is of self's kind.
bool bytes_rmod(VM& vm, CallArgs& a, Value& out) {
  Bytes* b = nullptr;
  if (!self_bytes(vm, a, "__rmod__", b)) return false;
  Value other = a.args[1];
  bool self_ba = is_subtype(b->type, vm.t.bytearray);
  if (!is_layout(other, Layout::Bytes) || is_subtype(other.o->type, vm.t.bytearray) != self_ba) {
    out = vm.not_implemented;
    return true;
  }
  std::string fmt = as<Bytes>(other)->s, r;   // a copy: formatting runs __bytes__/__index__, which may change a bytearray
  if (!percent_format_bytes(vm, fmt, Value::object(b), r)) return false;
  out = new_like(vm, as<Bytes>(other), std::move(r));
  return true;
}

bool bytes_getnewargs(VM& vm, CallArgs& a, Value& out) {
  Bytes* b = nullptr;
  if (!self_bytes(vm, a, "__getnewargs__", b)) return false;
  Value copy = new_bytes(vm, b->s);
  RootScope roots(vm);
  roots.add(copy);
  out = Value::object(vm.new_tuple({copy}));
  return true;
}

bool bytes_bytes(VM& vm, CallArgs& a, Value& out) {
  Bytes* b = nullptr;
  if (!self_bytes(vm, a, "__bytes__", b)) return false;
  out = b->type == vm.t.bytes ? Value::object(b) : new_bytes(vm, b->s);
  return true;
}

const NativeDef kBytesMethods[] = {
    {"decode", bytes_decode, 1, 3, true, JitHint::None},
    {"hex", bytes_hex, 1, 3, true, JitHint::None},
    {"find", bytes_find, 2, 4, false, JitHint::Pure},
    {"rfind", bytes_rfind, 2, 4, false, JitHint::Pure},
    {"index", bytes_index, 2, 4, false, JitHint::None},
    {"count", bytes_count, 2, 4, false, JitHint::Pure},
    {"startswith", bytes_startswith, 2, 4, false, JitHint::Pure},
    {"endswith", bytes_endswith, 2, 4, false, JitHint::Pure},
    {"replace", bytes_replace, 3, 4, false, JitHint::None},
    {"split", bytes_split, 1, 3, true, JitHint::None},
    {"join", bytes_join, 2, 2, false, JitHint::None},
    {"strip", bytes_strip, 1, 2, false, JitHint::None},
    {"lstrip", bytes_lstrip, 1, 2, false, JitHint::None},
    {"rstrip", bytes_rstrip, 1, 2, false, JitHint::None},
    {"upper", bytes_upper, 1, 1, false, JitHint::None},
    {"lower", bytes_lower, 1, 1, false, JitHint::None},
    {"isdigit", bytes_isdigit, 1, 1, false, JitHint::Pure},
    {"isalpha", bytes_isalpha, 1, 1, false, JitHint::Pure},
    {"isalnum", bytes_isalnum, 1, 1, false, JitHint::Pure},
    {"isspace", bytes_isspace, 1, 1, false, JitHint::Pure},
    {"__add__", bytes_add, 2, 2, false, JitHint::None},
    {"__mul__", bytes_mul, 2, 2, false, JitHint::None},
    {"__rmul__", bytes_mul, 2, 2, false, JitHint::None},
    {"__mod__", bytes_mod, 2, 2, false, JitHint::None},
    {"__repr__", bytes_repr_method, 1, 1, false, JitHint::None},
    {"__rmod__", bytes_rmod, 2, 2, false, JitHint::None},
    {"center", bytes_center, 2, 3, false, JitHint::None},
    {"ljust", bytes_ljust, 2, 3, false, JitHint::None},
    {"rjust", bytes_rjust, 2, 3, false, JitHint::None},
    {"zfill", bytes_zfill, 2, 2, false, JitHint::None},
    {"expandtabs", bytes_expandtabs, 1, 2, true, JitHint::None},
    {"capitalize", bytes_capitalize, 1, 1, false, JitHint::None},
    {"swapcase", bytes_swapcase, 1, 1, false, JitHint::None},
    {"title", bytes_title, 1, 1, false, JitHint::None},
    {"isascii", bytes_isascii, 1, 1, false, JitHint::Pure},
    {"islower", bytes_islower, 1, 1, false, JitHint::Pure},
    {"isupper", bytes_isupper, 1, 1, false, JitHint::Pure},
    {"istitle", bytes_istitle, 1, 1, false, JitHint::Pure},
    {"partition", bytes_partition, 2, 2, false, JitHint::None},
    {"rpartition", bytes_rpartition, 2, 2, false, JitHint::None},
    {"removeprefix", bytes_removeprefix, 2, 2, false, JitHint::None},
    {"removesuffix", bytes_removesuffix, 2, 2, false, JitHint::None},
    {"rindex", bytes_rindex, 2, 4, false, JitHint::None},
    {"rsplit", bytes_rsplit, 1, 3, true, JitHint::None},
    {"splitlines", bytes_splitlines, 1, 2, true, JitHint::None},
    {"translate", bytes_translate, 2, 3, true, JitHint::None},
};

const NativeDef kBytesOnly[] = {
    {"__bytes__", bytes_bytes, 1, 1, false, JitHint::None},
    {"__getnewargs__", bytes_getnewargs, 1, 1, false, JitHint::None},
};
const NativeDef kBytesMaketrans = {"maketrans", bytes_maketrans, 2, 2, false, JitHint::None};

const NativeDef kBytesFromhex = {"fromhex", bytes_fromhex, 2, 2, false, JitHint::None};

}  // namespace

// ---- bytearray: the bytes layout with a mutable buffer; bytes' methods
// apply to it unchanged (they read the buffer), plus these mutators.

namespace {

bool bytearray_ctor(VM& vm, CallArgs& a, Value& out) {
  TypeObject* cls = as<TypeObject>(a.args[0]);
  CallArgs rest{a.args + 1, a.nargs - 1, a.kwnames};
  if (rest.nargs == 0 && rest.nkw() == 0) {
    out = Value::object(vm.alloc<Bytes>(cls, std::string()));
    return true;
  }
  if (!bytes_construct(vm, rest, out)) return false;
  // Always a private buffer: bytearray(n)'s zeros are taken over (it holds
  // its gigabyte once); anything else is copied (a __bytes__ result may be
  // shared).
  Bytes* made = as<Bytes>(out);
  vm.account(made->s.size());
  bool fresh = rest.nargs == 1 && rest.nkw() == 0 && (rest.args[0].is_int() || rest.args[0].is_bool());
  if (fresh) out = Value::object(vm.alloc<Bytes>(cls, std::move(made->s)));
  else out = Value::object(vm.alloc<Bytes>(cls, made->s));
  return true;
}

bool byte_value(VM& vm, Value v, char& out) {
  int64_t b = 0;
  if (!arg_int64(vm, v, b)) return false;
  if (b < 0 || b > 255) return vm.raise(vm.exc.ValueError, "byte must be in range(0, 256)");
  out = static_cast<char>(b);
  return true;
}

bool bytearray_append(VM& vm, CallArgs& a, Value& out) {
  char c;
  if (!byte_value(vm, a.args[1], c)) return false;
  as<Bytes>(a.args[0])->s.push_back(c);
  out = Value::none();
  return true;
}

bool bytearray_extend(VM& vm, CallArgs& a, Value& out) {
  std::string& s = as<Bytes>(a.args[0])->s;
  if (is_layout(a.args[1], Layout::Bytes)) {
    std::string add = as<Bytes>(a.args[1])->s;
    s += add;
  } else {
    std::vector<Value> items;
    if (!collect_iterable(vm, a.args[1], items)) return false;
    for (Value v : items) {
      char c;
      if (!byte_value(vm, v, c)) return false;
      s.push_back(c);
    }
  }
  out = Value::none();
  return true;
}

bool bytearray_pop(VM& vm, CallArgs& a, Value& out) {
  std::string& s = as<Bytes>(a.args[0])->s;
  if (s.empty()) return vm.raise(vm.exc.IndexError, "pop from empty bytearray");
  int64_t i = static_cast<int64_t>(s.size()) - 1;
  if (a.nargs > 1 && !arg_int64(vm, a.args[1], i)) return false;
  if (i < 0) i += static_cast<int64_t>(s.size());
  if (i < 0 || i >= static_cast<int64_t>(s.size())) return vm.raise(vm.exc.IndexError, "pop index out of range");
  out = Value::integer(static_cast<unsigned char>(s[static_cast<size_t>(i)]));
  s.erase(static_cast<size_t>(i), 1);
  return true;
}

bool bytearray_insert(VM& vm, CallArgs& a, Value& out) {
  std::string& s = as<Bytes>(a.args[0])->s;
  int64_t i = 0;
  char c;
  if (!arg_int64(vm, a.args[1], i) || !byte_value(vm, a.args[2], c)) return false;
  int64_t n = static_cast<int64_t>(s.size());
  if (i < 0) i = std::max<int64_t>(0, i + n);
  if (i > n) i = n;
  s.insert(static_cast<size_t>(i), 1, c);
  out = Value::none();
  return true;
}

bool bytearray_clear(VM& vm, CallArgs& a, Value& out) {
  as<Bytes>(a.args[0])->s.clear();
  out = Value::none();
  return true;
}

bool bytearray_reverse(VM& vm, CallArgs& a, Value& out) {
  std::string& s = as<Bytes>(a.args[0])->s;
  std::reverse(s.begin(), s.end());
  out = Value::none();
  return true;
}

bool bytearray_copy(VM& vm, CallArgs& a, Value& out) {
  vm.account(as<Bytes>(a.args[0])->s.size());
  out = Value::object(vm.alloc<Bytes>(a.args[0].o->type, as<Bytes>(a.args[0])->s));
  return true;
}

bool bytearray_remove(VM& vm, CallArgs& a, Value& out) {
  char c;
  if (!byte_value(vm, a.args[1], c)) return false;
  std::string& s = as<Bytes>(a.args[0])->s;
  size_t at = s.find(c);
  if (at == std::string::npos) return vm.raise(vm.exc.ValueError, "value not found in bytearray");
  s.erase(at, 1);
  out = Value::none();
  return true;
}

const NativeDef kBytearrayMethods[] = {
    {"remove", bytearray_remove, 2, 2, false, JitHint::None},
    {"append", bytearray_append, 2, 2, false, JitHint::None},
    {"extend", bytearray_extend, 2, 2, false, JitHint::None},
    {"pop", bytearray_pop, 1, 2, false, JitHint::None},
    {"insert", bytearray_insert, 3, 3, false, JitHint::None},
    {"clear", bytearray_clear, 1, 1, false, JitHint::None},
    {"reverse", bytearray_reverse, 1, 1, false, JitHint::None},
    {"copy", bytearray_copy, 1, 1, false, JitHint::None},
};

}  // namespace

void init_bytes_type(VM& vm) {
  vm.add_methods(vm.t.bytes, kBytesMethods);
  Value fn = vm.new_builtin(&kBytesFromhex);
  dict_set_str(vm, vm.t.bytes->dict, vm.intern("fromhex"),
               Value::object(vm.alloc<MethodWrapper>(vm.t.classmethod, fn)));
  vm.t.bytes->ctor = bytes_ctor;
  vm.add_methods(vm.t.bytes, kBytesOnly);
  vm.add_methods(vm.t.bytearray, kBytesMethods);
  for (TypeObject* t : {vm.t.bytes, vm.t.bytearray}) {
    dict_set_str(vm, t->dict, vm.intern("maketrans"),
                 Value::object(vm.alloc<MethodWrapper>(vm.t.staticmethod, vm.new_builtin(&kBytesMaketrans))));
  }
  dict_set_str(vm, vm.t.bytearray->dict, vm.intern("fromhex"),
               Value::object(vm.alloc<MethodWrapper>(vm.t.classmethod, vm.new_builtin(&kBytesFromhex))));
  vm.add_methods(vm.t.bytearray, kBytearrayMethods);
  vm.t.bytearray->ctor = bytearray_ctor;
}

}  // namespace tpy
