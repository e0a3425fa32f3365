// cuda.cpp — numba.cuda's native side in _tpy_numba: launching a kernel
// (cuda_launch, cuda_launch_gpu), its CUDA C (cuda_source_at), device
// memory, copies, streams, events and device queries on a GPU. The Python side
// (builtins/pylib/numba.cuda.*.py) normalises launch configurations and
// unwraps device arrays; kernels are dispatchers made with the option
// cuda=1 (jit/func_specs.cpp, jit_specs_set_cuda), run by the GPU layer
// through its facade gpu/gpu.h. With TPY_CUDA_CHECK_NVRTC set (the test
// runner sets it for tests/gpu), each new specialisation's CUDA C is also
// compiled by NVRTC when it is installed: the tests prove the emitted code
// compiles on machines without a GPU.
#include <cstdio>
#include <cstdlib>
#include <unordered_set>
#include "builtins/args.h"
#include "builtins/builtins_b.h"
#include "builtins/numba/numba.h"
#include "builtins/numpy/ndarray.h"
#include "gpu/gpu.h"
#include "jit/jit.h"
#include "vm/dict.h"
#include "vm/frame.h"
#include "vm/ops.h"
#include "vm/run.h"
#include "vm/vm.h"

namespace tpy {

namespace {

// Device memory behind device arrays on a GPU: its address and size; freed
// (deferred, gpu_free_later) when the collector frees the object. Device
// arrays are NdArray headers whose data is the address and whose base is
// this object, so every view keeps it alive.
struct DeviceBuffer : Object {
  uint64_t ptr = 0;
  size_t bytes = 0;
  explicit DeviceBuffer(TypeObject* t) : Object(t) {}
  ~DeviceBuffer() override { gpu_free_later(ptr, bytes); }
};
TypeObject* g_buffer_type = nullptr;

// A stream or event tpy created: destroyed (deferred, as memory) when the
// collector frees the object, which the Python Stream or Event holds.
struct DriverHandle : Object {
  uint64_t handle = 0;
  bool event = false;
  explicit DriverHandle(TypeObject* t) : Object(t) {}
  ~DriverHandle() override { event ? gpu_event_destroy_later(handle) : gpu_stream_destroy_later(handle); }
};
TypeObject* g_handle_type = nullptr;

bool is_device_header(VM& vm, Value v) {
  if (!is_ndarray(vm, v)) return false;
  // (an ndarray's base is its owner; only device arrays have a DeviceBuffer there)
  auto* a = static_cast<NdArray*>(v.o);
  return g_buffer_type && a->base && a->base->type == g_buffer_type;
}

// Raises the Python exception for a GPU error: CudaSupportError (no
// driver or device), NvrtcError, else CudaAPIError(code, message).
bool raise_gpu_error(VM& vm, const GpuError& err) {
  const char* module = err.code < 0 ? "numba.cuda.cudadrv.error" : "numba.cuda.cudadrv.driver";
  const char* name = err.code == -1 ? "CudaSupportError" : err.code < 0 ? "NvrtcError" : "CudaAPIError";
  Value mod, cls;
  if (!import_module(vm, vm.intern(module), Value::object(vm.new_tuple({vm.str_value("x")})), 0, mod) ||
      !get_attr(vm, mod, vm.intern(name), cls))
    return false;
  if (err.code >= 0) {
    Value args[2] = {Value::integer(err.code), vm.str_value(err.message)}, exc;
    if (!call(vm, cls, args, 2, nullptr, exc)) return false;
    return vm.raise_value(exc);
  }
  return vm.raise(static_cast<TypeObject*>(cls.o), err.message);
}

// Three positive ints from a tuple (the Python side normalised it).
bool dim3(VM& vm, Value v, const char* what, int64_t out[3]) {
  if (!is_layout(v, Layout::Tuple) || as<Tuple>(v)->items.size() != 3)
    return vm.raisef(vm.exc.TypeError, "cuda_launch: %s must be a tuple of three ints", what);
  for (int d = 0; d < 3; d++)
    if (!to_int64(vm, as<Tuple>(v)->items[d], out[d], what)) return false;
  return true;
}

// Raises numba.cuda.cudadrv.error.NvrtcError(msg).
bool raise_nvrtc_error(VM& vm, const std::string& msg) { return raise_gpu_error(vm, GpuError{-3, msg}); }

// A specialisation's first launch: --emit-cuda prints its CUDA C, and
// TPY_CUDA_CHECK_NVRTC compiles it with NVRTC.
bool first_launch(VM& vm, Value disp, jit::CompiledFunc* f) {
  static const bool check = [] {
    const char* e = std::getenv("TPY_CUDA_CHECK_NVRTC");
    return e && *e && std::string(e) != "0";
  }();
  if (!check && !vm.emit_cuda) return true;
  static std::unordered_set<uint64_t> seen;   // CompiledFunc uids: addresses are reused
  if (!seen.insert(jit_specs_uid(f)).second) return true;
  Function* fn = as<Function>(dispatcher_py_func(disp));
  std::string src, why;
  if (!gpu_kernel_source(vm, fn, f, src, why))
    return raise_nvrtc_error(vm, "tpy cannot print the kernel '" + fn->name->text() + "' as CUDA C: " + why);
  if (vm.emit_cuda) fprintf(stderr, "// ---- CUDA C of kernel %s\n%s", fn->name->text().c_str(), src.c_str());
  if (!check) return true;
  int r = gpu_check_compiles(src, fn->name->text(), why);
  if (r == 0) return raise_nvrtc_error(vm, "NVRTC failed to compile the kernel '" + fn->name->text() + "':\n" + why);
  return true;
}

// cuda_launch(kernel, griddim, blockdim, sharedmem, args) on the simulator
// and cuda_launch_gpu(...) on the GPU (device arrays as headers, host
// arrays refused: the Python side copies them; asynchronous): runs the
// kernel (a cuda=1 dispatcher) for three-int grid and block sizes.
// Runs kernel (a cuda=1 dispatcher) over `l` with the native arguments
// `args` (device arrays as headers on a GPU, host arrays in the simulator).
bool launch_native(VM& vm, Value kernel, const GpuLaunch& l, const Value* args, int nargs, bool on_gpu, const char* name) {
  if (on_gpu)
    for (int i = 0; i < nargs; i++)
      if (is_ndarray(vm, args[i]) && !is_device_header(vm, args[i]))
        return vm.raisef(vm.exc.TypeError, "%s: host arrays must be copied to the device first", name);
  jit::CompiledFunc* f = nullptr;
  if (!dispatcher_prepare(vm, kernel, args, nargs, f, !on_gpu)) return false;
  if (!first_launch(vm, kernel, f)) return false;
  Function* fn = as<Function>(dispatcher_py_func(kernel));
  if (on_gpu) {
    GpuError err;
    if (!gpu_launch(vm, fn, f, l, args, nargs, err)) return raise_gpu_error(vm, err);
    return true;
  }
  return gpu_sim_launch(vm, f, fn->name->text(), l, args, nargs);
}

// A stream handle (an int; 0 the legacy default stream).
bool to_stream(VM& vm, Value v, uint64_t& out) {
  int64_t h = 0;
  if (!to_int64(vm, v, h, "stream")) return false;
  out = (uint64_t)h;
  return true;
}

bool launch(VM& vm, CallArgs& a, const char* name, bool on_gpu, Value& out) {
  Value args[6];
  if (!bind_args(vm, a, name, {"kernel", "griddim", "blockdim", "sharedmem", "args", "stream"}, 5, args)) return false;
  if (args[5].is_undef()) args[5] = Value::integer(0);
  GpuLaunch l;
  if (!dim3(vm, args[1], "griddim", l.grid) || !dim3(vm, args[2], "blockdim", l.block) ||
      !to_int64(vm, args[3], l.shared_bytes, "sharedmem") || !to_stream(vm, args[5], l.stream))
    return false;
  if (!is_layout(args[4], Layout::Tuple)) return vm.raisef(vm.exc.TypeError, "%s: args must be a tuple", name);
  Tuple* t = as<Tuple>(args[4]);
  if (!launch_native(vm, args[0], l, t->items.data(), (int)t->items.size(), on_gpu, name)) return false;
  out = Value::none();
  return true;
}

// A configured kernel, kernel[grid, block, stream, shared]: a call unboxes
// device arrays (their `_ary`) and scalars here and launches, with no Python
// in between. A call with a host array (copied in and back, with Numba's
// warning) or keywords goes to the Python configuration it was made from.
struct ConfiguredKernel : Object {
  Value kernel;   // the cuda=1 dispatcher
  Value config;   // numba.cuda.dispatcher._LaunchConfiguration
  GpuLaunch l;
  bool on_gpu = false;
  explicit ConfiguredKernel(TypeObject* t) : Object(t) {}
  void trace(Tracer& tr) override {
    tr.mark(kernel);
    tr.mark(config);
  }
};
TypeObject* g_configured_type = nullptr;

bool configured_call(VM& vm, Value self, Value* args, int nargs, Tuple* kwnames, Value& out) {
  auto* k = static_cast<ConfiguredKernel*>(self.o);
  Value small[16];
  std::vector<Value> big;
  Value* native = small;
  if (nargs > 16) {
    big.resize((size_t)nargs);
    native = big.data();
  }
  bool python = kwnames != nullptr;
  Str* ary_name = vm.intern("_ary");
  for (int i = 0; i < nargs && !python; i++) {
    Value a = args[i];
    native[i] = a;
    if (is_ndarray(vm, a)) {
      python = true;   // a host array: copied by the Python side
    } else if (a.is_obj() && is_layout(a, Layout::Instance)) {
      Value ary;
      bool found = false;
      if (!get_attr_opt(vm, a, ary_name, ary, found)) return false;
      if (found && is_ndarray(vm, ary)) native[i] = ary;
      else python = true;
    }
  }
  if (python) {
    Value call_fn;
    if (!get_attr(vm, k->config, vm.intern("_call"), call_fn)) return false;
    return call(vm, call_fn, args, nargs, kwnames, out);
  }
  out = Value::none();
  if (k->l.grid[0] * k->l.grid[1] * k->l.grid[2] == 0) return true;
  return launch_native(vm, k->kernel, k->l, native, nargs, k->on_gpu, "kernel launch");
}

// cuda_configure(kernel, griddim, blockdim, sharedmem, on_gpu, config,
// stream=0): the configured kernel (stream: a CUstream handle).
bool cuda_configure(VM& vm, CallArgs& a, Value& out) {
  Value args[7];
  if (!bind_args(vm, a, "cuda_configure", {"kernel", "griddim", "blockdim", "sharedmem", "on_gpu", "config", "stream"}, 6,
                 args))
    return false;
  if (args[6].is_undef()) args[6] = Value::integer(0);
  RootScope roots(vm);
  auto* k = vm.alloc<ConfiguredKernel>(g_configured_type);
  roots.add(Value::object(k));
  k->kernel = args[0];
  k->config = args[5];
  bool on_gpu = false;
  if (!dim3(vm, args[1], "griddim", k->l.grid) || !dim3(vm, args[2], "blockdim", k->l.block) ||
      !to_int64(vm, args[3], k->l.shared_bytes, "sharedmem") || !truthy(vm, args[4], on_gpu) ||
      !to_stream(vm, args[6], k->l.stream))
    return false;
  k->on_gpu = on_gpu;
  out = Value::object(k);
  return true;
}

// The configuration's attributes are the Python configuration's.
constexpr const char* kConfigAttrs[] = {"griddim", "blockdim", "stream", "sharedmem", "dispatcher"};
template <int K>
bool configured_attr(VM& vm, CallArgs& a, Value& out) {
  if (!a.args[0].is_obj() || a.args[0].o->type != g_configured_type)
    return vm.raise(vm.exc.TypeError, "descriptor needs a configured kernel");
  return get_attr(vm, static_cast<ConfiguredKernel*>(a.args[0].o)->config, vm.intern(kConfigAttrs[K]), out);
}
bool cuda_launch(VM& vm, CallArgs& a, Value& out) { return launch(vm, a, "cuda_launch", false, out); }
bool cuda_launch_gpu(VM& vm, CallArgs& a, Value& out) { return launch(vm, a, "cuda_launch_gpu", true, out); }

// cuda_source_at(kernel, i): the CUDA C of the kernel's i-th specialisation.
bool cuda_source_at(VM& vm, CallArgs& a, Value& out) {
  Value args[2];
  if (!bind_args(vm, a, "cuda_source_at", {"kernel", "i"}, 2, args)) return false;
  jit::FuncSpecs* s = dispatcher_specs(args[0]);
  int64_t i = 0;
  if (!s) return vm.raise(vm.exc.TypeError, "cuda_source_at: not a kernel");
  if (!to_int64(vm, args[1], i, "i")) return false;
  if (i < 0 || (size_t)i >= jit_specs_count(s)) return vm.raise(vm.exc.IndexError, "no such specialisation");
  std::string src, why;
  if (!gpu_kernel_source(vm, as<Function>(dispatcher_py_func(args[0])), jit_specs_at(s, (size_t)i), src, why))
    return vm.raise(vm.exc.TypeError, "tpy cannot print this kernel as CUDA C: " + why);
  out = vm.str_value(src);
  return true;
}

// cuda_gpu_status(): None when device 0 is usable, else why not (a str).
bool cuda_gpu_status(VM& vm, CallArgs&, Value& out) {
  GpuError err;
  out = gpu_device_ready(err) ? Value::none() : vm.str_value(err.message);
  return true;
}

// cuda_device_info(): (name, (cc major, minor), uuid bytes as a str of hex).
bool cuda_device_info(VM& vm, CallArgs&, Value& out) {
  GpuDeviceInfo info;
  GpuError err;
  if (!gpu_device_info(info, err)) return raise_gpu_error(vm, err);
  std::string hex;
  static const char* const digits = "0123456789abcdef";
  for (unsigned char c : info.uuid) {
    hex += digits[c >> 4];
    hex += digits[c & 15];
  }
  Value cc = Value::object(vm.new_tuple({Value::integer(info.cc_major), Value::integer(info.cc_minor)}));
  out = Value::object(vm.new_tuple({vm.str_value(info.name), cc, vm.str_value(hex)}));
  return true;
}

// cuda_device_attribute(n): the CU_DEVICE_ATTRIBUTE_* numbered n.
bool cuda_device_attribute(VM& vm, CallArgs& a, Value& out) {
  int64_t n = 0;
  if (!to_int64(vm, a.args[0], n, "attribute")) return false;
  int v = 0;
  GpuError err;
  if (!gpu_device_attribute((int)n, v, err)) return raise_gpu_error(vm, err);
  out = Value::integer(v);
  return true;
}

// cuda_device_empty(shape, strides, dtype): a device array's header over
// new device memory spanning that layout (non-negative strides).
bool cuda_device_empty(VM& vm, CallArgs& a, Value& out) {
  Value args[3];
  if (!bind_args(vm, a, "cuda_device_empty", {"shape", "strides", "dtype"}, 3, args)) return false;
  DType dt;
  if (!to_dtype(vm, args[2], dt)) return false;
  if (!is_layout(args[0], Layout::Tuple) || !is_layout(args[1], Layout::Tuple) ||
      as<Tuple>(args[0])->items.size() != as<Tuple>(args[1])->items.size() || as<Tuple>(args[0])->items.size() > (size_t)kMaxDims)
    return vm.raise(vm.exc.TypeError, "cuda_device_empty: shape and strides must be tuples of equal length");
  int nd = (int)as<Tuple>(args[0])->items.size();
  int64_t shape[kMaxDims], strides[kMaxDims];
  int64_t span = dtype_size(dt), size = 1;
  for (int d = 0; d < nd; d++) {
    if (!to_int64(vm, as<Tuple>(args[0])->items[d], shape[d], "shape") ||
        !to_int64(vm, as<Tuple>(args[1])->items[d], strides[d], "strides"))
      return false;
    if (shape[d] < 0 || strides[d] < 0) return vm.raise(vm.exc.ValueError, "cuda_device_empty: negative shape or stride");
    int64_t extent = 0;
    if (__builtin_mul_overflow(size, shape[d], &size) ||
        (shape[d] > 0 && (__builtin_mul_overflow(shape[d] - 1, strides[d], &extent) || __builtin_add_overflow(span, extent, &span))))
      return vm.raise(vm.exc.MemoryError, "cuda_device_empty: array too large");
  }
  if (size == 0) span = 0;
  GpuError err;
  uint64_t ptr = 0;
  if (!gpu_alloc((size_t)span, ptr, err)) return raise_gpu_error(vm, err);
  auto* buf = vm.alloc<DeviceBuffer>(g_buffer_type);
  buf->ptr = ptr;
  buf->bytes = (size_t)span;
  RootScope roots(vm);
  roots.add(Value::object(buf));
  NdArray* h = vm.alloc<NdArray>(np_state(vm).ndarray);
  h->data = reinterpret_cast<char*>((uintptr_t)ptr);
  h->ndim = nd;
  h->dtype = dt;
  h->base = buf;
  h->flags = kNdWriteable;
  h->size = size;
  for (int d = 0; d < nd; d++) {
    h->shape[d] = shape[d];
    h->strides[d] = strides[d];
  }
  nd_update_flags(h);
  out = Value::object(h);
  return true;
}

// cuda_reshape_view(ary, shape): ary.reshape(shape) as a view, or None
// where NumPy would copy (which would read device memory on the host).
bool cuda_reshape_view(VM& vm, CallArgs& a, Value& out) {
  if (!is_ndarray(vm, a.args[0])) return vm.raise(vm.exc.TypeError, "cuda_reshape_view: an array expected");
  return nd_reshape_view(vm, static_cast<NdArray*>(a.args[0].o), a.args[1], out);
}

bool cuda_is_device(VM& vm, CallArgs& a, Value& out) {
  out = Value::boolean(is_device_header(vm, a.args[0]));
  return true;
}

// The bytes a device header spans, staged in host memory: `view` reads
// them with the header's shape and strides (the first byte of `stage` is
// the device address `dev->data + lo`).
struct Staged {
  NdArray* view = nullptr;
  NdArray* owner = nullptr;   // the host array `stage` is the data of
  char* stage = nullptr;
  int64_t lo = 0;
  size_t bytes = 0;
};

bool stage_device(VM& vm, NdArray* dev, RootScope& roots, Staged& st) {
  int64_t lo = 0, hi = dev->itemsize();
  for (int k = 0; k < dev->ndim; k++) {
    int64_t reach = (dev->shape[k] - 1) * dev->strides[k];
    (reach < 0 ? lo : hi) += reach;
  }
  int64_t bytes = hi - lo;
  NdArray* stage = nd_new(vm, DType::UInt8, 1, &bytes);
  if (!stage) return false;
  roots.add(Value::object(stage));
  st.view = nd_view(vm, stage, dev->dtype, stage->data - lo, dev->ndim, dev->shape, dev->strides);
  if (!st.view) return false;
  roots.add(Value::object(st.view));
  st.owner = stage;
  st.stage = stage->data;
  st.lo = lo;
  st.bytes = (size_t)bytes;
  return true;
}

// cuda_copy(dst, src, stream=None, keep=None): between host arrays and
// device headers of one dtype and size. One transfer when the device side
// is contiguous and both sides share its order; otherwise the device
// side's span goes through host memory (a device destination's span is
// read first, so the bytes between its elements are kept) and NumPy's
// assignment moves the elements. With a stream (a CUstream handle) the
// transfers are the Async ones on it: the host arrays they read or write
// are appended to the list `keep`, which the caller holds until the stream
// is synchronized; a staged read waits for the stream (its bytes are
// needed at once).
bool cuda_copy(VM& vm, CallArgs& a, Value& out) {
  Value args[4];
  if (!bind_args(vm, a, "cuda_copy", {"dst", "src", "stream", "keep"}, 2, args)) return false;
  Value dst = args[0], src = args[1];
  bool async = !args[2].is_undef() && !args[2].is_none();
  uint64_t stream = 0;
  if (async && !to_stream(vm, args[2], stream)) return false;
  List* keep = nullptr;
  if (async) {
    if (!is_layout(args[3], Layout::List)) return vm.raise(vm.exc.TypeError, "cuda_copy: a stream needs a keep list");
    keep = as<List>(args[3]);
  }
  if (!is_ndarray(vm, dst) || !is_ndarray(vm, src)) return vm.raise(vm.exc.TypeError, "cuda_copy: arrays expected");
  auto* d = static_cast<NdArray*>(dst.o);
  auto* s = static_cast<NdArray*>(src.o);
  bool dd = is_device_header(vm, dst), sd = is_device_header(vm, src);
  if (d->size != s->size || d->dtype != s->dtype) return vm.raise(vm.exc.ValueError, "cuda_copy: arrays of different sizes or dtypes");
  if (!dd && !(d->flags & kNdWriteable)) return vm.raise(vm.exc.ValueError, "assignment destination is read-only");
  out = Value::none();
  if (d->size == 0) return true;
  auto same_order = [](NdArray* x, NdArray* y) {
    return ((x->flags & kNdCContig) && (y->flags & kNdCContig)) || ((x->flags & kNdFContig) && (y->flags & kNdFContig));
  };
  RootScope roots(vm);
  if (!dd && !sd) return nd_assign(vm, d, s);
  GpuError err;
  auto copy = [&](void* to, const void* from, size_t bytes, GpuCopy kind) {
    return async ? gpu_memcpy_async(to, from, bytes, kind, stream, err) : gpu_memcpy(to, from, bytes, kind, err);
  };
  auto wait = [&] { return !async || gpu_stream_synchronize(stream, err); };
  if (same_order(d, s)) {   // one transfer
    GpuCopy kind = dd && sd ? GpuCopy::DeviceToDevice : dd ? GpuCopy::HostToDevice : GpuCopy::DeviceToHost;
    if (!copy(d->data, s->data, (size_t)(d->size * d->itemsize()), kind)) return raise_gpu_error(vm, err);
    if (keep && !(dd && sd)) keep->items.push_back(dd ? src : dst);
    return true;
  }
  NdArray* from = s;
  Staged ss, ds;
  if (sd) {
    if (!stage_device(vm, s, roots, ss)) return false;
    if (!copy(ss.stage, s->data + ss.lo, ss.bytes, GpuCopy::DeviceToHost) || !wait()) return raise_gpu_error(vm, err);
    from = ss.view;
  }
  if (!dd) return nd_assign(vm, d, from);
  if (!stage_device(vm, d, roots, ds)) return false;
  bool dense = ds.bytes == (size_t)(d->size * d->itemsize());
  if (!dense && (!copy(ds.stage, d->data + ds.lo, ds.bytes, GpuCopy::DeviceToHost) || !wait()))
    return raise_gpu_error(vm, err);
  if (!nd_assign(vm, ds.view, from)) return false;
  if (!copy(d->data + ds.lo, ds.stage, ds.bytes, GpuCopy::HostToDevice)) return raise_gpu_error(vm, err);
  if (keep) keep->items.push_back(Value::object(ds.owner));
  return true;
}

// cuda_stream_create(), cuda_event_create(timing): (handle, owner), the
// owner destroying the stream or event when collected.
bool new_handle(VM& vm, uint64_t h, bool event, Value& out) {
  auto* o = vm.alloc<DriverHandle>(g_handle_type);
  o->handle = h;
  o->event = event;
  RootScope roots(vm);
  roots.add(Value::object(o));
  out = Value::object(vm.new_tuple({Value::integer((int64_t)h), Value::object(o)}));
  return true;
}
bool cuda_stream_create(VM& vm, CallArgs&, Value& out) {
  GpuError err;
  uint64_t h = 0;
  if (!gpu_stream_create(h, err)) return raise_gpu_error(vm, err);
  return new_handle(vm, h, false, out);
}
bool cuda_event_create(VM& vm, CallArgs& a, Value& out) {
  bool timing = true;
  if (!truthy(vm, a.args[0], timing)) return false;
  GpuError err;
  uint64_t h = 0;
  if (!gpu_event_create(timing, h, err)) return raise_gpu_error(vm, err);
  return new_handle(vm, h, true, out);
}

// The stream and event calls, on handles (ints): cuda_stream_synchronize(s),
// cuda_stream_wait_event(s, e), cuda_event_record(e, s),
// cuda_event_synchronize(e), cuda_event_query(e) (a bool),
// cuda_event_elapsed(start, end) (milliseconds, a float).
template <bool (*F)(uint64_t, GpuError&)>
bool handle_call1(VM& vm, CallArgs& a, Value& out) {
  uint64_t h = 0;
  GpuError err;
  if (!to_stream(vm, a.args[0], h)) return false;
  if (!F(h, err)) return raise_gpu_error(vm, err);
  out = Value::none();
  return true;
}
template <bool (*F)(uint64_t, uint64_t, GpuError&)>
bool handle_call2(VM& vm, CallArgs& a, Value& out) {
  uint64_t h0 = 0, h1 = 0;
  GpuError err;
  if (!to_stream(vm, a.args[0], h0) || !to_stream(vm, a.args[1], h1)) return false;
  if (!F(h0, h1, err)) return raise_gpu_error(vm, err);
  out = Value::none();
  return true;
}
bool cuda_event_query(VM& vm, CallArgs& a, Value& out) {
  uint64_t h = 0;
  bool done = false;
  GpuError err;
  if (!to_stream(vm, a.args[0], h)) return false;
  if (!gpu_event_query(h, done, err)) return raise_gpu_error(vm, err);
  out = Value::boolean(done);
  return true;
}
bool cuda_event_elapsed(VM& vm, CallArgs& a, Value& out) {
  uint64_t h0 = 0, h1 = 0;
  float ms = 0;
  GpuError err;
  if (!to_stream(vm, a.args[0], h0) || !to_stream(vm, a.args[1], h1)) return false;
  if (!gpu_event_elapsed(h0, h1, ms, err)) return raise_gpu_error(vm, err);
  out = Value::real((double)ms);
  return true;
}

// cuda_synchronize(), cuda_flush_frees(), cuda_pending_frees(),
// cuda_hold_frees(on), cuda_mem_info(): the context's sync, the deferred
// deallocation queue, free and total memory.
bool cuda_synchronize(VM& vm, CallArgs&, Value& out) {
  GpuError err;
  if (!gpu_synchronize(err)) return raise_gpu_error(vm, err);
  out = Value::none();
  return true;
}
bool cuda_flush_frees(VM& vm, CallArgs&, Value& out) {
  GpuError err;
  if (!gpu_flush_frees(err)) return raise_gpu_error(vm, err);
  out = Value::none();
  return true;
}
bool cuda_pending_frees(VM&, CallArgs&, Value& out) {
  out = Value::integer((int64_t)gpu_pending_frees());
  return true;
}
bool cuda_hold_frees(VM& vm, CallArgs& a, Value& out) {
  bool on = false;
  if (!truthy(vm, a.args[0], on)) return false;
  gpu_hold_frees(on);
  out = Value::none();
  return true;
}
bool cuda_mem_info(VM& vm, CallArgs&, Value& out) {
  size_t free_bytes = 0, total = 0;
  GpuError err;
  if (!gpu_mem_info(free_bytes, total, err)) return raise_gpu_error(vm, err);
  out = Value::object(vm.new_tuple({Value::integer((int64_t)free_bytes), Value::integer((int64_t)total)}));
  return true;
}

// cuda_warn_performance(message, registries): Numba's
// NumbaPerformanceWarning at the innermost line of the user's code (not of
// tpy's embedded modules), shown once per file, line and message under the
// default filters (`registries` holds a warnings registry per file).
bool cuda_warn_performance(VM& vm, CallArgs& a, Value& out) {
  if (!is_str(a.args[0])) return vm.raise(vm.exc.TypeError, "cuda_warn_performance: a message");
  std::string file = "sys";
  int line = 1;
  for (Frame* f = vm.frame; f; f = f->back) {
    if (f->code->filename->text().rfind("<frozen", 0) == 0) continue;
    file = f->code->filename->text();
    line = f->pc < f->code->positions.size() ? f->code->positions[f->pc].line : f->code->firstlineno;
    break;
  }
  Value registry = Value::none();
  if (is_layout(a.args[1], Layout::Dict)) {
    Value key = vm.str_value(file);
    bool found = false;
    RootScope roots(vm);
    roots.add(key);
    if (!dict_get(vm, as<Dict>(a.args[1]), key, registry, found)) return false;
    if (!found) {
      registry = Value::object(vm.new_dict());
      roots.add(registry);
      if (!dict_set(vm, as<Dict>(a.args[1]), key, registry)) return false;
    }
  }
  if (!warn_numba(vm, "NumbaPerformanceWarning", as<Str>(a.args[0])->text(), file, line, registry)) return false;
  out = Value::none();
  return true;
}

const NativeDef kFunctions[] = {
    {"cuda_warn_performance", cuda_warn_performance, 2, 2, false, JitHint::None},
    {"cuda_gpu_status", cuda_gpu_status, 0, 0, false, JitHint::None},
    {"cuda_device_info", cuda_device_info, 0, 0, false, JitHint::None},
    {"cuda_device_attribute", cuda_device_attribute, 1, 1, false, JitHint::None},
    {"cuda_device_empty", cuda_device_empty, 3, 3, false, JitHint::None},
    {"cuda_is_device", cuda_is_device, 1, 1, false, JitHint::None},
    {"cuda_reshape_view", cuda_reshape_view, 2, 2, false, JitHint::None},
    {"cuda_copy", cuda_copy, 2, 4, false, JitHint::None},
    {"cuda_stream_create", cuda_stream_create, 0, 0, false, JitHint::None},
    {"cuda_event_create", cuda_event_create, 1, 1, false, JitHint::None},
    {"cuda_stream_synchronize", handle_call1<gpu_stream_synchronize>, 1, 1, false, JitHint::None},
    {"cuda_stream_wait_event", handle_call2<gpu_stream_wait_event>, 2, 2, false, JitHint::None},
    {"cuda_event_record", handle_call2<gpu_event_record>, 2, 2, false, JitHint::None},
    {"cuda_event_synchronize", handle_call1<gpu_event_synchronize>, 1, 1, false, JitHint::None},
    {"cuda_event_query", cuda_event_query, 1, 1, false, JitHint::None},
    {"cuda_event_elapsed", cuda_event_elapsed, 2, 2, false, JitHint::None},
    {"cuda_synchronize", cuda_synchronize, 0, 0, false, JitHint::None},
    {"cuda_flush_frees", cuda_flush_frees, 0, 0, false, JitHint::None},
    {"cuda_pending_frees", cuda_pending_frees, 0, 0, false, JitHint::None},
    {"cuda_hold_frees", cuda_hold_frees, 1, 1, false, JitHint::None},
    {"cuda_mem_info", cuda_mem_info, 0, 0, false, JitHint::None},
    {"cuda_launch_gpu", cuda_launch_gpu, 5, 6, false, JitHint::None},
    {"cuda_source_at", cuda_source_at, 2, 2, false, JitHint::None},
    {"cuda_launch", cuda_launch, 5, 5, false, JitHint::None},
    {"cuda_configure", cuda_configure, 6, 7, false, JitHint::None},
};

const NativeDef kConfiguredGetters[] = {
    {"griddim", configured_attr<0>, 1, 1, false, JitHint::None},
    {"blockdim", configured_attr<1>, 1, 1, false, JitHint::None},
    {"stream", configured_attr<2>, 1, 1, false, JitHint::None},
    {"sharedmem", configured_attr<3>, 1, 1, false, JitHint::None},
    {"dispatcher", configured_attr<4>, 1, 1, false, JitHint::None},
};

}  // namespace

void add_cuda_functions(VM& vm, Module* m) {
  if (!g_buffer_type) {
    g_buffer_type = vm.new_builtin_type("DeviceBuffer", Layout::Native, vm.t.object);
    g_buffer_type->subclassable = false;
    keep_type(vm, g_buffer_type);
    g_handle_type = vm.new_builtin_type("DriverHandle", Layout::Native, vm.t.object);
    g_handle_type->subclassable = false;
    keep_type(vm, g_handle_type);
    g_configured_type = vm.new_builtin_type("_KernelLaunch", Layout::Native, vm.t.object);
    g_configured_type->module = Value::object(vm.intern("numba.cuda.dispatcher"));
    g_configured_type->instance_call = configured_call;
    g_configured_type->subclassable = false;
    for (auto& g : kConfiguredGetters) add_getter(vm, g_configured_type, &g);
    keep_type(vm, g_configured_type);
  }
  add_module_functions(vm, m, kFunctions);
}

}  // namespace tpy
