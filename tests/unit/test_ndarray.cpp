// test_ndarray.cpp — the C++ side of builtins/numpy: array layout and
// creation without Python (nd_new, nd_view, nd_copy_as, nd_assign), and a
// ufunc registered from C++ with ufunc_new/ufunc_add_loop (the path
// @vectorize kernels take), resolved and broadcast like the built-in ones.
#include <catch2/catch.hpp>
#include <cstring>
#include "builtins/numpy/ndarray.h"
#include "builtins/numpy/ufunc.h"
#include "vm/vm.h"

using namespace tpy;

TEST_CASE("nd_new lays out C-contiguous strides", "[ndarray]") {
  VM vm;
  int64_t shape[3] = {2, 3, 4};
  NdArray* a = nd_new(vm, DType::Float32, 3, shape);
  REQUIRE(a != nullptr);
  REQUIRE(a->size == 24);
  REQUIRE(a->strides[0] == 48);
  REQUIRE(a->strides[1] == 16);
  REQUIRE(a->strides[2] == 4);
  REQUIRE(a->c_contiguous());
  REQUIRE(((float*)a->data)[23] == 0.0f);  // zero-filled
}

TEST_CASE("views share memory and keep the owner as base", "[ndarray]") {
  VM vm;
  int64_t shape[2] = {2, 3};
  NdArray* a = nd_new(vm, DType::Int64, 2, shape);
  for (int i = 0; i < 6; i++) ((int64_t*)a->data)[i] = i;
  int64_t tshape[2] = {3, 2}, tstrides[2] = {8, 24};
  NdArray* t = nd_view(vm, a, DType::Int64, a->data, 2, tshape, tstrides);
  REQUIRE(t->base == a);
  REQUIRE(!t->c_contiguous());
  NdArray* c = nd_copy_as(vm, t, DType::Float64);  // transpose copied in C order, cast
  REQUIRE(c->c_contiguous());
  double expect[6] = {0, 3, 1, 4, 2, 5};
  for (int i = 0; i < 6; i++) REQUIRE(((double*)c->data)[i] == expect[i]);
}

TEST_CASE("nd_assign broadcasts and casts", "[ndarray]") {
  VM vm;
  int64_t shape[2] = {2, 3}, row = 3;
  NdArray* dst = nd_new(vm, DType::Int32, 2, shape);
  NdArray* src = nd_new(vm, DType::Float64, 1, &row);
  for (int i = 0; i < 3; i++) ((double*)src->data)[i] = i + 0.75;
  REQUIRE(nd_assign(vm, dst, src));
  int32_t expect[6] = {0, 1, 2, 0, 1, 2};
  for (int i = 0; i < 6; i++) REQUIRE(((int32_t*)dst->data)[i] == expect[i]);
  int64_t bad = 4;
  NdArray* wrong = nd_new(vm, DType::Float64, 1, &bad);
  REQUIRE(!nd_assign(vm, dst, wrong));
  REQUIRE(vm.pending_is(vm.exc.ValueError));
  vm.take_pending();
}

namespace {
// x * y + 1 on float64: the shape of a compiled @vectorize kernel.
int fma1_loop(char** args, int64_t n, const int64_t* steps, void*) {
  for (int64_t i = 0; i < n; i++) {
    double x, y;
    std::memcpy(&x, args[0] + i * steps[0], 8);
    std::memcpy(&y, args[1] + i * steps[1], 8);
    double r = x * y + 1;
    std::memcpy(args[2] + i * steps[2], &r, 8);
  }
  return kLoopOk;
}
}  // namespace

TEST_CASE("a ufunc registered from C++ resolves, broadcasts and returns scalars", "[ufunc]") {
  VM vm;
  UFunc* uf = ufunc_new(vm, "fma1", 2, 1);
  ufunc_add_loop(uf, {DType::Float64, DType::Float64, DType::Float64}, fma1_loop);
  RootScope roots(vm);
  roots.add(uf);
  int64_t shape[2] = {2, 2};
  NdArray* a = nd_new(vm, DType::Int32, 2, shape);  // int32 casts safely to the float64 loop
  for (int i = 0; i < 4; i++) ((int32_t*)a->data)[i] = i;
  roots.add(a);
  Value in[2] = {Value::object(a), Value::real(2.0)};
  Value out;
  REQUIRE(ufunc_call(vm, uf, in, Value(), out));
  NdArray* r = static_cast<NdArray*>(out.o);
  REQUIRE(r->dtype == DType::Float64);
  REQUIRE(r->ndim == 2);
  for (int i = 0; i < 4; i++) REQUIRE(((double*)r->data)[i] == i * 2.0 + 1);
  Value s[2] = {Value::real(3.0), Value::real(4.0)};
  REQUIRE(ufunc_call(vm, uf, s, Value(), out));
  REQUIRE(out.is_float());  // scalars in, scalar out
  REQUIRE(out.f == 13.0);
  Value c[2] = {vm.new_complex(1, 1), Value::real(1.0)};  // no complex loop: TypeError
  REQUIRE(!ufunc_call(vm, uf, c, Value(), out));
  REQUIRE(vm.pending_is(vm.exc.TypeError));
  vm.take_pending();
}
