"""cuda.gpus lists the devices: len, indexing, iteration, str, and
`current`; cuda.list_devices() is the same list. An index past the last
device is an IndexError."""
from numba import cuda

print(len(cuda.gpus))
print(cuda.gpus[0].id, str(cuda.gpus[0]))
print(str(cuda.gpus))
print([g.id for g in cuda.gpus])
print(str(cuda.gpus.current))
print(cuda.list_devices() is cuda.gpus)
with cuda.gpus[0]:
    print(cuda.to_device([1, 2]))
try:
    cuda.gpus[1]
except IndexError as e:
    print(e)

# expect: 1
# expect: 0 <Managed Device 0>
# expect: <Managed Device 0>
# expect: [0]
# expect: <Managed Device 0>
# expect: True
# expect: [1 2]
# expect: tuple index out of range
