// np_bytes.cpp — the array's raw bytes: a.tobytes(order=) (and the
// deprecated a.tostring()), a.byteswap(inplace=) and a.tofile(file, sep=,
// format=) (binary, or each element as `format % item` joined by sep).
// Entry point: add_bytes_methods. Reading files back is np_io.cpp's.
#include <algorithm>
#include <cstring>
#include <string>
#include "builtins/args.h"
#include "builtins/builtins_b.h"
#include "builtins/format.h"
#include "builtins/numpy/np_internal.h"
#include "builtins/numpy/np_order.h"
#include "vm/run.h"

namespace tpy {

bool np_write_all(VM& vm, Value file, const std::string& data, bool binary);   // np_io.cpp

namespace {

// Calls f(char* element) for every element of x in C order.
template <class F> void each_element(NdArray* x, F&& f) {
  if (x->size == 0) return;
  int64_t idx[kMaxDims] = {};
  char* p = x->data;
  for (;;) {
    f(p);
    int d = x->ndim - 1;
    for (; d >= 0; d--) {
      if (++idx[d] < x->shape[d]) { p += x->strides[d]; break; }
      p -= x->strides[d] * (idx[d] - 1);
      idx[d] = 0;
    }
    if (d < 0) return;
  }
}

// The bytes of x's elements laid out in `order` ('C' or 'F').
bool array_bytes(VM& vm, NdArray* x, char order, std::string& out) {
  int64_t isz = x->itemsize();
  out.clear();
  if (order == 'C' && x->c_contiguous()) {
    out.assign(x->data, (size_t)(x->size * isz));
    return true;
  }
  NdArray* c = nd_copy_order(vm, x, x->dtype, isz, order);
  if (!c) return false;
  out.assign(c->data, (size_t)(c->size * isz));
  return true;
}

bool arr_tobytes(VM& vm, CallArgs& a, Value& out) {
  Value order_v;
  char order;
  if (!bind_args(vm, a, "tobytes", {"order"}, 0, &order_v, true) || !np_parse_order(vm, order_v, 'C', order))
    return false;
  NdArray* x = as<NdArray>(a.args[0]);
  std::string s;
  if (!array_bytes(vm, x, np_resolve_order(x, order), s)) return false;
  out = Value::object(vm.alloc<Bytes>(vm.t.bytes, std::move(s)));
  return true;
}

bool arr_tostring(VM& vm, CallArgs& a, Value& out) {
  Value order_v;
  if (!bind_args(vm, a, "tostring", {"order"}, 0, &order_v, true)) return false;
  if (!np_warn(vm, vm.exc.DeprecationWarning, "tostring() is deprecated. Use tobytes() instead.")) return false;
  return arr_tobytes(vm, a, out);
}

// Reverses the bytes of each `part`-byte unit of every element of x.
void swap_elements(NdArray* x) {
  int64_t isz = x->itemsize();
  int64_t part = dtype_is_complex(x->dtype) ? isz / 2 : isz;
  if (x->dtype == DType::Bytes) part = 1;
  if (part <= 1) return;
  each_element(x, [&](char* p) {
    for (int64_t o = 0; o < isz; o += part) std::reverse(p + o, p + o + part);
  });
}

bool arr_byteswap(VM& vm, CallArgs& a, Value& out) {
  Value inplace_v;
  if (!bind_args(vm, a, "byteswap", {"inplace"}, 0, &inplace_v, true)) return false;
  bool inplace = false;
  if (!inplace_v.is_undef() && !truthy(vm, inplace_v, inplace)) return false;
  NdArray* x = as<NdArray>(a.args[0]);
  if (x->dtype == DType::Str)   // swapped UCS4 units are no code points tpy's str can hold
    return vm.raise(vm.exc.TypeError, "byteswap of str arrays is not supported by tpy's numpy");
  if (inplace) {
    if (!x->writeable()) return vm.raise(vm.exc.ValueError, "array to be byte-swapped is read-only");
    swap_elements(x);
    out = a.args[0];
    return true;
  }
  NdArray* c = nd_copy_order(vm, x, x->dtype, x->itemsize(), np_resolve_order(x, 'A'));
  if (!c) return false;
  swap_elements(c);
  out = Value::object(c);
  return true;
}

bool arr_tofile(VM& vm, CallArgs& a, Value& out) {
  Value args[3];
  if (!bind_args(vm, a, "tofile", {"file", "sep", "format"}, 1, args, true)) return false;
  for (int i = 1; i < 3; i++)
    if (!args[i].is_undef() && !is_str(args[i]))
      return vm.raisef(vm.exc.TypeError, "tofile() argument %d must be str, not %s", i + 1, type_name(vm, args[i]));
  NdArray* x = as<NdArray>(a.args[0]);
  std::string sep = args[1].is_undef() ? "" : std::string(str_view(args[1]));
  std::string data;
  out = Value::none();
  if (!is_str(args[0])) {   // NumPy flushes a file object before writing to its descriptor
    Value flush, ignored;
    if (!get_attr(vm, args[0], vm.intern("flush"), flush) || !call(vm, flush, nullptr, 0, nullptr, ignored)) return false;
  }
  if (sep.empty()) return array_bytes(vm, x, 'C', data) && np_write_all(vm, args[0], data, true);
  Str* fmt = args[2].is_undef() ? vm.new_str("%s") : as<Str>(args[2]);
  RootScope roots(vm);
  roots.add(Value::object(fmt));
  bool first = true, ok = true;
  each_element(x, [&](char* p) {
    if (!ok) return;
    Value item = nd_box_elem(vm, x, p);
    if (!dtype_is_flexible(x->dtype)) item = nd_box_python(vm, x->dtype, p);
    roots.add(item);
    Str* s;
    if (!percent_format(vm, fmt, item, s)) { ok = false; return; }
    if (!first) data += sep;
    data += s->text();
    first = false;
  });
  return ok && np_write_all(vm, args[0], data, false);
}

const NativeDef kBytesMethods[] = {
    {"tobytes", arr_tobytes, 1, -1, true, JitHint::None},
    {"tostring", arr_tostring, 1, -1, true, JitHint::None},
    {"byteswap", arr_byteswap, 1, -1, true, JitHint::None},
    {"tofile", arr_tofile, 2, -1, true, JitHint::None},
};

}  // namespace

void add_bytes_methods(VM& vm, TypeObject* ndarray) { vm.add_methods(ndarray, kBytesMethods); }

}  // namespace tpy
