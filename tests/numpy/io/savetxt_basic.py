# np.savetxt: default '%.18e', fmt strings and lists, delimiter, newline, header/footer/comments, 1-d, ints, complex.
import os
import numpy as np
d = '/tmp/tpy_np_io_%d_savetxt' % os.getpid()
os.makedirs(d, exist_ok=True)
path = os.path.join(d, 'out.txt')
def show(*args, **kw):
    np.savetxt(path, *args, **kw)
    with open(path) as f:
        print(repr(f.read()))
show(np.array([[1.5, 2.0], [-3.25, 1e-20]]))
show(np.arange(6).reshape(2, 3), fmt='%d', delimiter=',')
show(np.array([1.0, 2.5, 3.0]), fmt='%.2f')
show(np.arange(4.0).reshape(2, 2), fmt=['%.1f', '%5.2e'], delimiter=' | ', newline=';\n')
show(np.arange(4).reshape(2, 2), fmt='%d %x', header='a b\nsecond line', footer='end', comments='## ')
show(np.array([[1 + 2j, 3 - 4j]]), fmt='%.1f')
show(np.array([True, False]), fmt='%d', header='flags')
show(np.array([[1, 2]], dtype=np.uint8))
with open(path, 'w') as f:
    np.savetxt(f, np.array([1.25, 2.5]), fmt='%g')
    f.write('tail\n')
with open(path) as f:
    print(repr(f.read()))
with open(path, 'wb') as f:
    np.savetxt(f, np.array([[1, 2]]), fmt='%d')
with open(path, 'rb') as f:
    print(f.read())
os.remove(path)
os.rmdir(d)

# expect: '1.500000000000000000e+00 2.000000000000000000e+00\n-3.250000000000000000e+00 9.999999999999999452e-21\n'
# expect: '0,1,2\n3,4,5\n'
# expect: '1.00\n2.50\n3.00\n'
# expect: '0.0 | 1.00e+00;\n2.0 | 3.00e+00;\n'
# expect: '## a b\n## second line\n0 1\n2 3\n## end\n'
# expect: ' (1.0+2.0j)  (3.0-4.0j)\n'
# expect: '# flags\n1\n0\n'
# expect: '1.000000000000000000e+00 2.000000000000000000e+00\n'
# expect: '1.25\n2.5\ntail\n'
# expect: b'1 2\n'
