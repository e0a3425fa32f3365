// exception_group.h — BaseExceptionGroup / ExceptionGroup, the runtime
// half of `except*` (the compiler's half is compile_try_star in
// compile_stmt.cpp; printing an uncaught group is traceback.cpp's), and the
// match of a plain `except T:`.
// A group is an ExceptionObj whose eg_excs is set (by BaseExceptionGroup.__new__).
// Every function here may call Python code (predicates, derive()), so may
// collect; failures return false with the exception pending.
#pragma once
#include "vm/vm.h"

namespace tpy {

// Methods of BaseExceptionGroup (__new__, derive, split, subgroup; str() is repr.cpp's)
// and ExceptionGroup's second base (Exception). Called once by install_core_types.
void install_exception_groups(VM& vm);

// Whether v is a BaseExceptionGroup instance built by its __new__.
bool is_exception_group(Value v);

// BaseExceptionGroup(message, excs): an ExceptionGroup when every item is
// an Exception. Precondition: excs is non-empty and all exceptions.
[[nodiscard]] bool new_exception_group(VM& vm, const std::string& message, const std::vector<Value>& excs,
                                       Value& out);

// CHECK_EG_MATCH: split `exc` by the except* clause type `type`.
// match = the matching part (None when nothing matches; a naked exception
// that matches comes wrapped in ExceptionGroup('', [exc])); rest = what is
// left (None when nothing is; left untouched when nothing matched).
// TypeError for a type that is not an exception class or is a group class.
[[nodiscard]] bool exception_group_match(VM& vm, Value exc, Value type, Value& match, Value& rest);

// PREP_RERAISE_STAR: what leaves a try/except* statement. `orig` is the
// caught exception, `excs` what each clause raised plus the unhandled rest
// (None entries are skipped). out = None when everything was handled.
[[nodiscard]] bool exception_group_prep_reraise(VM& vm, Value orig, List* excs, Value& out);

// CHECK_EXC_MATCH: whether exc is an instance of `type` (a class, or
// tuples of classes nested at any depth) for a plain `except type:`.
// TypeError for anything that is not an exception class.
[[nodiscard]] bool exc_matches(VM& vm, Value exc, Value type, bool& out);

}  // namespace tpy
