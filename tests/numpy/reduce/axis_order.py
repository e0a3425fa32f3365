# A reduction adds in the order NumPy's iterator walks memory: the axis
# with the smallest stride innermost. Summing a transposed view along the
# axis that is contiguous in memory is pairwise (as a row sum), along the
# other axis it folds one row at a time (as a column sum); so M.T.sum(1)
# equals M.sum(0) to the last bit, and the same for mean, var and where=.
import numpy as np

rng = np.random.default_rng(3)
M = rng.random((249, 3))
B = rng.random((40, 300))
C = rng.random((4, 5, 300))
h = lambda a: " ".join(float(v).hex() for v in np.ravel(a)[:3])

print(h(M.T.sum(axis=1)) == h(M.sum(axis=0)), h(M.T.sum(axis=1)))
print(h(B.T.sum(axis=0)) == h(B.sum(axis=1)), h(B.T.sum(axis=0)))
print(h(C.transpose(2, 0, 1).sum(axis=0)))
print(h(np.asfortranarray(B).sum(axis=1)))
print(h(np.asfortranarray(B).sum(axis=0)))
print(h(M.T.mean(axis=1)), h(np.average(M.T, axis=1)))
print(h(M.T.var(axis=1)), h(B.T.std(axis=0)))
print(h(np.add.reduce(M.T, axis=1, where=M.T > 0.1)))
print(h(B[:, ::-1].T.sum(axis=0)))
print(h(C.transpose(1, 2, 0).sum(axis=(0, 1))))

# expect: True 0x1.04a6797a91629p+7 0x1.cfa015287933ep+6 0x1.db5fa17cac913p+6
# expect: True 0x1.307e500ba35d9p+7 0x1.4016f0eea50c5p+7 0x1.2169af97da1e0p+7
# expect: 0x1.234cfa60c6da2p+7 0x1.1ae18a84e273cp+7 0x1.239a325c4e24ap+7
# expect: 0x1.307e500ba35dbp+7 0x1.4016f0eea50c2p+7 0x1.2169af97da1dfp+7
# expect: 0x1.5309be2530f56p+4 0x1.26c9d44b01ea0p+4 0x1.199733d0b78f7p+4
# expect: 0x1.0bfa51b68f4dbp-1 0x1.dca8b206a7ca7p-2 0x1.e8bccb09f2308p-2 0x1.0bfa51b68f4dbp-1 0x1.dca8b206a7ca7p-2 0x1.e8bccb09f2308p-2
# expect: 0x1.2a9a3de7d3cdep-4 0x1.4df5377514ca3p-4 0x1.63b6e6ba22b87p-4 0x1.25751fff7f9e0p-2 0x1.2fe283d40feccp-2 0x1.321695f37308ap-2
# expect: 0x1.0306a65b8892ep+7 0x1.c96e2fddc1096p+6 0x1.d57f5bd1be2d8p+6
# expect: 0x1.307e500ba35d9p+7 0x1.4016f0eea50c5p+7 0x1.2169af97da1e0p+7
# expect: 0x1.72ddec6cf9d79p+9 0x1.6b6e28e277892p+9 0x1.7bd4fc4232becp+9
