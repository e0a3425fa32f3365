"""numba.core — the package of tpy's Numba API modules: types, typing,
errors, config, sigutils, decorators. Importing numba imports them all."""
