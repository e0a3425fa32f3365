"""numba.np — the package of tpy's NumPy-facing Numba modules: numba.np.ufunc
(@vectorize and the dynamic ufunc)."""
