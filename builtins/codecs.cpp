// codecs.cpp — str/bytes conversions over vm/codec.h's codecs, and the
// UnicodeDecodeError / UnicodeEncodeError / LookupError they raise.
#include "builtins/codecs.h"

#include <algorithm>
#include <cctype>
#include <cstdio>

#include "vm/ops.h"

namespace tpy {

namespace {

void set_error_attr(VM& vm, ExceptionObj* e, const char* name, Value v) {
  if (!set_attr(vm, Value::object(e), vm.intern(name), v)) vm.pending = nullptr;
}

}  // namespace

bool lookup_codec(VM& vm, std::string_view encoding, Codec& out) {
  if (find_codec(encoding, out)) return true;
  return vm.raisef(vm.exc.LookupError, "unknown encoding: %.*s", static_cast<int>(encoding.size()), encoding.data());
}

namespace {

// The names CPython's str.encode/bytes.decode call their codec directly
// for; any other name goes through the codec registry, which wraps a
// LookupError or TypeError of the error handler (raise_codec_error).
bool is_fast_path_name(std::string_view encoding) {
  std::string n = normalize_codec_name(encoding);
  if (n.compare(0, 3, "utf") == 0) {
    std::string_view rest = std::string_view(n).substr(3);
    if (!rest.empty() && rest[0] == '_') rest.remove_prefix(1);
    return rest == "8" || rest == "16" || rest == "32";
  }
  return n == "ascii" || n == "us_ascii" || n == "latin1" || n == "latin_1" || n == "iso_8859_1" ||
         n == "iso8859_1";
}

}  // namespace

bool raise_codec_error(VM& vm, const CodecError& err, std::string_view object, bool decoding,
                       std::string_view errors, std::string_view encoding) {
  if (err.kind == CodecError::UnknownHandler || err.kind == CodecError::WrongDirection) {
    const bool lookup = err.kind == CodecError::UnknownHandler;
    char inner[320];
    if (lookup) {
      snprintf(inner, sizeof inner, "unknown error handler name '%.*s'", static_cast<int>(std::min<size_t>(errors.size(), 200)),
               errors.data());
    } else {
      snprintf(inner, sizeof inner, "don't know how to handle %s in error callback",
               decoding ? "UnicodeDecodeError" : "UnicodeEncodeError");
    }
    TypeObject* type = lookup ? vm.exc.LookupError : vm.exc.TypeError;
    if (encoding.empty() || is_fast_path_name(encoding)) return vm.raisef(type, "%s", inner);
    return vm.raisef(type, "%s with '%.*s' codec failed (%s: %s)", decoding ? "decoding" : "encoding",
                     static_cast<int>(std::min<size_t>(encoding.size(), 200)), encoding.data(),
                     lookup ? "LookupError" : "TypeError", inner);
  }
  if (err.kind == CodecError::NoBom) return vm.raisef(vm.exc.UnicodeError, "%s stream does not start with BOM", err.codec);
  RootScope roots(vm);
  std::string message = codec_error_message(err, object, decoding);
  if (decoding) object.remove_prefix(err.object_offset);
  Value obj = decoding ? Value::object(vm.alloc<Bytes>(vm.t.bytes, std::string(object)))
                       : vm.str_value(std::string(object));
  roots.add(obj);
  ExceptionObj* e = vm.new_exception(decoding ? vm.exc.UnicodeDecodeError : vm.exc.UnicodeEncodeError,
                                     {vm.str_value(message)});
  roots.add(e);
  set_error_attr(vm, e, "encoding", vm.str_value(err.codec));
  set_error_attr(vm, e, "object", obj);
  set_error_attr(vm, e, "start", Value::integer(static_cast<int64_t>(err.start)));
  set_error_attr(vm, e, "end", Value::integer(static_cast<int64_t>(err.end)));
  set_error_attr(vm, e, "reason", vm.str_value(err.reason));
  vm.pending = e;
  return false;
}

bool decode_bytes(VM& vm, std::string_view data, std::string_view encoding, std::string_view errors,
                  std::string& out) {
  out.clear();
  if (data.empty()) return true;  // as in CPython: no codec lookup for nothing to decode
  Codec c;
  if (!lookup_codec(vm, encoding, c)) return false;
  TextDecoder dec(c, find_error_mode(errors));
  CodecError err;
  if (dec.decode(data, true, out, err)) return true;
  return raise_codec_error(vm, err, data, true, errors, encoding);
}

bool encode_str(VM& vm, const Str* s, std::string_view encoding, std::string_view errors, std::string& out) {
  Codec c;
  if (!lookup_codec(vm, encoding, c)) return false;
  CodecError err;
  if (encode_text(c, find_error_mode(errors), s->text(), true, out, err)) return true;
  return raise_codec_error(vm, err, s->text(), false, errors, encoding);
}

}  // namespace tpy
