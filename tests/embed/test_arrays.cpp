// test_arrays.cpp — host memory shared with scripts as ndarrays: VM::array
// wraps without copying (scripts compute in place), Value::array_view reads
// an ndarray's buffer in place, views keep the host memory alive, the
// release callback runs exactly once (collection or VM destruction), bound
// functions take ndarrays in place (tpy::ArrayView, tpy::Span<T>
// parameters), and wrong layouts or dtypes raise.
#include <catch2/catch.hpp>
#include <cmath>
#include <cstdint>
#include <tpy/tpy.h>
#include <vector>

TEST_CASE("a million float64 computed in place by a script") {
  const std::size_t n = 1000000;
  std::vector<double> buf(n);
  for (std::size_t i = 0; i < n; i++) buf[i] = double(i);
  tpy::VM vm;
  vm.set("a", vm.array(buf.data(), {std::int64_t(n)}));
  auto r = vm.exec(
      "import numpy as np\n"
      "np.multiply(a, 2.0, out=a)\n"   // a ufunc writing into the host's memory
      "a[...] = np.sqrt(a) + 1.0\n"    // assignment into it
      "a[0] = -1.0\n"
      "total = float(a.sum())\n");
  REQUIRE(r.ok());
  CHECK(buf[0] == -1.0);
  CHECK(buf[2] == std::sqrt(4.0) + 1.0);
  CHECK(buf[n - 1] == std::sqrt(2.0 * double(n - 1)) + 1.0);
  tpy::ArrayView v = vm.get("a").array_view();
  CHECK(v.data() == buf.data());  // the very same memory, no copy
  CHECK(v.dtype() == tpy::DType::Float64);
  CHECK(v.shape() == std::vector<std::int64_t>{std::int64_t(n)});
  CHECK(v.strides() == std::vector<std::int64_t>{8});
  CHECK(v.writable());
  tpy::Span<double> s = v.span<double>();
  CHECK(s.data() == buf.data());
  CHECK(s.size() == n);
  double sum = 0;
  for (double x : s) sum += x;
  CHECK(vm.get("total").as<double>() == Approx(sum));
}

TEST_CASE("strided and 2-D host layouts") {
  // A 3x4 row-major matrix; wrap its column 1 (stride 4 doubles) and the whole matrix.
  std::vector<double> m(12, 0.0);
  tpy::VM vm;
  vm.set("col", vm.array(m.data() + 1, tpy::DType::Float64, {3}, {4 * 8}));
  vm.set("mat", vm.array(m.data(), {3, 4}));
  REQUIRE(vm.exec("col[:] = [10.0, 20.0, 30.0]\nmat[2, 3] = 7.0\nshape = mat.shape\nrow = mat[1].tolist()\n").ok());
  CHECK(m[1] == 10.0);
  CHECK(m[5] == 20.0);
  CHECK(m[9] == 30.0);
  CHECK(m[11] == 7.0);
  CHECK(vm.get("shape").repr() == "(3, 4)");
  CHECK(vm.get("row").repr() == "[0.0, 20.0, 0.0, 0.0]");
  tpy::ArrayView c = vm.get("col").array_view();
  CHECK_FALSE(c.c_contiguous());
  CHECK(c.strides() == std::vector<std::int64_t>{32});
  CHECK_THROWS_AS(c.span<double>(), tpy::Error);  // not contiguous
  // Transposing in the script gives a view of the same memory.
  tpy::ArrayView t = vm.eval("mat.T").value().array_view();
  CHECK(t.data() == m.data());
  CHECK(t.shape() == std::vector<std::int64_t>{4, 3});
  CHECK(t.strides() == std::vector<std::int64_t>{8, 32});
}

TEST_CASE("typed arrays: int32 and float32") {
  std::vector<std::int32_t> iv{1, 2, 3, 4};
  std::vector<float> fv{0.5f, 1.5f};
  tpy::VM vm;
  vm.set("i", vm.array(iv.data(), {2, 2}));
  vm.set("f", vm.array(fv.data(), {2}));
  REQUIRE(vm.exec("i += 10\nf *= 2\ndt = (str(i.dtype), str(f.dtype))\n").ok());
  CHECK(iv == std::vector<std::int32_t>{11, 12, 13, 14});
  CHECK(fv == std::vector<float>{1.0f, 3.0f});
  CHECK(vm.get("dt").repr() == "('int32', 'float32')");
}

