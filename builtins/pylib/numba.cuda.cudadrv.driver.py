"""numba.cuda.cudadrv.driver — devices, contexts, streams, events and the
deferred-deallocation queue of tpy's CUDA API (Numba 0.56's names).

A Device is the GPU's when the driver finds one (gpu/device.cpp), else the
CUDA simulator's (tpy's kernels then run on the CPU, gpu/README.md): it
reports honest simulator limits, its memory is host memory, streams and
events complete at once. On a GPU, streams and events are the driver's
(cuStreamCreate, cuEventCreate), destroyed when collected. The classes keep
Numba's interfaces (Context.memory_manager, .deallocations, create_stream,
...). Device arrays are numba.cuda.cudadrv.devicearray's.
"""

import contextlib
import time
from collections import namedtuple

from numba.core import config
from numba.cuda.cudadrv.error import (CudaDriverError, CudaRuntimeError,
                                      CudaSupportError, NvrtcError)

USE_NV_BINDING = False

# The CUDA driver's codes for the errors the simulator can report.
CUDA_ERROR_INVALID_VALUE = 1
CUDA_ERROR_INVALID_HANDLE = 400
CUDA_ERROR_NOT_READY = 600

# Handles of the three built-in streams (CUDA's CU_STREAM_* values).
CU_STREAM_DEFAULT = 0
CU_STREAM_LEGACY = 1
CU_STREAM_PER_THREAD = 2


class DeadMemoryError(RuntimeError):
    pass


class LinkerError(RuntimeError):
    pass


class CudaAPIError(CudaDriverError):
    """A driver call failed: `code` is the CUresult, `msg` names the call."""

    def __init__(self, code, msg):
        self.code = code
        self.msg = msg
        super(CudaAPIError, self).__init__(code, msg)

    def __str__(self):
        return "[%s] %s" % (self.code, self.msg)


def _api_error(code, name, fname):
    return CudaAPIError(code, 'Call to %s results in %s' % (fname, name))


MemoryInfo = namedtuple("MemoryInfo", "free,total", module=__name__)


# ------------------------------------------------------- simulator or GPU

_gpu_state = []


def on_gpu():
    """Whether kernels and device arrays use a real GPU: the simulator was
    not asked for (NUMBA_ENABLE_CUDASIM) and the driver found device 0.
    Otherwise tpy's simulator runs everything (gpu_reason() says why)."""
    if not _gpu_state:
        if config.ENABLE_CUDASIM:
            _gpu_state.append('the CUDA simulator was asked for (NUMBA_ENABLE_CUDASIM=1)')
        else:
            import _tpy_numba
            _gpu_state.append(_tpy_numba.cuda_gpu_status())
    return _gpu_state[0] is None


def gpu_reason():
    """Why the simulator runs kernels (None on a GPU)."""
    on_gpu()
    return _gpu_state[0]


_sm_count = []


def multiprocessor_count():
    """The device's multiprocessors (the simulator's: its CPU threads),
    read once: what tpy's own kernels size their grids by."""
    if not _sm_count:
        if on_gpu():
            import _tpy_numba
            _sm_count.append(_tpy_numba.cuda_device_attribute(_ATTRIBUTE_NUMBERS['MULTIPROCESSOR_COUNT']))
        else:
            _sm_count.append(_simulator_attributes()['MULTIPROCESSOR_COUNT'])
    return _sm_count[0]


