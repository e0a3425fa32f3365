"""tpy's CUDA errors, by Numba's names and modules: CudaAPIError carries the
driver's code and prints "[code] message"; CudaSupportError is an
ImportError; NvrtcError a RuntimeError."""
# oracle: skip Numba 0.56's simulator replaces these classes with bare RuntimeErrors; expected: Numba's numba.cuda.cudadrv classes
from numba import cuda
from numba.cuda.cudadrv import driver, error

e = cuda.CudaAPIError(2, 'Call to cuMemAlloc results in CUDA_ERROR_OUT_OF_MEMORY')
print(e.code, e.msg)
print(e)
print(type(e).__module__, type(e).__name__)
print(issubclass(cuda.CudaAPIError, error.CudaDriverError))
print(issubclass(cuda.CudaSupportError, ImportError), cuda.CudaSupportError.__module__)
print(issubclass(cuda.NvrtcError, RuntimeError), driver.CudaAPIError is cuda.CudaAPIError)
print(issubclass(error.CudaRuntimeError, Exception))

# expect: 2 Call to cuMemAlloc results in CUDA_ERROR_OUT_OF_MEMORY
# expect: [2] Call to cuMemAlloc results in CUDA_ERROR_OUT_OF_MEMORY
# expect: numba.cuda.cudadrv.driver CudaAPIError
# expect: True
# expect: True numba.cuda.cudadrv.error
# expect: True True
# expect: True
