// infer_cuda.cpp — the numba.cuda intrinsics in CUDA kernels and device
// functions (FuncOptions::cuda): thread indices (GPUIDX), cuda.grid and
// gridsize, shared and local arrays (views of the block's or the thread's
// memory at a fixed offset per site), barriers, atomics, warp functions and
// bit intrinsics (calls of the jit_fn_gpu_* helpers, which the simulator
// runs and the CUDA C emitter, gpu/emit_cuda.cpp, prints as the GPU's own
// operations). The intrinsics are the classes of numba.cuda.stubs, named
// by their `_tpy_intrinsic`; what kernels may not do is checked where the
// kernel is compiled (gpu/).
#include <cstring>
#include "jit/infer.h"
#include "vm/ops.h"
#include "vm/vm.h"

namespace tpy::jit {

namespace {

// The `_tpy_intrinsic` of a numba.cuda.stubs class, or "".
std::string intrinsic_name(VM& vm, Value v) {
  if (!is_layout(v, Layout::Type)) return "";
  Value name;
  if (!get_attr(vm, v, vm.intern("_tpy_intrinsic"), name)) {
    vm.take_pending();
    return "";
  }
  return is_str(name) ? as<Str>(name)->text() : "";
}

IRRef gpu_idx(Infer& I, GpuIdx k, IrType t = IrType::Int) { return I.emit(IrOp::GPUIDX, t, 0, 0, (int64_t)k); }

// A call of helper fn with words; its result of IR type rt.
IRRef helper(Infer& I, void* fn, const std::vector<IRRef>& words, IrType rt) {
  return call_words(I, fn, nullptr, words, rt);
}

// An integer constant argument (a literal or a frozen global), or -1 when
// it is not known (typing pass: leaves are not emitted yet, so 0).
bool const_int(Infer& I, const Val& v, int64_t& out) {
  if (v.lit.is_int()) { out = v.lit.i; return true; }
  if (!is_int_type(v.t)) return false;
  if (!I.emitting) { out = 0; return true; }
  if (v.leaves.empty() || !I.out->ir.is_const(v.leaves[0])) return false;
  out = I.out->ir[v.leaves[0]].k;
  return true;
}

// A Numba type object (numba.int32, types.float32) as a dtype.
bool numba_type_dtype(Infer& I, const Val& v, DType& out) {
  const NbType& t = type_at(v.t);
  if (t.kind != NbKind::Const || !t.value.is_obj()) return false;
  Value mod = t.value.o->type->module;
  if (!is_str(mod) || as<Str>(mod)->text().rfind("numba.core.types", 0) != 0) return false;
  Str* name = nullptr;
  if (!to_str(I.vm, t.value, name)) {
    I.vm.take_pending();
    return false;
  }
  TypeId nt = parse_type_name(name->text());
  return nt && type_dtype(nt, out);
}

// cuda.grid(n) and cuda.gridsize(n): an int32, or a tuple of n.
bool grid_call(Infer& I, bool size, const std::vector<Val>& args, Val& res) {
  const char* fname = size ? "gridsize" : "grid";
  int64_t n = 0;
  if (args.size() != 1 || !args[0].lit.is_int() || args[0].lit.i < 1 || args[0].lit.i > 3)
    return I.fail(std::string("tpy: cuda.") + fname + "(ndim) needs ndim to be the literal 1, 2 or 3");
  n = args[0].lit.i;
  std::vector<IRRef> parts;
  for (int d = 0; d < n; d++) {
    IRRef ntid = gpu_idx(I, (GpuIdx)((int)GpuIdx::NtidX + d));
    IRRef other = gpu_idx(I, (GpuIdx)((int)(size ? GpuIdx::NctaidX : GpuIdx::CtaidX) + d));
    IRRef prod = I.emit(IrOp::MUL, IrType::Int, ntid, other);
    parts.push_back(size ? prod : I.emit(IrOp::ADD, IrType::Int, prod, gpu_idx(I, (GpuIdx)((int)GpuIdx::TidX + d))));
  }
  if (n == 1) res = I.scalar(t_int(32), parts[0]);
  else res = Val{t_unituple(t_int(32), (uint32_t)n), parts};
  return true;
}

// cuda.shared.array / cuda.local.array (shape, dtype): a C array at this
// site's offset in the block's shared (the thread's local) memory; shape 0
// is the launch's dynamic shared memory.
bool memory_array(Infer& I, bool shared, std::vector<Val>& args, std::vector<std::pair<std::string, Val>>& kwargs,
                  Val& res) {
  const char* what = shared ? "shared.array" : "local.array";
  Val shape, dtype;
  bool have_shape = !args.empty(), have_dtype = args.size() > 1;
  if (have_shape) shape = args[0];
  if (have_dtype) dtype = args[1];
  for (auto& [k, v] : kwargs) {
    if (k == "shape" && !have_shape) { shape = v; have_shape = true; }
    else if (k == "dtype" && !have_dtype) { dtype = v; have_dtype = true; }
    else return I.fail(std::string("tpy: cuda.") + what + "() got an unexpected keyword argument '" + k + "'");
  }
  kwargs.clear();
  if (!have_shape || !have_dtype || args.size() > 2)
    return I.fail(std::string("tpy: cuda.") + what + "(shape, dtype) takes a shape and a dtype");
  DType dt;
  if (!const_dtype(I, dtype, dt) && !numba_type_dtype(I, dtype, dt)) return I.fail(std::string("tpy: the dtype of cuda.") + what + "() must be a constant NumPy or Numba type");
  std::vector<Val> dims;
  if (!shape_dims(shape, dims)) return I.fail(std::string("tpy: the shape of cuda.") + what + "() must be an int or a tuple of ints");
  std::vector<int64_t> n;
  for (const Val& d : dims) {
    int64_t v;
    if (!const_int(I, d, v) || v < 0)
      return I.fail(std::string("tpy: the shape of cuda.") + what + "() must be made of constants (literals or global ints)");
    n.push_back(v);
  }
  int nd = (int)dims.size();
  TypeId t = t_array(dt, nd, 'C');
  if (!I.emitting) { res = Val{t, {}}; return true; }
  int64_t items = 1;
  for (int64_t v : n) items *= v;
  int64_t isz = dtype_size(dt);
  bool dynamic = shared && nd == 1 && n[0] == 0;
  IRRef data;
  std::vector<IRRef> shape_leaves;
  CompiledFunc* out = I.root->out;
  if (dynamic) {
    // Its length is the launch's dynamic shared memory in elements.
    out->gpu_dyn_shared = true;
    data = gpu_idx(I, GpuIdx::DynSharedBase, IrType::Ptr);
    IRRef bytes = gpu_idx(I, GpuIdx::DynSharedBytes);
    shape_leaves.push_back(I.emit(IrOp::UDIV, IrType::Int, bytes, I.kint(isz), 0));
  } else {
    // One offset per site (code and bytecode index), kept across the
    // passes and shared by every inlined copy, as CUDA keeps one
    // __shared__ array per declaration.
    CompiledFunc::GpuArraySite* site = nullptr;
    for (auto& s : out->gpu_arrays)
      if (s.code == I.code && s.pc == I.pc && s.shared == shared) site = &s;
    if (!site) {
      int64_t& total = shared ? out->gpu_shared_bytes : out->gpu_local_bytes;
      int64_t off = (total + 15) & ~int64_t(15);
      out->gpu_arrays.push_back({I.code, I.pc, shared, off, items * isz});
      total = off + items * isz;
      site = &out->gpu_arrays.back();
    }
    IRRef base = gpu_idx(I, shared ? GpuIdx::SharedBase : GpuIdx::LocalBase, IrType::Ptr);
    data = site->offset ? I.emit(IrOp::IDX, IrType::Ptr, base, I.kint(site->offset), 1) : base;
    for (int64_t v : n) shape_leaves.push_back(I.kint(v));
  }
  res = Val{t, {I.kptr(nullptr), data}};
  for (IRRef s : shape_leaves) res.leaves.push_back(s);
  // C strides: the product of the later dimensions' lengths.
  std::vector<IRRef> strides(nd);
  IRRef stride = I.kint(isz);
  for (int d = nd - 1; d >= 0; d--) {
    strides[d] = stride;
    if (d) stride = I.emit(IrOp::MUL, IrType::Int, stride, shape_leaves[d]);
  }
  for (IRRef s : strides) res.leaves.push_back(s);
  return true;
}

const struct {
  const char* name;
  GpuAtomic op;
} kAtomics[] = {
    {"add", GpuAtomic::Add}, {"sub", GpuAtomic::Sub}, {"max", GpuAtomic::Max}, {"min", GpuAtomic::Min},
    {"nanmax", GpuAtomic::NanMax}, {"nanmin", GpuAtomic::NanMin}, {"inc", GpuAtomic::Inc}, {"dec", GpuAtomic::Dec},
    {"exch", GpuAtomic::Exch}, {"and_", GpuAtomic::And}, {"or_", GpuAtomic::Or}, {"xor", GpuAtomic::Xor},
    {"compare_and_swap", GpuAtomic::Cas}, {"cas", GpuAtomic::Cas},
};

// cuda.atomic.<op>(ary, idx, val) (cas: ary, idx, old, val;
// compare_and_swap: ary, old, val on ary[0]): the element's old value.
bool atomic_call(Infer& I, const std::string& opname, const std::vector<Val>& args, Val& res) {
  GpuAtomic op = GpuAtomic::Add;
  bool found = false;
  for (auto& a : kAtomics)
    if (opname == a.name) { op = a.op; found = true; }
  std::vector<TypeId> argt;
  for (auto& a : args) argt.push_back(a.t);
  std::string failed = no_impl("Function(<class 'numba.cuda.stubs.atomic." + opname + "'>)", argt);
  bool cas2 = opname == "compare_and_swap";
  size_t want = cas2 ? 3 : op == GpuAtomic::Cas ? 4 : 3;
  if (!found || args.size() != want || type_at(args[0].t).kind != NbKind::Array) return I.fail(failed);
  const NbType& at = type_at(args[0].t);
  DType dt = at.dtype;
  TypeId et = dtype_type(dt);
  bool is_float = is_float_type(et);
  bool int_only = op == GpuAtomic::Inc || op == GpuAtomic::Dec || op == GpuAtomic::And || op == GpuAtomic::Or ||
                  op == GpuAtomic::Xor || op == GpuAtomic::Cas;
  bool float_only = op == GpuAtomic::NanMax || op == GpuAtomic::NanMin;
  bool supported = dt == DType::Int32 || dt == DType::Int64 || dt == DType::UInt32 || dt == DType::UInt64 ||
                   ((dt == DType::Float32 || dt == DType::Float64) && !int_only);
  if (!supported || (float_only && !is_float)) return I.fail(failed);
  if (at.readonly) return I.fail(failed);
  std::vector<Val> idx;
  if (cas2) idx.push_back(I.scalar(t_int(64), I.kint(0)));
  else if (!int_indices(args[1], idx) || (int)idx.size() != at.ndim) return I.fail(failed);
  for (size_t k = cas2 ? 1 : 2; k < args.size(); k++)   // the values (the index was checked above)
    if (!is_number_type(args[k].t)) return I.fail(failed);
  res = I.scalar(et, 0);
  if (!I.emitting) return true;
  std::vector<IRRef> ix;
  for (int d = 0; d < at.ndim; d++) ix.push_back(norm_index(I, args[0], d, idx[d]));
  IRRef addr = element_addr(I, args[0], ix);
  const Val& val = args.back();
  IRRef v = I.convert(val, et);
  IRRef old = op == GpuAtomic::Cas ? I.convert(args[args.size() - 2], et) : I.kint(0);
  res.leaves[0] = helper(I, (void*)&jit_fn_gpu_atomic, {I.kint((int64_t)op), I.kint((int64_t)dt), addr, v, old},
                         is_float ? IrType::Float : IrType::Int);
  return true;
}

// The warp functions: shfl_*_sync(mask, value, operand), votes (mask, predicate).
bool warp_call(Infer& I, const std::string& name, const std::vector<Val>& args, Val& res) {
  static const struct { const char* name; GpuWarp op; } kWarp[] = {
      {"shfl_sync", GpuWarp::Shfl}, {"shfl_up_sync", GpuWarp::ShflUp}, {"shfl_down_sync", GpuWarp::ShflDown},
      {"shfl_xor_sync", GpuWarp::ShflXor}, {"all_sync", GpuWarp::All}, {"any_sync", GpuWarp::Any},
      {"eq_sync", GpuWarp::Eq}, {"ballot_sync", GpuWarp::Ballot}};
  GpuWarp op = GpuWarp::Shfl;
  bool found = false;
  for (auto& w : kWarp)
    if (name == w.name) { op = w.op; found = true; }
  if (!found) return false;
  std::vector<TypeId> argt;
  for (auto& a : args) argt.push_back(a.t);
  bool shfl = op <= GpuWarp::ShflXor;
  if (args.size() != (shfl ? 3u : 2u) || !is_int_type(args[0].t) || !is_number_type(args[1].t) ||
      (shfl && !is_int_type(args[2].t)))
    return I.fail(no_impl("Function(<class 'numba.cuda.stubs." + name + "'>)", argt));
  I.root->out->gpu_barrier = true;
  TypeId vt = args[1].t;
  if (type_at(vt).kind == NbKind::Bool) vt = t_int(32);
  bool is_float = is_float_type(vt);
  int bits = type_at(vt).bits;
  TypeId rt = shfl ? vt : op == GpuWarp::Ballot ? t_int(32, false) : t_bool();
  if (op == GpuWarp::Eq) rt = t_bool();
  res = I.scalar(rt, 0);
  if (!I.emitting) return true;
  IRRef mask = I.convert(args[0], t_int(64));
  IRRef value = I.convert(args[1], vt);
  IRRef operand = shfl ? I.convert(args[2], t_int(64)) : I.kint(0);
  IrType it = shfl ? (is_float ? IrType::Float : IrType::Int) : rt == t_bool() ? IrType::Bool : IrType::Int;
  // Word 4: 1 a float, 2 an unsigned integer (the CUDA C keeps it zero-extended).
  int64_t kind = is_float ? 1 : type_at(vt).kind == NbKind::UInt ? 2 : 0;
  res.leaves[0] = helper(I, (void*)&jit_fn_gpu_warp,
                         {I.kint((int64_t)op), mask, value, operand, I.kint(kind), I.kint(bits)}, it);
  return true;
}

// popc, brev, clz, ffs (ints), fma and cbrt (floats), activemask, lanemask_lt.
bool scalar_call(Infer& I, const std::string& name, const std::vector<Val>& args, Val& res) {
  static const struct { const char* name; GpuScalar op; int nargs; } kScalar[] = {
      {"popc", GpuScalar::Popc, 1}, {"brev", GpuScalar::Brev, 1}, {"clz", GpuScalar::Clz, 1}, {"ffs", GpuScalar::Ffs, 1},
      {"fma", GpuScalar::Fma, 3}, {"cbrt", GpuScalar::Cbrt, 1}, {"activemask", GpuScalar::ActiveMask, 0},
      {"lanemask_lt", GpuScalar::LaneMaskLt, 0}};
  GpuScalar op = GpuScalar::Popc;
  int nargs = -1;
  for (auto& s : kScalar)
    if (name == s.name) { op = s.op; nargs = s.nargs; }
  if (nargs < 0) return false;
  std::vector<TypeId> argt;
  for (auto& a : args) argt.push_back(a.t);
  std::string failed = no_impl("Function(<class 'numba.cuda.stubs." + name + "'>)", argt);
  if ((int)args.size() != nargs) return I.fail(failed);
  bool float_op = op == GpuScalar::Fma || op == GpuScalar::Cbrt;
  for (auto& a : args)
    if (float_op ? !is_number_type(a.t) : !is_int_type(a.t)) return I.fail(failed);
  TypeId rt;
  IrType it = IrType::Int;
  int bits = 32;
  if (float_op) {
    bool f32 = true;
    for (auto& a : args) f32 = f32 && a.t == t_float(32);
    rt = f32 ? t_float(32) : t_float(64);
    bits = f32 ? 32 : 64;
    it = IrType::Float;
  } else if (nargs == 0) {
    rt = t_int(32, false);
  } else {
    bits = type_at(args[0].t).bits;
    // Numba: popc, clz and ffs give uint32; brev keeps the argument's type.
    rt = op == GpuScalar::Brev ? args[0].t : t_int(32, false);
  }
  res = I.scalar(rt, 0);
  if (!I.emitting) return true;
  std::vector<IRRef> words{I.kint((int64_t)op)};
  for (int k = 0; k < 3; k++) {
    if (k < nargs) words.push_back(float_op ? I.convert(args[k], t_float(64)) : I.convert(args[k], t_int(64)));
    else words.push_back(I.kint(0));
  }
  words.push_back(I.kint(bits));
  IRRef r = helper(I, (void*)&jit_fn_gpu_scalar, words, it);
  // The helper gives 32-bit results zero-extended; a signed one is
  // sign-extended as int32 values are.
  if (rt == t_int(32)) r = I.emit(IrOp::SAR, IrType::Int, I.emit(IrOp::SHL, IrType::Int, r, I.kint(32)), I.kint(32));
  res.leaves[0] = r;
  return true;
}

}  // namespace

bool cuda_freeze(Infer& I, Value v, Val& out) {
  std::string name = intrinsic_name(I.vm, v);
  if (name != "laneid" && name != "warpsize") return false;
  out = I.scalar(t_int(32), gpu_idx(I, name == "laneid" ? GpuIdx::LaneId : GpuIdx::WarpSize));
  return true;
}

bool cuda_attr(Infer& I, const Val& obj, const std::string& attr, Val& res) {
  const NbType& t = type_at(obj.t);
  if (t.kind != NbKind::Const) return false;
  std::string name = intrinsic_name(I.vm, t.value);
  if (name.empty()) return false;
  static const char* const dims[] = {"threadIdx", "blockIdx", "blockDim", "gridDim"};
  for (int k = 0; k < 4; k++)
    if (name == dims[k]) {
      if (attr != "x" && attr != "y" && attr != "z") return I.fail("Unknown attribute '" + attr + "' of type Module(" + name + ")");
      res = I.scalar(t_int(32), gpu_idx(I, (GpuIdx)(3 * k + (attr[0] - 'x'))));
      return true;
    }
  // shared.array, atomic.add, ...: the nested stub class.
  Value v;
  if (!get_attr(I.vm, t.value, I.vm.intern(attr), v)) {
    I.vm.take_pending();
    return I.fail("Unknown attribute '" + attr + "' of type Module(" + name + ")");
  }
  return I.freeze(v, attr, res);
}

bool cuda_call(Infer& I, Value cls, std::vector<Val>& args, std::vector<std::pair<std::string, Val>>& kwargs, Val& res) {
  std::string name = intrinsic_name(I.vm, cls);
  if (name.empty()) return false;
  auto no_kwargs = [&] {
    if (kwargs.empty()) return true;
    return I.fail("tpy: cuda." + name + "() takes no keyword arguments");
  };
  if (name == "grid" || name == "gridsize") return no_kwargs() && grid_call(I, name == "gridsize", args, res);
  if (name == "shared.array" || name == "local.array") return memory_array(I, name == "shared.array", args, kwargs, res);
  if (!no_kwargs()) return false;
  if (name == "const.array_like") {
    // A global array is already a read-only constant of the code.
    if (args.size() != 1 || type_at(args[0].t).kind != NbKind::Array)
      return I.fail(no_impl("Function(<class 'numba.cuda.stubs.const.array_like'>)", {args.empty() ? kNoType : args[0].t}));
    res = args[0];
    return true;
  }
  if (name.rfind("atomic.", 0) == 0) return atomic_call(I, name.substr(7), args, res);
  static const struct { const char* name; GpuSync op; int nargs; } kSync[] = {
      {"syncthreads", GpuSync::Threads, 0}, {"syncthreads_count", GpuSync::Count, 1},
      {"syncthreads_and", GpuSync::And, 1}, {"syncthreads_or", GpuSync::Or, 1}, {"syncwarp", GpuSync::Warp, -1},
      {"threadfence", GpuSync::Fence, 0}, {"threadfence_block", GpuSync::FenceBlock, 0},
      {"threadfence_system", GpuSync::FenceSystem, 0}};
  for (auto& s : kSync) {
    if (name != s.name) continue;
    bool ok = s.nargs < 0 ? args.size() <= 1 : (int)args.size() == s.nargs;
    for (auto& a : args) ok = ok && (is_int_type(a.t) || type_at(a.t).kind == NbKind::Bool);
    if (!ok) {
      std::vector<TypeId> argt;
      for (auto& a : args) argt.push_back(a.t);
      return I.fail(no_impl("Function(<class 'numba.cuda.stubs." + name + "'>)", argt));
    }
    bool fence = s.op >= GpuSync::Fence;
    if (!fence) I.root->out->gpu_barrier = true;
    bool counts = s.op == GpuSync::Count || s.op == GpuSync::And || s.op == GpuSync::Or;
    res = counts ? I.scalar(t_int(32), 0) : I.scalar(t_none(), I.kint(0, IrType::None));
    if (!I.emitting) return true;
    IRRef pred = s.nargs == 1 ? I.convert(args[0], t_int(64)) : I.kint(0);
    IRRef mask = s.op == GpuSync::Warp ? (args.empty() ? I.kint(0xffffffff) : I.convert(args[0], t_int(64))) : I.kint(0);
    IRRef r = helper(I, (void*)&jit_fn_gpu_sync, {I.kint((int64_t)s.op), pred, mask}, counts ? IrType::Int : IrType::None);
    if (counts) res.leaves[0] = r;
    return true;
  }
  if (warp_call(I, name, args, res) || !I.reason.empty()) return I.reason.empty();
  if (scalar_call(I, name, args, res) || !I.reason.empty()) return I.reason.empty();
  return I.fail("tpy: cuda." + name + " is not supported in kernels yet");
}

}  // namespace tpy::jit