# CUDA's device attribute numbers (cuda.h, CUdevice_attribute), by the
# names Numba gives them.
_ATTRIBUTE_NUMBERS = {
    'MAX_THREADS_PER_BLOCK': 1, 'MAX_BLOCK_DIM_X': 2, 'MAX_BLOCK_DIM_Y': 3,
    'MAX_BLOCK_DIM_Z': 4, 'MAX_GRID_DIM_X': 5, 'MAX_GRID_DIM_Y': 6, 'MAX_GRID_DIM_Z': 7,
    'MAX_SHARED_MEMORY_PER_BLOCK': 8, 'SHARED_MEMORY_PER_BLOCK': 8, 'TOTAL_CONSTANT_MEMORY': 9,
    'WARP_SIZE': 10, 'MAX_PITCH': 11, 'MAX_REGISTERS_PER_BLOCK': 12, 'REGISTERS_PER_BLOCK': 12,
    'CLOCK_RATE': 13, 'TEXTURE_ALIGNMENT': 14, 'GPU_OVERLAP': 15, 'MULTIPROCESSOR_COUNT': 16,
    'KERNEL_EXEC_TIMEOUT': 17, 'INTEGRATED': 18, 'CAN_MAP_HOST_MEMORY': 19, 'COMPUTE_MODE': 20,
    'MAXIMUM_TEXTURE1D_WIDTH': 21, 'MAXIMUM_TEXTURE2D_WIDTH': 22,
    'MAXIMUM_TEXTURE2D_HEIGHT': 23, 'MAXIMUM_TEXTURE3D_WIDTH': 24,
    'MAXIMUM_TEXTURE3D_HEIGHT': 25, 'MAXIMUM_TEXTURE3D_DEPTH': 26,
    'MAXIMUM_TEXTURE2D_LAYERED_WIDTH': 27, 'MAXIMUM_TEXTURE2D_LAYERED_HEIGHT': 28,
    'MAXIMUM_TEXTURE2D_LAYERED_LAYERS': 29, 'MAXIMUM_TEXTURE2D_ARRAY_WIDTH': 27,
    'MAXIMUM_TEXTURE2D_ARRAY_HEIGHT': 28, 'MAXIMUM_TEXTURE2D_ARRAY_NUMSLICES': 29,
    'SURFACE_ALIGNMENT': 30, 'CONCURRENT_KERNELS': 31, 'ECC_ENABLED': 32, 'PCI_BUS_ID': 33,
    'PCI_DEVICE_ID': 34, 'TCC_DRIVER': 35, 'MEMORY_CLOCK_RATE': 36,
    'GLOBAL_MEMORY_BUS_WIDTH': 37, 'L2_CACHE_SIZE': 38, 'MAX_THREADS_PER_MULTIPROCESSOR': 39,
    'ASYNC_ENGINE_COUNT': 40, 'UNIFIED_ADDRESSING': 41, 'MAXIMUM_TEXTURE1D_LAYERED_WIDTH': 42,
    'MAXIMUM_TEXTURE1D_LAYERED_LAYERS': 43, 'CAN_TEX2D_GATHER': 44,
    'MAXIMUM_TEXTURE2D_GATHER_WIDTH': 45, 'MAXIMUM_TEXTURE2D_GATHER_HEIGHT': 46,
    'MAXIMUM_TEXTURE3D_WIDTH_ALTERNATE': 47, 'MAXIMUM_TEXTURE3D_HEIGHT_ALTERNATE': 48,
    'MAXIMUM_TEXTURE3D_DEPTH_ALTERNATE': 49, 'PCI_DOMAIN_ID': 50,
    'TEXTURE_PITCH_ALIGNMENT': 51, 'MAXIMUM_TEXTURECUBEMAP_WIDTH': 52,
    'MAXIMUM_TEXTURECUBEMAP_LAYERED_WIDTH': 53, 'MAXIMUM_TEXTURECUBEMAP_LAYERED_LAYERS': 54,
    'MAXIMUM_SURFACE1D_WIDTH': 55, 'MAXIMUM_SURFACE2D_WIDTH': 56,
    'MAXIMUM_SURFACE2D_HEIGHT': 57, 'MAXIMUM_SURFACE3D_WIDTH': 58,
    'MAXIMUM_SURFACE3D_HEIGHT': 59, 'MAXIMUM_SURFACE3D_DEPTH': 60,
    'MAXIMUM_SURFACE1D_LAYERED_WIDTH': 61, 'MAXIMUM_SURFACE1D_LAYERED_LAYERS': 62,
    'MAXIMUM_SURFACE2D_LAYERED_WIDTH': 63, 'MAXIMUM_SURFACE2D_LAYERED_HEIGHT': 64,
    'MAXIMUM_SURFACE2D_LAYERED_LAYERS': 65, 'MAXIMUM_SURFACECUBEMAP_WIDTH': 66,
    'MAXIMUM_SURFACECUBEMAP_LAYERED_WIDTH': 67, 'MAXIMUM_SURFACECUBEMAP_LAYERED_LAYERS': 68,
    'MAXIMUM_TEXTURE1D_LINEAR_WIDTH': 69, 'MAXIMUM_TEXTURE2D_LINEAR_WIDTH': 70,
    'MAXIMUM_TEXTURE2D_LINEAR_HEIGHT': 71, 'MAXIMUM_TEXTURE2D_LINEAR_PITCH': 72,
    'MAXIMUM_TEXTURE2D_MIPMAPPED_WIDTH': 73, 'MAXIMUM_TEXTURE2D_MIPMAPPED_HEIGHT': 74,
    'COMPUTE_CAPABILITY_MAJOR': 75, 'COMPUTE_CAPABILITY_MINOR': 76,
    'MAXIMUM_TEXTURE1D_MIPMAPPED_WIDTH': 77, 'STREAM_PRIORITIES_SUPPORTED': 78,
    'GLOBAL_L1_CACHE_SUPPORTED': 79, 'LOCAL_L1_CACHE_SUPPORTED': 80,
    'MAX_SHARED_MEMORY_PER_MULTIPROCESSOR': 81, 'MAX_REGISTERS_PER_MULTIPROCESSOR': 82,
    'MANAGED_MEMORY': 83, 'MULTI_GPU_BOARD': 84, 'MULTI_GPU_BOARD_GROUP_ID': 85,
    'HOST_NATIVE_ATOMIC_SUPPORTED': 86, 'SINGLE_TO_DOUBLE_PRECISION_PERF_RATIO': 87,
    'PAGEABLE_MEMORY_ACCESS': 88, 'CONCURRENT_MANAGED_ACCESS': 89,
    'COMPUTE_PREEMPTION_SUPPORTED': 90, 'CAN_USE_HOST_POINTER_FOR_REGISTERED_MEM': 91,
    'CAN_USE_STREAM_MEM_OPS_V1': 92, 'CAN_USE_64_BIT_STREAM_MEM_OPS_V1': 93,
    'CAN_USE_STREAM_WAIT_VALUE_NOR_V1': 94, 'COOPERATIVE_LAUNCH': 95,
    'COOPERATIVE_MULTI_DEVICE_LAUNCH': 96, 'MAX_SHARED_MEMORY_PER_BLOCK_OPTIN': 97,
    'CAN_FLUSH_REMOTE_WRITES': 98, 'HOST_REGISTER_SUPPORTED': 99,
    'PAGEABLE_MEMORY_ACCESS_USES_HOST_PAGE_TABLES': 100,
    'DIRECT_MANAGED_MEM_ACCESS_FROM_HOST': 101, 'VIRTUAL_ADDRESS_MANAGEMENT_SUPPORTED': 102,
    'VIRTUAL_MEMORY_MANAGEMENT_SUPPORTED': 102,
    'HANDLE_TYPE_POSIX_FILE_DESCRIPTOR_SUPPORTED': 103,
    'HANDLE_TYPE_WIN32_HANDLE_SUPPORTED': 104, 'HANDLE_TYPE_WIN32_KMT_HANDLE_SUPPORTED': 105,
    'MAX_BLOCKS_PER_MULTIPROCESSOR': 106, 'GENERIC_COMPRESSION_SUPPORTED': 107,
    'MAX_PERSISTING_L2_CACHE_SIZE': 108, 'MAX_ACCESS_POLICY_WINDOW_SIZE': 109,
    'GPU_DIRECT_RDMA_WITH_CUDA_VMM_SUPPORTED': 110, 'RESERVED_SHARED_MEMORY_PER_BLOCK': 111,
    'SPARSE_CUDA_ARRAY_SUPPORTED': 112, 'READ_ONLY_HOST_REGISTER_SUPPORTED': 113,
    'TIMELINE_SEMAPHORE_INTEROP_SUPPORTED': 114, 'MEMORY_POOLS_SUPPORTED': 115,
    'GPU_DIRECT_RDMA_SUPPORTED': 116, 'GPU_DIRECT_RDMA_FLUSH_WRITES_OPTIONS': 117,
    'GPU_DIRECT_RDMA_WRITES_ORDERING': 118, 'MEMPOOL_SUPPORTED_HANDLE_TYPES': 119,
    'CLUSTER_LAUNCH': 120, 'DEFERRED_MAPPING_CUDA_ARRAY_SUPPORTED': 121,
    'CAN_USE_64_BIT_STREAM_MEM_OPS': 122, 'CAN_USE_STREAM_WAIT_VALUE_NOR': 123,
    'DMA_BUF_SUPPORTED': 124, 'IPC_EVENT_SUPPORTED': 125, 'MEM_SYNC_DOMAIN_COUNT': 126,
    'TENSOR_MAP_ACCESS_SUPPORTED': 127, 'HANDLE_TYPE_FABRIC_SUPPORTED': 128,
    'UNIFIED_FUNCTION_POINTERS': 129, 'NUMA_CONFIG': 130, 'NUMA_ID': 131,
    'MULTICAST_SUPPORTED': 132, 'MPS_ENABLED': 133, 'HOST_NUMA_ID': 134,
    'D3D12_CIG_SUPPORTED': 135, 'MEM_DECOMPRESS_ALGORITHM_MASK': 136,
    'MEM_DECOMPRESS_MAXIMUM_LENGTH': 137, 'VULKAN_CIG_SUPPORTED': 138,
    'GPU_PCI_DEVICE_ID': 139, 'GPU_PCI_SUBSYSTEM_ID': 140,
    'HOST_NUMA_VIRTUAL_MEMORY_MANAGEMENT_SUPPORTED': 141,
    'HOST_NUMA_MEMORY_POOLS_SUPPORTED': 142, 'HOST_NUMA_MULTINODE_IPC_SUPPORTED': 143,
    'HOST_MEMORY_POOLS_SUPPORTED': 144, 'HOST_VIRTUAL_MEMORY_MANAGEMENT_SUPPORTED': 145,
    'HOST_ALLOC_DMA_BUF_SUPPORTED': 146, 'ONLY_PARTIAL_HOST_NATIVE_ATOMIC_SUPPORTED': 147,
}


