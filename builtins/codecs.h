// codecs.h — the Python side of the text codecs (vm/codec.h does the byte
// work): str.encode, bytes.decode, str(b, enc) and open()'s text files go
// through here. Unknown encodings raise LookupError "unknown encoding: x";
// failures raise UnicodeDecodeError / UnicodeEncodeError with CPython's
// messages and its encoding/object/start/end/reason attributes. No Python
// code is called.
#pragma once
#include <string>
#include <string_view>

#include "vm/codec.h"
#include "vm/vm.h"

namespace tpy {

// Finds `encoding`, or raises LookupError "unknown encoding: ...".
bool lookup_codec(VM& vm, std::string_view encoding, Codec& out);
// Raises what `err` describes. `object` is the bytes being decoded or the
// UTF-8 text being encoded; `errors` the handler's name; `encoding` the
// name the caller gave (str.encode/bytes.decode: a LookupError or TypeError
// of the handler is wrapped as CPython's codec registry does, "decoding
// with 'NAME' codec failed (...)", unless CPython has a fast path for
// NAME; empty for text files, which never wrap).
bool raise_codec_error(VM& vm, const CodecError& err, std::string_view object, bool decoding,
                       std::string_view errors, std::string_view encoding = {});

// bytes → UTF-8 text.
bool decode_bytes(VM& vm, std::string_view data, std::string_view encoding, std::string_view errors,
                  std::string& out);
// str (UTF-8 text of `s`) → bytes.
bool encode_str(VM& vm, const Str* s, std::string_view encoding, std::string_view errors, std::string& out);

}  // namespace tpy
