# convolve/correlate of float arrays add each output's products in the
# order NumPy's dot (BLAS) does, so a 20-point moving average matches
# NumPy to the last bit; float32 and complex too, all three modes.
import numpy as np

rng = np.random.default_rng(5)
a = rng.random(300)
h = lambda x: " ".join(float(v).hex() for v in np.ravel(x)[:4])
for nk in (3, 12, 20, 40):
    k = rng.random(nk)
    print(nk, h(np.convolve(a, k)[nk + 5:]), h(np.convolve(a, k, 'valid')[-4:]), h(np.convolve(a, k, 'same')[:4]))
    print(nk, h(np.correlate(a, k)[:4]), h(np.correlate(k, a, 'full')[:4]), h(np.convolve(k, a)[-4:]))
ma = np.convolve(a, np.ones(20) / 20, mode='valid')
print(len(ma), h(ma[100:]))
f = a.astype(np.float32)
print(np.convolve(f, f[:40].copy(), 'valid')[:3], np.convolve(f, f[:40].copy()).dtype)
z = a[:100] + 1j * a[100:200]
print(np.correlate(z, z[:30].copy())[:2], np.correlate(z[:30].copy(), z)[:2])
print(np.convolve(z, z[:30].copy(), 'same')[:2])
print(np.convolve(np.arange(50), np.arange(25))[20:24])

# expect: 3 0x1.8b9b7343a3f3ap-3 0x1.5d6cd0b0d9ac4p-1 0x1.4606f18c7789ap-1 0x1.4d6eee50f9ee8p-1 0x1.e75bcdaeff842p-1 0x1.a529dda5a1cecp-1 0x1.002393122289bp+0 0x1.3ae81482af36ep-1 0x1.5e1caa3ba5e91p-1 0x1.95e6317eb4327p-1 0x1.2cc5ea3bb6fe1p-1 0x1.20fe379f4488cp-2
# expect: 3 0x1.bfef21828c27ap-1 0x1.788a5adf5a21dp-1 0x1.a6e604d65e221p-2 0x1.5d531ac0c4948p-2 0x1.08c0ce3c36584p-3 0x1.eeb1932e8ae5ep-2 0x1.a8f70c026b81cp-1 0x1.176acf12d4a38p+0 0x1.002393122289bp+0 0x1.3ae81482af36ep-1 0x1.29c7ac2494381p-2 0x1.2d0761ae4879cp-4
# expect: 12 0x1.e60a15432b6e3p+0 0x1.ce3d2cb875ec6p+0 0x1.7a6fb716ce07bp+1 0x1.7ba4d4cf55facp+1 0x1.0cba44284c950p+1 0x1.27f113a98d176p+1 0x1.48f8ae7687e28p+1 0x1.8b648947565f3p+0 0x1.07a5b770bb340p+0 0x1.653a011cac3e1p+0 0x1.23488384cf010p+0 0x1.76401d3013548p-1
# expect: 12 0x1.8eb7017fbecf2p+0 0x1.3fe83f14a9863p+0 0x1.c50bb06efa517p+0 0x1.5aaf59a91a7f2p+1 0x1.c327f198ae434p-8 0x1.33a61381c2473p-5 0x1.cb336c3bf6862p-4 0x1.f5793003d7809p-3 0x1.c267f743ef2b7p+0 0x1.6cc082b1f5337p+0 0x1.79cb18226d59ap-1 0x1.496bec3600b14p-3
# expect: 20 0x1.5e6db0c031aa9p+2 0x1.8bb5b157b46fbp+2 0x1.45773b934de33p+2 0x1.8fecdd12f5ed3p+2 0x1.3491dbac3c8d4p+2 0x1.6d9c79e8d06d8p+2 0x1.8c4147d986794p+2 0x1.6022266a28379p+2 0x1.cdd2c65d7add9p+0 0x1.36036627a7221p+1 0x1.50d07c0b70b39p+1 0x1.7909629babb39p+1
# expect: 20 0x1.4ad55919d33c5p+2 0x1.4056e1387c8cdp+2 0x1.489df7f2d2ff5p+2 0x1.4c8451acd227cp+2 0x1.91e7f0b151e15p-9 0x1.8d21e770d6170p-3 0x1.620f4aef8105cp-1 0x1.1c78ac36b9d11p+0 0x1.598bcb2fbf92ap+0 0x1.947c30f2e0d20p-1 0x1.39737773e04f6p-2 0x1.a5615fc555a93p-5
# expect: 40 0x1.37cdd1885c48cp+3 0x1.0573e06748373p+3 0x1.41c273917e80ap+3 0x1.407cf57fdd003p+3 0x1.2826c729d29c1p+3 0x1.35876a8d6ee78p+3 0x1.1ebe9fe82e74dp+3 0x1.48980d94ed1ecp+3 0x1.565a157d9fc15p+2 0x1.8174c6e1e02edp+2 0x1.757b63bce9d29p+2 0x1.47eb44b6c3e4fp+2
# expect: 40 0x1.26382d01bcaf1p+3 0x1.0e3da1b0bac02p+3 0x1.34ba2598c246fp+3 0x1.32f412908077dp+3 0x1.e9d9b5ebd3c49p-5 0x1.3af21df9f8eb2p-2 0x1.4e8263e541b58p-1 0x1.ea8308a7600c2p-1 0x1.fa8b21864737ap-1 0x1.80799a193c8c4p-1 0x1.b2c89738b4232p-2 0x1.a6de3d909a359p-4
# expect: 281 0x1.dfc1b4b1b7186p-2 0x1.dfcb1718589a7p-2 0x1.c6a0e4dd9f4f5p-2 0x1.e81b3c80b7943p-2
# expect: [9.876259 9.858398 9.683695] float32
# expect: [20.77338549+0.j         15.12552853+0.08831176j] [14.7234839 +2.86433796j 15.58690822+1.17220216j]
# expect: [2.03654677+6.77630909j 2.23068511+8.45025396j]
# expect: [1330 1540 1771 2024]
