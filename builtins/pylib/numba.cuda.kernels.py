"""numba.cuda.kernels — kernels tpy writes for the CUDA API itself (the
reduction behind @cuda.reduce: numba.cuda.kernels.reduction)."""
