// codecs.h — the text encodings str.encode / bytes.decode / str(b, enc)
// support: UTF-8, ASCII and Latin-1, with the error handlers strict,
// ignore, replace and backslashreplace. Unknown encodings raise
// LookupError "unknown encoding: x"; failures raise UnicodeDecodeError /
// UnicodeEncodeError with CPython's messages. No Python code is called.
#pragma once
#include <string>
#include <string_view>

#include "vm/vm.h"

namespace tpy {

// bytes → UTF-8 text.
bool decode_bytes(VM& vm, std::string_view data, std::string_view encoding, std::string_view errors,
                  std::string& out);
// str (UTF-8 text of `s`) → bytes.
bool encode_str(VM& vm, const Str* s, std::string_view encoding, std::string_view errors, std::string& out);

}  // namespace tpy
