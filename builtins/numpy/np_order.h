// builtins/numpy/np_order.h — memory order: NumPy's order= argument ('C',
// 'F', 'A', 'K') for copies, reshapes, ravel/flatten and new arrays
// (np_array.cpp).
#pragma once
#include "builtins/numpy/np_internal.h"

namespace tpy {

// order= as one of 'C', 'F', 'A', 'K' (any case); None or unbound gives
// `dflt`. NumPy's TypeError / ValueError otherwise.
[[nodiscard]] bool np_parse_order(VM& vm, Value v, char dflt, char& order);
// 'A' and 'K' as 'C' or 'F' for x: 'F' when x is Fortran- but not
// C-contiguous (for 'K', the order of other strided layouts is not kept).
char np_resolve_order(const NdArray* x, char order);
// Reverses x's shape and strides in place: a C-contiguous array becomes the
// Fortran-contiguous array of the reversed shape (its new arrays' F order).
void nd_reverse_axes_inplace(NdArray* x);
// A view of x with its axes reversed (x.T).
NdArray* nd_reversed_axes(VM& vm, NdArray* x);
// A copy of x converted to dt (itemsize as nd_copy_sized) laid out in `order`.
NdArray* nd_copy_order(VM& vm, NdArray* x, DType dt, int64_t itemsize, char order);
// A new array of `shape` laid out contiguously with its axes in `perm`'s
// order (outermost first; the identity gives C order): the output NumPy's
// order='K' iterator or concatenate allocates to follow its inputs.
NdArray* nd_new_permuted(VM& vm, DType dt, int64_t itemsize, int nd, const int64_t* shape, const int* perm);
// x.reshape(shape, order=order): 'C', 'F' or 'A' ('K': NumPy's ValueError);
// a view where the order allows one.
[[nodiscard]] bool np_reshape_order(VM& vm, NdArray* x, int ndim, int64_t* shape, char order, Value& out);

}  // namespace tpy
