// format.h — text formatting entry points of the built-in types:
// format(value, spec) for int/bool/float/complex/str (the mini-language of
// vm/num_format.h plus complex's rules), str.format / format_map
// (builtins/str_format.cpp) and `str % args` (builtins/percent_format.cpp).
// Every function returns false with a Python exception pending on the VM;
// all but complex_repr may call Python code (__format__, __str__, __repr__,
// __getitem__, __index__ of user objects) and so reach a safepoint.
#pragma once
#include <string>
#include <string_view>

#include "vm/vm.h"

namespace tpy {

// format(v, spec) for int, bool, float, complex and str values (and
// instances of their subclasses, by layout). Errors are CPython's
// ("Unknown format code 'd' for object of type 'str'", ...). For any other
// value: an empty spec gives str(v), else TypeError "unsupported format
// string passed to T.__format__" (object.__format__'s behaviour). The text
// is appended to `out` (str.format builds all its fields in one buffer;
// `extra`: room to reserve for what follows, see format_str).
bool format_builtin_value(VM& vm, Value v, std::string_view spec, std::string& out, size_t extra = 0);

// repr(complex(re, im)): "(1+2j)", "2j", "(-0-0j)", "(nan+infj)". No Python code.
std::string complex_repr(double re, double im);

// `fmt % args` for str: args is a tuple, a single value, or a mapping for
// %(name)s. "not enough arguments for format string", "not all arguments
// converted during string formatting", "%d format: a real number is
// required, not str", ...
bool percent_format(VM& vm, Str* fmt, Value args, Str*& out);
// bytes % args (PEP 461): the formatted bytes in `out`.
bool percent_format_bytes(VM& vm, std::string_view fmt, Value args, std::string& out);

// The str.format engine. Positional arguments pos[0..npos); keyword
// arguments either as (kwnames, kwvals) — a call's keyword part — or, when
// kwnames is null and `mapping` is bound, looked up with mapping[key]
// (format_map). Appends the result to out.
bool format_string(VM& vm, std::string_view fmt, const Value* pos, int npos, Tuple* kwnames,
                   const Value* kwvals, Value mapping, std::string& out);

}  // namespace tpy