# ---------------------------------------------------------------- devices

class _DeviceName(str):
    """A device's name: a str that also answers .decode(), because code
    written for Numba's ctypes binding (where the name is bytes) calls it."""

    def decode(self, encoding='utf-8', errors='strict'):
        return str(self)


def _simulator_attributes():
    # The limits tpy's simulator enforces at a launch, in CUDA's names: a
    # block is at most 1024 threads (1024 x 1024 x 64), warps are 32
    # threads, 48 KiB of static shared memory per block, and blocks run
    # spread over NUMBA_NUM_THREADS CPU threads (the "multiprocessors").
    sms = config.NUMBA_NUM_THREADS
    return {
        'MAX_THREADS_PER_BLOCK': 1024,
        'MAX_BLOCK_DIM_X': 1024,
        'MAX_BLOCK_DIM_Y': 1024,
        'MAX_BLOCK_DIM_Z': 64,
        'MAX_GRID_DIM_X': 2147483647,
        'MAX_GRID_DIM_Y': 65535,
        'MAX_GRID_DIM_Z': 65535,
        'MAX_SHARED_MEMORY_PER_BLOCK': 49152,
        'MAX_SHARED_MEMORY_PER_BLOCK_OPTIN': 49152,
        'MAX_SHARED_MEMORY_PER_MULTIPROCESSOR': 49152,
        'TOTAL_CONSTANT_MEMORY': 65536,
        'WARP_SIZE': 32,
        'MAX_PITCH': 2147483647,
        'MAX_REGISTERS_PER_BLOCK': 65536,
        'MAX_REGISTERS_PER_MULTIPROCESSOR': 65536,
        'MAX_THREADS_PER_MULTI_PROCESSOR': 1024,
        'MULTIPROCESSOR_COUNT': sms,
        'CLOCK_RATE': 0,
        'MEMORY_CLOCK_RATE': 0,
        'GLOBAL_MEMORY_BUS_WIDTH': 0,
        'L2_CACHE_SIZE': 0,
        'KERNEL_EXEC_TIMEOUT': 0,
        'INTEGRATED': 1,
        'CAN_MAP_HOST_MEMORY': 1,
        'UNIFIED_ADDRESSING': 1,
        'MANAGED_MEMORY': 1,
        'CONCURRENT_MANAGED_ACCESS': 1,
        'PAGEABLE_MEMORY_ACCESS': 1,
        'HOST_NATIVE_ATOMIC_SUPPORTED': 1,
        'CONCURRENT_KERNELS': 0,
        'ASYNC_ENGINE_COUNT': 0,
        'COMPUTE_MODE': 0,
        'ECC_ENABLED': 0,
        'TCC_DRIVER': 0,
        'PCI_BUS_ID': 0,
        'PCI_DEVICE_ID': 0,
        'PCI_DOMAIN_ID': 0,
        'COMPUTE_CAPABILITY_MAJOR': 5,
        'COMPUTE_CAPABILITY_MINOR': 3,
        'STREAM_PRIORITIES_SUPPORTED': 0,
        'GLOBAL_L1_CACHE_SUPPORTED': 1,
        'LOCAL_L1_CACHE_SUPPORTED': 1,
        'IS_MULTI_GPU_BOARD': 0,
        'MULTI_GPU_BOARD_GROUP_ID': 0,
        'SINGLE_TO_DOUBLE_PRECISION_PERF_RATIO': 1,
        'COMPUTE_PREEMPTION_SUPPORTED': 0,
        'CAN_USE_HOST_POINTER_FOR_REGISTERED_MEM': 1,
        'COOPERATIVE_LAUNCH': 0,
        'COOPERATIVE_MULTI_DEVICE_LAUNCH': 0,
    }


