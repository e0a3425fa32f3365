"""numba.cuda.cudadrv.error — the CUDA errors of tpy's Numba API.

CudaSupportError (no usable driver or device, and the simulator was not
asked for), CudaDriverError and CudaRuntimeError (the bases of what the
driver and runtime report) and NvrtcError (a kernel NVRTC could not compile;
the compiler's log is the message). CudaAPIError, which carries a driver
error code, lives in numba.cuda.cudadrv.driver, as in Numba.
"""


class CudaDriverError(Exception):
    pass


class CudaRuntimeError(Exception):
    pass


class CudaSupportError(ImportError):
    pass


class NvvmError(Exception):
    def __str__(self):
        return '\n'.join(map(str, self.args))


class NvvmSupportError(ImportError):
    pass


class NvrtcError(RuntimeError):
    pass
