// test_gc.cpp — the mark-sweep collector: unreachable objects (cycles
// included) are freed, roots (globals, RootScope, host handles) survive.
#include <catch2/catch.hpp>
#include "vm/dict.h"
#include "vm/ops.h"
#include "vm/vm.h"

using namespace tpy;

TEST_CASE("garbage and cycles are collected", "[gc]") {
  VM vm;
  vm.collect();
  size_t base = vm.heap_objects;
  for (int i = 0; i < 1000; i++) {
    List* a = vm.new_list();
    List* b = vm.new_list();
    a->items.push_back(Value::object(b));
    b->items.push_back(Value::object(a));  // a reference cycle
  }
  REQUIRE(vm.heap_objects >= base + 2000);
  size_t freed = vm.collect();
  REQUIRE(freed >= 2000);
  REQUIRE(vm.heap_objects == base);
}

TEST_CASE("RootScope and host handles keep objects alive", "[gc]") {
  VM vm;
  Value kept;
  vm.extra_roots.push_back(&kept);
  kept = Value::object(vm.new_list({Value::integer(7)}));
  {
    RootScope roots(vm);
    Tuple* t = vm.new_tuple({Value::integer(1)});
    roots.add(t);
    vm.collect();
    REQUIRE(t->items[0].i == 1);  // still allocated (ASan would flag a use after free)
  }
  vm.collect();
  REQUIRE(as<List>(kept)->items[0].i == 7);
  vm.extra_roots.clear();
}

TEST_CASE("objects reachable from module globals survive", "[gc]") {
  VM vm;
  Module* m = vm.new_module("keep");
  Str* key = vm.intern("x");
  dict_set_str(vm, m->dict, key, Value::object(vm.new_list({Value::integer(3)})));
  vm.collect();
  Value v = dict_get_str(m->dict, key);
  REQUIRE(is_layout(v, Layout::List));
  REQUIRE(as<List>(v)->items[0].i == 3);
}

TEST_CASE("a VM can run code and collect between runs", "[gc]") {
  VM vm;
  Module* m = vm.new_module("__main__");
  REQUIRE(vm.run_source("xs = [(i, [i]) for i in range(10000)]\nys = xs[-1]\n", "<test>", m));
  vm.collect();
  Value ys = dict_get_str(m->dict, vm.intern("ys"));
  REQUIRE(is_layout(ys, Layout::Tuple));
  REQUIRE(as<Tuple>(ys)->items[0].i == 9999);
}

TEST_CASE("emptied pages are reused by other size classes", "[gc]") {
  // Pages freed whole by one collection go back to the heap; a class of
  // another slot size that takes one, and fills only part of it before the
  // next sweep, must not see the old slot layout there.
  VM vm;
  RootScope roots(vm);
  for (int round = 0; round < 4; round++) {
    for (int i = 0; i < 20000; i++) vm.new_tuple({Value::integer(i + 1), Value::integer(i + 2)});   // garbage
    vm.collect();
    std::vector<Tuple*> kept;
    for (int i = 0; i < 5; i++) {
      std::vector<Value> items((size_t)(3 + round * 4), Value::integer(i + 1));
      Tuple* t = vm.new_tuple(items.data(), items.size());
      roots.add(t);
      kept.push_back(t);
    }
    vm.collect();   // sweeps the rest of the reused page too
    for (int i = 0; i < 5; i++) REQUIRE(kept[(size_t)i]->items.back().i == i + 1);
  }
}

TEST_CASE("big ints' digits count towards the next collection", "[gc]") {
  // A few huge ints hold far more memory than their objects: making them
  // must bring the collection near, or garbage ints pile up unseen.
  VM vm;
  vm.collect();
  REQUIRE_FALSE(vm.gc_requested);
  BigInt big = BigInt(1) << (8 * 1024 * 1024);   // 1 MiB of digits
  for (int i = 0; i < 20 && !vm.gc_requested; i++) vm.new_int(big + i);
  REQUIRE(vm.gc_requested);
}
