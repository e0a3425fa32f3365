// dict.cpp — the dict table (compact, insertion-ordered: an index array of
// int32 into an entries vector) and the set table (CPython's open addressing
// with 9 linear probes then perturbation, so iteration order matches what
// CPython prints for small ints). Also the hash primitives.
#include "vm/dict.h"
#include "vm/ops.h"

namespace tpy {

// ---------------------------------------------------------------- hashing

int64_t hash_string(std::string_view bytes) {
  uint64_t h = 1469598103934665603ull;
  for (unsigned char c : bytes) { h ^= c; h *= 1099511628211ull; }
  h ^= h >> 29;
  int64_t r = (int64_t)(h & 0x7fffffffffffffffull);
  return r == -1 ? -2 : r;
}

int64_t hash_tuple_combine(const std::vector<int64_t>& hs) {
  const uint64_t p1 = 11400714785074694791ull, p2 = 14029467366897019727ull, p5 = 2870177450012600261ull;
  uint64_t acc = p5;
  for (int64_t h : hs) {
    acc += (uint64_t)h * p2;
    acc = (acc << 31) | (acc >> 33);
    acc *= p1;
  }
  acc += hs.size() ^ (p5 ^ 3527539ull);
  if (acc == (uint64_t)-1) return 1546275796;
  return (int64_t)acc;
}

// ---------------------------------------------------------------- dict

namespace {
constexpr int32_t kEmpty = -1, kDummy = -2;

bool str_key_eq(Value k, const Str* s) {
  if (!is_layout(k, Layout::Str)) return false;
  const Str* ks = as<Str>(k);
  return ks == s || ks->text() == s->text();  // callers compared the full hashes already
}

int64_t str_hash(Str* s) {
  if (s->hash == -1) s->hash = hash_string(s->text());
  return s->hash;
}

void dict_rebuild(Dict* d, size_t min_index) {
  // Compact the entries and rebuild the index at a size keeping load <= 2/3.
  if (d->used != (int64_t)d->entries.size()) {
    size_t j = 0;
    for (size_t i = 0; i < d->entries.size(); i++)
      if (!d->entries[i].key.is_undef()) d->entries[j++] = d->entries[i];
    d->entries.resize(j);
  }
  d->live_from = 0;
  size_t n = 8;
  while (n * 2 < min_index * 3) n <<= 1;
  d->index.assign(n, kEmpty);
  size_t mask = n - 1;
  for (size_t i = 0; i < d->entries.size(); i++) {
    uint64_t perturb = (uint64_t)d->entries[i].hash;
    size_t j = perturb & mask;
    while (d->index[j] != kEmpty) {
      perturb >>= 5;
      j = (j * 5 + perturb + 1) & mask;
    }
    d->index[j] = (int32_t)i;
  }
}

// Deletes entry ix, found through index slot `slot`. Deleted entries at
// either end are dropped or skipped, so popitem() and popping the first key
// again and again stay O(1) (iteration starts at live_from).
void forget_entry(Dict* d, size_t slot, size_t ix) {
  d->entries[ix].key = Value();
  d->entries[ix].value = Value();
  d->index[slot] = kDummy;
  d->used--;
  d->version++;
  if (d->used == 0) {
    d->entries.clear();
    d->index.clear();
    d->live_from = 0;
    return;
  }
  while (d->entries.back().key.is_undef()) d->entries.pop_back();
  if (ix == d->live_from)
    while (d->entries[d->live_from].key.is_undef()) d->live_from++;
}

// Finds key; returns the index slot (or the slot to insert into, with
// entry = -1). May call __eq__.
bool exact_str(VM& vm, Value v) { return v.is_obj() && v.o->type == vm.t.str; }

bool dict_lookup(VM& vm, Dict* d, Value key, int64_t hash, size_t& slot, int64_t& entry) {
  entry = -1;
  if (d->index.empty()) dict_rebuild(d, 1);
  size_t mask = d->index.size() - 1;
  uint64_t perturb = (uint64_t)hash;
  size_t j = (size_t)hash & mask;
  int64_t free_slot = -1;
  for (;;) {
    int32_t ix = d->index[j];
    if (ix == kEmpty) {
      slot = free_slot >= 0 ? (size_t)free_slot : j;
      return true;
    }
    if (ix == kDummy) {
      if (free_slot < 0) free_slot = (int64_t)j;
    } else {
      DictEntry& e = d->entries[ix];
      if (e.key.same(key)) { slot = j; entry = ix; return true; }
      if (e.hash == hash) {
        Value k = e.key;
        bool eq;
        if (exact_str(vm, k) && exact_str(vm, key)) {   // no user __eq__ to run
          eq = as<Str>(k)->text() == as<Str>(key)->text();
        } else {
          uint64_t version = d->version;
          if (!equal(vm, k, key, eq)) return false;
          if (d->version != version) return vm.raise(vm.exc.RuntimeError, "dictionary changed size during iteration");
        }
        if (eq) { slot = j; entry = ix; return true; }
      }
    }
    perturb >>= 5;
    j = (j * 5 + perturb + 1) & mask;
  }
}

void dict_insert_new(Dict* d, size_t slot, Value key, Value value, int64_t hash) {
  if (!is_layout(key, Layout::Str) || !key.o->type->builtin) d->str_keys_only = false;   // exact strs only
  // Out of memory (bad_alloc) leaves the dict as it was, or holding the
  // new entry with its index not yet grown: never an index without entry.
  d->entries.push_back({key, value, hash});
  d->index[slot] = (int32_t)d->entries.size() - 1;
  d->used++;
  d->version++;
  if (d->entries.size() * 3 >= d->index.size() * 2) dict_rebuild(d, (size_t)d->used * 2 + 1);
}
}  // namespace

bool dict_get(VM& vm, Dict* d, Value key, Value& out, bool& found) {
  found = false;
  if (d->used == 0) {
    int64_t h;
    return hash_value(vm, key, h);  // unhashable keys raise even on an empty dict
  }
  if (is_layout(key, Layout::Str)) {
    Value v = dict_get_str(d, as<Str>(key));
    if (!v.is_undef()) { out = v; found = true; return true; }
    // Only a non-str key (say, an instance with __eq__) could equal a str.
    if (d->str_keys_only) return true;
  }
  int64_t h;
  if (!hash_value(vm, key, h)) return false;
  size_t slot;
  int64_t ix;
  if (!dict_lookup(vm, d, key, h, slot, ix)) return false;
  if (ix >= 0) { out = d->entries[ix].value; found = true; }
  return true;
}

bool dict_set(VM& vm, Dict* d, Value key, Value value) {
  int64_t h;
  if (!hash_value(vm, key, h)) return false;
  size_t slot;
  int64_t ix;
  if (!dict_lookup(vm, d, key, h, slot, ix)) return false;
  if (ix >= 0) { d->entries[ix].value = value; return true; }
  dict_insert_new(d, slot, key, value, h);
  vm.account(sizeof(DictEntry) + 8);
  return true;
}

bool dict_del(VM& vm, Dict* d, Value key, bool& found) {
  Value dummy;
  return dict_pop(vm, d, key, dummy, found);
}

bool dict_pop(VM& vm, Dict* d, Value key, Value& out, bool& found) {
  found = false;
  int64_t h;
  if (!hash_value(vm, key, h)) return false;
  if (d->used == 0) return true;
  size_t slot;
  int64_t ix;
  if (!dict_lookup(vm, d, key, h, slot, ix)) return false;
  if (ix < 0) return true;
  out = d->entries[ix].value;
  forget_entry(d, slot, (size_t)ix);
  found = true;
  return true;
}

Value dict_get_str(const Dict* d, const Str* key) {
  int64_t ix = dict_find_str_entry(d, key);
  return ix < 0 ? Value() : d->entries[ix].value;
}

int64_t dict_find_str_entry(const Dict* d, const Str* key) {
  if (d->index.empty()) return -1;
  int64_t h = key->hash == -1 ? hash_string(key->text()) : key->hash;
  size_t mask = d->index.size() - 1;
  uint64_t perturb = (uint64_t)h;
  size_t j = (size_t)h & mask;
  for (;;) {
    int32_t ix = d->index[j];
    if (ix == kEmpty) return -1;
    if (ix >= 0) {
      const DictEntry& e = d->entries[ix];
      if (e.hash == h && str_key_eq(e.key, key)) return ix;
    }
    perturb >>= 5;
    j = (j * 5 + perturb + 1) & mask;
  }
}

void dict_set_str(VM& vm, Dict* d, Str* key, Value value) {
  int64_t h = str_hash(key);
  if (d->index.empty()) dict_rebuild(d, 1);
  size_t mask = d->index.size() - 1;
  uint64_t perturb = (uint64_t)h;
  size_t j = (size_t)h & mask;
  int64_t free_slot = -1;
  for (;;) {
    int32_t ix = d->index[j];
    if (ix == kEmpty) break;
    if (ix == kDummy) {
      if (free_slot < 0) free_slot = (int64_t)j;
    } else {
      DictEntry& e = d->entries[ix];
      if (e.hash == h && str_key_eq(e.key, key)) { e.value = value; return; }
    }
    perturb >>= 5;
    j = (j * 5 + perturb + 1) & mask;
  }
  dict_insert_new(d, free_slot >= 0 ? (size_t)free_slot : j, Value::object(key), value, h);
  vm.account(sizeof(DictEntry) + 8);
}

bool dict_del_str(Dict* d, const Str* key) {
  if (d->index.empty()) return false;
  int64_t h = key->hash == -1 ? hash_string(key->text()) : key->hash;
  size_t mask = d->index.size() - 1;
  uint64_t perturb = (uint64_t)h;
  size_t j = (size_t)h & mask;
  for (;;) {
    int32_t ix = d->index[j];
    if (ix == kEmpty) return false;
    if (ix >= 0 && d->entries[ix].hash == h && str_key_eq(d->entries[ix].key, key)) {
      forget_entry(d, j, (size_t)ix);
      return true;
    }
    perturb >>= 5;
    j = (j * 5 + perturb + 1) & mask;
  }
}

void dict_clear(Dict* d) {
  d->entries.clear();
  d->index.clear();
  d->live_from = 0;
  d->used = 0;
  d->version++;
}

Dict* dict_copy(VM& vm, const Dict* d) {
  Dict* r = vm.new_dict();
  for (auto& e : d->entries)
    if (!e.key.is_undef()) r->entries.push_back(e);
  r->used = (int64_t)r->entries.size();
  dict_rebuild(r, (size_t)r->used + 1);
  vm.account(r->entries.size() * sizeof(DictEntry));
  return r;
}

bool dict_update(VM& vm, Dict* d, Value other) {
  if (is_layout(other, Layout::Dict)) {
    Dict* o = as<Dict>(other);
    std::vector<DictEntry> copy;
    for (auto& e : o->entries)
      if (!e.key.is_undef()) copy.push_back(e);
    for (auto& e : copy)
      if (!dict_set(vm, d, e.key, e.value)) return false;
    return true;
  }
  RootScope roots(vm);
  Value keys_fn;
  bool found;
  if (!get_attr_opt(vm, other, vm.names.keys, keys_fn, found)) return false;
  if (found) {
    Value keys;
    if (!call0(vm, keys_fn, keys)) return false;
    roots.add(keys);
    std::vector<Value> ks;
    if (!collect_iterable(vm, keys, ks)) return false;
    for (auto& k : ks) roots.add(k);
    for (auto& k : ks) {
      Value v;
      if (!get_item(vm, other, k, v)) return false;
      if (!dict_set(vm, d, k, v)) return false;
    }
    return true;
  }
  Value it;
  if (!get_iter(vm, other, it)) return false;
  roots.add(it);
  for (int64_t n = 0;; n++) {
    Value item;
    bool done;
    if (!iter_next(vm, it, item, done)) return false;
    if (done) return true;
    roots.add(item);
    std::vector<Value> kv;
    if (is_layout(item, Layout::Tuple) || is_layout(item, Layout::List)) {
      kv = is_layout(item, Layout::Tuple) ? as<Tuple>(item)->items : as<List>(item)->items;
    } else {
      Value sub;
      if (!get_iter(vm, item, sub)) {
        vm.pending = nullptr;
        return vm.raisef(vm.exc.TypeError, "cannot convert dictionary update sequence element #%lld to a sequence",
                         (long long)n);
      }
      if (!collect_iterable(vm, item, kv)) return false;
    }
    if (kv.size() != 2)
      return vm.raisef(vm.exc.ValueError, "dictionary update sequence element #%lld has length %zu; 2 is required",
                       (long long)n, kv.size());
    if (!dict_set(vm, d, kv[0], kv[1])) return false;
  }
}

// ---------------------------------------------------------------- set

namespace {
constexpr int kLinearProbes = 9;

// Inserts into a table known to hold no equal key and no dummies.
void set_insert_clean(std::vector<SetSlot>& table, Value key, int64_t hash) {
  size_t mask = table.size() - 1;
  uint64_t perturb = (uint64_t)hash;
  size_t i = (size_t)hash & mask;
  for (;;) {
    size_t probes = (i + kLinearProbes <= mask) ? kLinearProbes : 0;
    size_t j = i;
    for (;;) {
      if (table[j].key.is_undef() && !table[j].dummy) {
        table[j].key = key;
        table[j].hash = hash;
        return;
      }
      if (probes-- == 0) break;
      j++;
    }
    perturb >>= 5;
    i = (i * 5 + 1 + perturb) & mask;
  }
}

void set_resize(Set* s, int64_t minused) {
  size_t n = 8;
  while ((int64_t)n <= minused) n <<= 1;
  std::vector<SetSlot> table(n);   // made first: out of memory leaves the set as it was
  for (auto& sl : s->table)
    if (!sl.key.is_undef() && !sl.dummy) set_insert_clean(table, sl.key, sl.hash);
  s->table.swap(table);
  s->fill = s->used;
}

// Finds key: returns slot index of the key, or -1 with `insert_at` set.
bool set_find(VM& vm, Set* s, Value key, int64_t hash, int64_t& found_at, int64_t& insert_at, bool& unused) {
  size_t mask = s->table.size() - 1;
  uint64_t perturb = (uint64_t)hash;
  size_t i = (size_t)hash & mask;
  int64_t free_slot = -1;
  found_at = -1;
  for (;;) {
    size_t probes = (i + kLinearProbes <= mask) ? kLinearProbes : 0;
    size_t j = i;
    for (;;) {
      SetSlot& sl = s->table[j];
      if (sl.key.is_undef() && !sl.dummy) {
        insert_at = free_slot >= 0 ? free_slot : (int64_t)j;
        unused = free_slot < 0;
        return true;
      }
      if (sl.dummy) {
        if (free_slot < 0) free_slot = (int64_t)j;
      } else if (sl.key.same(key)) {
        found_at = (int64_t)j;
        return true;
      } else if (sl.hash == hash) {
        Value k = sl.key;
        bool eq;
        size_t size_before = s->table.size();
        if (!equal(vm, k, key, eq)) return false;
        if (s->table.size() != size_before || !s->table[j].key.same(k))
          return vm.raise(vm.exc.RuntimeError, "set changed size during iteration");
        if (eq) { found_at = (int64_t)j; return true; }
      }
      if (probes-- == 0) break;
      j++;
    }
    perturb >>= 5;
    i = (i * 5 + 1 + perturb) & mask;
  }
}
}  // namespace

bool set_add(VM& vm, Set* s, Value key) {
  int64_t h;
  if (!hash_value(vm, key, h)) return false;
  int64_t at, ins;
  bool unused;
  if (!set_find(vm, s, key, h, at, ins, unused)) return false;
  if (at >= 0) return true;
  SetSlot& sl = s->table[ins];
  sl.key = key;
  sl.hash = h;
  sl.dummy = false;
  s->used++;
  vm.account(sizeof(SetSlot));
  if (unused) {
    s->fill++;
    if ((size_t)s->fill * 5 >= (s->table.size() - 1) * 3) set_resize(s, s->used > 50000 ? s->used * 2 : s->used * 4);
  }
  return true;
}

bool set_contains(VM& vm, Set* s, Value key, bool& out) {
  int64_t h;
  if (!hash_value(vm, key, h)) return false;
  int64_t at, ins;
  bool unused;
  if (!set_find(vm, s, key, h, at, ins, unused)) return false;
  out = at >= 0;
  return true;
}

bool set_discard(VM& vm, Set* s, Value key, bool& found) {
  found = false;
  int64_t h;
  if (!hash_value(vm, key, h)) return false;
  int64_t at, ins;
  bool unused;
  if (!set_find(vm, s, key, h, at, ins, unused)) return false;
  if (at < 0) return true;
  s->table[at].key = Value();
  s->table[at].dummy = true;
  s->used--;
  found = true;
  return true;
}

bool set_update(VM& vm, Set* s, Value iterable) {
  if (is_layout(iterable, Layout::Set) || is_layout(iterable, Layout::FrozenSet)) {
    std::vector<Value> keys;
    for (auto& sl : as<Set>(iterable)->table)
      if (!sl.key.is_undef() && !sl.dummy) keys.push_back(sl.key);
    for (auto& k : keys)
      if (!set_add(vm, s, k)) return false;
    return true;
  }
  if (is_layout(iterable, Layout::Dict)) {
    std::vector<Value> keys;
    for (auto& e : as<Dict>(iterable)->entries)
      if (!e.key.is_undef()) keys.push_back(e.key);
    for (auto& k : keys)
      if (!set_add(vm, s, k)) return false;
    return true;
  }
  RootScope roots(vm);
  Value it;
  if (!get_iter(vm, iterable, it)) return false;
  roots.add(it);
  for (;;) {
    Value item;
    bool done;
    if (!iter_next(vm, it, item, done)) return false;
    if (done) return true;
    if (!set_add(vm, s, item)) return false;
  }
}

Set* set_copy(VM& vm, const Set* s, bool frozen) {
  Set* r = vm.new_set(frozen);
  r->table = s->table;
  r->used = s->used;
  r->fill = s->fill;
  return r;
}

void set_clear(Set* s) {
  s->table.assign(8, SetSlot());
  s->used = s->fill = 0;
}

}  // namespace tpy
