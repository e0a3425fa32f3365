// items.cpp — subscription (indexing, slicing, slice assignment), `in`,
// len(), and iteration (get_iter/iter_next plus the core iterators that
// FOR_ITER steps without a call) for every Value.
#include "vm/dict.h"
#include "vm/frame.h"
#include "vm/iter.h"
#include "vm/ops.h"
#include "vm/str_index.h"
#include "vm/str_util.h"

namespace tpy {

// Python's slice.indices(): clamps to [0, length] with CPython's rules.
bool slice_indices(VM& vm, Slice* s, int64_t length, int64_t& start, int64_t& stop, int64_t& step, int64_t& count) {
  auto get = [&](Value v, int64_t& out, bool& given) -> bool {
    given = !v.is_none() && !v.is_undef();
    if (!given) return true;
    bool overflow;
    if (!v.is_int() && !v.is_bool() && !is_layout(v, Layout::Int) &&
        !(v.is_obj() && !lookup_type_cached(vm, v.o->type, vm.names.index).is_undef()))
      return vm.raise(vm.exc.TypeError, "slice indices must be integers or None or have an __index__ method");
    return to_index(vm, v, out, overflow);
  };
  bool has;
  step = 1;
  if (!get(s->step, step, has)) return false;
  if (step == 0) return vm.raise(vm.exc.ValueError, "slice step cannot be zero");
  if (step < -INT64_MAX) step = -INT64_MAX;
  if (!get(s->start, start, has)) return false;
  if (!has) start = step < 0 ? length - 1 : 0;
  else {
    if (start < 0) { start += length; if (start < 0) start = step < 0 ? -1 : 0; }
    else if (start >= length) start = step < 0 ? length - 1 : length;
  }
  if (!get(s->stop, stop, has)) return false;
  if (!has) stop = step < 0 ? -1 : length;
  else {
    if (stop < 0) { stop += length; if (stop < 0) stop = step < 0 ? -1 : 0; }
    else if (stop >= length) stop = step < 0 ? length - 1 : length;
  }
  if (step < 0) count = stop < start ? (start - stop - 1) / (-step) + 1 : 0;
  else count = start < stop ? (stop - start - 1) / step + 1 : 0;
  return true;
}

// s[i] for an int i (negative counts from the end): the shared
// one-character str.
bool str_index(VM& vm, Str* s, int64_t i, Value& out) {
  int64_t n = s->length();
  if (i < 0) i += n;
  if ((uint64_t)i >= (uint64_t)n) return vm.raise(vm.exc.IndexError, "string index out of range");
  const std::string& t = s->text();
  if (s->ascii) {
    out = Value::object(vm.one_char(std::string_view(t).substr((size_t)i, 1)));
    return true;
  }
  size_t off = str_cp_offset(vm, s, i);
  out = Value::object(vm.one_char(std::string_view(t).substr(off, utf8_len_at(t, off))));
  return true;
}

namespace {

bool is_index_like(VM& vm, Value k) {
  return k.is_int() || k.is_bool() || is_layout(k, Layout::Int) ||
         (k.is_obj() && has_dunder_hooks(k.o->type) && !lookup_type_cached(vm, k.o->type, vm.names.index).is_undef());
}

// Normalises a sequence index; raises IndexError "<what> index out of range".
bool seq_index(VM& vm, Value k, int64_t len, int64_t& i, const char* what) {
  bool overflow;
  if (!to_index(vm, k, i, overflow)) return false;
  if (overflow) return vm.raisef(vm.exc.IndexError, "cannot fit 'int' into an index-sized integer");
  if (i < 0) i += len;
  if (i < 0 || i >= len) return vm.raisef(vm.exc.IndexError, "%s out of range", what);
  return true;
}

template <class V>
std::vector<Value> slice_vector(const V& v, int64_t start, int64_t step, int64_t count) {
  std::vector<Value> r;
  r.reserve((size_t)count);
  for (int64_t i = 0, j = start; i < count; i++, j += step) r.push_back(v[(size_t)j]);
  return r;
}

bool str_item(VM& vm, Str* s, Value k, Value& out) {
  if (is_layout(k, Layout::Slice)) {
    int64_t start, stop, step, count;
    if (!slice_indices(vm, as<Slice>(k), s->length(), start, stop, step, count)) return false;
    if (s->ascii) {
      std::string r;
      r.reserve((size_t)count);
      for (int64_t i = 0, j = start; i < count; i++, j += step) r += s->text()[(size_t)j];
      out = vm.str_value(std::move(r));
      return true;
    }
    // From the first code point's offset (the index of long strings finds
    // it), step through the bytes: O(count * |step|), never the whole str.
    const std::string& t = s->text();
    std::string r;
    if (step == 1 && count > 0) {
      size_t b0 = str_cp_offset(vm, s, start);
      r.assign(t, b0, str_cp_offset(vm, s, start + count) - b0);
    } else if (count > 0) {
      size_t off = str_cp_offset(vm, s, start);
      for (int64_t i = 0;;) {
        r.append(t, off, utf8_len_at(t, off));
        if (++i == count) break;
        if (step > 0) {
          for (int64_t k = 0; k < step; k++) off += utf8_len_at(t, off);
        } else {
          for (int64_t k = 0; k > step; k--)
            do off--; while (((unsigned char)t[off] & 0xC0) == 0x80);
        }
      }
    }
    out = vm.str_value(std::move(r));
    return true;
  }
  if (k.is_int()) return str_index(vm, s, k.i, out);
  if (!is_index_like(vm, k))
    return vm.raisef(vm.exc.TypeError, "string indices must be integers, not '%s'", type_name(vm, k));
  int64_t i;
  if (!seq_index(vm, k, s->length(), i, "string index")) return false;
  return str_index(vm, s, i, out);
}

bool dict_item(VM& vm, Value obj, Value k, Value& out) {
  Dict* d = as<Dict>(obj);
  bool found;
  if (!dict_get(vm, d, k, out, found)) return false;
  if (found) return true;
  if (!obj.o->type->builtin) {
    Value r;
    bool has;
    if (!call_method(vm, obj, vm.names.missing, &k, 1, r, has)) return false;
    if (has) { out = r; return true; }
  }
  return vm.raise_with(vm.exc.KeyError, k);
}

bool list_set_slice(VM& vm, List* l, Slice* s, Value v) {
  int64_t start, stop, step, count;
  if (!slice_indices(vm, s, (int64_t)l->items.size(), start, stop, step, count)) return false;
  std::vector<Value> src;
  if (v.is_obj() && v.o == l) src = l->items;
  else if (!collect_iterable(vm, v, src)) {
    if (vm.pending_is(vm.exc.TypeError) && !is_layout(v, Layout::List)) {
      vm.pending = nullptr;
      return vm.raise(vm.exc.TypeError, step == 1 ? "can only assign an iterable" : "must assign iterable to extended slice");
    }
    return false;
  }
  auto& items = l->items;
  if (step == 1) {
    if (stop < start) stop = start;
    items.erase(items.begin() + start, items.begin() + stop);
    items.insert(items.begin() + start, src.begin(), src.end());
    return true;
  }
  if ((int64_t)src.size() != count)
    return vm.raisef(vm.exc.ValueError, "attempt to assign sequence of size %zu to extended slice of size %lld",
                     src.size(), (long long)count);
  for (int64_t i = 0, j = start; i < count; i++, j += step) items[(size_t)j] = src[(size_t)i];
  return true;
}

bool list_del_slice(VM& vm, List* l, Slice* s) {
  int64_t start, stop, step, count;
  if (!slice_indices(vm, s, (int64_t)l->items.size(), start, stop, step, count)) return false;
  auto& items = l->items;
  if (count == 0) return true;
  if (step < 0) { start = start + step * (count - 1); step = -step; }
  std::vector<Value> kept;
  kept.reserve(items.size() - (size_t)count);
  for (int64_t i = 0, k = 0; i < (int64_t)items.size(); i++) {
    if (k < count && i == start + k * step) { k++; continue; }
    kept.push_back(items[(size_t)i]);
  }
  items = std::move(kept);
  return true;
}

}  // namespace

namespace {
// A user class's own (or inherited Python-level) dunder: a function, not the
// built-in base's method, which the layout switches below stand for.
bool user_hook(VM& vm, TypeObject* t, Str* name) {
  Value fn = lookup_type_cached(vm, t, name);
  return fn.is_obj() && !is_layout(fn, Layout::Builtin);
}

// hooks=false: the built-in layouts only (list.__getitem__ and the like).
bool get_item_impl(VM& vm, Value obj, Value k, Value& out, bool hooks) {
  if (!obj.is_obj()) {
    bool found = false;   // a NumPy float64/int64/bool twin: its class's __getitem__
    if (hooks && obj.is_numpy_scalar() && !call_method(vm, obj, vm.names.getitem, &k, 1, out, found)) return false;
    if (found) return true;
    return vm.raisef(vm.exc.TypeError, "'%s' object is not subscriptable", type_name(vm, obj));
  }
  Object* o = obj.o;
  TypeObject* t = o->type;
  if (hooks && !t->builtin && user_hook(vm, t, vm.names.getitem)) {
    bool found;
    if (!call_method(vm, obj, vm.names.getitem, &k, 1, out, found)) return false;
    if (found) return true;
  }
  switch (t->layout) {
    case Layout::List: {
      List* l = static_cast<List*>(o);
      if (k.is_int()) {
        int64_t i = k.i < 0 ? k.i + (int64_t)l->items.size() : k.i;
        if (i < 0 || i >= (int64_t)l->items.size()) return vm.raise(vm.exc.IndexError, "list index out of range");
        out = l->items[(size_t)i];
        return true;
      }
      if (is_layout(k, Layout::Slice)) {
        int64_t start, stop, step, count;
        if (!slice_indices(vm, as<Slice>(k), (int64_t)l->items.size(), start, stop, step, count)) return false;
        out = Value::object(vm.new_list(slice_vector(l->items, start, step, count)));
        return true;
      }
      if (!is_index_like(vm, k))
        return vm.raisef(vm.exc.TypeError, "list indices must be integers or slices, not %s", type_name(vm, k));
      int64_t i;
      if (!seq_index(vm, k, (int64_t)l->items.size(), i, "list index")) return false;
      out = l->items[(size_t)i];
      return true;
    }
    case Layout::Tuple: {
      Tuple* tu = static_cast<Tuple*>(o);
      if (is_layout(k, Layout::Slice)) {
        int64_t start, stop, step, count;
        if (!slice_indices(vm, as<Slice>(k), (int64_t)tu->items.size(), start, stop, step, count)) return false;
        out = Value::object(vm.new_tuple(slice_vector(tu->items, start, step, count)));
        return true;
      }
      if (!is_index_like(vm, k))
        return vm.raisef(vm.exc.TypeError, "tuple indices must be integers or slices, not %s", type_name(vm, k));
      int64_t i;
      if (!seq_index(vm, k, (int64_t)tu->items.size(), i, "tuple index")) return false;
      out = tu->items[(size_t)i];
      return true;
    }
    case Layout::Str: return str_item(vm, static_cast<Str*>(o), k, out);
    case Layout::Dict: return dict_item(vm, obj, k, out);
    case Layout::Bytes: {
      Bytes* b = static_cast<Bytes*>(o);
      if (is_layout(k, Layout::Slice)) {
        int64_t start, stop, step, count;
        if (!slice_indices(vm, as<Slice>(k), (int64_t)b->s.size(), start, stop, step, count)) return false;
        std::string r;
        for (int64_t i = 0, j = start; i < count; i++, j += step) r += b->s[(size_t)j];
        out = Value::object(vm.alloc<Bytes>(vm.t.bytes, std::move(r)));
        return true;
      }
      if (!is_index_like(vm, k)) {
        return vm.raisef(vm.exc.TypeError, "%s indices must be integers or slices, not %s",
                         is_subtype(o->type, vm.t.bytearray) ? "bytearray" : "byte", type_name(vm, k));
      }
      int64_t i;
      const char* what = is_subtype(o->type, vm.t.bytearray) ? "bytearray index" : "index";
      if (!seq_index(vm, k, (int64_t)b->s.size(), i, what)) return false;
      out = Value::integer((unsigned char)b->s[(size_t)i]);
      return true;
    }
    case Layout::Range: {
      Range* r = static_cast<Range*>(o);
      // Slices (whose bounds may leave int64) and big ranges: range.__getitem__.
      if (r->big || is_layout(k, Layout::Slice)) break;
      if (!is_index_like(vm, k))
        return vm.raisef(vm.exc.TypeError, "range indices must be integers or slices, not %s", type_name(vm, k));
      int64_t i;
      if (!seq_index(vm, k, r->length, i, "range object index")) return false;
      out = Value::integer(r->start + i * r->step);
      return true;
    }
    case Layout::Type: {
      Value cg = lookup_type_cached(vm, static_cast<TypeObject*>(o), vm.intern("__class_getitem__"));
      if (!cg.is_undef()) {
        Value f;
        if (!get_attr(vm, obj, vm.intern("__class_getitem__"), f)) return false;
        return call1(vm, f, k, out);
      }
      if (static_cast<TypeObject*>(o)->builtin) { out = obj; return true; }  // list[int] etc. as a plain alias
      return vm.raisef(vm.exc.TypeError, "'type' object is not subscriptable");
    }
    default: break;
  }
  bool found = false;
  if (hooks && !call_method(vm, obj, vm.names.getitem, &k, 1, out, found)) return false;
  if (found) return true;
  return vm.raisef(vm.exc.TypeError, "'%s' object is not subscriptable", type_tp_name(t));
}

bool set_item_impl(VM& vm, Value obj, Value k, Value v, bool hooks) {
  if (obj.is_obj()) {
    Object* o = obj.o;
    TypeObject* t = o->type;
    if (hooks && !t->builtin && user_hook(vm, t, vm.names.setitem)) {
      Value args[2] = {k, v}, r;
      bool found;
      if (!call_method(vm, obj, vm.names.setitem, args, 2, r, found)) return false;
      if (found) return true;
    }
    switch (t->layout) {
      case Layout::List: {
        List* l = static_cast<List*>(o);
        if (is_layout(k, Layout::Slice)) return list_set_slice(vm, l, as<Slice>(k), v);
        if (!is_index_like(vm, k))
          return vm.raisef(vm.exc.TypeError, "list indices must be integers or slices, not %s", type_name(vm, k));
        int64_t i;
        if (!seq_index(vm, k, (int64_t)l->items.size(), i, "list assignment index")) return false;
        l->items[(size_t)i] = v;
        return true;
      }
      case Layout::Dict: return dict_set(vm, static_cast<Dict*>(o), k, v);
      case Layout::Bytes: {
        if (!is_subtype(t, vm.t.bytearray)) break;
        std::string& s = static_cast<Bytes*>(o)->s;
        if (is_layout(k, Layout::Slice)) {
          std::vector<Value> src;
          if (!collect_iterable(vm, v, src)) return false;
          std::string repl;
          for (auto& x : src) {
            int64_t b;
            if (!to_int64(vm, x, b, "byte")) return false;
            if (b < 0 || b > 255) return vm.raise(vm.exc.ValueError, "byte must be in range(0, 256)");
            repl += (char)b;
          }
          int64_t start, stop, step, count;
          if (!slice_indices(vm, as<Slice>(k), (int64_t)s.size(), start, stop, step, count)) return false;
          if (step == 1) {
            s.replace((size_t)start, (size_t)(stop > start ? stop - start : 0), repl);
            return true;
          }
          if ((int64_t)repl.size() != count)
            return vm.raisef(vm.exc.ValueError, "attempt to assign bytes of size %zu to extended slice of size %lld",
                             repl.size(), (long long)count);
          for (int64_t i = 0, j = start; i < count; i++, j += step) s[(size_t)j] = repl[(size_t)i];
          return true;
        }
        if (!is_index_like(vm, k))
          return vm.raisef(vm.exc.TypeError, "bytearray indices must be integers or slices, not %s", type_name(vm, k));
        int64_t i, b;
        if (!seq_index(vm, k, (int64_t)s.size(), i, "bytearray index")) return false;
        if (!is_index_like(vm, v))
          return vm.raisef(vm.exc.TypeError, "'%s' object cannot be interpreted as an integer", type_name(vm, v));
        if (!to_int64(vm, v, b, "byte")) return false;
        if (b < 0 || b > 255) return vm.raise(vm.exc.ValueError, "byte must be in range(0, 256)");
        s[(size_t)i] = (char)b;
        return true;
      }
      default: break;
    }
  }
  Value args[2] = {k, v}, r;
  bool found = false;
  if (hooks && !call_method(vm, obj, vm.names.setitem, args, 2, r, found)) return false;
  if (found) return true;
  return vm.raisef(vm.exc.TypeError, "'%s' object does not support item assignment", type_name(vm, obj));
}

bool del_item_impl(VM& vm, Value obj, Value k, bool hooks) {
  if (obj.is_obj()) {
    Object* o = obj.o;
    TypeObject* t = o->type;
    if (hooks && !t->builtin && user_hook(vm, t, vm.names.delitem)) {
      Value r;
      bool found;
      if (!call_method(vm, obj, vm.names.delitem, &k, 1, r, found)) return false;
      if (found) return true;
    }
    switch (t->layout) {
      case Layout::List: {
        List* l = static_cast<List*>(o);
        if (is_layout(k, Layout::Slice)) return list_del_slice(vm, l, as<Slice>(k));
        if (!is_index_like(vm, k))
          return vm.raisef(vm.exc.TypeError, "list indices must be integers or slices, not %s", type_name(vm, k));
        int64_t i;
        if (!seq_index(vm, k, (int64_t)l->items.size(), i, "list assignment index")) return false;
        l->items.erase(l->items.begin() + i);
        return true;
      }
      case Layout::Dict: {
        bool found;
        if (!dict_del(vm, static_cast<Dict*>(o), k, found)) return false;
        if (!found) return vm.raise_with(vm.exc.KeyError, k);
        return true;
      }
      case Layout::Bytes: {
        if (!is_subtype(t, vm.t.bytearray)) break;
        std::string& s = static_cast<Bytes*>(o)->s;
        if (is_layout(k, Layout::Slice)) {
          int64_t start, stop, step, count;
          if (!slice_indices(vm, as<Slice>(k), (int64_t)s.size(), start, stop, step, count)) return false;
          if (count == 0) return true;
          if (step < 0) { start = start + step * (count - 1); step = -step; }
          std::string kept;
          for (int64_t i = 0, j = 0; i < (int64_t)s.size(); i++) {
            if (j < count && i == start + j * step) { j++; continue; }
            kept += s[(size_t)i];
          }
          s = std::move(kept);
          return true;
        }
        if (!is_index_like(vm, k))
          return vm.raisef(vm.exc.TypeError, "bytearray indices must be integers or slices, not %s", type_name(vm, k));
        int64_t i;
        if (!seq_index(vm, k, (int64_t)s.size(), i, "bytearray index")) return false;
        s.erase((size_t)i, 1);
        return true;
      }
      default: break;
    }
  }
  Value r;
  bool found = false;
  if (hooks && !call_method(vm, obj, vm.names.delitem, &k, 1, r, found)) return false;
  if (found) return true;
  return vm.raisef(vm.exc.TypeError, "'%s' object doesn't support item deletion", type_name(vm, obj));
}

bool contains_impl(VM& vm, Value c, Value item, bool& out, bool hooks) {
  if (c.is_obj()) {
    Object* o = c.o;
    TypeObject* t = o->type;
    if (hooks && !t->builtin && user_hook(vm, t, vm.names.contains)) {
      Value r;
      bool found;
      if (!call_method(vm, c, vm.names.contains, &item, 1, r, found)) return false;
      if (found) return truthy(vm, r, out);
    }
    switch (t->layout) {
      case Layout::Str:
        if (!is_layout(item, Layout::Str))
          return vm.raisef(vm.exc.TypeError, "'in <string>' requires string as left operand, not %s", type_name(vm, item));
        out = static_cast<Str*>(o)->text().find(as<Str>(item)->text()) != std::string::npos;
        return true;
      case Layout::List:
      case Layout::Tuple: {
        const std::vector<Value>& items =
            t->layout == Layout::List ? static_cast<List*>(o)->items : static_cast<Tuple*>(o)->items;
        for (size_t i = 0; i < items.size(); i++) {
          Value x = items[i];
          if (x.same(item) && !x.is_float()) { out = true; return true; }
          bool eq;
          if (!equal(vm, x, item, eq)) return false;
          if (eq) { out = true; return true; }
        }
        out = false;
        return true;
      }
      case Layout::Dict: {
        Value v;
        return dict_get(vm, static_cast<Dict*>(o), item, v, out);
      }
      case Layout::Set:
      case Layout::FrozenSet: return set_contains(vm, static_cast<Set*>(o), item, out);
      case Layout::Range: {
        Range* r = static_cast<Range*>(o);
        if ((item.is_int() || item.is_bool()) && !r->big) {
          int64_t x = item.is_int() ? item.i : item.b;
          if (r->step > 0) out = x >= r->start && x < r->stop && (x - r->start) % r->step == 0;
          else out = x <= r->start && x > r->stop && (r->start - x) % (-r->step) == 0;
          return true;
        }
        break;
      }
      case Layout::Bytes: {
        Bytes* b = static_cast<Bytes*>(o);
        if (is_layout(item, Layout::Bytes)) { out = b->s.find(as<Bytes>(item)->s) != std::string::npos; return true; }
        if (item.is_int()) { out = item.i >= 0 && item.i < 256 && b->s.find((char)item.i) != std::string::npos; return true; }
        break;
      }
      case Layout::Native:
        if (t == vm.t.dict_keys) { Value v; return dict_get(vm, static_cast<DictView*>(o)->dict, item, v, out); }
        if (t == vm.t.dict_items) {
          if (!is_layout(item, Layout::Tuple) || as<Tuple>(item)->items.size() != 2) { out = false; return true; }
          Value v;
          bool found;
          if (!dict_get(vm, static_cast<DictView*>(o)->dict, as<Tuple>(item)->items[0], v, found)) return false;
          if (!found) { out = false; return true; }
          return equal(vm, v, as<Tuple>(item)->items[1], out);
        }
        break;
      default: break;
    }
    Value r;
    bool found = false;
    if (hooks && !call_method(vm, c, vm.names.contains, &item, 1, r, found)) return false;
    if (found) return truthy(vm, r, out);
  }
  // Fall back to iteration.
  RootScope roots(vm);
  Value it;
  if (!get_iter(vm, c, it)) {
    if (!vm.pending_is(vm.exc.TypeError)) return false;
    vm.pending = nullptr;
    return vm.raisef(vm.exc.TypeError, "argument of type '%s' is not iterable", type_name(vm, c));
  }
  roots.add(it);
  for (;;) {
    Value x;
    bool done;
    if (!iter_next(vm, it, x, done)) return false;
    if (done) { out = false; return true; }
    bool eq = x.same(item);
    if (!eq && !equal(vm, x, item, eq)) return false;
    if (eq) { out = true; return true; }
  }
}
}  // namespace

bool get_item(VM& vm, Value obj, Value k, Value& out) { return get_item_impl(vm, obj, k, out, true); }
bool get_item_builtin(VM& vm, Value obj, Value k, Value& out) { return get_item_impl(vm, obj, k, out, false); }
bool set_item(VM& vm, Value obj, Value k, Value v) { return set_item_impl(vm, obj, k, v, true); }
bool set_item_builtin(VM& vm, Value obj, Value k, Value v) { return set_item_impl(vm, obj, k, v, false); }
bool del_item(VM& vm, Value obj, Value k) { return del_item_impl(vm, obj, k, true); }
bool del_item_builtin(VM& vm, Value obj, Value k) { return del_item_impl(vm, obj, k, false); }
bool contains(VM& vm, Value c, Value item, bool& out) { return contains_impl(vm, c, item, out, true); }
bool contains_builtin(VM& vm, Value c, Value item, bool& out) { return contains_impl(vm, c, item, out, false); }

namespace {
bool length_impl(VM& vm, Value v, int64_t& out, bool hooks) {
  if (v.is_obj()) {
    Object* o = v.o;
    TypeObject* t = o->type;
    if (t->builtin || (t->layout != Layout::Instance && !(hooks && user_hook(vm, t, vm.names.len)))) {
      switch (t->layout) {
        case Layout::Str: out = static_cast<Str*>(o)->length(); return true;
        case Layout::List: out = (int64_t)static_cast<List*>(o)->items.size(); return true;
        case Layout::Tuple: out = (int64_t)static_cast<Tuple*>(o)->items.size(); return true;
        case Layout::Dict: out = static_cast<Dict*>(o)->used; return true;
        case Layout::Set:
        case Layout::FrozenSet: out = static_cast<Set*>(o)->used; return true;
        case Layout::Range:
          if (static_cast<Range*>(o)->big) break;  // range.__len__ raises OverflowError past int64
          out = static_cast<Range*>(o)->length;
          return true;
        case Layout::Bytes: out = (int64_t)static_cast<Bytes*>(o)->s.size(); return true;
        case Layout::Native:
          if (t == vm.t.dict_keys || t == vm.t.dict_values || t == vm.t.dict_items) {
            out = static_cast<DictView*>(o)->dict->used;
            return true;
          }
          break;
        default: break;
      }
    }
    Value r;
    bool found = false;
    if (hooks && !call_method(vm, v, vm.names.len, nullptr, 0, r, found)) return false;
    if (found) {
      if (!r.is_int() && !r.is_bool() && !is_layout(r, Layout::Int))
        return vm.raisef(vm.exc.TypeError, "'%s' object cannot be interpreted as an integer", type_name(vm, r));
      bool overflow;
      if (!to_index(vm, r, out, overflow)) return false;
      if (out < 0) return vm.raise(vm.exc.ValueError, "__len__() should return >= 0");
      if (overflow) return vm.raise(vm.exc.OverflowError, "cannot fit 'int' into an index-sized integer");
      return true;
    }
  }
  return vm.raisef(vm.exc.TypeError, "object of type '%s' has no len()", type_name(vm, v));
}
}  // namespace

bool length(VM& vm, Value v, int64_t& out) { return length_impl(vm, v, out, true); }
bool length_builtin(VM& vm, Value v, int64_t& out) { return length_impl(vm, v, out, false); }

// ------------------------------------------------------------------ iteration

namespace {
bool get_iter_impl(VM& vm, Value v, Value& out, bool hooks) {
  if (v.is_obj()) {
    Object* o = v.o;
    TypeObject* t = o->type;
    if (hooks && !t->builtin) {
      // A user class (maybe subclassing a built-in container): its __iter__ wins.
      Value fn = lookup_type_cached(vm, t, vm.names.iter);
      if (fn.is_obj() && !is_layout(fn, Layout::Builtin)) goto user_iter;
    }
    {
      switch (t->layout) {
        case Layout::List: out = Value::object(vm.alloc<SeqIter>(vm.t.list_iterator, v)); return true;
        case Layout::Tuple: out = Value::object(vm.alloc<SeqIter>(vm.t.tuple_iterator, v)); return true;
        case Layout::Str: out = Value::object(vm.alloc<StrIter>(vm.t.str_iterator, static_cast<Str*>(o))); return true;
        case Layout::Range: {
          Range* r = static_cast<Range*>(o);
          if (r->big) {
            const BigRange& b = *r->big;
            out = Value::object(vm.alloc<LongRangeIter>(vm.t.longrange_iterator, b.start, b.step, b.length));
            return true;
          }
          out = Value::object(vm.alloc<RangeIter>(vm.t.range_iterator, r->start, r->step, r->length));
          return true;
        }
        case Layout::Dict: out = Value::object(vm.alloc<DictIter>(vm.t.dict_keyiterator, static_cast<Dict*>(o))); return true;
        case Layout::Set:
        case Layout::FrozenSet: out = Value::object(vm.alloc<SetIter>(vm.t.set_iterator, static_cast<Set*>(o))); return true;
        case Layout::Bytes: out = Value::object(vm.alloc<SeqIter>(vm.t.seq_iterator, v)); return true;
        case Layout::Generator: out = v; return true;
        case Layout::Native:
          if (t == vm.t.dict_keys || t == vm.t.dict_values || t == vm.t.dict_items) {
            TypeObject* it = t == vm.t.dict_keys ? vm.t.dict_keyiterator
                             : t == vm.t.dict_values ? vm.t.dict_valueiterator : vm.t.dict_itemiterator;
            out = Value::object(vm.alloc<DictIter>(it, static_cast<DictView*>(o)->dict));
            return true;
          }
          if (t == vm.t.list_iterator || t == vm.t.tuple_iterator || t == vm.t.str_iterator || t == vm.t.range_iterator ||
              t == vm.t.longrange_iterator ||
              t == vm.t.dict_keyiterator || t == vm.t.dict_valueiterator || t == vm.t.dict_itemiterator ||
              t == vm.t.set_iterator || t == vm.t.seq_iterator || t == vm.t.callable_iterator) {
            out = v;
            return true;
          }
          break;
        default: break;
      }
    }
  user_iter:
    Value r;
    bool found = false;
    if (hooks && !call_method(vm, v, vm.names.iter, nullptr, 0, r, found)) return false;
    if (found) {
      if (lookup_special(vm, r, vm.names.next).is_undef() && !is_layout(r, Layout::Generator)) {
        bool core = r.is_obj() && r.o->type->layout == Layout::Native && r.o->type->builtin;
        if (!core)
          return vm.raisef(vm.exc.TypeError, "iter() returned non-iterator of type '%s'", type_name(vm, r));
      }
      out = r;
      return true;
    }
    // __iter__ = None refuses iteration even with a __getitem__ (CPython's
    // rule; NumPy's scalars, which take x[()], are not iterable).
    if (hooks && lookup_type_cached(vm, t, vm.names.iter).is_none())
      return vm.raisef(vm.exc.TypeError, "'%s' object is not iterable", type_name(vm, v));
    if (hooks && !lookup_type_cached(vm, t, vm.names.getitem).is_undef()) {
      out = Value::object(vm.alloc<SeqIter>(vm.t.seq_iterator, v));
      return true;
    }
  }
  return vm.raisef(vm.exc.TypeError, "'%s' object is not iterable", type_name(vm, v));
}
}  // namespace

bool get_iter(VM& vm, Value v, Value& out) { return get_iter_impl(vm, v, out, true); }
bool get_iter_builtin(VM& vm, Value v, Value& out) { return get_iter_impl(vm, v, out, false); }

bool core_iter_next(VM& vm, Value itv, Value& out, bool& done, bool& handled) {
  handled = true;
  done = false;
  if (!itv.is_obj()) { handled = false; return true; }
  Object* o = itv.o;
  TypeObject* t = o->type;
  if (t == vm.t.range_iterator) {
    RangeIter* it = static_cast<RangeIter*>(o);
    if (it->remaining <= 0) { done = true; return true; }
    out = Value::integer(it->next);
    it->next = range_step(it->next, it->step);
    it->remaining--;
    return true;
  }
  if (t == vm.t.longrange_iterator) {
    LongRangeIter* it = static_cast<LongRangeIter*>(o);
    if (it->remaining <= 0) { done = true; return true; }
    out = vm.new_int(it->next);
    it->next += it->step;
    it->remaining -= 1;
    return true;
  }
  if (t == vm.t.list_iterator) {
    SeqIter* it = static_cast<SeqIter*>(o);
    if (it->seq.is_undef()) { done = true; return true; }
    List* l = as<List>(it->seq);
    if (it->index >= (int64_t)l->items.size()) { it->seq = Value(); done = true; return true; }
    out = l->items[(size_t)it->index++];
    return true;
  }
  if (t == vm.t.tuple_iterator) {
    SeqIter* it = static_cast<SeqIter*>(o);
    if (it->seq.is_undef()) { done = true; return true; }
    Tuple* tu = as<Tuple>(it->seq);
    if (it->index >= (int64_t)tu->items.size()) { it->seq = Value(); done = true; return true; }
    out = tu->items[(size_t)it->index++];
    return true;
  }
  if (t == vm.t.str_iterator) {
    StrIter* it = static_cast<StrIter*>(o);
    const std::string& s = it->str->text();
    if (it->offset >= s.size()) { done = true; return true; }
    size_t n = utf8_len_at(s, it->offset);
    out = Value::object(vm.one_char(std::string_view(s).substr(it->offset, n)));
    it->offset += n;
    return true;
  }
  if (t == vm.t.dict_keyiterator || t == vm.t.dict_valueiterator || t == vm.t.dict_itemiterator) {
    DictIter* it = static_cast<DictIter*>(o);
    Dict* d = it->dict;
    if (!d) { done = true; return true; }
    if (d->used != it->expected_used) {
      it->expected_used = -1;
      return vm.raise(vm.exc.RuntimeError, "dictionary changed size during iteration");
    }
    while (it->pos < d->entries.size() && d->entries[it->pos].key.is_undef()) it->pos++;
    if (it->pos >= d->entries.size()) { it->dict = nullptr; done = true; return true; }
    DictEntry& e = d->entries[it->pos++];
    if (t == vm.t.dict_keyiterator) out = e.key;
    else if (t == vm.t.dict_valueiterator) out = e.value;
    else out = Value::object(vm.new_tuple({e.key, e.value}));
    return true;
  }
  if (t == vm.t.set_iterator) {
    SetIter* it = static_cast<SetIter*>(o);
    Set* s = it->set;
    if (!s) { done = true; return true; }
    if (s->used != it->expected_used) {
      it->expected_used = -1;
      return vm.raise(vm.exc.RuntimeError, "Set changed size during iteration");
    }
    while (it->pos < s->table.size() && (s->table[it->pos].key.is_undef() || s->table[it->pos].dummy)) it->pos++;
    if (it->pos >= s->table.size()) { it->set = nullptr; done = true; return true; }
    out = s->table[it->pos++].key;
    return true;
  }
  if (t == vm.t.seq_iterator) {
    SeqIter* it = static_cast<SeqIter*>(o);
    if (it->seq.is_undef()) { done = true; return true; }
    if (is_layout(it->seq, Layout::Bytes)) {
      Bytes* b = as<Bytes>(it->seq);
      if (it->index >= (int64_t)b->s.size()) { it->seq = Value(); done = true; return true; }
      out = Value::integer((unsigned char)b->s[(size_t)it->index++]);
      return true;
    }
    Value idx = Value::integer(it->index);
    if (!get_item(vm, it->seq, idx, out)) {
      if (vm.pending_is(vm.exc.IndexError) || vm.pending_is(vm.exc.StopIteration)) {
        vm.pending = nullptr;
        it->seq = Value();
        done = true;
        return true;
      }
      return false;
    }
    it->index++;
    return true;
  }
  if (t == vm.t.callable_iterator) {
    CallIter* it = static_cast<CallIter*>(o);
    if (it->done) { done = true; return true; }
    if (!call0(vm, it->callable, out)) {
      if (vm.pending_is(vm.exc.StopIteration)) { vm.pending = nullptr; it->done = true; done = true; return true; }
      return false;
    }
    bool eq;
    if (!equal(vm, out, it->sentinel, eq)) return false;
    if (eq) { it->done = true; done = true; }
    return true;
  }
  if (t->layout == Layout::Generator) {
    return generator_resume(vm, static_cast<Generator*>(o), Value::none(), nullptr, out, done);
  }
  handled = false;
  return true;
}

bool iter_next(VM& vm, Value it, Value& out, bool& done) {
  // Native loops (sum, list, ...) have no safepoint of their own: interrupts
  // and time limits are polled here.
  if (vm.interrupt_requested) [[unlikely]] return vm.raise_interrupt();
  bool handled;
  if (!core_iter_next(vm, it, out, done, handled)) return false;
  if (handled) return true;
  bool found;
  if (!call_method(vm, it, vm.names.next, nullptr, 0, out, found)) {
    if (vm.pending_is(vm.exc.StopIteration)) {
      ExceptionObj* e = vm.take_pending();
      out = e->args && !e->args->items.empty() ? e->args->items[0] : Value::none();
      done = true;
      return true;
    }
    return false;
  }
  if (!found) return vm.raisef(vm.exc.TypeError, "'%s' object is not an iterator", type_name(vm, it));
  done = false;
  return true;
}

bool collect_iterable(VM& vm, Value v, std::vector<Value>& out) {
  if (is_layout(v, Layout::List) && v.o->type->builtin) { out = as<List>(v)->items; return true; }
  if (is_layout(v, Layout::Tuple) && v.o->type->builtin) { out = as<Tuple>(v)->items; return true; }
  RootScope roots(vm);
  Value it;
  if (!get_iter(vm, v, it)) return false;
  roots.add(it);
  // Items live in `out` only; root the ones collected so far in case the
  // iterator runs Python code that reaches a safepoint.
  for (;;) {
    Value x;
    bool done;
    if (!iter_next(vm, it, x, done)) return false;
    if (done) return true;
    out.push_back(x);
    roots.add(x);
    if ((out.size() & 4095) == 0 && !vm.check_alloc(out.size() * sizeof(Value))) return false;
  }
}

}  // namespace tpy
