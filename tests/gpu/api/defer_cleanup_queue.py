"""Inside cuda.defer_cleanup() the context's deallocation queue is disabled
(nested blocks too); clear() then runs nothing until the outermost block
ends, even when the block raises."""
# oracle: skip Numba 0.56's simulator has no deallocation queue; expected: Numba's _PendingDeallocs
from numba import cuda

deallocs = cuda.current_context().memory_manager.deallocations
freed = []
print(deallocs.is_disabled)
with cuda.defer_cleanup():
    print(deallocs.is_disabled)
    deallocs.add_item(freed.append, 'a', 8)
    with cuda.defer_cleanup():
        deallocs.clear()
        print(len(deallocs), freed)
    print(deallocs.is_disabled)
print(deallocs.is_disabled, len(deallocs), freed)
deallocs.clear()
print(len(deallocs), freed)
try:
    with cuda.defer_cleanup():
        raise ValueError("v")
except ValueError:
    pass
print(deallocs.is_disabled)

# expect: False
# expect: True
# expect: 1 []
# expect: True
# expect: False 1 []
# expect: 0 ['a']
# expect: False
