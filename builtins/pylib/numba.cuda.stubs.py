"""numba.cuda.stubs — what CUDA kernels call: thread indices, barriers,
shared and local arrays, atomics, warp functions and intrinsics.

Each is a class whose `_tpy_intrinsic` names it for tpy's compiler
(jit/infer_cuda.cpp), which turns a use inside a kernel or device function
into the GPU's own operation (or the simulator's). Used from host code they
raise, as in Numba.
"""


class Stub(object):
    """A name only kernels may use."""
    _description_ = '<stub>'
    _tpy_intrinsic = ''

    def __new__(cls, *args, **kwargs):
        raise NotImplementedError("%s cannot be called from host code" % cls)


class Dim3(Stub):
    """threadIdx, blockIdx, blockDim, gridDim: .x, .y, .z inside kernels."""


def _special(name, base, description):
    return type(name, (base,), {'_description_': description, '_tpy_intrinsic': name})


threadIdx = _special('threadIdx', Dim3, '<threadIdx.{x,y,z}>')
blockIdx = _special('blockIdx', Dim3, '<blockIdx.{x,y,z}>')
blockDim = _special('blockDim', Dim3, '<blockDim.{x,y,z}>')
gridDim = _special('gridDim', Dim3, '<gridDim.{x,y,z}>')
laneid = _special('laneid', Stub, '<laneid>')
warpsize = _special('warpsize', Stub, '<warpsize>')


def _stub(name, doc):
    cls = type(name.rpartition('.')[2], (Stub,), {'_description_': '<%s()>' % name,
                                                 '_tpy_intrinsic': name, '__doc__': doc})
    return cls


grid = _stub('grid', "grid(ndim): the thread's absolute position in the grid (an int, or a tuple for ndim 2 or 3)")
gridsize = _stub('gridsize', "gridsize(ndim): the number of threads in the grid (an int, or a tuple)")
syncthreads = _stub('syncthreads', "syncthreads(): waits until every thread of the block reaches it")
syncthreads_count = _stub('syncthreads_count', "syncthreads_count(p): a barrier; how many threads had p true")
syncthreads_and = _stub('syncthreads_and', "syncthreads_and(p): a barrier; 1 when p was true in every thread")
syncthreads_or = _stub('syncthreads_or', "syncthreads_or(p): a barrier; 1 when p was true in any thread")
syncwarp = _stub('syncwarp', "syncwarp(mask=0xffffffff): a barrier of the warp's threads")
threadfence = _stub('threadfence', "threadfence(): orders memory accesses across the device")
threadfence_block = _stub('threadfence_block', "threadfence_block(): orders memory accesses within the block")
threadfence_system = _stub('threadfence_system', "threadfence_system(): orders memory accesses system-wide")
shfl_sync = _stub('shfl_sync', "shfl_sync(mask, value, src_lane)")
shfl_up_sync = _stub('shfl_up_sync', "shfl_up_sync(mask, value, delta)")
shfl_down_sync = _stub('shfl_down_sync', "shfl_down_sync(mask, value, delta)")
shfl_xor_sync = _stub('shfl_xor_sync', "shfl_xor_sync(mask, value, lane_mask)")
all_sync = _stub('all_sync', "all_sync(mask, predicate)")
any_sync = _stub('any_sync', "any_sync(mask, predicate)")
eq_sync = _stub('eq_sync', "eq_sync(mask, predicate)")
ballot_sync = _stub('ballot_sync', "ballot_sync(mask, predicate)")
activemask = _stub('activemask', "activemask(): the mask of the warp's active threads")
lanemask_lt = _stub('lanemask_lt', "lanemask_lt(): the lanes below this one")
popc = _stub('popc', "popc(x): the number of set bits")
brev = _stub('brev', "brev(x): the bits reversed")
clz = _stub('clz', "clz(x): the leading zero bits")
ffs = _stub('ffs', "ffs(x): the position of the lowest set bit, from 1 (0 for none)")
fma = _stub('fma', "fma(a, b, c): a * b + c, rounded once")
cbrt = _stub('cbrt', "cbrt(x): the cube root")


class shared(Stub):
    """Shared memory: one array per block."""
    _description_ = '<shared>'
    _tpy_intrinsic = 'shared'
    array = _stub('shared.array', "shared.array(shape, dtype): an array every thread of the block sees")


class local(Stub):
    """Local memory: one array per thread."""
    _description_ = '<local>'
    _tpy_intrinsic = 'local'
    array = _stub('local.array', "local.array(shape, dtype): an array of the thread's own")


class const(Stub):
    """Constant memory."""
    _description_ = '<const>'
    _tpy_intrinsic = 'const'
    array_like = _stub('const.array_like', "const.array_like(ary): a copy of a global array in constant memory")


class atomic(Stub):
    """Atomic read-modify-write operations on array elements: each returns the old value."""
    _description_ = '<atomic>'
    _tpy_intrinsic = 'atomic'
    add = _stub('atomic.add', "atomic.add(ary, idx, val)")
    sub = _stub('atomic.sub', "atomic.sub(ary, idx, val)")
    max = _stub('atomic.max', "atomic.max(ary, idx, val)")
    min = _stub('atomic.min', "atomic.min(ary, idx, val)")
    nanmax = _stub('atomic.nanmax', "atomic.nanmax(ary, idx, val)")
    nanmin = _stub('atomic.nanmin', "atomic.nanmin(ary, idx, val)")
    inc = _stub('atomic.inc', "atomic.inc(ary, idx, val): old >= val ? 0 : old + 1")
    dec = _stub('atomic.dec', "atomic.dec(ary, idx, val): old == 0 or old > val ? val : old - 1")
    exch = _stub('atomic.exch', "atomic.exch(ary, idx, val)")
    and_ = _stub('atomic.and_', "atomic.and_(ary, idx, val)")
    or_ = _stub('atomic.or_', "atomic.or_(ary, idx, val)")
    xor = _stub('atomic.xor', "atomic.xor(ary, idx, val)")
    compare_and_swap = _stub('atomic.compare_and_swap', "atomic.compare_and_swap(ary, old, val): on ary[0]")
    cas = _stub('atomic.cas', "atomic.cas(ary, idx, old, val)")
