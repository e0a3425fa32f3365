// builtins/numba/numba.h — what the native files of tpy's numba module
// share: the dispatcher (dispatcher.cpp) and the ufunc builders (ufunc.cpp).
#pragma once
#include <string>
#include "vm/value.h"

namespace tpy {
struct VM;
struct Module;
namespace jit { struct FuncSpecs; struct CompiledFunc; }

// The compiled specialisations of dispatcher v; null when v is not one.
jit::FuncSpecs* dispatcher_specs(Value v);
// The Python function of dispatcher v (undef when v is none).
Value dispatcher_py_func(Value v);
// The specialisation of dispatcher v for the positional args (found,
// converted to or compiled now), as a call would choose it, not called.
// False with the exception pending (a TypingError in Numba's words).
// need_code false: typed only, for a GPU launch.
[[nodiscard]] bool dispatcher_prepare(VM& vm, Value v, const Value* args, int nargs, jit::CompiledFunc*& f,
                                      bool need_code = true);
// warnings.warn_explicit(message, numba.core.errors.<category>, file, line,
// None, registry): with a registry dict, a warning the filters show once per
// location is not shown again.
[[nodiscard]] bool warn_numba(VM& vm, const std::string& category, const std::string& message, const std::string& file,
                              int line, Value registry = Value::none());
// Adds numba.cuda's native functions to _tpy_numba (cuda.cpp).
void add_cuda_functions(VM& vm, Module* m);
// Adds the ufunc builders' functions to _tpy_numba (ufunc.cpp).
void add_ufunc_functions(VM& vm, Module* m);

}  // namespace tpy
