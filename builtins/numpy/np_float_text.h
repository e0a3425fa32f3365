// np_float_text.h — one float as NumPy's Dragon4 writes it (what
// np.format_float_positional / format_float_scientific and array printing
// share). No raise, no allocation on the VM.
#pragma once
#include <string>

namespace tpy {

// format_float_positional / format_float_scientific's options; -1 means not given.
struct FloatTextOptions {
  int precision = -1;       // digits after the point (significant digits when !fractional)
  bool unique = true;       // shortest round-trip digits, cut at `precision`
  bool fractional = true;   // positional only
  char trim = 'k';          // 'k' keep zeros, '.' trim to "1.", '0' to "1.0", '-' to "1"
  bool sign = false;        // '+' on non-negative values
  int pad_left = -1;        // pad the part before the point with spaces to this width
  int pad_right = -1;       // positional: pad the part after the point to this width
  int min_digits = -1;      // unique mode: at least this many digits (of the exact value)
  int exp_digits = -1;      // scientific: at least this many exponent digits (2 if not given)
};

// x as float32 digits when is_f32 (x holds a float32 value). Non-finite x
// gives "nan"/"inf"/"-inf" (NumPy's format_float_* words), unpadded.
std::string float_positional(double x, bool is_f32, const FloatTextOptions& o);
std::string float_scientific(double x, bool is_f32, const FloatTextOptions& o);

}  // namespace tpy
