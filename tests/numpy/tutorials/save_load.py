# Saving and loading arrays: .npy, .npz, text files, in a temporary directory.
import os
import tempfile
import numpy as np

with tempfile.TemporaryDirectory() as tmp:
    data = np.arange(12, dtype=np.float64).reshape(3, 4) / 4
    path = os.path.join(tmp, "data.npy")
    np.save(path, data)
    print(os.path.exists(path), os.path.getsize(path))
    back = np.load(path)
    print(back)
    print(back.dtype, back.shape, np.array_equal(back, data))

    np.save(os.path.join(tmp, "ints"), np.array([1, 2, 3], dtype=np.int32))
    print(sorted(os.listdir(tmp)))
    ints = np.load(os.path.join(tmp, "ints.npy"))
    print(repr(ints))

    with open(path, "rb") as f:
        head = f.read(10)
    print(head[:6], head[6], head[7])

    npz = os.path.join(tmp, "many.npz")
    np.savez(npz, x=np.linspace(0, 1, 5), flags=np.array([True, False]))
    with np.load(npz) as z:
        print(sorted(z.files))
        print(z["x"])
        print(z["flags"])

    txt = os.path.join(tmp, "table.csv")
    np.savetxt(txt, data, delimiter=",", fmt="%.2f")
    with open(txt) as f:
        print(f.read().strip())
    loaded = np.loadtxt(txt, delimiter=",")
    print(loaded[1])
    print(np.loadtxt(txt, delimiter=",", usecols=(0, 2), skiprows=1))

    f32 = data.astype(np.float32)
    np.save(os.path.join(tmp, "f32.npy"), f32)
    g = np.load(os.path.join(tmp, "f32.npy"))
    print(g.dtype, g[2])
    print(repr(g[2, 3]))

    fort = np.asfortranarray(data)
    np.save(os.path.join(tmp, "fort.npy"), fort)
    h = np.load(os.path.join(tmp, "fort.npy"))
    print(h.flags["F_CONTIGUOUS"], np.array_equal(h, data))
print(os.path.exists(tmp))

# expect: True 224
# expect: [[0.   0.25 0.5  0.75]
# expect:  [1.   1.25 1.5  1.75]
# expect:  [2.   2.25 2.5  2.75]]
# expect: float64 (3, 4) True
# expect: ['data.npy', 'ints.npy']
# expect: array([1, 2, 3], dtype=int32)
# expect: b'\x93NUMPY' 1 0
# expect: ['flags', 'x']
# expect: [0.   0.25 0.5  0.75 1.  ]
# expect: [ True False]
# expect: 0.00,0.25,0.50,0.75
# expect: 1.00,1.25,1.50,1.75
# expect: 2.00,2.25,2.50,2.75
# expect: [1.   1.25 1.5  1.75]
# expect: [[1.  1.5]
# expect:  [2.  2.5]]
# expect: float32 [2.   2.25 2.5  2.75]
# expect: 2.75
# expect: True True
# expect: False