class Device(object):
    """A CUDA device: id, name, compute_capability, uuid, and the driver's
    device attributes by Numba's names (dev.WARP_SIZE). Made by the driver,
    never by user code."""

    def __init__(self, devnum):
        self.id = devnum
        self.primary_context = None
        if on_gpu():
            import _tpy_numba
            name, cc, uuid = _tpy_numba.cuda_device_info()
            self.attributes = None   # read from the driver when asked
            self.compute_capability = tuple(cc)
            self.name = _DeviceName(name)
            self.uuid = 'GPU-%s-%s-%s-%s-%s' % (uuid[:8], uuid[8:12], uuid[12:16], uuid[16:20], uuid[20:])
            return
        self.attributes = _simulator_attributes()
        self.compute_capability = (self.attributes['COMPUTE_CAPABILITY_MAJOR'],
                                   self.attributes['COMPUTE_CAPABILITY_MINOR'])
        self.name = _DeviceName('SIMULATOR')
        self.uuid = 'GPU-00000000-0000-0000-0000-000000000000'

    def __getattr__(self, attr):
        attrs = self.__dict__.get('attributes')
        if attrs is None and attr in _ATTRIBUTE_NUMBERS and on_gpu():
            import _tpy_numba
            return _tpy_numba.cuda_device_attribute(_ATTRIBUTE_NUMBERS[attr])
        if attrs is None or attr not in attrs:
            raise AttributeError(attr)
        return attrs[attr]

    def get_device_identity(self):
        return {
            'pci_domain_id': self.PCI_DOMAIN_ID,
            'pci_bus_id': self.PCI_BUS_ID,
            'pci_device_id': self.PCI_DEVICE_ID,
        }

    def __repr__(self):
        return "<CUDA device %d '%s'>" % (self.id, self.name)

    def __hash__(self):
        return hash(self.id)

    def __eq__(self, other):
        if isinstance(other, Device):
            return self.id == other.id
        return False

    def __ne__(self, other):
        return not (self == other)

    def get_primary_context(self):
        if self.primary_context is None:
            self.primary_context = Context(self, 'simulator')
        return self.primary_context

    def release_primary_context(self):
        self.primary_context = None

    def reset(self):
        if self.primary_context is not None:
            self.primary_context.reset()
        self.release_primary_context()


