// codecs.cpp — str/bytes conversions over vm/codec.h's codecs, and the
// UnicodeDecodeError / UnicodeEncodeError / LookupError they raise.
#include "builtins/codecs.h"

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

bool raise_codec_error(VM& vm, const CodecError& err, std::string_view object, bool decoding,
                       std::string_view errors) {
  if (err.kind == CodecError::UnknownHandler) {
    return vm.raisef(vm.exc.LookupError, "unknown error handler name '%.*s'", static_cast<int>(errors.size()),
                     errors.data());
  }
  if (err.kind == CodecError::NoBom) return vm.raisef(vm.exc.UnicodeError, "%s stream does not start with BOM", err.codec);
  if (err.kind == CodecError::WrongDirection) {
    return vm.raisef(vm.exc.TypeError, "don't know how to handle %s in error callback",
                     decoding ? "UnicodeDecodeError" : "UnicodeEncodeError");
  }
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
  return raise_codec_error(vm, err, data, true, errors);
}

bool encode_str(VM& vm, const Str* s, std::string_view encoding, std::string_view errors, std::string& out) {
  Codec c;
  if (!lookup_codec(vm, encoding, c)) return false;
  CodecError err;
  if (encode_text(c, find_error_mode(errors), s->text(), true, out, err)) return true;
  return raise_codec_error(vm, err, s->text(), false, errors);
}

}  // namespace tpy
