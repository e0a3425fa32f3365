// fiber.cpp — the simulator's fibers (see gpu/fiber.h). A new fiber's
// stack is laid out as if it had switched out at its first instruction:
// the saved registers (r12 the argument, r13 the function, r14 the
// context to go back to) under a return address into fiber_entry, which
// calls the function with r12 and then switches back for good.
#include "gpu/fiber.h"
#include <cstdint>
#include <cstring>

#if defined(__SANITIZE_ADDRESS__)
#define TPY_FIBER_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define TPY_FIBER_ASAN 1
#endif
#endif
#ifdef TPY_FIBER_ASAN
#include <sanitizer/common_interface_defs.h>
#endif

extern "C" void tpy_fiber_switch(void** save_sp, void* next_sp);
extern "C" void tpy_fiber_entry();

// tpy_fiber_switch(save_sp, next_sp): pushes the callee-saved registers,
// MXCSR and the x87 control word, stores rsp in *save_sp, loads next_sp
// and pops the same from there.
asm(R"(
    .text
    .globl tpy_fiber_switch
    .type tpy_fiber_switch, @function
tpy_fiber_switch:
    pushq %rbp
    pushq %rbx
    pushq %r12
    pushq %r13
    pushq %r14
    pushq %r15
    subq $8, %rsp
    stmxcsr (%rsp)
    fnstcw 4(%rsp)
    movq %rsp, (%rdi)
    movq %rsi, %rsp
    ldmxcsr (%rsp)
    fldcw 4(%rsp)
    addq $8, %rsp
    popq %r15
    popq %r14
    popq %r13
    popq %r12
    popq %rbx
    popq %rbp
    ret
    .size tpy_fiber_switch, .-tpy_fiber_switch

    .globl tpy_fiber_entry
    .type tpy_fiber_entry, @function
tpy_fiber_entry:
    movq %r12, %rdi
    movq %r14, %rsi
    movq %r13, %rdx
    callq tpy_fiber_run
    ud2
    .size tpy_fiber_entry, .-tpy_fiber_entry
)");

namespace tpy::gpu {

namespace {

struct Start {
  FiberContext* self;
  FiberContext* back;
  FiberFn fn;
  void* arg;
};

}  // namespace

}  // namespace tpy::gpu

using tpy::gpu::FiberContext;

// The first code a fiber runs (from tpy_fiber_entry): fn(arg), then back
// to the scheduler, never to return here.
extern "C" [[noreturn]] void tpy_fiber_run(void* start, void*, void*) {
  auto* s = static_cast<tpy::gpu::Start*>(start);
#ifdef TPY_FIBER_ASAN
  __sanitizer_finish_switch_fiber(nullptr, &s->back->stack_bottom, &s->back->stack_size);
#endif
  s->fn(s->arg);
  FiberContext* self = s->self;
  FiberContext* back = s->back;
#ifdef TPY_FIBER_ASAN
  __sanitizer_start_switch_fiber(nullptr, back->stack_bottom, back->stack_size);   // this stack is done
#endif
  tpy_fiber_switch(&self->sp, back->sp);
  __builtin_unreachable();
}

namespace tpy::gpu {

void fiber_init(FiberContext& f, FiberContext& back, char* stack, size_t size, FiberFn fn, void* arg) {
  f.stack_bottom = stack;
  f.stack_size = size;
  f.fake_stack = nullptr;
  // The Start record at the top of the stack, then the frame
  // tpy_fiber_switch pops: MXCSR and x87 control word, r15, r14 (back),
  // r13, r12 (the Start), rbx, rbp, the return address.
  uintptr_t top = ((uintptr_t)stack + size) & ~(uintptr_t)15;
  top -= (sizeof(Start) + 15) & ~(size_t)15;
  auto* s = reinterpret_cast<Start*>(top);
  *s = Start{&f, &back, fn, arg};
  uint64_t* sp = reinterpret_cast<uint64_t*>(top) - 8;   // rsp is 16-aligned again after the ret
  uint32_t csr[2];
  asm volatile("stmxcsr %0" : "=m"(csr[0]));
  asm volatile("fnstcw %0" : "=m"(csr[1]));
  std::memcpy(&sp[0], csr, 8);
  sp[1] = 0;                          // r15
  sp[2] = 0;                          // r14
  sp[3] = 0;                          // r13
  sp[4] = (uint64_t)(uintptr_t)s;     // r12: the Start
  sp[5] = 0;                          // rbx
  sp[6] = 0;                          // rbp
  sp[7] = (uint64_t)(uintptr_t)&tpy_fiber_entry;
  f.sp = sp;
}

void fiber_switch(FiberContext& from, FiberContext& to) {
#ifdef TPY_FIBER_ASAN
  __sanitizer_start_switch_fiber(&from.fake_stack, to.stack_bottom, to.stack_size);
#endif
  tpy_fiber_switch(&from.sp, to.sp);
#ifdef TPY_FIBER_ASAN
  __sanitizer_finish_switch_fiber(from.fake_stack, nullptr, nullptr);
#endif
}

}  // namespace tpy::gpu
