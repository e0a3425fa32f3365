// builtins_a.h — entry points of the str, bytes and number builtins
// (builtins/str_methods.cpp, bytes_methods.cpp, num_methods.cpp). Each adds
// its type's method table to the type dict and sets the type's constructor;
// install_builtins (builtins/install.cpp) calls them once per VM, after the
// core types exist and before any script runs.
#pragma once
#include "vm/vm.h"

namespace tpy {

void init_str_type(VM& vm);      // str: methods, str(x) / str(bytes, encoding)
void init_bytes_type(VM& vm);    // bytes: methods, bytes(...)
void init_number_types(VM& vm);  // int, bool, float, complex: methods, attributes, constructors

}  // namespace tpy
