// args.h — argument helpers for native functions (rows of NativeDef tables).
// Positional arity is already checked by the call machinery from the row's
// min/max; these helpers bind keywords and convert common argument types.
#pragma once
#include <initializer_list>
#include "vm/ops.h"

namespace tpy {

// Binds positional then keyword arguments to `names` (in order; a leading
// "$" marks keyword-only, e.g. {"iterable", "$key", "$reverse"}). outs[i] is
// left unbound when not given. Raises CPython-style TypeErrors:
// "sorted() got an unexpected keyword argument 'x'", "... got multiple values
// for argument 'x'", "... missing required argument 'x' (pos 1)" (first
// `required` names are required). For methods pass skip_self=true: args[0] is
// self and not bound.
bool bind_args(VM& vm, CallArgs& a, const char* fname, std::initializer_list<const char*> names,
               int required, Value* outs, bool skip_self = false);

// Value of keyword `name` if passed, else unbound (no errors; for simple cases).
Value kwarg(CallArgs& a, const char* name);

// Typed conversions raising TypeError "'str' object cannot be interpreted as an integer" etc.
bool arg_int64(VM& vm, Value v, int64_t& out);
bool arg_double(VM& vm, Value v, double& out, const char* fname);
bool arg_str(VM& vm, Value v, Str*& out, const char* fname, const char* argdesc);

}  // namespace tpy
