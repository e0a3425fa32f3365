"""cuda.event(): record (on the default stream or a given one), wait,
synchronize all return None at once in the simulator."""
from numba import cuda

e = cuda.event()
s = cuda.stream()
print(e.record(), e.record(s), e.record(stream=s))
print(e.synchronize(), e.wait(), e.wait(s))

# expect: None None None
# expect: None None None
