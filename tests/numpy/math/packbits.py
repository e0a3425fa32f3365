# packbits / unpackbits: flattened or along an axis, big or little bit
# order, unpackbits' count= (cut or padded), with NumPy's errors.
import numpy as np

bits = np.array([1, 0, 1, 1, 0, 0, 0, 1, 1, 1], dtype=np.uint8)
print(np.packbits(bits), np.packbits(bits, bitorder='little'), np.packbits([True, False, True]))
m = np.array([[1, 0, 1], [1, 1, 1], [0, 0, 1]])
print(np.packbits(m, axis=0), np.packbits(m, axis=1).ravel(), np.packbits(m, axis=-1).shape, np.packbits(m).dtype)
print(np.packbits(np.arange(20).reshape(2, 10) % 3, axis=1))
x = np.array([5, 255, 0, 128], dtype=np.uint8)
print(np.unpackbits(x), np.unpackbits(x, bitorder='little')[:8])
print(np.unpackbits(x.reshape(2, 2), axis=1))
print(np.unpackbits(x.reshape(2, 2), axis=0).shape, np.unpackbits(x, count=10), np.unpackbits(x, count=-25))
print(np.unpackbits(x[:1], count=12), np.unpackbits(x[:1], count=0), np.unpackbits(np.uint8(6)))
print(np.array_equal(np.unpackbits(np.packbits(bits))[:bits.size], bits))
for f in (lambda: np.packbits([1.0, 0]), lambda: np.packbits([1, 0], bitorder='x'),
          lambda: np.unpackbits(np.array([1], dtype=np.int8)), lambda: np.unpackbits(x, bitorder='mid'),
          lambda: np.unpackbits(x, count=-40), lambda: np.unpackbits(x, count=1.5)):
    try:
        print(f())
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)

# expect: [177 192] [141   3] [160]
# expect: [[192  64 224]] [160 224  32] (3, 1) uint8
# expect: [[109 128]
# expect:  [219  64]]
# expect: [0 0 0 0 0 1 0 1 1 1 1 1 1 1 1 1 0 0 0 0 0 0 0 0 1 0 0 0 0 0 0 0] [1 0 1 0 0 0 0 0]
# expect: [[0 0 0 0 0 1 0 1 1 1 1 1 1 1 1 1]
# expect:  [0 0 0 0 0 0 0 0 1 0 0 0 0 0 0 0]]
# expect: (16, 2) [0 0 0 0 0 1 0 1 1 1] [0 0 0 0 0 1 0]
# expect: [0 0 0 0 0 1 0 1 0 0 0 0] [] [0 0 0 0 0 1 1 0]
# expect: True
# expect: TypeError Expected an input array of integer or boolean data type
# expect: ValueError 'order' must be either 'little' or 'big'
# expect: TypeError Expected an input array of unsigned byte data type
# expect: ValueError 'order' must begin with 'l' or 'b'
# expect: ValueError -count larger than number of elements
# expect: TypeError 'float' object cannot be interpreted as an integer
