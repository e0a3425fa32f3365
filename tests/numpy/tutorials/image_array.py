# An image as a 2-D array: slicing, masks, clip, thresholds, normalising.
import numpy as np

img = np.arange(64, dtype=np.uint8).reshape(8, 8) * 4
print(img)
print(img.dtype, img.shape, img.itemsize, img.nbytes)

crop = img[2:6, 3:7]
print("crop:")
print(crop)
print(crop.flags['C_CONTIGUOUS'], crop.base is img)

flipped = img[::-1, ::2]
print(flipped[:3])

bright = img > 180
print(bright.sum(), "bright pixels")
print(img[bright])

out = img.copy()
out[bright] = 255
out[img < 20] = 0
print(out[:3])

clipped = np.clip(img.astype(np.int16) + 100, 0, 255).astype(np.uint8)
print(clipped[-2:])
print(repr(clipped[0, 0]), repr(clipped[7, 7]))

wrapped = img + np.uint8(100)
print(wrapped[-1])

norm = img / 255.0
print(norm[0, :4])
print(np.round(norm.mean(), 4), norm.max())

gx = np.diff(img.astype(np.int32), axis=1)
print(gx[0], np.unique(gx))

rows, cols = np.nonzero(img == 128)
print(rows, cols)

padded = np.pad(img[:2, :2], 1, mode="constant", constant_values=7)
print(padded)

small = img.reshape(4, 2, 4, 2).mean(axis=(1, 3))
print(small)
print(np.rot90(img[:3, :3]))
print(img.T[0])

# expect: [[  0   4   8  12  16  20  24  28]
# expect:  [ 32  36  40  44  48  52  56  60]
# expect:  [ 64  68  72  76  80  84  88  92]
# expect:  [ 96 100 104 108 112 116 120 124]
# expect:  [128 132 136 140 144 148 152 156]
# expect:  [160 164 168 172 176 180 184 188]
# expect:  [192 196 200 204 208 212 216 220]
# expect:  [224 228 232 236 240 244 248 252]]
# expect: uint8 (8, 8) 1 64
# expect: crop:
# expect: [[ 76  80  84  88]
# expect:  [108 112 116 120]
# expect:  [140 144 148 152]
# expect:  [172 176 180 184]]
# expect: False True
# expect: [[224 232 240 248]
# expect:  [192 200 208 216]
# expect:  [160 168 176 184]]
# expect: 18 bright pixels
# expect: [184 188 192 196 200 204 208 212 216 220 224 228 232 236 240 244 248 252]
# expect: [[ 0  0  0  0  0 20 24 28]
# expect:  [32 36 40 44 48 52 56 60]
# expect:  [64 68 72 76 80 84 88 92]]
# expect: [[255 255 255 255 255 255 255 255]
# expect:  [255 255 255 255 255 255 255 255]]
# expect: 100 255
# expect: [68 72 76 80 84 88 92 96]
# expect: [0.         0.01568627 0.03137255 0.04705882]
# expect: 0.4941 0.9882352941176471
# expect: [4 4 4 4 4 4 4] [4]
# expect: [4] [0]
# expect: [[ 7  7  7  7]
# expect:  [ 7  0  4  7]
# expect:  [ 7 32 36  7]
# expect:  [ 7  7  7  7]]
# expect: [[ 18.  26.  34.  42.]
# expect:  [ 82.  90.  98. 106.]
# expect:  [146. 154. 162. 170.]
# expect:  [210. 218. 226. 234.]]
# expect: [[ 8 40 72]
# expect:  [ 4 36 68]
# expect:  [ 0 32 64]]
# expect: [  0  32  64  96 128 160 192 224]
