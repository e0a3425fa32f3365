// match.h — the runtime of the match statement's patterns (PEP 634): what
// MATCH_SEQUENCE, MATCH_MAPPING, MATCH_KEYS, COPY_DICT_WITHOUT_KEYS and
// MATCH_CLASS do (vm/opcodes.def). Only vm/interp.cpp includes it.
#pragma once
#include "vm/value.h"

namespace tpy {

class VM;
struct Tuple;

// Does a sequence pattern accept v? (list, tuple, range, and classes whose
// TypeObject::collection says so: memoryview, collections.deque, their
// subclasses; never str, bytes or bytearray.)
bool match_is_sequence(VM& vm, Value v);
// Does a mapping pattern accept v? (dict, ChainMap and their subclasses.)
bool match_is_mapping(VM& vm, Value v);
// out = tuple of subject's values for `keys`, or None when one is missing.
bool match_keys(VM& vm, Value subject, Value keys, Value& out);
// out = a dict copy of subject without `keys` (a mapping pattern's **rest).
bool match_copy_without(VM& vm, Value subject, Value keys, Value& out);
// out = tuple of the sub-subjects of a class pattern, or None.
bool match_class(VM& vm, Value subject, Value cls, Value kwnames, int npos, Value& out);

}  // namespace tpy
