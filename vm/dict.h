// dict.h — hash tables behind dict (insertion-ordered, compact) and
// set/frozenset (CPython's probing so small-int sets print in CPython's
// order). Key hashing/equality may call Python code (__hash__/__eq__):
// functions returning bool follow the ops.h error contract.
#pragma once
#include "vm/vm.h"

namespace tpy {

// ---- dict
bool dict_get(VM& vm, Dict* d, Value key, Value& out, bool& found);
bool dict_set(VM& vm, Dict* d, Value key, Value value);
bool dict_del(VM& vm, Dict* d, Value key, bool& found);       // found=false: nothing removed, nothing raised
bool dict_pop(VM& vm, Dict* d, Value key, Value& out, bool& found);
// String-keyed access without Python code (keys compared by content).
Value dict_get_str(const Dict* d, const Str* key);          // unbound when absent
int64_t dict_find_str_entry(const Dict* d, const Str* key);  // index into d->entries, or -1
// Whether entry `e` has exactly the str object `name` as its key (how inline
// caches check that a remembered entry index is still right).
inline bool entry_holds(const DictEntry& e, const Str* name) { return e.key.is_obj() && e.key.o == name; }
void dict_set_str(VM& vm, Dict* d, Str* key, Value value);
bool dict_del_str(Dict* d, const Str* key);
void dict_clear(Dict* d);
bool dict_update(VM& vm, Dict* d, Value other);             // dict, mapping with keys(), or iterable of pairs
Dict* dict_copy(VM& vm, const Dict* d);
// Live entries in insertion order: for (auto& e : d->entries) if (!e.key.is_undef()) ...

// ---- set / frozenset
bool set_add(VM& vm, Set* s, Value key);
bool set_contains(VM& vm, Set* s, Value key, bool& out);
bool set_discard(VM& vm, Set* s, Value key, bool& found);
bool set_update(VM& vm, Set* s, Value iterable);
Set* set_copy(VM& vm, const Set* s, bool frozen);
void set_clear(Set* s);
// Live keys in table order: for (auto& sl : s->table) if (!sl.key.is_undef() && !sl.dummy) ...

// ---- hashing primitives (no Python code; numeric hashes are in vm/bigint.h)
int64_t hash_string(std::string_view bytes);
int64_t hash_tuple_combine(const std::vector<int64_t>& item_hashes);

}  // namespace tpy