TEST_CASE("arrays made by scripts read in place") {
  tpy::VM vm;
  REQUIRE(vm.exec("import numpy as np\nx = np.arange(6, dtype=np.int32).reshape(2, 3)\n").ok());
  tpy::ArrayView v = vm.get("x").array_view();
  CHECK(v.dtype() == tpy::DType::Int32);
  CHECK(v.ndim() == 2);
  CHECK(v.shape() == std::vector<std::int64_t>{2, 3});
  CHECK(v.strides() == std::vector<std::int64_t>{12, 4});
  CHECK(v.itemsize() == 4);
  CHECK(v.size() == 6);
  auto s = v.span<std::int32_t>();
  CHECK(s[5] == 5);
  s[5] = 50;  // writes through to the script's array
  CHECK(vm.eval("int(x[1, 2])").value().as<int>() == 50);
}

TEST_CASE("wrong dtype, non-arrays and read-only arrays raise") {
  tpy::VM vm;
  REQUIRE(vm.exec("import numpy as np\nx = np.zeros(3)\n").ok());
  tpy::ArrayView v = vm.get("x").array_view();
  try {
    (void)v.span<float>();
    FAIL("span<float> of a float64 array did not throw");
  } catch (const tpy::Error& e) {
    CHECK(e.type_name() == "TypeError");
    CHECK(e.message() == "array of dtype float64 read as float32");
  }
  CHECK_THROWS_AS(v.span<std::int64_t>(), tpy::Error);
  try {
    (void)vm.value(3).array_view();
    FAIL("array_view of an int did not throw");
  } catch (const tpy::Error& e) {
    CHECK(e.type_name() == "TypeError");
    CHECK(e.message() == "expected numpy.ndarray, got int");
  }
  // A const pointer gives a read-only array: scripts cannot write it.
  const std::vector<double> ro{1.0, 2.0};
  vm.set("ro", vm.array(ro.data(), {2}));
  auto r = vm.exec("ro[0] = 5.0\n");
  REQUIRE_FALSE(r.ok());
  CHECK(r.error().type_name() == "ValueError");
  CHECK(r.error().message() == "assignment destination is read-only");
  CHECK(ro[0] == 1.0);
  tpy::ArrayView rv = vm.get("ro").array_view();
  CHECK_FALSE(rv.writable());
  CHECK_THROWS_AS(rv.span<double>(), tpy::Error);
  CHECK(rv.span<const double>()[1] == 2.0);
}

TEST_CASE("bad layouts raise ValueError and keep the host's ownership") {
  int released = 0;
  double d[4] = {};
  tpy::VM vm;
  auto expect_value_error = [&](auto&& make, const std::string& message) {
    try {
      make();
      FAIL("no error");
    } catch (const tpy::Error& e) {
      CHECK(e.type_name() == "ValueError");
      CHECK(e.message() == message);
    }
  };
  auto rel = [&] { released++; };
  expect_value_error([&] { vm.array(d, tpy::DType::Float64, {2, 2}, {8}, rel); },
                     "array(): 1 strides for 2 dimensions");
  expect_value_error([&] { vm.array(d, tpy::DType::Float64, {-1}, {}, rel); },
                     "array(): negative dimensions are not allowed");
  expect_value_error([&] { vm.array(nullptr, tpy::DType::Float64, {3}, {}, rel); },
                     "array(): null data for a non-empty array");
  expect_value_error([&] { vm.array(reinterpret_cast<char*>(d) + 1, tpy::DType::Float64, {2}, {}, rel); },
                     "array(): data not aligned to 8 bytes for float64");
  vm.collect();
  CHECK(released == 0);
}

TEST_CASE("views keep host memory alive; release runs once on collection") {
  int released = 0;
  auto* mem = new double[8]{0, 1, 2, 3, 4, 5, 6, 7};
  tpy::VM vm;
  {
    tpy::Value a = vm.array(mem, {8}, {}, [&released, mem] {
      released++;
      delete[] mem;
    });
    vm.set("a", a);
    REQUIRE(vm.exec("v = a[1::2]\nw = v[1:]\ndel a\n").ok());
  }
  vm.collect();
  CHECK(released == 0);  // v and w still see the memory
  CHECK(vm.eval("w.tolist()").value().repr() == "[3.0, 5.0, 7.0]");
  REQUIRE(vm.exec("del v\n").ok());
  vm.collect();
  CHECK(released == 0);
  REQUIRE(vm.exec("w[0] = 30.0\nu = float(w.sum())\ndel w\n").ok());
  CHECK(vm.get("u").as<double>() == 42.0);
  vm.collect();
  CHECK(released == 1);
  vm.collect();
  CHECK(released == 1);
}

