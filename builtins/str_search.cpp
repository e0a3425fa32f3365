// str_search.cpp — the str methods that search or cut: find/rfind/index/
// rindex/count, startswith/endswith, replace, partition/rpartition,
// split/rsplit/splitlines, join, expandtabs. UTF-8 is self-synchronising, so
// substring search runs on bytes; only start/end bounds and results are
// converted between code-point indices and byte offsets.
#include <algorithm>

#include "builtins/str_util.h"
#include "builtins/unicode.h"

namespace tpy {

namespace {

// ---- bounds ------------------------------------------------------------

// The [start, end) code-point window of find-like methods, with the
// matching byte offsets. `empty` is CPython's "end - start < len(sub)" test.
struct Window {
  int64_t start = 0, end = 0;
  size_t b0 = 0, b1 = 0;
};

bool get_window(VM& vm, Str* s, CallArgs& a, int first, Window& w) {
  w.start = 0;
  w.end = INT64_MAX;
  if (a.nargs > first && !arg_slice_bound(vm, a.args[first], w.start)) return false;
  if (a.nargs > first + 1 && !arg_slice_bound(vm, a.args[first + 1], w.end)) return false;
  adjust_slice_bounds(w.start, w.end, s->length());
  if (w.start <= w.end && w.start <= s->length()) {
    w.b0 = str_byte_offset(vm, s, w.start);
    w.b1 = str_byte_offset(vm, s, w.end);
  }
  return true;
}

bool arg_sub(VM& vm, Value v, Str*& out) {
  if (is_str(v)) { out = as_str(v); return true; }
  return vm.raisef(vm.exc.TypeError, "must be str, not %s", type_name(vm, v));
}

// ---- find / index / count ---------------------------------------------

// Code-point index of the first (or last) `sub` in the window, or -1.
bool find_impl(VM& vm, CallArgs& a, const char* name, bool reverse, int64_t& result) {
  Str* s = nullptr;
  Str* sub = nullptr;
  Window w;
  if (!self_str(vm, a, name, s) || !arg_sub(vm, a.args[1], sub) || !get_window(vm, s, a, 2, w)) return false;
  result = -1;
  if (w.end - w.start < sub->length()) return true;
  std::string_view hay = std::string_view(s->text()).substr(w.b0, w.b1 - w.b0);
  size_t at = reverse ? hay.rfind(sub->text()) : hay.find(sub->text());
  if (at == std::string_view::npos) return true;
  result = s->ascii ? w.start + static_cast<int64_t>(at) : w.start + utf8_count(hay.substr(0, at));
  return true;
}

bool str_find(VM& vm, CallArgs& a, Value& out) {
  int64_t r;
  if (!find_impl(vm, a, "find", false, r)) return false;
  out = Value::integer(r);
  return true;
}

bool str_rfind(VM& vm, CallArgs& a, Value& out) {
  int64_t r;
  if (!find_impl(vm, a, "rfind", true, r)) return false;
  out = Value::integer(r);
  return true;
}

bool str_index(VM& vm, CallArgs& a, Value& out) {
  int64_t r;
  if (!find_impl(vm, a, "index", false, r)) return false;
  if (r < 0) return vm.raise(vm.exc.ValueError, "substring not found");
  out = Value::integer(r);
  return true;
}

bool str_rindex(VM& vm, CallArgs& a, Value& out) {
  int64_t r;
  if (!find_impl(vm, a, "rindex", true, r)) return false;
  if (r < 0) return vm.raise(vm.exc.ValueError, "substring not found");
  out = Value::integer(r);
  return true;
}

bool str_count(VM& vm, CallArgs& a, Value& out) {
  Str* s = nullptr;
  Str* sub = nullptr;
  Window w;
  if (!self_str(vm, a, "count", s) || !arg_sub(vm, a.args[1], sub) || !get_window(vm, s, a, 2, w)) return false;
  if (w.end - w.start < sub->length()) { out = Value::integer(0); return true; }
  if (sub->text().empty()) { out = Value::integer(w.end - w.start + 1); return true; }
  std::string_view hay = std::string_view(s->text()).substr(w.b0, w.b1 - w.b0);
  int64_t n = 0;
  for (size_t at = hay.find(sub->text()); at != std::string_view::npos; at = hay.find(sub->text(), at + sub->text().size())) n++;
  out = Value::integer(n);
  return true;
}

// ---- startswith / endswith --------------------------------------------

bool tail_match(Str* s, const Window& w, Str* sub, bool at_end) {
  if (w.end - w.start < sub->length()) return false;
  std::string_view hay = std::string_view(s->text()).substr(w.b0, w.b1 - w.b0);
  if (sub->text().size() > hay.size()) return false;
  return at_end ? hay.substr(hay.size() - sub->text().size()) == sub->text() : hay.substr(0, sub->text().size()) == sub->text();
}

bool starts_ends(VM& vm, CallArgs& a, Value& out, const char* name, bool at_end) {
  Str* s = nullptr;
  Window w;
  if (!self_str(vm, a, name, s) || !get_window(vm, s, a, 2, w)) return false;
  Value arg = a.args[1];
  if (is_str(arg)) { out = Value::boolean(tail_match(s, w, as_str(arg), at_end)); return true; }
  if (is_layout(arg, Layout::Tuple)) {
    for (Value item : as<Tuple>(arg)->items) {
      if (!is_str(item)) {
        return vm.raisef(vm.exc.TypeError, "tuple for %s must only contain str, not %s", name,
                         type_name(vm, item));
      }
      if (tail_match(s, w, as_str(item), at_end)) { out = Value::boolean(true); return true; }
    }
    out = Value::boolean(false);
    return true;
  }
  return vm.raisef(vm.exc.TypeError, "%s first arg must be str or a tuple of str, not %s", name, type_name(vm, arg));
}

bool str_startswith(VM& vm, CallArgs& a, Value& out) { return starts_ends(vm, a, out, "startswith", false); }
bool str_endswith(VM& vm, CallArgs& a, Value& out) { return starts_ends(vm, a, out, "endswith", true); }

// ---- replace -------------------------------------------------------------

bool str_replace(VM& vm, CallArgs& a, Value& out) {
  Str *s = nullptr, *old_s = nullptr, *new_s = nullptr;
  if (!self_str(vm, a, "replace", s) || !arg_str(vm, a.args[1], old_s, "replace", "1") ||
      !arg_str(vm, a.args[2], new_s, "replace", "2"))
    return false;
  int64_t count = -1;
  if (a.nargs > 3 && !arg_int64(vm, a.args[3], count)) return false;
  if (count < 0) count = INT64_MAX;
  const std::string& text = s->text();
  std::string r;
  if (old_s->text().empty()) {
    // Insert `new` before every code point (and at the end), `count` times.
    if (count == 0) { out = str_result(vm, s, text); return true; }
    size_t i = 0;
    int64_t done = 0;
    while (i < text.size() && done < count) {
      r += new_s->text();
      done++;
      size_t len = utf8_seq_len(static_cast<unsigned char>(text[i]));
      r.append(text, i, len);
      i += len;
    }
    if (i < text.size()) r.append(text, i, std::string::npos);
    else if (done < count) r += new_s->text();
    out = vm.str_value(std::move(r));
    return true;
  }
  size_t i = 0;
  int64_t done = 0;
  while (done < count) {
    size_t at = text.find(old_s->text(), i);
    if (at == std::string::npos) break;
    r.append(text, i, at - i);
    r += new_s->text();
    i = at + old_s->text().size();
    done++;
  }
  if (done == 0) { out = str_result(vm, s, text); return true; }
  r.append(text, i, std::string::npos);
  out = vm.str_value(std::move(r));
  return true;
}

// ---- partition -------------------------------------------------------------

bool partition_impl(VM& vm, CallArgs& a, Value& out, const char* name, bool reverse) {
  Str *s = nullptr, *sep = nullptr;
  if (!self_str(vm, a, name, s) || !arg_sub(vm, a.args[1], sep)) return false;
  if (sep->text().empty()) return vm.raise(vm.exc.ValueError, "empty separator");
  size_t at = reverse ? s->text().rfind(sep->text()) : s->text().find(sep->text());
  Value empty = Value::object(vm.names.empty);
  if (at == std::string::npos) {
    Value whole = str_result(vm, s, s->text());
    out = Value::object(reverse ? vm.new_tuple({empty, empty, whole}) : vm.new_tuple({whole, empty, empty}));
    return true;
  }
  Value left = vm.str_value(s->text().substr(0, at));
  Value right = vm.str_value(s->text().substr(at + sep->text().size()));
  out = Value::object(vm.new_tuple({left, Value::object(sep), right}));
  return true;
}

bool str_partition(VM& vm, CallArgs& a, Value& out) { return partition_impl(vm, a, out, "partition", false); }
bool str_rpartition(VM& vm, CallArgs& a, Value& out) { return partition_impl(vm, a, out, "rpartition", true); }

// ---- split -------------------------------------------------------------------

// Code point at byte i and its length (ASCII bytes are their own code point).
inline uint32_t cp_at(std::string_view s, size_t i, size_t& len) {
  unsigned char c = static_cast<unsigned char>(s[i]);
  if (c < 0x80) { len = 1; return c; }
  size_t j = i;
  uint32_t cp = utf8_decode(s, j);
  len = j - i;
  return cp;
}

// Start of the code point that ends just before byte i.
inline size_t cp_before(std::string_view s, size_t i) {
  do { i--; } while (i > 0 && (static_cast<unsigned char>(s[i]) & 0xC0) == 0x80);
  return i;
}

bool split_args(VM& vm, CallArgs& a, const char* name, Str*& s, Str*& sep, int64_t& maxsplit) {
  Value v[2];
  if (!self_str(vm, a, name, s) || !bind_args(vm, a, name, {"sep", "maxsplit"}, 0, v, true)) return false;
  sep = nullptr;
  if (!v[0].is_undef() && !v[0].is_none()) {
    if (!is_str(v[0])) return vm.raisef(vm.exc.TypeError, "must be str or None, not %s", type_name(vm, v[0]));
    sep = as_str(v[0]);
    if (sep->text().empty()) return vm.raise(vm.exc.ValueError, "empty separator");
  }
  maxsplit = -1;
  if (!v[1].is_undef() && !arg_int64(vm, v[1], maxsplit)) return false;
  if (maxsplit < 0) maxsplit = INT64_MAX;
  return true;
}

bool str_split(VM& vm, CallArgs& a, Value& out) {
  Str *s = nullptr, *sep = nullptr;
  int64_t maxsplit;
  if (!split_args(vm, a, "split", s, sep, maxsplit)) return false;
  std::string_view t = s->text();
  std::vector<Value> parts;
  if (sep) {
    size_t i = 0;
    while (maxsplit-- > 0) {
      size_t at = t.find(sep->text(), i);
      if (at == std::string_view::npos) break;
      push_value(parts, vm.str_value(std::string(t.substr(i, at - i))));
      i = at + sep->text().size();
    }
    push_value(parts, i == 0 ? str_result(vm, s, t) : vm.str_value(std::string(t.substr(i))));
  } else if (s->ascii) {
    // Bytes are code points: no decoding, and every part's length is its size.
    size_t i = 0, n = t.size();
    while (true) {
      while (i < n && uni_is_space((unsigned char)t[i])) i++;
      if (i >= n) break;
      size_t j = n;
      if (maxsplit-- > 0) {
        j = i;
        while (j < n && !uni_is_space((unsigned char)t[j])) j++;
      }
      push_value(parts, vm.str_value(std::string(t.substr(i, j - i)), int64_t(j - i), true));
      i = j;
    }
  } else {
    size_t i = 0, n = t.size(), len = 0;
    while (true) {
      while (i < n && uni_is_space(cp_at(t, i, len))) i += len;
      if (i >= n) break;
      if (maxsplit-- <= 0) {
        // The rest keeps its trailing whitespace.
        push_value(parts, vm.str_value(std::string(t.substr(i))));
        break;
      }
      size_t j = i;
      while (j < n && !uni_is_space(cp_at(t, j, len))) j += len;
      push_value(parts, vm.str_value(std::string(t.substr(i, j - i))));
      i = j;
    }
  }
  out = Value::object(vm.new_list(std::move(parts)));
  return true;
}

bool str_rsplit(VM& vm, CallArgs& a, Value& out) {
  Str *s = nullptr, *sep = nullptr;
  int64_t maxsplit;
  if (!split_args(vm, a, "rsplit", s, sep, maxsplit)) return false;
  std::string_view t = s->text();
  std::vector<Value> parts;
  if (sep) {
    size_t end = t.size();
    while (maxsplit-- > 0) {
      if (end < sep->text().size()) break;
      size_t at = t.rfind(sep->text(), end - sep->text().size());
      if (at == std::string_view::npos) break;
      parts.push_back(vm.str_value(std::string(t.substr(at + sep->text().size(), end - at - sep->text().size()))));
      end = at;
    }
    parts.push_back(end == t.size() ? str_result(vm, s, t) : vm.str_value(std::string(t.substr(0, end))));
  } else {
    size_t end = t.size(), len = 0;
    while (true) {
      while (end > 0) {
        size_t p = cp_before(t, end);
        if (!uni_is_space(cp_at(t, p, len))) break;
        end = p;
      }
      if (end == 0) break;
      if (maxsplit-- <= 0) {
        parts.push_back(vm.str_value(std::string(t.substr(0, end))));
        break;
      }
      size_t start = end;
      while (start > 0) {
        size_t p = cp_before(t, start);
        if (uni_is_space(cp_at(t, p, len))) break;
        start = p;
      }
      parts.push_back(vm.str_value(std::string(t.substr(start, end - start))));
      end = start;
    }
  }
  std::reverse(parts.begin(), parts.end());
  out = Value::object(vm.new_list(std::move(parts)));
  return true;
}

bool str_splitlines(VM& vm, CallArgs& a, Value& out) {
  Str* s = nullptr;
  Value v[1];
  if (!self_str(vm, a, "splitlines", s) || !bind_args(vm, a, "splitlines", {"keepends"}, 0, v, true)) return false;
  int64_t keep = 0;
  if (!v[0].is_undef()) {
    if (v[0].is_float()) return vm.raise(vm.exc.TypeError, "'float' object cannot be interpreted as an integer");
    if (!arg_int64(vm, v[0], keep)) return false;
  }
  std::string_view t = s->text();
  std::vector<Value> parts;
  size_t i = 0, n = t.size(), len = 0;
  while (i < n) {
    size_t start = i, eol = n, next = n;
    while (i < n) {
      uint32_t cp = cp_at(t, i, len);
      if (uni_is_linebreak(cp)) {
        eol = i;
        next = i + len;
        if (cp == '\r' && next < n && t[next] == '\n') next++;
        break;
      }
      i += len;
    }
    parts.push_back(vm.str_value(std::string(t.substr(start, (keep ? next : eol) - start))));
    i = next;
  }
  out = Value::object(vm.new_list(std::move(parts)));
  return true;
}

// ---- join ------------------------------------------------------------------

bool str_join(VM& vm, CallArgs& a, Value& out) {
  Str* sep = nullptr;
  if (!self_str(vm, a, "join", sep)) return false;
  Value arg = a.args[1];
  std::vector<Value> owned;
  const Value* items;
  size_t n;
  if (is_layout(arg, Layout::List)) {
    items = as<List>(arg)->items.data();
    n = as<List>(arg)->items.size();
  } else if (is_layout(arg, Layout::Tuple)) {
    items = as<Tuple>(arg)->items.data();
    n = as<Tuple>(arg)->items.size();
  } else {
    Value it;
    bool ok = false;
    if (!try_get_iter(vm, arg, it, ok)) return false;
    if (!ok) return vm.raise(vm.exc.TypeError, "can only join an iterable");
    RootScope roots(vm);
    roots.add(it);
    if (!collect_iterable(vm, it, owned)) return false;
    items = owned.data();
    n = owned.size();
  }
  if (n == 1 && items[0].is_obj() && items[0].o->type == vm.t.str) { out = items[0]; return true; }
  // One pass over the parts, each fetched a few ahead: they are strs
  // scattered over the heap, and touching each twice would miss twice.
  std::string r;
  r.reserve(n * (sep->text().size() + 8));
  int64_t length = n > 0 ? sep->length() * int64_t(n - 1) : 0;
  bool ascii = sep->ascii;
  constexpr size_t kAhead = 16;
  for (size_t i = 0; i < n; i++) {
    if (i + kAhead < n && items[i + kAhead].is_obj()) __builtin_prefetch(items[i + kAhead].o);
    if (!is_str(items[i])) {
      return vm.raisef(vm.exc.TypeError, "sequence item %zu: expected str instance, %s found", i,
                       type_name(vm, items[i]));
    }
    const Str* item = as_str(items[i]);
    if (i) r += sep->text();
    r += item->text();
    length += item->length();
    ascii = ascii && item->ascii;
  }
  out = vm.str_value(std::move(r), length, ascii);
  return true;
}

// ---- expandtabs --------------------------------------------------------------

bool str_expandtabs(VM& vm, CallArgs& a, Value& out) {
  Str* s = nullptr;
  Value v[1];
  if (!self_str(vm, a, "expandtabs", s) || !bind_args(vm, a, "expandtabs", {"tabsize"}, 0, v, true)) return false;
  int64_t tab = 8;
  // CPython takes the tab size as a C int, before expanding anything (an
  // int object is one past int64_t).
  bool too_big = is_layout(v[0], Layout::Int) && !fits_int64(as<BigIntObj>(v[0])->v);
  if (!too_big && !v[0].is_undef() && !arg_int64(vm, v[0], tab)) return false;
  if (too_big || tab > INT32_MAX || tab < INT32_MIN) return vm.raise(vm.exc.OverflowError, "Python int too large to convert to C int");
  std::string r;
  int64_t col = 0;
  std::string_view t = s->text();
  for (size_t i = 0; i < t.size();) {
    char c = t[i];
    if (c == '\t') {
      if (tab > 0) {
        int64_t spaces = tab - col % tab;
        r.append(static_cast<size_t>(spaces), ' ');
        col += spaces;
      }
      i++;
      continue;
    }
    size_t len = utf8_seq_len(static_cast<unsigned char>(c));
    r.append(t.substr(i, len));
    i += len;
    col = (c == '\n' || c == '\r') ? 0 : col + 1;
  }
  out = vm.str_value(std::move(r));
  return true;
}

}  // namespace

const NativeDef kStrSearchMethods[] = {
    {"find", str_find, 2, 4, false, JitHint::Pure},
    {"rfind", str_rfind, 2, 4, false, JitHint::Pure},
    {"index", str_index, 2, 4, false, JitHint::None},
    {"rindex", str_rindex, 2, 4, false, JitHint::None},
    {"count", str_count, 2, 4, false, JitHint::Pure},
    {"startswith", str_startswith, 2, 4, false, JitHint::Pure},
    {"endswith", str_endswith, 2, 4, false, JitHint::Pure},
    {"replace", str_replace, 3, 4, false, JitHint::None},
    {"partition", str_partition, 2, 2, false, JitHint::None},
    {"rpartition", str_rpartition, 2, 2, false, JitHint::None},
    {"split", str_split, 1, 3, true, JitHint::None},
    {"rsplit", str_rsplit, 1, 3, true, JitHint::None},
    {"splitlines", str_splitlines, 1, 2, true, JitHint::None},
    {"join", str_join, 2, 2, false, JitHint::None},
    {"expandtabs", str_expandtabs, 1, 2, true, JitHint::None},
};
const size_t kStrSearchMethodCount = sizeof(kStrSearchMethods) / sizeof(kStrSearchMethods[0]);

}  // namespace tpy
