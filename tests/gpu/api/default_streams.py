"""The built-in streams (default, legacy default, per-thread default) and
streams made elsewhere (external_stream, whose handle must be an int):
their repr and int()."""
# oracle: skip Numba 0.56's simulator has none of these; expected: Numba's driver.Stream
# gpu: sim-only synchronizes external_stream(1234), which is no stream on a GPU
from numba import cuda

ctx = cuda.current_context()
print(repr(cuda.default_stream()) == "<Default CUDA stream on %r>" % ctx)
print(repr(cuda.legacy_default_stream()) == "<Legacy default CUDA stream on %r>" % ctx)
print(repr(cuda.per_thread_default_stream()) == "<Per-thread default CUDA stream on %r>" % ctx)
ext = cuda.external_stream(1234)
print(int(ext), repr(ext) == "<External CUDA stream 1234 on %r>" % ctx)
print(int(cuda.default_stream()), int(cuda.legacy_default_stream()), int(cuda.per_thread_default_stream()))
with ext.auto_synchronize() as s:
    print(s is ext)
try:
    cuda.external_stream("x")
except TypeError as e:
    print(e)

# expect: True
# expect: True
# expect: True
# expect: 1234 True
# expect: 0 1 2
# expect: True
# expect: ptr for external stream must be an int
