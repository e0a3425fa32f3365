// np_view.cpp — the array's memory seen another way: a.view(dtype) (the
// same bytes read as another dtype; the last axis stretches or shrinks by
// the ratio of the item sizes, with NumPy 1.24's errors) and
// a.__array_interface__ (version 3: data address and read-only flag, shape,
// strides, typestr, descr). Views of other shapes are np_layout.cpp.
#include <string>
#include "builtins/args.h"
#include "builtins/builtins_b.h"
#include "builtins/numpy/np_internal.h"
#include "vm/dict.h"

namespace tpy {

namespace {

bool given(Value v) { return !v.is_undef() && !v.is_none(); }

// ndarray itself as `type=` (or as the only argument): the view keeps the
// dtype. tpy's ndarray cannot be subclassed, so no other type is a view type.
bool is_ndarray_type(VM& vm, Value v) { return v.is_obj() && v.o == np_state(vm).ndarray; }

bool arr_view(VM& vm, CallArgs& a, Value& out) {
  Value args[2];
  if (!bind_args(vm, a, "view", {"dtype", "type"}, 0, args, true)) return false;
  NdArray* x = as<NdArray>(a.args[0]);
  if (given(args[1]) && !is_ndarray_type(vm, args[1]))
    return vm.raise(vm.exc.TypeError, "Cannot specify output type.");
  Value dtv = is_ndarray_type(vm, args[0]) ? Value() : args[0];
  DType dt = x->dtype;
  int64_t isz = x->itemsize();
  if (given(dtv)) {
    if (!to_dtype_sized(vm, dtv, dt, isz)) return false;
    if (!dtype_is_flexible(dt)) isz = dtype_size(dt);
    else if (isz == 0) isz = x->itemsize();
  }
  int64_t old = x->itemsize();
  int64_t shape[kMaxDims], strides[kMaxDims];
  for (int d = 0; d < x->ndim; d++) shape[d] = x->shape[d], strides[d] = x->strides[d];
  if (isz != old) {
    if (x->ndim == 0)
      return vm.raise(vm.exc.ValueError, "Changing the dtype of a 0d array is only supported if the itemsize is unchanged");
    int last = x->ndim - 1;
    if (x->shape[last] != 1 && x->strides[last] != old)
      return vm.raise(vm.exc.ValueError, "To change to a dtype of a different size, the last axis must be contiguous");
    int64_t bytes = x->shape[last] * old;
    if (isz > old ? bytes % isz != 0 : old % isz != 0)
      return vm.raise(vm.exc.ValueError,
                      isz > old ? "When changing to a larger dtype, its size must be a divisor of the total size in "
                                  "bytes of the last axis of the array."
                                : "When changing to a smaller dtype, its size must be a divisor of the size of original "
                                  "dtype");
    shape[last] = bytes / isz;
    strides[last] = isz;
  }
  NdArray* v = nd_view(vm, x, dt, x->data, x->ndim, shape, strides);
  if (!v) return false;
  v->elsize = isz;
  nd_update_flags(v);
  out = Value::object(v);
  return true;
}

// NumPy's dtype.str on this little-endian machine: '|' where byte order
// means nothing, a count of characters for str.
std::string type_str(const NdArray* x) {
  const DTypeInfo& d = dtype_info(x->dtype);
  int64_t n = x->itemsize();
  if (x->dtype == DType::Str) return "<U" + std::to_string(n / 4);
  bool one = n == 1 || x->dtype == DType::Bytes;
  return std::string(one ? "|" : "<") + d.kind + std::to_string(n);
}

Value int_tuple(VM& vm, int n, const int64_t* v) {
  std::vector<Value> items;
  for (int i = 0; i < n; i++) items.push_back(Value::integer(v[i]));
  return Value::object(vm.new_tuple(std::move(items)));
}

bool arr_get_array_interface(VM& vm, CallArgs& a, Value& out) {
  NdArray* x = as<NdArray>(a.args[0]);
  RootScope roots(vm);
  Dict* d = vm.new_dict();
  roots.add(d);
  auto set = [&](const char* key, Value v) {
    roots.add(v);
    dict_set_str(vm, d, vm.intern(key), v);
  };
  Value data[2] = {Value::integer((int64_t)(intptr_t)x->data), Value::boolean(!x->writeable())};
  set("data", Value::object(vm.new_tuple(std::vector<Value>(data, data + 2))));
  set("strides", x->c_contiguous() ? Value::none() : int_tuple(vm, x->ndim, x->strides));
  std::string ts = type_str(x);
  Value field[2] = {vm.str_value(""), vm.str_value(ts)};
  roots.add(field[0]);
  roots.add(field[1]);
  Value descr = Value::object(vm.new_tuple(std::vector<Value>(field, field + 2)));
  roots.add(descr);
  set("descr", Value::object(vm.new_list(&descr, 1)));
  set("typestr", vm.str_value(ts));
  set("shape", int_tuple(vm, x->ndim, x->shape));
  set("version", Value::integer(3));
  out = Value::object(d);
  return true;
}

const NativeDef kViewMethods[] = {
    {"view", arr_view, 1, 3, true, JitHint::None},
};

const NativeDef kInterfaceGetter = {"__array_interface__", arr_get_array_interface, 1, 1, false, JitHint::None};

}  // namespace

void add_view_methods(VM& vm, TypeObject* ndarray) {
  vm.add_methods(ndarray, kViewMethods);
  add_getter(vm, ndarray, &kInterfaceGetter);
}

}  // namespace tpy
