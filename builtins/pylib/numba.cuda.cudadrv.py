"""numba.cuda.cudadrv — tpy's CUDA driver layer, the package of:

- driver: devices, contexts, streams, events, CudaAPIError;
- devices: the device list (cuda.gpus) and the current context;
- devicearray: device arrays (DeviceNDArray);
- error: CudaSupportError, NvrtcError and the other CUDA errors.

Today all of it is the CUDA simulator's (gpu/README.md).
"""
