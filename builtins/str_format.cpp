// str_format.cpp — the str.format / str.format_map engine: literal text with
// {{ and }}, replacement fields {name.attr[key]!conv:spec}, automatic and
// manual numbering, and nested fields inside the spec ({:{width}}), two
// levels deep as CPython allows. Each field's value is formatted with
// format_value (vm/ops.h), so user __format__ methods apply.
#include <cctype>

#include "builtins/format.h"
#include "builtins/str_util.h"

namespace tpy {

namespace {

struct FormatState {
  VM& vm;
  const Value* pos;
  int npos;
  Tuple* kwnames;
  const Value* kwvals;
  Value mapping;
  int auto_index = 0;
  enum { kNone, kAuto, kManual } numbering = kNone;
  size_t extra = 0;  // room for what follows the field being formatted
};

bool all_digits(std::string_view s) {
  if (s.empty()) return false;
  for (char c : s)
    if (c < '0' || c > '9') return false;
  return true;
}

// Decimal text to an index; huge values saturate (and then are out of range).
int64_t parse_index(std::string_view s) {
  int64_t v = 0;
  for (char c : s) {
    v = v * 10 + (c - '0');
    if (v > (int64_t{1} << 40)) return int64_t{1} << 40;
  }
  return v;
}

bool lookup_keyword(FormatState& st, std::string_view name, Value& out) {
  VM& vm = st.vm;
  if (st.kwnames) {
    const int n = static_cast<int>(st.kwnames->items.size());
    for (int i = 0; i < n; i++) {
      if (str_view(st.kwnames->items[i]) == name) { out = st.kwvals[i]; return true; }
    }
  } else if (!st.mapping.is_undef()) {
    return get_item(vm, st.mapping, vm.str_value(std::string(name)), out);
  }
  return vm.raise_with(vm.exc.KeyError, vm.str_value(std::string(name)));
}

bool lookup_positional(FormatState& st, int64_t index, Value& out) {
  // format_map has a mapping and no positional arguments at all.
  if (!st.pos && !st.mapping.is_undef())
    return st.vm.raise(st.vm.exc.ValueError, "Format string contains positional fields");
  if (index >= st.npos) {
    return st.vm.raisef(st.vm.exc.IndexError, "Replacement index %lld out of range for positional args tuple",
                        static_cast<long long>(index));
  }
  out = st.pos[index];
  return true;
}

// Resolves "name.attr[key]..." to a value.
bool resolve_field(FormatState& st, std::string_view field, Value& out) {
  VM& vm = st.vm;
  size_t i = 0;
  while (i < field.size() && field[i] != '.' && field[i] != '[') i++;
  std::string_view first = field.substr(0, i);
  if (first.empty()) {
    if (st.numbering == FormatState::kManual)
      return vm.raise(vm.exc.ValueError, "cannot switch from manual field specification to automatic field numbering");
    st.numbering = FormatState::kAuto;
    if (!lookup_positional(st, st.auto_index++, out)) return false;
  } else if (all_digits(first)) {
    if (st.numbering == FormatState::kAuto)
      return vm.raise(vm.exc.ValueError, "cannot switch from automatic field numbering to manual field specification");
    st.numbering = FormatState::kManual;
    if (!lookup_positional(st, parse_index(first), out)) return false;
  } else {
    if (!lookup_keyword(st, first, out)) return false;
  }
  RootScope roots(vm);
  while (i < field.size()) {
    roots.add(out);
    if (field[i] == '.') {
      size_t j = ++i;
      while (j < field.size() && field[j] != '.' && field[j] != '[') j++;
      if (j == i) return vm.raise(vm.exc.ValueError, "Empty attribute in format string");
      Value obj = out;
      if (!get_attr(vm, obj, vm.intern(field.substr(i, j - i)), out)) return false;
      i = j;
    } else if (field[i] == '[') {
      size_t j = ++i;
      while (j < field.size() && field[j] != ']') j++;
      if (j >= field.size()) return vm.raise(vm.exc.ValueError, "Missing ']' in format string");
      std::string_view key = field.substr(i, j - i);
      if (key.empty()) return vm.raise(vm.exc.ValueError, "Empty attribute in format string");
      Value k = all_digits(key) ? Value::integer(parse_index(key)) : vm.str_value(std::string(key));
      Value obj = out;
      if (!get_item(vm, obj, k, out)) return false;
      i = j + 1;
      if (i < field.size() && field[i] != '.' && field[i] != '[')
        return vm.raise(vm.exc.ValueError, "Only '.' or '[' may follow ']' in format field specifier");
    } else {
      return vm.raise(vm.exc.ValueError, "Only '.' or '[' may follow ']' in format field specifier");
    }
  }
  return true;
}

bool expand(FormatState& st, std::string_view fmt, int depth, std::string& out);

// One replacement field's text (between the braces).
bool format_field(FormatState& st, std::string_view field, int depth, std::string& out) {
  VM& vm = st.vm;
  const size_t extra = depth == 0 ? st.extra : 0;  // read before the spec's own fields reset it
  // The field name runs to '!' or ':' outside of [...].
  size_t i = 0;
  while (i < field.size()) {
    char c = field[i];
    if (c == '[') {
      while (i < field.size() && field[i] != ']') i++;
      if (i < field.size()) i++;
      continue;
    }
    if (c == '{') return vm.raise(vm.exc.ValueError, "unexpected '{' in field name");
    if (c == '!' || c == ':') break;
    i++;
  }
  std::string_view name = field.substr(0, i);
  char conversion = 0;
  size_t conv_at = 0;
  std::string_view spec;
  if (i < field.size() && field[i] == '!') {
    if (i + 1 >= field.size())
      return vm.raise(vm.exc.ValueError, "end of string while looking for conversion specifier");
    conv_at = i + 1;
    conversion = field[i + 1];
    i += 1 + utf8_seq_len(static_cast<unsigned char>(field[i + 1]));
    if (i < field.size() && field[i] != ':')
      return vm.raise(vm.exc.ValueError, "expected ':' after conversion specifier");
  }
  if (i < field.size()) spec = field.substr(i + 1);

  Value v;
  if (!resolve_field(st, name, v)) return false;
  RootScope roots(vm);
  roots.add(v);
  if (conversion) {
    Str* conv = nullptr;
    switch (conversion) {
      case 'r': if (!to_repr(vm, v, conv)) return false; break;
      case 's': if (!to_str(vm, v, conv)) return false; break;
      case 'a': if (!to_ascii(vm, v, conv)) return false; break;
      default: {
        size_t p = conv_at;
        uint32_t cp = utf8_decode(field, p);
        if (cp > 32 && cp < 127) return vm.raisef(vm.exc.ValueError, "Unknown conversion specifier %c", (char)cp);
        return vm.raisef(vm.exc.ValueError, "Unknown conversion specifier \\x%x", cp);
      }
    }
    v = Value::object(conv);
    roots.add(v);
  }
  std::string spec_text;
  if (spec.find('{') != std::string_view::npos) {
    // CPython allows one level of fields inside a spec, not two.
    if (depth >= 1) return vm.raise(vm.exc.ValueError, "Max string recursion exceeded");
    if (!expand(st, spec, depth + 1, spec_text)) return false;
  } else {
    spec_text = spec;
  }
  // Fast path for the built-in scalar types; format_value handles the rest.
  if (v.is_int() || v.is_float() || v.is_bool() ||
      (v.is_obj() && (v.o->type == vm.t.str || v.o->type == vm.t.int_ || v.o->type == vm.t.complex))) {
    // Into `out`: a huge padded field is not copied.
    return format_builtin_value(vm, v, spec_text, out, extra);
  }
  Str* formatted = nullptr;
  if (!format_value(vm, v, vm.new_str(std::move(spec_text)), formatted)) return false;
  out += formatted->text();
  return true;
}

bool expand(FormatState& st, std::string_view fmt, int depth, std::string& out) {
  VM& vm = st.vm;
  size_t i = 0, n = fmt.size();
  while (i < n) {
    char c = fmt[i];
    if (c == '}') {
      if (i + 1 < n && fmt[i + 1] == '}') { out += '}'; i += 2; continue; }
      return vm.raise(vm.exc.ValueError, "Single '}' encountered in format string");
    }
    if (c != '{') {
      size_t j = i;
      while (j < n && fmt[j] != '{' && fmt[j] != '}') j++;
      out.append(fmt.substr(i, j - i));
      i = j;
      continue;
    }
    if (i + 1 < n && fmt[i + 1] == '{') { out += '{'; i += 2; continue; }
    if (i + 1 >= n) return vm.raise(vm.exc.ValueError, "Single '{' encountered in format string");
    // Find the field's closing '}' as CPython's parse_field reads it: the
    // name (where [...] may hold anything but ']'), then '!' and one code
    // point, then ':' and a spec whose braces nest.
    size_t j = i + 1;
    char d = 0;
    while (j < n) {
      d = fmt[j++];
      if (d == '{') return vm.raise(vm.exc.ValueError, "unexpected '{' in field name");
      if (d == '[') {
        while (j < n && fmt[j] != ']') j++;
        continue;
      }
      if (d == '}' || d == ':' || d == '!') break;
    }
    if (d == '!' || d == ':') {
      bool closed = false;
      if (d == '!') {
        if (j >= n) return vm.raise(vm.exc.ValueError, "end of string while looking for conversion specifier");
        j += utf8_seq_len(static_cast<unsigned char>(fmt[j]));
        if (j < n) {
          d = fmt[j++];
          if (d == '}') closed = true;
          else if (d != ':') return vm.raise(vm.exc.ValueError, "expected ':' after conversion specifier");
        }
      }
      for (int count = 1; !closed && j < n;) {
        d = fmt[j++];
        if (d == '{') count++;
        else if (d == '}' && --count == 0) closed = true;
      }
      if (!closed) return vm.raise(vm.exc.ValueError, "unmatched '{' in format spec");
    } else if (d != '}') {
      return vm.raise(vm.exc.ValueError, "expected '}' before end of string");
    }
    j--;  // the closing '}'
    // Room for the rest of the template and short fields in it (CPython's
    // writer over-allocates while more follows a field).
    st.extra = j + 1 < n ? n - (j + 1) + 64 : 0;
    if (!format_field(st, fmt.substr(i + 1, j - i - 1), depth, out)) return false;
    i = j + 1;
  }
  return true;
}

}  // namespace

bool format_string(VM& vm, std::string_view fmt, const Value* pos, int npos, Tuple* kwnames, const Value* kwvals,
                   Value mapping, std::string& out) {
  FormatState st{vm, pos, npos, kwnames, kwvals, mapping};
  return expand(st, fmt, 0, out);
}

}  // namespace tpy
