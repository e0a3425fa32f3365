# numba.get_thread_id() outside any parallel region is 0 (the main
# thread), before and after set_num_threads.
import numba

print(numba.get_thread_id(), type(numba.get_thread_id()).__name__)
n = numba.get_num_threads()
numba.set_num_threads(1)
print(numba.get_thread_id())
numba.set_num_threads(n)
print(numba.get_thread_id())

# expect: 0 int
# expect: 0
# expect: 0
