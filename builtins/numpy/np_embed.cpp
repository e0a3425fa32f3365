// np_embed.cpp — the array half of the embedding core (vm/tpy.h
// detail::array_wrap / array_info): ndarrays over host memory and reading an
// ndarray's buffer in place. It lives here rather than in vm/embed_*.cpp
// because vm/ may not include builtins/; tpy.h declares the two functions
// and libtpy.a links this definition (no hook table needed).
// A wrapped array is a HostArray: an NdArray without kNdOwnData whose
// destructor runs the host's release callback. Views take it as their base
// (nd_view), so the callback runs once the last of them is collected, or
// when the heap is torn down with the VM.
#include "builtins/builtins_b.h"
#include "builtins/numpy/ndarray.h"
#include "vm/embed_state.h"

namespace tpy {
namespace {

struct HostArray : NdArray {
  std::function<void()> release;
  explicit HostArray(TypeObject* t) : NdArray(t) {}
  ~HostArray() override {
    if (!release) return;
    try {
      release();
    } catch (...) {
      // A host callback must not throw (tpy.h); a destructor cannot pass it on.
    }
  }
};

static_assert((int)DType::Complex128 == kNumDTypes - 1 && (int)DType::Complex64 == kNumDTypes - 2, "tpy.h's DType list must follow dtypes.def");

}  // namespace

namespace detail {

bool array_wrap(VMState* st, void* data, int dtype, const std::int64_t* shape, std::size_t ndim,
                const std::int64_t* strides, bool writable, std::function<void()>& release, Slot* out) noexcept {
  tpy::VM& vm = *st->vm;
  if (dtype < 0 || dtype >= kNumDTypes) { vm.raise(vm.exc.ValueError, "array(): unknown dtype"); return false; }
  if (ndim > (std::size_t)kMaxDims) { vm.raisef(vm.exc.ValueError, "array(): %zu dimensions, at most %d", ndim, kMaxDims); return false; }
  DType dt = (DType)dtype;
  int64_t size = 1;
  for (std::size_t d = 0; d < ndim; d++) {
    if (shape[d] < 0) { vm.raise(vm.exc.ValueError, "array(): negative dimensions are not allowed"); return false; }
    if (__builtin_mul_overflow(size, shape[d], &size)) { vm.raise(vm.exc.ValueError, "array(): shape too large"); return false; }
  }
  if (!data && size > 0) { vm.raise(vm.exc.ValueError, "array(): null data for a non-empty array"); return false; }
  int isz = dtype_size(dt);
  if (reinterpret_cast<std::uintptr_t>(data) % isz != 0) {
    vm.raisef(vm.exc.ValueError, "array(): data not aligned to %d bytes for %s", isz, dtype_info(dt).name);
    return false;
  }
  // The array's operators need the ufuncs, which come with the module
  // (a script need not import numpy to use an array it was handed).
  if (!create_numpy_module(vm)) return false;
  NpState& np = np_state(vm);
  HostArray* a = vm.alloc<HostArray>(np.ndarray);
  a->data = static_cast<char*>(data);
  a->dtype = dt;
  a->ndim = (int32_t)ndim;
  a->size = size;
  a->flags = writable ? (uint32_t)kNdWriteable : 0u;
  int64_t step = isz;
  for (std::size_t i = ndim; i-- > 0;) {
    a->shape[i] = shape[i];
    a->strides[i] = strides ? strides[i] : step;
    step *= shape[i] ? shape[i] : 1;
  }
  nd_update_flags(a);
  a->release = std::move(release);
  cell(out) = Value::object(a);
  return true;
}

bool array_info(VMState* st, const Slot* v, ArrayInfo& out) noexcept {
  tpy::VM& vm = *st->vm;
  const Value& x = cell(v);
  if (!is_ndarray(vm, x)) return false;
  NdArray* a = static_cast<NdArray*>(x.o);
  out.data = a->data;
  out.dtype = (int)a->dtype;
  out.itemsize = a->itemsize();
  out.writable = a->writeable();
  out.c_contiguous = a->c_contiguous();
  out.size = a->size;
  out.shape.assign(a->shape, a->shape + a->ndim);
  out.strides.assign(a->strides, a->strides + a->ndim);
  return true;
}

}  // namespace detail
}  // namespace tpy
