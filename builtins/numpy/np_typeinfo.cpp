// np_typeinfo.cpp — placeholder
#include "builtins/numpy/np_internal.h"
namespace tpy {
void add_typeinfo_functions(VM&, Module*) {}
}  // namespace tpy