class Driver(object):
    """The driver: how many devices there are and each one's Device. In the
    simulator there is exactly one, device 0."""

    def __init__(self):
        self._devices = {}

    @property
    def is_available(self):
        return True

    def get_device_count(self):
        return 1

    def get_device(self, devnum=0):
        if devnum not in self._devices:
            if not 0 <= devnum < self.get_device_count():
                raise _api_error(101, 'CUDA_ERROR_INVALID_DEVICE', 'cuDeviceGet')
            self._devices[devnum] = Device(devnum)
        return self._devices[devnum]

    def list_devices(self):
        return [self.get_device(i) for i in range(self.get_device_count())]


driver = Driver()


# -------------------------------------------------- deferred deallocation

class _SizeNotSet(int):
    """The size of a pending deallocation nobody measured (prints '?')."""

    def __new__(cls, *args, **kwargs):
        return super().__new__(cls, 0)

    def __str__(self):
        return '?'


_SizeNotSet = _SizeNotSet()


class _PendingDeallocs(object):
    """A context's queue of deallocations waiting to run: add_item() queues
    one (flushing when the queue passes NUMBA_CUDA_MAX_PENDING_DEALLOCS_COUNT
    entries or its share of the device's memory), clear() runs them unless
    disabled, and disable() (what defer_cleanup uses) holds them, nesting.
    The simulator's device arrays are host memory the collector frees, so
    they queue nothing."""

    def __init__(self, capacity=_SizeNotSet):
        self._pending = []         # (dtor, handle, size), oldest first
        self._pending_bytes = 0
        self._holds = 0            # open disable() blocks
        self.memory_capacity = capacity

    @property
    def is_disabled(self):
        return self._holds > 0

    def __len__(self):
        if on_gpu():
            import _tpy_numba
            return len(self._pending) + _tpy_numba.cuda_pending_frees()
        return len(self._pending)

    def add_item(self, dtor, handle, size=_SizeNotSet):
        """Queue `dtor(handle)`, freeing `size` bytes."""
        self._pending.append((dtor, handle, size))
        self._pending_bytes += int(size)
        max_count = getattr(config, 'CUDA_DEALLOCS_COUNT', 10)
        max_bytes = int(self.memory_capacity * getattr(config, 'CUDA_DEALLOCS_RATIO', 0.2))
        if len(self._pending) > max_count or self._pending_bytes > max_bytes:
            self.clear()

    def clear(self):
        """Run every queued deallocation, oldest first, unless disabled."""
        if self.is_disabled:
            return
        while self._pending:
            dtor, handle, _ = self._pending.pop(0)
            dtor(handle)
        self._pending_bytes = 0
        if on_gpu():   # device memory the collector let go of (gpu/device.cpp)
            import _tpy_numba
            _tpy_numba.cuda_flush_frees()

    @contextlib.contextmanager
    def disable(self):
        """Hold the queue while the block runs."""
        self._holds += 1
        gpu = on_gpu()
        if gpu:
            import _tpy_numba
            _tpy_numba.cuda_hold_frees(True)
        try:
            yield
        finally:
            self._holds -= 1
            if gpu:
                _tpy_numba.cuda_hold_frees(False)


