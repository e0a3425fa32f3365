// fiber.h — the simulator's fibers (gpu/fiber.cpp): a stack per kernel
// thread and a switch that saves only what the x86-64 System V ABI says a
// call preserves (rbx, rbp, r12-r15, the stack pointer, MXCSR and the x87
// control word), so a switch costs a few nanoseconds where swapcontext
// makes a system call. AddressSanitizer is told of every switch.
#pragma once
#include <cstddef>

namespace tpy::gpu {

struct Fiber;
// A fiber's body: runs on the fiber's stack; when it returns, the fiber
// switches back to its scheduler for good.
using FiberFn = void (*)(void* arg);

struct FiberContext {
  void* sp = nullptr;          // the saved stack pointer while switched out
  void* fake_stack = nullptr;  // AddressSanitizer's bookkeeping
  const void* stack_bottom = nullptr;
  size_t stack_size = 0;
};

// Prepares `f` to run fn(arg) on [stack, stack + size) at its first
// switch_to; `back` is the scheduler it returns to.
void fiber_init(FiberContext& f, FiberContext& back, char* stack, size_t size, FiberFn fn, void* arg);
// Saves the running context into `from` and resumes `to`.
void fiber_switch(FiberContext& from, FiberContext& to);

}  // namespace tpy::gpu
