// repeat.h — `seq * n` for str, bytes, list and tuple: the size check
// CPython makes before it allocates, and the copy by doubling (a whole
// block at a time, never an item at a time). Used by the operators
// (vm/ops.cpp) and the types' __mul__ methods (builtins/).
#pragma once
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>
#include "vm/vm.h"

namespace tpy {

// Whether `unit` items (`unit_bytes` bytes) repeated `count` times can be
// made, as CPython checks: past PY_SSIZE_T_MAX items OverflowError(too_long)
// when too_long is given (str, bytes), else MemoryError (list, tuple,
// bytearray); more bytes than any machine holds: MemoryError at once,
// before any allocation. total: the items. May raise; allocates nothing.
[[nodiscard]] bool repeat_size(VM& vm, size_t unit, size_t unit_bytes, int64_t count, const char* too_long,
                               size_t& total);

// s (src) repeated count times, the caller having checked the size with
// repeat_size. May throw std::bad_alloc (for any size no machine holds).
std::string repeat_text(std::string_view s, size_t count);
std::vector<Value> repeat_values(const Value* src, size_t n, size_t count);

}  // namespace tpy