def _host_memory_info():
    # The simulator's device memory is the host's: MemAvailable / MemTotal.
    free = total = None
    try:
        with open('/proc/meminfo') as f:
            for line in f:
                parts = line.split()
                if parts[0] == 'MemTotal:':
                    total = int(parts[1]) * 1024
                elif parts[0] == 'MemAvailable:':
                    free = int(parts[1]) * 1024
    except OSError:
        pass
    if free is None or total is None:
        return MemoryInfo(float('inf'), float('inf'))
    return MemoryInfo(free=free, total=total)


class NumbaCUDAMemoryManager(object):
    """A context's allocator (Numba's EMM plugin interface). The simulator's
    allocations are host NumPy arrays; `deallocations` is the context's
    queue."""

    interface_version = 1

    def __init__(self, context):
        self.context = context
        self.allocations = {}
        self.deallocations = _PendingDeallocs()

    def initialize(self):
        if self.deallocations.memory_capacity == _SizeNotSet:
            self.deallocations.memory_capacity = self.get_memory_info().total

    def memalloc(self, size):
        import numpy as np
        return np.empty(size, dtype=np.uint8)

    def memhostalloc(self, size, mapped=False, portable=False, wc=False):
        return self.memalloc(size)

    def memallocmanaged(self, size, attach_global=True):
        return self.memalloc(size)

    def mempin(self, owner, pointer, size, mapped=False):
        return owner

    def get_memory_info(self):
        if on_gpu():
            import _tpy_numba
            free, total = _tpy_numba.cuda_mem_info()
            return MemoryInfo(free=free, total=total)
        return _host_memory_info()

    def get_ipc_handle(self, memory):
        raise NotImplementedError('IPC handles are not supported by the CUDA simulator')

    def reset(self):
        self.allocations.clear()
        self.deallocations.clear()

    @contextlib.contextmanager
    def defer_cleanup(self):
        with self.deallocations.disable():
            yield


# --------------------------------------------------------------- contexts

