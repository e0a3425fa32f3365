// builtins/numba/numba.h — what the native files of tpy's numba module
// share: the dispatcher (dispatcher.cpp) and the ufunc builders (ufunc.cpp).
#pragma once
#include "vm/value.h"

namespace tpy {
struct VM;
struct Module;
namespace jit { struct FuncSpecs; }

// The compiled specialisations of dispatcher v; null when v is not one.
jit::FuncSpecs* dispatcher_specs(Value v);
// Adds the ufunc builders' functions to _tpy_numba (ufunc.cpp).
void add_ufunc_functions(VM& vm, Module* m);

}  // namespace tpy
