// sort.h — the stable sort behind list.sort() and sorted(): keys computed
// once, comparisons through `<` only (as CPython's sort), fast paths for
// all-int, all-float and all-str keys. Entry point: sort_values.
// Callers keep `items` reachable (in a List or rooted): key functions and
// __lt__ may run Python code.
#pragma once
#include <vector>
#include "vm/ast.h"
#include "vm/ops.h"

namespace tpy {

// Sorts items in place. key: a callable or None/unbound; reverse keeps equal
// elements in their original order (like CPython's reverse-sort-reverse).
// Returns false with an exception pending (items are then left unspecified,
// but still a permutation of the input).
[[nodiscard]] bool sort_values(VM& vm, std::vector<Value>& items, Value key, bool reverse);
// Sorts a list's items in place with no key (dir() of a custom __dir__).
[[nodiscard]] inline bool sort_list_values(VM& vm, List* l) { return sort_values(vm, l->items, Value::none(), false); }

}  // namespace tpy