class Context(object):
    """A device's CUDA context: its memory manager and deallocation queue,
    streams and events. Made by numba.cuda.cudadrv.devices, never by user
    code."""

    def __init__(self, device, handle):
        self.device = device
        self.handle = handle
        self.memory_manager = NumbaCUDAMemoryManager(context=self)
        self.deallocations = self.memory_manager.deallocations
        self.modules = {}
        self.extras = {}
        self._next_stream = 0x1000

    @property
    def id(self):
        return self.device.id

    @property
    def compute_capability(self):
        return self.device.compute_capability

    def reset(self):
        self.memory_manager.reset()
        self.modules.clear()
        self.deallocations.clear()

    def get_memory_info(self):
        return self.memory_manager.get_memory_info()

    def prepare_for_use(self):
        self.memory_manager.initialize()

    def push(self):
        self.prepare_for_use()

    def pop(self):
        pass

    def memalloc(self, bytesize):
        return self.memory_manager.memalloc(bytesize)

    def memallocmanaged(self, bytesize, attach_global=True):
        return self.memory_manager.memallocmanaged(bytesize, attach_global)

    def memhostalloc(self, bytesize, mapped=False, portable=False, wc=False):
        return self.memory_manager.memhostalloc(bytesize, mapped, portable, wc)

    def mempin(self, owner, pointer, size, mapped=False):
        return self.memory_manager.mempin(owner, pointer, size, mapped)

    def get_default_stream(self):
        return Stream(self, CU_STREAM_DEFAULT, None)

    def get_legacy_default_stream(self):
        return Stream(self, CU_STREAM_LEGACY, None)

    def get_per_thread_default_stream(self):
        return Stream(self, CU_STREAM_PER_THREAD, None)

    def create_stream(self):
        if on_gpu():
            import _tpy_numba
            handle, owner = _tpy_numba.cuda_stream_create()
            stale = _host_keep.pop(handle, None)
            if stale:   # a destroyed stream's handle, reused: its arrays wait for the context's sync
                _host_keep[('destroyed', id(stale))] = stale
            return Stream(self, handle, owner)
        self._next_stream += 0x10
        return Stream(self, self._next_stream, None)

    def create_external_stream(self, ptr):
        if not isinstance(ptr, int):
            raise TypeError("ptr for external stream must be an int")
        return Stream(self, ptr, None, external=True)

    def create_event(self, timing=True):
        return Event(self, timing)

    def synchronize(self):
        if on_gpu():
            import _tpy_numba
            _tpy_numba.cuda_synchronize()
            _host_keep.clear()

    @contextlib.contextmanager
    def defer_cleanup(self):
        with self.memory_manager.defer_cleanup():
            with self.deallocations.disable():
                yield

    def __repr__(self):
        return "<CUDA context %s of device %d>" % (self.handle, self.device.id)

    def __eq__(self, other):
        if isinstance(other, Context):
            return self.handle == other.handle and self.device == other.device
        return NotImplemented

    def __ne__(self, other):
        return not self.__eq__(other)

    def __hash__(self):
        return hash((self.handle, self.device.id))


# -------------------------------------------------------- streams, events

# Host arrays that asynchronous copies on a stream read or write, by the
# stream's handle: kept alive until that stream (or the context) is
# synchronized, as the driver may still be using them.
_host_keep = {}


def _stream_handle(stream):
    """The CUstream handle for a `stream=` argument: 0 (or None) is the
    legacy default stream; else a Stream (TypeError otherwise)."""
    if not stream:
        return 0
    if not isinstance(stream, Stream):
        raise TypeError("Expected a Stream object or 0, got %s" % type(stream).__name__)
    return stream.handle


def _keep_list(stream):
    """The list holding the host arrays of async copies on `stream`."""
    keep = _host_keep.get(stream.handle)
    if keep is None:
        keep = _host_keep[stream.handle] = []
    return keep


