// percent_format.cpp — printf-style `str % args`: walks the format string,
// takes arguments from a tuple, a single value or a mapping (%(key)s), and
// converts each with the number helpers of vm/num_format.h or str()/repr()/
// ascii(). bytes % args (PEP 461) walks the same way over bytes: %s/%b take
// bytes-like values or __bytes__, %r/%a give ascii(), %c a byte, keys are bytes.
#include <cmath>
#include <cstdio>

#include "builtins/format.h"
#include "builtins/str_util.h"
#include "vm/num_format.h"

namespace tpy {

namespace {

struct PercentArgs {
  VM& vm;
  Value args;
  const Value* items = nullptr;  // tuple items, or &args for a single value
  int64_t count = 0;
  int64_t next = 0;
  Value mapping;                 // bound when args is a mapping
  Value keyed;                   // the value of the last %(key): the one argument left
  bool bytes_mode = false;

  bool take(Value& out) {
    if (next >= count) return vm.raise(vm.exc.TypeError, "not enough arguments for format string");
    out = items[next++];
    return true;
  }
};

// Does `v` count as a mapping for %(key)s? CPython asks "has __getitem__
// and is not a tuple or str" (for bytes % args: nor bytes or bytearray).
bool looks_like_mapping(VM& vm, Value v, bool bytes_mode) {
  if (!v.is_obj()) return false;
  switch (v.o->type->layout) {
    case Layout::Tuple: return false;
    case Layout::Str: return false;
    case Layout::Bytes: return !bytes_mode;
    case Layout::Dict: case Layout::List: case Layout::Range: return true;
    default: return !lookup_special(vm, v, vm.names.getitem).is_undef();
  }
}

// out += piece, moved when out is empty (a huge padded number is not copied).
// Pads `text` (UTF-8) to `width` code points (bytes: to `width` bytes).
// `extra`: room for the rest of the format string when `out` must grow.
void pad_text(std::string& out, std::string_view text, int64_t width, bool left, bool bytes_mode, size_t extra) {
  int64_t len = bytes_mode ? static_cast<int64_t>(text.size()) : utf8_count(text);
  // Reserved at once: a width near the memory limit makes no second copy.
  size_t need = out.size() + text.size() + static_cast<size_t>(width > len ? width - len : 0);
  if (need > out.capacity()) out.reserve(std::max(need + extra, out.capacity() + out.capacity() / 2));
  if (width > len && !left) out.append(static_cast<size_t>(width - len), ' ');
  out.append(text);
  if (width > len && left) out.append(static_cast<size_t>(width - len), ' ');
}

// Converts the argument of %d/%i/%u (real numbers, truncated) or %x/%o/%X
// (integers only, through __index__).
bool percent_int_arg(VM& vm, Value v, char type, BigInt& out) {
  if (is_int_value(v)) { out = int_to_big(v); return true; }
  bool integer_only = type == 'x' || type == 'X' || type == 'o';
  if (!integer_only && v.is_float()) {
    NumError err;
    if (!big_from_double(v.f, out, err)) return raise_num_error(vm, err);
    return true;
  }
  Value r;
  bool found = false;
  if (!call_method(vm, v, vm.names.index, nullptr, 0, r, found)) return false;
  if (!found && !integer_only) {
    if (!call_method(vm, v, vm.names.int_, nullptr, 0, r, found)) return false;
    if (!found) {
      Value f;
      if (!call_method(vm, v, vm.names.float_, nullptr, 0, f, found)) return false;
      if (found && f.is_float()) {
        NumError err;
        if (!big_from_double(f.f, out, err)) return raise_num_error(vm, err);
        return true;
      }
    }
  }
  if (found && is_int_value(r)) { out = int_to_big(r); return true; }
  if (found) return vm.raisef(vm.exc.TypeError, "__index__ returned non-int (type %s)", type_name(vm, r));
  if (integer_only)
    return vm.raisef(vm.exc.TypeError, "%%%c format: an integer is required, not %s", type, type_name(vm, v));
  return vm.raisef(vm.exc.TypeError, "%%%c format: a real number is required, not %s", type, type_name(vm, v));
}

bool percent_char_arg(VM& vm, Value v, std::string& out) {
  if (is_str(v)) {
    Str* s = as_str(v);
    if (s->length() != 1) return vm.raise(vm.exc.TypeError, "%c requires int or char");
    out = s->text();
    return true;
  }
  if (!is_int_value(v)) return vm.raise(vm.exc.TypeError, "%c requires int or char");
  BigInt b = int_to_big(v);
  if (b < 0 || b >= 0x110000) return vm.raise(vm.exc.OverflowError, "%c arg not in range(0x110000)");
  out.clear();
  utf8_encode(static_cast<uint32_t>(b), out);
  return true;
}

// %c of bytes % args: an int in range(256) or a bytes/bytearray of length 1.
bool percent_byte_arg(VM& vm, Value v, std::string& out) {
  if (is_layout(v, Layout::Bytes) && as<Bytes>(v)->s.size() == 1) {
    out = as<Bytes>(v)->s;
    return true;
  }
  if (!is_int_value(v)) return vm.raise(vm.exc.TypeError, "%c requires an integer in range(256) or a single byte");
  BigInt b = int_to_big(v);
  if (b < 0 || b >= 256) return vm.raise(vm.exc.OverflowError, "%c arg not in range(256)");
  out.assign(1, static_cast<char>(static_cast<int64_t>(b)));
  return true;
}

// %s/%b of bytes % args: a bytes-like value, or one with __bytes__.
bool percent_bytes_arg(VM& vm, Value v, std::string& out) {
  if (is_layout(v, Layout::Bytes)) { out = as<Bytes>(v)->s; return true; }
  if (v.is_obj()) {
    Value r;
    bool found = false;
    if (!call_method(vm, v, vm.intern("__bytes__"), nullptr, 0, r, found)) return false;
    if (found) {
      if (!is_layout(r, Layout::Bytes))
        return vm.raisef(vm.exc.TypeError, "__bytes__ returned non-bytes (type %s)", type_name(vm, r));
      out = as<Bytes>(r)->s;
      return true;
    }
  }
  return vm.raisef(vm.exc.TypeError,
                   "%%b requires a bytes-like object, or an object that implements __bytes__, not '%s'",
                   type_name(vm, v));
}

// Reads a width or precision: digits, or '*' taking an int argument. As in
// CPython a width may be any Py_ssize_t (a huge one fails to allocate:
// MemoryError), a precision no more than INT_MAX.
bool read_number(VM& vm, std::string_view f, size_t& i, PercentArgs& pa, int64_t& out, bool& star_negative,
                 bool precision) {
  star_negative = false;
  if (i < f.size() && f[i] == '*') {
    i++;
    Value v;
    if (!pa.take(v)) return false;
    if (!is_int_value(v)) return vm.raise(vm.exc.TypeError, "* wants int");
    BigInt b = int_to_big(v);
    if (precision ? (b < INT32_MIN || b > INT32_MAX) : (b < INT64_MIN || b > INT64_MAX)) {
      return vm.raisef(vm.exc.OverflowError, "Python int too large to convert to C %s",
                       precision ? "int" : "ssize_t");
    }
    out = static_cast<int64_t>(b);
    if (out < 0) { star_negative = true; out = -out; }
    return true;
  }
  if (i < f.size() && f[i] >= '0' && f[i] <= '9') {
    out = 0;
    while (i < f.size() && f[i] >= '0' && f[i] <= '9') {
      int d = f[i] - '0';
      if (precision && out > (INT32_MAX - d) / 10)
        return vm.raise(vm.exc.ValueError, pa.bytes_mode ? "prec too big" : "precision too big");
      if (out > (INT64_MAX - d) / 10) return vm.raise(vm.exc.ValueError, "width too big");
      out = out * 10 + d;
      i++;
    }
  }
  return true;
}

}  // namespace

namespace {

// The walk shared by str % args (fmt_str set; `f` is its UTF-8) and bytes %
// args (fmt_str null; `f` is the raw bytes).
bool percent_format_text(VM& vm, std::string_view f, Str* fmt_str, Value args, std::string& out) {
  const bool bytes_mode = fmt_str == nullptr;
  PercentArgs pa{vm, args, nullptr, 0, 0, Value(), Value(), bytes_mode};
  if (is_layout(args, Layout::Tuple)) {
    Tuple* t = as<Tuple>(args);
    pa.items = t->items.data();
    pa.count = static_cast<int64_t>(t->items.size());
  } else {
    pa.items = &pa.args;
    pa.count = 1;
    if (looks_like_mapping(vm, args, bytes_mode)) pa.mapping = args;
  }
  RootScope roots(vm);
  out.reserve(f.size() + 16);
  size_t i = 0;
  while (i < f.size()) {
    size_t pct = f.find('%', i);
    if (pct == std::string_view::npos) { out.append(f.substr(i)); break; }
    out.append(f.substr(i, pct - i));
    i = pct + 1;
    if (i >= f.size()) return vm.raise(vm.exc.ValueError, "incomplete format");

    Value arg;
    if (f[i] == '(') {
      if (pa.mapping.is_undef()) return vm.raise(vm.exc.TypeError, "format requires a mapping");
      size_t start = ++i;
      int depth = 1;
      while (i < f.size()) {
        if (f[i] == '(') depth++;
        else if (f[i] == ')' && --depth == 0) break;
        i++;
      }
      if (i >= f.size()) return vm.raise(vm.exc.ValueError, "incomplete format key");
      Value key = bytes_mode ? Value::object(vm.alloc<Bytes>(vm.t.bytes, std::string(f.substr(start, i - start))))
                             : vm.str_value(std::string(f.substr(start, i - start)));
      roots.add(key);
      i++;
      if (!get_item(vm, pa.mapping, key, arg)) return false;
      roots.add(arg);
      // As in CPython the value becomes the only argument left: a '*'
      // width or precision takes it, and the conversion then finds none.
      pa.keyed = arg;
      pa.items = &pa.keyed;
      pa.count = 1;
      pa.next = 0;
    }

    PercentFlags flags;
    for (; i < f.size(); i++) {
      char c = f[i];
      if (c == '-') flags.left = true;
      else if (c == '+') flags.plus = true;
      else if (c == ' ') flags.space = true;
      else if (c == '#') flags.alternate = true;
      else if (c == '0') flags.zero = true;
      else break;
    }
    int64_t width = -1, prec = -1;
    bool neg = false;
    size_t digits_end = 0;  // where width or precision digits ended (CPython's bytes walk reads on unsigned)
    size_t before = i;
    if (!read_number(vm, f, i, pa, width, neg, false)) return false;
    if (neg) flags.left = true;
    if (i > before && f[before] != '*') digits_end = i;
    if (i < f.size() && f[i] == '.') {
      i++;
      prec = 0;
      before = i;
      if (!read_number(vm, f, i, pa, prec, neg, true)) return false;
      if (neg) prec = 0;
      digits_end = i > before && f[before] != '*' ? i : 0;
    }
    while (i < f.size() && (f[i] == 'h' || f[i] == 'l' || f[i] == 'L')) i++;
    if (i >= f.size()) return vm.raise(vm.exc.ValueError, "incomplete format");

    size_t conv_at = i;
    char type = f[i++];
    if (type == '%' && conv_at == pct + 1) { out += '%'; continue; }  // "%5%" is a bad conversion
    const size_t extra = i < f.size() ? f.size() - i + 64 : 0;  // room for what follows (as str.format)
    if (!pa.take(arg)) return false;

    if (bytes_mode) type = type == 's' ? 'b' : type == 'r' ? 'a' : type;  // %s is %b, %r is %a
    switch (type) {
      case 'b': {
        if (!bytes_mode) goto unsupported;
        std::string b;
        if (!percent_bytes_arg(vm, arg, b)) return false;
        std::string_view text = b;
        if (prec >= 0 && prec < static_cast<int64_t>(text.size())) text = text.substr(0, static_cast<size_t>(prec));
        pad_text(out, text, width, flags.left, true, extra);
        break;
      }
      case 's': case 'r': case 'a': {
        Str* s = nullptr;
        bool ok = type == 's' ? to_str(vm, arg, s) : type == 'r' ? to_repr(vm, arg, s) : to_ascii(vm, arg, s);
        if (!ok) return false;
        std::string_view text = s->text();
        if (bytes_mode && prec >= 0 && prec < static_cast<int64_t>(text.size()))
          text = text.substr(0, static_cast<size_t>(prec));  // ascii() is ASCII: bytes are code points
        else if (!bytes_mode && prec >= 0 && prec < s->length())
          text = text.substr(0, str_byte_offset(vm, s, prec));
        pad_text(out, text, width, flags.left, bytes_mode, extra);
        break;
      }
      case 'd': case 'i': case 'u': case 'x': case 'X': case 'o': {
        BigInt v;
        // bytes % args names %i as %d in its messages (CPython's bytes walk maps it first).
        if (!percent_int_arg(vm, arg, bytes_mode && type == 'i' ? 'd' : type, v)) return false;
        percent_format_int_to(out, v, flags, width, prec, type == 'i' || type == 'u' ? 'd' : type, extra);
        break;
      }
      case 'e': case 'E': case 'f': case 'F': case 'g': case 'G': {
        double d = 0;
        if (bytes_mode && !arg.is_float() && !is_int_value(arg) &&
            lookup_special(vm, arg, vm.names.float_).is_undef() && lookup_special(vm, arg, vm.names.index).is_undef())
          return vm.raisef(vm.exc.TypeError, "float argument required, not %s", type_name(vm, arg));
        if (!arg_double(vm, arg, d, nullptr)) return false;
        percent_format_float_to(out, d, flags, width, prec, type, extra);
        break;
      }
      case 'c': {
        std::string ch;
        if (!(bytes_mode ? percent_byte_arg(vm, arg, ch) : percent_char_arg(vm, arg, ch))) return false;
        pad_text(out, ch, width, flags.left, bytes_mode, extra);
        break;
      }
      default:
      unsupported: {
        size_t p = conv_at;
        uint32_t cp = bytes_mode ? static_cast<unsigned char>(f[conv_at]) : utf8_decode(f, p);
        // CPython prints the character with %c: a byte over 0x7F is a negative char there
        if (bytes_mode && cp >= 0x80 && conv_at != digits_end)
          return vm.raise(vm.exc.OverflowError, "character argument not in range(0x110000)");
        std::string shown(1, cp >= 31 && cp <= 126 ? static_cast<char>(cp) : '?');
        if (bytes_mode) shown = utf8_from_code_point(cp);  // bytes: the byte as a Latin-1 character, unfiltered
        long long at = bytes_mode ? static_cast<long long>(conv_at) : static_cast<long long>(str_cp_index(fmt_str, conv_at));
        // Built as a std::string: the character may be NUL.
        char tail[64];
        snprintf(tail, sizeof tail, "' (0x%x) at index %lld", cp, at);
        return vm.raise(vm.exc.ValueError, "unsupported format character '" + shown + tail);
      }
    }
  }
  if (pa.next < pa.count && pa.mapping.is_undef()) {
    return vm.raisef(vm.exc.TypeError, "not all arguments converted during %s formatting",
                     bytes_mode ? "bytes" : "string");
  }
  return true;
}

}  // namespace

bool percent_format(VM& vm, Str* fmt_str, Value args, Str*& out_str) {
  std::string out;
  if (!percent_format_text(vm, fmt_str->text(), fmt_str, args, out)) return false;
  out_str = vm.new_str(std::move(out));
  return true;
}

bool percent_format_bytes(VM& vm, std::string_view fmt, Value args, std::string& out) {
  return percent_format_text(vm, fmt, nullptr, args, out);
}


}  // namespace tpy