TEST_CASE("release runs once at VM destruction") {
  int released = 0;
  std::vector<double> buf(16, 1.0);
  tpy::Value outlives;
  {
    tpy::VM vm;
    outlives = vm.array(buf.data(), {4, 4}, {}, [&released] { released++; });
    vm.set("a", outlives);
    REQUIRE(vm.exec("b = a[::2, ::2]\n").ok());
    vm.collect();
    CHECK(released == 0);
  }
  CHECK(released == 1);
  CHECK_THROWS_AS(outlives.array_view(), std::logic_error);  // a dead handle
  outlives.reset();
  CHECK(released == 1);
}

TEST_CASE("bound functions take ndarrays in place as ArrayView or Span parameters") {
  std::vector<double> buf{1, 2, 3, 4};
  tpy::VM vm;
  vm.def("scale", [](tpy::Span<double> xs, double k) {
    for (double& x : xs) x *= k;
  });
  vm.def("total", [](tpy::Span<const double> xs) {
    double s = 0;
    for (double x : xs) s += x;
    return s;
  });
  vm.def("address", [](const tpy::ArrayView& a) { return static_cast<std::int64_t>(reinterpret_cast<std::uintptr_t>(a.data())); });
  vm.def("shape_of", [](tpy::ArrayView a) { return a.shape(); });
  vm.def("same", [](tpy::ArrayView a) { return a; });  // back to Python: the array itself
  vm.set("a", vm.array(buf.data(), {4}));
  REQUIRE(vm.exec("import numpy as np\n"
                  "scale(a, 2.0)\n"
                  "t = total(a)\n"
                  "where = address(a)\n"
                  "s = shape_of(np.zeros((2, 3)))\n"
                  "is_same = same(a) is a\n"
                  "made = np.arange(5.0)\n"
                  "scale(made, 10.0)\n"
                  "m = made.tolist()\n").ok());
  CHECK(buf == std::vector<double>{2, 4, 6, 8});  // written in place, no copy
  CHECK(vm.get("t").as<double>() == 20);
  CHECK(vm.get("where").as<std::int64_t>() == static_cast<std::int64_t>(reinterpret_cast<std::uintptr_t>(buf.data())));
  CHECK(vm.get("s").repr() == "[2, 3]");
  CHECK(vm.get("is_same").as<bool>());
  CHECK(vm.get("m").repr() == "[0.0, 10.0, 20.0, 30.0, 40.0]");
}

TEST_CASE("array parameters refuse other values, dtypes and layouts") {
  const double fixed[3] = {1, 2, 3};
  tpy::VM vm;
  vm.def("scale", [](tpy::Span<double> xs, double k) { for (double& x : xs) x *= k; });
  vm.def("total", [](tpy::Span<const double> xs) { return double(xs.size()); });
  vm.def("ndim", [](tpy::ArrayView a) { return a.ndim(); });
  vm.set("ro", vm.array(fixed, {3}));
  auto message_of = [&vm](const char* code) {
    auto r = vm.exec(std::string("import numpy as np\n") + code);
    return r.ok() ? std::string("no error") : r.error().type_name() + ": " + r.error().message();
  };
  CHECK(message_of("ndim([1.0])") == "TypeError: ndim() argument 1 must be ndarray, not list");
  CHECK(message_of("total([1.0])") == "TypeError: total() argument 1 must be C-contiguous float64 ndarray, not list");
  CHECK(message_of("total(np.arange(3))") == "TypeError: total() argument 1 must be C-contiguous float64 ndarray, not ndarray");
  CHECK(message_of("total(np.arange(6.0)[::2])") == "TypeError: total() argument 1 must be C-contiguous float64 ndarray, not ndarray");
  CHECK(message_of("total(ro)") == "no error");  // read-only is fine for Span<const T>
  CHECK(message_of("scale(ro, 2.0)") == "TypeError: scale() argument 1 must be writable C-contiguous float64 ndarray, not ndarray");
  CHECK(fixed[0] == 1);
  CHECK(vm.eval("ndim(np.zeros((2, 2, 2)))").value().as<int>() == 3);
}