class Stream(object):
    """A CUDA stream. On a GPU, the driver's: copies and launches given it
    are asynchronous, ordered on it; synchronize() waits for them. In the
    simulator every operation completes before it returns, so synchronizing
    has nothing to wait for."""

    def __init__(self, context, handle, finalizer, external=False):
        self.context = context
        self.handle = handle
        self.external = external
        self._owner = finalizer   # on a GPU, what destroys the stream when collected

    def __int__(self):
        return self.handle

    def __repr__(self):
        default_streams = {
            CU_STREAM_DEFAULT: "<Default CUDA stream on %s>",
            CU_STREAM_LEGACY: "<Legacy default CUDA stream on %s>",
            CU_STREAM_PER_THREAD: "<Per-thread default CUDA stream on %s>",
        }
        if not self.external and self.handle in default_streams:
            return default_streams[self.handle] % self.context
        if self.external:
            return "<External CUDA stream %d on %s>" % (self.handle, self.context)
        return "<CUDA stream %d on %s>" % (self.handle, self.context)

    def synchronize(self):
        """Wait for all the work on this stream (cuStreamSynchronize): its
        copies to the host are complete afterwards."""
        if on_gpu():
            import _tpy_numba
            _tpy_numba.cuda_stream_synchronize(self.handle)
            _host_keep.pop(self.handle, None)

    @contextlib.contextmanager
    def auto_synchronize(self):
        yield self
        self.synchronize()

    def add_callback(self, callback, arg=None):
        """Call callback(stream, status, arg) once the work queued so far is
        done. tpy has no driver callback thread: it synchronizes the stream
        and calls it at once, on this thread, with CUDA's success status."""
        self.synchronize()
        callback(self, 0, arg)


class Event(object):
    """A CUDA event. On a GPU, the driver's (cuEventCreate; with
    timing=False, CU_EVENT_DISABLE_TIMING). In the simulator record() notes
    the host's time (time.perf_counter): the simulator's work on a stream
    is done by the time record() is called, so the time between two
    records is the time the work took."""

    def __init__(self, context, timing=True):
        self.context = context
        self.timing = timing
        self._time = None
        self.handle = None
        self._owner = None
        if on_gpu():
            import _tpy_numba
            self.handle, self._owner = _tpy_numba.cuda_event_create(bool(timing))

    def query(self):
        """Whether the work before the latest record is done (True for an
        event never recorded)."""
        if self.handle is not None:
            import _tpy_numba
            return _tpy_numba.cuda_event_query(self.handle)
        return True

    def record(self, stream=0):
        """Mark the current end of `stream` (0: the default stream)."""
        if self.handle is not None:
            import _tpy_numba
            _tpy_numba.cuda_event_record(self.handle, _stream_handle(stream))
            return
        self._time = time.perf_counter()

    def synchronize(self):
        """Wait until the work before the latest record is done."""
        if self.handle is not None:
            import _tpy_numba
            _tpy_numba.cuda_event_synchronize(self.handle)

    def wait(self, stream=0):
        """Make later work on `stream` wait for this event (cuStreamWaitEvent)."""
        if self.handle is not None:
            import _tpy_numba
            _tpy_numba.cuda_stream_wait_event(_stream_handle(stream), self.handle)

    def elapsed_time(self, evtend):
        return event_elapsed_time(self, evtend)


def event_elapsed_time(evtstart, evtend):
    """Milliseconds from `evtstart`'s record to `evtend`'s; CudaAPIError
    (CUDA_ERROR_INVALID_HANDLE) if either has no time (no timing, or never
    recorded), on a GPU CUDA_ERROR_NOT_READY while one is pending."""
    if evtstart.handle is not None and evtend.handle is not None:
        import _tpy_numba
        return _tpy_numba.cuda_event_elapsed(evtstart.handle, evtend.handle)
    for e in (evtstart, evtend):
        if not e.timing or e._time is None:
            raise _api_error(CUDA_ERROR_INVALID_HANDLE, 'CUDA_ERROR_INVALID_HANDLE',
                             'cuEventElapsedTime')
    return (evtend._time - evtstart._time) * 1000.0


# ------------------------------------------------------------------ misc

def is_device_memory(obj):
    """Whether `obj` is device memory (a device array, in tpy)."""
    return getattr(obj, '__cuda_memory__', False)


def require_device_memory(obj):
    """Raise unless `obj` is device memory."""
    if not is_device_memory(obj):
        raise Exception("Not a CUDA memory object.")


def memory_size_from_info(shape, strides, itemsize):
    """The bytes from the lowest to the highest address an array of this
    shape and strides touches (an item at each end included)."""
    assert len(shape) == len(strides), "# dim mismatch"
    low = high = 0
    for n, st in zip(shape, strides):
        reach = st * (n - 1)
        if reach > 0:
            high += reach
        else:
            low += reach
    return high - low + itemsize


def device_memory_size(obj):
    return obj.nbytes


@contextlib.contextmanager
def profiling():
    yield


def profile_start():
    pass


def profile_stop():
    pass
